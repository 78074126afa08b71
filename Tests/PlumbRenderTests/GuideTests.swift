import PlumbLayout
import PlumbRender
import Testing

@Suite struct GuideTests {
    private var column: PlacedView {
        placed(
            "VStack", (0, 0, 10, 6), id: "col",
            alignmentLines: [AlignmentLine(guide: "leading", axis: .horizontal, position: 2)],
            children: [
                placed(
                    "Text", (2, 1, 3, 1), .text(lines: ["abc"], font: .body),
                    guideMarks: [GuideMark(guide: "leading", axis: .horizontal, value: 0, isExplicit: false)]),
                placed(
                    "Rectangle", (2, 2, 6, 3), .shape(.rectangle), id: "box",
                    guideMarks: [GuideMark(guide: "leading", axis: .horizontal, value: 0, isExplicit: true)]),
            ])
    }

    @Test func guidesAreDrawnUnderContentWithMarksOnTheChildren() {
        let diagram = draw(
            column, canvas: (10, 6), options: DiagramOptions.unitCells.with(showGuides: true))
        // The text's mark goes above it (its only row holds text), the box's on its top-left corner;
        // the mark leaves no room for the container's id.
        #expect(
            diagram == """
                  ◆
                  abc
                  ◆────┐
                  │box │
                  └────┘
                  ┊
                """)
    }

    @Test func asciiGuides() {
        let root = placed(
            "HStack", (0, 0, 6, 3),
            alignmentLines: [AlignmentLine(guide: "center", axis: .vertical, position: 1.5)],
            children: [
                placed(
                    "Rectangle", (0, 0, 3, 3), .shape(.rectangle),
                    guideMarks: [GuideMark(guide: "center", axis: .vertical, value: 1.5, isExplicit: false)])
            ])
        let options = DiagramOptions.unitCells.with(ascii: true, showGuides: true)
        #expect(draw(root, canvas: (6, 3), options: options) == "+-+\n*-|---\n+-+")
    }

    @Test func withoutGuidesNothingExtraIsDrawn() {
        #expect(
            draw(column, canvas: (10, 6)) == """
                 col
                  abc
                  ┌────┐
                  │box │
                  └────┘
                """ + "\n")
    }

    @Test func legendListsEachAlignedChild() {
        let legend = renderGuideLegend(
            LayoutResult(canvas: Size(width: 10, height: 6), root: column))
        #expect(
            legend == """
                VStack#col: leading at x = 2
                  Text "abc" 3×1: leading = 0 (implicit: the guide's default)
                  Rectangle#box 6×3: leading = 0 (explicit)
                """)
    }

    /// A frame that moves its child marks the point it aligned it on (here its bottom-trailing
    /// corner, which the child's corner shares), and the legend lists it; a frame its child
    /// fills shows nothing.
    @Test func aFrameMarksItsMeetingPoint() {
        let view = View.vStack([
            View.rectangle().frame(width: 4, height: 2).frame(width: 8, height: 4, alignment: .bottomTrailing),
            View.rectangle().frame(width: 8, height: 2),
        ])
        let result = LayoutEngine().layout(view, canvas: ProposedSize(width: 8, height: 14))
        let diagram = renderDiagram(result, options: DiagramOptions.unitCells.with(showGuides: true))
        let rows = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[2] == "    ┌──┐")
        #expect(rows[3] == "    └──◆")
        let legend = renderGuideLegend(result)
        #expect(legend.contains("Rectangle.frame.frame: trailing at x = 8, bottom at y = 4"))
        #expect(!legend.contains("Rectangle.frame: center at x"))
    }
}
