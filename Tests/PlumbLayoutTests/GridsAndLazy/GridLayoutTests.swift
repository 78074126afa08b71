import Testing

@testable import PlumbLayout

/// Grid and GridRow (https://developer.apple.com/documentation/swiftui/grid).
@Suite("Grid")
struct GridLayoutTests {
    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        // Apple's `Grid`: two columns (the longest row); the short row's missing cell is empty.
        // Columns 50 and 60, rows 30 and 10, default spacing 8: 118 × 48, centred in 400 × 400.
        let grid = View.grid([
            .row([box("a", 40, 20), box("b", 60, 30)]),
            .row([box("c", 50, 10)]),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 400)
        #expect(result.frame("grid") == Rect(x: 141, y: 176, width: 118, height: 48))
        #expect(result.frame("a") == Rect(x: 146, y: 181, width: 40, height: 20))
        #expect(result.frame("b") == Rect(x: 199, y: 176, width: 60, height: 30))
        #expect(result.frame("c") == Rect(x: 141, y: 214, width: 50, height: 10))
    }

    /// A span at the edge of Int overflowed the column count (the process died of
    /// SIGILL). Spans widen a row to at most `GridLayout.maximumColumns` columns.
    @Test func hugeSpansAreBounded() {
        let grid = View.grid([
            .row([box("a", 40, 20).gridCellColumns(Int.max), box("b", 40, 20).gridCellColumns(Int.max)]),
            .row([box("c", 40, 20)]),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 400)
        #expect(result.frame("a").width == 40 && result.frame("b").width == 40)
        #expect(result.frame("grid").height == 48)
        // 10,000 columns: the first cell spans all but the last, which "b" takes; 8 between each.
        #expect(result.frame("grid").width == 40 + 40 + 8 * Double(GridLayout.maximumColumns - 1))
    }

    @Test func flexibleCellsShareWhatTheOthersLeaveEqually() {
        // Apple's `Grid`: the Colors' column takes 300 − 8 − 100; both rows are flexible and share
        // the height: (100 − 8) / 2 each.
        let grid = View.grid([
            .row([box("a", 40, 20), View.color("red").withID("x")]),
            .row([box("b", 100, 20), View.color("blue").withID("y")]),
        ])
        let result = layout(grid, width: 300, height: 100)
        #expect(result.frame("x") == Rect(x: 108, y: 0, width: 192, height: 46))
        #expect(result.frame("y") == Rect(x: 108, y: 54, width: 192, height: 46))
        #expect(result.frame("a").midX == 50)
    }

    @Test(arguments: [(316.0, 100.0), (100.0, 28.0)])
    func flexibleColumnsAreEqual(width: Double, column: Double) {
        let grid = View.grid([.row((0..<3).map { View.color("red").withID("c\($0)") })])
        let result = layout(grid, width: width, height: 50)
        #expect((0..<3).map { result.frame("c\($0)").width } == [column, column, column])
    }

    @Test func aDividerOutsideAnyRowWidensTheGridToItsOffer() {
        // Apple's `Grid`: a Divider takes what its parent offers, so the grid fills the 300
        // offered: its two columns share 300 − 8 equally.
        let grid = View.grid([
            .row([box("a", 40, 20), box("b", 40, 20)]),
            .spanning(View.divider().withID("line")),
            .row([box("c", 40, 20), box("d", 40, 20)]),
        ]).withID("grid")
        let result = layout(grid, width: 300, height: 200)
        #expect(result.frame("grid").width == 300)
        #expect(result.frame("line") == Rect(x: 0, y: result.frame("grid").minY + 28, width: 300, height: 1))
        #expect(result.frame("b").midX == 154 + 73)
    }

    @Test func unsizedAxesStopTheDividerFromWideningTheGrid() {
        // Apple's `gridCellUnsizedAxes(_:)`: the Divider is offered the grid's width instead.
        let grid = View.grid([
            .row([box("a", 40, 20), box("b", 40, 20)]),
            .spanning(View.divider().gridCellUnsizedAxes(.horizontal).withID("line")),
        ]).withID("grid")
        let result = layout(grid, width: 300, height: 200)
        #expect(result.frame("grid").width == 88)
        #expect(result.frame("line").width == 88)
        #expect(result.frame("line").minX == result.frame("grid").minX)
    }

    @Test func aBlankCellFillsItsCellWithoutSizingIt() {
        // Apple's `GridRow`: Color.clear with gridCellUnsizedAxes is a blank cell: it takes its
        // column's width and its row's height, even in a row where nothing else aligns on a guide.
        let grid = View.grid([
            .row([box("a", 40, 20), box("b", 30, 30)]),
            .row([
                View.color("clear").gridCellUnsizedAxes(.both).withID("blank"),
                box("c", 10, 10).gridCellAnchor(.topLeading),
            ]),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 400)
        let origin = result.frame("grid").origin
        #expect(result.frame("blank") == Rect(x: origin.x, y: origin.y + 38, width: 40, height: 10))
    }

    @Test func aCellSpanningTwoColumnsWidensThemEqually() {
        // Apple's `gridCellColumns(_:)`: 140 over two columns is 66 each (with the 8 between them).
        let grid = View.grid([
            .row([box("a", 40, 20), box("b", 40, 20), box("c", 40, 20)]),
            .row([box("d", 140, 20).gridCellColumns(2), box("e", 40, 20)]),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 200)
        let grid0 = result.frame("grid")
        #expect(grid0.width == 66 + 8 + 66 + 8 + 40)
        #expect(result.frame("d").minX == grid0.minX)
        #expect(result.frame("e").minX == grid0.minX + 148)
        #expect(result.frame("a").minX == grid0.minX + 13)
    }

    @Test func aColumnAlignmentAppliesToTheWholeColumn() {
        // Apple's `gridColumnAlignment(_:)`: set on one cell, it aligns every cell of its column.
        let grid = View.grid([
            .row([box("a", 40, 20).gridColumnAlignment(.leading), box("b", 40, 20)]),
            .row([box("c", 100, 20), box("d", 10, 20)]),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 200)
        #expect(result.frame("a").minX == result.frame("grid").minX)
        // The other column keeps the grid's centre alignment.
        #expect(result.frame("d").midX == result.frame("b").midX)
    }

    @Test func aRowAlignmentOverridesTheGrids() {
        let grid = View.grid(
            alignment: .bottom,
            [
                .row([box("a", 40, 20), box("b", 40, 60)], alignment: .top),
                .row([box("c", 40, 20), box("d", 40, 60)]),
            ]
        ).withID("grid")
        let result = layout(grid, width: 400, height: 400)
        #expect(result.frame("a").minY == result.frame("grid").minY)
        #expect(result.frame("c").maxY == result.frame("d").maxY)
    }

    @Test func aBaselineRowLinesUpItsTextsAsAnHStackDoes() {
        // Apple's `GridRow(alignment:)` with .firstTextBaseline: the row grows to hold both texts
        // with their baselines on one line, exactly where an HStack puts them.
        func texts(_ suffix: String) -> [View] {
            [
                View.text("Big").font(.largeTitle).withID("big" + suffix),
                View.text("small").withID("small" + suffix),
            ]
        }
        let grid = View.grid([.row(texts("G"), alignment: .firstTextBaseline)]).withID("grid")
        let stack = View.hStack(alignment: .firstTextBaseline, texts("S")).withID("stack")
        let inGrid = layout(grid, width: 400, height: 400)
        let inStack = layout(stack, width: 400, height: 400)
        let gridOffset = inGrid.frame("smallG").minY - inGrid.frame("bigG").minY
        let stackOffset = inStack.frame("smallS").minY - inStack.frame("bigS").minY
        #expect(gridOffset == stackOffset)
        #expect(gridOffset > 0)
        #expect(inGrid.frame("grid").height == inStack.frame("stack").height)
    }

    @Test func explainSaysHowTheColumnsAndRowsWereSized() {
        let grid = View.grid([.row([box("a", 40, 20), box("b", 60, 30)]), .row([box("c", 50, 10)])])
        let tree = LayoutEngine(tracing: true).makeTree(grid)
        tree.layout(canvas: ProposedSize(width: 400, height: 400))
        #expect(tree.root.sizingTrace == ["2 columns of 50, 60, 8 apart", "2 rows of 30, 10, 8 apart"])
    }

    @Test func aCellAnchorAlignsByUnitPoint() {
        // Apple's `gridCellAnchor(_:)`: it projects the point onto the cell and the view and aligns
        // the two.
        let grid = View.grid([
            .row([box("a", 40, 20).gridCellAnchor(.topLeading), box("b", 100, 60)]),
            .row([box("c", 100, 20), box("d", 20, 20).gridCellAnchor(UnitPoint(x: 1, y: 1))]),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 400)
        let origin = result.frame("grid").origin
        #expect(result.frame("a").origin == origin)
        #expect(result.frame("d").maxX == origin.x + 208)
        #expect(result.frame("d").maxY == origin.y + 88)
    }

    @Test func mergedCellsAlignByTheUnitPointOfTheGuides() {
        // A merged cell converts the grid's guides to a unit point: leading/bottom is (0, 1).
        let grid = View.grid(
            alignment: .bottomLeading,
            [
                .row([box("a", 100, 40), box("b", 100, 40)]),
                .spanning(box("wide", 50, 10)),
            ]
        ).withID("grid")
        let result = layout(grid, width: 400, height: 400)
        #expect(result.frame("wide").minX == result.frame("grid").minX)
        #expect(result.frame("wide").maxY == result.frame("grid").maxY)
    }

    @Test(arguments: [(nil as Double?, 8.0), (0, 0), (20, 20)])
    func spacingDefaultsToEight(spacing: Double?, gap: Double) {
        // fatbobman.com's recorded probes show 8 on iOS (Apple says only "appropriate for the
        // platform"); Plumb uses 8 on both axes.
        let grid = View.grid(
            horizontalSpacing: spacing, verticalSpacing: spacing,
            [.row([box("a", 10, 10), box("b", 10, 10)]), .row([box("c", 10, 10)])])
        let result = layout(grid, width: 400, height: 400)
        #expect(result.frame("b").minX - result.frame("a").maxX == gap)
        #expect(result.frame("c").minY - result.frame("a").maxY == gap)
    }

    @Test func emptyViewsAreNoCellsAndEmptyRowsNoRows() {
        // Apple's `GridRow`: EmptyView "resolves to the absence of a view".
        let grid = View.grid([
            .row([View.empty(), box("a", 10, 10)]),
            .row([View.empty()]),
            .row([box("b", 10, 10), box("c", 10, 10)]),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 400)
        #expect(result.frame("a").minX == result.frame("b").minX)
        #expect(result.frame("grid").height == 28)
    }

    @Test func aForEachInARowIsAsManyCells() {
        // Apple's "empty cells" example: a label and ForEach(0..<n) { Color } per row; the rows
        // have 3, 6 and 5 cells, so the grid has 6 columns. A ForEach outside the rows is that
        // many spanning rows.
        func row(_ label: String, _ count: Int) -> GridContent {
            .row([View.text(label), View.forEach(count: count) { View.color("red").withID("\(label)-\($0)") }])
        }
        let grid = View.grid([
            row("a", 2), row("b", 5), row("c", 4),
            .spanning(View.forEach(count: 2) { View.divider().gridCellUnsizedAxes(.horizontal).withID("line\($0)") }),
        ]).withID("grid")
        let result = layout(grid, width: 400, height: 300)
        #expect(result.frame("a-0").minX == result.frame("b-0").minX)
        #expect(result.frame("c-3").minX == result.frame("b-3").minX)
        #expect(result.frame("b-4").maxX == result.frame("grid").maxX)
        #expect(result.frame("line1").width == 400)
        #expect(result.frame("line1").minY > result.frame("line0").maxY)
    }

    @Test func aSpanningCellIsProbedAtZeroThenInfinityThenItsFinalSize() {
        // fatbobman.com, recorded with a pass-through Layout: zero, infinity, then the final size.
        let log = ProposalLog()
        let spanning = View(typeName: "Probe", content: .layout(ProbingLayout(log: log)), children: [box("x", 50, 10)])
        let grid = View.grid([.row([box("a", 40, 20), box("b", 40, 20)]), .spanning(spanning)])
        _ = layout(grid, width: 300, height: 200)
        #expect(log.proposals.prefix(2) == [.zero, .infinity])
        #expect(log.proposals.last == ProposedSize(width: 88, height: 10))
    }

    @Test func aNestedGridSpanningTwoColumnsIsProposedItsShareOfTheRow() {
        // fb (FB14556654, recorded with a monitoring layout around the nested Grid): in a 350 × 350
        // frame, orange, indigo and a Grid spanning two columns; SwiftUI proposes the nested Grid
        // (167, 350), that is (350 − 2·8) / 4 × 2, after the zero and infinite probes, and the
        // outer grid falls short of its frame. Its columns are 81.5, 81.5 (offered 326 / 4) and
        // 79.5, 79.5 (the nested Grid's 167 less its spacing, halved): 346 in all.
        let log = ProposalLog()
        let inner = View.grid([.row([View.color("cyan"), View.color("yellow")]), .spanning(View.color("mint"))])
        let monitored = View(typeName: "Probe", content: .layout(ProbingLayout(log: log)), children: [inner])
            .withID("inner")
        let grid = View.grid([
            .row([View.color("orange"), View.color("indigo"), monitored.gridCellColumns(2)])
        ]).withID("grid")
        let result = layout(grid, width: 350, height: 350)
        #expect(log.proposals.prefix(3) == [.zero, .infinity, ProposedSize(width: 167, height: 350)])
        // Asked once for the columns; later only at its cell's width, 167 (the rows' probes and
        // placement), never at 171.
        #expect(log.proposals.dropFirst(2).allSatisfy { $0.width == 167 }, "\(log.proposals)")
        #expect(result.frame("inner").size == Size(width: 167, height: 350))
        #expect(result.frame("grid").size == Size(width: 346, height: 350))
    }

    @Test func otherSpanningViewsAndAFramedNestedGridStillFill() {
        // The anomaly needs a nested Grid: a Color spanning the two columns fills the frame, and so
        // does the nested Grid behind `.frame(minWidth: 0, minHeight: 0)` (fb's workaround).
        let inner = View.grid([.row([View.color("cyan"), View.color("yellow")]), .spanning(View.color("mint"))])
        for spanning in [View.color("teal"), inner.frame(minWidth: 0, minHeight: 0)] {
            let grid = View.grid([.row([View.color("orange"), View.color("indigo"), spanning.gridCellColumns(2)])])
                .withID("grid")
            #expect(layout(grid, width: 350, height: 350).frame("grid") == Rect(x: 0, y: 0, width: 350, height: 350))
        }
    }

    @Test func layoutValuesPassThroughModifiersAndStopAtContainers() {
        let log = ValueLog()
        let reader = View(
            typeName: "Reader", content: .layout(ValueReader(log: log)),
            children: [
                View.rectangle().gridCellColumns(2).padding(4).frame(width: 10),
                View.rectangle().gridCellColumns(2).gridCellColumns(3),
                View.vStack([View.rectangle().gridCellColumns(4)]),
                View.rectangle(),
            ])
        _ = layout(reader, width: 100, height: 100)
        #expect(log.values == [2, 3, 1, 1])
    }
}

private final class ProposalLog {
    var proposals: [ProposedSize] = []
}

/// A pass-through layout that records what it is asked, as fb's probe did.
private struct ProbingLayout: Layout {
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        log.proposals.append(proposal)
        return subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

private final class ValueLog {
    var values: [Int] = []
}

private struct ValueReader: Layout {
    let log: ValueLog

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        log.values = subviews.map { $0[GridCellColumnsKey.self] }
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}
}

extension Rect {
    fileprivate var midX: Double { minX + width / 2 }
}
