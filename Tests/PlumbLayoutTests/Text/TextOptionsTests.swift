import Testing

@testable import PlumbLayout

/// Text's options (Apple's `lineLimit(_:)`, `truncationMode(_:)`, `minimumScaleFactor(_:)`,
/// `multilineTextAlignment(_:)`), with 8×16-point cells.
@Suite("Text options")
struct TextOptionsTests {
    func size(_ view: View, _ width: Double?, _ height: Double? = nil) -> Size {
        LayoutEngine().measure(
            view, proposal: ProposedSize(width: width, height: height), environment: EnvironmentValues())
    }

    /// The placed text labelled "t" when `view` is offered `width` × `height`.
    func placed(_ view: View, _ width: Double?, _ height: Double? = nil) -> PlacedView {
        let result = layout(
            view.withID("t").frame(width: width, height: height, alignment: .topLeading), width: 1000, height: 1000)
        return result.root.find("t")!
    }

    func lines(_ view: View, _ width: Double?, _ height: Double? = nil) -> [String] {
        guard case .text(let lines, _) = placed(view, width, height).content else { return [] }
        return lines
    }

    // MARK: multilineTextAlignment

    @Test func alignmentMovesLinesWithinTheTextsWidthNeverTheFrame() {
        let text = View.text("One line\nand a longer line")
        for alignment in TextAlignment.allCases {
            let aligned = placed(text.multilineTextAlignment(alignment), nil)
            #expect(aligned.textAlignment == alignment)
            #expect(aligned.frame.size == Size(width: 17 * 8, height: 32))
        }
        // Inherited like SwiftUI's environment value; a Text that sets none is leading.
        let result = layout(
            View.vStack([
                View.text("a\nbb").withID("in"), View.text("c").withID("plain").multilineTextAlignment(.leading),
            ])
            .multilineTextAlignment(.trailing), width: nil, height: nil)
        #expect(result.root.find("in")?.textAlignment == .trailing)
        #expect(result.root.find("plain")?.textAlignment == .leading)
    }

    // MARK: lineLimit

    @Test func lineLimitNilLiftsALimitSetFurtherOut() {
        let text = View.text("one two three four").withID("t")
        let limited = layout(View.vStack([text]).lineLimit(1).frame(width: 40), width: 1000, height: 1000)
        #expect(limited.frame("t").height == 16)
        let lifted = layout(View.vStack([text.lineLimit(nil)]).lineLimit(1).frame(width: 40), width: 1000, height: 1000)
        #expect(lifted.frame("t").height == 64)
    }

    @Test func aRangeReservesItsLowerBoundAndCutsAtItsUpper() {
        let range = LineLimit.range(2, 4)
        #expect(size(View.text("Hi").lineLimit(range), nil) == Size(width: 16, height: 32))
        #expect(lines(View.text("Hi").lineLimit(range), nil) == ["Hi"])
        #expect(placed(View.text("Hi").lineLimit(range), nil).textLineCount == 2)
        // Six lines at 40 points (5 cells) become four, the last one cut.
        let long = View.text("one two three four five six").lineLimit(range)
        #expect(lines(long, 40) == ["one", "two", "three", "four…"])
        #expect(size(long, 40) == Size(width: 40, height: 64))
        // `2...`: at least two, no upper limit.
        #expect(size(View.text("one two three").lineLimit(.range(2, nil)), 40) == Size(width: 40, height: 48))
    }

    @Test func reservesSpaceAlwaysTakesTheLimitsHeight() {
        let reserved = View.text("Hi").lineLimit(LineLimit(upper: 3, reservesSpace: true))
        #expect(size(reserved, nil) == Size(width: 16, height: 48))
        #expect(size(reserved, 100, 16) == Size(width: 16, height: 48))
        #expect(lines(reserved, nil) == ["Hi"])
        #expect(placed(reserved, nil).textLineCount == 3)
        #expect(placed(View.text("Hi"), nil).textLineCount == nil)
        // Reserved lines are never made: a million of them cost nothing.
        let huge = placed(View.text("Hi").lineLimit(LineLimit(upper: 1_000_000, reservesSpace: true)), nil)
        #expect(huge.textLineCount == 1_000_000 && huge.frame.height == 16_000_000)
        // Without reservesSpace a limit only caps.
        #expect(size(View.text("Hi").lineLimit(3), nil) == Size(width: 16, height: 16))
        // The last baseline is that of the last reserved line, as the frame and the lines say.
        let tree = LayoutEngine().makeTree(reserved)
        #expect(tree.root.explicitAlignment(.lastTextBaseline, proposal: .unspecified) == 48)
    }

    // MARK: truncationMode

