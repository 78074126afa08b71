import PlumbLayout

/// Draws a laid-out tree as a character diagram: one line per cell row, separated by "\n",
/// trailing blank cells trimmed, no final newline.
///
/// Views are painted in tree order (children in array order, so later siblings cover earlier
/// ones); outlines merge into junctions, text covers whatever is under it. Guides (with
/// `showGuides`) go underneath everything, id labels and clipping markers on top.
public func renderDiagram(_ result: LayoutResult, options: DiagramOptions) -> String {
    var renderer = DiagramRenderer(result: result, options: options)
    return renderer.render()
}

struct DiagramRenderer {
    let options: DiagramOptions
    let mapping: CellMapping
    /// Every view that has cells, parents before children and siblings in array order: the
    /// painting order. Flattened once so that each pass is a plain loop.
    let views: [(view: PlacedView, cells: CellRect)]
    var canvas: CellCanvas

    init(result: LayoutResult, options: DiagramOptions) {
        self.options = options
        mapping = CellMapping(cellWidth: options.cellWidth, cellHeight: options.cellHeight)
        let bounds = mapping.canvasCells(result.canvas)
        canvas = CellCanvas(columns: bounds.width, rows: bounds.height)
        var views: [(view: PlacedView, cells: CellRect)] = []
        var pending = [result.root]  // explicit stack: deep trees must not exhaust the call stack
        while let view = pending.popLast() {
            if let cells = mapping.cells(of: view.frame), !cells.isEmpty { views.append((view, cells)) }
            pending.append(contentsOf: view.children.reversed())
        }
        self.views = views
    }

    mutating func render() -> String {
        if options.showGuides {
            for (view, cells) in views { drawAlignmentLines(of: view, in: cells) }
        }
        for (view, cells) in views { drawContent(of: view, in: cells) }
        if options.showGuides {
            for (view, cells) in views { drawGuideMarks(of: view, in: cells) }
        }
        for (view, cells) in views where Self.drawsNothing(view) {
            if let id = view.id { drawIDLabel(id, in: cells) }
        }
        for (view, cells) in views where !Self.drawsNothing(view) && view.content != .spacer {
            drawClipMarkers(for: cells)
        }
        return canvas.rendered(ascii: options.ascii, color: options.color)
    }

    /// Containers, modifiers and `Color.clear`: nothing of their own to show but an id.
    static func drawsNothing(_ view: PlacedView) -> Bool {
        switch view.content {
        case .none: true
        case .color(let name): AnsiColor.isClear(name)
        default: false
        }
    }

    // MARK: Content

    private mutating func drawContent(of view: PlacedView, in cells: CellRect) {
        let foreground = view.foregroundColor.flatMap(AnsiColor.init(named:))
        switch view.content {
        case .none:
            break
        case .shape(let kind):
            let outline = ShapeOutline(
                kind: kind, cells: cells, isTall: view.frame.height > view.frame.width,
                foreground: foreground)
            if let slot = outline.stroke(into: &canvas) {
                placeLabel(
                    labelCandidates(id: view.id, colorName: view.foregroundColor), in: slot,
                    isPadded: false, style: CellStyle(foreground: foreground))
            }
        case .color(let name):
            drawFill(named: name, id: view.id, in: cells)
        case .text(let lines, let font):
            let style = CellStyle(foreground: foreground, isBold: font.isEmphasized)
            drawText(lines, font: font, in: cells, style: style)
        case .spacer:
            if options.showGuides { drawSpacerDots(in: cells) }
        case .divider(let axis):
            drawDivider(along: axis, in: cells, foreground: foreground)
        }
    }

    /// `Color`: a background colour, or without colour a light fill with the name on it.
    private mutating func drawFill(named name: String, id: String?, in cells: CellRect) {
        guard !AnsiColor.isClear(name) else { return }
        let color = AnsiColor(named: name)
        let showsColor = options.color && color != nil
        let visible = cells.intersection(canvas.bounds)
        for row in visible.rows {
            for column in visible.columns {
                canvas.fill(
                    column: column, row: row, background: showsColor ? color : nil,
                    glyph: showsColor ? nil : "░")
            }
        }
        let middle = LabelSlot(
            row: cells.rows.lowerBound + (cells.height - 1) / 2, columns: cells.columns)
        placeLabel(labelCandidates(id: id, colorName: name), in: middle, isPadded: true, style: .plain)
    }

