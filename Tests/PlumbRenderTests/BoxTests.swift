import PlumbLayout
import PlumbRender
import Testing

@Suite struct BoxTests {
    @Test func singleRectangle() {
        let diagram = draw(placed("Rectangle", (0, 0, 6, 3), .shape(.rectangle)), canvas: (6, 3))
        #expect(
            diagram == """
                ┌────┐
                │    │
                └────┘
                """)
    }

    @Test func rectangleInPointsUsesEightBySixteenCells() {
        // 80 × 48 points with the default 8 × 16-point cells: 10 × 3 cells.
        let diagram = draw(
            placed("Rectangle", (0, 0, 80, 48), .shape(.rectangle)), canvas: (80, 48),
            options: DiagramOptions())
        #expect(
            diagram == """
                ┌────────┐
                │        │
                └────────┘
                """)
    }

    @Test func rectanglesSideBySideStayTwoBoxes() {
        // The first ends at x = 36 and the second starts there: both round to boundary 5 (4.5 rounds
        // away from zero), so they touch without overlapping.
        let root = placed(
            "HStack", (0, 0, 80, 48),
            children: [
                placed("Rectangle", (0, 0, 36, 48), .shape(.rectangle)),
                placed("Rectangle", (36, 0, 44, 48), .shape(.rectangle)),
            ])
        #expect(
            draw(root, canvas: (80, 48), options: DiagramOptions()) == """
                ┌───┐┌───┐
                │   ││   │
                └───┘└───┘
                """)
    }

    @Test func sharedEdgesMergeIntoJunctions() {
        let root = placed(
            "Rectangle", (0, 0, 10, 5), .shape(.rectangle),
            children: [
                placed("Rectangle", (0, 0, 5, 5), .shape(.rectangle)),
                placed("Rectangle", (4, 2, 6, 3), .shape(.rectangle)),
            ])
        #expect(
            draw(root, canvas: (10, 5)) == """
                ┌───┬────┐
                │   │    │
                │   ├────┤
                │   │    │
                └───┴────┘
                """)
    }

    @Test func roundedCornersBecomeSquareWhenMergedWithASquareBox() {
        let root = stack(
            8, 3,
            placed("RoundedRectangle", (0, 0, 8, 3), .shape(.roundedRectangle(cornerRadius: 8))),
            placed("Rectangle", (0, 0, 4, 3), .shape(.rectangle)))
        #expect(
            draw(root, canvas: (8, 3)) == """
                ┌──┬───╮
                │  │   │
                └──┴───╯
                """)
    }

    @Test func overlappingViewsAreDrawnInOrder() {
        // A ZStack: a box, a text over its border, then a second box crossing the first.
        let root = stack(
            12, 5,
            placed("Rectangle", (0, 0, 8, 4), .shape(.rectangle)),
            placed("Text", (2, 0, 4, 1), .text(lines: ["Over"], font: .body)),
            placed("Rectangle", (4, 2, 8, 3), .shape(.rectangle)))
        #expect(
            draw(root, canvas: (12, 5)) == """
                ┌─Over─┐
                │      │
                │   ┌──┼───┐
                └───┼──┘   │
                    └──────┘
                """)
    }

    @Test func laterFillCoversEarlierOutlines() {
        let root = stack(
            8, 3,
            placed("Rectangle", (0, 0, 8, 3), .shape(.rectangle)),
            placed("Color", (4, 0, 4, 3), .color("red")))
        #expect(
            draw(root, canvas: (8, 3)) == """
                ┌───░░░░
                │   red░
                └───░░░░
                """)
    }

    @Test func dividersDrawLinesAndJoinBorders() {
        let root = placed(
            "Rectangle", (0, 0, 8, 5), .shape(.rectangle),
            children: [
                // 0.5 and 0.25 points round to no cells, but a view with a size keeps one.
                placed("Divider", (0, 2, 8, 0.5), .divider(.horizontal)),
                placed("Divider", (4, 2, 0.25, 3), .divider(.vertical)),
            ])
        #expect(
            draw(root, canvas: (8, 5)) == """
                ┌──────┐
                │      │
                ├───┬──┤
                │   │  │
                └───┴──┘
                """)
    }

    @Test func containerIdLabelsGoOnTheTopRowWhenFree() {
        let root = placed(
            "VStack", (0, 0, 12, 4), id: "list",
            children: [
                placed("Rectangle", (0, 0, 12, 3), .shape(.rectangle)),
                placed(
                    "padding", (0, 3, 12, 1), id: "pad",
                    children: [placed("Text", (0, 3, 3, 1), .text(lines: ["abc"], font: .body))]),
                placed("Spacer", (3, 3, 9, 1), .spacer),
            ])
        // "pad" would cover the text, so it is left out; spacers draw nothing.
        #expect(
            draw(root, canvas: (12, 4)) == """
                ┌list──────┐
                │          │
                └──────────┘
                abc
                """)
    }

    @Test func spacersShowAsDotsWithGuides() {
        let root = stack(4, 1, placed("Spacer", (1, 0, 2, 1), .spacer))
        #expect(draw(root, canvas: (4, 1)) == "")
        #expect(
            draw(root, canvas: (4, 1), options: DiagramOptions.unitCells.with(showGuides: true)) == " ··")
    }
}
