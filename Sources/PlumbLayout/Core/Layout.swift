/// The one public layout protocol, SwiftUI's `Layout`: a parent proposes a size, the view
/// chooses its size, the parent places it. Built-in containers (`StackLayout`, `ZStackLayout`),
/// modifiers and leaves conform to it, and so do layouts written in Lua: whatever a built-in
/// container does goes through these requirements and the public API of `LayoutSubviews`.
///
/// What only the engine needs (priorities of modifiers, guide masks, size dependences) is the
/// internal `EngineLayout`; a layout that does not speak it gets conservative answers (see
/// `EngineLayout`), which cost speed, never correctness.
public protocol Layout {
    /// The size this view chooses for `proposal`. May be asked several times with different
    /// proposals in one pass; must be a pure function of the proposal and of the subviews'
    /// answers (the engine memoizes it per proposal).
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size

    /// Places every subview inside `bounds` (canvas coordinates) with `LayoutSubview.place`.
    /// `bounds.size` is a size this layout returned for `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews)

    /// This view's explicit value for `guide`, in its own coordinates (`bounds` has a zero origin),
    /// or nil when it has none and the guide's default applies. The default merges the subviews'
    /// explicit values, as SwiftUI's does.
    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double?

    /// The preferred spacing around this view, used by a stack with `spacing: nil`. The default
    /// is the union of the subviews' preferences.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing

    /// Properties of the layout type (the axis Spacers inside it expand along).
    var layoutProperties: LayoutProperties { get }

    /// A new cache for this container, or nil for none (the default). The engine keeps one per
    /// container occurrence, hands it back as `subviews.cache`, and makes a new one when the
    /// subviews change. SwiftUI's cache is an `inout` value; here it is an object the layout
    /// mutates, so the engine needs no generic box per node on the hot path.
    func makeCache(subviews: LayoutSubviews) -> AnyObject?
}

/// Layout properties, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable, Hashable {
    /// The axis Spacers (and Dividers) directly inside the layout follow: HStack's is horizontal.
    public var stackOrientation: Axis?

    public init(stackOrientation: Axis? = nil) {
        self.stackOrientation = stackOrientation
    }
}

extension Layout {
    /// SwiftUI's default for containers (`ViewLayoutEngine.defaultAlignment`): lay the children out
    /// in this view's bounds, take each child's explicit value plus its origin, and merge them the
    /// guide's way. Built-in frame alignments are never merged, so they stop here.
    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        mergedExplicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The subviews' explicit values for `guide` where this layout places them, merged the
    /// guide's way (the default `explicitAlignment`, callable from a layout that overrides it).
    public func mergedExplicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        guard guide.merge != .none, !subviews.isEmpty else { return nil }
        let origins = subviews.recordingPlacements {
            placeSubviews(in: bounds, proposal: proposal, subviews: $0)
        }
        var values: [Double] = []
        for (index, placement) in origins.enumerated() {
            guard let placement else { continue }
            let child = subviews[index]
            if let value = child.dimensions(in: placement.proposal)[explicit: guide] {
                let offset = placement.origin[guide.axis] - bounds.origin[guide.axis]
                values.append(value + offset)
                if let tracer = child.node.engine.guideTracer { tracer.noteOffset(child.node, guide, offset: offset) }
            }
        }
        return guide.combine(values)
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { subviews.mergedSpacing }

    public var layoutProperties: LayoutProperties { LayoutProperties() }
    public func makeCache(subviews: LayoutSubviews) -> AnyObject? { nil }
}

/// What the engine asks of a layout beyond `Layout`, for speed and for the modifiers SwiftUI
/// implements inside its engine. Built-in layouts conform; any other `Layout` is wrapped in
/// `PublicLayoutAdapter`, which answers conservatively: priority 0, not a modifier, a size that
/// may depend on both axes, and every guide possibly explicit.
protocol EngineLayout: Layout {
    /// The priority this view reports to a parent stack (`layoutPriority` and the modifiers that
    /// pass it through; a Spacer's −∞).
    func layoutPriority(subviews: LayoutSubviews) -> Double