    /// Text lines from the frame's top-left corner, clipped to the frame. Scale-1 styles take one
    /// row per line; larger ones are drawn as block letters, `scale` cells per character, on lines
    /// `lineRows` apart (the layout's line height, which includes a row of descent).
    private mutating func drawText(
        _ lines: [String], font: FontStyle, in cells: CellRect, style: CellStyle
    ) {
        let clip = cells.intersection(canvas.bounds)
        for (index, line) in lines.enumerated() {
            let top = cells.rows.lowerBound + index * font.lineRows
            guard top < cells.rows.upperBound else { break }
            if font.scale == 1 {
                canvas.write(
                    line, column: cells.columns.lowerBound, row: top, role: .text, clip: clip, style: style)
            } else if font.scale == 2 {
                // 2×2-cell letters are too small for legible block glyphs: draw each character
                // two cells wide (its fullwidth form; letter-spaced in ASCII) on the line's lower
                // glyph row, so that the text sits on its baseline.
                canvas.write(
                    Self.widened(line, ascii: options.ascii), column: cells.columns.lowerBound, row: top + 1,
                    role: .text, clip: clip, style: style)
            } else {
                drawBlockLine(
                    line, scale: font.scale, top: top, left: cells.columns.lowerBound, clip: clip,
                    style: style)
            }
        }
    }

    /// Each character two cells wide: ASCII letters as their fullwidth forms (U+FF01…U+FF5E),
    /// a space as an ideographic space, wide characters as they are; in ASCII mode, letter-spaced.
    static func widened(_ line: String, ascii: Bool) -> String {
        var result = ""
        for character in line {
            if CellWidth.of(character) == 2 {
                result.append(character)
            } else if ascii {
                result.append(character)
                result.append(" ")
            } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.value >= 0x21, scalar.value <= 0x7E, let wide = Unicode.Scalar(scalar.value + 0xFEE0)
            {
                result.unicodeScalars.append(wide)
            } else if character == " " {
                result.append("\u{3000}")
            } else {
                result.append(character)
                result.append(" ")
            }
        }
        return result
    }

    private mutating func drawBlockLine(
        _ line: String, scale: Int, top: Int, left: Int, clip: CellRect, style: CellStyle
    ) {
        var left = left
        for character in line {
            guard left < clip.columns.upperBound else { break }
            let advance = CellWidth.of(character) * scale
            let glyphs = BlockFont.cells(for: character, scale: scale)
            for row in 0..<scale {
                for column in 0..<advance where clip.contains(column: left + column, row: top + row) {
                    let glyph = glyphs.map { $0[row][column] } ?? " "
                    canvas.put(.glyph(glyph, .letter), column: left + column, row: top + row, style: style)
                }
            }
            if glyphs == nil {
                // No block glyph: the character itself, in the block's top-left corner.
                canvas.write(
                    String(character), column: left, row: top, role: .text, clip: clip, style: style)
            }
            left += advance
        }
    }

    /// A divider's line through the middle of its frame. Like a border it has half segments at its
    /// ends (`├───┤` where it meets a box), except that a one-cell divider gets a whole one.
    private mutating func drawDivider(
        along axis: Axis, in cells: CellRect, foreground: AnsiColor?
    ) {
        let middleRow = cells.rows.lowerBound + (cells.height - 1) / 2
        let middleColumn = cells.columns.lowerBound + (cells.width - 1) / 2
        let length = axis == .horizontal ? cells.width : cells.height
        if length == 1 {
            let edges: BoxEdges = axis == .horizontal ? .horizontal : .vertical
            canvas.addLines(
                BoxLines(edges: edges, isRounded: false), column: middleColumn, row: middleRow,
                foreground: foreground)
        } else if axis == .horizontal {
            canvas.strokeLine(
                columns: cells.columns, row: middleRow, isRounded: false, foreground: foreground)
        } else {
            canvas.strokeLine(
                rows: cells.rows, column: middleColumn, isRounded: false, foreground: foreground)
        }
    }

    private mutating func drawSpacerDots(in cells: CellRect) {
        let visible = cells.intersection(canvas.bounds)
        for row in visible.rows {
            for column in visible.columns where canvas[column, row].content == .blank {
                canvas.put(.glyph("·", .guide), column: column, row: row, style: CellStyle(isDim: true))
            }
        }
    }

    // MARK: Labels

    /// What to write inside a shape or fill, best first. Colour names are shown only when the
    /// colour itself cannot be (colour off, or a name without an ANSI colour); an id is always
    /// worth showing, and wins over the colour name when both do not fit.
    private func labelCandidates(id: String?, colorName: String?) -> [String] {
        let name = colorName.flatMap { name in
            options.color && AnsiColor(named: name) != nil ? nil : name
        }
        switch (id, name) {
        case (let id?, let name?): return ["\(id): \(name)", id, name]
        case (let id?, nil): return [id]
        case (nil, let name?): return [name]
        case (nil, nil): return []
        }
    }

    /// Writes the first candidate that fits the slot's visible part, centred (with a space either
    /// side when `isPadded` and there is room, so it stands out from a fill).
    private mutating func placeLabel(
        _ candidates: [String], in slot: LabelSlot, isPadded: Bool, style: CellStyle
    ) {
        let room = CellRect(
            columns: slot.columns.clamped(to: canvas.bounds.columns), rows: slot.row..<(slot.row + 1)
        ).intersection(canvas.bounds)
        guard !room.isEmpty else { return }
        guard let text = candidates.first(where: { CellWidth.of($0) <= room.width }) else { return }
        let label = isPadded && CellWidth.of(text) + 2 <= room.width ? " \(text) " : text
        let start = room.columns.lowerBound + (room.width - CellWidth.of(label)) / 2
        canvas.write(label, column: start, row: slot.row, role: .label, clip: room, style: style)
    }

