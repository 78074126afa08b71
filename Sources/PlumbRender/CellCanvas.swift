import PlumbLayout

/// Why a glyph is in a cell: decides what may overwrite it and how it prints in ASCII mode.
enum GlyphRole {
    /// Text content: printed as given, never covered by id labels.
    case text
    /// A cell of a block letter (large fonts): protected like text, ASCII-fied like decorations.
    case letter
    /// A name or id label: printed as given; later id labels do not cover it.
    case label
    /// Shape ends such as `(`, and small shapes drawn as one symbol.
    case outline
    /// Colour fill without colour (`░`).
    case fill
    /// Alignment lines and spacer dots: hints that anything may cover.
    case guide
    /// Clipping markers and guide marks.
    case marker

    /// Whether the glyph is user content, printed verbatim even in ASCII mode.
    var isVerbatim: Bool { self == .text || self == .label }
}

/// What one cell shows.
enum CellContent: Hashable {
    case blank
    case lines(BoxLines)
    case glyph(Character, GlyphRole)
    /// The right half of the wide glyph in the cell to the left.
    case wideTail

    /// Whether the cell holds text (plain or block letters).
    var isText: Bool {
        if case .glyph(_, let role) = self { return role == .text || role == .letter }
        return false
    }

    /// Whether the cell holds a name or id label.
    var isLabel: Bool {
        if case .glyph(_, .label) = self { return true }
        return false
    }

    /// Whether the cell holds an alignment hint (a guide line, a join, spacer dots).
    var isGuide: Bool {
        if case .glyph(_, .guide) = self { return true }
        return false
    }

    /// Whether the cell prints as a space (and may be trimmed at the end of a line).
    var printsBlank: Bool {
        switch self {
        case .blank: true
        case .lines(let lines): lines.edges.isEmpty
        case .glyph(let glyph, _): glyph == " "
        case .wideTail: false
        }
    }

    /// Whether an id label may be written here: nothing of substance would be lost.
    var isFreeForLabel: Bool {
        switch self {
        case .blank: true
        case .lines(let lines): lines.edges.isSubset(of: .horizontal)
        case .glyph(_, let role): role == .fill || role == .guide
        case .wideTail: false
        }
    }
}

/// Terminal attributes of one cell.
struct CellStyle: Hashable {
    var foreground: AnsiColor?
    var background: AnsiColor?
    var isBold = false
    var isDim = false
    var isItalic = false
    var isUnderlined = false
    var isStruck = false

    static let plain = CellStyle()

