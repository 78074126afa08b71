// The node store: the columns a tree's nodes live in (records, hot and cold state, memo pools,
// spacing and children), the extras a few nodes have, and the memory they are charged in.

/// What a node was made from, in the store's record column (48 bytes): the handle `LayoutNode`
/// reads it, nothing else holds it. Its constants for the parent's passes are in `HotState`.
struct NodeRecord {
    enum ChildrenKind: UInt8 {
        case made, built, lazy
    }

    /// The node's layout, called on every measurement and placement: its view's box (containers,
    /// modifiers), a shared one (shapes, the implicit stack) or one made for the node (a Text's,
    /// which depends on the environment; `NodeStore.layouts` keeps it). Not retained.
    let box: Unmanaged<LayoutBox>
    /// The view and the environment the node was made from, not retained: the store
    /// keeps every view and environment its nodes are made from, whole lists at a time
    /// (`NodeStore.keep`). Retaining them here was two atomic increments a node, on views whose
    /// lines the script's collector, on the other core, was releasing at the same moment: 17% of
    /// making the nodes of flat 10⁵.
    let viewReference: Unmanaged<View>
    var view: View { viewReference.takeUnretainedValue() }
    let environmentBox: Unmanaged<AnyObject>
    var environment: EnvironmentValues { EnvironmentValues(unretained: environmentBox) }
    /// The node's place in its chunk: the chunk's header (`ChunkHeader`: the store, which owns
    /// the record, and the chunk's first node number) is the slot `offset + 1` records before.
    /// (The record held the store's pointer and the node's number: 48 bytes, not 40.)
    let offset: Int32
    /// `.made`: the first child's number (the node's own when it has none); `.built` and `.lazy`:
    /// where its content is in `NodeStore.contents`.
    let first: Int32
    /// `.made`: the number of children.
    let childCount: Int32
    let childrenKind: ChildrenKind
    /// `NodeSpacing`'s code (the low two bits; a view with other preferences keeps them in
    /// `NodeStore.spacings`), and above it the layout's `workWeight` (1 to 63): the meter counts a
    /// measurement and a placement without visiting the layout's box first. (Asking the box made
    /// its first touch an indirect call waiting on a cache miss: deep 10⁵ laid out in 41 ms
    /// against 34 before the arena, with the same instructions.)
    let spacingAndWeight: UInt8

    /// The layout's `workWeight` (see `spacingAndWeight`).
    var workWeight: Int { Int(spacingAndWeight >> 2) }
    /// What its subviews record (the engine's `recordsGuides` and `isTracing`, kept here so that
    /// making a node's subviews reads no object).
    let recording: SubviewRecording
    let childOrientation: Axis?
}

/// What the slot before a chunk's first record holds: what a node's handle finds its store and
/// its number from (`LayoutNode.header`).
struct ChunkHeader {
    let store: Unmanaged<NodeStore>
    /// The number of the chunk's first node.
    let base: Int
    /// The engine's meter's counters (`LayoutMeter.tally`), which the engine outlives the store
    /// to keep.
    let counters: UnsafeMutablePointer<LayoutMeter.Counters>
}

/// A node's spacing preferences in 8 bytes rather than `ViewSpacing`'s 48: almost every view has
/// the ordinary ones (a shape, a stack of shapes, a frame around one) or a Text's; the others
/// (a Spacer's, a padded edge) keep theirs in a box. The node's record keeps one byte, `code`,
/// and the store the others' values (`NodeStore.spacings`).
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

    static let ordinaryCode: UInt8 = 0
    static let textCode: UInt8 = 1
    static let otherCode: UInt8 = 2

    /// The byte the node's record keeps.
    var code: UInt8 {
        switch self {
        case .ordinary: Self.ordinaryCode
        case .text: Self.textCode
        case .other: Self.otherCode
        }
    }
}

