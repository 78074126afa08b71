/// How `renderDiagram` maps points to cells and which decorations it draws.
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
