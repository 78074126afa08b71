/// One occurrence of a view in a laid-out tree: the live object layout works on. It memoizes its
/// size per proposal, which keeps nested stacks linear in the number of views (a stack probes
/// each child at 0 and ∞ before offering it a share, and every ancestor does the same).
public final class LayoutNode {
    // What layout reads comes first, so that it shares the object's first cache lines.
    let layout: any EngineLayout
    /// Where the subviews come from: made with the node, built during layout, or lazy rows
    /// (`NodeChildren`, the one place that says).
    let childNodes: NodeChildren
    /// This node's mutable state (see `NodeStore`).
    let state: NodeStateRef
    /// The store that owns this node and its state. Not retained: the store owns every node of
    /// its tree (issue 20), and the tree owns the store (`LayoutTree.store`).
    unowned(unsafe) let store: NodeStore
    let engine: LayoutEngine
    /// The spacing preferences, as one of the common values or in a box (see `NodeSpacing`).
    private let storedSpacing: NodeSpacing
    public let view: View
    let environment: EnvironmentValues
    /// The orientation Spacers directly inside this node's content follow.
    let childOrientation: Axis?

    /// What few nodes need (explicit guide values, more memo entries, a `Layout`'s cache), made
    /// when first needed: a tree of 10⁶ nodes should not carry three empty dictionaries each.
    private var extras: NodeExtras?
    /// What `--guides` and `plumb explain` record of the last placement, made when first needed.
    private(set) var diagnostics: NodeDiagnostics?

    /// The diagnostics, made if need be (only while recording guides or tracing).
    var recordedDiagnostics: NodeDiagnostics {
        if let diagnostics { return diagnostics }
        let made = NodeDiagnostics()
        diagnostics = made
        return made
    }

    private var madeExtras: NodeExtras {
        if let extras { return extras }
        charge(LayoutCosts.extras)
        let made = NodeExtras()
        extras = made
        return made
    }

    // Diagnostics of the last placement (empty unless recording guides or tracing).
    var guideMarks: [GuideMark] { diagnostics?.guideMarks ?? [] }
    var alignmentLines: [AlignmentLine] { diagnostics?.alignmentLines ?? [] }
    var sizingEvents: [SizingEvent]? { diagnostics?.sizingTrace }
    /// The sizing events in words (`SizingEvent.description`).
    var sizingTrace: [String]? { diagnostics?.sizingTrace?.map(\.description) }
    /// Every proposal this node measured (not answered from memory), in order (only while tracing).
    var answeredProposals: [(ProposedSize, Size)] {
        (diagnostics?.negotiation ?? []).compactMap {
            if case .answered(let proposal, let size, fromMemory: false) = $0 { (proposal, size) } else { nil }
        }
    }

    init(
        view: View, layout: any EngineLayout, children: NodeChildren, engine: LayoutEngine,
        environment: EnvironmentValues, store: NodeStore, index: Int, childOrientation: Axis?
    ) {
        self.view = view
        self.layout = layout
        self.childNodes = children
        self.engine = engine
        self.environment = environment
        self.store = store
        self.childOrientation = childOrientation
        self.state = store.state(index)
        var mask = layout.explicitGuideBits
        var childMask: UInt64 = 0
        children.forEachGuideMask { childMask |= $0 }
        if !layout.isUnaryModifier {
            // Containers never expose explicit frame alignments (leading, center, …).
            childMask &= ~LayoutNode.frameAlignmentBits
        }
        mask |= childMask
        // Constant per node: asked once here, kept in the node's hot state (plain memory, no
        // exclusivity check), where the parent's passes over its children read them in order; the
        // node object does not keep copies (issue 20: 24 bytes a node).
        let subviews = children.subviews(of: nil, own: state)
        self.storedSpacing = NodeSpacing(layout.spacing(subviews: subviews))
        // Explicit guide values are memoized per full proposal and may depend on it even when the
        // size does not, so a view that may set any is taken to depend on both axes.
        state.hot.pointee.sizeDependence =
            mask != 0 || engine.ignoresSizeDependence ? .both : layout.sizeDependence(subviews: subviews)
        state.hot.pointee.guideMask = mask
        state.hot.pointee.priority = layout.layoutPriority(subviews: subviews)
        state.hot.pointee.isLeaf = children.isLeaf
        state.hot.pointee.generation |= 1
        // The store owns its nodes (released when it goes), so a parent keeps no array of them.
        state.node.initialize(to: .passRetained(self))
    }

