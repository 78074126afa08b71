/// The result of one layout, read from the arena layout filled: no object or struct is
/// made per view. Frames, proposals, views and environments are the node store's; the result
/// adds one 16-byte entry per view shown (the node, where its children's entries start and how
/// many, its kind), in breadth-first order so that a view's children are a range of entries, and
/// side tables for what few views have (a Text's lines, guides and traces, builders' notes).
///
/// It keeps the store alive, and with it the views the nodes were made from. Laying the tree out
/// again would move the frames under it: the tree first copies them into every result taken from
/// it that is still alive (`freezeFrames`), so a result never changes. (On the tree's thread: a
/// tree is not to be laid out again while another thread reads a result taken from it.)
final class PlacedTree: @unchecked Sendable {
    /// One view of the result.
    struct Entry {
        /// The node's number in the store.
        var node: Int32
        /// The entry of its first child (the others follow it).
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
        /// `ViewKind`, packed (see `PlacedTree.packed`).
        var kindCode: UInt8 = 0
        /// `PlacedTree.clipsContent` and `PlacedTree.hasRareFields`.
        var flags: UInt8 = 0
        var kindValue: UInt16 = 0
    }

    /// `scrollContentFrame` is its first child's frame (a ScrollView).
    static let clipsContent: UInt8 = 1
    /// Its view sets an id, drawing modifiers or a source (`View.hasRareFields`): without it they
    /// read as none without visiting the view (one cache miss a view in a renderer's walk).
    static let hasRareFields: UInt8 = 2

    /// A Text's lines as placed.
    struct Text {
        var lines: [String]
        var face: FontStyle
        /// The lines of height it reserves when more than it shows (nil: as many as its lines).
        var reservedLineCount: Int?
        /// In points: the font and the lines' widths.
        var points: TextInPoints?
    }

    let store: NodeStore
    /// The views, breadth first (a view's children are consecutive).
    let entries: ContiguousArray<Entry>
    /// Whether any view of the result sets an id, drawing modifiers or a source (else a writer's
    /// pass for them has nothing to find).
    let hasAnyRareFields: Bool
    /// By entry: the lines of each Text.
    private let texts: [Int32: Text]
    /// By entry: what the tree recorded that it will not keep (guides, traces, builders' notes,
    /// guide settings), as it was when the result was taken.
    private let recorded: [Int32: PlacedDetails]
    /// The frames and proposals, copied when the tree was laid out again (nil until then). In
    /// plain memory: read for every frame, where a class's `var` would cost an exclusivity check.
    private let frozen = UnsafeMutablePointer<UnsafeMutablePointer<ColdState>?>.allocate(capacity: 1)

    /// Lays out the result of `root`'s tree, charging it to the budget (a stop cuts it short: the
    /// caller reports the stop).
    init(root: LayoutNode, engine: LayoutEngine) {
        let store = root.store
        var builder = Builder(store: store, engine: engine)
        builder.build(root)
        self.store = store
        entries = builder.entries
        hasAnyRareFields = builder.hasAnyRareFields
        texts = builder.texts
        recorded = builder.recorded
        frozen.initialize(to: nil)
    }

    deinit {
        frozen.pointee?.deallocate()
        frozen.deallocate()
    }

    /// Copies the frames and proposals of the result's views (the tree is about to be laid out
    /// again, which would move them), charging the copy to the tree (given back when its store
    /// goes, which the result keeps alive: after the copy).
    func freezeFrames(meter: LayoutMeter) {
        guard frozen.pointee == nil else { return }
        let bytes = entries.count * MemoryLayout<ColdState>.stride
        store.ledger.pointee += bytes
        meter.add(bytes: bytes)
        let copy = UnsafeMutablePointer<ColdState>.allocate(capacity: entries.count)
        for (index, entry) in entries.enumerated() {
            let cold = store.state(Int(entry.node)).cold.pointee
            (copy + index).initialize(to: cold)
        }
        frozen.pointee = copy
    }

    /// Makes the entries, breadth first.
    private struct Builder {
        let store: NodeStore
        let engine: LayoutEngine
        var entries: ContiguousArray<Entry> = []
        var hasAnyRareFields = false
        var texts: [Int32: Text] = [:]
        var recorded: [Int32: PlacedDetails] = [:]

        init(store: NodeStore, engine: LayoutEngine) {
            self.store = store
            self.engine = engine
        }

        mutating func build(_ root: LayoutNode) {
            // At most one entry per node: no growth, no copy.
            entries.reserveCapacity(store.count)
            entries.append(Entry(node: Int32(root.index)))
            var position = 0
            while position < entries.count {
                add(LayoutNode(record: store.state(Int(entries[position].node)).record), at: position)
                position += 1
            }
        }