/// A node's subviews, one way: decided when the node is made, read in one place.
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
            (0..<count).map { LayoutNode(record: states.record + $0) }
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
        case .made(_, let states): LayoutNode(record: states.record + index)
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
            LayoutSubviews(states: states, count: count, owner: owner)
        case .built(let content):
            LayoutSubviews(
                states: content.states ?? own, count: content.children?.count ?? 0, owner: owner)
        case .lazy:
            LayoutSubviews(states: own, count: 0, owner: owner)
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
    /// How a containerRelativeFrame took its sides (only while tracing).
    var containerSizing: [ContainerSizing] = []
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
    /// Memo entries in use: the first is here, the next two in `more`, the rest in the node's
    /// extras.
    var count: UInt8 = 0
    /// Two bits per inline entry (bit 0: the width is nil, bit 1: the height is nil).
    var nils: UInt8 = 0
    /// No subviews: placing the node is only recording its frame (see `LayoutSubview.place`).
    var isLeaf = false
    /// The slot's generation: 0 before a node is made in it, odd while its node is live, even
    /// once retired (its content was rebuilt, see `LayoutNode.retire`). Handles (`LayoutSubview`,
    /// `ViewDimensions`) check that their slot's is odd before use; slots are never reused within a
    /// tree, so they need not carry the number (see `LayoutSubview.isCurrent`).
    var generation: UInt32 = 0
    var guideMask: UInt64 = 0
    var priority: Double = 0
    var first = MemoEntry()
    /// The second and third memo entries, in the store's pool (`MemoPool`), taken when a second
    /// entry is stored: most nodes (leaves of fixed size, modifiers around them) only ever have
    /// one (64 bytes a node in `ColdState` before).
    var more: UnsafeMutablePointer<MemoPair>?
}

/// The second and third memo entries of a node that has them.
struct MemoPair {
    var second = MemoEntry()
    var third = MemoEntry()
}

/// The rest of a node's state: the last placement.
struct ColdState {
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// 16 bytes, not `ProposedSize`'s 32 (32 bytes a leaf in a flat tree).
    var placementProposal = CompactProposal(.unspecified)
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
    /// The node's record: what it was made from (`LayoutNode` is a handle on it).
    let record: UnsafeMutablePointer<NodeRecord>

    static let inlineCapacity: UInt8 = 3

    /// The node this is the state of.
    var node: LayoutNode { LayoutNode(record: record) }

    /// The state of the node `offset` places further on (a sibling).
    func advanced(by offset: Int) -> NodeStateRef {
        NodeStateRef(hot: hot + offset, cold: cold + offset, record: record + offset)
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
        guard count > 1, let more = hot.pointee.more else { return nil }
        if (nils >> 2) & 3 == flags, more.pointee.second.width == width, more.pointee.second.height == height {
            return more.pointee.second.size
        }
        guard count > 2 else { return nil }
        if (nils >> 4) & 3 == flags, more.pointee.third.width == width, more.pointee.third.height == height {
            return more.pointee.third.size
        }
        return nil
    }

    var isFull: Bool { hot.pointee.count == NodeStateRef.inlineCapacity }

    /// Records the node's placement.
    func commitPlacement(_ frame: Rect, proposal: ProposedSize) {
        cold.pointee.frame = frame
        cold.pointee.placementProposal = CompactProposal(proposal)
    }

    /// Stores an entry inline (the second and third in a pair taken from `store`'s pool); false
    /// when the inline entries are all taken.
    func store(_ key: ProposedSize, _ size: Size, store: NodeStore) -> Bool {
        let count = hot.pointee.count
        let entry = MemoEntry(width: key.width ?? 0, height: key.height ?? 0, size: size)
        switch count {
        case 0: hot.pointee.first = entry
        case 1:
            // A pair kept from before the memo was forgotten (`forgetMeasurements`) is reused.
            let more = hot.pointee.more ?? store.memoPool.take()
            more.pointee.second = entry
            hot.pointee.more = more
        case 2: hot.pointee.more!.pointee.third = entry
        default: return false
        }
        hot.pointee.nils |= NodeStateRef.nils(key) << (2 * count)
        hot.pointee.count = count + 1
        return true
    }
}

