import PlumbLayout

/// The cell size a figure is drawn at so that it fits a terminal, with its legend: the canvas
/// stays what the script is meant for (a lesson's 640×480). What gives way when a screen is
/// small, in order:
/// 1. the canvas's blank rows above and below the figure (`trimsBlankRows`);
/// 2. the cell size: the figure is drawn at a larger one (`scales`), never cut;
/// 3. the legend: when no cell size leaves it room, the figure is drawn at the first size at which
///    it fits alone and the legend has the rows left (the CLI says how many lines it left out).
/// Only when even the largest cell size is too small is the figure cut (`window`).
public struct ScreenFit: Sendable, Hashable {
    /// Points per cell the figure is drawn (and its text laid out) at.
    public var cellWidth: Double
    public var cellHeight: Double
    /// The cell size asked for (`--cell`), which the figure did not fit at when they differ.
    public var requestedCellWidth: Double
    public var requestedCellHeight: Double
    /// The figure's size in cells at the chosen cell size.
    public var columns: Int
    public var rows: Int
    /// The screen it was fitted to, less the reserved rows (a status line).
    public var screenColumns: Int
    public var screenRows: Int
    /// Whether the whole figure fits; false only when even the largest cell size is too small.
    public var fits: Bool
    /// Rows left below the figure for the legend (after one blank row).
    public var legendRows: Int
    /// Whether the blank rows above and below the figure are left out.
    public var trimsBlankRows = false

    /// Whether the cell size differs from the one asked for.
    public var isEnlarged: Bool { cellWidth != requestedCellWidth || cellHeight != requestedCellHeight }

    /// The rows the note takes, in parentheses at the legend's head, on this screen (0: none).
    public var noteRows: Int {
        guard let note else { return 0 }
        return (note.count + 2 + screenColumns - 1) / screenColumns
    }

    /// What was chosen, for the status line: nil when the figure fits at the requested size.
    ///
    ///     "drawn in 12×24-point cells (not 8×16) without blank rows to fit 80×23 cells"
    ///     "too large for 20×5 cells even at 256×512 points a cell: cut"
    public var note: String? {
        let cell = "\(formatPoints(cellWidth))×\(formatPoints(cellHeight)) points a cell"
        let screen = "\(screenColumns)×\(screenRows) cells"
        guard fits else { return "too large for \(screen) even at \(cell): cut" }
        let trimmed = trimsBlankRows ? " without blank rows" : ""
        guard isEnlarged else { return trimmed.isEmpty ? nil : "drawn\(trimmed) to fit \(screen)" }
        return "drawn in \(formatPoints(cellWidth))×\(formatPoints(cellHeight))-point cells "
            + "(not \(formatPoints(requestedCellWidth))×\(formatPoints(requestedCellHeight)))\(trimmed) to fit \(screen)"
    }

    /// The scales of the requested cell size tried, smallest first: the first one at which the
    /// figure fits is chosen. A cell keeps its proportions, so circles stay round.
    public static let scales: [Double] = [1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32]

    /// Fits a figure and its legend to a screen of `columns` × `rows` cells, `reservedRows` of
    /// which are kept for a status line. `layout(cellWidth, cellHeight)` lays the script out with
    /// text measured in cells of that size (as `--cell` does) and returns the result;
    /// `legendLines(result)` is how many lines its legend takes on this screen (0: none). The
    /// diagram's size is measured with `options` (its cell size replaced). Returns the choice and
    /// the layout made at it. The one call the CLI makes for a diagram in a terminal:
    ///
    ///     let (fit, result) = try ScreenFit.fit(
    ///         columns: 80, rows: 24, reservedRows: 1, options: diagramOptions,
    ///         legendLines: { legend($0).count }) { w, h in try layout(w, h) }
    ///     writeDiagram(result, options: fit.applied(to: diagramOptions), to: sink)
    public static func fit<Failure: Error>(
        columns: Int, rows: Int, reservedRows: Int = 0, options: DiagramOptions,
        legendLines: (LayoutResult) -> Int = { _ in 0 },
        layout: (_ cellWidth: Double, _ cellHeight: Double) throws(Failure) -> LayoutResult
    ) throws(Failure) -> (fit: ScreenFit, result: LayoutResult) {
        let screenColumns = max(columns, 1)
        let screenRows = max(rows - reservedRows, 1)
        /// The first fit at which the figure fits alone: the choice when none leaves the legend room.
        var figureAlone: (ScreenFit, LayoutResult)?
        var last: (ScreenFit, LayoutResult)?
        for scale in scales {
            let width = options.cellWidth * scale
            let height = options.cellHeight * scale
            let result = try layout(width, height)
            var scaled = options
            scaled.cellWidth = width
            scaled.cellHeight = height
            let drawn = diagramCells(result, options: scaled)
            var fit = ScreenFit(
                cellWidth: width, cellHeight: height, requestedCellWidth: options.cellWidth,
                requestedCellHeight: options.cellHeight, columns: drawn.columns, rows: drawn.rows,
                screenColumns: screenColumns, screenRows: screenRows,
                fits: drawn.columns <= screenColumns && drawn.rows <= screenRows, legendRows: 1)
            let legend = legendLines(result)
            /// The rows the legend needs under a figure of `figureRows`: a blank row, the note, its lines.
            func leavesRoomForLegend(_ fit: ScreenFit) -> Bool {
                legend == 0 && fit.noteRows == 0 || fit.rows + 1 + legend + fit.noteRows <= screenRows
            }
            if drawn.columns <= screenColumns {
                if fit.fits, leavesRoomForLegend(fit) {
                    return (fit.withLegendRows(), result)
                }
                // The blank rows go first, before the cells grow.
                var trimmed = fit
                trimmed.trimsBlankRows = true
                scaled.trimsBlankRows = true
                trimmed.rows = diagramRowsWritten(result, options: scaled)
                trimmed.fits = trimmed.rows <= screenRows
                if trimmed.fits, leavesRoomForLegend(trimmed) {
                    return (trimmed.withLegendRows(), result)
                }
                if figureAlone == nil, trimmed.fits { figureAlone = (trimmed.withLegendRows(), result) }
            }
            fit.legendRows = 1
            last = (fit, result)
        }
        return figureAlone ?? last!
    }

    /// This fit with `legendRows` set to the rows its figure leaves under it.
    private func withLegendRows() -> ScreenFit {
        var fit = self
        fit.legendRows = max(screenRows - rows - 1, 0)
        return fit
    }

    /// `options` drawn at this fit's cell size (and in `window` when it does not fit).
    public func applied(to options: DiagramOptions) -> DiagramOptions {
        var options = options
        options.cellWidth = cellWidth
        options.cellHeight = cellHeight
        options.window = window
        options.trimsBlankRows = trimsBlankRows
        return options
    }

    /// When even the largest cell size does not fit: the part of the figure shown, the screen
    /// less a blank row and the row of the note that says so (`legendRows` is then 1), so that the
    /// figure's top-left corner stays on the screen and nothing scrolls; nil when it fits.
    public var window: CellWindow? {
        fits ? nil : CellWindow(columns: screenColumns, rows: max(screenRows - 2, 1))
    }
}
