import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// Initialisers written out and the stored properties of the view shown: a memberwise init is
/// read as one, and a property with no value stands in, is left unset or is an error, as its use decides.
@Suite("Initialisers and properties")
struct InitAndPropertyTests: ConstructSuite {
    /// An init that only stores its parameters is the memberwise one; its parameters' defaults are
    /// the properties' defaults.
    @Test func aWrittenOutInitsDefaultsAreThePropertiesDefaults() throws {
        let swift = """
            struct Stack<Content: View>: View {
                let alignment: HorizontalAlignment
                let spacing: CGFloat?
                let content: () -> Content
                init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = 30,
                     @ViewBuilder content: @escaping () -> Content) {
                    self.alignment = alignment
                    self.spacing = spacing
                    self.content = content
                }
                var body: some View { VStack(alignment: alignment, spacing: spacing, content: content) }
            }
            #Preview {
                Stack {
                    Color.red.frame(width: 100, height: 10)
                    Color.blue.frame(width: 20, height: 10)
                }
            }
            """
        let c = frames(of: "Color", in: try lay(swift))
        #expect(c[1].minX == c[0].minX)
        #expect(c[1].minY - c[0].maxY == 30)
    }

    /// The entry view's content closure, when nothing gives it views, is empty and says so.
    @Test func anEntryViewsContentWithNoViewsIsEmpty() throws {
        let swift = """
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder var content: () -> Content
                var body: some View { VStack { Text(title); content() }.padding() }
            }
            """
        let script = try SwiftImporter.translate(source: swift, fileName: "Card.swift")
        #expect(script.lua.contains("content = {}"))
        #expect(script.lua.contains("content: no views in the Swift; empty"))
        let r = try layOut(lua: script.lua, chunkName: "Card.swift", width: 400, height: 600)
        #expect(frames(of: "Text", in: r).count == 1)
    }

    /// An init that stores its parameters and prints is the memberwise one (the print dropped, said
    /// so); an unlabelled parameter is given at its place.
    @Test func anInitThatPrintsIsTheMemberwiseOne() throws {
        let swift = """
            struct Row: View {
                private let index: Int
                let title: String
                init(_ title: String, index: Int) {
                    print("init Row \\(index)")
                    self.title = title
                    self.index = index
                }
                var body: some View { Text("\\(title) \\(index)") }
            }
            #Preview { VStack { Row("a", index: 1); Row("b", index: 2) } }
            """
        #expect(texts(try lay(swift)) == ["a 1", "b 2"])
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains("its init's print dropped"))
    }

    /// CS193p's `AspectVGrid` stub: the entry view has properties with no value
    /// and no preview, but nothing in the file reads them (its body is Xcode's template text), so
    /// no value can move a frame: they are left unset, said so, and the view is laid out.
    @Test func propertiesNothingReadsNeedNoValue() throws {
        let swift = """
            struct AspectVGrid<Item, ItemView>: View where ItemView: View {
                var items: [Item]
                var aspectRatio: CGFloat
                var content: (Item) -> ItemView

                var body: some View {
                    Text("Hello, World!")
                }
            }
            """
        #expect(
            try lua(swift).contains(
                "return AspectVGrid()  -- items, aspectRatio: no value in the Swift, and never read"))
        let text = try #require(frames(of: "Text", in: try lay(swift)).first)
        #expect(text.minX + text.width / 2 == 200 && text.minY + text.height / 2 == 300)
    }

    /// One the view reads (a grid that counts its items) is still an error at the property, with
    /// the preview to write; so is one named anywhere else in the file (a namesake, `$` binding
    /// or key path might read it), and a number read in the body.
    @Test func propertiesSomethingReadsStillNeedAValue() throws {
        let read = """
            struct Grid2: View {
                var items: [Int]
                var body: some View {
                    VStack { ForEach(items, id: \\.self) { Text("\\($0)") } }
                }
            }
            """
        let error = try #require(refusal(read))
        #expect(error.line == 2 && error.column == 9)
        #expect(error.message == "Grid2 is the view shown, but its 'items' has no value")
        #expect(error.suggestion?.contains("#Preview { Grid2(items: …) }") == true)
        let namesake = """
            struct Card: View {
                var count: Int
                var body: some View { Text("card") }
            }
            struct Other {
                var count = 3
            }
            """
        #expect(refusal(namesake)?.line == 2)
        let dollar = """
            struct Panel: View {
                @State var level: Double
                var body: some View { Slider(value: $level) }
            }
            """
        #expect(refusal(dollar)?.line == 2)
    }
}