/// A growable array in plain memory: reading an element reads no class `var` (no run-time
/// exclusivity check). Elements move when it grows: hold indices, not pointers.
final class PlainColumn<Element> {
    private struct Header {
        var base: UnsafeMutablePointer<Element>
        var count: Int
        var capacity: Int
    }

    private let header: UnsafeMutablePointer<Header>

    init() {
        header = .allocate(capacity: 1)
        header.initialize(to: Header(base: .allocate(capacity: 4), count: 0, capacity: 4))
    }

    deinit {
        header.pointee.base.deinitialize(count: header.pointee.count)
        header.pointee.base.deallocate()
        header.deallocate()
    }

    var count: Int { header.pointee.count }

    subscript(index: Int) -> Element {
        get { header.pointee.base[index] }
        set { header.pointee.base[index] = newValue }
    }

    /// Appends `element` and returns its index.
    func append(_ element: Element) -> Int {
        let count = header.pointee.count
        if count == header.pointee.capacity {
            let capacity = count * 2
            let base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            base.moveInitialize(from: header.pointee.base, count: count)
            header.pointee.base.deallocate()
            header.pointee.base = base
            header.pointee.capacity = capacity
        }
        (header.pointee.base + count).initialize(to: element)
        header.pointee.count = count + 1
        return count
    }
}

/// The nodes of one tree, in columns indexed by node number: per node, its
/// hot state (memo and constants, one cache line), its cold state (last placement, more memo)
/// and its record (what it was made from), with what few nodes need in side tables. Layout reads
/// a node's memo several times per parent pass; as stored `var`s of node objects every such
/// access paid a run-time exclusivity check (`swift_beginAccess`), which cost more than the
/// lookup itself. Plain memory has no such checks, and dense arrays in which a node's children
/// are consecutive keep a parent's passes over them sequential in memory.
///
/// The tree may grow while it is laid out (content built during layout), so the store is a list
/// of chunks that never move: a `NodeStateRef` stays valid for the store's life. A node's
/// children always share one chunk.
final class NodeStore {
    private struct Chunk {
        let hot: UnsafeMutablePointer<HotState>
        let cold: UnsafeMutablePointer<ColdState>
        /// Filled in by each node as it is created (a slot whose generation is 0 has none); the
        /// slot before the first is the chunk's header (`ChunkHeader`).
        let records: UnsafeMutablePointer<NodeRecord>
        let capacity: Int
        /// The node number of the chunk's first slot.
        let base: Int

        static func hotBytes(_ capacity: Int) -> Int { MemoryLayout<HotState>.stride * capacity }
        static func coldBytes(_ capacity: Int) -> Int { MemoryLayout<ColdState>.stride * capacity }
        static func recordBytes(_ capacity: Int) -> Int { MemoryLayout<NodeRecord>.stride * (capacity + 1) }
    }

    /// The chunks and the counts, in plain memory: finding a node's slot reads no class `var`.
    private struct Directory {
        var chunks: UnsafeMutablePointer<Chunk>
        var chunkCount: Int
        var chunkCapacity: Int
        /// Slots used in the last chunk.
        var usedInLast: Int
        /// Node numbers handed out so far.
        var count: Int
    }

    private let directory: UnsafeMutablePointer<Directory>
    /// Node numbers handed out so far.
    var count: Int { directory.pointee.count }
    /// Bytes charged to the budget for this tree (its nodes, their rare state, content built
    /// during layout, its result), given back when the tree goes. Plain memory: it grows with
    /// every node made, where a class's `var` would cost an exclusivity check.
    let ledger = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    let meter: LayoutMeter?
    /// The engine whose tree this is.
    let engine: LayoutEngine
    /// Where the chunks' columns come from (the engine's when the store was made).
    let memory: ColumnMemory
    /// What the engine records (`NodeRecord.recording`).
    let recording: SubviewRecording

