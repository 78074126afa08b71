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
        #expect(names == ["Rectangle(red).alignmentGuide(leading).frame", "Text \"Hi\"#hi"])
    }

    @Test func explainsProposalsPlacementsAndGuides() {
        let lines = renderExplanation(result).split(separator: "\n").map(String.init)
        #expect(lines[0] == "canvas 100×64 points; the root is proposed 100×64 and centred")
        // Stack: 40 wide (the rectangle's guide is 20 in, so it hangs 20 left of the text's
        // leading edge and the 16-wide text fits inside its span), 32 tall, centred in 100×64.
        #expect(lines[1] == "VStack  placing: proposed 100×64 → chose 40×32, at (30, 16) in the canvas")
        #expect(lines[2] == "│ aligns children on leading (x = 50)")
        // One proposal per child per phase: measuring along the axis, then placing.
        #expect(lines[3] == "│ measuring along the height (the stack's axis):")
        #expect(lines[4] == "│   offered 64 along the axis, 64 after spacing")
        #expect(
            lines[5]
                == "│   1. Rectangle(red).alignmentGuide(leading).frame — priority 0, flexibility 0: offered 32, took 16"
        )
        #expect(
            lines.contains(
                "├─ Rectangle(red).alignmentGuide(leading).frame  placing: proposed 100×16 → chose 40×16, at (0, 0) in VStack; "
                    + "aligned by leading = 20 (explicit: alignmentGuide)"))
        #expect(
            lines.contains(
                "└─ Text \"Hi\"#hi  placing: proposed 100×16 → chose 16×16, at (20, 16) in VStack; "
                    + "aligned by leading = 0 (implicit: the guide's default)"))
        // The key explains the terms used.
        #expect(lines.contains("key:"))
        #expect(lines.last?.hasPrefix("  flexibility: ") == true)
    }

    @Test func shortenedNamesAreMarkedApartFromTruncation() {
        let long = View.text("A text much longer than twenty-eight characters")
        let result = LayoutEngine(tracing: true).layout(
            View.vStack([long]), canvas: ProposedSize(width: 800, height: 64))
        let text = renderExplanation(result)
        #expect(text.contains("Text \"A text much longer than twe\"⋯  placing"))
        #expect(text.contains("⋯ after a name: the name is shortened here"))
        #expect(!text.contains("twe…"))
    }

    @Test func wrapsToTheTerminalKeepingTheTree() {
        let wrapped = TextWrapping.wrap("├─ one two three four five six", width: 14)
        #expect(wrapped == "├─ one two\n│      three\n│      four\n│      five\n│      six")
    }
}

@Suite("Byte-level text matching")
struct ByteMatchingTests {
    @Test func findsAndReplacesEveryOccurrence() {
        #expect("offered −∞, took 10".containsBytes(of: "−∞"))
        #expect(!"offered -inf".containsBytes(of: "∞"))
        #expect(!"".containsBytes(of: "x") && !"abc".containsBytes(of: ""))
        #expect("a×b×c".replacingBytes(of: "×", with: "x") == "axbxc")
        #expect("-∞ and -∞".replacingBytes(of: "-∞", with: "−∞") == "−∞ and −∞")
        #expect("no match".replacingBytes(of: "∞", with: "inf") == "no match")
        #expect("ends…\"".replacingBytes(of: "…\"", with: "\"⋯") == "ends\"⋯")
        #expect("aaa".replacingBytes(of: "aa", with: "b") == "ba")
    }
}