    /// Guides this view itself may set explicitly (a Text's baselines, an alignmentGuide's guide),
    /// as mask bits; containers add their children's automatically.
    var explicitGuideBits: UInt64 { get }

    /// True for layout modifiers (`UnaryLayout`): explicit guides and the enclosing stack's
    /// orientation pass through them. A requirement rather than an `is` check, which would cost
    /// a dynamic cast per node.
    var isUnaryModifier: Bool { get }

    /// The axes of the proposal this view's size may depend on, given those of its subviews
    /// (`LayoutSubview.sizeDependence`). The engine answers every proposal that differs from a
    /// memoized one only on the other axes without measuring again, so a fixed-size view is
    /// measured once however many ways its ancestors probe it (stacks probe at 0, ∞ and a share,
    /// then again with the final cross size when placing). It must be conservative: naming an axis
    /// the size ignores is always correct (the default names both), leaving out one it uses gives
    /// wrong sizes. Explicit guides need no thought: a view that may set any is treated as
    /// depending on both axes.
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set

    /// The node's rows made on demand instead of its subviews now (a lazy stack or grid), or nil
    /// for an ordinary layout: a witness call, where an `as?` per node cost a dynamic cast
    /// (≈ 1,500 instructions) on every node made.
    func makeLazyContent(items: [View]) -> LazyContent?

    /// The subviews the result shows, by index; nil: all of them (ViewThatFits shows only the
    /// one it chose).
    func shownSubviews(proposal: ProposedSize, subviews: LayoutSubviews) -> [Int]?

    /// True when the view's frame clips its first subview, whose frame the result records
    /// (`PlacedView.scrollContentFrame`: a ScrollView).
    var clipsContent: Bool { get }

    /// What a node of this layout is, for the result (`ViewKind`), when the layout says so
    /// itself (containers the renderers draw in their own way); nil: found from the node.
    var containerKind: ViewKind? { get }

    /// The layout as `View.content` shows it: the layout itself, or what an adapter wraps.
    var publicLayout: any Layout { get }

    /// For a layout modifier (`UnaryLayout`), the index of the child it wraps; 0 otherwise. A
    /// requirement, so that the result and traces need no dynamic cast to read it.
    var modifierPrimaryIndex: Int { get }

    /// How many units of work one measurement of this layout counts against the budget's check
    /// period (`LayoutMeter.checkPeriod`): 1 for a built-in layout, more for one whose cost is
    /// unknown (a Lua layout, a UIKit stack solving constraints), so that the clock is read
    /// often enough whatever the layout does.
    var workWeight: Int { get }

    /// See the extension's default.
    func isSameLayout(as other: Self) -> Bool
}

extension EngineLayout {
    var publicLayout: any Layout { self }
}

extension EngineLayout {
    /// Whether `other` lays out exactly as this layout, bit for bit (−0 is not 0), so that the
    /// nodes of both may call one box (`NodeStore.sharedBox`). False unless a layout says: only
    /// immutable layouts that hold nothing of a node's (frames, paddings, stacks) say it.
    func isSameLayout(as other: Self) -> Bool { false }
    var workWeight: Int { 1 }
    var modifierPrimaryIndex: Int { 0 }
    var containerKind: ViewKind? { nil }
    func makeLazyContent(items: [View]) -> LazyContent? { nil }
    func shownSubviews(proposal: ProposedSize, subviews: LayoutSubviews) -> [Int]? { nil }
    var clipsContent: Bool { false }
    func layoutPriority(subviews: LayoutSubviews) -> Double { 0 }
    var explicitGuideBits: UInt64 { 0 }
    var isUnaryModifier: Bool { false }
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .both }

    /// The union of the subviews' dependences: right for layouts that offer each subview the
    /// proposal's value on an axis, or a value computed from it and from subviews' sizes only
    /// (stacks, ZStack), and whose own size is computed from the subviews' sizes alone.
    func unionOfSizeDependences(_ subviews: LayoutSubviews) -> Axis.Set {
        var union: Axis.Set = []
        for subview in subviews { union.formUnion(subview.sizeDependence) }
        return union
    }
}

/// A `Layout` that is not built in (one written in Lua): the engine's questions answered
/// conservatively, everything else forwarded.
struct PublicLayoutAdapter: EngineLayout {
    let base: any Layout