    /// The layout boxes made for one node (a Text's, an Image's, a Spacer's, a Divider's).
    let layouts = PlainColumn<LayoutBox>()
    /// The second and third memo entries of the nodes that have them.
    let memoPool: MemoPool
    /// The boxes `sharedBox` kept last.
    let recentBoxes = UnsafeMutablePointer<RecentBoxes>.allocate(capacity: 1)
    /// The Text layout made last and what it was made from (the view and the environment, by
    /// identity: the store keeps both alive, so neither address is reused while it lives).
    private var lastTextLayout: (view: ObjectIdentifier, environment: UnsafeMutableRawPointer, box: LayoutBox)?

    /// Built content and lazy rows (`BuiltContent`, `LazyContent`) of the nodes that have them.
    let contents = PlainColumn<AnyObject>()
    /// The views and environments the nodes were made from, which their records do not retain
    /// (`NodeRecord.view`): the root's, and every list of views the engine made that no kept view
    /// holds (a container's subviews with its Groups and ForEach rows expanded, content built
    /// during layout, a lazy row), for the store's life, so that a retired node's record stays
    /// readable too. A view's own subviews are held by the view.
    private var keptViews: [[View]] = []
    private var keptEnvironments: [EnvironmentValues] = []

    func keep(_ views: [View]) { keptViews.append(views) }
    func keep(_ environment: EnvironmentValues) { keptEnvironments.append(environment) }

    /// Side tables by node number: what few nodes need.
    var extras: [Int32: NodeExtras] = [:]
    var diagnostics: [Int32: NodeDiagnostics] = [:]
    /// The spacing of nodes whose preferences are neither the ordinary ones nor a Text's.
    var spacings: [Int32: ViewSpacing] = [:]

    /// The largest number of nodes a store holds (node numbers are 32-bit in records).
    static let maximumCount = Int(Int32.max)

    /// `capacity`: the number of nodes expected (more may be claimed later).
    init(capacity: Int, engine: LayoutEngine, meter: LayoutMeter? = nil) {
        self.engine = engine
        self.memory = engine.columnMemory
        var recording: SubviewRecording = []
        if engine.recordsGuides { recording.insert(.guides) }
        if engine.isTracing { recording.insert(.negotiation) }
        self.recording = recording
        self.meter = meter
        memoPool = MemoPool(ledger: ledger, meter: meter)
        ledger.initialize(to: 0)
        recentBoxes.initialize(to: RecentBoxes())
        directory = .allocate(capacity: 1)
        directory.initialize(
            to: Directory(chunks: .allocate(capacity: 4), chunkCount: 0, chunkCapacity: 4, usedInLast: 0, count: 0))
        addChunk(capacity: max(min(capacity, Self.maximumCount), 16))
    }

    deinit {
        meter?.giveBack(ledger.pointee)
        ledger.deallocate()
        recentBoxes.deinitialize(count: 1)
        recentBoxes.deallocate()
        // The store owns every node made in it (retired ones too, so that a stale handle to one
        // is caught, not a use of freed memory). The columns hold plain values only (a record's
        // view and environment are kept by `keptViews` and `keptEnvironments`): nothing to
        // deinitialize, slot by slot.
        let directory = directory.pointee
        for chunkIndex in 0..<directory.chunkCount {
            let chunk = directory.chunks[chunkIndex]
            memory.deallocate(UnsafeMutableRawPointer(chunk.hot), Chunk.hotBytes(chunk.capacity))
            memory.deallocate(UnsafeMutableRawPointer(chunk.cold), Chunk.coldBytes(chunk.capacity))
            memory.deallocate(UnsafeMutableRawPointer(chunk.records - 1), Chunk.recordBytes(chunk.capacity))
        }
        directory.chunks.deallocate()
        self.directory.deallocate()
    }

