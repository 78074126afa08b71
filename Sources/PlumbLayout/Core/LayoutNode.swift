/// One occurrence of a view in a laid-out tree: a handle on its slot in the tree's `NodeStore`.
/// What a node is lives in the store's columns, indexed by node number:
/// its memo and constants (`HotState`), its last placement (`ColdState`), and what it was made
/// from (`NodeRecord`: its view, environment, children and layout). A node is no object: the
/// handle is one pointer, valid while its tree is (the store owns every slot and releases them
/// when the tree goes).
///
/// It memoizes its size per proposal, which keeps nested stacks linear in the number of views (a
/// stack probes each child at 0 and ∞ before offering it a share, and every ancestor does the
/// same).
struct LayoutNode: Equatable {
    /// The node's record in the store; the node's number is in it (`NodeRecord.index`).
    let record: UnsafeMutablePointer<NodeRecord>

    /// The header of the node's chunk (its store, its first node number): the slot before the
    /// chunk's first record, `NodeRecord.offset` records before this one.
    @inline(__always)
    private var header: UnsafeMutablePointer<ChunkHeader> {
        UnsafeMutableRawPointer(record - (Int(record.pointee.offset) + 1)).assumingMemoryBound(to: ChunkHeader.self)
    }

    /// The store that owns this node (not retained: the tree owns the store).
    var store: NodeStore { header.pointee.store.takeUnretainedValue() }
    var engine: LayoutEngine { store.engine }
    /// The node's number in its store.
    var index: Int { header.pointee.base + Int(record.pointee.offset) }
    /// The node's number, as side tables key it.
    private var key: Int32 { Int32(truncatingIfNeeded: index) }
    /// This node's mutable state (see `NodeStore`).
    var state: NodeStateRef { withStore { $0.state(index) } }