    var publicLayout: any Layout { base }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        base.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { base.spacing(subviews: subviews) }
    var layoutProperties: LayoutProperties { base.layoutProperties }
    func makeCache(subviews: LayoutSubviews) -> AnyObject? { base.makeCache(subviews: subviews) }

    /// It may compute any guide, frame alignments included.
    var explicitGuideBits: UInt64 { ~0 }

    /// Its cost is unknown: a check every 32 measurements.
    var workWeight: Int { LayoutMeter.checkPeriod / 32 }
}

/// A layout modifier with one primary child (frame, padding, overlay, …). Explicit guides pass
/// through it, moved by where the child sits inside the modifier, for every guide, built-in ones
/// included: `.alignmentGuide(.leading){…}.frame(…)` still aligns by the inner guide.
protocol UnaryLayout: EngineLayout {
    /// The index of the child whose guides and spacing the modifier reports.
    var primaryIndex: Int { get }
}

extension UnaryLayout {
    var primaryIndex: Int { 0 }
    var modifierPrimaryIndex: Int { primaryIndex }
    var isUnaryModifier: Bool { true }

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        passThroughExplicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The primary child's explicit value, in this view's coordinates.
    func passThroughExplicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        guard subviews.indices.contains(primaryIndex) else { return nil }
        let origins = subviews.recordingPlacements {
            placeSubviews(in: bounds, proposal: proposal, subviews: $0)
        }
        guard let placement = origins[primaryIndex] else { return nil }
        let child = subviews[primaryIndex]
        guard let value = child.dimensions(in: placement.proposal)[explicit: guide] else { return nil }
        return value + placement.origin[guide.axis] - bounds.origin[guide.axis]
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        subviews.indices.contains(primaryIndex) ? subviews[primaryIndex].spacing : .ordinary
    }
}

/// Preferred spacing on each edge (a simplified `ViewSpacing`). `nil` means the view has no
/// preference on that edge; two such views sit the platform default (8 points) apart. A Spacer
/// prefers 0 along its axis, so with `spacing: nil` nothing separates a view from a Spacer but
/// the Spacer's own minimum length (OpenSwiftUI's `Spacing.swift` and `Spacer.swift`).
public struct ViewSpacing: Hashable, Sendable {
    // Every layout node keeps one: six optionals would take 96 bytes, six Doubles with NaN for
    // "no preference" take 48 (see `NaNForNil`).
    @NaNForNil public var top: Double?
    @NaNForNil public var leading: Double?
    @NaNForNil public var bottom: Double?
    @NaNForNil public var trailing: Double?
    /// The text category on the top and bottom edges (SwiftUI's `edgeAboveText`/`edgeBelowText`):
    /// between two views that both have it, the distance is the larger of their values instead
    /// of the default. A Text has 0 on both: Plumb's monospaced lines already include their
    /// leading, so stacked texts sit line under line (Plumb's choice: SwiftUI's gap comes from font
    /// metrics, OpenSwiftUI's `Spacing.TextMetrics`, and no source gives its numbers).
    @NaNForNil public var textAbove: Double?
    @NaNForNil public var textBelow: Double?

    public init(
        top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil,
        textAbove: Double? = nil, textBelow: Double? = nil
    ) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.textAbove = textAbove
        self.textBelow = textBelow
    }

    /// A Text's preferences: ordinary, except for text-to-text distance along the vertical axis.
    public static let text = ViewSpacing(textAbove: 0, textBelow: 0)

    public static let ordinary = ViewSpacing()
    public static let defaultDistance = 8.0

    /// Zero on both edges along `axis` (a Spacer's preference).
    public static func zero(along axis: Axis) -> ViewSpacing {
        axis == .horizontal ? ViewSpacing(leading: 0, trailing: 0) : ViewSpacing(top: 0, bottom: 0)
    }

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        if axis == .vertical, let below = textBelow, let above = next.textAbove {
            return Swift.max(below, above)
        }
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        if mine == nil, theirs == nil { return Self.defaultDistance }
        return Swift.max(mine ?? -.infinity, theirs ?? -.infinity)
    }

    mutating func formUnion(_ other: ViewSpacing) {
        func merge(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return Swift.max(a, b)
        }
        top = merge(top, other.top)
        leading = merge(leading, other.leading)
        bottom = merge(bottom, other.bottom)
        trailing = merge(trailing, other.trailing)
        textAbove = merge(textAbove, other.textAbove)
        textBelow = merge(textBelow, other.textBelow)
    }

    /// Forgets every preference on the top or bottom edge (a modifier that pads or frames it).
    mutating func clearTop() {
        top = nil
        textAbove = nil
    }

    mutating func clearBottom() {
        bottom = nil
        textBelow = nil
    }
}

