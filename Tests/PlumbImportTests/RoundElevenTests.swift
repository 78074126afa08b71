import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 11's snippets found (Sources/PlumbImport/README.md, "Eleventh round"),
/// each imported and run on its own.
struct RoundElevenTests: ConstructSuite {
    /// Apple's Image page gives `Image(…)…` and `Text("Water wheel")` as one fragment: views written
    /// one after another at the top level are a body's, all of them (round 11: only the last, the
    /// Text, was shown). A declaration between them starts a new run.
    @Test func viewsWrittenOneAfterAnotherAreABody() throws {
        let swift = """
            Image("Landscape_4")
                .resizable()
                .aspectRatio(contentMode: .fit)
            Text("Water wheel")
            """
        let result = try lay(swift)
        let image = try #require(frames(of: "Image", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        // A square stand-in fitted to the width, the caption under it (a VStack's 8 apart).
        #expect(image.width == 400 && image.height == 400)
        #expect(text.minY == image.maxY + 8)

        let split = """
            Text("first")
            let caption = "second"
            Text(caption)
            Text("third")
            """
        #expect(texts(try lay(split)) == ["second", "third"])
    }

    /// Apple's lazy grid pages make each cell's emoji with `UnicodeScalar(value)` and
    /// `String(Character(scalar))`, and its code point with `String(format: "%x", value)`.
    @Test func unicodeScalarsAndCharacters() throws {
        let swift = """
            struct Smileys: View {
                var body: some View {
                    VStack {
                        Text(String(format: "%x", 0x1f600))
                        Text(emoji(0x1f600))
                        Text(emoji(0xD800))
                        Text(String(Character("a")))
                    }
                }
                private func emoji(_ value: Int) -> String {
                    guard let scalar = UnicodeScalar(value) else { return "?" }
                    return String(Character(scalar))
                }
            }
            """
        #expect(texts(try lay(swift)) == ["1f600", "😀", "?", "a"])
    }

    /// A lazy grid's ForEach making two views a row: each view a cell (round 11: the pair was one
    /// cell, the two stacked), as Apple's LazyVGrid page lays out a code point and its emoji.
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

    /// iOS 16's alignments of a horizontal guide and a text baseline, as Apple's Alignment page
    /// overlays them (round 11: "unknown alignment 'leadingLastTextBaseline'", told at the chain's
    /// first overlay rather than its own).
    @Test func textBaselineAlignments() throws {
        let swift = """
            Text("One\\nTwo")
                .frame(width: 200, height: 100, alignment: .top)
                .overlay(alignment: .leadingLastTextBaseline) { Text("last") }
                .overlay(alignment: .trailingFirstTextBaseline) { Text("first") }
            """
        let result = try lay(swift)
        let texts = frames(of: "Text", in: result)
        #expect(texts.count == 3)
        let (body, last, first) = (texts[0], texts[1], texts[2])
        // One line of body text is 16 high: the last baseline is the second line's, the first the first's.
        #expect(last.minY == body.minY + 16 && first.minY == body.minY)
        #expect(last.minX == 100 && first.maxX == 300)
    }

    /// A UIImage the entry view holds with no value stands in as an asset of its name (as a String
    /// does with its name), and `UIImage(named:)` given to a view is that asset (round 11: "an Image
    /// made from a uiImage value is not translated").
    @Test func uiImagePropertiesAreAssets() throws {
        let card = """
            struct PhotoCardView: View {
                let image: UIImage
                var body: some View {
                    Image(uiImage: image).resizable().scaledToFit()
                }
            }
            """
        let script = try SwiftImporter.translate(source: card, fileName: "V.swift")
        #expect(script.lua.contains("PhotoCardView { image = \"image\" }"))
        #expect(script.lua.contains("image: no value in the Swift; its name stands in"))
        let image = try #require(frames(of: "Image", in: try lay(card)).first)
        #expect(image.width == 400 && image.height == 400)

        let given =
            card + """

                #Preview {
                    PhotoCardView(image: UIImage(named: "fish")!)
                }
                """
        #expect(try SwiftImporter.translate(source: given, fileName: "V.swift").lua.contains("image = \"fish\""))
    }
}