    private func addChunk(capacity: Int) {
        // Zeroed (a slot without a node; a node writes its slots when it is made), and
        // line-aligned, so that each node's hot state is exactly one cache line.
        let hot = memory.allocate(Chunk.hotBytes(capacity)).bindMemory(to: HotState.self, capacity: capacity)
        let cold = memory.allocate(Chunk.coldBytes(capacity)).bindMemory(to: ColdState.self, capacity: capacity)
        // The records, after one slot holding the chunk's header.
        let raw = memory.allocate(Chunk.recordBytes(capacity))
        raw.bindMemory(to: ChunkHeader.self, capacity: 1).initialize(
            to: ChunkHeader(
                store: .passUnretained(self), base: self.directory.pointee.count, counters: engine.meter.counters))
        let records = (raw + MemoryLayout<NodeRecord>.stride).bindMemory(to: NodeRecord.self, capacity: capacity)
        var directory = directory.pointee
        if directory.chunkCount == directory.chunkCapacity {
            let chunks = UnsafeMutablePointer<Chunk>.allocate(capacity: directory.chunkCapacity * 2)
            chunks.moveInitialize(from: directory.chunks, count: directory.chunkCount)
            directory.chunks.deallocate()
            directory.chunks = chunks
            directory.chunkCapacity *= 2
        }
        (directory.chunks + directory.chunkCount).initialize(
            to: Chunk(
                hot: hot, cold: cold, records: records, capacity: capacity, base: directory.count)
        )
        directory.chunkCount += 1
        directory.usedInLast = 0
        self.directory.pointee = directory
    }

    /// The number of the first node of the chunk that holds node number `index`.
    func chunkBase(of index: Int) -> Int {
        let chunks = directory.pointee.chunks
        var chunk = chunks + (directory.pointee.chunkCount - 1)
        while chunk.pointee.base > index { chunk -= 1 }
        return chunk.pointee.base
    }

    /// The state of node number `index`.
    @inline(__always)
    func state(_ index: Int) -> NodeStateRef {
        // The last chunk first: almost every tree has one chunk, and growth appends.
        let chunks = directory.pointee.chunks
        var chunk = chunks + (directory.pointee.chunkCount - 1)
        while chunk.pointee.base > index { chunk -= 1 }
        let offset = index - chunk.pointee.base
        return NodeStateRef(
            hot: chunk.pointee.hot + offset, cold: chunk.pointee.cold + offset, record: chunk.pointee.records + offset)
    }

    /// The first of `count` consecutive free node numbers (a node's children get consecutive
    /// ones, so that its passes over them walk memory in order).
    func claim(_ claimed: Int) -> Int {
        let last = directory.pointee.chunks[directory.pointee.chunkCount - 1]
        if directory.pointee.usedInLast + claimed > last.capacity {
            // Skip the rest of the last chunk: the new numbers must be consecutive in memory.
            precondition(last.base + last.capacity <= Self.maximumCount - claimed, "too many layout nodes")
            directory.pointee.count = last.base + last.capacity
            addChunk(capacity: max(claimed, last.capacity))
        }
        directory.pointee.usedInLast += claimed
        directory.pointee.count += claimed
        return directory.pointee.count - claimed
    }
}

extension NodeStore {
    /// The box a node made from a view whose layout is `box` calls: the
    /// last box seen of an equal layout (`LayoutBox.isSameLayout`), else `box` itself. Views built
    /// in Swift keep a box each (`View.frame(width:height:)`), where PlumbLua shares them
    /// (`LayoutBoxCache`): a grid of 10⁴ frames made 10⁴ boxes, and the first call into each
    /// waited on a miss on it. The store keeps every box it hands out this way (a node's record
    /// does not retain its box, and the view it came from may go before the tree: content
    /// rebuilt during layout), one reference a box that differs from the last four.
    func sharedBox(_ given: Unmanaged<LayoutBox>) -> Unmanaged<LayoutBox> {
        let recent = recentBoxes.pointee
        for slot in 0..<recent.count where recent[slot].toOpaque() == given.toOpaque() { return given }
        return given._withUnsafeGuaranteedRef { box in
            let type = ObjectIdentifier(Swift.type(of: box))
            for slot in 0..<recent.count {
                let kept = recent[slot]
                let same = kept._withUnsafeGuaranteedRef {
                    ObjectIdentifier(Swift.type(of: $0)) == type && $0.isSameLayout(as: box)
                }
                if same { return kept }
            }
            // Charged as the column's slot (the box is the view's).
            let bytes = MemoryLayout<LayoutBox>.stride
            ledger.pointee += bytes
            meter?.add(bytes: bytes)
            _ = layouts.append(box)
            recentBoxes.pointee.insert(given)
            return given
        }
    }
}