/// An optional Double stored in 8 bytes, NaN standing for nil (an optional takes 16 with its
/// padding). A NaN given as a value reads back as nil.
@propertyWrapper
public struct NaNForNil: Hashable, Sendable {
    private var stored: Double

    public init(wrappedValue: Double?) { stored = wrappedValue ?? .nan }

    public var wrappedValue: Double? {
        get { stored.isNaN ? nil : stored }
        set { stored = newValue ?? .nan }
    }

    public static func == (lhs: NaNForNil, rhs: NaNForNil) -> Bool { lhs.wrappedValue == rhs.wrappedValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// A point inside a rectangle, in unit coordinates (0…1 on each axis).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// Where a layout put one subview (recorded instead of applied when computing explicit guides).
public struct Placement: Sendable {
    public var origin: Point
    public var proposal: ProposedSize
}

/// The placements of one dry run (`LayoutSubviews.recordingPlacements`), kept by the engine
/// while the run is under way (`LayoutEngine.dryRuns`). The subviews of the run name it by its
/// serial number (`LayoutSubviews.dryRun`), not by a reference: a reference in the handles made
/// every copy of them retain and release it, and kept the handles from being plain values the
/// compiler passes field by field. A handle kept past its run finds no run of
/// its number and records nothing, as it recorded into a recorder nobody read before.
final class PlacementRecorder {
    let serial: UInt32
    var placements: [Placement?]
    init(serial: UInt32, count: Int) {
        self.serial = serial
        placements = Array(repeating: nil, count: count)
    }
}

/// What subviews record as layout goes, in one byte: the handles are passed field by field, and
/// each further field costs every measurement and placement (a second Bool cost layout 35 % of its
/// time on a flat tree of 10⁵ leaves).
struct SubviewRecording: OptionSet {
    let rawValue: UInt8
    /// Guide values and alignment lines (`--guides`, `plumb explain`), for real placements only.
    static let guides = SubviewRecording(rawValue: 1)
    /// `NegotiationEvent`s (`plumb explain`).
    static let negotiation = SubviewRecording(rawValue: 2)
}

/// The subviews of one layout, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    /// The state of the first subview; the others' follow it.
    let states: NodeStateRef
    /// The number of subviews (`count`, `endIndex`).
    private let subviewCount: Int
    /// The node whose subviews these are; nil only while that node is being created (it asks its
    /// layout for its priority, spacing and size dependence, none of which records anything).
    /// A handle (one pointer, no reference count): subviews are handed to a layout for one call,
    /// while their tree keeps every node alive.
    let owner: LayoutNode?
    /// The serial number of the dry run these subviews' placements are recorded for (see
    /// `recordingPlacements`, `PlacementRecorder`), or 0 when they are placed for real.
    let dryRun: UInt32
    /// What the subviews record (asked of the engine once, not per child).
    private let recording: SubviewRecording

    init(states: NodeStateRef, count: Int, owner: LayoutNode?) {
        self.states = states
        self.subviewCount = count
        self.owner = owner
        self.dryRun = 0
        self.recording = owner?.record.pointee.recording ?? []
    }

    private init(_ subviews: LayoutSubviews, dryRun: UInt32) {
        self.states = subviews.states
        self.subviewCount = subviews.subviewCount
        self.owner = subviews.owner
        self.dryRun = dryRun
        // A dry run's placements are not what happened.
        self.recording = []
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { subviewCount }
    public var count: Int { subviewCount }

    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= 0 && index < subviewCount, "subview index out of range")
        return LayoutSubview(state: states.advanced(by: index), index: index, dryRun: dryRun, recording: recording)
    }