        private mutating func add(_ node: LayoutNode, at position: Int) {
            let key = Int32(position)
            let (viewLeafKind, hasRareFields) = node.withView { ($0.leafKind, $0.hasRareFields) }
            var leafKind = viewLeafKind
            if leafKind == .text {
                leafKind = nil
                if let text = node.box.layout as? TextLayout {
                    let (lines, face, lineCount, widths) = text.lines(fitting: node.frame.size)
                    texts[key] = Text(
                        lines: lines, face: face.style, reservedLineCount: lineCount > lines.count ? lineCount : nil,
                        points: TextInPoints(widths: widths, face: face))
                    leafKind = .text
                    let lineBytes = LayoutCosts.placedText + lines.count * LayoutCosts.placedLine
                    store.ledger.pointee += lineBytes
                    engine.meter.add(bytes: lineBytes)
                }
            }
            let childNodes = node.childNodes
            let own = node.state
            // The box read in place, not retained (the store keeps it).
            var (shown, clips) = node.withBox { box in
                (
                    box.shownSubviews(
                        proposal: own.cold.pointee.placementProposal.value,
                        subviews: childNodes.subviews(of: node, own: own)),
                    box.clipsContent
                )
            }
            var childCount = shown?.count ?? childNodes.count
            store.ledger.pointee += LayoutCosts.placed
            if !engine.meter.count(bytes: LayoutCosts.placed, phase: .result, view: { node.traceName }) {
                childCount = 0
                shown = []
            }
            let (code, value) = PlacedTree.packed(leafKind ?? ViewKind.of(node, content: .none))
            entries[position].kindCode = code
            entries[position].kindValue = value
            entries[position].firstChild = Int32(entries.count)
            entries[position].childCount = Int32(childCount)
            if clips, childCount > 0 { entries[position].flags |= PlacedTree.clipsContent }
            if hasRareFields {
                entries[position].flags |= PlacedTree.hasRareFields
                hasAnyRareFields = true
            }
            for index in 0..<childCount {
                entries.append(Entry(node: Int32(childNodes.node(at: shown?[index] ?? index).index)))
            }
            // What the tree records only while recording guides or tracing, or for built content.
            if case .made = childNodes, !engine.recordsGuides { return }
            var details = PlacedDetails()
            var hasDetails = false
            if let diagnostics = node.diagnostics {
                details.alignmentLines = diagnostics.alignmentLines
                details.guideMarks = diagnostics.guideMarks
                details.sizingLog = diagnostics.sizingTrace ?? []
                details.negotiation = diagnostics.negotiation
                details.containerSizing = diagnostics.containerSizing
                hasDetails = true
            }
            if case .made = childNodes {
            } else if let note = node.builderNote {
                details.builderNote = note
                hasDetails = true
            }
            if engine.recordsGuides, let setting = node.layout as? AlignmentGuideLayout {
                // Memoized from layout for this proposal (guide functions are pure, so asking is safe).
                let value = node.explicitAlignment(setting.guide, proposal: node.placementProposal)
                details.guideSetting = GuideSetting(
                    guide: setting.guide.name, axis: setting.guide.axis, source: setting.source, value: value,
                    merge: setting.guide.merge)
                hasDetails = true
            }
            guard hasDetails else { return }
            // Charged as it is kept: 10⁵ GeometryReaders' notes took 100 MB past a 64 MiB cap.
            // A stop leaves the rest unrecorded; the caller reports it.
            let bytes = LayoutCosts.placedDetails + (details.builderNote?.utf8.count ?? 0)
            store.ledger.pointee += bytes
            guard engine.meter.count(bytes: bytes, work: 0, phase: .result, view: { node.traceName }) else { return }
            recorded[key] = details
        }
    }

    // MARK: Reading

    func node(_ index: Int) -> LayoutNode {
        LayoutNode(record: store.state(Int(entries[index].node)).record)
    }

    func firstChild(_ index: Int) -> Int { Int(entries[index].firstChild) }
    func childCount(_ index: Int) -> Int { Int(entries[index].childCount) }

    func frame(_ index: Int) -> Rect {
        if let frozen = frozen.pointee { return frozen[index].frame }
        return store.state(Int(entries[index].node)).cold.pointee.frame
    }

    func proposal(_ index: Int) -> ProposedSize {
        if let frozen = frozen.pointee { return frozen[index].placementProposal.value }
        return store.state(Int(entries[index].node)).cold.pointee.placementProposal.value
    }

    func kind(_ index: Int) -> ViewKind { Self.unpacked(entries[index].kindCode, entries[index].kindValue) }

    /// The `zIndex` view `index` is drawn by among its container's children: the innermost one
    /// down its chain of modifiers (in SwiftUI a trait, which the modifiers around a view pass
    /// on), 0 when there is none.
    func zIndex(_ index: Int) -> Double {
        var entry = index
        var found = 0.0
        while true {
            if hasRareFields(entry), let value = node(entry).withView({ $0.decorations.zIndex }) { found = value }
            let count = childCount(entry)
            guard entries[entry].kindCode == Self.modifierCode, count > 0 else { return found }
            entry = firstChild(entry) + min(Int(entries[entry].kindValue), count - 1)
        }
    }

