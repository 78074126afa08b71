import PlumbLayout

/// Where a label may go inside a drawn shape: one row and the free columns on it.
struct LabelSlot: Hashable {
    var row: Int
    var columns: Range<Int>
}

/// Outlines of shapes, stroked into a canvas as box lines so that they merge with other borders.
struct ShapeOutline {
    var kind: ShapeKind
    var cells: CellRect
    /// Whether the frame is taller than wide in points (a capsule rounds its short sides).
    var isTall: Bool
    var foreground: AnsiColor?
    /// For a box two rows high (no row inside its border): the row a text inside it is drawn on,
    /// drawn open (`│ Bordered│` over `╰─────────╯`) so that the text is not read as part of
    /// a border line (`╭─Bordered╮`).
    var openRow: Int?

    /// Strokes the outline and returns where a label fits inside it, if anywhere.
    func stroke(into canvas: inout CellCanvas) -> LabelSlot? {
        let (width, height) = (cells.width, cells.height)
        if width == 0 || height == 0 { return nil }
        if width == 1 && height == 1 {
            put(kind == .rectangle ? "□" : "○", column: cells.columns.lowerBound, into: &canvas)
            return nil
        }
        if width == 1 {
            // One column: a vertical stroke whatever the shape (╷ │ ╵).
            strokeRun(rows: cells.rows, column: cells.columns.lowerBound, into: &canvas)
            return nil
        }
        if height == 1 { return strokeSingleRow(into: &canvas) }
        switch kind {
        case .rectangle:
            strokeBox(isRounded: false, into: &canvas)
        case .roundedRectangle:
            strokeBox(isRounded: true, into: &canvas)
        case .capsule:
            strokeBox(isRounded: true, into: &canvas)
            if !isTall {
                // Round the short (left and right) sides: ( and ) between the corners.
                for row in cells.rows.dropFirst().dropLast() {
                    put("(", column: cells.columns.lowerBound, row: row, into: &canvas)
                    put(")", column: cells.columns.upperBound - 1, row: row, into: &canvas)
                }
            }
        case .circle, .ellipse:
            return strokeEllipse(into: &canvas)
        }
        return interiorSlot(inset: 0)
    }

    /// The cells inside the outline `stroke` draws, row by row (what `fill` fills): between the
    /// sides on every row but the top and bottom ones; on a one-row shape, between its ends.
    func interior() -> [(row: Int, columns: Range<Int>)] {
        let (width, height) = (cells.width, cells.height)
        guard width >= 3 else { return [] }
        let (left, top) = (cells.columns.lowerBound, cells.rows.lowerBound)
        if height == 1 { return [(top, (left + 1)..<(left + width - 1))] }
        guard height >= 3 else { return [] }
        var insets = Array(repeating: 0, count: height)
        if kind == .circle || kind == .ellipse {
            insets = Self.ellipseInsets(width: width, height: height)
        }
        return (1..<(height - 1)).compactMap { row in
            // A run joining two rows lies on one of them: stay inside both neighbours' sides.
            let inset = max(insets[row - 1], insets[row], insets[row + 1]) + 1
            let columns = (left + inset)..<(left + width - inset)
            return columns.isEmpty ? nil : (top + row, columns)
        }
    }

    /// The interior of row `rowOffset` (the first inside the border unless told otherwise),
    /// leaving out the side border and `inset` more cells on each side.
    private func interiorSlot(inset: Int, rowOffset: Int = 1) -> LabelSlot? {
        guard cells.height >= 3 else { return nil }
        let columns = (cells.columns.lowerBound + 1 + inset)..<(cells.columns.upperBound - 1 - inset)
        return columns.isEmpty
            ? nil : LabelSlot(row: cells.rows.lowerBound + rowOffset, columns: columns)
    }

    /// One row: `[   ]` for a rectangle, `(────)` for a capsule, `(    )` for the rest.
    private func strokeSingleRow(into canvas: inout CellCanvas) -> LabelSlot? {
        let row = cells.rows.lowerBound
        let (first, last) = (cells.columns.lowerBound, cells.columns.upperBound - 1)
        put(kind == .rectangle ? "[" : "(", column: first, row: row, into: &canvas)
        put(kind == .rectangle ? "]" : ")", column: last, row: row, into: &canvas)
        let interior = (first + 1)..<last
        if kind == .capsule {
            for column in interior {
                canvas.addLines(
                    BoxLines(edges: .horizontal, isRounded: true), column: column, row: row,
                    foreground: foreground)
            }
        }
        return interior.isEmpty ? nil : LabelSlot(row: row, columns: interior)
    }

    private func strokeBox(isRounded: Bool, into canvas: inout CellCanvas) {
        let (top, bottom) = (cells.rows.lowerBound, cells.rows.upperBound - 1)
        let (left, right) = (cells.columns.lowerBound, cells.columns.upperBound - 1)
        let open = cells.height == 2 ? openRow : nil
        if open != top { strokeRun(columns: cells.columns, row: top, isRounded: isRounded, into: &canvas) }
        if open != bottom { strokeRun(columns: cells.columns, row: bottom, isRounded: isRounded, into: &canvas) }
        strokeRun(rows: cells.rows, column: left, isRounded: isRounded, into: &canvas)
        strokeRun(rows: cells.rows, column: right, isRounded: isRounded, into: &canvas)
        if let open {
            // The open row's sides, whole (the runs above end there in half a line).
            put("│", column: left, row: open, into: &canvas)
            put("│", column: right, row: open, into: &canvas)
        }
    }

