import PlumbLayout
import PlumbRender

/// A placed view with its frame given as (x, y, width, height) in points.
func placed(
    _ type: String, _ frame: (x: Double, y: Double, width: Double, height: Double),
    _ content: PlacedContent = .none, id: String? = nil, foreground: String? = nil,
    alignmentLines: [AlignmentLine] = [], guideMarks: [GuideMark] = [], children: [PlacedView] = []
) -> PlacedView {
    PlacedView(
        type: type, id: id,
        frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
        content: content, foregroundColor: foreground, alignmentLines: alignmentLines,
        guideMarks: guideMarks, children: children)
}

extension DiagramOptions {
    /// One point per cell, so that frames in tests read directly as cells.
    static let unitCells = DiagramOptions(cellWidth: 1, cellHeight: 1)

    func with(ascii: Bool = false, color: Bool = false, showGuides: Bool = false) -> DiagramOptions {
        var options = self
        options.ascii = ascii
        options.color = color
        options.showGuides = showGuides
        return options
    }
}

/// Draws `root` on a canvas of `width` × `height` points.
func draw(
    _ root: PlacedView, canvas: (width: Double, height: Double),
    options: DiagramOptions = .unitCells
) -> String {
    renderDiagram(
        LayoutResult(canvas: Size(width: canvas.width, height: canvas.height), root: root),
        options: options)
}

/// Wraps views in a container filling the canvas, as the layout's root would.
func stack(_ width: Double, _ height: Double, _ children: PlacedView...) -> PlacedView {
    placed("ZStack", (0, 0, width, height), children: children)
}
