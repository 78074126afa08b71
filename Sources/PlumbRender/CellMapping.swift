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

    /// Whether every cell of `other` is in this rectangle.
    func contains(_ other: CellRect) -> Bool {
        other.isEmpty
            || (columns.lowerBound <= other.columns.lowerBound && other.columns.upperBound <= columns.upperBound
                && rows.lowerBound <= other.rows.lowerBound && other.rows.upperBound <= rows.upperBound)
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
/// - No gap is lost: where rounding would close a gap of a point or more between two sibling
///   views (consecutive children of one view, overlapping across the gap), the mapping inserts
///   cells there, so the gap shows as at least one blank column (row). An inserted cell moves
///   every coordinate from the later view's edge on, across the whole diagram, so alignment
///   between rows is kept; views spanning the place are drawn a cell longer. See `keepingGaps`.
struct CellMapping {
    var cellWidth: Double
    var cellHeight: Double
    /// Cells inserted to keep gaps open, per axis: from `position` on, boundaries are `shift`
    /// cells further on (cumulative, positions ascending).
    private var columnShifts: [(position: Double, shift: Int)] = []
    private var rowShifts: [(position: Double, shift: Int)] = []

    /// Far outside any canvas, yet well inside `Int`.
    static let coordinateLimit = 1_000_000.0
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

    /// The boundary for a coordinate on `axis`, inserted cells included.
    func boundary(_ value: Double, axis: Axis) -> Int? {
        let size = axis == .horizontal ? cellWidth : cellHeight
        return Self.boundary(value, cellSize: size).map { $0 + shift(at: value, axis: axis) }
    }

    /// The cell containing a coordinate on `axis` (not an edge: a position inside views).
    func cell(containing value: Double, axis: Axis) -> Int? {
        let size = axis == .horizontal ? cellWidth : cellHeight
        let scaled = value / size
        guard scaled.isFinite else { return nil }
        let clamped = min(max(scaled.rounded(.down), -Self.coordinateLimit), Self.coordinateLimit)
        return Int(clamped) + shift(at: value, axis: axis)
    }

    /// Cells inserted before `value` on `axis`.
    private func shift(at value: Double, axis: Axis) -> Int {
        let shifts = axis == .horizontal ? columnShifts : rowShifts
        guard let first = shifts.first, value >= first.position else { return 0 }
        var low = 0
        var high = shifts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if shifts[middle].position <= value { low = middle } else { high = middle - 1 }
        }
        return shifts[low].shift
    }

    func span(from lower: Double, to upper: Double, axis: Axis) -> Range<Int>? {
        guard let start = boundary(lower, axis: axis), let end = boundary(upper, axis: axis) else { return nil }
        if end > start { return start..<end }
        return upper > lower ? start..<(start + 1) : start..<start
    }

    func cells(of frame: Rect) -> CellRect? {
        guard
            let columns = span(from: frame.minX, to: frame.maxX, axis: .horizontal),
            let rows = span(from: frame.minY, to: frame.maxY, axis: .vertical)
        else { return nil }
        return CellRect(columns: columns, rows: rows)
    }

    /// This mapping with cells inserted wherever rounding would close a gap of at least one
    /// point between consecutive siblings of `root`'s tree that overlap across it.
    ///
    /// Every pair of siblings is looked at, but only in place (no view is copied) and a gap is
    /// kept for the second step only when rounding could close it whatever cells are inserted
    /// before it: inserted cells only ever push later boundaries further on, so a gap whose far
    /// side rounds to a boundary past its near side's (more than one past, for a view whose
    /// edges round to one boundary) stays open. So siblings laid out cells apart cost a compare.
    func keepingGaps(in root: PlacedView) -> CellMapping {
        var gaps = GapFinder(cellWidth: cellWidth, cellHeight: cellHeight)
        root.forEachConsecutiveChildFrames { previous, next in gaps.consider(previous, next) }
        var mapping = self
        for axis in [Axis.horizontal, .vertical] {
            // Sorted in place and dropped once used: a tree of 10⁶ views may keep 10⁵s of gaps,
            // and a sorted copy (with a filtered one before it) held 24 bytes a gap each. The
            // order of gaps that start at the same place does not matter (see `sortInPlace`), so
            // the sort needs no buffer (the standard one, stable, takes half the array's bytes).
            var sorted: [(low: Double, high: Double, after: Double)] = []
            if axis == .horizontal {
                swap(&sorted, &gaps.horizontal)
            } else {
                swap(&sorted, &gaps.vertical)
            }
            Self.sortInPlace(&sorted)
            for gap in sorted {
                // The view before the gap ends in cell end - 1 (a hairline may reach past its
                // edge's boundary); the one after it must start at end + 1 at least.
                guard let before = mapping.span(from: gap.low, to: gap.high, axis: axis)?.upperBound,
                    let after = mapping.boundary(gap.after, axis: axis), after <= before
                else { continue }
                let missing = before + 1 - after
                let total = mapping.shift(at: gap.after, axis: axis) + missing
                if axis == .horizontal {
                    mapping.columnShifts.append((gap.after, total))
                } else {
                    mapping.rowShifts.append((gap.after, total))
                }
            }
        }
        return mapping
    }

    /// Sorts gaps by where they end (`after`), in place and not stably. Gaps ending at one place
    /// insert cells there whatever their order: the first inserts what it needs, and each next
    /// one what it needs beyond that (its near side is before the place, so the cells inserted
    /// there do not move it); `shift(at:)` reads the last, largest total at a place.
    static func sortInPlace(_ gaps: inout [(low: Double, high: Double, after: Double)]) {
        gaps.withUnsafeMutableBufferPointer { buffer in
            guard buffer.count > 1 else { return }
            // Quicksort on the smaller side first (a stack of at most log₂ n ranges), insertion
            // sort below 16.
            var pending = [(0, buffer.count - 1)]
            while let (first, last) = pending.popLast() {
                var low = first
                var high = last
                while high - low >= 16 {
                    let middle = low + (high - low) / 2
                    // The median of three as pivot.
                    if buffer[middle].after < buffer[low].after { buffer.swapAt(middle, low) }
                    if buffer[high].after < buffer[low].after { buffer.swapAt(high, low) }
                    if buffer[high].after < buffer[middle].after { buffer.swapAt(high, middle) }
                    let pivot = buffer[middle].after
                    var left = low
                    var right = high
                    while left <= right {
                        while buffer[left].after < pivot { left += 1 }
                        while pivot < buffer[right].after { right -= 1 }
                        if left <= right {
                            buffer.swapAt(left, right)
                            left += 1
                            right -= 1
                        }
                    }
                    if right - low < high - left {
                        if left < high { pending.append((left, high)) }
                        high = right
                    } else {
                        if low < right { pending.append((low, right)) }
                        low = left
                    }
                }
                if low < high {
                    for index in (low + 1)...high {
                        let gap = buffer[index]
                        var place = index
                        while place > low, gap.after < buffer[place - 1].after {
                            buffer[place] = buffer[place - 1]
                            place -= 1
                        }
                        buffer[place] = gap
                    }
                }
            }
        }
    }

    /// Gaps between consecutive siblings that rounding may close (see `keepingGaps`).
    private struct GapFinder {
        let cellWidth: Double
        let cellHeight: Double
        var horizontal: [(low: Double, high: Double, after: Double)] = []
        var vertical: [(low: Double, high: Double, after: Double)] = []

        /// Notes the gap between two consecutive siblings, on each axis where they overlap across it
        /// (only a gap whose three coordinates are finite: no cell is inserted for any other).
        mutating func consider(_ a: Rect, _ b: Rect) {
            guard a.width > 0, a.height > 0, b.width > 0, b.height > 0 else { return }
            // Horizontal: the two overlap vertically, and one ends a point or more before the other starts.
            if min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0 {
                if b.minX - a.maxX >= 1 - 1e-9, Self.mayClose(a.minX, a.maxX, b.minX, cellSize: cellWidth) {
                    note((a.minX, a.maxX, b.minX), vertical: false)
                }
                if a.minX - b.maxX >= 1 - 1e-9, Self.mayClose(b.minX, b.maxX, a.minX, cellSize: cellWidth) {
                    note((b.minX, b.maxX, a.minX), vertical: false)
                }
            }
            if min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0 {
                if b.minY - a.maxY >= 1 - 1e-9, Self.mayClose(a.minY, a.maxY, b.minY, cellSize: cellHeight) {
                    note((a.minY, a.maxY, b.minY), vertical: true)
                }
                if a.minY - b.maxY >= 1 - 1e-9, Self.mayClose(b.minY, b.maxY, a.minY, cellSize: cellHeight) {
                    note((b.minY, b.maxY, a.minY), vertical: true)
                }
            }
        }

        /// The gaps kept last, by a hash of their coordinates and axis (made with the first gap
        /// kept): a gap equal to one kept already is left out, as it would insert no cell (the
        /// first inserts what both need). The chains of the deep bench shape, side by side, repeat
        /// one chain's gaps: kept, they took 24 bytes a gap, 12 a leaf.
        var recent: [(low: Double, high: Double, after: Double)] = []
        private static let recentCount = 4096

        /// Keeps a gap whose coordinates are all finite (no cell is inserted for any other: they
        /// were once kept, then filtered out in a copy), unless it was just kept.
        private mutating func note(_ gap: (low: Double, high: Double, after: Double), vertical: Bool) {
            guard gap.low.isFinite, gap.high.isFinite, gap.after.isFinite else { return }
            if recent.isEmpty {
                recent = Array(repeating: (.nan, .nan, .nan), count: Self.recentCount)
            }
            var hash = gap.low.bitPattern &* 0x9E37_79B9_7F4A_7C15
            hash = (hash ^ gap.high.bitPattern) &* 0x9E37_79B9_7F4A_7C15
            hash = (hash ^ gap.after.bitPattern ^ (vertical ? 1 : 0)) &* 0x9E37_79B9_7F4A_7C15
            // Each axis has its half of the slots.
            let slot = Int(hash >> 52) % (Self.recentCount / 2) + (vertical ? Self.recentCount / 2 : 0)
            let seen = recent[slot]
            if seen.low == gap.low, seen.high == gap.high, seen.after == gap.after { return }
            recent[slot] = gap
            if vertical {
                self.vertical.append(gap)
            } else {
                horizontal.append(gap)
            }
        }

        /// Whether a gap from a view over `low ..< high` to one starting at `after` may close,
        /// whatever cells are inserted before it. Cells inserted at or before a coordinate push
        /// its boundary on, never back, and those before `high` push `after` as far; so the view
        /// before the gap ends at most at `high`'s boundary (one past it, for a view whose edges
        /// round to one boundary), and the gap stays open when `after` rounds past that.
        ///
        /// A gap reaching past the coordinate limit is never kept: every boundary there is the
        /// limit, so no inserted cell keeps anything apart, and a row of 10⁶ views running past
        /// it (18 million points) inserted a cell at each of its half a million gaps, which made
        /// every later boundary a binary search over them (the diagram's output stage at flat
        /// 10⁶: 350 ms, 18 times flat 10⁵'s).
        static func mayClose(_ low: Double, _ high: Double, _ after: Double, cellSize: Double) -> Bool {
            guard let start = CellMapping.boundary(low, cellSize: cellSize),
                let end = CellMapping.boundary(high, cellSize: cellSize),
                let next = CellMapping.boundary(after, cellSize: cellSize)
            else { return true }
            let limit = Int(CellMapping.coordinateLimit)
            guard max(abs(start), abs(end), abs(next)) < limit else { return false }
            return next <= (end > start ? end : end + 1)
        }
    }

    /// The canvas: `ceil(width / cellWidth)` × `ceil(height / cellHeight)` cells, plus the cells
    /// inserted to keep gaps open.
    func canvasCells(_ size: Size) -> CellRect {
        func count(_ length: Double, _ cellSize: Double, _ axis: Axis) -> Int {
            let cells = (length / cellSize).rounded(.up)
            guard cells.isFinite, cells > 0 else { return 0 }
            let inserted = Double(shift(at: length, axis: axis))
            return Int(min(cells + inserted, Double(Self.maximumCanvasCells)))
        }
        return CellRect(
            columns: 0..<count(size.width, cellWidth, .horizontal),
            rows: 0..<count(size.height, cellHeight, .vertical))
    }
}

extension Int {
    /// Clamps to a non-empty half-open range.
    func clamped(to range: Range<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound - 1)
    }
}
