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
}
