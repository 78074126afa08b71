import PlumbLayout

/// What `writeSVG` draws besides the views.
public struct SVGOptions: Sendable, Hashable {
    /// Points per text cell, as the layout measured text (monospaced: a character is one cell).
    public var cellWidth: Double
    public var cellHeight: Double
    /// Alignment lines, guide marks and the legend below the canvas (`--guides`).
    public var showGuides: Bool
    /// The picture's size is the canvas's (and legend's) in points times this (`--scale`): a
    /// slide wants 2 or 3. The drawing itself stays in points (the viewBox).
    public var scale: Double
    /// A grey frame on the canvas's edge (inside it, one point wide), so that canvases side by
    /// side can be compared: for slides and contact sheets.
    public var framesCanvas: Bool
    /// Put before every id the document defines (the canvas's clip, clips, filters, masks), so
    /// that several pictures can share one document (a contact sheet's panels).
    public var idPrefix = ""
    /// An exercise: its goals' outlines dashed over the views, and its checks under the canvas.
    public var exercise: Exercise?

    public init(
        cellWidth: Double = 8, cellHeight: Double = 16, showGuides: Bool = false, scale: Double = 1,
        framesCanvas: Bool = false
    ) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.showGuides = showGuides
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.framesCanvas = framesCanvas
    }
}

/// Writes the laid-out tree as an SVG picture, in points, unrounded: one SVG unit is one point,
/// the canvas is the picture's size (anything outside it is clipped away), and every view is
/// drawn at its exact frame, the way SwiftUI would paint it: shapes and `Color`s filled with
/// their colour, text in a monospaced face in its frame, one line per laid-out line. Ids label
/// their views in the top-left corner. With `showGuides`, alignment lines are dashed, each
/// child's guide point is a diamond on the line (joined to its view when it lies outside), a
/// 2-D alignment's meeting point a ringed diamond, and the legend follows below the canvas.
///
/// The document is written element by element into `sink`, in painting order (parents first,
/// later siblings over earlier ones), so nothing per view is built up in memory: views are read
/// in place, and numbers go straight into the sink.
public func writeSVG(_ result: LayoutResult, options: SVGOptions = SVGOptions(), to sink: OutputSink) {
    SVGWriter(options: options, out: sink).write(result)
}

/// The whole document as one string (tests, and callers that want it whole).
public func renderSVG(_ result: LayoutResult, options: SVGOptions = SVGOptions()) -> String {
    OutputSink.collectText { writeSVG(result, options: options, to: $0) }
}

/// Calls `body` with every view of the tree in painting order (parents first, children in array
/// order), reading each in place (a laid-out tree by index: `PlacedView.forEachInPaintingOrder`),
/// with an explicit stack: a tree may be deeper than the call stack allows.
func forEachView(in root: PlacedView, _ body: (PlacedView) -> Void) {
    root.forEachInPaintingOrder(
        entering: { view, _, _ in
            body(view)
            return false
        }, leaving: { _, _, _ in })
}

/// Walks the tree in painting order like `forEachView`, handing each view what its parent's
/// `entering` returned (the root gets `context`: a clip, say, that holds for everything inside a
/// view) and its index among its parent's children, and calls `leaving` once the subtree of a
/// view with drawing modifiers (`PlacedView.decorations`), or of a scroll view that clips its
/// content, is done, with what `entering` was handed: what such a view draws over its content (a
/// border) comes after everything inside it, and a group it opened is closed there.
func forEachView<Context>(
    in root: PlacedView, inheriting context: Context,
    entering: (PlacedView, Context, _ index: Int) -> Context,
    leaving: (PlacedView, Context, _ index: Int) -> Void
) {
    // What the views at each depth of the walk are handed: the entry past a view's depth is
    // what it returned, kept while its subtree is walked (and, for `leaving`, its own entry).
    var contexts: [Context] = [context]
    root.forEachInPaintingOrder(
        entering: { view, index, depth in
            let inner = entering(view, contexts[depth], index)
            if contexts.count > depth + 1 { contexts.removeLast(contexts.count - depth - 1) }
            contexts.append(inner)
            return !view.decorations.isEmpty || view.scrollContentFrame != nil
        }, leaving: { view, index, depth in leaving(view, contexts[depth], index) })
}

struct SVGWriter {
    let options: SVGOptions
    let out: OutputSink
    /// Numbers the clip paths, filters and masks drawing modifiers define (`c1`, `f2`, `m3`).
    let definitions: DefinitionCounter

    init(options: SVGOptions, out: OutputSink) {
        self.options = options
        self.out = out
        definitions = DefinitionCounter(prefix: options.idPrefix)
    }

    final class DefinitionCounter {
        var count = 0
        let prefix: String

