import Testing

@testable import PlumbRender

/// Lines are stroked only where they can change the canvas: a rectangle a million cells tall
/// (a frame of 1e308 points, clamped) once cost a second of drawing for a 24-row diagram. The
/// picture is the same as stroking the whole line.
@Suite("Stroked lines past the canvas")
struct CellCanvasLineTests {
    @Test func theVisiblePartKeepsOneCellBeyondEachSide() {
        #expect(CellCanvas.visible(-1_000_000..<1_000_000, within: 0..<24) == -1..<25)
        #expect(CellCanvas.visible(3..<10, within: 0..<24) == 3..<10)
        #expect(CellCanvas.visible(20..<1_000_000, within: 0..<24) == 20..<25)
        #expect(CellCanvas.visible(30..<40, within: 0..<24).isEmpty)
        #expect(CellCanvas.visible(-40..<(-30), within: 0..<24).isEmpty)
    }

    @Test(arguments: [(-1_000_000, 1_000_000), (-1, 25), (5, 1_000_000), (-1_000_000, 7), (2, 9)])
    func aLongLineDrawsWhatItsVisiblePartDraws(_ from: Int, _ to: Int) {
        var long = CellCanvas(columns: 10, rows: 24)
        long.strokeLine(rows: from..<to, column: 4, isRounded: false, foreground: nil)
        long.strokeLine(columns: from..<to, row: 6, isRounded: false, foreground: nil)
        var clipped = CellCanvas(columns: 10, rows: 24)
        let rows = max(from, -1)..<min(to, 25)
        let columns = max(from, -1)..<min(to, 11)
        // Stroked cell by cell, as the whole line would be.
        for row in rows.dropLast() {
            clipped.connect(column: 4, row: row, towards: .down, isRounded: false, foreground: nil)
        }
        for column in columns.dropLast() {
            clipped.connect(column: column, row: 6, towards: .right, isRounded: false, foreground: nil)
        }
        #expect(long.rendered(ascii: false, color: false) == clipped.rendered(ascii: false, color: false))
        #expect(long.rendered(ascii: false, color: false).contains("│"))
    }
}

@Suite("Ellipse insets row by row")
struct EllipseInsetTests {
    /// The table as it was made whole before drawing asked for single rows: sampled at row
    /// centres, then the middle rows set to 0 and a single middle row's neighbours to at most 1.
    static func referenceTable(width: Int, height: Int) -> [Int] {
        let (a, b) = (Double(width) / 2, Double(height) / 2)
        var insets = (0..<height).map { row in
            let dy = abs(Double(row) + 0.5 - b) / b
            let half = a * (1 - dy * dy).squareRoot()
            return min(Int((a - half).rounded()), max(0, (width - 2) / 2))
        }
        for row in ((height - 1) / 2)...(height / 2) { insets[row] = 0 }
        if height % 2 == 1 && height >= 3 {
            let middle = height / 2
            insets[middle - 1] = min(insets[middle - 1], 1)
            insets[middle + 1] = insets[middle - 1]
        }
        return insets
    }

    /// Drawing asks for the rows on the canvas only; each must be the row of the whole table.
    @Test(arguments: [(1, 1), (2, 2), (3, 3), (10, 3), (12, 5), (40, 7), (6, 20), (120, 61), (7, 9)])
    func eachRowIsTheTablesRow(_ width: Int, _ height: Int) {
        let table = Self.referenceTable(width: width, height: height)
        for row in 0..<height {
            #expect(ShapeOutline.ellipseInset(row: row, width: width, height: height) == table[row])
        }
    }
}