    /// Marks this node and everything below it as retired (their content was rebuilt): a handle
    /// to any of them kept from before is stale, and using it stops layout with
    /// `LayoutStop.Reason.staleHandle` instead of reaching a node the tree no longer shows.
    func retire() {
        var pending = [self]
        while let node = pending.popLast() {
            let generation = node.state.hot.pointee.generation
            if generation & 1 == 1 { node.state.hot.pointee.generation = generation &+ 1 }
            switch node.childNodes {
            case .made: pending += node.currentChildren
            case .built(let content): pending += content.children ?? []
            case .lazy(let content): pending += content.madeNodes
            }
        }
    }

    /// Reports a stale handle's use (see `retire`): layout stops, naming the view.
    func staleHandleUsed(_ phase: LayoutPhase) {
        engine.meter.fail(LayoutStop(phase: phase, view: traceName, reason: .staleHandle))
    }

    /// The proposal axes this view's size may depend on; the size memo ignores the others.
    var sizeDependence: Axis.Set { state.hot.pointee.sizeDependence }
    /// Guides this subtree may set explicitly (see `AlignmentID.bit`); 0 means "never".
    var guideMask: UInt64 { state.hot.pointee.guideMask }
    var priority: Double { state.hot.pointee.priority }
    var spacing: ViewSpacing { storedSpacing.value }

    /// The subviews as they are now: those made with the node, the ones last built, or the lazy
    /// rows last shown.
    var currentChildren: [LayoutNode] { childNodes.nodes }

    /// The rows of a lazy stack (see `LazyContent`), or nil.
    var lazy: LazyContent? {
        if case .lazy(let content) = childNodes { return content }
        return nil
    }

    /// What a builder or a lazy stack says of its content (for `plumb explain` and JSON).
    var builderNote: String? {
        switch childNodes {
        case .made: nil
        case .built(let content): content.note
        case .lazy(let content): content.note
        }
    }

    /// Forgets the container's cache (its subviews changed).
    func resetCache() { extras?.cache = .unmade }

    /// Counts `bytes` this node now holds against the budget (checked at the next unit of work).
    private func charge(_ bytes: Int) {
        store.ledger.pointee += bytes
        engine.meter.add(bytes: bytes)
    }

    /// The cache of this container (`LayoutSubviews.cache`).
    func layoutCache() -> AnyObject? {
        let extras = madeExtras
        if case .made(let object) = extras.cache { return object }
        let subviews = subviews
        let bytes = LayoutCosts.cache + subviews.count * LayoutCosts.cachePerSubview
        store.ledger.pointee += bytes
        guard engine.meter.count(bytes: bytes, phase: .building, view: { traceName }) else { return nil }
        let object = layout.makeCache(subviews: subviews)
        extras.cache = .made(object)
        return object
    }

    /// The frame of the last placement, in canvas coordinates.
    var frame: Rect { state.cold.pointee.frame }
    /// The proposal of the last placement.
    var placementProposal: ProposedSize { state.cold.pointee.placementProposal.value }

    static let frameAlignmentBits: UInt64 =
        AlignmentID.leading.bit | AlignmentID.horizontalCenter.bit | AlignmentID.trailing.bit
        | AlignmentID.top.bit | AlignmentID.verticalCenter.bit | AlignmentID.bottom.bit

    var subviews: LayoutSubviews { childNodes.subviews(of: self, own: state) }

