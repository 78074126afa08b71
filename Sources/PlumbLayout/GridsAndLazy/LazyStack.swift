/// LazyVStack, LazyHStack, LazyVGrid and LazyHGrid: one layout, because a
/// lazy stack behaves as a lazy grid with one flexible track (the Five Stars blog's "Lazy stacks
/// secrets" found them identical; here they are the same code). Cells are made only when they are
/// needed.
///
/// A lazy container cannot measure every cell up front (that is the point), so:
/// - Across its axis it takes the proposed length, divided into tracks by its `GridItem`s (the
///   column algorithm of objc.io's *Thinking in SwiftUI*; Apple's `GridItem.Size`). A stack has
///   one flexible track, so it spans the proposal (Apple's `LazyVStack`: the rows start at the
///   scroll view's leading edge). Asked its ideal length across, a stack takes its widest made
///   row, a grid its tracks' minimum.
/// - Along its axis, content flows in lines of one cell per track (Apple's `LazyVGrid`: it fills
///   a row from leading to trailing, then the next). A line is as long as its longest cell
///   (Apple's `GridItem`); a
///   line none of whose cells has been made counts with the *estimated* length: the first content
///   line's. With cells of one height, as in a list, the estimate is exact.
/// - When placed, it makes the cells of the lines that intersect the viewport (the innermost
///   ScrollView's frame, else the canvas) and places only those, from the first visible line on,
///   each at its real length. Section headers and footers are lines of their own, across every
///   track, and are always made (one each per section).
/// - With `pinnedViews`, a visible section's header sticks to the viewport's leading edge along
///   the axis until the section's end pushes it away (Apple's `PinnedScrollableViews`;
///   swiftui.cc); it is drawn over the cells.
/// - Each cell sits in its track's rectangle by the track's alignment (its `GridItem`'s, else the
///   container's along the cross axis and centre along the axis).
/// - Its subtree exposes no explicit alignment guides (cells come and go).
public struct LazyStackLayout: Layout, EngineLayout {
    var containerKind: ViewKind? { .lazyStack(axis) }

    public struct PinnedViews: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let sectionHeaders = PinnedViews(rawValue: 1)
        public static let sectionFooters = PinnedViews(rawValue: 2)
    }

    /// The axis the content grows along (vertical for LazyVStack and LazyVGrid).
    public let axis: Axis
    /// The guide cells are aligned by across the axis.
    public let alignment: AlignmentID
    /// The space between lines; nil for the default (8).
    public let spacing: Double?
    public let pinnedViews: PinnedViews
    /// The tracks across the axis: a grid's columns (rows for LazyHGrid); nil for a stack.
    public let tracks: [GridItem]?

    public init(
        axis: Axis, alignment: AlignmentID, spacing: Double?, pinnedViews: PinnedViews = [], tracks: [GridItem]? = nil
    ) {
        precondition(alignment.axis != axis, "a lazy container aligns on its cross axis")
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.tracks = tracks
    }

    public var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: tracks == nil ? axis : nil) }

    var gap: Double { spacing ?? ViewSpacing.defaultDistance }

    /// The tracks for a proposed cross length, and the container's own cross length (the first
    /// pass's total; the tracks are the second pass's, computed in that length, as
    /// juejin.cn/post/7081943051349786631 works them out). When
    /// placing, `placed` is true and `cross` is that length already: one pass.
    func resolvedTracks(
        _ cross: Double?, content: LazyContent, node: LayoutNode, placed: Bool = false
    ) -> (length: Double, tracks: GridTracks) {
        guard let items = tracks else {
            let length = cross ?? content.widestMade(ProposedSize(axis, major: nil, minor: nil), axis: axis.other)
            let track = GridTracks.Track(length: length, offset: 0, itemIndex: 0, alignment: nil)
            return (length, GridTracks(tracks: [track], spacings: [], totalLength: length))
        }
        let offered = cross.flatMap { $0.isFinite ? $0 : nil } ?? 0
        if placed { return (offered, GridItem.resolveOnePass(items, in: offered)) }
        return GridItem.resolve(items, in: offered)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let node = subviews.owner, let content = node.lazy else { return .zero }
        let (across, tracks) = resolvedTracks(proposal[axis.other], content: content, node: node)
        let major = content.totalLength(tracks: tracks, node: node, layout: self)
        return Size(axis, major: major, minor: across)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let node = subviews.owner, let content = node.lazy else { return }
        let (_, tracks) = resolvedTracks(bounds.size[axis.other], content: content, node: node, placed: true)
        content.place(in: bounds, tracks: tracks, node: node, layout: self)
    }

    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { nil }

    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .both }

    func makeLazyContent(items: [View]) -> LazyContent? { LazyContent(items: items, layout: self) }
}