    @Test func theCutLineKeepsAsManyCharactersOfTheRestAsFit() {
        // "one two" / "three" / "four" at 64 points (8 cells); two lines: "three four" is cut.
        #expect(lines(View.text("one two three four").lineLimit(2), 64) == ["one two", "three f…"])
        // Spaces next to the "…" are dropped.
        #expect(lines(View.text("one two three four").lineLimit(2), 56) == ["one two", "three…"])
        // A paragraph break ends the cut line: what follows is hidden, and the line says so.
        #expect(lines(View.text("Hello\nWorld").lineLimit(1), nil) == ["Hello…"])
        #expect(lines(View.text("Hello\nWorld").lineLimit(1), 48) == ["Hello…"])
        // Truncation by height cuts the same way.
        #expect(lines(View.text("This is some longer text"), 100, 16) == ["This is som…"])
    }

    @Test func theLastLineIsCutInsideAWordNotAtItsStart() {
        // Does "Hello…" mean a cut at a word boundary? It does not: Core Text
        // truncates the last line as one line of glyphs ("abcd…", NSLineBreakMode's header), and
        // recorded outputs cut inside words ("This is a...runcated.", "SwiftUI is a...oo long to
        // fit."). At 7 cells "Hello world" keeps 6 characters, "Hello ", whose space is dropped;
        // one cell more shows the "w".
        #expect(lines(View.text("Hello world").lineLimit(1), 56) == ["Hello…"])
        #expect(lines(View.text("Hello world").lineLimit(1), 64) == ["Hello w…"])
        // The earlier lines wrap at words; the last one holds the rest, cut in "wonderful".
        #expect(lines(View.text("Hello wonderful world").lineLimit(2), 72) == ["Hello", "wonderfu…"])
    }

    @Test func headAndMiddleCutAtCharactersAndKeepOneLine() {
        let text = View.text("This is a truncated text")
        #expect(lines(text.truncationMode(.head), 80) == ["…ated text"])
        #expect(lines(text.truncationMode(.middle), 80) == ["This…text"])
        #expect(lines(text.truncationMode(.tail), 80, 16) == ["This is a…"])
        // With room to wrap, head and middle still keep one line (NSLineBreakMode's rule).
        #expect(size(text.truncationMode(.middle), 80, 1000) == Size(width: 72, height: 16))
        // A paragraph break reads as a space; text that fits is not cut.
        #expect(lines(View.text("a\nb").truncationMode(.head), nil) == ["a b"])
        #expect(lines(View.text("short").truncationMode(.middle), 80) == ["short"])
        // Wide characters count two cells.
        #expect(lines(View.text("世界世界世界").truncationMode(.head), 56) == ["…界世界"])
    }

    // MARK: minimumScaleFactor

    @Test func theFontShrinksByWholeFacesBeforeTruncating() {
        // largeTitle "Hello" is 120 points wide (3 cells a letter); 100 points hold it in title's face.
        let title = View.text("Hello").font(.largeTitle).lineLimit(1)
        #expect(lines(title, 100) == ["Hel…"])
        let shrinking = title.minimumScaleFactor(0.5)
        #expect(size(shrinking, 100) == Size(width: 80, height: 48))
        guard case .text(let shown, let face) = placed(shrinking, 100).content else {
            Issue.record("not text")
            return
        }
        #expect(shown == ["Hello"] && face == .title)
        // Its baselines are the smaller face's.
        let tree = LayoutEngine().makeTree(shrinking)
        #expect(tree.root.explicitAlignment(.firstTextBaseline, proposal: ProposedSize(width: 100, height: nil)) == 32)
        // Asked its ideal size, nothing is cut, so nothing shrinks.
        #expect(size(shrinking, nil) == Size(width: 120, height: 64))
    }

    @Test func theFactorBoundsTheSmallestFace() {
        let title = View.text("Hello").font(.largeTitle).lineLimit(1)
        // 34 × 0.95 = 32.3 points: title's face (2 cells) is allowed; 34 × 0.99 = 33.7 is not.
        #expect(size(title.minimumScaleFactor(0.95), 100) == Size(width: 80, height: 48))
        #expect(size(title.minimumScaleFactor(0.99), 100) == Size(width: 96, height: 64))
        // Too narrow for every allowed face: the smallest, cut.
        #expect(lines(title.minimumScaleFactor(0.5), 32) == ["Hel…"])
        // Body text is one cell a letter already: it cannot shrink in cells, so it truncates.
        #expect(lines(View.text("Hello world").lineLimit(1).minimumScaleFactor(0.1), 48) == ["Hello…"])
    }

    @Test func allowsTighteningChangesNothingInCells() {
        let text = View.text("Hello world").lineLimit(1)
        #expect(size(text.allowsTightening(true), 48) == size(text, 48))
    }
}