    /// The size this view chooses for `proposal` (memoized). `LayoutSubview.sizeThatFits` does
    /// the same from the parent's side, reading only the state on a memo hit.
    func size(for proposal: ProposedSize) -> Size {
        let key = proposal.keeping(sizeDependence)
        if let size = state.lookup(key) { return size }
        return measure(proposal, key: key)
    }

    /// The size for `proposal` when the inline memo has no entry for `key`: from the overflow
    /// memo, or else from the layout, and remembered under `key`.
    func measure(_ proposal: ProposedSize, key: ProposedSize) -> Size {
        if state.isFull, let size = extras?.moreSizes[key] {
            if engine.isTracing { traceNegotiation(.answered(proposal, size: size, fromMemory: true)) }
            return size
        }
        // Stopped (see `LayoutBudget`): every size is zero, and none is remembered.
        guard engine.meter.count(work: layout.workWeight, phase: .sizing, view: { traceName }) else { return .zero }
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews)
        if engine.meter.isStopped { return .zero }
        if !state.store(key, size) {
            charge(LayoutCosts.memoEntry)
            madeExtras.moreSizes[key] = size
        }
        if engine.isTracing { traceNegotiation(.answered(proposal, size: size, fromMemory: false)) }
        return size
    }

    /// The explicit value of `guide` for this view sized for `proposal`, or nil.
    func explicitAlignment(_ guide: AlignmentID, proposal: ProposedSize) -> Double? {
        guard guideMask & guide.bit != 0 else { return nil }
        let key = ExplicitKey(guide: ObjectIdentifier(guide), proposal: proposal)
        if let known = extras?.explicitValues[key] {
            if let tracer = engine.guideTracer, let value = known, let provenance = extras?.explicitProvenance[key] {
                traced(guide, value: value, provenance: provenance, tracer: tracer)
            }
            return known
        }
        guard engine.meter.count(phase: .sizing, view: { traceName }) else { return nil }
        guard let tracer = engine.guideTracer else {
            let size = size(for: proposal)
            let value = layout.explicitAlignment(
                of: guide, in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews)
            if engine.meter.isStopped { return nil }
            charge(LayoutCosts.memoEntry)
            madeExtras.explicitValues[key] = value
            return value
        }
        // Traced (`LayoutTrace.swift`): the values the subviews report while the layout answers
        // say where the answer came from.
        tracer.begin(self, guide)
        let size = size(for: proposal)
        let value = layout.explicitAlignment(
            of: guide, in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews)
        let provenance = tracer.end(value: value)
        if engine.meter.isStopped { return nil }
        charge(LayoutCosts.memoEntry)
        madeExtras.explicitValues[key] = value
        if let value, let provenance {
            madeExtras.explicitProvenance[key] = provenance
            traced(guide, value: value, provenance: provenance, tracer: tracer)
        }
        return value
    }

    /// Reports an explicit value to the container reading it, and keeps its provenance for the
    /// guide mark the container may note next (`LayoutSubview.noteGuide`).
    private func traced(_ guide: AlignmentID, value: Double, provenance: GuideProvenance, tracer: GuideTracer) {
        tracer.report(self, guide, value: value, provenance: provenance)
        recordedDiagnostics.lastProvenance[ObjectIdentifier(guide)] = provenance
    }

    /// Commits this view's frame and lays out its subviews inside it.
    func place(at origin: Point, size: Size, proposal: ProposedSize) {
        let frame = Rect(origin: origin, size: size)
        state.commitPlacement(frame, proposal: proposal)
        guard engine.meter.count(work: layout.workWeight, phase: .placing, view: { traceName }) else { return }
        if case .built(let content) = childNodes, content.isDeferred {
            // Content built during layout is made for the size the view was placed at.
            engine.build(content, for: self, size: size)
        }
        if engine.recordsGuides {
            diagnostics?.alignmentLines.removeAll(keepingCapacity: true)
            for index in 0..<childNodes.count {
                childNodes.node(at: index).diagnostics?.guideMarks.removeAll(keepingCapacity: true)
            }
        }
        switch childNodes {
        case .built(let content) where content.isDeferred:
            engine.builtNesting += 1
            layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews)
            engine.builtNesting -= 1
        case .lazy:
            layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews)
        case .made, .built:
            if childNodes.count > 0 { layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews) }
        }
    }

    /// The view as its code reads, base first and modifiers inside out, for traces and
    /// explanations: `Text "Hello"`, `Rectangle(green).alignmentGuide.frame#title`, `HStack`.
    var traceName: String {
        var modifiers: [String] = []
        var node = self
        while node.layout.isUnaryModifier, node.childNodes.count > 0 {
            modifiers.append(node.view.typeName + (node.view.id.map { "#\($0)" } ?? ""))
            let primary = (node.layout as? any UnaryLayout)?.primaryIndex ?? 0
            node = node.childNodes.node(at: min(primary, node.childNodes.count - 1))
        }
        var name = node.view.typeName
        switch node.view.content {
        case .text(let string):
            // One line, as the diagram's names are: a line break reads as a space.
            let flat = string.contains("\n") ? String(string.map { $0 == "\n" ? " " : $0 }) : string
            let short = flat.count > 24 ? String(flat.prefix(23)) + "…" : flat
            name += " \"\(short)\""
        case .image(let source):
            switch source.kind {
            case .asset(let image, _): name += "(\"\(image)\")"
            case .symbol(_, let glyph): name += " \"\(glyph)\""
            }
        case .color(let color):
            name += "(\(color))"
        case .shape:
            if let color = node.environment.foregroundColor { name += "(\(color))" }
        default:
            break
        }
        if let id = node.view.id { name += "#\(id)" }
        return name + modifiers.reversed().map { "." + $0 }.joined()
    }
}

