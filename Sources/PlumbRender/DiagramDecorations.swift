import PlumbLayout

/// Drawing modifiers in the diagram (`Decoration`): what a terminal can show of them.
///
/// - `border`: a box on the frame's outermost cells (a border lies inside the frame), in its
///   colour, over everything inside the view but its text (a line of a point or two never covers
///   a letter, a cell would); with colour off its colour's name sits on the top edge
///   (`┌──red─┐`). Every width is drawn with light lines.
/// - `fill` fills a shape's inside (inside its outline, which is drawn in the fill's colour);
///   `stroke` and `strokeBorder` draw the outline in their colour. Both lie on the frame's
///   outermost cells: half a stroke outside the frame is less than a cell.
/// - `clipShape`, `clipped`, `cornerRadius` and `mask` cut what lies outside the shape's cells
///   (`CellClip`); a rounded shape's corner cells take only outlines, drawn rounded (`╭╮╰╯`).
///   A mask clips to its frame, or to the shape at the end of its modifier chain.
/// - `opacity` draws faint (SGR 2, with colour), a translucent fill as `░` in its colour over
///   what is under it, and adds the percentage to a fill's name (`red 50%`); at 0 nothing is drawn.
/// - `shadow`: `▒` in the cells one column and one row beyond the frame, in the direction of the
///   shadow's offset (right and down when it has none), where they are blank: a cue, not a blur.
/// - `hidden`: nothing of the view or its subviews is drawn.
/// - `tint`: `accentColor` inside is drawn in the tint's colour.
/// - `zIndex` draws nothing itself: a container's children are drawn in its order
///   (`PlacedView.forEachInPaintingOrder`), later ones over earlier ones.
/// - `blur`, `rotationEffect` and `scaleEffect` are not drawn: a terminal cannot blur, rotate or
///   scale, so the view is drawn as it is laid out (the SVG shows them).
extension DiagramRenderer {
    /// The paint each of `decorations` is drawn with (`outside[i]`: what the modifiers outside
    /// the i-th say), and the paint of the view's content and subviews (`inside`: all of them).
    static func paints(
        of decorations: [Decoration], around paint: Paint, view: PlacedView, cells: CellRect, mapping: CellMapping,
        limit: CellRect
    ) -> (outside: [Paint], inside: Paint) {
        var outside = Array(repeating: paint, count: decorations.count)
        var current = paint
        for (index, decoration) in decorations.enumerated().reversed() {
            outside[index] = current
            switch decoration {
            case .clip(let shape):
                let clip = CellClip(shape: shape, cells: cells, frame: view.frame, mapping: mapping, limit: limit)
                current.clip = CellClip.intersect(current.clip, clip)
            case .opacity(let value):
                current.opacity *= max(value, 0)
                if current.opacity <= 0 { current.isHidden = true }
            case .hidden:
                current.isHidden = true
            case .tint(let color):
                current.tint = current.resolved(color)
            case .fill, .stroke, .border, .shadow, .blur, .grayscale, .rotation, .scale, .mask, .zIndex:
                break
            }
        }
        return (outside, current)
    }

    /// Whether the modifiers before `index` leave anything to see (a shadow of a hidden view is
    /// no shadow).
    static func showsContent(_ decorations: [Decoration], before index: Int) -> Bool {
        !decorations[..<index].contains { decoration in
            switch decoration {
            case .hidden: true
            case .opacity(let value): value <= 0
            default: false
            }
        }
    }

    /// The cells a mask lets through: its frame, or the shape at the end of its modifier chain.
    static func maskClip(_ mask: PlacedView, cells: CellRect, mapping: CellMapping, limit: CellRect) -> CellClip {
        let innermost = ViewNames.innermost(mask)
        if case .shape(let kind) = innermost.content, let shapeCells = mapping.cells(of: innermost.frame) {
            return CellClip(shape: kind, cells: shapeCells, frame: innermost.frame, mapping: mapping, limit: limit)
        }
        return CellClip(cells.intersection(limit))
    }