        init(prefix: String) {
            self.prefix = prefix
        }

        func next(_ kind: String) -> String {
            count += 1
            return "\(prefix)\(kind)\(count)"
        }
    }

    /// Height of one legend line, and the legend's font size.
    private static let legendLine = 14.0
    /// One legend character's advance: 0.6 of the font size (DejaVu Sans Mono's is 0.602, Menlo's
    /// 0.602, Consolas's 0.55), rounded up.
    static let legendCharacterWidth = legendLine * 0.85 * 0.61
    /// The narrowest legend, in points: a narrower canvas gets a picture this wide.
    static let minimumLegendWidth = 320.0

    /// The legend's columns in a picture `width` points wide (4 points of margin each side).
    static func legendColumns(forWidth width: Double) -> Int {
        Int((max(width, minimumLegendWidth) - 8) / legendCharacterWidth)
    }

    /// The most guide labels one picture holds (see `write`).
    static let maximumGuideLabels = 200
    /// The most lines of legend one picture holds (see `write`).
    static let maximumLegendLines = 400

    /// Whether some of `frame` is inside `canvas` (a frame ending on its edge is not).
    static func touches(_ frame: Rect, _ canvas: Rect) -> Bool {
        frame.minX < canvas.maxX && frame.maxX > canvas.minX && frame.minY < canvas.maxY && frame.maxY > canvas.minY
    }

    /// One guide label character's advance (8-point monospace).
    static let labelCharacterWidth = 8 * 0.61
    static let guideColor = "#d0248f"
    /// The guides' colours, one per aligning container in the legend's order (then again): far
    /// apart in hue, each dark enough for text on white.
    static let guidePalette = ["#d0248f", "#0b6fcc", "#d35f00", "#1e8f3e", "#7d3cc8", "#00838f", "#a5000e", "#6b6b00"]
    static let canvasFrameColor = "#8e8e93"

    static func guideColor(_ index: Int) -> String { guidePalette[index % guidePalette.count] }
    static let font = "DejaVu Sans Mono, Menlo, Consolas, monospace"

    /// An exercise's goal outline: a green that reads on white and on the named colours.
    static let goalColor = "#1a7f37"