/// A node's spacing preferences in 8 bytes rather than `ViewSpacing`'s 48: almost every view has
/// the ordinary ones (a shape, a stack of shapes, a frame around one) or a Text's; the others
/// (a Spacer's, a padded edge) keep theirs in a box.
enum NodeSpacing {
    case ordinary
    case text
    case other(CopyOnWriteBox<ViewSpacing>)

    init(_ spacing: ViewSpacing) {
        if spacing == .ordinary {
            self = .ordinary
        } else if spacing == .text {
            self = .text
        } else {
            self = .other(CopyOnWriteBox(spacing))
        }
    }

    var value: ViewSpacing {
        switch self {
        case .ordinary: .ordinary
        case .text: .text
        case .other(let box): box.value
        }
    }
}

/// A node's subviews, one way (issue 20): decided when the node is made, read in one place.
/// Before, a node had `children`, `built` and `lazy`, and five places reconciled them.
enum NodeChildren {
    /// Made with the node: `count` nodes whose slots follow one another from `states` (a leaf:
    /// none). A range of the store, not an array: the store owns the nodes.
    case made(count: Int, states: NodeStateRef)
    /// Made by a builder (`BuiltContent`): when the node is made (EnvironmentReader), or each
    /// time it is placed at a new size (GeometryReader; none before its first placement).
    case built(BuiltContent)
    /// The rows of a lazy stack, made on demand (`LazyContent`): the layout reaches them
    /// through the content, not as subviews; `nodes` are the rows last shown.
    case lazy(LazyContent)

    /// The subviews as they are now (an array made for the caller: iterate with `count` and
    /// `node(at:)` where it matters).
    var nodes: [LayoutNode] {
        switch self {
        case .made(let count, let states):
            (0..<count).map { states.advanced(by: $0).node.pointee.takeUnretainedValue() }
        case .built(let content): content.children ?? []
        case .lazy(let content): content.shownNodes
        }
    }

    /// The number of subviews now.
    var count: Int {
        switch self {
        case .made(let count, _): count
        case .built(let content): content.children?.count ?? 0
        case .lazy(let content): content.shownNodes.count
        }
    }