    /// Draws what the drawing modifier draws of its own (a border, a shadow).
    mutating func drawDecoration(_ decoration: Decoration, of view: PlacedView, in cells: CellRect, index: Int) {
        let paint = paints[index]
        switch decoration {
        case .border(let name, _):
            let color = paint.resolved(name)
            let outline = ShapeOutline(
                kind: .rectangle, cells: cells, isTall: false, foreground: AnsiColor(named: color))
            canvas.keepsText = true
            _ = outline.stroke(into: &canvas)
            canvas.keepsText = false
            if let label = colorLabel(color, opacity: paint.opacity), cells.width >= label.count + 3, cells.height >= 2
            {
                // On the top edge, one cell in from the right corner: `┌──red─┐`.
                let start = cells.columns.upperBound - 2 - CellWidth.of(label)
                let row = cells.rows.lowerBound
                if canvas.isFreeForLabel(columns: start..<(start + CellWidth.of(label)), row: row) {
                    canvas.write(label, column: start, row: row, role: .label, clip: canvas.bounds)
                }
            }
        case .shadow(let shadow):
            drawShadow(shadow, of: cells, paint: paint)
        default:
            break
        }
    }

    /// `▒` in the cells the frame covers once moved a cell towards the shadow's offset, outside
    /// the frame itself, where nothing is drawn yet. (A shadow with no offset and no radius shows
    /// nothing in SwiftUI, and none here.)
    private mutating func drawShadow(_ shadow: Shadow, of cells: CellRect, paint: Paint) {
        guard shadow.radius > 0 || shadow.x != 0 || shadow.y != 0 else { return }
        let color = ColorValue(paint.resolved(shadow.color))
        guard (color?.opacity ?? 1) > 0 else { return }
        let dx = shadow.x < 0 ? -1 : 1
        let dy = shadow.y < 0 ? -1 : 1
        let moved = CellRect(
            columns: (cells.columns.lowerBound + dx)..<(cells.columns.upperBound + dx),
            rows: (cells.rows.lowerBound + dy)..<(cells.rows.upperBound + dy))
        let visible = moved.intersection(canvas.bounds)
        // Black and grey shadows in the terminal's grey, which shows on dark and light themes.
        let named = color.map(\.nearestName) ?? "gray"
        let foreground = AnsiColor(named: named == "black" ? "gray" : named)
        for row in visible.rows {
            for column in visible.columns where !cells.contains(column: column, row: row) {
                guard canvas[column, row].content == .blank else { continue }
                canvas.put(.glyph("▒", .fill), column: column, row: row, style: CellStyle(foreground: foreground))
            }
        }
    }

    /// A filled box (Rectangle, RoundedRectangle) clipped to a round shape (a circle, an
    /// ellipse, a capsule) inside its frame shows that shape (`Rectangle():clipShape(Circle())`
    /// is a disc in SwiftUI): the outline of the clip's shape, where the clip is one; nil
    /// otherwise. (A rounded rectangle's clip rounds the box's own corners: see `CellClip`.)
    func clippedOutline(_ outline: ShapeOutline, clip: CellClip?) -> ShapeOutline? {
        guard let shape = clip?.outline, outline.cells.contains(shape.cells) else { return nil }
        switch shape.kind {
        case .circle, .ellipse, .capsule: break
        case .rectangle, .roundedRectangle: return nil
        }
        switch outline.kind {
        case .rectangle, .roundedRectangle: break
        default: return nil
        }
        var clipped = outline
        clipped.kind = shape.kind
        clipped.cells = shape.cells
        clipped.isTall =
            Double(shape.cells.height) * mapping.cellHeight > Double(shape.cells.width) * mapping.cellWidth
        return clipped
    }

    static func isStroke(_ decoration: Decoration) -> Bool {
        if case .stroke = decoration { return true }
        return false
    }

    /// A colour's name as the diagram writes it when it cannot show the colour (colour off, or a
    /// name with no ANSI colour), with the opacity it is drawn at when below 1: `red 50%`.
    func colorLabel(_ name: String, opacity: Double) -> String? {
        guard !(options.color && AnsiColor(named: name) != nil) else { return nil }
        return name + Self.percentage(opacity)
    }

    /// " 50%" for an opacity below 1, else "".
    static func percentage(_ opacity: Double) -> String {
        guard opacity < 1 else { return "" }
        return " \(Int((opacity * 100).rounded()))%"
    }
}
