import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 17's snippets found (Sources/PlumbImport/README.md, "Seventeenth round"),
/// each imported and run on its own.
struct RoundSeventeenTests: ConstructSuite {
    /// CS193p's `AspectVGrid` stub (round 17, f518): the entry view has properties with no value
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

    /// One the view reads (f519's grid counts its items) is still an error at the property, with
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