/// The last four boxes `NodeStore.sharedBox` kept, newest first, unretained (the store's
/// `layouts` holds them), so that comparing with them retains nothing.
struct RecentBoxes {
    private var boxes: (Unmanaged<LayoutBox>?, Unmanaged<LayoutBox>?, Unmanaged<LayoutBox>?, Unmanaged<LayoutBox>?) =
        (nil, nil, nil, nil)
    private(set) var count = 0

    subscript(slot: Int) -> Unmanaged<LayoutBox> {
        switch slot {
        case 0: boxes.0!
        case 1: boxes.1!
        case 2: boxes.2!
        default: boxes.3!
        }
    }

    mutating func insert(_ box: Unmanaged<LayoutBox>) {
        boxes = (box, boxes.0, boxes.1, boxes.2)
        count = min(count + 1, 4)
    }
}

extension NodeStore {
    /// The layout of the last Text made, when it was made from `view` in `environment`: a view
    /// used many times (`local v = Text(…)`, `HStack { v, v }`) then takes one layout, where each
    /// use had split and measured the same words again (32,768 uses of one Text of 40 words took
    /// 73 MB and most of the nodes' time).
    func lastText(view: View, environment: EnvironmentValues) -> LayoutBox? {
        guard let last = lastTextLayout, last.view == ObjectIdentifier(view),
            last.environment == environment.unretained.toOpaque()
        else { return nil }
        return last.box
    }

    /// Remembers `box` as the layout of a Text made from `view` in `environment`.
    func rememberText(_ box: LayoutBox, view: View, environment: EnvironmentValues) {
        lastTextLayout = (ObjectIdentifier(view), environment.unretained.toOpaque(), box)
    }

    /// A box for a layout made for one node, kept with the store (the node's record does not
    /// retain it).
    func own<Base: EngineLayout>(_ layout: Base) -> LayoutBox {
        ledger.pointee += LayoutCosts.ownedLayout
        meter?.add(bytes: LayoutCosts.ownedLayout)
        let box = TypedLayoutBox(layout)
        _ = layouts.append(box)
        return box
    }
}

/// Pairs of memo entries (`MemoPair`) for the nodes that store more than one, in chunks that
/// never move (a node keeps a pointer to its pair), charged to the budget as they are made. The
/// chunks grow from 16 pairs to 1,024 (a throwaway tree of `LayoutEngine.measure` takes little).
final class MemoPool {
    private struct State {
        var chunks: [UnsafeMutablePointer<MemoPair>] = []
        var next: UnsafeMutablePointer<MemoPair>?
        var left = 0
        var nextSize = 16
    }

    private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    private let ledger: UnsafeMutablePointer<Int>
    private let meter: LayoutMeter?
    static let largestChunk = 1024

    init(ledger: UnsafeMutablePointer<Int>, meter: LayoutMeter?) {
        self.ledger = ledger
        self.meter = meter
        state.initialize(to: State())
    }

    deinit {
        for chunk in state.pointee.chunks { chunk.deallocate() }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// A fresh pair.
    func take() -> UnsafeMutablePointer<MemoPair> {
        if state.pointee.left == 0 {
            let size = state.pointee.nextSize
            state.pointee.nextSize = min(size * 2, Self.largestChunk)
            // Not initialized: a pair's second entry is stored as it is taken, its third before
            // it is counted (`NodeStateRef.store`), and neither is read before (plain values, nothing
            // to deinitialize). Zeroing a chunk as it was made cost 2 % of a grid's layout.
            let chunk = UnsafeMutablePointer<MemoPair>.allocate(capacity: size)
            state.pointee.chunks.append(chunk)
            state.pointee.next = chunk
            state.pointee.left = size
            let bytes = size * MemoryLayout<MemoPair>.stride
            ledger.pointee += bytes
            meter?.add(bytes: bytes)
        }
        let pair = state.pointee.next!
        state.pointee.next = pair + 1
        state.pointee.left -= 1
        return pair
    }
}