    /// Runs `body` with subviews whose `place` calls are recorded and returned rather than applied.
    public func recordingPlacements(_ body: (LayoutSubviews) -> Void) -> [Placement?] {
        // Without subviews there is nothing to record (and no node to reach the engine by).
        guard subviewCount > 0 else {
            body(LayoutSubviews(self, dryRun: UInt32.max))
            return []
        }
        let engine = states.node.engine
        let recorder = engine.beginDryRun(count: subviewCount)
        body(LayoutSubviews(self, dryRun: recorder.serial))
        engine.endDryRun(recorder)
        return recorder.placements
    }

    /// Whether placements are real (not a dry run for explicit guides).
    public var isPlacingForReal: Bool { dryRun == 0 }

    /// The subviews' placement slots in the store, which a container placing them for real may
    /// use as room for what it computes of each before placing it (every one it then places is
    /// overwritten by its placement): nil in a dry run, whose placements are not applied.
    var placementSlots: UnsafeMutablePointer<ColdState>? { dryRun == 0 ? states.cold : nil }

    /// Counts `bytes` of temporary memory a layout now holds (negative: gives them back) against
    /// the budget.
    func chargeScratch(_ bytes: Int) {
        owner?.withStore { $0.engine.meter.add(bytes: bytes) }
    }

    /// Whether these subviews' placements are real and the engine records guides (`--guides`,
    /// `plumb explain`): one bit already at hand, where asking the engine reads two objects.
    var recordsGuides: Bool { recording.contains(.guides) }

    /// Records, for `--guides` and `plumb explain`, the alignment line this container aligned its
    /// children on (canvas coordinate).
    public func noteAlignmentLine(_ guide: AlignmentID, at position: Double) {
        guard recordsGuides, let owner else { return }
        owner.recordedDiagnostics.alignmentLines.append(
            AlignmentLine(guide: guide.name, axis: guide.axis, position: position, merge: guide.merge))
    }

    /// Records how this container sized its children (stacks), for `plumb explain`.
    public func noteSizingTrace(_ lines: [String]) {
        noteSizing(lines.map(SizingEvent.note))
    }

    /// Records how this container sized its children, as typed events, for `plumb explain`.
    public func noteSizing(_ events: [SizingEvent]) {
        guard dryRun == 0, let owner, owner.engine.isTracing else { return }
        owner.recordedDiagnostics.sizingTrace = events
    }

    /// True when `plumb explain` wants sizing traces.
    public var isTracing: Bool { dryRun == 0 && owner?.engine.isTracing == true }

    /// The union of the subviews' spacing preferences: the default `Layout.spacing`, callable
    /// from a layout that overrides it.
    public var mergedSpacing: ViewSpacing {
        var merged = ViewSpacing.ordinary
        for subview in self { merged.formUnion(subview.spacing) }
        return merged
    }

    /// The container's cache (`Layout.makeCache`), made on first use and kept until its subviews
    /// change; nil when the layout keeps none.
    public var cache: AnyObject? { owner?.layoutCache() }
}

/// One subview: measure it, read its guides, place it.
public struct LayoutSubview {
    /// The subview's state, which also leads to its node (see `NodeStateRef.node`).
    let state: NodeStateRef
    let index: Int
    /// The dry run this subview's placement is recorded for, or 0 (see `LayoutSubviews.dryRun`).
    let dryRun: UInt32
    /// What is recorded here: guides, and the answers from memory and placements of a traced
    /// layout (`NegotiationEvent`s), where they happen.
    private let recording: SubviewRecording

    init(state: NodeStateRef, index: Int, dryRun: UInt32 = 0, recording: SubviewRecording = []) {
        self.state = state
        self.index = index
        self.dryRun = dryRun
        self.recording = recording
    }

    private var recordsGuides: Bool { recording.contains(.guides) }
    private var traces: Bool { recording.contains(.negotiation) }

    var node: LayoutNode { state.node }