    /// Subview `index` (< `count`).
    func node(at index: Int) -> LayoutNode {
        switch self {
        case .made(_, let states): states.advanced(by: index).node.pointee.takeUnretainedValue()
        case .built(let content): content.children![index]
        case .lazy(let content): content.shownNodes[index]
        }
    }

    /// Calls `body` with each subview's guide mask (read from the states where they are consecutive).
    func forEachGuideMask(_ body: (UInt64) -> Void) {
        switch self {
        case .made(let count, let states):
            for index in 0..<count { body(states.advanced(by: index).hot.pointee.guideMask) }
        case .built, .lazy:
            for node in nodes { body(node.guideMask) }
        }
    }

    /// No subviews, ever: placing the node is only recording its frame.
    var isLeaf: Bool {
        if case .made(let count, _) = self { return count == 0 }
        return false
    }

    /// The subviews a layout is handed. `own`: the node's own state (a stand-in where there are
    /// none to point at; never read through with a count of 0).
    func subviews(of owner: LayoutNode?, own: NodeStateRef) -> LayoutSubviews {
        switch self {
        case .made(let count, let states):
            LayoutSubviews(states: states, count: count, owner: owner, recorder: nil)
        case .built(let content):
            LayoutSubviews(
                states: content.states ?? own, count: content.children?.count ?? 0, owner: owner, recorder: nil)
        case .lazy:
            LayoutSubviews(states: own, count: 0, owner: owner, recorder: nil)
        }
    }
}

struct ExplicitKey: Hashable {
    let guide: ObjectIdentifier
    let proposal: ProposedSize
}

/// A node's rarely used state (see `LayoutNode.extras`).
final class NodeExtras {
    var explicitValues: [ExplicitKey: Double?] = [:]
    /// Where each explicit value came from (only while recording guides, see `GuideTracer`).
    var explicitProvenance: [ExplicitKey: GuideProvenance] = [:]
    /// Memoized sizes beyond the inline ones in the node's state (see `NodeStateRef`).
    var moreSizes: [ProposedSize: Size] = [:]
    /// `Layout.makeCache`'s object, once asked for.
    var cache: LayoutCacheSlot = .unmade
}

/// What a node's last placement recorded for `--guides` and `plumb explain`.
final class NodeDiagnostics {
    var guideMarks: [GuideMark] = []
    var alignmentLines: [AlignmentLine] = []
    var sizingTrace: [SizingEvent]?
    /// The provenance of the last explicit value of each guide (by `ObjectIdentifier` of the guide).
    var lastProvenance: [ObjectIdentifier: GuideProvenance] = [:]
    /// Proposals answered and placements, in order (only while tracing, `LayoutTrace.swift`).
    var negotiation: [NegotiationEvent] = []
}

/// One memoized size: the proposal's sides (a nil side is stored as 0 and flagged in
/// `HotState.nils`) and the answer.
struct MemoEntry {
    var width = 0.0
    var height = 0.0
    var size = Size.zero
}

/// The part of a node's state its parent's passes over the children read: copies of the node's
/// constants and the first memo entry, one cache line per node, in an array of their own so that
/// a pass over a stack's children reads consecutive lines.
struct HotState {
    var sizeDependence: Axis.Set = .both
    /// Memo entries in use: the first is here, the next two in `ColdState`, the rest in the node.
    var count: UInt8 = 0
    /// Two bits per inline entry (bit 0: the width is nil, bit 1: the height is nil).
    var nils: UInt8 = 0
    /// No subviews: placing the node is only recording its frame (see `LayoutSubview.place`).
    var isLeaf = false
    var guideMask: UInt64 = 0
    var priority: Double = 0
    var first = MemoEntry()
    /// The slot's generation: 0 before a node is made in it, odd while its node is live, even
    /// once retired (its content was rebuilt, see `LayoutNode.retire`). Handles (`LayoutSubview`,
    /// `ViewDimensions`) check that their slot's is odd before use; slots are never reused within a
    /// tree, so they need not carry the number (see `LayoutSubview.isCurrent`).
    var generation: UInt32 = 0
    /// Rounds the size up to a cache line (64 bytes), so that no node's line is shared.
    private var unused: UInt32 = 0
}

