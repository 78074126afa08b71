import PlumbLayout

/// Draws a laid-out tree as a character diagram: one line per cell row, separated by "\n",
/// trailing blank cells trimmed, no final newline.
///
/// Views are painted in tree order (children in the order written, or by `zIndex` where a
/// container's children have one, so later siblings cover earlier ones); outlines merge into
/// junctions, text covers whatever is under it. Guides (with `showGuides`) go underneath
/// everything, id labels and clipping markers on top.
public func renderDiagram(_ result: LayoutResult, options: DiagramOptions) -> String {
    OutputSink.collectText { writeDiagram(result, options: options, to: $0) }
}

/// `renderDiagram`, written row by row into `sink`.
public func writeDiagram(_ result: LayoutResult, options: DiagramOptions, to sink: OutputSink) {
    var renderer = DiagramRenderer(result: result, options: options)
    renderer.draw()
    renderer.canvas.write(
        to: sink, ascii: options.ascii, color: options.color, window: options.window,
        rows: options.trimsBlankRows ? renderer.canvas.rowsWithContent : nil)
}

/// How many rows `writeDiagram` writes: the canvas's, or with `trimsBlankRows` those from the
/// first that holds anything to the last.
public func diagramRowsWritten(_ result: LayoutResult, options: DiagramOptions) -> Int {
    guard options.trimsBlankRows else { return diagramCells(result, options: options).rows }
    var renderer = DiagramRenderer(result: result, options: options)
    renderer.draw()
    return renderer.canvas.rowsWithContent.count
}

/// The size of the diagram `renderDiagram` draws, in cells: the canvas plus the cells inserted
/// to keep gaps open.
public func diagramCells(_ result: LayoutResult, options: DiagramOptions) -> (columns: Int, rows: Int) {
    let mapping = CellMapping(cellWidth: options.cellWidth, cellHeight: options.cellHeight)
        .keepingGaps(in: result.root)
    let bounds = mapping.canvasCells(result.canvas)
    return (bounds.width, bounds.height)
}

/// Whether the diagram `renderDiagram` draws is cut: some view's cells run past the canvas's
/// edge, where it draws `› ‹ ˅ ˄` (a ScrollView's content beyond its own frame is not a cut).
public func diagramIsCut(_ result: LayoutResult, options: DiagramOptions) -> Bool {
    !DiagramRenderer(result: result, options: options).clipMarkers.marks.isEmpty
}

struct DiagramRenderer {
    let options: DiagramOptions
    let mapping: CellMapping
    /// Every view that has cells, parents before children and siblings in the order written (or
    /// by `zIndex`): the painting order. Flattened once so that each pass is a plain loop. A view
    /// with drawing modifiers may appear more than once: its content, and what its modifiers
    /// draw (a shadow before it, a border after its subviews), as `layers` says.
    private(set) var views: [(view: PlacedView, cells: CellRect)]
    /// For each of `views`, what it is drawn as.
    let layers: [Layer]
    /// For each of `views`, how it is drawn: the cells it may be drawn in (its ScrollViews' frames
    /// and clipping shapes), its opacity and tint.
    let paints: [Paint]
    var canvas: CellCanvas
    /// The outlines of an exercise's goals, in points (`DiagramOptions.exercise`).
    let goalOutlines: [Rect]
    /// Name and id labels of fills and shapes, placed after everything else is drawn (see
    /// `placeLabels`).
    var pendingLabels: [PendingLabel] = []
    /// The cells of every one-row text, made when a two-row box first asks (`textRow`).
    var textCells: [(CellRect, Int)]?

    struct PendingLabel {
        var owner: Int
        var candidates: [String]
        /// Where the label may go (cells the view still owns at the end).
        var area: CellRect
        /// The row tried first; then the rows nearest to it.
        var middleRow: Int
        /// Whether to try " label " first (on fills, so that a name stands out).
        var isPadded: Bool
        var style: CellStyle
        /// Whether a name too long for the view may be cut with "…" (a box three rows or more,
        /// whose outline shows whose name it is).
        var abbreviates = false
    }

    /// The clipping markers of every view that has them, drawn last (see `drawClipMarkers`).
    var clipMarkers: ClipMarkers

    /// Walks the whole tree once, but keeps only what it draws: a view none of whose cells is on
    /// the canvas (or inside its ScrollViews) paints nothing there, so it is left out of every
    /// pass; all it may add is a clipping marker on the canvas's edge, noted on the way. (With
    /// `showGuides`, views that show their alignment are all kept: their marks may lie outside
    /// their own cells.) Hidden views and everything inside them are left out altogether.
    ///
    /// `shortcutsPastEdges`: views wholly past an edge of the canvas take the short path of
    /// `KeptViews.enter` (tests turn it off to compare).
    init(result: LayoutResult, options: DiagramOptions, shortcutsPastEdges: Bool = true) {
        self.options = options
        goalOutlines = options.exercise?.goalOutlines(result) ?? []
        mapping = CellMapping(cellWidth: options.cellWidth, cellHeight: options.cellHeight)
            .keepingGaps(in: result.root)
        let bounds = mapping.canvasCells(result.canvas)
        canvas = CellCanvas(columns: bounds.width, rows: bounds.height)
        var kept = KeptViews(
            mapping: mapping, bounds: bounds, keepsAlignment: options.showGuides,
            clipMarkers: ClipMarkers(bounds: bounds), shortcutsPastEdges: shortcutsPastEdges)
        // Painting order; views are read in place, never copied, unless kept. Each view's paint
        // (a ScrollView's frame, a clipping shape, an opacity) holds for everything inside it.
        forEachView(
            in: result.root, inheriting: Paint(),
            entering: { view, paint, index in kept.enter(view, paint: paint, index: index) },
            leaving: { view, paint, index in kept.leave(view, paint: paint, index: index) })
        views = kept.views
        layers = kept.layers
        paints = kept.paints
        clipMarkers = kept.clipMarkers
    }

    /// What an entry of `views` is drawn as.
    enum Layer: Equatable {
        /// The view's own content (a shape, a fill, text), with its fills and strokes.
        case content
        /// What the view's drawing modifier at this index draws (a border, a shadow).
        case decoration(Int)
    }

    /// How a view is drawn, handed down the tree: what every drawing modifier around it (and its
    /// ancestors') says.
    struct Paint {
        /// What few views are painted with (a clip, a tint, a mask), behind one reference: a paint
        /// is handed to every view of the tree, and held in place these made it a copy of some
        /// 300 bytes, with a retain for each field, at every view.
        private final class Shapes {
            let clip: CellClip?
            let tint: String?
            let maskClip: CellClip?

