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