/// The cells of one lazy container: where each comes from, how they fall into lines, which are
/// made, which were shown.
final class LazyContent {
    /// The most rows one lazy container has: 2⁵³, past which a row's index (and its offset in
    /// points) is no longer exact in a Double. Rows past it are never made.
    static let maximumRows = 1 << 53

    /// A run of cells from one child of the container.
    struct Segment {
        enum Source {
            case view(View)
            case sequence(ViewSequence)
        }
        let start: Int
        let count: Int
        let source: Source
    }

    /// Consecutive items that flow into lines together: a section header or footer (a line of its
    /// own), or the content between them.
    struct Run {
        let first: Int
        let count: Int
        let isEdge: Bool

        func lineCount(tracks: Int) -> Int { isEdge ? 1 : (count + tracks - 1) / tracks }
    }

    /// A section: its items' range, and which of them are its header and footer.
    struct Section {
        var items: Range<Int>
        var header: Int?
        var footer: Int?
    }

    private(set) var segments: [Segment] = []
    /// The ForEach rows among the segments (`isStopped` asks them; a stack of many views of
    /// its own has as many segments, and no ForEach).
    private var sequences: [ViewSequence] = []
    private(set) var runs: [Run] = []
    private(set) var sections: [Section] = []
    let itemCount: Int
    /// A grid's items are "cells" in messages, a stack's "rows".
    let isGrid: Bool
    /// Cells made so far, by item index.
    private(set) var made: [Int: LayoutNode] = [:]
    /// The lines placed by the last placement, in drawing order (pinned headers last).
    private(set) var shownNodes: [LayoutNode] = []
    private(set) var shownItems: [Int] = []
    private(set) var pinnedItems: [Int] = []

    init(items: [View], layout: LazyStackLayout) {
        var start = 0
        var segments: [Segment] = []
        var runs: [Run] = []
        var sections: [Section] = []
        var charges: [((Int) -> Bool, Int)] = []
        var runStart = 0
        func closeRun() {
            if start > runStart { runs.append(Run(first: runStart, count: start - runStart, isEdge: false)) }
            runStart = start
        }
        func add(_ source: Segment.Source, count: Int) {
            // At most `maximumRows` in all (a ForEach of math.maxinteger rows and one more view
            // would overflow the count).
            let count = min(count, LazyContent.maximumRows - start)
            guard count > 0 else { return }
            segments.append(Segment(start: start, count: count, source: source))
            start += count
        }
        func addEdge(_ view: View) {
            closeRun()
            add(.view(view), count: 1)
            runs.append(Run(first: start - 1, count: 1, isEdge: true))
            runStart = start
        }
        func addItem(_ view: View) {
            switch view.content {
            case .empty: return
            case .group:
                for child in view.children { addItem(view.inherited(child)) }
            case .forEach(let sequence):
                // Rows are made on demand; what the ForEach sets reaches each as it is made.
                let rows =
                    view.environment.isEmpty && view.id == nil
                    ? sequence : sequence.mapped { view.inherited($0) }
                guard layout.tracks != nil, rows.count > 0, !rows.isStopped(), rows.spend(rows.bytesPerRow) else {
                    add(.sequence(rows), count: sequence.count)
                    return
                }
                // A lazy grid: each view a row makes is a cell, as SwiftUI's lazy grids take a
                // ForEach's views (Apple's LazyVGrid page makes "a pair of Text views for the
                // columns in each row"; its GridItem page four colours a row, one per row of a
                // LazyHGrid). The first row is made to see: when it is one view, the rows stay
                // cells made on demand (that row kept: a row is made once); when it is several (a
                // Group, `return a, b`, a Section), every row is made now and joins the grid as
                // its items would (a Group's views are cells, a Section's header a line of its
                // own), each row's count its own. Rows made so are charged to the script's memory
                // cap as they are made and given back when this content goes (`deinit`).
                var spent = rows.bytesPerRow
                let first = rows.make(0)
                if first.isViewList {
                    addItem(first)
                    for index in 1..<rows.count {
                        spent += rows.bytesPerRow
                        if !rows.spend(rows.bytesPerRow) || rows.isStopped() { break }
                        addItem(rows.make(index))
                    }
                } else {
                    let kept = ViewSequence(
                        count: rows.count, depth: rows.depth, isStopped: rows.isStopped, spend: rows.spend
                    ) { $0 == 0 ? first : rows.make($0) }
                    add(.sequence(kept), count: sequence.count)
                }
                charges.append((rows.spend, spent))
            case .section(let header, let footer):
                closeRun()
                var section = Section(items: start..<start)
                if let header {
                    section.header = start
                    addEdge(view.inherited(header))
                }
                for child in view.children { addItem(view.inherited(child)) }
                closeRun()
                if let footer {
                    section.footer = start
                    addEdge(view.inherited(footer))
                }
                section.items = section.items.lowerBound..<start
                sections.append(section)
            default: add(.view(view), count: 1)
            }
        }
        for item in items { addItem(item) }
        closeRun()
        self.segments = segments
        sequences = segments.compactMap { segment in
            if case .sequence(let rows) = segment.source { return rows }
            return nil
        }
        self.runs = runs
        self.sections = sections
        self.charges = charges
        itemCount = start
        isGrid = layout.tracks != nil
    }