/// The rest of a node's state: the last placement, then two more memo entries.
struct ColdState {
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// 16 bytes, not `ProposedSize`'s 32 (issue 20: 32 bytes a leaf in a flat tree).
    var placementProposal = CompactProposal(.unspecified)
    var second = MemoEntry()
    var third = MemoEntry()
}

/// A proposal in 16 bytes: NaN stands for an unspecified side (no proposal is NaN; an optional
/// Double takes 16 bytes with its padding, `NaNForNil`'s trick).
struct CompactProposal: Sendable {
    @NaNForNil var width: Double?
    @NaNForNil var height: Double?

    init(_ proposal: ProposedSize) {
        width = proposal.width
        height = proposal.height
    }

    var value: ProposedSize { ProposedSize(width: width, height: height) }
}

/// A node's state in its `NodeStore`. The memo keeps three entries inline, enough for almost
/// every node (see `Layout.sizeDependence`); the node keeps further ones in a dictionary.
struct NodeStateRef {
    let hot: UnsafeMutablePointer<HotState>
    let cold: UnsafeMutablePointer<ColdState>
    /// The node itself, unretained (its parent's `children` owns it): a parent reaches its
    /// children through their consecutive states, without retaining anything.
    let node: UnsafeMutablePointer<Unmanaged<LayoutNode>>

    static let inlineCapacity: UInt8 = 3

    /// The state of the node `offset` places further on (a sibling).
    func advanced(by offset: Int) -> NodeStateRef {
        NodeStateRef(hot: hot + offset, cold: cold + offset, node: node + offset)
    }

    /// The nil flags of a memo key.
    @inline(__always)
    private static func nils(_ key: ProposedSize) -> UInt8 {
        (key.width == nil ? 1 : 0) | (key.height == nil ? 2 : 0)
    }

    /// The inline memo's answer for `key` (exact `==` on each side, as `ProposedSize` compares).
    @inline(__always)
    func lookup(_ key: ProposedSize) -> Size? {
        let count = hot.pointee.count
        guard count > 0 else { return nil }
        let flags = NodeStateRef.nils(key)
        let width = key.width ?? 0
        let height = key.height ?? 0
        let nils = hot.pointee.nils
        if nils & 3 == flags, hot.pointee.first.width == width, hot.pointee.first.height == height {
            return hot.pointee.first.size
        }
        guard count > 1 else { return nil }
        if (nils >> 2) & 3 == flags, cold.pointee.second.width == width, cold.pointee.second.height == height {
            return cold.pointee.second.size
        }
        guard count > 2 else { return nil }
        if (nils >> 4) & 3 == flags, cold.pointee.third.width == width, cold.pointee.third.height == height {
            return cold.pointee.third.size
        }
        return nil
    }

    var isFull: Bool { hot.pointee.count == NodeStateRef.inlineCapacity }

    /// Records the node's placement.
    func commitPlacement(_ frame: Rect, proposal: ProposedSize) {
        cold.pointee.frame = frame
        cold.pointee.placementProposal = CompactProposal(proposal)
    }

    /// Stores an entry inline; false when the inline entries are all taken.
    func store(_ key: ProposedSize, _ size: Size) -> Bool {
        let count = hot.pointee.count
        let entry = MemoEntry(width: key.width ?? 0, height: key.height ?? 0, size: size)
        switch count {
        case 0: hot.pointee.first = entry
        case 1: cold.pointee.second = entry
        case 2: cold.pointee.third = entry
        default: return false
        }
        hot.pointee.nils |= NodeStateRef.nils(key) << (2 * count)
        hot.pointee.count = count + 1
        return true
    }
}

