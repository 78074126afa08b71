/// LazyVStack and LazyHStack (rules wave 2 §2, §3): rows are made only when they are needed.
///
/// A lazy stack cannot measure every row up front (that is the point), so:
/// - Along its axis, a row that has not been made counts with the *estimated* length: the length
///   of the first content row (not a section header or footer) for the same cross proposal. With
///   rows of one height, as in a list, the estimate is exact.
/// - Across, it takes the proposed length (the rows start at the scroll view's leading edge,
///   §2.2); with no proposal, the widest row made so far.
/// - When placed, it makes the rows that intersect the viewport (the innermost ScrollView's
///   frame, else the canvas) and places only those, from the first visible one on, each at its
///   real length. Section headers and footers are always made (one each per section).
/// - With `pinnedViews`, a visible section's header sticks to the viewport's leading edge along
///   the axis until the section's end pushes it away (§3.2); it is drawn over the rows.
/// - Its subtree exposes no explicit alignment guides (rows come and go).
public struct LazyStackLayout: Layout, EngineLayout {
    public struct PinnedViews: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let sectionHeaders = PinnedViews(rawValue: 1)
        public static let sectionFooters = PinnedViews(rawValue: 2)
    }

    public let axis: Axis
    /// The guide rows are aligned by across the axis.
    public let alignment: AlignmentID
    /// The space between rows; nil for the default (8).
    public let spacing: Double?
    public let pinnedViews: PinnedViews

    public init(axis: Axis, alignment: AlignmentID, spacing: Double?, pinnedViews: PinnedViews = []) {
        precondition(alignment.axis != axis, "a stack aligns on its cross axis")
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
    }

    public var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: axis) }

    var gap: Double { spacing ?? ViewSpacing.defaultDistance }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let content = subviews.owner?.lazy, let node = subviews.owner else { return .zero }
        let minor = proposal[axis.other]
        let rowProposal = ProposedSize(axis, major: nil, minor: minor)
        let major = content.totalLength(rowProposal, node: node, gap: gap)
        let across = minor ?? content.widestMade(rowProposal, axis: axis.other)
        return Size(axis, major: major, minor: across)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let content = subviews.owner?.lazy, let node = subviews.owner else { return }
        content.place(in: bounds, node: node, layout: self)
    }

    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { nil }

    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .both }

    var role: EngineLayoutRole { .lazyStack }
}

/// The rows of one lazy stack: where each comes from, which are made, which were shown.
final class LazyContent {
    /// A run of rows from one child of the stack.
    struct Segment {
        enum Source {
            case view(View)
            case sequence(ViewSequence)
        }
        let start: Int
        let count: Int
        let source: Source
        /// Headers and footers are made eagerly and never count towards the estimate.
        let isSectionEdge: Bool
    }

    /// A section: its rows' range, and which of them are its header and footer.
    struct Section {
        var rows: Range<Int>
        var header: Int?
        var footer: Int?
    }

    private(set) var segments: [Segment] = []
    private(set) var sections: [Section] = []
    let rowCount: Int
    /// Rows made so far, by index.
    private(set) var made: [Int: LayoutNode] = [:]
    /// The index of the first content row (the estimate), if any.
    private let firstContentRow: Int?
    /// The rows placed by the last placement, in drawing order (pinned headers last).
    private(set) var shownNodes: [LayoutNode] = []
    private(set) var shownIndices: [Int] = []
    private(set) var pinnedIndices: [Int] = []