            init(clip: CellClip?, tint: String?, maskClip: CellClip?) {
                self.clip = clip
                self.tint = tint
                self.maskClip = maskClip
            }
        }

        private var shapes: Shapes?
        /// Inside a ScrollView, only the scroll view's own marks say there is more.
        var isInsideScrollView = false
        /// The product of the opacities around it.
        var opacity = 1.0
        /// Hidden (or fully transparent): nothing of it is drawn.
        var isHidden = false

        /// The cells it may be drawn in, or nil: all.
        var clip: CellClip? {
            get { shapes?.clip }
            set { shapes = Self.shapes(clip: newValue, tint: tint, maskClip: maskClip) }
        }
        /// What `accentColor` stands for (the nearest `tint` above).
        var tint: String? {
            get { shapes?.tint }
            set { shapes = Self.shapes(clip: clip, tint: newValue, maskClip: maskClip) }
        }
        /// Set by a `mask`'s view for its two subviews: the first is drawn inside these cells, the
        /// second (the mask) not at all.
        var maskClip: CellClip? {
            get { shapes?.maskClip }
            set { shapes = Self.shapes(clip: clip, tint: tint, maskClip: newValue) }
        }

        private static func shapes(clip: CellClip?, tint: String?, maskClip: CellClip?) -> Shapes? {
            clip == nil && tint == nil && maskClip == nil ? nil : Shapes(clip: clip, tint: tint, maskClip: maskClip)
        }

        /// `name`, with `accentColor` resolved to the tint.
        func resolved(_ name: String) -> String {
            name == "accentColor" ? tint ?? name : name
        }

        /// This paint for subview `index` of the view that handed it down.
        func forSubview(_ index: Int) -> Paint {
            guard let maskClip = shapes?.maskClip else { return self }
            var paint = self
            paint.maskClip = nil
            if index == 0 { paint.clip = CellClip.intersect(clip, maskClip) } else { paint.isHidden = true }
            return paint
        }
    }

    /// The views `init` keeps, and the clipping markers of all.
    private struct KeptViews {
        let mapping: CellMapping
        let bounds: CellRect
        let keepsAlignment: Bool
        var clipMarkers: ClipMarkers
        let shortcutsPastEdges: Bool
        var views: [(view: PlacedView, cells: CellRect)] = []
        var layers: [Layer] = []
        var paints: [Paint] = []

        /// Keeps `view` if it shows, notes its clipping markers, and returns the paint of its
        /// children.
        mutating func enter(_ view: PlacedView, paint outer: Paint, index: Int) -> Paint {
            var paint = outer.forSubview(index)
            guard !paint.isHidden else { return paint }
            let frame = view.frame
            let decorations = view.decorations
            // A view wholly past an edge of the canvas has no cell on it: all it may add is a
            // clipping marker on that edge, which reads only its extent along the edge (`past`:
            // one or two edges mapped to cells instead of four, and the markers of a row of such
            // views found once; the four edges, each divided and rounded, were a quarter of the
            // diagram's output stage at flat 10⁵, where all but a few hundred views lie past the
            // right edge). Views that may do more (draw decorations, show their alignment, clip a
            // ScrollView's content) or are clipped take the full path below.
            if shortcutsPastEdges, decorations.isEmpty, !keepsAlignment, paint.clip == nil,
                case .past(let markers) = past(frame),
                view.scrollContentFrame == nil
            {
                if !paint.isInsideScrollView, let markers, !clipMarkers.repeats(markers),
                    DiagramRenderer.hasClipMarkers(view)
                {
                    clipMarkers.add(markers)
                }
                return paint
            }
            let cells = mapping.cells(of: frame)
            if !decorations.isEmpty {
                // A frame with no cells (non-finite) clips what it clips to nothing.
                let frameCells = cells ?? CellRect(columns: 0..<0, rows: 0..<0)
                let (outside, inside) = DiagramRenderer.paints(
                    of: decorations, around: paint, view: view, cells: frameCells, mapping: mapping, limit: bounds)
                // Shadows first, the outermost furthest back; only those of something visible.
                for (offset, decoration) in decorations.enumerated().reversed() {
                    guard case .shadow = decoration, !outside[offset].isHidden,
                        DiagramRenderer.showsContent(decorations, before: offset)
                    else { continue }
                    keep(view, cells: frameCells, layer: .decoration(offset), paint: outside[offset])
                }
                paint = inside
                if decorations.first == .mask, view.children.count == 2,
                    let maskCells = mapping.cells(of: view.children[1].frame)
                {
                    paint.maskClip = DiagramRenderer.maskClip(
                        view.children[1], cells: maskCells, mapping: mapping, limit: bounds)
                }
            }
            guard !paint.isHidden else { return paint }
            if let cells, !cells.isEmpty, paint.clip.map({ !cells.intersection($0.bounds).isEmpty }) ?? true {
                if keepsAlignment && ViewNames.showsAlignment(view) {
                    keep(view, cells: cells, layer: .content, paint: paint)
                } else if !cells.intersection(bounds).isEmpty && !DiagramRenderer.addsNothing(view) {
                    keep(view, cells: cells, layer: .content, paint: paint)
                }
                // Inside a ScrollView, only its own marks say there is more. The view's kind is
                // read last, and only for markers not just set (a row of 10⁵ views past the
                // edge read it 10⁵ times for one marker).
                if !paint.isInsideScrollView {
                    let visible = paint.clip.map { cells.intersection($0.bounds) } ?? cells
                    if !visible.isEmpty, !bounds.contains(visible) {
                        let markers = clipMarkers.markers(for: visible)
                        if !clipMarkers.repeats(markers), DiagramRenderer.hasClipMarkers(view) {
                            clipMarkers.add(markers)
                        }
                    }
                }
            }
            guard view.scrollContentFrame != nil else { return paint }
            let own = cells ?? CellRect(columns: 0..<0, rows: 0..<0)
            paint.clip = CellClip.intersect(paint.clip, CellClip(own))
            paint.isInsideScrollView = true
            return paint
        }

        /// The markers of the last view found past each edge (right, left, bottom, top), by its
        /// edges along it (nil: its cells are empty): a row of views past an edge has the same,
        /// view after view.
        var pastEdges = [(from: Double, to: Double, markers: SIMD4<Int>?)](
            repeating: (.nan, .nan, nil), count: 4)

        /// Where a view's cells all lie past an edge of the canvas.
        enum Past {
            /// Not past any edge, or its cells are not known this way: `cells(of:)` decides.
            case no
            /// Past: the clipping markers its cells would set, nil when it has none.
            case past(SIMD4<Int>?)
        }

