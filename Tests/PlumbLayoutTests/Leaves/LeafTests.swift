import Testing

@testable import PlumbLayout

@Suite("Leaf views")
struct LeafTests {
    @Test func shapesFillTheProposalAndUseTenForUnspecified() {
        let engine = LayoutEngine()
        let tree = engine.makeTree(.rectangle())
        #expect(
            tree.root.size(for: ProposedSize(width: 120, height: 50)) == Size(width: 120, height: 50))
        #expect(tree.root.size(for: .unspecified) == Size(width: 10, height: 10))
        #expect(tree.root.size(for: .zero) == .zero)
        #expect(tree.root.size(for: .infinity) == Size(width: .infinity, height: .infinity))
        #expect(
            tree.root.size(for: ProposedSize(width: nil, height: 30)) == Size(width: 10, height: 30))
    }

    @Test func circleReportsTheSquareThatFits() {
        let result = layout(View.circle().withID("c"), width: 100, height: 50)
        #expect(result.frame("c") == Rect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test func fixedSizeColorIsTenByTenAndCentred() {
        let result = layout(View.color("red").withID("c").fixedSize(), width: 100, height: 100)
        #expect(result.frame("c") == Rect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func spacerIdealLengthIsMinLengthOnBothAxesOutsideAStack() {
        let tree = LayoutEngine().makeTree(.spacer())
        #expect(tree.root.size(for: .unspecified) == Size(width: 8, height: 8))
        #expect(tree.root.size(for: ProposedSize(width: 50, height: 2)) == Size(width: 50, height: 8))
        let custom = LayoutEngine().makeTree(.spacer(minLength: 20))
        #expect(
            custom.root.size(for: ProposedSize(width: 5, height: nil)) == Size(width: 20, height: 20))
    }

    @Test func emptyViewIsZeroAndTakesNoPlaceInAStack() {
        let stack = View.hStack([box("a", 10, 10), .empty(), box("b", 10, 10)])
        let result = layout(stack, width: nil, height: nil)
        #expect(result.canvas == Size(width: 28, height: 10))
        #expect(result.root.children.count == 2)
    }

    @Test func dividerFillsAcrossItsStack() {
        let result = layout(
            View.vStack(spacing: 0, [box("a", 40, 10), View.divider().withID("d")]), width: nil,
            height: nil)
        #expect(result.frame("d") == Rect(x: 0, y: 10, width: 40, height: 1))
        let row = layout(
            View.hStack(spacing: 0, [box("a", 40, 10), View.divider().withID("d")]), width: nil,
            height: nil)
        #expect(row.frame("d") == Rect(x: 40, y: 0, width: 1, height: 10))
    }
}

@Suite("Text")
struct TextTests {
    func size(
        _ text: String, _ width: Double?, _ height: Double? = nil, font: Font = .body,
        lineLimit: Int? = nil
    )
        -> Size
    {
        var view = View.text(text).font(font)
        if let lineLimit { view = view.lineLimit(lineLimit) }
        return LayoutEngine().measure(
            view, proposal: ProposedSize(width: width, height: height), environment: EnvironmentValues())
    }

    func lines(_ text: String, _ width: Double?, _ height: Double? = nil) -> [String] {
        let result = layout(
            View.text(text).withID("t").frame(width: width, height: height, alignment: .topLeading),
            width: 1000, height: 1000)
        guard case .text(let lines, _) = result.root.find("t")!.content else { return [] }
        return lines
    }

    @Test func idealSizeIsTheUnwrappedLine() {
        #expect(size("This is some longer text", nil) == Size(width: 24 * 8, height: 16))
        #expect(size("This is some longer text", .infinity) == Size(width: 24 * 8, height: 16))
    }

    @Test func wrapsAtWordsAndReportsTheWidthItUses() {
        // 100 points hold 12 cells: "This is some" (12) / "longer text" (11).
        #expect(size("This is some longer text", 100) == Size(width: 96, height: 32))
        #expect(lines("This is some longer text", 100) == ["This is some", "longer text"])
    }

    @Test func breaksInsideAWordOnlyWhenItDoesNotFit() {
        #expect(lines("abcdefghijklmnop xy", 40) == ["abcde", "fghij", "klmno", "p xy"])
    }

    @Test func truncatesWithAnEllipsisWhenHeightIsShort() {
        #expect(size("This is some longer text", 100, 20) == Size(width: 96, height: 16))
        #expect(lines("This is some longer text", 100, 16) == ["This is som…"])
    }

    @Test func lineLimitCapsTheLines() {
        // "one" / "two…": the truncated last line is 4 cells wide.
        #expect(size("one two three four", 40, lineLimit: 2) == Size(width: 32, height: 32))
    }

    @Test func tabsAreFourSpaces() {
        #expect(size("a\tb", nil) == Size(width: 6 * 8, height: 16))
    }

    @Test func wideCharactersTakeTwoCells() {
        #expect(size("中文ab", nil) == Size(width: 6 * 8, height: 16))
        #expect(CellWidth.of("e\u{301}") == 1)
        #expect(CellWidth.of("🎉") == 2)
        #expect(CellWidth.of("─") == 1)
    }

    /// ASCII text is measured from its bytes: one cell a grapheme, as the grapheme walk says,
    /// "\r\n" being one grapheme.
    @Test func asciiTextIsOneCellAGrapheme() {
        for text in ["", "a", "a\r\nb", "\r\r\n\n", "tab\there", "\u{7F}x", String(repeating: "ab ", count: 1000)] {
            #expect(CellWidth.of(text) == text.count, "\(text.debugDescription)")
            #expect(CellWidth.of(text[...]) == text.count)
        }
        #expect(CellWidth.of("ae\u{301}") == 2)
    }

    @Test func largerStylesUseLargerCellsAndKeepABaselineAboveTheBottom() {
        #expect(size("Hi", nil, font: .largeTitle) == Size(width: 2 * 24, height: 64))
        #expect(size("Hi", nil, font: .title) == Size(width: 2 * 16, height: 48))
        let tree = LayoutEngine().makeTree(View.text("Hi").font(.largeTitle))
        #expect(tree.root.explicitAlignment(.firstTextBaseline, proposal: .unspecified) == 48)
    }

    @Test func baselinesOfAWrappedText() {
        let tree = LayoutEngine().makeTree(View.text("one two three"))
        let proposal = ProposedSize(width: 40, height: nil)
        #expect(tree.root.size(for: proposal) == Size(width: 40, height: 48))
        #expect(tree.root.explicitAlignment(.firstTextBaseline, proposal: proposal) == 16)
        #expect(tree.root.explicitAlignment(.lastTextBaseline, proposal: proposal) == 48)
    }
}
