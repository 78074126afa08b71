import PlumbLayout

/// `--variants` as a contact sheet: one panel per variant, in a grid whose rows are the
/// values of one key and whose columns are the values of the other (`--variants width=320,480
/// --variants dynamic-type=large,accessibility3`: two rows of two), each panel its caption over
/// its canvas, framed, so that widths can be compared, or over its error when that variant failed
/// (the others still draw). In a terminal the panels sit side by side when the width allows, and
/// are drawn at a larger cell size when they do not (as `ScreenFit` does for one figure); as SVG
/// they are one document.
public enum ContactSheet {
    /// One variant.
    public struct Panel: Sendable {
        /// "width=320, dynamic-type=large".
        public var caption: String
        /// Its place in the grid: the row (the first key's value) and column (the second's).
        public var row: Int
        public var column: Int

        public init(caption: String, row: Int, column: Int) {
            self.caption = caption
            self.row = row
            self.column = column
        }
    }

    /// A variant that failed: its message is shown in its panel.
    public struct PanelError: Error, Sendable, Hashable {
        public var message: String

        public init(_ message: String) {
            self.message = message
        }
    }

    /// The grid places of `count` variants, the product of `first` × `second` values (the first
    /// key varies slowest, as `--variants` combines them): rows for the first key, columns for
    /// the second. With one key (`second` 1), one row.
    public static func gridPlaces(first: Int, second: Int) -> [(row: Int, column: Int)] {
        guard second > 1 else { return (0..<first).map { (0, $0) } }
        return (0..<(first * second)).map { ($0 / second, $0 % second) }
    }

    /// The sheet as text, and what it did.
    public struct Text: Sendable, Hashable {
        public var text: String
        /// The cell size the panels were drawn at.
        public var cellWidth: Double
        public var cellHeight: Double
        /// Whether the panels are in their grid (false: one under another, as the width forced).
        public var isGrid: Bool
        public var fits: Bool
        /// For the status line: nil when drawn at the requested cell size in the grid.
        public var note: String?
    }

    /// Draws the panels. `layout(index, cellWidth, cellHeight)` lays variant `index` out with text
    /// measured in cells of that size, or says why it failed. `columns` × `rows`: the screen
    /// (`reservedRows` of it kept for a status line); nil: not a terminal, drawn at the requested
    /// cell size in the grid.
    public static func renderText(
        _ panels: [Panel], options: DiagramOptions, columns: Int?, rows: Int?, reservedRows: Int = 0,
        layout: (_ index: Int, _ cellWidth: Double, _ cellHeight: Double) -> Result<LayoutResult, PanelError>
    ) -> Text {
        guard !panels.isEmpty else {
            return Text(
                text: "", cellWidth: options.cellWidth, cellHeight: options.cellHeight, isGrid: true, fits: true,
                note: nil)
        }
        let screen = columns.map { (max($0, 1), max((rows ?? Int.max) - reservedRows, 1)) }
        var fallback: (blocks: [[String]], scale: Double)?
        for scale in ScreenFit.scales {
            var scaled = options
            scaled.cellWidth = options.cellWidth * scale
            scaled.cellHeight = options.cellHeight * scale
            let blocks = panels.indices.map { index in
                block(panels[index], layout(index, scaled.cellWidth, scaled.cellHeight), options: scaled)
            }
            if fallback == nil { fallback = (blocks, scale) }
            let grid = arrange(blocks, panels: panels, stacked: false)
            guard let (width, height) = screen else {
                return Text(
                    text: grid.text, cellWidth: scaled.cellWidth, cellHeight: scaled.cellHeight, isGrid: true,
                    fits: true, note: nil)
            }
            if grid.width <= width && grid.height <= height {
                return Text(
                    text: grid.text, cellWidth: scaled.cellWidth, cellHeight: scaled.cellHeight, isGrid: true,
                    fits: true,
                    note: scale == 1 ? nil : "panels drawn at \(cell(scaled)) (not \(cell(options))) to fit")
            }
            let stacked = arrange(blocks, panels: panels, stacked: true)
            if stacked.width <= width && stacked.height <= height {
                return Text(
                    text: stacked.text, cellWidth: scaled.cellWidth, cellHeight: scaled.cellHeight, isGrid: false,
                    fits: true, note: "panels one under another at \(cell(scaled)): the grid does not fit")
            }
        }
        // Nothing fits: the grid at the requested size, and say so.
        let grid = arrange(fallback!.blocks, panels: panels, stacked: false)
        let size = screen.map { "\($0.0)×\($0.1) cells" } ?? "the screen"
        return Text(
            text: grid.text, cellWidth: options.cellWidth, cellHeight: options.cellHeight, isGrid: true, fits: false,
            note: "the \(panels.count) panels do not fit \(size) at any cell size: drawn at \(cell(options))")
    }