    /// What a lazy grid's rows made at once were charged, to give back.
    private var charges: [((Int) -> Bool, Int)] = []

    deinit {
        for (spend, bytes) in charges { _ = spend(-bytes) }
    }

    // MARK: Items

    /// The view of item `index` (making it, for a ForEach item).
    private func view(at index: Int) -> View {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        switch segment.source {
        case .view(let view): return view
        case .sequence(let sequence): return sequence.make(index - segment.start)
        }
    }

    /// Whether a ForEach of these rows can make no more (its script was stopped, or a row
    /// failed): what is left to make would be made for nothing.
    var isStopped: Bool { sequences.contains { $0.isStopped() } }

    /// Item `index`'s node, made now if it was not yet.
    func item(_ index: Int, node: LayoutNode) -> LayoutNode {
        if let existing = made[index] { return existing }
        let cell = node.engine.makeRowNode(view(at: index), parent: node)
        made[index] = cell
        return cell
    }

    /// Every cell made so far, in no particular order.
    var madeNodes: [LayoutNode] { Array(made.values) }

    /// The widest (across) of the cells made so far, for a stack asked its ideal size.
    func widestMade(_ proposal: ProposedSize, axis: Axis) -> Double {
        var widest = 0.0
        for (_, cell) in made { widest = max(widest, cell.size(for: proposal)[axis]) }
        return widest
    }

    // MARK: Lines

    /// How items fall into lines for a number of tracks.
    struct Lines {
        let tracks: Int
        /// `starts[r]`: the first line of run r; the last element is the number of lines.
        let starts: [Int]
        var count: Int { starts.last ?? 0 }
    }

    private var linesCache: Lines?

    func lines(tracks: Int) -> Lines {
        if let cached = linesCache, cached.tracks == tracks { return cached }
        var starts = [0]
        for run in runs { starts.append(starts.last! + run.lineCount(tracks: tracks)) }
        let lines = Lines(tracks: tracks, starts: starts)
        linesCache = lines
        return lines
    }

    /// The run holding line `line`.
    private func run(ofLine line: Int, _ lines: Lines) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines.starts[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The items of line `line`, and whether it is a header or footer (across every track).
    func items(ofLine line: Int, _ lines: Lines) -> (Range<Int>, isEdge: Bool) {
        let runIndex = run(ofLine: line, lines)
        let run = runs[runIndex]
        if run.isEdge { return (run.first..<(run.first + 1), true) }
        let first = run.first + (line - lines.starts[runIndex]) * lines.tracks
        return (first..<min(first + lines.tracks, run.first + run.count), false)
    }

    /// The line holding item `item`.
    func line(ofItem item: Int, _ lines: Lines) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].first <= item { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        return lines.starts[low] + (run.isEdge ? 0 : (item - run.first) / lines.tracks)
    }

    /// The proposal a cell of a track (or an edge across all of them) gets: the track's length
    /// across, nil along.
    private func cellProposal(track: Int?, tracks: GridTracks, axis: Axis) -> ProposedSize {
        let across = track.map { tracks.tracks[$0].length } ?? tracks.totalLength
        return ProposedSize(axis, major: nil, minor: across)
    }

    /// A line's length along the axis: its longest cell, making the cells.
    private func length(ofLine line: Int, _ lines: Lines, tracks: GridTracks, node: LayoutNode, axis: Axis) -> Double {
        let (items, isEdge) = self.items(ofLine: line, lines)
        var longest = 0.0
        for (position, index) in items.enumerated() {
            let proposal = cellProposal(track: isEdge ? nil : position, tracks: tracks, axis: axis)
            longest = max(longest, item(index, node: node).size(for: proposal)[axis])
        }
        return longest
    }

