import PlumbLayout
import Testing

@testable import PlumbRender

@Suite struct CellMappingTests {
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

    @Test func linesGoInTheCellContainingThemOrOnTheFrameEdge() {
        let mapping = CellMapping(cellWidth: 8, cellHeight: 16)
        let frame = Rect(x: 4, y: 0, width: 72, height: 48)
        let cells = mapping.cells(of: frame)!
        #expect(cells == CellRect(columns: 1..<10, rows: 0..<3))
        #expect(mapping.lineColumn(at: 4, in: frame, cells: cells) == 1)  // leading: on the border
        #expect(mapping.lineColumn(at: 76, in: frame, cells: cells) == 9)  // trailing: last cell
        #expect(mapping.lineColumn(at: 40, in: frame, cells: cells) == 5)
        #expect(mapping.lineRow(at: 24, in: frame, cells: cells) == 1)  // centre of three rows
        #expect(mapping.lineRow(at: .nan, in: frame, cells: cells) == nil)
    }

    @Test func canvasRoundsUp() {
        let mapping = CellMapping(cellWidth: 8, cellHeight: 16)
        let canvas = mapping.canvasCells(Size(width: 121, height: 80))
        #expect(canvas == CellRect(columns: 0..<16, rows: 0..<5))
        #expect(mapping.canvasCells(Size(width: -5, height: .nan)).isEmpty)
    }
}