    private static func cell(_ options: DiagramOptions) -> String {
        "\(formatPoints(options.cellWidth))×\(formatPoints(options.cellHeight)) points a cell"
    }

    /// One panel's lines: the caption, then the canvas (or the error) in a frame.
    static func block(_ panel: Panel, _ outcome: Result<LayoutResult, PanelError>, options: DiagramOptions)
        -> [String]
    {
        let glyphs = options.ascii ? ("+", "-", "|", "+", "+", "+") : ("┌", "─", "│", "┐", "└", "┘")
        var inside: [String]
        var width: Int
        switch outcome {
        case .success(let result):
            let cells = diagramCells(result, options: options)
            width = max(cells.columns, 1)
            inside = renderDiagram(result, options: options).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            while inside.count < cells.rows { inside.append("") }
        case .failure(let error):
            width = 40
            let text = "failed: " + error.message
            inside = TextWrapping.wrap(text, width: width).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            width = max(inside.map { visibleCellWidth($0) }.max() ?? 1, 1)
        }
        // (The frame is the canvas's own width, never widened for a long caption: widths compare.)
        var lines = [panel.caption]
        lines.append(glyphs.0 + String(repeating: glyphs.1, count: width) + glyphs.3)
        for line in inside {
            lines.append(
                glyphs.2 + line + String(repeating: " ", count: max(width - visibleCellWidth(line), 0)) + glyphs.2)
        }
        lines.append(glyphs.4 + String(repeating: glyphs.1, count: width) + glyphs.5)
        return lines
    }

    /// The blocks in their grid (or one under another), 2 columns and 1 row apart.
    static func arrange(_ blocks: [[String]], panels: [Panel], stacked: Bool) -> (text: String, width: Int, height: Int)
    {
        let places: [(row: Int, column: Int)] =
            stacked ? panels.indices.map { (row: $0, column: 0) } : panels.map { (row: $0.row, column: $0.column) }
        let rowCount = (places.map(\.row).max() ?? 0) + 1
        let columnCount = (places.map(\.column).max() ?? 0) + 1
        var columnWidths = Array(repeating: 0, count: columnCount)
        var rowHeights = Array(repeating: 0, count: rowCount)
        for (index, block) in blocks.enumerated() {
            let place = places[index]
            columnWidths[place.column] = max(columnWidths[place.column], block.map { visibleCellWidth($0) }.max() ?? 0)
            rowHeights[place.row] = max(rowHeights[place.row], block.count)
        }
        var lines: [String] = []
        for row in 0..<rowCount {
            if row > 0 { lines.append("") }
            var cells: [Int: [String]] = [:]
            for (index, place) in places.enumerated() where place.row == row { cells[place.column] = blocks[index] }
            for line in 0..<rowHeights[row] {
                var text = ""
                for column in 0..<columnCount {
                    let part = cells[column].flatMap { line < $0.count ? $0[line] : nil } ?? ""
                    text += part
                    if column < columnCount - 1 {
                        text += String(repeating: " ", count: columnWidths[column] - visibleCellWidth(part) + 2)
                    }
                }
                while text.hasSuffix(" ") { text.removeLast() }
                lines.append(text)
            }
        }
        let width = columnWidths.reduce(0, +) + 2 * (columnCount - 1)
        return (lines.joined(separator: "\n"), width, lines.count)
    }

    // MARK: SVG