    /// Runs `body` with the store, not retained (the chunk's header holds it unmanaged, and a
    /// reference taken from it would be retained and released around every use on the hot path).
    @inline(__always)
    func withStore<Result>(_ body: (NodeStore) -> Result) -> Result {
        header.pointee.store._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the layout's box, not retained (see `withStore`).
    @inline(__always)
    func withBox<Result>(_ body: (LayoutBox) -> Result) -> Result {
        record.pointee.box._withUnsafeGuaranteedRef(body)
    }
    var view: View { record.pointee.view }

    /// Runs `body` with the node's view, not retained (the store keeps it): the result reads a
    /// leaf's kind from a view no stage has touched since the nodes were made, and a retain
    /// there waited on the cache miss with an atomic (grid-like 10⁵: result 24.0 → 14.7 ms; on
    /// the flat and deep shapes the miss moves to the output stage, which reads the view next).
    @inline(__always)
    func withView<Result>(_ body: (View) -> Result) -> Result {
        record.pointee.viewReference._withUnsafeGuaranteedRef(body)
    }
    var environment: EnvironmentValues { record.pointee.environment }
    /// The orientation Spacers directly inside this node's content follow.
    var childOrientation: Axis? { record.pointee.childOrientation }

    /// The node's layout, as a value (for casts and rare questions; the engine calls it through
    /// its box, `NodeRecord.box`).
    var layout: any EngineLayout { withBox { $0.layout } }
    /// The box the engine calls the layout through.
    var box: LayoutBox { record.pointee.box.takeUnretainedValue() }

    /// Where the subviews come from: made with the node, built during layout, or lazy rows
    /// (`NodeChildren`, the one place that says).
    var childNodes: NodeChildren {
        @inline(__always) get {
            let first = Int(record.pointee.first)
            switch record.pointee.childrenKind {
            case .made:
                return .made(count: Int(record.pointee.childCount), states: withStore { $0.state(first) })
            case .built:
                return .built(withStore { unsafeDowncast($0.contents[first], to: BuiltContent.self) })
            case .lazy:
                return .lazy(withStore { unsafeDowncast($0.contents[first], to: LazyContent.self) })
            }
        }
    }

    /// What few nodes need (explicit guide values, more memo entries, a `Layout`'s cache), in a
    /// side table of the store, made when first needed.
    private var extras: NodeExtras? { withStore { $0.extras.isEmpty ? nil : $0.extras[key] } }

    /// What `--guides` and `plumb explain` record of the last placement, made when first needed.
    var diagnostics: NodeDiagnostics? {
        withStore { $0.diagnostics.isEmpty ? nil : $0.diagnostics[key] }
    }

    /// The diagnostics, made if need be (only while recording guides or tracing).
    var recordedDiagnostics: NodeDiagnostics {
        if let diagnostics { return diagnostics }
        let made = NodeDiagnostics()
        store.diagnostics[key] = made
        return made
    }

    private var madeExtras: NodeExtras {
        if let extras { return extras }
        charge(LayoutCosts.extras)
        let made = NodeExtras()
        store.extras[key] = made
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

    init(record: UnsafeMutablePointer<NodeRecord>) {
        self.record = record
    }

    /// Makes node number `index` in `store`: fills its record and its constants. The view, its
    /// layout, its environment and the store come unretained (see `LayoutEngine.makeNode`): a
    /// node's making retains nothing.
    init(
        view: Unmanaged<View>, layout: Unmanaged<LayoutBox>, children: NodeChildren, contentIndex: Int32,
        environment: Unmanaged<AnyObject>, store: Unmanaged<NodeStore>, index: Int, childOrientation: Axis?
    ) {
        record = layout._withUnsafeGuaranteedRef { layout in
            store._withUnsafeGuaranteedRef { store in
                Self.fill(
                    view: view, layout: layout, children: children, contentIndex: contentIndex,
                    environment: environment, store: store, index: index, childOrientation: childOrientation)
            }
        }
    }

    /// Fills node `index`'s record and hot state (see `init`); returns the record.
    private static func fill(
        view: Unmanaged<View>, layout: LayoutBox, children: NodeChildren, contentIndex: Int32,
        environment: Unmanaged<AnyObject>, store: NodeStore, index: Int, childOrientation: Axis?
    ) -> UnsafeMutablePointer<NodeRecord> {
        let state = store.state(index)
        // The slot is zeroes until now (`ColumnMemory`).
        state.hot.initialize(to: HotState())
        state.cold.initialize(to: ColdState())
        var mask = layout.explicitGuideBits
        var childMask: UInt64 = 0
        children.forEachGuideMask { childMask |= $0 }
        if !layout.isUnaryModifier {
            // Containers never expose explicit frame alignments (leading, center, …).
            childMask &= ~LayoutNode.frameAlignmentBits
        }
        mask |= childMask
        // Constant per node: asked once here, kept in the node's hot state (plain memory, no
        // exclusivity check), where the parent's passes over its children read them in order.
        let subviews = children.subviews(of: nil, own: state)
        let spacing = NodeSpacing(layout.spacing(subviews: subviews))
        let kind: NodeRecord.ChildrenKind
        let first: Int32
        let count: Int32
        switch children {
        case .made(let made, let states):
            kind = .made
            first = made > 0 ? Int32(states.node.index) : Int32(index)
            count = Int32(made)
        case .built:
            kind = .built
            first = contentIndex
            count = 0
        case .lazy:
            kind = .lazy
            first = contentIndex
            count = 0
        }
        state.record.initialize(
            to: NodeRecord(
                box: .passUnretained(layout), viewReference: view, environmentBox: environment,
                offset: Int32(index - store.chunkBase(of: index)), first: first, childCount: count, childrenKind: kind,
                spacingAndWeight: spacing.code | UInt8(min(max(layout.workWeight, 1), 63)) << 2,
                recording: store.recording, childOrientation: childOrientation))
        if case .other(let box) = spacing { store.spacings[Int32(index)] = box.value }
        // Explicit guide values are memoized per full proposal and may depend on it even when the
        // size does not, so a view that may set any is taken to depend on both axes.
        state.hot.pointee.sizeDependence =
            mask != 0 || store.engine.ignoresSizeDependence ? .both : layout.sizeDependence(subviews: subviews)
        state.hot.pointee.guideMask = mask
        state.hot.pointee.priority = layout.layoutPriority(subviews: subviews)
        state.hot.pointee.isLeaf = children.isLeaf
        state.hot.pointee.generation |= 1
        return state.record
    }

    static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool { lhs.record == rhs.record }

    /// Marks this node and everything below it as retired (their content was rebuilt): a handle
    /// to any of them kept from before is stale, and using it stops layout with
    /// `LayoutStop.Reason.staleHandle` instead of reaching a node the tree no longer shows.
    func retire() {
        var pending = [self]
        while let node = pending.popLast() {
            let state = node.state
            let generation = state.hot.pointee.generation
            if generation & 1 == 1 { state.hot.pointee.generation = generation &+ 1 }
            pending += node.everyChild
        }
    }

    /// Every node made below this one: its children made with it, the last ones built, or every
    /// lazy row made so far.
    private var everyChild: [LayoutNode] {
        switch childNodes {
        case .made: currentChildren
        case .built(let content): content.children ?? []
        case .lazy(let content): content.madeNodes
        }
    }

    /// Forgets the sizes and explicit guide values memoized below this node (and its own, with
    /// `includingSelf`): the container size they were measured in changed
    /// (`LayoutEngine.withContainer`). Its memo pair is kept for the next entries.
    func forgetMeasurements(includingSelf: Bool) {
        var pending = includingSelf ? [self] : everyChild
        while let node = pending.popLast() {
            let hot = node.state.hot
            hot.pointee.count = 0
            hot.pointee.nils = 0
            if let extras = node.extras {
                extras.moreSizes = [:]
                extras.explicitValues = [:]
                extras.explicitProvenance = [:]
            }
            pending += node.everyChild
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
    var spacing: ViewSpacing {
        switch record.pointee.spacingAndWeight & 3 {
        case NodeSpacing.ordinaryCode: .ordinary
        case NodeSpacing.textCode: .text
        default: store.spacings[key] ?? .ordinary
        }
    }

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

    /// `childNodes.subviews(of: self, own: state)`, read straight from the record when the
    /// subviews were made with the node (almost always): `NodeChildren` holds objects in its
    /// other cases, so making and dropping one is an outlined copy and destroy.
    @inline(__always)
    private func subviews(own state: NodeStateRef) -> LayoutSubviews {
        guard record.pointee.childrenKind == .made else { return childNodes.subviews(of: self, own: state) }
        let count = Int(record.pointee.childCount)
        guard count > 0 else { return LayoutSubviews(states: state, count: 0, owner: self) }
        let first = Int(record.pointee.first)
        return LayoutSubviews(states: withStore { $0.state(first) }, count: count, owner: self)
    }

    /// The size this view chooses for `proposal` (memoized). `LayoutSubview.sizeThatFits` does
    /// the same from the parent's side, reading only the state on a memo hit.
    func size(for proposal: ProposedSize) -> Size {
        let state = state
        let key = proposal.keeping(state.hot.pointee.sizeDependence)
        if let size = state.lookup(key) { return size }
        return measure(proposal, key: key, state: state)
    }

    /// The size for `proposal` when the inline memo has no entry for `key`: from the overflow
    /// memo, or else from the layout, and remembered under `key`. `state`: this node's.
    func measure(_ proposal: ProposedSize, key: ProposedSize, state: NodeStateRef) -> Size {
        let traces = record.pointee.recording.contains(.negotiation)
        if state.isFull, let size = extras?.moreSizes[key] {
            if traces { traceNegotiation(.answered(proposal, size: size, fromMemory: true)) }
            return size
        }
        // Stopped (see `LayoutBudget`): every size is zero, and none is remembered.
        guard countWork(.sizing) else { return .zero }
        let subviews = subviews(own: state)
        let size = withBox { $0.sizeThatFits(proposal: proposal, subviews: subviews) }
        guard !header.pointee.counters.pointee.isStopped else { return .zero }
        if !withStore({ state.store(key, size, store: $0) }) {
            charge(LayoutCosts.memoEntry)
            madeExtras.moreSizes[key] = size
        }
        if traces { traceNegotiation(.answered(proposal, size: size, fromMemory: false)) }
        return size
    }

    /// Counts a measurement or a placement of this node against the budget (`LayoutMeter.count`)
    /// through the counters its chunk's header points at: the store, the engine and the meter are
    /// read only when a period is full (reaching the meter through them was a call of
    /// its own, about a tenth of a flat row's layout). False when layout has stopped.
    @inline(__always)
    private func countWork(_ phase: LayoutPhase) -> Bool {
        if let answer = LayoutMeter.tally(header.pointee.counters, work: record.pointee.workWeight) { return answer }
        return settleWork(phase)
    }

    @inline(never)
    private func settleWork(_ phase: LayoutPhase) -> Bool {
        withStore { $0.engine.meter.settle(phase: phase, view: { traceName }) }
    }

    /// The explicit value of `guide` for this view sized for `proposal`, or nil.
    func explicitAlignment(_ guide: AlignmentID, proposal: ProposedSize) -> Double? {
        guard guideMask & guide.bit != 0 else { return nil }
        let key = ExplicitKey(guide: ObjectIdentifier(guide), proposal: proposal)
        let engine = engine
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
        place(at: origin, size: size, proposal: proposal, state: state)
    }

    /// `place(at:size:proposal:)` when the caller holds this node's state.
    func place(at origin: Point, size: Size, proposal: ProposedSize, state: NodeStateRef) {
        let frame = Rect(origin: origin, size: size)
        state.commitPlacement(frame, proposal: proposal)
        guard countWork(.placing) else { return }
        if record.pointee.childrenKind == .made, !record.pointee.recording.contains(.guides) {
            // The usual case, without making `NodeChildren` (see `subviews(own:)`).
            let subviews = subviews(own: state)
            if subviews.count > 0 { withBox { $0.placeSubviews(in: frame, proposal: proposal, subviews: subviews) } }
            return
        }
        var childNodes = childNodes
        if case .built(let content) = childNodes, content.isDeferred {
            // Content built during layout is made for the size the view was placed at.
            engine.build(content, for: self, size: size)
            childNodes = self.childNodes
        }
        if record.pointee.recording.contains(.guides) {
            diagnostics?.alignmentLines.removeAll(keepingCapacity: true)
            for index in 0..<childNodes.count {
                childNodes.node(at: index).diagnostics?.guideMarks.removeAll(keepingCapacity: true)
            }
        }
        let subviews = childNodes.subviews(of: self, own: state)
        switch childNodes {
        case .built(let content) where content.isDeferred:
            let engine = engine
            engine.builtNesting += 1
            withBox { $0.placeSubviews(in: frame, proposal: proposal, subviews: subviews) }
            engine.builtNesting -= 1
        case .lazy:
            withBox { $0.placeSubviews(in: frame, proposal: proposal, subviews: subviews) }
        case .made, .built:
            if childNodes.count > 0 { withBox { $0.placeSubviews(in: frame, proposal: proposal, subviews: subviews) } }
        }
    }

    /// The view as its code reads, base first and modifiers inside out, for traces and
    /// explanations: `Text "Hello"`, `Rectangle(green).alignmentGuide.frame#title`, `HStack`.
    var traceName: String {
        var modifiers: [String] = []
        var node = self
        while node.box.isUnaryModifier, node.childNodes.count > 0 {
            modifiers.append(node.view.typeName + (node.view.id.map { "#\($0)" } ?? ""))
            let primary = node.box.modifierPrimaryIndex
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
