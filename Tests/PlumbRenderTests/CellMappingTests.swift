import PlumbLayout
import Testing

@testable import PlumbRender

@Suite struct CellMappingTests {
    /// The gaps rounding may close are sorted in place by where they end, without a buffer:
    /// any length, many equal ends, every gap kept.
    @Test func gapsAreSortedInPlaceByTheirEnd() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 15, 16, 17, 100, 1000, 5000] {
            for distinct in [1, 3, 50, 10_000] {
                let gaps = (0..<count).map { index in
                    (
                        low: Double(index), high: Double(index) + 0.5,
                        after: Double(Int.random(in: 0..<distinct, using: &generator)) / 4
                    )
                }
                var sorted = gaps
                CellMapping.sortInPlace(&sorted)
                #expect(sorted.map(\.after) == gaps.map(\.after).sorted())
                #expect(sorted.map(\.low).sorted() == gaps.map(\.low))
            }
        }
    }

    /// A canvas cell takes 32 bytes (64 when a colour code was an `Int`): gap rows make a deep
    /// tree's canvas 80 × 254 cells.
    @Test func aCellTakesThirtyTwoBytes() {
        #expect(MemoryLayout<CellCanvas.Cell>.stride == 32)
        #expect(AnsiColor(named: "white")?.foregroundCode == 97)
        #expect(AnsiColor(named: "red")?.backgroundCode == 41)
    }

    @Test func halvesRoundAwayFromZero() {
        #expect(CellMapping.boundary(4, cellSize: 8) == 1)  // 0.5 → 1, not 0 as to-even would
        #expect(CellMapping.boundary(-4, cellSize: 8) == -1)
        #expect(CellMapping.boundary(12, cellSize: 8) == 2)  // 1.5 → 2
        #expect(CellMapping.boundary(20, cellSize: 8) == 3)  // 2.5 → 3, not 2 as to-even would
        #expect(CellMapping.boundary(3.99, cellSize: 8) == 0)
    }

    @Test func nonFiniteHasNoBoundaryAndHugeIsClamped() {
        #expect(CellMapping.boundary(.nan, cellSize: 8) == nil)
        #expect(CellMapping.boundary(.infinity, cellSize: 8) == nil)
        #expect(CellMapping.boundary(1e300, cellSize: 8) == 1_000_000)
    }

    @Test func spansRoundBothEdgesAndKeepHairlines() {
        #expect(CellMapping.span(from: 4, to: 36, cellSize: 8) == 1..<5)
        #expect(CellMapping.span(from: 0, to: 3, cellSize: 8) == 0..<1)  // positive size: one cell
        #expect(CellMapping.span(from: 8, to: 8, cellSize: 8) == 1..<1)  // zero size: no cells
        #expect(CellMapping.span(from: -12, to: 4, cellSize: 8) == -2..<1)
    }

    /// One rule for lines, marks and edges: a line on an aligned child's leading edge goes in
    /// that child's first cell, on a trailing edge in its last cell, elsewhere in the cell that
    /// contains it (lesson 08: x = 143.33 is 17.9 cells, and the children start in cell 18).
    @Test(arguments: [
        (143.333, 0.0, 18),  // a child starts at the line: the cell after the nearest boundary
        (76.0, -72.0, 9),  // a child ends at the line: the cell before it
        (44.0, -36.0, 5),  // in the middle of the child: the cell containing it
    ])
    func linesShareTheCellOfTheEdgesAlignedToThem(position: Double, childOffset: Double, expected: Int) {
        let mapping = CellMapping(cellWidth: 8, cellHeight: 16)
        let child = placed(
            "Rectangle", (position + childOffset, 0, 72, 48), .shape(.rectangle),
            guideMarks: [GuideMark(guide: "g", axis: .horizontal, value: -childOffset, isExplicit: false)])
        let container = placed(
            "VStack", (0, 0, 400, 48),
            alignmentLines: [AlignmentLine(guide: "g", axis: .horizontal, position: position)],
            children: [child])
        let cells = mapping.cells(of: container.frame)!
        #expect(
            GuideCells.cell(for: container.alignmentLines[0], in: container, cells: cells, mapping: mapping)
                == expected)
    }

    @Test func canvasRoundsUp() {
        let mapping = CellMapping(cellWidth: 8, cellHeight: 16)
        let canvas = mapping.canvasCells(Size(width: 121, height: 80))
        #expect(canvas == CellRect(columns: 0..<16, rows: 0..<5))
        #expect(mapping.canvasCells(Size(width: -5, height: .nan)).isEmpty)
    }
}

/// A diagram skips the view behind a clipping marker just set (`ClipMarkers.repeats`): the marks
/// are those of adding every view, whatever the order of views past the edges.
@Suite struct ClipMarkerTests {
    @Test func skippingRepeatedMarkersLeavesTheSameMarks() {
        let bounds = CellRect(columns: 0..<10, rows: 0..<5)
        var generator = SystemRandomNumberGenerator()
        var skipped = 0
        for _ in 0..<200 {
            var every = ClipMarkers(bounds: bounds)
            var skipping = ClipMarkers(bounds: bounds)
            for _ in 0..<50 {
                // Few distinct rectangles, so that the same markers come again, in and out of turn.
                let column = [-3, 2, 8, 12][Int.random(in: 0..<4, using: &generator)]
                let row = [-2, 1, 4][Int.random(in: 0..<3, using: &generator)]
                let cells = CellRect(columns: column..<(column + 3), rows: row..<(row + 2))
                let markers = every.markers(for: cells)
                every.add(markers)
                if skipping.repeats(markers) { skipped += 1 } else { skipping.add(markers) }
            }
            #expect(skipping.marks.map { "\($0)" } == every.marks.map { "\($0)" })
        }
        #expect(skipped > 1000)
    }
}