    /// The lines that have a made cell, with their lengths.
    private func madeLines(_ lines: Lines, tracks: GridTracks, node: LayoutNode, axis: Axis) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for index in made.keys {
            let line = line(ofItem: index, lines)
            if result[line] == nil {
                result[line] = length(ofLine: line, lines, tracks: tracks, node: node, axis: axis)
            }
        }
        return result
    }

    /// The estimated length of a line with no cell made: the first content line's.
    private func estimate(_ lines: Lines, tracks: GridTracks, node: LayoutNode, axis: Axis) -> Double {
        guard let runIndex = runs.firstIndex(where: { !$0.isEdge }) else { return 0 }
        return length(ofLine: lines.starts[runIndex], lines, tracks: tracks, node: node, axis: axis)
    }

    /// The offset of line `line` from the container's start: the lines before it at their made
    /// or estimated lengths, plus the gaps.
    private func offset(of line: Int, estimate: Double, gap: Double, lengths: [Int: Double]) -> Double {
        var offset = Double(line) * (estimate + gap)
        for (madeLine, length) in lengths where madeLine < line { offset += length - estimate }
        return offset
    }

    /// Makes every section header and footer (they are few, and pinning needs them).
    private func makeEdges(node: LayoutNode) {
        for section in sections {
            if let header = section.header { _ = item(header, node: node) }
            if let footer = section.footer { _ = item(footer, node: node) }
        }
    }

    /// The container's length along its axis: made lines at their length, the others estimated.
    func totalLength(tracks: GridTracks, node: LayoutNode, layout: LazyStackLayout) -> Double {
        let lines = self.lines(tracks: max(tracks.count, 1))
        guard lines.count > 0 else { return 0 }
        makeEdges(node: node)
        let axis = layout.axis
        let estimate = self.estimate(lines, tracks: tracks, node: node, axis: axis)
        let lengths = madeLines(lines, tracks: tracks, node: node, axis: axis)
        var total = Double(lines.count - 1) * layout.gap + Double(lines.count - lengths.count) * estimate
        for (_, length) in lengths { total += length }
        return total
    }

    func place(in bounds: Rect, tracks: GridTracks, node: LayoutNode, layout: LazyStackLayout) {
        shownNodes = []
        shownItems = []
        pinnedItems = []
        let lines = self.lines(tracks: max(tracks.count, 1))
        guard lines.count > 0 else { return }
        let axis = layout.axis
        let gap = layout.gap
        makeEdges(node: node)
        let estimate = self.estimate(lines, tracks: tracks, node: node, axis: axis)
        let start = bounds.min(axis)
        let viewport = node.engine.viewport ?? bounds
        let visibleLow = max(viewport.min(axis), start) - start
        let visibleHigh = min(viewport.min(axis) + viewport.size[axis], start + bounds.size[axis]) - start
        guard visibleHigh > visibleLow else { return }
        // The first visible line: guessed from the estimate, then corrected by the made lines.
        var lengths = madeLines(lines, tracks: tracks, node: node, axis: axis)
        var first = estimate + gap > 0 ? Int((visibleLow / (estimate + gap)).rounded(.down)) : 0
        first = min(max(first, 0), lines.count - 1)
        while first > 0, offset(of: first, estimate: estimate, gap: gap, lengths: lengths) > visibleLow {
            first -= 1
        }
        while first + 1 < lines.count,
            offset(of: first + 1, estimate: estimate, gap: gap, lengths: lengths) <= visibleLow
        {
            first += 1
        }
        // Make and place lines from there until the viewport is passed.
        var position = offset(of: first, estimate: estimate, gap: gap, lengths: lengths)
        var line = first
        // Until layout stops or a row fails, too: a stopped layout's sizes are all zero, and so
        // are a failed row's, and with no gap the lines would never pass the viewport (a row's
        // error in a LazyHStack of spacing 0 made every one of 2⁵³ rows, past every limit).
        let meter = node.engine.meter
        while line < lines.count, position < visibleHigh, !meter.isStopped, !isStopped {
            let length = self.length(ofLine: line, lines, tracks: tracks, node: node, axis: axis)
            placeLine(
                line, lines, at: position, length: length, tracks: tracks, bounds: bounds, node: node, layout: layout)
            position += length + gap
            line += 1
        }
        guard !layout.pinnedViews.isEmpty else { return }
        // Pinned headers stay at the viewport's leading edge, pinned footers at its trailing
        // edge, while their section is visible, each pushed along by the section's other end;
        // drawn after (over) the cells.
        func pin(_ item: Int, line: Int, at position: Double, natural: Double, length: Double) {
            if let shown = shownItems.firstIndex(of: item) {
                shownItems.remove(at: shown)
                shownNodes.remove(at: shown)
            }
            placeLine(
                line, lines, at: position, length: length, tracks: tracks, bounds: bounds, node: node, layout: layout)
            if position != natural { pinnedItems.append(item) }
        }
        lengths = madeLines(lines, tracks: tracks, node: node, axis: axis)
        for section in sections where !section.items.isEmpty {
            let firstLine = self.line(ofItem: section.items.lowerBound, lines)
            let lastLine = self.line(ofItem: section.items.upperBound - 1, lines)
            let sectionStart = offset(of: firstLine, estimate: estimate, gap: gap, lengths: lengths)
            let sectionEnd =
                offset(of: lastLine, estimate: estimate, gap: gap, lengths: lengths) + (lengths[lastLine] ?? estimate)
            guard sectionEnd > visibleLow, sectionStart < visibleHigh else { continue }
            var headerLength = 0.0
            if let header = section.header, layout.pinnedViews.contains(.sectionHeaders) {
                let line = self.line(ofItem: header, lines)
                headerLength = lengths[line] ?? estimate
                let pinned = max(sectionStart, min(visibleLow, sectionEnd - headerLength))
                pin(header, line: line, at: pinned, natural: sectionStart, length: headerLength)
            }
            if let footer = section.footer, layout.pinnedViews.contains(.sectionFooters) {
                let line = self.line(ofItem: footer, lines)
                let length = lengths[line] ?? estimate
                let natural = sectionEnd - length
                let pinned = min(natural, max(visibleHigh - length, sectionStart + headerLength))
                pin(footer, line: line, at: pinned, natural: natural, length: length)
            }
        }
    }

    /// Places the cells of one line, each in its track's rectangle by the track's alignment.
    private func placeLine(
        _ line: Int, _ lines: Lines, at position: Double, length: Double, tracks: GridTracks, bounds: Rect,
        node: LayoutNode, layout: LazyStackLayout
    ) {
        let axis = layout.axis
        let cross = axis.other
        let (items, isEdge) = self.items(ofLine: line, lines)
        for (slot, index) in items.enumerated() {
            let cell = item(index, node: node)
            let track = isEdge ? nil : tracks.tracks[slot]
            let proposal = cellProposal(track: isEdge ? nil : slot, tracks: tracks, axis: axis)
            let size = cell.size(for: proposal)
            var rect = Rect(origin: .zero, size: .zero)
            var origin = Point.zero
            origin[axis] = bounds.min(axis) + position
            origin[cross] = bounds.min(cross) + (track?.offset ?? 0)
            rect.origin = origin
            var rectSize = Size.zero
            rectSize[axis] = length
            rectSize[cross] = track?.length ?? tracks.totalLength
            rect.size = rectSize
            // Across: the track's alignment, else the container's; along: the track's, else centre.
            let crossGuide = track?.alignment.map { $0.id(for: cross) } ?? layout.alignment
            let alongGuide =
                track?.alignment.map { $0.id(for: axis) }
                ?? (axis == .vertical ? AlignmentID.verticalCenter : .horizontalCenter)
            let cellDimensions = ViewDimensions(node: cell, guideMask: cell.guideMask, size: size, proposal: proposal)
            let rectDimensions = ViewDimensions(width: rect.width, height: rect.height)
            var cellOrigin = Point.zero
            for (axisOfGuide, guide) in [(cross, crossGuide), (axis, alongGuide)] {
                cellOrigin[axisOfGuide] =
                    rect.min(axisOfGuide) + guide.defaultValue(in: rectDimensions) - cellDimensions[guide]
            }
            cell.place(at: cellOrigin, size: size, proposal: proposal)
            shownNodes.append(cell)
            shownItems.append(index)
        }
    }

    /// "made 11 of 1000000 rows; shown 1–10; 1 pinned to the scroll view's edge", for `plumb explain`
    /// and JSON.
    var note: String {
        func range(_ indices: [Int]) -> String {
            guard let low = indices.min(), let high = indices.max() else { return "none" }
            return low == high ? "\(low + 1)" : "\(low + 1)–\(high + 1)"
        }
        let what = isGrid ? "cells" : "rows"
        var text =
            "made \(made.count) of \(itemCount) \(what); shown \(range(shownItems.filter { !pinnedItems.contains($0) }))"
        if !pinnedItems.isEmpty {
            let items = pinnedItems.map { String($0 + 1) }.joined(separator: ", ")
            text += "; \(items) pinned to the scroll view's edge"
        }
        return text
    }
}