    /// False, with layout stopped (`LayoutStop.Reason.staleHandle`), when the node this handle
    /// was made for has been retired since: its parent's content was rebuilt. Slots are never
    /// reused within a tree, so a live slot's generation is odd and a retired one's even: the
    /// handle need not carry the number (carrying it cost 31% more instructions in layout, the
    /// handles being passed field by field no longer; see the design note).
    @inline(__always)
    private func isCurrent(_ phase: LayoutPhase) -> Bool {
        if state.hot.pointee.generation & 1 == 1 { return true }
        node.staleHandleUsed(phase)
        return false
    }

    @inline(__always)
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        // A size that depends on no side of the proposal has one memo key (nil×nil), so once
        // measured it is the first entry: the answer a stack's fixed children give each of its
        // passes, read without a call (a flat row's layout asked each child five times).
        let hot = state.hot
        if hot.pointee.sizeDependence.isEmpty, hot.pointee.count > 0, hot.pointee.generation & 1 == 1, !traces {
            return hot.pointee.first.size
        }
        return size(answering: proposal)
    }

    /// `sizeThatFits(_:)` from the memo or the layout.
    @inline(never)
    private func size(answering proposal: ProposedSize) -> Size {
        guard isCurrent(.sizing) else { return .zero }
        let key = proposal.keeping(state.hot.pointee.sizeDependence)
        if let size = state.lookup(key) {
            if traces { node.traceNegotiation(.answered(proposal, size: size, fromMemory: true)) }
            return size
        }
        return state.node.measure(proposal, key: key, state: state)
    }

    public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
        dimensions(in: proposal, size: sizeThatFits(proposal))
    }

    /// `dimensions(in: proposal)` when the caller already holds the size for `proposal`.
    func dimensions(in proposal: ProposedSize, size: Size) -> ViewDimensions {
        ViewDimensions(node: node, guideMask: state.hot.pointee.guideMask, size: size, proposal: proposal)
    }

    public var priority: Double { state.hot.pointee.priority }
    public var spacing: ViewSpacing { node.spacing }
    /// The proposal axes this subview's size may depend on (see `EngineLayout.sizeDependence`).
    var sizeDependence: Axis.Set { state.hot.pointee.sizeDependence }

    /// A short description of the subview for traces ("Text \"Hi\"", "frame#title").
    public var traceName: String { node.traceName }

    /// Places the subview so that its `anchor` lies at `point`, after proposing `proposal`.
    public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        place(at: point, anchor: anchor, size: sizeThatFits(proposal), proposal: proposal)
    }

    /// `place(at:anchor:proposal:)` when the caller already holds the size for `proposal`.
    func place(at point: Point, anchor: UnitPoint = .topLeading, size: Size, proposal: ProposedSize) {
        guard isCurrent(.placing) else { return }
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        if dryRun != 0 {
            node.engine.recordDryRun(dryRun, index: index, Placement(origin: origin, proposal: proposal))
            return
        }
        if traces { node.traceNegotiation(.placed(origin: origin, size: size, proposal: proposal)) }
        if state.hot.pointee.isLeaf {
            // All `LayoutNode.place` does for a view without subviews (a leaf never has alignment
            // lines to clear), without visiting the node.
            state.commitPlacement(Rect(origin: origin, size: size), proposal: proposal)
        } else {
            state.node.place(at: origin, size: size, proposal: proposal, state: state)
        }
    }

    /// Records the guide value the parent aligned this subview by (for `--guides` / explain).
    public func noteGuide(_ guide: AlignmentID, value: Double, isExplicit: Bool) {
        guard recordsGuides else { return }
        let diagnostics = node.recordedDiagnostics
        let provenance = isExplicit ? diagnostics.lastProvenance[ObjectIdentifier(guide)] : .implicit
        diagnostics.guideMarks.append(
            GuideMark(guide: guide.name, axis: guide.axis, value: value, isExplicit: isExplicit, provenance: provenance)
        )
    }
}

