import PlumbLayout

/// The cells that may be written while a view is painted: its ScrollViews' frames and the shapes
/// it is clipped to (`clipShape`, `clipped`, `cornerRadius`, `mask`), intersected.
///
/// A rectangle, optionally cut to a shape row by row (an ellipse keeps a run of columns per row),
/// and optionally with rounded corners: a rounded shape's corner cells take no fill or text, but
/// outlines may pass through them, drawn rounded (`╭╮╰╯`), so a clipped box reads as rounded.
struct CellClip {
    /// Every admitted cell lies inside.
    private(set) var bounds: CellRect
    /// For each row of `bounds`, the admitted columns; nil: all of `bounds`.
    private var spans: [Range<Int>]?
    /// Cells where only outlines are admitted, drawn with rounded corners.
    private var roundedCorners: [CellPoint] = []
    /// The one shape the clip is cut to, where it is one (a ScrollView's frame around it does not
    /// count): a filled box clipped to it shows that shape's outline.
    private(set) var outline: (kind: ShapeKind, cells: CellRect)?

    struct CellPoint: Hashable {
        var column: Int
        var row: Int
    }

    init(_ bounds: CellRect) {
        self.bounds = bounds
    }

    /// The cells of `shape` laid out in `cells` (a frame of `frame` points), limited to `limit`
    /// (the canvas: a huge frame never costs more rows than the canvas has).
    ///
    /// A rectangle is its cells; a rounded rectangle, whose radius is at least half a cell, and a
    /// capsule lose their four corner cells to outlines; a circle (in the centred square of its
    /// frame) and an ellipse keep the cells of `ShapeOutline.ellipseInsets`'s rows, as their
    /// outlines are drawn.
    init(shape: ShapeKind, cells: CellRect, frame: Rect, mapping: CellMapping, limit: CellRect) {
        var cells = cells
        defer { outline = (shape, cells) }
        switch shape {
        case .rectangle:
            self.init(cells.intersection(limit))
        case .roundedRectangle(let radius):
            self.init(cells.intersection(limit))
            if radius >= min(mapping.cellWidth, mapping.cellHeight) / 2 { roundCorners(of: cells) }
        case .capsule:
            self.init(cells.intersection(limit))
            roundCorners(of: cells)
        case .circle, .ellipse:
            if shape == .circle {
                // The circle's square, centred in the frame.
                let side = min(frame.width, frame.height)
                let square = Rect(
                    x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2,
                    width: side, height: side)
                cells = mapping.cells(of: square) ?? cells
            }
            self.init(cells.intersection(limit))
            guard cells.width >= 2, cells.height >= 2 else { return }
            let insets = ShapeOutline.ellipseInsets(width: cells.width, height: cells.height)
            spans = bounds.rows.map { row in
                let inset = insets[row - cells.rows.lowerBound]
                return ((cells.columns.lowerBound + inset)..<(cells.columns.upperBound - inset)).clamped(
                    to: bounds.columns)
            }
        }
    }

    private mutating func roundCorners(of cells: CellRect) {
        guard cells.width >= 2, cells.height >= 2 else { return }
        let corners = [
            CellPoint(column: cells.columns.lowerBound, row: cells.rows.lowerBound),
            CellPoint(column: cells.columns.upperBound - 1, row: cells.rows.lowerBound),
            CellPoint(column: cells.columns.lowerBound, row: cells.rows.upperBound - 1),
            CellPoint(column: cells.columns.upperBound - 1, row: cells.rows.upperBound - 1),
        ]
        roundedCorners = corners.filter { bounds.contains(column: $0.column, row: $0.row) }
    }

    /// Whether anything may be written in the cell.
    func contains(column: Int, row: Int) -> Bool {
        guard bounds.contains(column: column, row: row) else { return false }
        if let spans, !spans[row - bounds.rows.lowerBound].contains(column) { return false }
        return !isRoundedCorner(column: column, row: row)
    }

    /// Whether the cell takes outlines only, rounded.
    func isRoundedCorner(column: Int, row: Int) -> Bool {
        !roundedCorners.isEmpty && roundedCorners.contains(CellPoint(column: column, row: row))
    }

    /// The cells both admit. A rounded corner of either stays one where the other admits the
    /// cell (or rounds it too).
    func intersection(_ other: CellClip) -> CellClip {
        var result = CellClip(bounds.intersection(other.bounds))
        if spans != nil || other.spans != nil {
            result.spans = result.bounds.rows.map { row in
                var span = result.bounds.columns
                for clip in [self, other] {
                    if let spans = clip.spans { span = span.clamped(to: spans[row - clip.bounds.rows.lowerBound]) }
                }
                return span
            }
        }
        func admits(_ clip: CellClip, _ corner: CellPoint) -> Bool {
            clip.contains(column: corner.column, row: corner.row)
                || clip.isRoundedCorner(column: corner.column, row: corner.row)
        }
        if let outline, other.isPlain, other.bounds.contains(bounds) {
            result.outline = outline
        } else if let outline = other.outline, isPlain, bounds.contains(other.bounds) {
            result.outline = outline
        }
        result.roundedCorners =
            roundedCorners.filter { admits(other, $0) && result.bounds.contains(column: $0.column, row: $0.row) }
            + other.roundedCorners.filter {
                admits(self, $0) && !roundedCorners.contains($0)
                    && result.bounds.contains(column: $0.column, row: $0.row)
            }
        return result
    }

    /// A plain rectangle of cells (a ScrollView's frame).
    private var isPlain: Bool { spans == nil && roundedCorners.isEmpty && outline == nil }

    /// `clip ∩ other`, where a nil clip admits everything.
    static func intersect(_ clip: CellClip?, _ other: CellClip) -> CellClip {
        clip.map { $0.intersection(other) } ?? other
    }
}