    /// A container's id on its top row, one cell in from its left edge if there is room (else at
    /// the edge), only over cells that hold nothing of substance.
    private mutating func drawIDLabel(_ id: String, in cells: CellRect) {
        let width = CellWidth.of(id)
        guard width > 0 else { return }
        let row = cells.rows.lowerBound
        // A frame one cell wide has no inside: the range must not run backwards.
        let inner = (cells.columns.lowerBound + 1)..<max(cells.columns.lowerBound + 1, cells.columns.upperBound - 1)
        for room in [inner, cells.columns] where width <= room.count {
            let span = room.lowerBound..<(room.lowerBound + width)
            if canvas.isFreeForLabel(columns: span, row: row) {
                canvas.write(id, column: span.lowerBound, row: row, role: .label, clip: canvas.bounds)
                return
            }
        }
    }

    // MARK: Clipping markers

    /// `› ‹ ˅ ˄` on the canvas edge where a view's cells run past it, in the middle of the stretch
    /// of the edge the view covers.
    private mutating func drawClipMarkers(for cells: CellRect) {
        let bounds = canvas.bounds
        let rows = cells.rows.clamped(to: bounds.rows)
        let columns = cells.columns.clamped(to: bounds.columns)
        if !rows.isEmpty {
            let row = rows.lowerBound + (rows.count - 1) / 2
            if cells.columns.upperBound > bounds.columns.upperBound {
                putMarker("›", column: bounds.columns.upperBound - 1, row: row)
            }
            if cells.columns.lowerBound < bounds.columns.lowerBound {
                putMarker("‹", column: bounds.columns.lowerBound, row: row)
            }
        }
        if !columns.isEmpty {
            let column = columns.lowerBound + (columns.count - 1) / 2
            if cells.rows.upperBound > bounds.rows.upperBound {
                putMarker("˅", column: column, row: bounds.rows.upperBound - 1)
            }
            if cells.rows.lowerBound < bounds.rows.lowerBound {
                putMarker("˄", column: column, row: bounds.rows.lowerBound)
            }
        }
    }

    private mutating func putMarker(_ glyph: Character, column: Int, row: Int) {
        canvas.put(.glyph(glyph, .marker), column: column, row: row, style: CellStyle(isBold: true))
    }

    // MARK: Guides

    private static let guideStyle = CellStyle(foreground: .guide)

    /// Dotted lines across the container for each alignment line: `┊` at an x position, `┄` at a
    /// y position. Drawn first, so everything else covers them.
    private mutating func drawAlignmentLines(of view: PlacedView, in cells: CellRect) {
        for line in view.alignmentLines {
            switch line.axis {
            case .horizontal:
                guard let column = mapping.lineColumn(at: line.position, in: view.frame, cells: cells)
                else { continue }
                for row in cells.rows {
                    canvas.put(.glyph("┊", .guide), column: column, row: row, style: Self.guideStyle)
                }
            case .vertical:
                guard let row = mapping.lineRow(at: line.position, in: view.frame, cells: cells) else {
                    continue
                }
                for column in cells.columns {
                    canvas.put(.glyph("┄", .guide), column: column, row: row, style: Self.guideStyle)
                }
            }
        }
    }

    /// `◆` where a child's guide lies: on its top edge for an x guide, its left edge for a y guide,
    /// or just outside that edge when the edge cell holds text (a one-row text has no other row).
    private mutating func drawGuideMarks(of view: PlacedView, in cells: CellRect) {
        for mark in view.guideMarks {
            let spots: [(column: Int, row: Int)]
            switch mark.axis {
            case .horizontal:
                guard
                    let column = mapping.lineColumn(
                        at: view.frame.minX + mark.value, in: view.frame, cells: cells)
                else {
                    continue
                }
                spots = [(column, cells.rows.lowerBound), (column, cells.rows.lowerBound - 1)]
            case .vertical:
                guard
                    let row = mapping.lineRow(at: view.frame.minY + mark.value, in: view.frame, cells: cells)
                else {
                    continue
                }
                spots = [(cells.columns.lowerBound, row), (cells.columns.lowerBound - 1, row)]
            }
            let spot = spots.first { spot in
                canvas.bounds.contains(column: spot.column, row: spot.row)
                    && !canvas[spot.column, spot.row].content.isText
            }
            if let spot {
                canvas.put(.glyph("◆", .marker), column: spot.column, row: spot.row, style: Self.markStyle)
            }
        }
    }

    private static let markStyle = CellStyle(foreground: .guide, isBold: true)
}