/// A layout as the engine calls it: one object holding the layout value, which a
/// view keeps and its nodes reach unretained from their records. A layout stored inline in a
/// node's record (or in a view's content enum) is copied, with a retain and release of its
/// storage, at every call through a pointer; an object's constant property is not. Abstract:
/// `TypedLayoutBox` holds the value, so a large layout (a frame's) takes one allocation, as it
/// did behind an existential.
class LayoutBox: @unchecked Sendable {
    /// The layout as a value (for casts and rare questions).
    var layout: any EngineLayout { fatalError("abstract") }
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size { fatalError("abstract") }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) { fatalError("abstract") }
    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { fatalError("abstract") }
    func spacing(subviews: LayoutSubviews) -> ViewSpacing { fatalError("abstract") }
    var layoutProperties: LayoutProperties { fatalError("abstract") }
    func makeCache(subviews: LayoutSubviews) -> AnyObject? { fatalError("abstract") }
    func layoutPriority(subviews: LayoutSubviews) -> Double { fatalError("abstract") }
    var explicitGuideBits: UInt64 { fatalError("abstract") }
    var isUnaryModifier: Bool { fatalError("abstract") }
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { fatalError("abstract") }
    func makeLazyContent(items: [View]) -> LazyContent? { fatalError("abstract") }
    func shownSubviews(proposal: ProposedSize, subviews: LayoutSubviews) -> [Int]? { fatalError("abstract") }
    var clipsContent: Bool { fatalError("abstract") }
    var containerKind: ViewKind? { fatalError("abstract") }
    var workWeight: Int { fatalError("abstract") }
    var modifierPrimaryIndex: Int { fatalError("abstract") }
    /// Whether `other` holds a layout of the same type that lays out exactly as this one (see
    /// `EngineLayout.isSameLayout(as:)`).
    func isSameLayout(as other: LayoutBox) -> Bool { fatalError("abstract") }

    /// The box for `layout` (opened, so that the box holds the value itself).
    static func make(_ layout: any EngineLayout) -> LayoutBox { boxed(layout) }

    private static func boxed<Base: EngineLayout>(_ layout: Base) -> LayoutBox { TypedLayoutBox(layout) }

    /// Boxes shared by every node whose layout depends only on its view's content.
    static let rectangle: LayoutBox = TypedLayoutBox(ShapeLayout(isCircle: false))
    static let circle: LayoutBox = TypedLayoutBox(ShapeLayout(isCircle: true))
    static let empty: LayoutBox = TypedLayoutBox(EmptyLayout())
    static let implicitStack: LayoutBox = TypedLayoutBox(LayoutEngine.implicitStack)
}

/// The box of one layout type (see `LayoutBox`).
final class TypedLayoutBox<Base: EngineLayout>: LayoutBox, @unchecked Sendable {
    let base: Base

    init(_ base: Base) { self.base = base }

    override var layout: any EngineLayout { base }
    override func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        base.sizeThatFits(proposal: proposal, subviews: subviews)
    }
    override func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
    override func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
    }
    override func spacing(subviews: LayoutSubviews) -> ViewSpacing { base.spacing(subviews: subviews) }
    override var layoutProperties: LayoutProperties { base.layoutProperties }
    override func makeCache(subviews: LayoutSubviews) -> AnyObject? { base.makeCache(subviews: subviews) }
    override func layoutPriority(subviews: LayoutSubviews) -> Double { base.layoutPriority(subviews: subviews) }
    override var explicitGuideBits: UInt64 { base.explicitGuideBits }
    override var isUnaryModifier: Bool { base.isUnaryModifier }
    override func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { base.sizeDependence(subviews: subviews) }
    override func makeLazyContent(items: [View]) -> LazyContent? { base.makeLazyContent(items: items) }
    override func shownSubviews(proposal: ProposedSize, subviews: LayoutSubviews) -> [Int]? {
        base.shownSubviews(proposal: proposal, subviews: subviews)
    }
    override var clipsContent: Bool { base.clipsContent }
    override var containerKind: ViewKind? { base.containerKind }
    override var workWeight: Int { base.workWeight }
    override var modifierPrimaryIndex: Int { base.modifierPrimaryIndex }
    override func isSameLayout(as other: LayoutBox) -> Bool {
        guard type(of: other) == TypedLayoutBox<Base>.self else { return false }
        return base.isSameLayout(as: unsafeDowncast(other, to: TypedLayoutBox<Base>.self).base)
    }
}
