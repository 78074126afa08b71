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
        // The line in the stack (the text at x = 20 with leading = 0) and in the canvas.
        #expect(lines[2] == "│ aligns children on leading at x = 20 in VStack (x = 50 in the canvas)")
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

    /// A containerRelativeFrame says which container it measured and how it took its side: what
    /// SwiftUI hides (Apple's 297.5-point cards; a NavigationStack's content under its 44-point
    /// bar; a function of the canvas's width).
    @Test func aContainerRelativeFrameNamesItsContainer() {
        func explanation(_ view: View, width: Double, height: Double) -> String {
            renderExplanation(
                LayoutEngine(tracing: true).layout(view, canvas: ProposedSize(width: width, height: height)))
        }
        let card = View.rectangle().containerRelativeFrame(.horizontal, length: .grid(count: 4, span: 3, spacing: 10))
        let cards = View.scrollView(View.hStack(spacing: 10, [card, card]), axes: .horizontal)
        #expect(
            explanation(cards, width: 400, height: 100).contains(
                "· containerRelativeFrame: width 297.5, from the ScrollView (400 wide): 4 columns of 92.5 with 10 "
                    + "between, 3 of them and the 2 gaps between"))
        let half = View.color("blue").containerRelativeFrame(.vertical, length: .grid(count: 2, span: 1, spacing: 0))
            .navigationTitle("Halves").navigationBarTitleDisplayMode(.inline)
        #expect(
            explanation(View.navigationStack(half), width: 320, height: 480).contains(
                "containerRelativeFrame: height 218, from the NavigationStack's content area (436 high): 2 rows of 218")
        )
        let third = View.color("red").containerRelativeFrame(.horizontal, length: .custom({ length, _ in length / 3 }))
        #expect(
            explanation(third, width: 300, height: 100).contains(
                "containerRelativeFrame: width 100, from the canvas (300 wide): the script's function of it"))
        // Views without one say nothing of containers; the JSON says it on the frame's chain only.
        #expect(!renderExplanation(result).contains("from the canvas"))
        let json = renderExplanationJSON(
            LayoutEngine(tracing: true).layout(third, canvas: ProposedSize(width: 300, height: 100)))
        #expect(json.contains(#""containerSizing" : ["#) || json.contains(#""containerSizing": ["#))
        #expect(!renderExplanationJSON(result).contains("containerSizing"))
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