        /// Whether `frame`'s cells all lie past an edge of the canvas, and then the markers of its
        /// cells (`ClipMarkers.markers(for:)`). Past the right or left edge they depend on its
        /// rows only (every column it covers is past the edge): its near edge mapped to a cell
        /// (both of them at the left edge, where a frame with no width has its one cell past the
        /// edge only if its boundary is), and its rows only when its top or bottom differs from
        /// the last view's found there. The same at the bottom and top edges, with rows and
        /// columns exchanged.
        private mutating func past(_ frame: Rect) -> Past {
            guard frame.minX.isFinite, frame.maxX.isFinite, frame.minY.isFinite, frame.maxY.isFinite else {
                return .no
            }
            if let side = pastSide(frame.minX, frame.maxX, axis: .horizontal, within: bounds.columns) {
                return .past(markers(past: side, from: frame.minY, to: frame.maxY, axis: .vertical))
            }
            if let side = pastSide(frame.minY, frame.maxY, axis: .vertical, within: bounds.rows) {
                return .past(markers(past: side, from: frame.minX, to: frame.maxX, axis: .horizontal))
            }
            return .no
        }

        /// For the span `lower ..< upper` on `axis`: a cell range wholly past the end (`after`) or
        /// the start of `within`, standing for the span's cells there (one cell of them, or none
        /// when the span has none), or nil when the span reaches `within`.
        private func pastSide(_ lower: Double, _ upper: Double, axis: Axis, within: Range<Int>) -> (
            after: Bool, cells: Range<Int>
        )? {
            guard let start = mapping.boundary(lower, axis: axis) else { return nil }
            if start >= within.upperBound {
                return (true, upper > lower ? start..<(start + 1) : start..<start)
            }
            guard start < within.lowerBound, let end = mapping.boundary(upper, axis: axis) else { return nil }
            // `CellMapping.span`: a span of positive size whose edges round to one boundary still
            // has that boundary's cell.
            let last = end > start ? end : (upper > lower ? start + 1 : start)
            guard last <= within.lowerBound else { return nil }
            return (false, last > start ? (last - 1)..<last : start..<start)
        }

        /// The markers of cells `side.cells` on one axis (past an edge) and `lower ..< upper`'s on
        /// `other`, found once for a run of views with the same `lower` and `upper` there.
        private mutating func markers(
            past side: (after: Bool, cells: Range<Int>), from lower: Double, to upper: Double, axis other: Axis
        ) -> SIMD4<Int>? {
            guard !side.cells.isEmpty else { return nil }
            let edge = (other == .vertical ? 0 : 2) + (side.after ? 0 : 1)
            if lower != pastEdges[edge].from || upper != pastEdges[edge].to {
                let span = mapping.span(from: lower, to: upper, axis: other)
                let markers = span.flatMap { span in
                    span.isEmpty
                        ? nil
                        : clipMarkers.markers(
                            for: other == .vertical
                                ? CellRect(columns: side.cells, rows: span) : CellRect(columns: span, rows: side.cells))
                }
                pastEdges[edge] = (lower, upper, markers)
            }
            return pastEdges[edge].markers
        }

        /// Keeps what `view`'s drawing modifiers draw over everything inside it (borders).
        mutating func leave(_ view: PlacedView, paint outer: Paint, index: Int) {
            let decorations = view.decorations
            guard !decorations.isEmpty else { return }
            let paint = outer.forSubview(index)
            guard !paint.isHidden, let cells = mapping.cells(of: view.frame), !cells.isEmpty else { return }
            let (outside, _) = DiagramRenderer.paints(
                of: decorations, around: paint, view: view, cells: cells, mapping: mapping, limit: bounds)
            for (offset, decoration) in decorations.enumerated() {
                guard case .border = decoration, !outside[offset].isHidden else { continue }
                keep(view, cells: cells, layer: .decoration(offset), paint: outside[offset])
            }
        }

        private mutating func keep(_ view: PlacedView, cells: CellRect, layer: Layer, paint: Paint) {
            views.append((view, cells))
            layers.append(layer)
            paints.append(paint)
        }
    }

    /// Whether a view running past the canvas's edge is marked there: all but containers,
    /// modifiers, `Color.clear` and spacers.
    static func hasClipMarkers(_ view: PlacedView) -> Bool {
        // Containers, modifiers and spacers draw no content of their own: told by their kind,
        // without reading a content.
        switch view.kind {
        case .shape, .color, .text, .image, .symbol, .divider: break
        default: return false
        }
        switch view.content {
        case .none, .spacer: return false
        case .color(let name): return !AnsiColor.isClear(name)
        default: return true
        }
    }

    /// Paints every view into `canvas`.
    mutating func draw() {
        for outline in goalOutlines { drawGoalOutline(outline) }
        if options.showGuides {
            snapEndingEdgesToLines()
            // A frame's alignment is shown by its meeting point alone (see `drawGuideMarks`).
            for (index, (view, cells)) in views.enumerated()
            where layers[index] == .content && ViewNames.showsAlignment(view) && !ViewNames.isModifier(view) {
                drawAlignmentLines(of: view, in: cells)
            }
        }
        for (index, (view, cells)) in views.enumerated() {
            canvas.clip = paints[index].clip
            canvas.isDim = paints[index].opacity < 1
            switch layers[index] {
            case .content: drawContent(of: view, in: cells, index: index)
            case .decoration(let offset): drawDecoration(view.decorations[offset], of: view, in: cells, index: index)
            }
        }
        canvas.clip = nil
        canvas.isDim = false
        // Marks win: guide marks, the lines hidden under texts, scroll and cut markers
        // are drawn before any name, and a name is placed only where none of them is (it moves,
        // or is left out: the legend names every view).
        for (index, (view, cells)) in views.enumerated() where layers[index] == .content {
            if let content = view.scrollContentFrame { drawScrollMarks(of: view, content: content, in: cells) }
        }
        if options.showGuides {
            for (index, (view, cells)) in views.enumerated()
            where layers[index] == .content && ViewNames.showsAlignment(view) && !ViewNames.isModifier(view) {
                extendHiddenLines(of: view, in: cells)
            }
            for (index, (view, cells)) in views.enumerated()
            where layers[index] == .content && ViewNames.showsAlignment(view) {
                drawGuideMarks(of: view, in: cells)
            }
        }
        for (column, row, glyph) in clipMarkers.marks { putMarker(glyph, column: column, row: row) }
        placeLabels()
        for (index, (view, cells)) in views.enumerated() where layers[index] == .content && Self.drawsNothing(view) {
            canvas.clip = paints[index].clip
            if let id = view.id { drawIDLabel(id, in: cells) }
        }
        canvas.clip = nil
    }

