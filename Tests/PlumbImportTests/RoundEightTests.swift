import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 8's snippets found (Sources/PlumbImport/README.md, "Eighth round"), each
/// imported and run on its own.
struct RoundEightTests: ConstructSuite {
    /// An init that stores its parameters and prints is the memberwise one (the print dropped, said
    /// so); an unlabelled parameter is given at its place (round 8: refused at the init).
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

    /// `ForEach(1...3, id: \.self, content: Row.init)`: each item made into a row.
    @Test func forEachWithAnInitialiserAsItsContent() throws {
        let swift = """
            struct Row: View {
                let id: Int
                var body: some View { Text("Row \\(id)") }
            }
            #Preview { VStack { ForEach(1...3, id: \\.self, content: Row.init) } }
            """
        #expect(texts(try lay(swift)) == ["Row 1", "Row 2", "Row 3"])
    }

    /// `.init(…)` given to a property declared `[GridItem]` is a GridItem.
    @Test func anImplicitInitIsTheDeclaredType() throws {
        let swift = """
            struct ContentView: View {
                var columns: [GridItem] = Array(repeating: .init(.fixed(20), spacing: 5), count: 2)
                var body: some View {
                    LazyVGrid(columns: columns) { ForEach(0..<4) { _ in Color.red.frame(height: 10) } }
                }
            }
            """
        let c = frames(of: "Color", in: try lay(swift))
        #expect(c.map(\.width) == [20, 20, 20, 20])
        #expect(c[1].minX - c[0].maxX == 5)
    }

    /// `Color(.sRGB, red:green:blue:opacity:)`: the colour space is not drawn; the colour is.
    @Test func aColourSpaceIsLeftOut() throws {
        let swift =
            "Color(.sRGB, red: 150/255, green: 150/255, blue: 150/255, opacity: 0.1).frame(width: 10, height: 10)"
        let script = try SwiftImporter.translate(source: swift, fileName: "V.swift")
        #expect(script.lua.contains(".sRGB: the colour space is not drawn"))
        #expect(frames(of: "Color", in: try lay(swift)).first?.width == 10)
    }

    /// `.headerProminence` changes a header's size, which Plumb does not: refused with why.
    @Test func headerProminenceIsRefusedWithWhy() throws {
        do {
            _ = try SwiftImporter.translate(
                source: "List { Section { Text(\"a\") } header: { Text(\"H\") }\n    .headerProminence(.increased) }",
                fileName: "V.swift")
            Issue.record("expected an import error")
        } catch {
            #expect(error.line == 2 && error.column == 6)
            #expect(error.message == ".headerProminence is not in Plumb")
        }
    }
}