    init(items: [View], layout: LazyStackLayout) {
        var start = 0
        var firstContent: Int?
        var segments: [Segment] = []
        var sections: [Section] = []
        func add(_ source: Segment.Source, count: Int, edge: Bool) {
            guard count > 0 else { return }
            if !edge, firstContent == nil { firstContent = start }
            segments.append(Segment(start: start, count: count, source: source, isSectionEdge: edge))
            start += count
        }
        func addItem(_ view: View) {
            switch view.content {
            case .empty: return
            case .forEach(let sequence): add(.sequence(sequence), count: sequence.count, edge: false)
            case .section(let header, let footer):
                var section = Section(rows: start..<start)
                if let header {
                    section.header = start
                    add(.view(header), count: 1, edge: true)
                }
                for child in view.children { addItem(child) }
                if let footer {
                    section.footer = start
                    add(.view(footer), count: 1, edge: true)
                }
                section.rows = section.rows.lowerBound..<start
                sections.append(section)
            default: add(.view(view), count: 1, edge: false)
            }
        }
        for item in items { addItem(item) }
        self.segments = segments
        self.sections = sections
        rowCount = start
        firstContentRow = firstContent
    }

    /// The view of row `index` (making it, for a ForEach row).
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

    /// Row `index`'s node, made now if it was not yet.
    func row(_ index: Int, node: LayoutNode) -> LayoutNode {
        if let existing = made[index] { return existing }
        let row = node.engine.makeRowNode(view(at: index), parent: node)
        made[index] = row
        return row
    }

    private func length(_ row: LayoutNode, _ proposal: ProposedSize, axis: Axis) -> Double {
        row.size(for: proposal)[axis]
    }

    /// The estimated length of a row not made yet.
    func estimate(_ proposal: ProposedSize, node: LayoutNode, axis: Axis) -> Double {
        guard let first = firstContentRow else { return 0 }
        return length(row(first, node: node), proposal, axis: axis)
    }

    /// The stack's length along its axis: made rows at their length, the others estimated, and
    /// section headers and footers (always made).
    func totalLength(_ proposal: ProposedSize, node: LayoutNode, gap: Double) -> Double {
        guard rowCount > 0, let layout = node.layout as? LazyStackLayout else { return 0 }
        let axis = layout.axis
        for section in sections {
            if let header = section.header { _ = row(header, node: node) }
            if let footer = section.footer { _ = row(footer, node: node) }
        }
        let estimate = self.estimate(proposal, node: node, axis: axis)
        var total = Double(rowCount - 1) * gap + Double(rowCount - made.count) * estimate
        for (_, row) in made { total += length(row, proposal, axis: axis) }
        return total
    }

    /// The widest (across) of the rows made so far, for a stack asked its ideal size.
    func widestMade(_ proposal: ProposedSize, axis: Axis) -> Double {
        var widest = 0.0
        for (_, row) in made { widest = max(widest, row.size(for: proposal)[axis]) }
        return widest
    }

    /// The offset of row `index` from the stack's start: the rows before it at their made or
    /// estimated lengths, plus the gaps.
    private func offset(of index: Int, estimate: Double, gap: Double, lengths: [Int: Double]) -> Double {
        var offset = Double(index) * (estimate + gap)
        for (madeIndex, length) in lengths where madeIndex < index { offset += length - estimate }
        return offset
    }

