import PropertyBased
import Testing

@testable import PlumbLayout

/// Text is measured without making its lines (`TextLayout.measure`) and drawn from lines wrapped
/// only as far as the last visible one and the line after it. Both shortcuts must give what
/// wrapping every line gives, on any text, proposal, line limit and font.
@Suite("Text wrapping shortcuts")
struct TextWrapPropertyTests {
    static let pieces = ["a", "hello", "world", " ", "  ", "漢字", "wrapsherequitelong", "\n", "\t", "é", "\u{301}", ""]

    /// A text from a seed: words, spaces, double-width letters, paragraph breaks and tabs.
    static func text(_ seed: Int) -> String {
        var random = LayoutPropertyTests.Random(state: UInt64(truncatingIfNeeded: seed))
        return (0..<random.int(0...40)).map { _ in pieces[random.int(0...(pieces.count - 1))] }.joined()
    }

    static func layout(_ seed: Int, limit: Int, mode: Int, shrinks: Bool) -> TextLayout {
        TextLayout(
            text(seed), font: shrinks ? .title : .body, smallerFaces: shrinks ? [.body] : [],
            lineLimit: limit == 0 ? .none : LineLimit(upper: limit),
            truncationMode: [.tail, .head, .middle][mode], metrics: TextMetrics())
    }

    static let seeds = Gen.int(in: 0...Int.max)
    static let widths = Gen.double(in: 0...200)
    static let heights = Gen.double(in: 0...120)
    static let limits = Gen.int(in: 0...4)

    @Test func measuringGivesTheLinesCountAndWidest() async {
        await propertyCheck(count: 400, input: Self.seeds, Self.widths, Self.heights, Self.limits) {
            seed, width, height, limit in
            for (mode, shrinks) in [(0, false), (0, true), (1, false), (2, true)] {
                let text = Self.layout(seed, limit: limit, mode: mode, shrinks: shrinks)
                for proposal in [
                    ProposedSize(width: width, height: height), ProposedSize(width: width, height: nil),
                    ProposedSize(width: nil, height: height), .unspecified, .zero,
                ] {
                    let laid = text.layout(for: proposal)
                    let measured = text.measure(for: proposal)
                    #expect(measured.face.style == laid.face.style)
                    #expect(
                        measured.lines.count == laid.lines.count, "\(proposal) of \(Self.text(seed).debugDescription)")
                    #expect(measured.lines.widest == Double(laid.lines.map { CellWidth.of($0) }.max() ?? 0))
                }
            }
        }
    }

    @Test func stoppingAfterTheLineThatIsCutGivesTheSameLines() async {
        await propertyCheck(count: 400, input: Self.seeds, Self.widths, Self.heights, Self.limits) {
            seed, width, height, limit in
            let text = Self.layout(seed, limit: limit, mode: 0, shrinks: false)
            let proposal = ProposedSize(width: width, height: height)
            #expect(text.layout(for: proposal).lines == text.layout(for: proposal, wrapsAll: true).lines)
        }
    }

    /// A long text in a short frame: drawn from its visible lines, one word cut with "…".
    @Test func aLongTextInAShortFrameIsCutAtItsLastVisibleLine() {
        let metrics = TextMetrics()
        let text = TextLayout(
            String(repeating: "x", count: 400_000), font: .body, lineLimit: .none, truncationMode: .tail,
            metrics: metrics)
        let proposal = ProposedSize(width: 80 * metrics.cellWidth, height: 3 * metrics.cellHeight)
        let laid = text.layout(for: proposal)
        #expect(
            laid.lines == [
                String(repeating: "x", count: 80), String(repeating: "x", count: 80),
                String(repeating: "x", count: 79) + "…",
            ])
        #expect(text.measure(for: proposal).lines == LineCount(count: 3, widest: 80))
        #expect(
            text.measure(for: ProposedSize(width: proposal.width, height: nil)).lines
                == LineCount(count: 5_000, widest: 80))
    }
}