    func write(_ result: LayoutResult) {
        let canvas = result.canvas
        let width = canvas.width.isFinite ? max(canvas.width, 0) : 0
        let height = canvas.height.isFinite ? max(canvas.height, 0) : 0
        // The legend wraps (at spaces, `TextWrapping`) to the canvas's width, so that the picture
        // is as wide as the canvas; a canvas narrower than `minimumLegendWidth` gets a picture that
        // wide, so that a phrase is not cut every few words.
        let columns = Self.legendColumns(forWidth: width)
        var legend = options.showGuides ? TextWrapping.wrap(renderGuideLegend(result), width: columns) : ""
        if let exercise = options.exercise {
            let checked = TextWrapping.wrap(ExerciseWords.text(exercise, result: result), width: columns)
            legend = legend.isEmpty ? checked : legend + "\n\n" + checked
        }
        var legendLines = legend.isEmpty ? [] : legend.split(separator: "\n", omittingEmptySubsequences: false)
        // Thousands of aligning containers: only those on the canvas have lines, marks and labels
        // (the others would be clipped), at most `maximumGuideLabels` labels (more cover one
        // another and the picture), and at most `maximumLegendLines` lines of legend; the picture
        // says what it left out, in words the legend wraps like its own.
        let canvasRect = Rect(x: 0, y: 0, width: width, height: height)
        var onCanvas = 0
        if options.showGuides {
            forEachView(in: result.root) { view in
                if ViewNames.showsAlignment(view), Self.touches(view.frame, canvasRect) { onCanvas += 1 }
            }
        }
        let labelled = min(onCanvas, Self.maximumGuideLabels)
        if legendLines.count > Self.maximumLegendLines {
            let hidden = legendLines.count - (Self.maximumLegendLines - 1)
            legendLines = Array(legendLines.prefix(Self.maximumLegendLines - 1))
            legendLines.append(
                "  … \(hidden) more lines of legend (plumb explain has them all)")
        }
        if onCanvas > labelled {
            let note =
                "(guide labels: the first \(labelled) of the \(onCanvas) aligning containers on the canvas are labelled "
                + "in the picture; the legend names them)"
            legendLines =
                TextWrapping.wrap(note, width: Self.legendColumns(forWidth: width)).split(separator: "\n")
                .map { " " + $0 } + legendLines
        }
        let legendHeight = legendLines.isEmpty ? 0 : Double(legendLines.count) * Self.legendLine + 12
        let longest = legendLines.map { CellWidth.of($0) }.max() ?? 0
        // At least one point each way: renderers refuse a picture without an area.
        let pictureWidth = max(width, Double(longest) * Self.legendCharacterWidth + 8, 1)
        let pictureHeight = max(height + legendHeight, 1)
        out.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(pictureWidth * options.scale))\" "
                + "height=\"\(n(pictureHeight * options.scale))\" "
                + "viewBox=\"0 0 \(n(pictureWidth)) \(n(pictureHeight))\">\n")
        out.write("<title>Plumb layout, \(n(width))×\(n(height)) points</title>\n")
        out.write(
            "<defs><clipPath id=\"\(options.idPrefix)canvas\"><rect width=\"\(n(width))\" height=\"\(n(height))\"/></clipPath></defs>\n"
        )
        out.write("<rect width=\"\(n(pictureWidth))\" height=\"\(n(pictureHeight))\" fill=\"#ffffff\"/>\n")
        out.write("<g clip-path=\"url(#\(options.idPrefix)canvas)\">\n")
        forEachView(
            in: result.root, inheriting: Paint(),
            entering: { view, paint, index in enter(view, paint: paint, index: index) },
            leaving: { view, paint, index in leave(view, paint: paint, index: index) })
        // Ids over everything, except those of views not drawn (hidden, or a mask). (A tree that
        // sets none has nothing for this pass: flat 10⁵ of `Color.clear` leaves spent 40% of
        // its SVG output stage here.)
        if result.root.mayHaveRareFieldsBelow {
            writeIDs(result, canvas: canvasRect)
        }
        // An exercise's goals: where each view would be, dashed over everything drawn.
        for outline in options.exercise?.goalOutlines(result) ?? [] {
            out.write(
                "<rect x=\"\(n(outline.minX))\" y=\"\(n(outline.minY))\" width=\"\(n(outline.width))\" "
                    + "height=\"\(n(outline.height))\" fill=\"none\" stroke=\"\(Self.goalColor)\" stroke-width=\"2\" "
                    + "stroke-dasharray=\"6 4\"/>\n")
        }
        // Each aligning container in a colour of its own (the legend's order), and its name and
        // guide written by its line.
        var containers = 0
        if options.showGuides {
            // The labels first, then every line and mark over them.
            var labels = 0
            forEachView(in: result.root) { view in
                guard ViewNames.showsAlignment(view) else { return }
                if labels < labelled, Self.touches(view.frame, canvasRect) {
                    writeGuideLabels(
                        of: view, color: Self.guideColor(containers), canvasWidth: width, canvasHeight: height)
                    labels += 1
                }
                containers += 1
            }
            containers = 0
            forEachView(in: result.root) { view in
                guard ViewNames.showsAlignment(view) else { return }
                if Self.touches(view.frame, canvasRect) { writeGuides(of: view, color: Self.guideColor(containers)) }
                containers += 1
            }
        }
        out.write("</g>\n")
        // The canvas framed, so that canvases side by side can be compared.
        if options.framesCanvas {
            out.write(
                "<rect x=\"0.5\" y=\"0.5\" width=\"\(n(max(width - 1, 0)))\" height=\"\(n(max(height - 1, 0)))\" "
                    + "fill=\"none\" stroke=\"\(Self.canvasFrameColor)\" stroke-width=\"1\"/>\n")
        }
        if !legendLines.isEmpty {
            // The canvas's bottom edge, then the legend.
            out.write(
                "<line x1=\"0\" y1=\"\(n(height + 0.5))\" x2=\"\(n(pictureWidth))\" y2=\"\(n(height + 0.5))\" "
                    + "stroke=\"#c8c8c8\" stroke-width=\"1\"/>\n")
            out.write(
                "<g font-family=\"\(Self.font)\" font-size=\"\(n(Self.legendLine * 0.85))\" fill=\"#222222\" xml:space=\"preserve\">\n"
            )
            // A header (a line that does not start with a space) in its container's colour. Each
            // line keeps its spaces itself: Chromium does not inherit `xml:space` from the group.
            var header = 0
            for (index, line) in legendLines.enumerated() {
                let y = height + 8 + Double(index + 1) * Self.legendLine - 3
                if !line.hasPrefix(" "), header < containers {
                    out.write(
                        "<text x=\"4\" y=\"\(n(y))\" fill=\"\(Self.guideColor(header))\" font-weight=\"bold\" xml:space=\"preserve\">"
                            + "\(escaped(line))</text>\n")
                    header += 1
                } else {
                    out.write("<text x=\"4\" y=\"\(n(y))\" xml:space=\"preserve\">\(escaped(line))</text>\n")
                }
            }
            out.write("</g>\n")
        }
        out.write("</svg>\n")
    }

    /// Writes the ids of the views that have one, over everything, except those of views not
    /// drawn (hidden, or a mask).
    private func writeIDs(_ result: LayoutResult, canvas canvasRect: Rect) {
        forEachView(
            in: result.root, inheriting: Paint(),
            entering: { view, outer, index in
                var paint = outer.forSubview(index)
                if !paint.isHidden, !view.decorations.isEmpty {
                    paint = Self.paints(of: view.decorations, around: paint).inside
                }
                if !paint.isHidden, view.id != nil, Self.touches(view.frame, canvasRect) { writeID(of: view) }
                if view.decorations.first == .mask { paint.isMasking = true }
                return paint
            }, leaving: { _, _, _ in })
    }

    // MARK: Views

    func writeContent(of view: PlacedView, paint: Paint) {
        let frame = view.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        switch view.content {
        case .none, .spacer:
            break
        case .shape(let kind):
            writeShape(kind, of: view, paint: paint)
        case .color(let name):
            let name = paint.resolved(name)
            guard !AnsiColor.isClear(name) else { return }
            writeRect(frame, fill: name)
        case .text(let lines, let font):
            var attributes = view.textAttributes
            let (underline, strikethrough) = (attributes.underline?.color, attributes.strikethrough?.color)
            attributes.underline?.color = underline.map(paint.resolved)
            attributes.strikethrough?.color = strikethrough.map(paint.resolved)
            if let points = view.textInPoints {
                writePointText(
                    lines, points, in: frame, color: paint.resolved(view.foregroundColor ?? "primary"),
                    attributes: attributes, alignment: view.textAlignment)
            } else {
                writeText(
                    lines, font: font, in: frame, color: paint.resolved(view.foregroundColor ?? "primary"),
                    isBold: view.isBold, attributes: attributes, alignment: view.textAlignment)
            }
        case .image(let name):
            writeImagePlaceholder(name, in: frame)
        case .symbol(let glyph):
            writeSymbol(glyph, in: frame, color: paint.resolved(view.foregroundColor ?? "primary"))
        case .divider:
            // SwiftUI's divider is a hairline: its frame is one point thick across the stack.
            writeRect(frame, fill: "#c6c6c8")
        }
    }

    /// `<rect x y width height [rx] fill/>`; `fill` is a colour name or hex colour.
    func writeRect(_ frame: Rect, radius: Double? = nil, fill: String) {
        out.write("<rect" as StaticString)
        writeRectAttributes(frame)
        if let radius { attribute("rx", radius) }
        writePaint("fill", fill)
        out.write("/>\n" as StaticString)
    }

    /// A shape filled with its foreground colour, or with its `fill`s and `stroke`s in order.
    private func writeShape(_ kind: ShapeKind, of view: PlacedView, paint: Paint) {
        let styles = view.decorations.prefix(while: \.isShapeStyle)
        let foreground = paint.resolved(view.foregroundColor ?? "primary")
        guard !styles.isEmpty else {
            writeShapeGeometry(kind, in: view.frame)
            writePaint("fill", foreground)
            out.write("/>\n" as StaticString)
            return
        }
        for style in styles {
            switch style {
            case .fill(let name):
                writeShapeGeometry(kind, in: view.frame)
                writePaint("fill", name.map(paint.resolved) ?? foreground)
                out.write("/>\n" as StaticString)
            case .stroke(let name, let lineWidth, let isInset):
                // strokeBorder strokes the shape inset by half the line: the line lies inside.
                writeShapeGeometry(kind, in: view.frame, inset: isInset ? lineWidth / 2 : 0)
                out.write(" fill=\"none\"" as StaticString)
                writePaint("stroke", name.map(paint.resolved) ?? foreground)
                attribute("stroke-width", lineWidth)
                out.write("/>\n" as StaticString)
            default:
                break
            }
        }
    }

    /// `<rect …`, `<circle …` or `<ellipse …` with the shape's geometry in `frame` (inset by
    /// `inset` on every side), left open for its paint.
    func writeShapeGeometry(_ kind: ShapeKind, in frame: Rect, inset: Double = 0) {
        var frame = frame
        if inset != 0 {
            frame = Rect(
                x: frame.minX + inset, y: frame.minY + inset, width: max(frame.width - 2 * inset, 0),
                height: max(frame.height - 2 * inset, 0))
        }
        let short = min(frame.width, frame.height)
        switch kind {
        case .rectangle:
            out.write("<rect" as StaticString)
            writeRectAttributes(frame)
        case .roundedRectangle(let radius):
            out.write("<rect" as StaticString)
            writeRectAttributes(frame)
            attribute("rx", min(max(radius - inset, 0), short / 2))
        case .capsule:
            out.write("<rect" as StaticString)
            writeRectAttributes(frame)
            attribute("rx", short / 2)
        case .circle:
            out.write("<circle" as StaticString)
            attribute("cx", frame.minX + frame.width / 2)
            attribute("cy", frame.minY + frame.height / 2)
            attribute("r", short / 2)
        case .ellipse:
            out.write("<ellipse" as StaticString)
            attribute("cx", frame.minX + frame.width / 2)
            attribute("cy", frame.minY + frame.height / 2)
            attribute("rx", frame.width / 2)
            attribute("ry", frame.height / 2)
        }
    }

    /// ` fill="#rrggbb"` (or another property) for a colour name or hex colour, and
    /// ` fill-opacity="…"` when the colour is translucent.
    func writePaint(_ property: StaticString, _ color: String) {
        out.write(byte: 0x20)
        out.write(property)
        out.write("=\"" as StaticString)
        // `.clear` (and any colour of opacity 0) paints nothing: a shape filled with it is unseen.
        if AnsiColor.isClear(color) {
            out.write("none\"" as StaticString)
            return
        }
        out.write(Self.hex(for: color))
        out.write(byte: 0x22)
        if color.utf8.first == UInt8(ascii: "#"), let value = ColorValue(color), value.opacity < 1 {
            out.write(byte: 0x20)
            out.write(property)
            out.write("-opacity=\"" as StaticString)
            Self.withCoordinate(value.opacity) { out.write($0) }
            out.write(byte: 0x22)
        }
    }

    /// Each laid-out line at its place: lines `lineRows` cells and the text's `lineSpacing` apart,
    /// the baseline where layout put it (`scale` cells below the line's top, as `TextLayout`
    /// measures), each character `scale` cells wide (`textLength` holds the font to the layout's
    /// width), clipped to the frame.
    private func writeText(
        _ lines: [String], font: FontStyle, in frame: Rect, color: String, isBold: Bool, attributes: TextAttributes,
        alignment: TextAlignment = .leading
    ) {
        let scale = Double(font.scale)
        let pitch = options.cellHeight * Double(font.lineRows) + attributes.lineSpacing
        // A monospaced face's advance is 0.6 em, and its ascent about 0.75 em.
        let size = min(options.cellWidth * scale / 0.6, options.cellHeight * scale)
        // Clipped to the frame, except below it: the last line's descenders hang under the
        // baseline, which layout puts on the frame's bottom edge.
        var clip = frame
        clip.size.height += size * 0.3
        out.write("<svg" as StaticString)
        writeRectAttributes(clip)
        out.write(" overflow=\"hidden\"><g font-family=\"" as StaticString)
        out.write(Self.font)
        out.write("\"" as StaticString)
        attribute("font-size", size)
        writePaint("fill", color)
        if let weight = attributes.weight {
            out.write(" font-weight=\"\(weight.numericValue)\"")
        } else if font.isEmphasized || font.scale > 1 || isBold {
            out.write(" font-weight=\"bold\"" as StaticString)
        }
        if attributes.isItalic { out.write(" font-style=\"italic\"" as StaticString) }
        out.write(" xml:space=\"preserve\">\n" as StaticString)
        for (index, line) in lines.enumerated() {
            let cells = CellWidth.of(line)
            guard cells > 0 else { continue }
            let baseline = Double(index) * pitch + options.cellHeight * scale
            let length = Double(cells) * options.cellWidth * scale
            let x = max(0, frame.width - length) * alignment.fraction
            out.write("<text" as StaticString)
            attribute("x", x)
            attribute("y", baseline)
            attribute("textLength", length)
            out.write(" lengthAdjust=\"spacingAndGlyphs\">" as StaticString)
            writeEscaped(line)
            out.write("</text>\n" as StaticString)
            // Below the baseline, and through the middle of the lower-case letters.
            if let line = attributes.underline {
                writeTextLine(line, x: x, y: baseline + size * 0.15, length: length, size: size, color: color)
            }
            if let line = attributes.strikethrough {
                writeTextLine(line, x: x, y: baseline - size * 0.3, length: length, size: size, color: color)
            }
        }
        out.write("</g></svg>\n" as StaticString)
    }

    /// Text measured in points: a sans-serif at the font's size and weight, each line's
    /// baseline one ascender below its top, lines a line height and the `lineSpacing` apart,
    /// each held to the width layout measured (`textLength`), clipped to the frame (the last
    /// line's descenders aside).
    private func writePointText(
        _ lines: [String], _ points: TextInPoints, in frame: Rect, color: String, attributes: TextAttributes,
        alignment: TextAlignment
    ) {
        let pitch = points.lineHeight + attributes.lineSpacing
        var clip = frame
        clip.size.height += points.size * 0.3
        out.write("<svg" as StaticString)
        writeRectAttributes(clip)
        out.write(" overflow=\"hidden\"><g font-family=\"" as StaticString)
        out.write(points.size >= 20 ? Self.pointDisplayFont : Self.pointFont)
        out.write("\"" as StaticString)
        attribute("font-size", points.size)
        // SF's tracking, for a viewer that ignores `textLength`.
        if points.tracking != 0 { attribute("letter-spacing", points.tracking) }
        writePaint("fill", color)
        let weight = attributes.weight ?? points.weight
        if weight != .regular { out.write(" font-weight=\"\(weight.numericValue)\"") }
        if attributes.isItalic { out.write(" font-style=\"italic\"" as StaticString) }
        out.write(" xml:space=\"preserve\">\n" as StaticString)
        for (index, line) in lines.enumerated() {
            let length = index < points.lineWidths.count ? points.lineWidths[index] : 0
            guard length > 0 else { continue }
            let baseline = Double(index) * pitch + points.ascender
            let x = max(0, frame.width - length) * alignment.fraction
            out.write("<text" as StaticString)
            attribute("x", x)
            attribute("y", baseline)
            attribute("textLength", length)
            out.write(" lengthAdjust=\"spacingAndGlyphs\">" as StaticString)
            writeEscaped(line)
            out.write("</text>\n" as StaticString)
            if let line = attributes.underline {
                writeTextLine(
                    line, x: x, y: baseline + points.size * 0.15, length: length, size: points.size, color: color)
            }
            if let line = attributes.strikethrough {
                writeTextLine(
                    line, x: x, y: baseline - points.size * 0.3, length: length, size: points.size, color: color)
            }
        }
        out.write("</g></svg>\n" as StaticString)
    }

    /// The faces text measured in points is drawn in: SF where it is installed, else the sans-serif
    /// its widths were measured in (Inter; Inter Display from 20 points, where SF switches to its
    /// Display design), else any.
    static let pointFont = "SF Pro Text, Inter, system-ui, -apple-system, Helvetica, Arial, sans-serif"
    static let pointDisplayFont =
        "SF Pro Display, Inter Display, Inter, system-ui, -apple-system, Helvetica, sans-serif"

    /// An asset image (no pixels in Plumb): a light grey box crossed corner to corner, its name
    /// in the middle.
    private func writeImagePlaceholder(_ name: String, in frame: Rect) {
        writeRect(frame, fill: "#e5e5ea")
        out.write("<path d=\"M" as StaticString)
        out.write(n(frame.minX))
        out.write(" " as StaticString)
        out.write(n(frame.minY))
        out.write("L" as StaticString)
        out.write(n(frame.maxX))
        out.write(" " as StaticString)
        out.write(n(frame.maxY))
        out.write("M" as StaticString)
        out.write(n(frame.maxX))
        out.write(" " as StaticString)
        out.write(n(frame.minY))
        out.write("L" as StaticString)
        out.write(n(frame.minX))
        out.write(" " as StaticString)
        out.write(n(frame.maxY))
        out.write("\" stroke=\"#aeaeb2\" stroke-width=\"1\" fill=\"none\"/>\n" as StaticString)
        out.write("<text" as StaticString)
        attribute("x", frame.minX + frame.width / 2)
        attribute("y", frame.minY + frame.height / 2 + 4)
        out.write(" text-anchor=\"middle\" font-family=\"" as StaticString)
        out.write(Self.font)
        out.write("\" font-size=\"11\" fill=\"#3a3a3c\" xml:space=\"preserve\">" as StaticString)
        writeEscaped(name)
        out.write("</text>\n" as StaticString)
    }

    /// A symbol image: its one character, centred in its box, a line of body text tall.
    private func writeSymbol(_ glyph: String, in frame: Rect, color: String) {
        let size = min(frame.width, frame.height) * 0.8
        guard size > 0 else { return }
        out.write("<text" as StaticString)
        attribute("x", frame.minX + frame.width / 2)
        attribute("y", frame.minY + frame.height / 2 + size * 0.35)
        out.write(" text-anchor=\"middle\" font-family=\"" as StaticString)
        out.write(Self.font)
        out.write("\"" as StaticString)
        attribute("font-size", size)
        writePaint("fill", color)
        out.write(">" as StaticString)
        writeEscaped(glyph)
        out.write("</text>\n" as StaticString)
    }

    /// An underline or strikethrough of one text line, `size / 14` thick, dashed by its pattern.
    private func writeTextLine(_ line: TextLine, x: Double, y: Double, length: Double, size: Double, color: String) {
        let thickness = max(size / 14, 0.5)
        out.write("<line" as StaticString)
        attribute("x1", x)
        attribute("y1", y)
        attribute("x2", x + length)
        attribute("y2", y)
        writePaint("stroke", line.color ?? color)
        attribute("stroke-width", thickness)
        let dashes: [Double]
        switch line.pattern {
        case .solid: dashes = []
        case .dot: dashes = [1, 2]
        case .dash: dashes = [4, 2]
        case .dashDot: dashes = [4, 2, 1, 2]
        case .dashDotDot: dashes = [4, 2, 1, 2, 1, 2]
        }
        if !dashes.isEmpty {
            out.write(" stroke-dasharray=\"\(dashes.map { n($0 * thickness) }.joined(separator: " "))\"")
        }
        out.write("/>\n" as StaticString)
    }

    /// The id in the view's top-left corner, small, with a white halo so that it reads on any fill.
    private func writeID(of view: PlacedView) {
        guard let id = view.id, view.frame.minX.isFinite, view.frame.minY.isFinite else { return }
        out.write("<text" as StaticString)
        attribute("x", view.frame.minX + 2)
        attribute("y", view.frame.minY + 10)
        out.write(" font-family=\"" as StaticString)
        out.write(Self.font)
        out.write(
            "\" font-size=\"9\" fill=\"#333333\" stroke=\"#ffffff\" stroke-width=\"2.5\" paint-order=\"stroke\" xml:space=\"preserve\">#"
                as StaticString)
        writeEscaped(id)
        out.write("</text>\n" as StaticString)
    }

    // MARK: Guides

    /// "VStack: leading x = 20" by the start of each of the container's lines, on a white box
    /// edged in the guide's colour (readable over any fill: a halo alone left letters on a purple
    /// circle hard to read), past the diamond that may sit there and inside the canvas. Written
    /// before every line and mark, which are drawn over the labels: marks win.
    private func writeGuideLabels(
        of container: PlacedView, color: String, canvasWidth: Double, canvasHeight: Double
    ) {
        let frame = container.frame
        for line in container.alignmentLines where line.position.isFinite {
            // A line off the canvas is not seen: no label for it.
            guard line.position >= 0, line.position <= (line.axis == .horizontal ? canvasWidth : canvasHeight)
            else { continue }
            let label =
                "\(ViewNames.chain(container)): \(line.guide) \(line.axis == .horizontal ? "x" : "y") = "
                + formatPoints(line.position)
            let labelWidth = Double(CellWidth.of(label)) * Self.labelCharacterWidth
            var (x, y) =
                line.axis == .horizontal ? (line.position + 6, frame.minY + 9) : (frame.minX + 6, line.position - 3)
            x = max(min(x, canvasWidth - labelWidth - 2), 2)
            y = max(y, 9)
            guard x.isFinite, y.isFinite else { continue }
            out.write(
                "<rect x=\"\(n(x - 1.5))\" y=\"\(n(y - 7.5))\" width=\"\(n(labelWidth + 3))\" height=\"10\" rx=\"1.5\" "
                    + "fill=\"#ffffff\" fill-opacity=\"0.92\" stroke=\"\(color)\" stroke-width=\"0.5\"/>\n")
            out.write(
                "<text x=\"\(n(x))\" y=\"\(n(y))\" font-family=\"\(Self.font)\" font-size=\"8\" fill=\"\(color)\" "
                    + "xml:space=\"preserve\">\(escaped(label))</text>\n")
        }
    }

    /// A container's alignment lines (dashed, across its frame) and where each child's guide lies.
    private func writeGuides(of container: PlacedView, color: String) {
        let frame = container.frame
        for line in container.alignmentLines where line.position.isFinite {
            let (x1, y1, x2, y2) =
                line.axis == .horizontal
                ? (line.position, frame.minY, line.position, frame.maxY)
                : (frame.minX, line.position, frame.maxX, line.position)
            out.write(
                "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\" "
                    + "stroke-width=\"1\" stroke-dasharray=\"3 2\"/>\n")
        }
        let horizontal = container.alignmentLines.first { $0.axis == .horizontal }
        let vertical = container.alignmentLines.first { $0.axis == .vertical }
        if let horizontal, let vertical {
            // A 2-D alignment: every child's guide point is where the two lines meet.
            let point = Point(x: horizontal.position, y: vertical.position)
            out.write(
                "<circle cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"6\" fill=\"none\" stroke=\"\(color)\" "
                    + "stroke-width=\"1.5\"/>\n")
            writeDiamond(at: point, color: color)
            return
        }
        guard let line = horizontal ?? vertical else { return }
        for child in container.children
        where child.guideMarks.contains(where: { $0.axis == line.axis && $0.guide == line.guide }) {
            let box = child.frame
            // On the line, at the child's top edge (x guide) or leading edge (y guide).
            let point =
                line.axis == .horizontal
                ? Point(x: line.position, y: box.minY) : Point(x: box.minX, y: line.position)
            let (lower, upper) = line.axis == .horizontal ? (box.minX, box.maxX) : (box.minY, box.maxY)
            if line.position > upper || line.position < lower {
                let edge = line.position > upper ? upper : lower
                let (x1, y1) = line.axis == .horizontal ? (edge, point.y) : (point.x, edge)
                out.write(
                    "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(point.x))\" y2=\"\(n(point.y))\" stroke=\"\(color)\" "
                        + "stroke-width=\"1\" stroke-dasharray=\"1 2\"/>\n")
            }
            writeDiamond(at: point, color: color)
        }
    }

    private func writeDiamond(at point: Point, color: String) {
        let r = 4.0
        out.write(
            "<path d=\"M\(n(point.x)) \(n(point.y - r))L\(n(point.x + r)) \(n(point.y))L\(n(point.x)) \(n(point.y + r))"
                + "L\(n(point.x - r)) \(n(point.y))Z\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"0.75\"/>\n"
        )
    }

    // MARK: Values

    /// ` x="…" y="…" width="…" height="…"` (negative sizes as 0).
    func writeRectAttributes(_ frame: Rect) {
        attribute("x", frame.minX)
        attribute("y", frame.minY)
        attribute("width", max(frame.width, 0))
        attribute("height", max(frame.height, 0))
    }

    /// ` name="value"`, the value as `n` writes it.
    func attribute(_ name: StaticString, _ value: Double) {
        out.write(byte: 0x20)
        out.write(name)
        out.write("=\"" as StaticString)
        Self.withCoordinate(value) { out.write($0) }
        out.write(byte: 0x22)
    }

    /// A coordinate: at most four decimals, no trailing zeros, never an exponent.
    func n(_ value: Double) -> String {
        Self.withCoordinate(value) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the text of `n(value)`, made in a buffer on the stack.
    static func withCoordinate<T>(_ value: Double, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        // Sign, 10 digits of whole points (clamped to 1e9), point, 4 decimals.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var count = 0
            func append(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            guard value.isFinite else {
                append(0x30)
                return body(UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[0..<count]))
            }
            let clamped = min(max(value, -1e9), 1e9)
            let scaled = (clamped * 10_000).rounded()
            let magnitude = UInt64(abs(scaled))
            if scaled < 0 { append(0x2D) }
            let whole = magnitude / 10_000
            var place: UInt64 = 1
            while place <= whole / 10 { place *= 10 }
            while place > 0 {
                append(UInt8(whole / place % 10) + 0x30)
                place /= 10
            }
            var fraction = magnitude % 10_000
            if fraction > 0 {
                append(0x2E)
                place = 1000
                while fraction > 0 {
                    append(UInt8(fraction / place) + 0x30)
                    fraction %= place
                    place /= 10
                }
            }
            return body(UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[0..<count]))
        }
    }

    /// Text content with XML's special characters escaped and control characters as `?`.
    func escaped(_ text: some StringProtocol) -> String { Self.escape(text) }

    /// `escaped`, for callers without a writer (contact sheets).
    static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = Self.replacement(for: scalar) {
                result += replacement.description
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `escaped(text)`, written into the sink.
    private func writeEscaped(_ text: String) {
        for scalar in text.unicodeScalars {
            if let replacement = Self.replacement(for: scalar) {
                out.write(replacement)
            } else if scalar.isASCII {
                out.write(byte: UInt8(scalar.value))
            } else {
                for byte in UTF8.encode(scalar)! { out.write(byte: byte) }
            }
        }
    }

    /// What XML text shows for `scalar` instead of itself, if anything.
    private static func replacement(for scalar: Unicode.Scalar) -> StaticString? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        default:
            if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) || scalar.value == 0xFFFE
                || scalar.value == 0xFFFF
            {
                return "?"
            }
            return nil
        }
    }

    /// SwiftUI's light-mode system colours by name; a hex colour as `#rrggbb` (its opacity is
    /// written apart); unknown names are grey.
    static func hex(for name: String) -> String { hex(for: PlumbColor(name)) }

    /// The colour's `#rrggbb`: SwiftUI's light-mode system colours (`PlumbColor.Named.hex`).
    static func hex(for color: PlumbColor) -> String {
        switch color {
        case .custom(let value): return value.rgbHex
        case .unknown: return "#8e8e93"
        case .named(let named): return ColorValue.named[named.rawValue]?.rgbHex ?? "#8e8e93"
        }
    }
}
