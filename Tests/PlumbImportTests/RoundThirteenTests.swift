import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 13's snippets found (Sources/PlumbImport/README.md, "Thirteenth round"),
/// each imported and run on its own.
struct RoundThirteenTests: ConstructSuite {
    /// The colour a placed view draws (`Color(white)` is "white").
    func colours(of type: String, in result: LayoutResult) -> [String] {
        var out: [String] = []
        func walk(_ v: PlacedView) {
            if v.type == type, case .color(let name) = v.content { out.append(name) }
            v.children.forEach(walk)
        }
        walk(result.root)
        return out
    }

    /// `ForEach((0...20), id: \.self)` (round 13: refused, "a range is translated only in
    /// ForEach…"): a range in parentheses is the range, 21 rows from 0.
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

    /// `.background(.bar)`: `Material.bar` ("a material matching the style of system toolbars"), drawn
    /// as the other materials are, a flat grey covering the view's frame (round 13: a run-time error,
    /// "background: expected a view … got string").
    @Test func theBarMaterial() throws {
        let swift = #"Text("Design").frame(maxWidth: .infinity, alignment: .leading).padding(8).background(.bar)"#
        let result = try lay(swift)
        let text = try #require(frames(of: "Text", in: result).first)
        let bar = try #require(frames(of: "Color", in: result).first)
        #expect(bar.width == 400 && bar.height == text.height + 16)
        #expect(try lua(swift).contains("-- material drawn as a flat grey"))
    }

    /// `extension Color { static let brightSeafoam = Color("Bright Seafoam") }` (round 13: refused, "an
    /// extension of Color, which is not declared in this file"): the file's named colours, used as
    /// `.brightSeafoam` and `Color.brightSeafoam`, in a gradient's stops too, are their values.
    @Test func aColourExtensionsNamedColours() throws {
        let swift = """
            struct Card: View {
                let gradient = LinearGradient(
                    gradient: Gradient(stops: [.init(color: .brand, location: 0), .init(color: .ink, location: 1)]),
                    startPoint: .top, endPoint: .bottom)
                var body: some View {
                    VStack {
                        Text("Hi").foregroundColor(.brand)
                        Color.ink.frame(width: 20, height: 20)
                        gradient.frame(width: 30, height: 30)
                    }
                }
            }
            extension Color {
                static let brand = Color("Brand Blue")
                static var ink: Color { Color.red }
            }
            """
        let result = try lay(swift)
        #expect(colours(of: "Color", in: result) == ["red", "gray"])
        #expect(frames(of: "Color", in: result).map(\.width) == [20, 30])
        #expect(try lua(swift).contains("is an asset colour: drawn gray"))
        // Anything else in an extension of Color is refused where it is written.
        let other = refusal("extension Color { func lighter() -> Color { self } }\nText(\"x\")")
        #expect(other?.line == 1 && other?.column == 19)
        #expect(other?.message.hasPrefix("an extension of Color is translated when it holds") == true)
    }

    /// `geometry.safeAreaInsets.bottom` (round 13: a Lua error, "attempt to index a nil value"): Plumb
    /// has no safe area, so the import says so at the member.
    @Test func safeAreaInsetsAreRefusedWithWhy() throws {
        let error = refusal(
            """
            GeometryReader { geometry in
                Text("Height: \\(geometry.safeAreaInsets.bottom)")
            }
            """)
        #expect(error?.line == 2 && error?.column == 30)
        #expect(error?.message.hasPrefix("safeAreaInsets is not in Plumb: Plumb has no safe area") == true)
    }
}