    /// An ellipse inscribed in the cells, traced as a staircase of rounded corners:
    ///
    ///       ╭──────╮
    ///    ╭──╯      ╰──╮
    ///   ╭╯            ╰╮
    ///   │              │
    ///
    /// Each row's outline starts `inset` cells in from the frame; where the inset changes between
    /// two rows a horizontal run joins them, on the row nearer the middle. A single middle row that
    /// sticks out by one cell gets `(` and `)` instead, which reads better than a spike.
    private func strokeEllipse(into canvas: inout CellCanvas) -> LabelSlot? {
        let (width, height) = (cells.width, cells.height)
        func inset(_ row: Int) -> Int { Self.ellipseInset(row: row, width: width, height: height) }
        let middle = (height - 1) / 2
        let hasBulge = height % 2 == 1 && height >= 3 && inset(middle) < inset(middle - 1)
        let top = cells.rows.lowerBound
        // Only the rows that can change the canvas (and one beyond each side): an ellipse a
        // million cells tall costs what its visible part costs.
        let visibleRows =
            max(
                0, canvas.bounds.rows.lowerBound - top - 1)..<max(
                0, min(height - 1, canvas.bounds.rows.upperBound - top + 1))
        for isRightSide in [false, true] {
            // Columns counted from the near side, mirrored for the right half.
            func column(_ inset: Int) -> Int {
                isRightSide ? cells.columns.upperBound - 1 - inset : cells.columns.lowerBound + inset
            }
            func horizontal(row: Int, from a: Int, to b: Int) {
                let (low, high) = (min(column(a), column(b)), max(column(a), column(b)))
                strokeRun(columns: low..<(high + 1), row: top + row, isRounded: true, into: &canvas)
            }
            for row in visibleRows {
                let (here, next) = (inset(row), inset(row + 1))
                if hasBulge && (row == middle - 1 || row == middle) {
                    let stub: (row: Int, edges: BoxEdges) = row == middle ? (row + 1, .up) : (row, .down)
                    canvas.addLines(
                        BoxLines(edges: stub.edges, isRounded: true), column: column(inset(stub.row)),
                        row: top + stub.row, foreground: foreground)
                    continue
                }
                if next < here {  // widening (upper half): the run goes on the lower row
                    horizontal(row: row + 1, from: here, to: next)
                    strokeRun(
                        rows: (top + row)..<(top + row + 2), column: column(here), isRounded: true,
                        into: &canvas)
                } else {  // narrowing or straight down: the run (if any) goes on the upper row
                    horizontal(row: row, from: here, to: next)
                    strokeRun(
                        rows: (top + row)..<(top + row + 2), column: column(next), isRounded: true,
                        into: &canvas)
                }
            }
            if hasBulge {
                put(
                    isRightSide ? ")" : "(", column: column(inset(middle)), row: top + middle, into: &canvas)
            }
        }
        let topRun = (cells.columns.lowerBound + inset(0))..<(cells.columns.upperBound - inset(0))
        strokeRun(columns: topRun, row: top, isRounded: true, into: &canvas)
        strokeRun(columns: topRun, row: cells.rows.upperBound - 1, isRounded: true, into: &canvas)
        guard height >= 3 else { return nil }
        let slotInset = hasBulge ? inset(middle) : ((middle - 1)...(middle + 1)).map(inset).max()!
        return interiorSlot(inset: slotInset, rowOffset: middle)
    }

    /// For each row, how many cells the ellipse's outline starts in from the left edge.
    ///
    /// Sampled at row centres, then adjusted so the shape stays readable: the middle row(s) touch
    /// the frame (an inscribed ellipse does), every row keeps at least two cells between its
    /// sides, and a single middle row sticks out by at most one cell.
    static func ellipseInsets(width: Int, height: Int) -> [Int] {
        (0..<height).map { ellipseInset(row: $0, width: width, height: height) }
    }

    /// Row `row`'s entry of `ellipseInsets`, computed alone (drawing needs only the rows on the
    /// canvas).
    static func ellipseInset(row: Int, width: Int, height: Int) -> Int {
        if ((height - 1) / 2...height / 2).contains(row) { return 0 }
        let middle = height / 2
        if height % 2 == 1 && height >= 3 && (row == middle - 1 || row == middle + 1) {
            return min(sampledInset(row: middle - 1, width: width, height: height), 1)
        }
        return sampledInset(row: row, width: width, height: height)
    }

    /// The inset sampled at the row's centre.
    private static func sampledInset(row: Int, width: Int, height: Int) -> Int {
        let (a, b) = (Double(width) / 2, Double(height) / 2)
        let dy = abs(Double(row) + 0.5 - b) / b
        let half = a * (1 - dy * dy).squareRoot()
        return min(Int((a - half).rounded()), max(0, (width - 2) / 2))
    }

    private func strokeRun(
        columns: Range<Int>, row: Int, isRounded: Bool, into canvas: inout CellCanvas
    ) {
        canvas.strokeLine(columns: columns, row: row, isRounded: isRounded, foreground: foreground)
    }

    private func strokeRun(
        rows: Range<Int>, column: Int, isRounded: Bool = false, into canvas: inout CellCanvas
    ) {
        canvas.strokeLine(rows: rows, column: column, isRounded: isRounded, foreground: foreground)
    }

    private func put(
        _ glyph: Character, column: Int, row: Int? = nil, into canvas: inout CellCanvas
    ) {
        canvas.put(
            .glyph(glyph, .outline), column: column, row: row ?? cells.rows.lowerBound,
            style: CellStyle(foreground: foreground))
    }
}
