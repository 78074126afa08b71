import PlumbLayout

/// A rectangle of character cells: half-open column and row ranges.
struct CellRect: Hashable {
    var columns: Range<Int>
    var rows: Range<Int>

    var width: Int { columns.count }
    var height: Int { rows.count }
    var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    func contains(column: Int, row: Int) -> Bool {
        columns.contains(column) && rows.contains(row)
    }

    func intersection(_ other: CellRect) -> CellRect {
        CellRect(columns: columns.clamped(to: other.columns), rows: rows.clamped(to: other.rows))
    }
}

/// The one place where points become cells.
///
/// Rounding rules:
/// - A frame covers columns `round(minX / cellWidth) ..< round(maxX / cellWidth)` and rows
///   `round(minY / cellHeight) ..< round(maxY / cellHeight)`. Rounding both edges (rather than
///   origin and size separately) keeps neighbours neighbours: a view ending at x = 40 and one
///   starting there share boundary 5, so they become two touching boxes, never overlapping or
///   leaving a gap.
/// - Halves round away from zero (`.toNearestOrAwayFromZero`): with 8-point cells x = 4 is
///   boundary 1 and x = -4 is boundary -1. Banker's rounding would send 4 to 0 but 12 to 2, so
///   equal views would differ by a cell depending on where they sit.
/// - A view with positive size whose edges round to the same boundary still gets one cell on that
///   axis, so hairlines (dividers, 1-point frames) stay visible.
/// - Non-finite coordinates have no cells; huge ones are clamped so the conversion to `Int`
///   cannot trap.
struct CellMapping {
    var cellWidth: Double
    var cellHeight: Double

    /// Far outside any canvas, yet well inside `Int`.
    private static let coordinateLimit = 1_000_000.0
    /// A canvas larger than this (per axis) is cut down, so a runaway size cannot allocate
    /// gigabytes; views beyond it are clipped and marked like any other overflow.
    static let maximumCanvasCells = 1024

    init(cellWidth: Double, cellHeight: Double) {
        precondition(
            cellWidth > 0 && cellHeight > 0 && cellWidth.isFinite && cellHeight.isFinite,
            "cell size must be positive and finite")
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// The cell boundary nearest to `value / cellSize`, halves away from zero.
    static func boundary(_ value: Double, cellSize: Double) -> Int? {
        let scaled = value / cellSize
        guard scaled.isFinite else { return nil }
        let clamped = min(max(scaled, -coordinateLimit), coordinateLimit)
        return Int(clamped.rounded(.toNearestOrAwayFromZero))
    }

    /// The cells covering `lower ..< upper` on one axis.
    static func span(from lower: Double, to upper: Double, cellSize: Double) -> Range<Int>? {
        guard let start = boundary(lower, cellSize: cellSize),
            let end = boundary(upper, cellSize: cellSize)
        else { return nil }
        if end > start { return start..<end }
        return upper > lower ? start..<(start + 1) : start..<start
    }

    func cells(of frame: Rect) -> CellRect? {
        guard
            let columns = Self.span(from: frame.minX, to: frame.maxX, cellSize: cellWidth),
            let rows = Self.span(from: frame.minY, to: frame.maxY, cellSize: cellHeight)
        else { return nil }
        return CellRect(columns: columns, rows: rows)
    }

    /// The canvas: `ceil(width / cellWidth)` × `ceil(height / cellHeight)` cells.
    func canvasCells(_ size: Size) -> CellRect {
        func count(_ length: Double, _ cellSize: Double) -> Int {
            let cells = (length / cellSize).rounded(.up)
            guard cells.isFinite, cells > 0 else { return 0 }
            return Int(min(cells, Double(Self.maximumCanvasCells)))
        }
        return CellRect(
            columns: 0..<count(size.width, cellWidth), rows: 0..<count(size.height, cellHeight))
    }
}

extension Int {
    /// Clamps to a non-empty half-open range.
    func clamped(to range: Range<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound - 1)
    }
}