    /// The positions of view `index`'s children back to front, or nil when they are drawn in the
    /// order written: no child has a `zIndex` but 0, or the view is a modifier, whose layers (a
    /// view and its overlay, a view and its mask) keep their order.
    func paintingOrder(_ index: Int) -> [Int]? {
        let count = childCount(index)
        guard hasAnyRareFields, count > 1, entries[index].kindCode != Self.modifierCode else { return nil }
        let first = firstChild(index)
        return ZIndexOrder.positions(count) { zIndex(first + $0) }
    }

    /// Whether view `index` has rare fields (see `hasRareFields`).
    func hasRareFields(_ index: Int) -> Bool { entries[index].flags & Self.hasRareFields != 0 }

    func content(_ index: Int) -> PlacedContent {
        // Only leaves draw content: the others need no visit to their view.
        let code = entries[index].kindCode
        guard (Self.shapeCode...Self.dividerCode).contains(code) else { return .none }
        let node = node(index)
        if code == Self.textCode {
            guard let text = texts[Int32(index)] else { return .none }  // (layout stopped before it was made)
            return .text(lines: text.lines, font: text.face)
        }
        if code == Self.dividerCode { return .divider((node.box.layout as? DividerLayout)?.lineAxis ?? .horizontal) }
        return node.withView(\.drawnContent) ?? .none
    }

    /// Whether view `index` is a Text whose lines were laid out.
    private func isText(_ index: Int) -> Bool { entries[index].kindCode == Self.textCode && !texts.isEmpty }

    func isBold(_ index: Int) -> Bool {
        let environment = node(index).environment
        if environment.isBold == true { return true }
        return isText(index) && environment.font?.isBold == true
    }

    func textAlignment(_ index: Int) -> TextAlignment {
        isText(index) ? node(index).environment[MultilineTextAlignmentKey.self] : .leading
    }

    func textLineCount(_ index: Int) -> Int? {
        isText(index) ? texts[Int32(index)]?.reservedLineCount : nil
    }

    func textInPoints(_ index: Int) -> TextInPoints? {
        isText(index) ? texts[Int32(index)]?.points : nil
    }

    func textAttributes(_ index: Int) -> TextAttributes {
        guard isText(index) else { return TextAttributes() }
        let environment = node(index).environment
        return environment.hasExtras ? TextAttributes(environment) : TextAttributes()
    }

    func scrollContentFrame(_ index: Int) -> Rect? {
        entries[index].flags & Self.clipsContent != 0 ? frame(firstChild(index)) : nil
    }

    /// What was recorded of view `index` (guides, traces, notes), if anything.
    func recordedDetails(_ index: Int) -> PlacedDetails? {
        recorded.isEmpty ? nil : recorded[Int32(index)]
    }

    /// Everything `PlacedDetails` holds for view `index`: what was recorded, and what the view,
    /// its environment and its children say.
    func details(_ index: Int) -> PlacedDetails {
        var details = recordedDetails(index) ?? PlacedDetails()
        details.textAlignment = textAlignment(index)
        details.textLineCount = textLineCount(index)
        details.textInPoints = textInPoints(index)
        details.textAttributes = textAttributes(index)
        details.scrollContentFrame = scrollContentFrame(index)
        let view = node(index).view
        details.decorations = view.decorations
        details.source = view.source
        return details
    }

    // MARK: Kinds in three bytes

    static func packed(_ kind: ViewKind) -> (UInt8, UInt16) {
        switch kind {
        case .stack(let axis): (0, axis == .horizontal ? 0 : 1)
        case .zStack: (1, 0)
        case .lazyStack(let axis): (2, axis == .horizontal ? 0 : 1)
        case .grid: (3, 0)
        case .scrollView: (4, 0)
        case .viewThatFits: (5, 0)
        case .modifier(let primary): (6, UInt16(clamping: primary))
        case .composite: (7, 0)
        case .layout: (8, 0)
        case .shape: (9, 0)
        case .color: (10, 0)
        case .text: (11, 0)
        case .image: (12, 0)
        case .symbol: (13, 0)
        case .spacer: (14, 0)
        case .divider: (15, 0)
        case .empty: (16, 0)
        }
    }

    static let modifierCode: UInt8 = 6
    static let shapeCode: UInt8 = 9
    static let textCode: UInt8 = 11
    static let dividerCode: UInt8 = 15

    static func unpacked(_ code: UInt8, _ value: UInt16) -> ViewKind {
        switch code {
        case 0: .stack(value == 0 ? .horizontal : .vertical)
        case 1: .zStack
        case 2: .lazyStack(value == 0 ? .horizontal : .vertical)
        case 3: .grid
        case 4: .scrollView
        case 5: .viewThatFits
        case 6: .modifier(primary: Int(value))
        case 7: .composite
        case 8: .layout
        case 9: .shape
        case 10: .color
        case 11: .text
        case 12: .image
        case 13: .symbol
        case 14: .spacer
        case 15: .divider
        default: .empty
        }
    }
}
