/// How `renderDiagram` maps points to cells and which decorations it draws.
public struct CellWindow: Sendable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
    }
}

public struct DiagramOptions: Sendable, Hashable {
    /// Points per character column (positive and finite, like `cellHeight`).
    public var cellWidth: Double
    /// Points per character row.
    public var cellHeight: Double
    /// Draw with `+ - |` and other ASCII only (text content is printed as given).
    public var ascii: Bool
    /// Emit ANSI SGR colour codes; when false the output contains no escape bytes at all.
    public var color: Bool
    /// Draw alignment lines, guide marks and spacers (`--guides`).
    public var showGuides: Bool
    /// Write only this many columns and rows from the top-left corner (a figure too large for the
    /// screen at any cell size, `ScreenFit`): a row with more to its right ends in `›`, and the
    /// last row shows `˅` where there is more below. nil: the whole diagram.
    public var window: CellWindow?
    /// Leave out the rows above the first and below the last that hold anything (a lesson's
    /// 640×480 canvas around a small figure), so that a small screen has room for the legend;
    /// `ScreenFit` turns it on only when the figure and its legend do not fit otherwise.
    public var trimsBlankRows = false
    /// An exercise whose goals are drawn as dotted outlines under the views: where each view a
    /// goal names would be if it met its goals (`Exercise.goalOutlines`).
    public var exercise: Exercise?

    public init(
        cellWidth: Double = 8, cellHeight: Double = 16, ascii: Bool = false, color: Bool = false,
        showGuides: Bool = false
    ) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.ascii = ascii
        self.color = color
        self.showGuides = showGuides
    }
}
