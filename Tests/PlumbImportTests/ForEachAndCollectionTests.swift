import Foundation
import PlumbImport
import PlumbLayout
import PlumbLua
import Testing

/// ForEach over ranges, arrays made by `map` and initialisers given as content, and a lazy grid's
/// ForEach of several views a row.
@Suite("ForEach and collections")
struct ForEachAndCollectionTests: ConstructSuite {
    /// `Array(1...n).map { … }` and `items.map`: lists made by the script's `rangeList` and
    /// `mapList`.
    @Test func arraysOfRangesAndMapAreLists() throws {
        let swift = """
            struct ContentView: View {
                let data = Array(1...5).map { "Item \\($0)" }
                let widths = (0..<3).map { CGFloat($0 + 1) * 10 }
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(data, id: \\.self) { Text($0) }
                        ForEach(widths, id: \\.self) { w in Color.red.frame(width: w, height: 5) }
                    }
                }
            }
            """
        let r = try lay(swift)
        #expect(frames(of: "Text", in: r).count == 5)
        #expect(frames(of: "Color", in: r).map(\.width) == [10, 20, 30])
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

    /// A lazy grid's ForEach making two views a row: each view a cell, as Apple's LazyVGrid page
    /// lays out a code point and its emoji.
    @Test func aLazyGridsForEachOfTwoViewsFillsTwoColumns() throws {
        let swift = """
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(1...3, id: \\.self) { value in
                    Text("n\\(value)")
                    Text("name \\(value)")
                }
            }
            """
        let texts = frames(of: "Text", in: try lay(swift))
        #expect(texts.count == 6)
        for row in 0..<3 {
            let code = texts[2 * row]
            let name = texts[2 * row + 1]
            #expect(code.minY == name.minY)
            #expect(code.maxX <= 196 && name.minX >= 204)
        }
        #expect(texts[2].minY > texts[0].minY)
    }

    /// `ForEach((0...20), id: \.self)`: a range in parentheses is the range, 21 rows from 0.
    @Test func aRangeInParenthesesIsTheRange() throws {
        let result = try lay(
            """
            VStack(spacing: 0) {
                ForEach((0...20), id: \\.self) { index in
                    Text("\\(index)").frame(height: 10)
                }
            }
            """)
        #expect(texts(result) == (0...20).map(String.init))
        #expect(result.root.frame.height == 210)
        // `for` and `map` read it the same way.
        let mapped = try lay("VStack { ForEach((1..<4).map { $0 * 2 }, id: \\.self) { Text(\"\\($0)\") } }")
        #expect(texts(mapped) == ["2", "4", "6"])
    }
}