    /// All panels in ONE SVG document: each panel's caption over its picture (`writeSVG`, with ids
    /// of its own and its canvas framed), or over its error, in the grid, 24 points apart.
    public static func writeSVG(
        _ panels: [Panel], outcomes: [Result<LayoutResult, PanelError>], options: SVGOptions, to sink: OutputSink
    ) {
        precondition(panels.count == outcomes.count, "one outcome per panel")
        let captionHeight = 20.0
        let gap = 24.0
        // Each panel's picture, made first: its size sets the grid's.
        var pictures: [(svg: String, width: Double, height: Double)] = []
        for (index, outcome) in outcomes.enumerated() {
            var panelOptions = options
            panelOptions.idPrefix = "p\(index + 1)-"
            panelOptions.framesCanvas = true
            panelOptions.scale = 1
            switch outcome {
            case .success(let result):
                let svg = PlumbRender.renderSVG(result, options: panelOptions)
                let (width, height) = svgSize(svg)
                pictures.append((svg, width, height))
            case .failure(let error):
                let lines = TextWrapping.wrap("failed: " + error.message, width: 48).split(separator: "\n")
                var svg =
                    "<g font-family=\"\(SVGWriter.font)\" font-size=\"12\" fill=\"#b00020\" xml:space=\"preserve\">\n"
                for (number, line) in lines.enumerated() {
                    svg += "<text x=\"6\" y=\"\(18 + 15 * number)\">\(escaped(String(line)))</text>\n"
                }
                svg += "</g>\n"
                let height = Double(lines.count) * 15 + 12
                svg +=
                    "<rect x=\"0.5\" y=\"0.5\" width=\"\(48 * 7.2 + 11)\" height=\"\(height - 1)\" fill=\"none\" "
                    + "stroke=\"\(SVGWriter.canvasFrameColor)\" stroke-width=\"1\"/>\n"
                pictures.append((svg, 48 * 7.2 + 12, height))
            }
        }
        let rowCount = (panels.map(\.row).max() ?? 0) + 1
        let columnCount = (panels.map(\.column).max() ?? 0) + 1
        var columnWidths = Array(repeating: 0.0, count: columnCount)
        var rowHeights = Array(repeating: 0.0, count: rowCount)
        for (index, panel) in panels.enumerated() {
            let captionWidth = Double(CellWidth.of(panel.caption)) * 13 * 0.6 + 4
            columnWidths[panel.column] = max(columnWidths[panel.column], pictures[index].width, captionWidth)
            rowHeights[panel.row] = max(rowHeights[panel.row], pictures[index].height + captionHeight)
        }
        func offset(_ lengths: [Double], _ index: Int) -> Double {
            lengths.prefix(index).reduce(gap, +) + gap * Double(index)
        }
        let width = offset(columnWidths, columnCount)
        let height = offset(rowHeights, rowCount)
        let scale = options.scale
        sink.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width * scale))\" "
                + "height=\"\(number(height * scale))\" viewBox=\"0 0 \(number(width)) \(number(height))\">\n")
        sink.write("<title>Plumb variants: \(panels.count) panels</title>\n")
        sink.write("<rect width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>\n")
        for (index, panel) in panels.enumerated() {
            let x = offset(columnWidths, panel.column)
            let y = offset(rowHeights, panel.row)
            sink.write(
                "<text x=\"\(number(x))\" y=\"\(number(y + 14))\" font-family=\"\(SVGWriter.font)\" font-size=\"13\" "
                    + "fill=\"#222222\" font-weight=\"bold\">\(escaped(panel.caption))</text>\n")
            sink.write("<g transform=\"translate(\(number(x)) \(number(y + captionHeight)))\">\n")
            sink.write(pictures[index].svg)
            sink.write("</g>\n")
        }
        sink.write("</svg>\n")
    }

    /// The whole sheet as one string.
    public static func renderSVG(
        _ panels: [Panel], outcomes: [Result<LayoutResult, PanelError>], options: SVGOptions = SVGOptions()
    ) -> String {
        OutputSink.collectText { writeSVG(panels, outcomes: outcomes, options: options, to: $0) }
    }

    /// The width and height attributes of a document `writeSVG` wrote (its first element).
    private static func svgSize(_ svg: String) -> (Double, Double) {
        let head = Array(svg.utf8.prefix { $0 != UInt8(ascii: ">") })
        func value(_ name: String) -> Double {
            let pattern = Array(" \(name)=\"".utf8)
            guard let start = String.byteOffset(of: pattern, in: head, from: 0) else { return 0 }
            let digits = head[(start + pattern.count)...].prefix { $0 != UInt8(ascii: "\"") }
            return Double(String(decoding: digits, as: UTF8.self)) ?? 0
        }
        return (value("width"), value("height"))
    }

    private static func number(_ value: Double) -> String { formatPoints(value) }

    /// XML text: special characters escaped, control characters as `?` (`SVGWriter.escaped`).
    private static func escaped(_ text: String) -> String {
        SVGWriter.escape(text)
    }
}