    /// Whether a view's content layer adds nothing to the diagram (guides aside): it draws
    /// nothing (`drawsNothing`), has no id to label and is no ScrollView to mark. Such views are
    /// not kept (a deep tree's diagram kept ~3,000 of them, 100 bytes each, for nothing).
    static func addsNothing(_ view: PlacedView) -> Bool {
        drawsNothing(view) && view.id == nil && view.scrollContentFrame == nil
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

    private mutating func drawContent(of view: PlacedView, in cells: CellRect, index: Int) {
        let paint = paints[index]
        let foregroundName = view.foregroundColor.map(paint.resolved)
        let foreground = foregroundName.flatMap(AnsiColor.init(named:))
        switch view.content {
        case .none:
            break
        case .shape(let kind):
            drawShape(kind, of: view, in: cells, index: index)
        case .image(let image):
            // An asset image has no pixels here: its outline, named like a shape, and its name.
            drawShape(.rectangle, of: view, in: cells, index: index, name: image)
        case .color(let name):
            drawFill(named: paint.resolved(name), id: view.id, in: cells, index: index)
        case .text(let lines, let font):
            let attributes = view.textAttributes
            let weight = attributes.weight?.numericValue ?? (font.isEmphasized || view.isBold ? 700 : 400)
            var style = CellStyle(foreground: foreground, isBold: weight >= 600)
            let opacity = foregroundName.flatMap { ColorValue($0) }?.opacity ?? 1
            style.isDim = weight <= 300 || opacity < 1
            style.isItalic = attributes.isItalic
            style.isUnderlined = attributes.underline != nil
            style.isStruck = attributes.strikethrough != nil
            if let points = view.textInPoints {
                drawPointText(
                    lines, points, in: cells, style: style, alignment: view.textAlignment,
                    spacing: attributes.lineSpacing, top: view.frame.minY)
            } else {
                drawText(
                    lines, font: font, in: cells, style: style, alignment: view.textAlignment,
                    spacing: attributes.lineSpacing, top: view.frame.minY)
            }
        case .symbol(let glyph):
            // One character centred on its box's centre, rounded as frames' edges are (so a
            // label's icon sits on its title's glyph row); a horizontal tie goes to the leading cell.
            guard !cells.isEmpty else { break }
            let centre = Point(x: view.frame.minX + view.frame.width / 2, y: view.frame.minY + view.frame.height / 2)
            let left = centre.x - Double(CellWidth.of(glyph)) * options.cellWidth / 2
            let column = mapping.boundary(left - 1e-6, axis: .horizontal).map {
                min(max($0, cells.columns.lowerBound), cells.columns.upperBound - 1)
            }
            let row = mapping.boundary(centre.y - options.cellHeight / 2, axis: .vertical).map {
                min(max($0, cells.rows.lowerBound), cells.rows.upperBound - 1)
            }
            guard let column, let row else { break }
            canvas.write(
                glyph, column: column, row: row, role: .text, clip: cells.intersection(canvas.bounds),
                style: CellStyle(foreground: foreground, isBold: view.isBold))
        case .spacer:
            if options.showGuides { drawSpacerDots(in: cells) }
        case .divider(let axis):
            drawDivider(along: axis, in: cells, foreground: foreground)
        }
    }

    /// A shape's outline, in its foreground colour, with its name (and id) inside; with `fill`, its
    /// inside filled too, the name on the fill; `stroke` and `strokeBorder` colour the outline.
    /// `name`: the name to show instead of the colour's (an asset image's).
    private mutating func drawShape(
        _ kind: ShapeKind, of view: PlacedView, in cells: CellRect, index: Int, name: String? = nil
    ) {
        let paint = paints[index]
        var outlineName = view.foregroundColor
        var fillName: String?
        var isFilled = false
        for style in view.decorations.prefix(while: \.isShapeStyle) {
            switch style {
            case .fill(let name):
                isFilled = true
                fillName = name ?? view.foregroundColor
                outlineName = fillName
            case .stroke(let name, _, _):
                outlineName = name ?? view.foregroundColor
            default:
                break
            }
        }
        var cells = cells
        var openRow: Int?
        var isGrown = false
        if cells.height == 2, kind != .circle, kind != .ellipse, cells.width >= 3, let row = textRow(inside: cells) {
            // A one-row text inside a box two rows high (a bordered button, 34.33 points: the
            // rows its edges round to are two): the box is drawn over the row before the text,
            // the text's and the row after, when its frame reaches into all three and they are
            // on the canvas, so it keeps its four edges with the text between them (and no name:
            // the text is its name). Else that row is drawn open.
            let touched = touchedRows(of: view.frame)
            if let touched, touched.lowerBound <= row - 1, row + 1 < touched.upperBound,
                canvas.bounds.rows.contains(row - 1), canvas.bounds.rows.contains(row + 1)
            {
                cells.rows = (row - 1)..<(row + 2)
                isGrown = true
            } else {
                openRow = row
            }
        }
        var outline = ShapeOutline(
            kind: kind, cells: cells, isTall: view.frame.height > view.frame.width,
            foreground: outlineName.map(paint.resolved).flatMap(AnsiColor.init(named:)))
        outline.openRow = openRow
        if !view.decorations.contains(where: Self.isStroke), let clipped = clippedOutline(outline, clip: paint.clip) {
            outline = clipped
        }
        if isFilled {
            // The inside first: the outline then merges with what is around it.
            let inside = outline.interior()
            drawFill(
                named: paint.resolved(fillName ?? "primary"), id: view.id, in: cells, index: index, rows: inside,
                isNamed: fillName != nil)
            _ = outline.stroke(into: &canvas)
            return
        }
        if let slot = outline.stroke(into: &canvas) {
            // The row inside the outline is this shape's until something is drawn over it;
            // the label goes there at the end, on what is still free.
            let candidates = labelCandidates(
                id: view.id, colorName: name ?? outlineName.map(paint.resolved), opacity: paint.opacity)
            let room = CellRect(columns: slot.columns, rows: slot.row..<(slot.row + 1))
            if name != nil, cells.height > 2, cells.width > 2 {
                // An asset image's inside is its picture: no other view's name goes there (a
                // background's fill shows around it, and its name where the fill is not covered).
                let inside = cells.columns.lowerBound + 1..<cells.columns.upperBound - 1
                canvas.claim(
                    CellRect(columns: inside, rows: cells.rows.lowerBound + 1..<cells.rows.upperBound - 1), owner: index
                )
            }
            canvas.claim(room, owner: index)
            if !candidates.isEmpty, !isGrown {
                pendingLabels.append(
                    PendingLabel(
                        owner: index, candidates: candidates, area: room, middleRow: slot.row, isPadded: false,
                        style: CellStyle(foreground: outline.foreground), abbreviates: cells.height >= 3))
            }
        }
    }

    /// Every row `frame` reaches into, even by a fraction of a point (rounding to boundaries drops
    /// a row it covers less than half of).
    private func touchedRows(of frame: Rect) -> Range<Int>? {
        guard frame.height > 0, let first = mapping.cell(containing: frame.minY, axis: .vertical),
            let last = mapping.cell(containing: frame.maxY.nextDown, axis: .vertical), last >= first
        else { return nil }
        return first..<(last + 1)
    }

    /// The one row of a two-row box on which a one-row text inside it is drawn (a bordered
    /// button's label: 34.33 points are two rows), or nil (no text there, or text on both).
    private mutating func textRow(inside box: CellRect) -> Int? {
        if textCells == nil {
            var found: [(CellRect, Int)] = []
            for (index, (view, cells)) in views.enumerated() where layers[index] == .content {
                if case .text(let lines, let font) = view.content, lines.count == 1, font.scale == 1, cells.height == 1
                {
                    found.append((cells, index))
                }
            }
            textCells = found
        }
        var rows = Set<Int>()
        for (cells, _) in textCells ?? [] where box.rows.contains(cells.rows.lowerBound) {
            if cells.columns.lowerBound > box.columns.lowerBound && cells.columns.upperBound < box.columns.upperBound {
                rows.insert(cells.rows.lowerBound)
            }
        }
        return rows.count == 1 ? rows.first : nil
    }

    /// `Color`: a background colour, or without colour a light fill with the name on it. The
    /// label waits until everything is drawn, so that it goes where this fill still shows.
    /// `rows`: the columns to fill on each row (a filled shape's inside), else all of `cells`.
    /// Translucent (under `opacity`, or a colour with alpha), a fill shown in colour is `░` in its
    /// colour over what is under it.
    private mutating func drawFill(
        named name: String, id: String?, in cells: CellRect, index: Int,
        rows: [(row: Int, columns: Range<Int>)]? = nil, isNamed: Bool = true
    ) {
        guard !AnsiColor.isClear(name) else { return }
        let color = AnsiColor(named: name)
        let showsColor = options.color && color != nil
        let opacity = paints[index].opacity * (ColorValue(name)?.opacity ?? 1)
        let visible = cells.intersection(canvas.bounds)
        // The label's area: the frame, or the rows of the inside that are on the canvas.
        var area = cells
        if let rows {
            let filled = rows.filter {
                visible.rows.contains($0.row) && !$0.columns.clamped(to: visible.columns).isEmpty
            }
            guard let first = filled.first, let last = filled.last else { return }
            let left = filled.map(\.columns.lowerBound).max()!
            let right = filled.map(\.columns.upperBound).min()!
            area = CellRect(columns: left..<max(left, right), rows: first.row..<(last.row + 1))
        }
        let shade = showsColor ? nil : Self.shade(over: rows == nil ? visible : area.intersection(visible), in: canvas)
        func fill(row: Int, columns: Range<Int>) {
            for column in columns.clamped(to: visible.columns) {
                if showsColor && opacity < 1 {
                    canvas.fill(column: column, row: row, background: nil, glyph: "░", owner: index, foreground: color)
                } else {
                    canvas.fill(
                        column: column, row: row, background: showsColor ? color : nil, glyph: shade, owner: index)
                }
            }
        }
        if let rows {
            for (row, columns) in rows where visible.rows.contains(row) { fill(row: row, columns: columns) }
        } else {
            for row in visible.rows { fill(row: row, columns: visible.columns) }
        }
        let candidates = labelCandidates(
            id: id, colorName: isNamed ? name : nil, opacity: paints[index].opacity)
        if !candidates.isEmpty {
            pendingLabels.append(
                PendingLabel(
                    owner: index, candidates: candidates, area: area,
                    middleRow: area.rows.lowerBound + (area.height - 1) / 2, isPadded: true, style: .plain))
        }
    }

    /// Without colour, fills are shades: `░`, and over another fill the next denser one (`▒`,
    /// `▓`, then `░` again), so that a fill on a fill stays visibly apart.
    static func shade(over cells: CellRect, in canvas: CellCanvas) -> Character {
        let shades: [Character] = ["░", "▒", "▓"]
        var under = -1
        for row in cells.rows {
            for column in cells.columns {
                if case .glyph(let glyph, .fill) = canvas[column, row].content, let level = shades.firstIndex(of: glyph)
                {
                    under = max(under, level)
                }
            }
        }
        return shades[(under + 1) % shades.count]
    }

    /// Each label on a stretch of its own view that is still visible at the end (a fill's cells,
    /// the row inside a shape's outline): never over text, lines, another view or another label,
    /// so that names of overlapping views never run together. The middle row first, then the
    /// rows nearest to it; centred where possible. A view with no such stretch left goes
    /// unlabelled (the diagram never guesses which view a name is for).
    private mutating func placeLabels() {
        for pending in pendingLabels {
            let visible = pending.area.intersection(canvas.bounds)
            guard !visible.isEmpty else { continue }
            let middle = pending.middleRow
            // The eight rows nearest the middle are enough to find room, and keep a huge fill cheap.
            let rows = visible.rows.sorted {
                abs($0 - middle) < abs($1 - middle) || (abs($0 - middle) == abs($1 - middle) && $0 < $1)
            }.prefix(8)
            // Best (fills): the padded label with fill on both sides, so that it never reads as
            // part of a neighbouring text; then the bare label anywhere on the view.
            // Last, for a box too narrow for its whole name (`abbreviates`: lesson 10's bars):
            // the shortest candidate cut with "…", longest first, down to three letters ("gre…"
            // for green), so that each is named. A fill or a thin shape (a track, a knob) keeps
            // no name rather than a stub.
            let shortest = pending.candidates.last.map(Array.init) ?? []
            let abbreviations =
                shortest.count > 4 && pending.abbreviates
                ? (3..<(shortest.count - 1)).reversed().map { String(shortest[..<$0]) + "…" } : []
            let variants =
                (pending.isPadded
                    ? pending.candidates.flatMap { [(" \($0) ", true), ($0, false)] }
                    : pending.candidates.map { ($0, false) }) + abbreviations.map { ($0, false) }
            placement: for (label, isSurrounded) in variants {
                let width = CellWidth.of(label)
                guard width > 0, width <= visible.width else { continue }
                let centre = visible.columns.lowerBound + (visible.width - width) / 2
                let starts = visible.columns.lowerBound...(visible.columns.upperBound - width)
                let byDistance = starts.sorted {
                    abs($0 - centre) < abs($1 - centre) || (abs($0 - centre) == abs($1 - centre) && $0 < $1)
                }
                for row in rows {
                    for start in byDistance {
                        var needed = start..<(start + width)
                        if isSurrounded {
                            needed =
                                max(
                                    start - 1, visible.columns.lowerBound)..<min(
                                    start + width + 1, visible.columns.upperBound)
                        }
                        guard canvas.isOwned(columns: needed, row: row, by: pending.owner),
                            !touchesWords(row: row, columns: start..<(start + width))
                        else { continue }
                        canvas.write(
                            label, column: start, row: row, role: .label, clip: canvas.bounds, style: pending.style)
                        break placement
                    }
                }
            }
        }
    }

    /// Whether the two cells before or after `columns` on `row` hold text or a name: a name
    /// written there would read as one phrase with it (`Account#f2f2f7`, `Account #f2f2f7`).
    private func touchesWords(row: Int, columns: Range<Int>) -> Bool {
        [columns.lowerBound - 2, columns.lowerBound - 1, columns.upperBound, columns.upperBound + 1].contains {
            column in
            guard canvas.bounds.contains(column: column, row: row) else { return false }
            let content = canvas[column, row].content
            return content.isText || content.isLabel
        }
    }

    /// Text lines from the frame's top-left corner, clipped to the frame. Scale-1 styles take one
    /// row per line; larger ones are drawn as block letters, `scale` cells per character, on lines
    /// `lineRows` apart (the layout's line height, which includes a row of descent).
    /// Lines shorter than the frame start where `alignment` puts them (`multilineTextAlignment`:
    /// a share of the free cells, rounded down). With `spacing` (`lineSpacing`, points; `top`:
    /// the frame's top, points) a line starts on the row its top in points rounds to, as a
    /// frame's edge does.
    private mutating func drawText(
        _ lines: [String], font: FontStyle, in cells: CellRect, style: CellStyle,
        alignment: TextAlignment = .leading, spacing: Double = 0, top frameTop: Double = 0
    ) {
        let clip = cells.intersection(canvas.bounds)
        let pitch = options.cellHeight * Double(font.lineRows) + spacing
        for (index, line) in lines.enumerated() {
            var top = cells.rows.lowerBound + index * font.lineRows
            if spacing > 0 {
                guard let row = mapping.boundary(frameTop + Double(index) * pitch, axis: .vertical) else { break }
                top = row
            }
            guard top < cells.rows.upperBound else { break }
            var left = cells.columns.lowerBound
            if alignment != .leading {
                let free = cells.width - CellWidth.of(line) * font.scale
                if free > 0 { left += Int((Double(free) * alignment.fraction).rounded(.down)) }
            }
            if font.scale == 1 {
                canvas.write(line, column: left, row: top, role: .text, clip: clip, style: style)
            } else if font.scale == 2 {
                // 2×2-cell letters are too small for legible block glyphs: draw each character
                // two cells wide (its fullwidth form; letter-spaced in ASCII) on the line's lower
                // glyph row, so that the text sits on its baseline.
                canvas.write(
                    Self.widened(line, ascii: options.ascii), column: left, row: top + 1,
                    role: .text, clip: clip, style: style)
            } else {
                drawBlockLine(line, scale: font.scale, top: top, left: left, clip: clip, style: style)
            }
        }
    }

    /// Text measured in points, one cell a character whatever its size: the first line on the
    /// row whose bottom edge is nearest its baseline (the row boundary a cell height above the
    /// baseline maps to), so that texts of different sizes on one baseline share a row; each
    /// next line on the row below (a paragraph has no blank rows), or with `lineSpacing` on its
    /// own baseline's row, below the one before; inside the text's rows and columns. A line with more characters than the frame has columns is abbreviated: the
    /// characters that fit before a last "…" (`abbreviated(_:toColumns:)`), so the text never
    /// draws past its frame.
    private mutating func drawPointText(
        _ lines: [String], _ points: TextInPoints, in cells: CellRect, style: CellStyle, alignment: TextAlignment,
        spacing: Double, top frameTop: Double
    ) {
        let clip = cells.intersection(canvas.bounds)
        let pitch = points.lineHeight + spacing
        var previous = cells.rows.lowerBound - 1
        for (index, line) in lines.enumerated() {
            let baseline = frameTop + Double(index) * pitch + points.ascender
            var top = previous + 1
            if index == 0 || spacing > 0 {
                top = max(mapping.boundary(baseline - options.cellHeight, axis: .vertical) ?? top, top)
            }
            top = max(top, cells.rows.lowerBound)
            // A first line whose baseline falls below the text's rows keeps its last row.
            if index == 0, top >= cells.rows.upperBound { top = cells.rows.upperBound - 1 }
            guard top < cells.rows.upperBound else { break }
            previous = top
            let shown = Self.abbreviated(line, toColumns: cells.width)
            var left = cells.columns.lowerBound
            if alignment != .leading {
                let free = cells.width - CellWidth.of(shown)
                if free > 0 { left += Int((Double(free) * alignment.fraction).rounded(.down)) }
            }
            canvas.write(shown, column: left, row: top, role: .text, clip: clip, style: style)
        }
    }

    /// `line` in at most `columns` cells: as it is when it fits, else the characters that fit
    /// in `columns − 1` cells (trailing spaces dropped) and "…"; nothing in no columns.
    static func abbreviated(_ line: String, toColumns columns: Int) -> String {
        guard CellWidth.of(line) > columns else { return line }
        guard columns > 0 else { return "" }
        var shown = ""
        var width = 0
        for character in line {
            let next = CellWidth.of(character)
            guard width + next <= columns - 1 else { break }
            shown.append(character)
            width += next
        }
        while shown.last == " " { shown.removeLast() }
        return shown + "…"
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
    private func labelCandidates(id: String?, colorName: String?, opacity: Double = 1) -> [String] {
        let name = colorName.flatMap { colorLabel($0, opacity: opacity) }
        switch (id, name) {
        case (let id?, let name?): return ["\(id): \(name)", id, name]
        case (let id?, nil): return [id]
        case (nil, let name?): return [name]
        case (nil, nil): return []
        }
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

    /// `˄` / `˅` (`‹` / `›`) inside a ScrollView's edge where its content goes on beyond it.
    private mutating func drawScrollMarks(of view: PlacedView, content: Rect, in cells: CellRect) {
        let frame = view.frame
        let visible = cells.intersection(canvas.bounds)
        guard !visible.isEmpty else { return }
        let column = visible.columns.upperBound - 1
        let row = visible.rows.upperBound - 1
        if content.minY < frame.minY - 0.5 { putMarker("˄", column: column, row: visible.rows.lowerBound) }
        if content.maxY > frame.maxY + 0.5 { putMarker("˅", column: column, row: row) }
        if content.minX < frame.minX - 0.5 { putMarker("‹", column: visible.columns.lowerBound, row: row) }
        if content.maxX > frame.maxX + 0.5 { putMarker("›", column: column, row: row) }
    }

    private mutating func putMarker(_ glyph: Character, column: Int, row: Int) {
        canvas.put(.glyph(glyph, .marker), column: column, row: row, style: CellStyle(isBold: true))
    }

    // MARK: Exercises

    private static let goalStyle = CellStyle(foreground: .goal)

    /// A goal's outline, dotted (`┈ ┆`, `·` at the corners), under everything: the learner's
    /// views cover it where they already are.
    private mutating func drawGoalOutline(_ frame: Rect) {
        guard let cells = mapping.cells(of: frame), !cells.isEmpty else { return }
        let (left, right) = (cells.columns.lowerBound, cells.columns.upperBound - 1)
        let (top, bottom) = (cells.rows.lowerBound, cells.rows.upperBound - 1)
        for column in cells.columns {
            for row in Set([top, bottom]) {
                let corner = column == left || column == right
                put(corner ? "·" : "┈", column: column, row: row)
            }
        }
        for row in cells.rows.dropFirst().dropLast() {
            for column in Set([left, right]) { put("┆", column: column, row: row) }
        }
        func put(_ glyph: Character, column: Int, row: Int) {
            guard canvas.bounds.contains(column: column, row: row) else { return }
            canvas.put(.glyph(glyph, .guide), column: column, row: row, style: Self.goalStyle)
        }
    }

    // MARK: Guides

    private static let guideStyle = CellStyle(foreground: .guide)
    private static let markStyle = CellStyle(foreground: .guide, isBold: true)

    /// An edge that lies on an alignment line is drawn on the line's row (column). A line lies on
    /// a cell boundary's far side when a view starts there (`GuideCells`); a view that ends there
    /// has its last row (column) on the near side, one cell off the line. So each view inside the
    /// container that ends exactly on such a line (not a text: its letters keep their rows) is
    /// drawn one cell longer, its edge on the line: lesson 12's red bar's bottom sits on the
    /// line its ◆ marks. Frames do not move; only the cells drawn.
    private mutating func snapEndingEdgesToLines() {
        var snaps: [(axis: Axis, position: Double, cell: Int, area: CellRect)] = []
        for (index, (view, cells)) in views.enumerated()
        where layers[index] == .content && ViewNames.showsAlignment(view) && !ViewNames.isModifier(view) {
            for line in view.alignmentLines {
                guard let cell = GuideCells.cell(for: line, in: view, cells: cells, mapping: mapping),
                    mapping.boundary(line.position, axis: line.axis) == cell
                else { continue }
                snaps.append((line.axis, line.position, cell, cells))
            }
        }
        guard !snaps.isEmpty else { return }
        for index in views.indices {
            let (view, cells) = views[index]
            if case .text = view.content { continue }
            for snap in snaps where snap.area.contains(cells) {
                let frame = view.frame
                let upper = snap.axis == .horizontal ? frame.maxX : frame.maxY
                let lower = snap.axis == .horizontal ? frame.minX : frame.minY
                guard abs(upper - snap.position) <= 1e-9 * max(1, abs(snap.position)), upper > lower else { continue }
                if snap.axis == .horizontal, cells.columns.upperBound == snap.cell {
                    views[index].cells.columns = cells.columns.lowerBound..<(snap.cell + 1)
                } else if snap.axis == .vertical, cells.rows.upperBound == snap.cell {
                    views[index].cells.rows = cells.rows.lowerBound..<(snap.cell + 1)
                }
            }
        }
    }

    /// Dotted lines across the container for each alignment line: `┊` at an x position, `┄` at a
    /// y position. Drawn first, so everything else covers them. Each line goes in the cell
    /// `GuideCells` picks, the one its marks and the edges aligned to it share.
    private mutating func drawAlignmentLines(of view: PlacedView, in cells: CellRect) {
        for line in view.alignmentLines {
            let cell = GuideCells.cell(for: line, in: view, cells: cells, mapping: mapping)
            guard let cell else { continue }
            switch line.axis {
            case .horizontal:
                for row in cells.rows {
                    canvas.put(.glyph("┊", .guide), column: cell, row: row, style: Self.guideStyle)
                }
            case .vertical:
                for column in cells.columns {
                    canvas.put(.glyph("┄", .guide), column: column, row: cell, style: Self.guideStyle)
                }
            }
        }
    }

    /// A line no cell of which is left visible in its container (a stack of texts, which cover
    /// it: lessons 01 and 02) is drawn on in the row (column) before and after the container,
    /// where those are blank, and in colour behind the texts' letters on it, so that it still
    /// shows where the texts are aligned.
    private mutating func extendHiddenLines(of view: PlacedView, in cells: CellRect) {
        for line in view.alignmentLines {
            guard let cell = GuideCells.cell(for: line, in: view, cells: cells, mapping: mapping) else { continue }
            let along = line.axis == .horizontal ? cells.rows : cells.columns
            func spot(_ position: Int) -> (column: Int, row: Int) {
                line.axis == .horizontal ? (cell, position) : (position, cell)
            }
            let visible = along.contains { position in
                let (column, row) = spot(position)
                return canvas.bounds.contains(column: column, row: row) && canvas[column, row].content.isGuide
            }
            guard !visible, !along.isEmpty else { continue }
            if options.color {
                // In colour the line runs through the texts: their cells on it take its colour
                // behind the letters.
                for position in along {
                    let (column, row) = spot(position)
                    guard canvas.bounds.contains(column: column, row: row), canvas[column, row].content.isText else {
                        continue
                    }
                    canvas.shade(column: column, row: row, background: .guide)
                }
            }
            for position in [along.lowerBound - 1, along.upperBound] {
                let (column, row) = spot(position)
                guard canvas.bounds.contains(column: column, row: row), canvas[column, row].content == .blank else {
                    continue
                }
                canvas.put(
                    .glyph(line.axis == .horizontal ? "┊" : "┄", .guide), column: column, row: row,
                    style: Self.guideStyle)
            }
        }
    }

    /// The marks of one container's children, always on the container's line. In a stack each
    /// child's `◆` is where its guide crosses the line, on its top row (x guide) or left column
    /// (y guide), or just outside it when that cell holds text; a guide point outside its view
    /// is drawn where it is and joined to the view with `╌`/`╎`. In a 2-D alignment (ZStack)
    /// (and in a frame whose child does not fill it) every child's guide point is the one point
    /// where the two lines meet: that point is
    /// marked, once (unless text or a label is there).
    private mutating func drawGuideMarks(of container: PlacedView, in cells: CellRect) {
        let lines = container.alignmentLines
        guard !lines.isEmpty else { return }
        let horizontal = lines.first { $0.axis == .horizontal }
        let vertical = lines.first { $0.axis == .vertical }
        if let horizontal, let vertical {
            guard
                let column = GuideCells.cell(for: horizontal, in: container, cells: cells, mapping: mapping),
                let row = GuideCells.cell(for: vertical, in: container, cells: cells, mapping: mapping)
            else { return }
            // Never over text or a label: the legend gives the point in numbers.
            guard canvas.bounds.contains(column: column, row: row),
                !canvas[column, row].content.isText, !canvas[column, row].content.isLabel
            else { return }
            putMark(column: column, row: row)
            return
        }
        guard let line = horizontal ?? vertical,
            let lineCell = GuideCells.cell(for: line, in: container, cells: cells, mapping: mapping)
        else { return }
        for child in container.children
        where child.guideMarks.contains(where: { $0.axis == line.axis && $0.guide == line.guide }) {
            guard let childCells = mapping.cells(of: child.frame), !childCells.isEmpty else { continue }
            drawMark(onLine: lineCell, axis: line.axis, for: childCells)
        }
    }

    /// One child's mark on a line (`lineCell` is a column for an x guide, a row for a y guide).
    private mutating func drawMark(onLine lineCell: Int, axis: Axis, for child: CellRect) {
        // Along the line: the child's first row (column), or the one before it when that holds
        // text. When both hold text (a stack of one-row texts: the one before is the text above),
        // the mark goes on the child's own first row all the same, over its own character there
        // (the legend names the text whole), never over another view's: every child aligned on
        // the line shows its mark.
        let across = axis == .horizontal ? child.rows : child.columns
        let along = axis == .horizontal ? child.columns : child.rows
        func spot(_ position: Int) -> (column: Int, row: Int) {
            axis == .horizontal ? (lineCell, position) : (position, lineCell)
        }
        let own = spot(across.lowerBound)
        let candidates = [own, spot(across.lowerBound - 1)]
        // Not over another child's mark either (the text above's, on its own row).
        let free = candidates.first(where: {
            canvas.bounds.contains(column: $0.column, row: $0.row) && !canvas[$0.column, $0.row].content.isText
                && canvas[$0.column, $0.row].content != .glyph("◆", .marker)
        })
        let ownText =
            along.contains(lineCell) && canvas.bounds.contains(column: own.column, row: own.row) ? own : nil
        guard let mark = free ?? ownText else { return }
        putMark(column: mark.column, row: mark.row)
        // Outside the view: a dotted join from the view's edge to the mark.
        let gap: Range<Int>
        if lineCell >= along.upperBound {
            gap = along.upperBound..<lineCell
        } else if lineCell < along.lowerBound {
            gap = (lineCell + 1)..<along.lowerBound
        } else {
            return
        }
        let position = axis == .horizontal ? mark.row : mark.column
        for step in gap {
            let (column, row) = axis == .horizontal ? (step, position) : (position, step)
            guard canvas.bounds.contains(column: column, row: row) else { continue }
            let content = canvas[column, row].content
            guard content == .blank || content.isGuide else { continue }
            canvas.put(
                .glyph(axis == .horizontal ? "╌" : "╎", .guide), column: column, row: row, style: Self.markStyle)
        }
    }

    private mutating func putMark(column: Int, row: Int) {
        canvas.put(.glyph("◆", .marker), column: column, row: row, style: Self.markStyle)
    }
}

/// `› ‹ ˅ ˄` on the canvas edge where a view's cells run past it, in the middle of the stretch
/// of the edge the view covers: noted view by view in painting order, drawn after everything
/// else. Markers are all drawn in one pass, where only a later marker covers an earlier one, so
/// each edge cell keeps just the last marker noted there: however many views run past an edge,
/// drawing the markers costs a cell each.
struct ClipMarkers {
    let bounds: CellRect
    /// The last marker of each marked canvas cell, by its index (row by row). Markers only ever
    /// go on the canvas's edges: a table of every cell (17 bytes each) took 0.33 MB for the 80 ×
    /// 254 cells of a deep tree's diagram.
    private var glyphs: [Int: Character] = [:]
    /// What the last `add` set (see `repeats`).
    private var lastAdded = SIMD4<Int>(repeating: -1)

    init(bounds: CellRect) {
        self.bounds = bounds
    }

    /// The markers that `cells`, running past the canvas's edge, put there: for each glyph of
    /// `Self.glyphOrder`, in that order, the index of the cell it marks, or -1.
    func markers(for cells: CellRect) -> SIMD4<Int> {
        var markers = SIMD4<Int>(repeating: -1)
        func mark(_ glyph: Int, column: Int, row: Int) {
            guard bounds.contains(column: column, row: row) else { return }
            markers[glyph] = (row - bounds.rows.lowerBound) * bounds.width + (column - bounds.columns.lowerBound)
        }
        let rows = cells.rows.clamped(to: bounds.rows)
        let columns = cells.columns.clamped(to: bounds.columns)
        if !rows.isEmpty {
            let row = rows.lowerBound + (rows.count - 1) / 2
            if cells.columns.upperBound > bounds.columns.upperBound {
                mark(0, column: bounds.columns.upperBound - 1, row: row)
            }
            if cells.columns.lowerBound < bounds.columns.lowerBound {
                mark(1, column: bounds.columns.lowerBound, row: row)
            }
        }
        if !columns.isEmpty {
            let column = columns.lowerBound + (columns.count - 1) / 2
            if cells.rows.upperBound > bounds.rows.upperBound {
                mark(2, column: column, row: bounds.rows.upperBound - 1)
            }
            if cells.rows.lowerBound < bounds.rows.lowerBound {
                mark(3, column: column, row: bounds.rows.lowerBound)
            }
        }
        return markers
    }

    /// Whether `add(markers)` would change nothing: the last markers added were the same (a
    /// row of views past the edge marks the same cell, view after view).
    func repeats(_ markers: SIMD4<Int>) -> Bool { markers == lastAdded }

    mutating func add(_ markers: SIMD4<Int>) {
        for glyph in 0..<4 where markers[glyph] >= 0 { glyphs[markers[glyph]] = Self.glyphOrder[glyph] }
        lastAdded = markers
    }

    /// Right, left, bottom, top.
    private static let glyphOrder: [Character] = ["›", "‹", "˅", "˄"]

    /// Each marked cell and the marker it keeps, row by row.
    var marks: [(column: Int, row: Int, glyph: Character)] {
        glyphs.keys.sorted().map { index in
            (
                bounds.columns.lowerBound + index % bounds.width, bounds.rows.lowerBound + index / bounds.width,
                glyphs[index]!
            )
        }
    }
}