    /// One SGR sequence that resets and then sets everything this style needs.
    var sgr: String {
        var codes = ["0"]
        if isBold { codes.append("1") }
        if isDim { codes.append("2") }
        if isItalic { codes.append("3") }
        if isUnderlined { codes.append("4") }
        if isStruck { codes.append("9") }
        if let foreground { codes.append(String(foreground.foregroundCode)) }
        if let background { codes.append(String(background.backgroundCode)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// A grid of cells that views are painted into, in order, before being printed once.
///
/// Invariant: a wide glyph (two cells) is always followed by its `.wideTail`, and a tail always
/// follows its glyph. Every write goes through `put`, which blanks the other half of a wide
/// glyph it splits.
struct CellCanvas {
    struct Cell: Hashable {
        var content = CellContent.blank
        var style = CellStyle.plain
        /// The view whose fill shows here (its painting index), or -1: a fill's name label goes
        /// only where its own fill still shows.
        var owner: Int32 = -1
    }

    let bounds: CellRect
    private var cells: [Cell]
    /// Writes outside these cells are dropped (a ScrollView's content is seen only inside it, a
    /// clipped view only inside its shape).
    var clip: CellClip?
    /// Everything written is drawn faint (a view under `opacity`; shown only with colour).
    var isDim = false
    /// Writes leave text alone (a border drawn over a view in cells would cover its text, which
    /// a line of a point or two never does).
    var keepsText = false

    init(columns: Int, rows: Int) {
        bounds = CellRect(columns: 0..<columns, rows: 0..<rows)
        cells = Array(repeating: Cell(), count: columns * rows)
    }

    /// The storage index of a cell that may be written: inside the canvas and the clip.
    private func index(_ column: Int, _ row: Int) -> Int? {
        if let clip, !clip.contains(column: column, row: row) { return nil }
        return storageIndex(column, row)
    }

    /// Whether a rounded clip's corner admits outlines (only) at this cell.
    private func isRoundedCorner(_ column: Int, _ row: Int) -> Bool {
        clip?.isRoundedCorner(column: column, row: row) ?? false
    }

    private func storageIndex(_ column: Int, _ row: Int) -> Int? {
        bounds.contains(column: column, row: row) ? row * bounds.width + column : nil
    }

    subscript(column: Int, row: Int) -> Cell {
        cells[storageIndex(column, row)!]
    }

    /// Gives a cell a background colour, keeping what it holds (an alignment line through a text).
    mutating func shade(column: Int, row: Int, background: AnsiColor) {
        guard let index = storageIndex(column, row) else { return }
        cells[index].style.background = background
    }

    /// Replaces a cell's content and foreground attributes, keeping its background (text on a
    /// coloured fill keeps the fill). Writes outside the canvas are dropped.
    mutating func put(_ content: CellContent, column: Int, row: Int, style: CellStyle = .plain) {
        guard let index = index(column, row) else { return }
        store(content, at: index, column: column, row: row, style: style)
    }

    private mutating func store(_ content: CellContent, at index: Int, column: Int, row: Int, style: CellStyle) {
        if keepsText && (cells[index].content.isText || cells[index].content == .wideTail) { return }
        splitWideGlyph(at: column, row: row)
        cells[index].content = content
        cells[index].owner = -1
        let background = cells[index].style.background
        cells[index].style = style
        cells[index].style.background = background
        if isDim { cells[index].style.isDim = true }
    }

    /// Blanks the other half of a wide glyph about to lose one half at this cell.
    private mutating func splitWideGlyph(at column: Int, row: Int) {
        guard let index = storageIndex(column, row) else { return }
        switch cells[index].content {
        case .wideTail:
            if let head = self.index(column - 1, row) { cells[head].content = .blank }
        case .glyph(let glyph, _) where CellWidth.of(glyph) == 2:
            if let tail = self.index(column + 1, row) { cells[tail].content = .blank }
        default:
            break
        }
    }

    /// Adds line segments, merging with lines already in the cell; anything else is replaced.
    mutating func addLines(_ lines: BoxLines, column: Int, row: Int, foreground: AnsiColor?) {
        let isCorner = isRoundedCorner(column, row)
        guard let index = isCorner ? storageIndex(column, row) : index(column, row) else { return }
        var merged = lines
        if isCorner { merged.isRounded = true }
        if case .lines(let existing) = cells[index].content {
            merged = existing.merged(with: merged)
            // A rounded clip rounds whatever corner passes through its own.
            if isCorner { merged.isRounded = true }
        }
        store(.lines(merged), at: index, column: column, row: row, style: CellStyle(foreground: foreground))
    }

    /// Joins two neighbouring cells with a line (each gets the half segment towards the other).
    mutating func connect(
        column: Int, row: Int, towards direction: Direction, isRounded: Bool, foreground: AnsiColor?
    ) {
        let step = direction.step
        addLines(
            BoxLines(edges: direction.edge, isRounded: isRounded), column: column, row: row,
            foreground: foreground)
        addLines(
            BoxLines(edges: direction.opposite.edge, isRounded: isRounded), column: column + step.column,
            row: row + step.row, foreground: foreground)
    }

    /// The part of a line's cells that can change the canvas: those inside `bounds`, and one
    /// beyond each side (joining it gives the edge cell its outer half, as the whole line would).
    /// A line a million cells long past the canvas costs what its visible part costs.
    static func visible(_ cells: Range<Int>, within bounds: Range<Int>) -> Range<Int> {
        let lower = max(cells.lowerBound, bounds.lowerBound - 1)
        let upper = min(cells.upperBound, bounds.upperBound + 1)
        return lower < upper ? lower..<upper : cells.lowerBound..<cells.lowerBound
    }

    /// A horizontal line through `columns`, each cell joined to its neighbours. The end cells get
    /// only the inward half, so a border crossing an end makes a `├`, not a `┼`.
    mutating func strokeLine(
        columns: Range<Int>, row: Int, isRounded: Bool, foreground: AnsiColor?
    ) {
        guard bounds.rows.contains(row) else { return }
        for column in Self.visible(columns, within: bounds.columns).dropLast() {
            connect(
                column: column, row: row, towards: .right, isRounded: isRounded, foreground: foreground)
        }
    }

    /// A vertical line through `rows` in `column`, like `strokeLine(columns:…)`.
    mutating func strokeLine(rows: Range<Int>, column: Int, isRounded: Bool, foreground: AnsiColor?) {
        guard bounds.columns.contains(column) else { return }
        for row in Self.visible(rows, within: bounds.rows).dropLast() {
            connect(
                column: column, row: row, towards: .down, isRounded: isRounded, foreground: foreground)
        }
    }

    /// Paints a colour fill for view number `owner`: opaque over lines and text, but alignment
    /// hints stay visible.
    /// With a `foreground` (a translucent fill in colour), the glyph is drawn in it and the
    /// background under it stays.
    mutating func fill(
        column: Int, row: Int, background: AnsiColor?, glyph: Character?, owner: Int, foreground: AnsiColor? = nil
    ) {
        guard let index = index(column, row) else { return }
        let kept = foreground == nil ? background : cells[index].style.background
        if case .glyph(_, .guide) = cells[index].content {
            cells[index].style.background = kept
            cells[index].owner = Int32(truncatingIfNeeded: owner)
            return
        }
        put(
            glyph.map { .glyph($0, .fill) } ?? .blank, column: column, row: row,
            style: CellStyle(foreground: foreground))
        cells[index].style.background = kept
        cells[index].owner = Int32(truncatingIfNeeded: owner)
    }

    /// Marks cells as `owner`'s (the row inside a shape's outline) without changing them.
    mutating func claim(_ area: CellRect, owner: Int) {
        for row in area.rows {
            for column in area.columns {
                if let index = index(column, row) { cells[index].owner = Int32(truncatingIfNeeded: owner) }
            }
        }
    }

    /// Whether all of `columns` on `row` are inside the canvas, still `owner`'s (nothing drawn
    /// over them since) and free of anything but its fill or its own flat outline: never an
    /// alignment line (marks win over names).
    func isOwned(columns: Range<Int>, row: Int, by owner: Int) -> Bool {
        columns.allSatisfy { column in
            guard let index = index(column, row), cells[index].owner == Int32(truncatingIfNeeded: owner) else {
                return false
            }
            switch cells[index].content {
            case .blank, .glyph(_, .fill): return true
            // A one-row shape's label sits on its own outline, as `(red─)`.
            case .lines(let lines): return lines.edges.isSubset(of: .horizontal)
            default: return false
            }
        }
    }

    /// Writes a string one grapheme per cell (two for wide ones) from `column` rightwards,
    /// inside `clip`. A wide grapheme that does not fit whole is not drawn; the visible half of
    /// one cut by the clip's left edge is blanked. Control characters print as `?` so that
    /// nothing in a view can emit terminal escapes.
    mutating func write(
        _ text: some StringProtocol, column: Int, row: Int, role: GlyphRole, clip: CellRect,
        style: CellStyle = .plain
    ) {
        guard clip.rows.contains(row) else { return }
        var column = column
        for grapheme in text {
            let width = CellWidth.of(grapheme)
            if column + width > clip.columns.upperBound { break }
            if column >= clip.columns.lowerBound {
                put(.glyph(Self.printable(grapheme), role), column: column, row: row, style: style)
                if width == 2 { put(.wideTail, column: column + 1, row: row, style: style) }
            } else if column + width > clip.columns.lowerBound {
                put(.glyph(" ", role), column: clip.columns.lowerBound, row: row, style: style)
            }
            column += width
        }
    }

    private static func printable(_ grapheme: Character) -> Character {
        let isControl = grapheme.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return isControl ? "?" : grapheme
    }

    /// Whether all of `columns` on `row` are inside the canvas and free for an id label.
    func isFreeForLabel(columns: Range<Int>, row: Int) -> Bool {
        columns.allSatisfy { column in
            index(column, row).map { cells[$0].content.isFreeForLabel } ?? false
        }
    }

    /// The canvas as text: one line per row, trailing blank cells trimmed, no final newline.
    /// With `color`, style changes are emitted as SGR sequences and every styled line ends with a
    /// reset; without it no escape byte is written.
    func rendered(ascii: Bool, color: Bool) -> String {
        OutputSink.collectText { write(to: $0, ascii: ascii, color: color) }
    }

    /// `rendered(ascii:color:)`, written row by row into `sink`.
    /// The rows from the first that holds a printing cell to the last (empty when none does).
    var rowsWithContent: Range<Int> {
        func hasContent(_ row: Int) -> Bool {
            cells[(row * bounds.width)..<((row + 1) * bounds.width)].contains { !$0.content.printsBlank }
        }
        guard let first = bounds.rows.first(where: hasContent), let last = bounds.rows.last(where: hasContent) else {
            return bounds.rows.lowerBound..<bounds.rows.lowerBound
        }
        return first..<(last + 1)
    }

    /// `rows`: only these rows (`rowsWithContent`), when no window is given.
    func write(
        to sink: OutputSink, ascii: Bool, color: Bool, window: CellWindow? = nil, rows: Range<Int>? = nil
    ) {
        guard let window, window.columns < bounds.width || window.rows < bounds.height else {
            let shown = rows ?? bounds.rows
            for row in shown {
                if row > shown.lowerBound { sink.write(byte: 0x0A) }
                sink.write(renderRow(row, ascii: ascii, color: color))
            }
            return
        }
        // Only the window: `›` ends a row with more to its right, `˅` marks the last row where
        // there is more below (in the middle of each stretch of columns that has).
        let rows = bounds.rows.prefix(window.rows)
        let columns = min(window.columns, bounds.width)
        func hasContent(_ row: Int, _ range: Range<Int>) -> Bool {
            range.contains { !cells[row * bounds.width + $0].content.printsBlank }
        }
        for row in rows {
            if row > bounds.rows.lowerBound { sink.write(byte: 0x0A) }
            let cut = columns < bounds.width && hasContent(row, columns..<bounds.width)
            var line = renderRow(row, ascii: ascii, color: color, limit: cut ? columns - 1 : columns)
            if row == rows.last, rows.count < bounds.height {
                let below = (0..<columns).map { column in
                    (rows.upperBound..<bounds.height).contains {
                        !cells[$0 * bounds.width + column].content.printsBlank
                    }
                }
                line = Self.markingBelow(line, below: below, ascii: ascii)
            }
            if cut {
                line += String(repeating: " ", count: max(columns - 1 - CellWidth.of(Self.plain(line)), 0))
                line += ascii ? ">" : "›"
            }
            sink.write(line)
        }
    }

    /// `line` (no escapes: the window's last row is written plain) with `˅` in the middle of each
    /// stretch of columns that have more below.
    private static func markingBelow(_ line: String, below: [Bool], ascii: Bool) -> String {
        var characters = Array(plain(line))
        while characters.count < below.count { characters.append(" ") }
        var start: Int?
        for column in 0...below.count {
            let more = column < below.count && below[column]
            if more, start == nil { start = column }
            if !more, let first = start {
                let middle = first + (column - 1 - first) / 2
                if middle < characters.count, CellWidth.of(characters[middle]) == 1 {
                    characters[middle] = ascii ? "v" : "˅"
                }
                start = nil
            }
        }
        return String(String(characters).reversed().drop { $0 == " " }.reversed())
    }

    /// `line` without its escape sequences.
    private static func plain(_ line: String) -> String {
        line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    }

    private func renderRow(_ row: Int, ascii: Bool, color: Bool, limit: Int? = nil) -> String {
        var rowCells = cells[(row * bounds.width)..<((row + 1) * bounds.width)]
        if let limit {
            var end = rowCells.startIndex + max(min(limit, bounds.width), 0)
            // A wide glyph whose right half is cut off is left out.
            if end < rowCells.endIndex, end > rowCells.startIndex, case .wideTail = cells[end].content { end -= 1 }
            rowCells = rowCells[rowCells.startIndex..<end]
        }
        let used =
            rowCells.lastIndex { !$0.content.printsBlank || (color && $0.style != .plain) }
            .map { $0 + 1 } ?? rowCells.startIndex
        var line = ""
        var active = CellStyle.plain
        for index in rowCells.startIndex..<used {
            let cell = cells[index]
            let style = color ? cell.style : .plain
            if style != active {
                line += style.sgr
                active = style
            }
            switch cell.content {
            case .blank:
                line.append(" ")
            case .lines(let lines):
                line.append(BoxGlyphs.glyph(for: lines, ascii: ascii))
            case .glyph(let glyph, let role):
                line.append(ascii && !role.isVerbatim ? BoxGlyphs.ascii(glyph) : glyph)
            case .wideTail:
                break  // the glyph to the left already covers this column
            }
        }
        if active != .plain { line += CellStyle.plain.sgr }
        return line
    }
}
