import PlumbLayout
import Testing

@testable import PlumbRender

@Suite("plumb explain")
struct ExplanationTests {
    /// A VStack (traced) holding a framed rectangle with an explicit guide and a text.
    var result: LayoutResult {
        let guide = View.rectangle().foregroundColor("red").alignmentGuide(.leading) { _ in 20 }
            .frame(width: 40, height: 16)
        let stack = View.vStack(alignment: .leading, spacing: 0, [guide, View.text("Hi").withID("hi")])
        let engine = LayoutEngine(tracing: true)
        let tree = engine.makeTree(stack)
        tree.layout(canvas: ProposedSize(width: 100, height: 64))
        return tree.result()
    }

    @Test func namesModifierChainsAsCode() {
        let names = result.root.children.map(ViewNames.chain)
        #expect(names == ["Rectangle(red).alignmentGuide.frame", "Text \"Hi\"#hi"])
    }

    @Test func explainsProposalsPlacementsAndGuides() {
        let lines = renderExplanation(result).split(separator: "\n").map(String.init)
        #expect(lines[0] == "canvas 100×64 points; the root is proposed 100×64 and centred")
        // Stack: 40 wide (the rectangle's guide is 20 in, so it hangs 20 left of the text's
        // leading edge and the 16-wide text fits inside its span), 32 tall, centred in 100×64.
        #expect(lines[1] == "VStack  proposed 100×64 → chose 40×32, at (30, 16) in the canvas")
        #expect(lines[2] == "│ aligns children on leading (x = 50)")
        #expect(lines.contains("│ offered 64 along the axis, 64 after spacing"))
        #expect(
            lines.contains(
                "├─ Rectangle(red).alignmentGuide.frame  proposed 100×16 → chose 40×16, at (0, 0); aligned by leading = 20 (explicit: alignmentGuide)"
            ))
        #expect(
            lines.last
                == "└─ Text \"Hi\"#hi  proposed 100×16 → chose 16×16, at (20, 16); aligned by leading = 0 (implicit: the guide's default)")
    }
}