    func place(in bounds: Rect, node: LayoutNode, layout: LazyStackLayout) {
        shownNodes = []
        shownIndices = []
        pinnedIndices = []
        guard rowCount > 0 else { return }
        let axis = layout.axis
        let cross = axis.other
        let gap = layout.gap
        let rowProposal = ProposedSize(axis, major: nil, minor: bounds.size[cross])
        let estimate = self.estimate(rowProposal, node: node, axis: axis)
        let start = bounds.min(axis)
        let viewport = node.engine.viewport ?? bounds
        let visibleLow = max(viewport.min(axis), start) - start
        let visibleHigh = min(viewport.min(axis) + viewport.size[axis], start + bounds.size[axis]) - start
        guard visibleHigh > visibleLow else { return }
        // The first visible row: guessed from the estimate, then corrected by the made rows.
        var lengths: [Int: Double] = [:]
        for (index, row) in made { lengths[index] = length(row, rowProposal, axis: axis) }
        var first = estimate + gap > 0 ? Int((visibleLow / (estimate + gap)).rounded(.down)) : 0
        first = min(max(first, 0), rowCount - 1)
        while first > 0, offset(of: first, estimate: estimate, gap: gap, lengths: lengths) > visibleLow {
            first -= 1
        }
        while first + 1 < rowCount,
            offset(of: first + 1, estimate: estimate, gap: gap, lengths: lengths) <= visibleLow
        {
            first += 1
        }
        // Make and place rows from there until the viewport is passed.
        var position = offset(of: first, estimate: estimate, gap: gap, lengths: lengths)
        var index = first
        let guideLine = layout.alignment.defaultValue(
            in: ViewDimensions(width: bounds.width, height: bounds.height))
        var rowFrames: [Int: (position: Double, length: Double)] = [:]
        while index < rowCount, position < visibleHigh {
            let row = self.row(index, node: node)
            let size = row.size(for: rowProposal)
            place(row, size: size, at: position, proposal: rowProposal, bounds: bounds, layout: layout, line: guideLine)
            rowFrames[index] = (position, size[axis])
            shownNodes.append(row)
            shownIndices.append(index)
            position += size[axis] + gap
            index += 1
        }
        guard layout.pinnedViews.contains(.sectionHeaders) else { return }
        // Pinned headers: each visible section's header stays at the viewport's edge until the
        // section's end pushes it away; drawn after (over) the rows.
        lengths = [:]
        for (index, row) in made { lengths[index] = length(row, rowProposal, axis: axis) }
        for section in sections {
            guard let header = section.header, !section.rows.isEmpty else { continue }
            let sectionStart = offset(of: section.rows.lowerBound, estimate: estimate, gap: gap, lengths: lengths)
            let last = section.rows.upperBound - 1
            let sectionEnd =
                offset(of: last, estimate: estimate, gap: gap, lengths: lengths) + (lengths[last] ?? estimate)
            guard sectionEnd > visibleLow, sectionStart < visibleHigh else { continue }
            let headerNode = row(header, node: node)
            let size = headerNode.size(for: rowProposal)
            let pinned = max(sectionStart, min(visibleLow, sectionEnd - size[axis]))
            place(
                headerNode, size: size, at: pinned, proposal: rowProposal, bounds: bounds, layout: layout,
                line: guideLine)
            if let shown = shownIndices.firstIndex(of: header) {
                shownIndices.remove(at: shown)
                shownNodes.remove(at: shown)
            }
            shownNodes.append(headerNode)
            shownIndices.append(header)
            if pinned != sectionStart { pinnedIndices.append(header) }
        }
    }

    private func place(
        _ row: LayoutNode, size: Size, at position: Double, proposal: ProposedSize, bounds: Rect,
        layout: LazyStackLayout, line: Double
    ) {
        let axis = layout.axis
        let dimensions = ViewDimensions(node: row, guideMask: row.guideMask, size: size, proposal: proposal)
        var origin = Point.zero
        origin[axis] = bounds.min(axis) + position
        origin[axis.other] = bounds.min(axis.other) + line - dimensions[layout.alignment]
        row.place(at: origin, size: size, proposal: proposal)
    }

    /// "made rows 1–24 of 1,000,000; shown 1–24; pinned header 1" for `plumb explain` and JSON.
    var note: String {
        func range(_ indices: [Int]) -> String {
            guard let low = indices.min(), let high = indices.max() else { return "none" }
            return low == high ? "\(low + 1)" : "\(low + 1)–\(high + 1)"
        }
        var text =
            "made \(made.count) of \(rowCount) rows; shown \(range(shownIndices.filter { !pinnedIndices.contains($0) }))"
        if !pinnedIndices.isEmpty {
            let rows = pinnedIndices.map { String($0 + 1) }.joined(separator: ", ")
            text += "; header\(pinnedIndices.count > 1 ? "s" : "") \(rows) pinned to the top"
        }
        return text
    }
}
