import Foundation
import PlumbImport
import PlumbLayout
import Testing

/// The constructs round 14's snippets found (Sources/PlumbImport/README.md, "Fourteenth round"),
/// each imported and run on its own.
struct RoundFourteenTests: ConstructSuite {
    /// `in: .rect(cornerRadius: 16)` (round 14, f430: refused, "the implicit member .rect(…) is not
    /// translated"): `Shape`'s implicit members where a shape is wanted are the shapes they name,
    /// in `background(_:in:)` and `overlay(_:in:)` and as `clipShape`'s and `contentShape`'s shape.
    @Test func aShapeWrittenAsAnImplicitMemberIsThatShape() throws {
        let lua = try lua(
            """
            VStack {
                Text("a").padding().background(.blue, in: .capsule)
                Text("b").padding().clipShape(.rect(cornerRadius: 8, style: .continuous))
                Text("c").background(.red, in: .rect(topLeadingRadius: 4, bottomTrailingRadius: 8))
                Text("d").contentShape(.rect)
                Text("e").clipShape(.circle)
            }
            """)
        #expect(lua.contains("background(Capsule():fill(Color.blue))"))
        #expect(lua.contains("clipShape(RoundedRectangle { cornerRadius = 8 })"))
        #expect(lua.contains("background(Rectangle():fill(Color.red))"))
        #expect(lua.contains("contentShape(Rectangle())") && lua.contains("clipShape(Circle())"))
        // The rounded rectangle fills the padded text's frame behind it.
        let result = try lay(#"Text("Total").padding().background(.gray, in: .rect(cornerRadius: 16))"#)
        let shape = try #require(frames(of: "RoundedRectangle", in: result).first)
        let text = try #require(frames(of: "Text", in: result).first)
        #expect(shape.width == text.width + 32 && shape.height == text.height + 32)
        // Another implicit member call is still refused where it is written.
        let error = refusal("Text(\"x\").clipShape(.rect(cornerSize: CGSize(width: 4, height: 4)))")
        #expect(error?.message.hasPrefix("the implicit member .rect(…) is not translated") == true)
    }

    /// `LazyVGrid(columns: [.init(.flexible()), …])` (round 14, f428: refused, "`.init(…)` is not
    /// translated: name the type"): a lazy grid's columns and rows are GridItems, so the implicit
    /// `.init` there is one, as where `[GridItem]` is declared. The grid lays out as with
    /// `GridItem(…)` written out: two flexible columns share what the fixed 80 and two 8-point
    /// gaps leave of 320 (112 each).
    @Test func aLazyGridsImplicitInitIsAGridItem() throws {
        let implicit = """
            LazyVGrid(columns: [.init(.flexible()), .init(.flexible(minimum: 40)), .init(.fixed(80))], spacing: 10) {
                ForEach(0..<6) { _ in Color.red.frame(height: 30) }
            }
            """
        let written = implicit.replacingOccurrences(of: ".init(", with: "GridItem(")
        #expect(try lua(implicit) == lua(written))
        let cells = frames(of: "Color", in: try lay(implicit, width: 320, height: 200))
        #expect(cells.prefix(3).map(\.width) == [112, 112, 80])
        #expect(cells.prefix(3).map(\.minX) == [0, 120, 240])
        let rows = """
            LazyHGrid(rows: [.init(.fixed(40)), .init(.fixed(40))]) {
                ForEach(0..<4) { _ in Color.blue.frame(width: 30) }
            }
            """
        #expect(try lua(rows) == lua(rows.replacingOccurrences(of: ".init(", with: "GridItem(")))
    }
}