/// The mutable layout state of every node of one tree, in dense arrays indexed by node number.
/// Layout reads a node's memo several times per parent pass; as stored `var`s of the node
/// objects every such access paid a run-time exclusivity check (`swift_beginAccess`), which cost
/// more than the lookup itself. Plain memory has no such checks, and dense arrays in which a
/// node's children are consecutive keep a parent's passes over them sequential in memory.
///
/// The tree may grow while it is laid out (content built during layout), so the store is a list
/// of chunks that never move: a `NodeStateRef` stays valid for the store's life. A node's
/// children always share one chunk.
final class NodeStore {
    private struct Chunk {
        let hot: UnsafeMutablePointer<HotState>
        let cold: UnsafeMutablePointer<ColdState>
        /// Filled in by each node as it is created.
        let nodes: UnsafeMutablePointer<Unmanaged<LayoutNode>>
        let capacity: Int
        /// The node number of the chunk's first slot.
        let base: Int
    }

    private var chunks: [Chunk] = []
    /// Slots used in the last chunk.
    private var usedInLast = 0
    /// Node numbers handed out so far.
    private(set) var count = 0
    /// Bytes charged to the budget for this tree (its nodes, their rare state, content built
    /// during layout, its result), given back when the tree goes. Plain memory: it grows with
    /// every node made, where a class's `var` would cost an exclusivity check.
    let ledger = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    let meter: LayoutMeter?

    /// `capacity`: the number of nodes expected (more may be claimed later).
    init(capacity: Int, meter: LayoutMeter? = nil) {
        self.meter = meter
        ledger.initialize(to: 0)
        addChunk(capacity: max(capacity, 16))
    }

    deinit {
        meter?.giveBack(ledger.pointee)
        ledger.deallocate()
        // The store owns every node made in it (retired ones too, so that a stale handle to one
        // is caught, not a use of freed memory): a slot whose generation is not 0 holds one.
        // Released one by one, not through their parents, so a deep tree needs no deep stack.
        for chunk in chunks {
            for offset in 0..<chunk.capacity where chunk.hot[offset].generation != 0 {
                chunk.nodes[offset].release()
            }
        }
        // The states hold plain values only: nothing to deinitialize.
        for chunk in chunks {
            UnsafeMutableRawPointer(chunk.hot).deallocate()
            chunk.cold.deallocate()
            chunk.nodes.deallocate()
        }
    }

    private func addChunk(capacity: Int) {
        // Line-aligned, so that each node's hot state is exactly one cache line.
        let hot = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<HotState>.stride * capacity, alignment: 64
        ).bindMemory(to: HotState.self, capacity: capacity)
        hot.initialize(repeating: HotState(), count: capacity)
        let cold = UnsafeMutablePointer<ColdState>.allocate(capacity: capacity)
        cold.initialize(repeating: ColdState(), count: capacity)
        chunks.append(
            Chunk(hot: hot, cold: cold, nodes: .allocate(capacity: capacity), capacity: capacity, base: count))
        usedInLast = 0
    }

    /// The state of node number `index`.
    func state(_ index: Int) -> NodeStateRef {
        // The last chunk first: almost every tree has one chunk, and growth appends.
        var chunkIndex = chunks.count - 1
        while chunks[chunkIndex].base > index { chunkIndex -= 1 }
        let chunk = chunks[chunkIndex]
        let offset = index - chunk.base
        return NodeStateRef(hot: chunk.hot + offset, cold: chunk.cold + offset, node: chunk.nodes + offset)
    }

    /// The first of `count` consecutive free node numbers (a node's children get consecutive
    /// ones, so that its passes over them walk memory in order).
    func claim(_ claimed: Int) -> Int {
        let last = chunks[chunks.count - 1]
        if usedInLast + claimed > last.capacity {
            // Skip the rest of the last chunk: the new numbers must be consecutive in memory.
            count = last.base + last.capacity
            addChunk(capacity: max(claimed, last.capacity))
        }
        usedInLast += claimed
        count += claimed
        return count - claimed
    }
}
