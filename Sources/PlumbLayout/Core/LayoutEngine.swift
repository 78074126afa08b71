import PlumbText

/// How text is measured: in monospaced character cells (Plumb's teaching picture, where every
/// character is one cell) or in points as iOS measures the system font (`PlumbText`).
public enum TextMeasurement: String, Sendable, Hashable, CaseIterable {
    case cells, points
}

/// What the text measurement uses: the cell metrics of monospaced text (a character per cell),
/// or, when text is measured in points, the pixel grid a Text's measured frame is rounded up to.
public struct TextMetrics: Sendable, Hashable {
    /// Width of one character cell in points.
    public var cellWidth: Double
    /// Height of one text line (one cell) in points.
    public var cellHeight: Double
    /// Cells or points.
    public var measurement: TextMeasurement
    /// In points: the screen's pixels per point, to which a Text's frame is rounded up.
    public var pixelScale: PixelScale

    public init(
        cellWidth: Double = 8, cellHeight: Double = 16, measurement: TextMeasurement = .cells,
        pixelScale: PixelScale = .x3
    ) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.measurement = measurement
        self.pixelScale = pixelScale
    }
}

/// Lays out view trees. One engine may lay out many trees; a tree keeps its memoized sizes, so
/// laying it out again for another canvas (a terminal resize) reuses every measurement.
public final class LayoutEngine {
    public let textMetrics: TextMetrics
    /// When set, nodes keep the proposals they answered and stacks record how they distributed
    /// space (for `plumb explain`). Off for normal runs: it costs allocations.
    public let isTracing: Bool
    /// When set, containers record their alignment lines and each child's guide value (for
    /// `--guides` and `plumb explain`). Always on while tracing.
    public let recordsGuides: Bool

    /// Records where explicit guide values come from (`LayoutTrace.swift`) while recording guides;
    /// nil otherwise, and then the engine pays one nil test per explicit guide value computed.
    let guideTracer: GuideTracer?

    /// For tests of the memo's contract: every node answers as `PublicLayoutAdapter` does, its
    /// size depending on both sides of every proposal, so the memo keys on the whole proposal.
    /// Frames must not change (`LayoutPropertyTests.theMemoGivesTheConservativeFrames`).
    var ignoresSizeDependence = false

    /// Text in points: what a space between two words, or "…" after a character, adds, by font,
    /// measured once per engine.
    let joinWidths = JoinWidthCache()

    /// Counts what layout spends against its budget (see `LayoutBudget`).
    let meter: LayoutMeter

    /// The dry runs under way (`LayoutSubviews.recordingPlacements`), innermost last, and the
    /// serial number the last one took (0 and `UInt32.max` are never taken).
    private var dryRuns: [PlacementRecorder] = []
    private var dryRunSerial: UInt32 = 0

    /// Starts a dry run of `count` subviews (see `PlacementRecorder`).
    func beginDryRun(count: Int) -> PlacementRecorder {
        dryRunSerial = dryRunSerial >= UInt32.max - 1 ? 1 : dryRunSerial + 1
        let recorder = PlacementRecorder(serial: dryRunSerial, count: count)
        dryRuns.append(recorder)
        return recorder
    }

    /// Ends the dry run `recorder` (the innermost).
    func endDryRun(_ recorder: PlacementRecorder) {
        if let index = dryRuns.lastIndex(where: { $0 === recorder }) { dryRuns.remove(at: index) }
    }

    /// Records subview `index`'s placement in dry run `serial`, if that run is still under way.
    func recordDryRun(_ serial: UInt32, index: Int, _ placement: Placement) {
        guard let recorder = dryRuns.last(where: { $0.serial == serial }),
            recorder.placements.indices.contains(index)
        else { return }
        recorder.placements[index] = placement
    }

    /// `budget`: what layout may spend; nil takes the one in scope when a tree is made
    /// (`LayoutBudgetScope`), and none when there is none.
    public init(
        textMetrics: TextMetrics = TextMetrics(), tracing: Bool = false, recordsGuides: Bool = true,
        budget: (any LayoutBudget)? = nil
    ) {
        self.textMetrics = textMetrics
        self.isTracing = tracing
        self.recordsGuides = recordsGuides || tracing
        self.guideTracer = recordsGuides || tracing ? GuideTracer() : nil
        self.meter = LayoutMeter(budget: budget)
    }

    /// Where layout stopped because its budget said no (nil: it did not). A stopped engine does
    /// nothing more: its trees' sizes and frames are meaningless, and the caller reports the stop.
    public var stop: LayoutStop? { meter.stop }

    /// Instantiates `view` as a tree of layout nodes, in `environment` (the root's: size
    /// classes and the like come from the command line).
    public func makeTree(_ view: View, environment: EnvironmentValues = EnvironmentValues()) -> LayoutTree {
        // Every view becomes at most one node (EmptyViews in containers become none); content
        // built during layout claims more nodes as it is made.
        if meter.budget == nil { meter.budget = LayoutBudgetScope.current?.budget }
        let store = NodeStore(capacity: view.treeSize, engine: self, meter: meter)
        store.keep([view])
        store.keep(environment)
        let root = makeNode(view, index: store.claim(1), environment: environment, orientation: nil, store: store)
        return LayoutTree(engine: self, root: root, store: store)
    }

    /// The size `view` chooses for `proposal` in `environment`, as a parent would see it: a
    /// throwaway tree, so the answer never depends on another view's state.
    public func measure(_ view: View, proposal: ProposedSize, environment: EnvironmentValues) -> Size {
        let tree = makeTree(view, environment: environment)
        return withExtendedLifetime(tree) { tree.root.size(for: proposal) }
    }

    /// Instantiates `view` as node number `index`.
    ///
    /// Nothing here retains a view, an environment or a layout box: the store keeps
    /// every one the nodes are made from (the root's view and environment, each environment a
    /// view sets, each list of views the engine makes) and the views keep their subviews and
    /// boxes, so they are passed on borrowed. A retain and its release are two atomic
    /// operations: made for each field of each view, they were half the time of making a flat
    /// tree's nodes.
    private func makeNode(
        _ view: View, index: Int, environment inherited: EnvironmentValues, orientation: Axis?,
        store: NodeStore
    ) -> LayoutNode {
        store.ledger.pointee += LayoutCosts.node
        guard meter.count(bytes: LayoutCosts.node, phase: .makingNodes, view: { Self.name(of: view) }) else {
            return stoppedNode(view, index: index, environment: inherited, store: store)
        }
        // A view that sets no environment value is in its parent's (passed on, not copied).
        if view.environment.isEmpty {
            return makeNode(view, index: index, in: inherited, orientation: orientation, store: store)
        }
        let environment = inherited.overridden(by: view.environment)
        if !environment.isSameBox(as: inherited) { store.keep(environment) }
        return makeNode(view, index: index, in: environment, orientation: orientation, store: store)
    }

    /// `makeNode` in the view's environment: finds the node's layout.
    private func makeNode(
        _ view: View, index: Int, in environment: EnvironmentValues, orientation: Axis?, store: NodeStore
    ) -> LayoutNode {
        if let box = view.layoutBoxReference {
            // The view's own layout: its nodes share its box (copying the value into a box of its
            // own per node put the boxes in tree order, but cost an allocation and 64 bytes per
            // node for no measurable gain in layout), or an equal layout's (`sharedBox`).
            return store.sharedBox(box)._withUnsafeGuaranteedRef { layout in
                makeNode(
                    view, index: index, in: environment, layout: layout, isContainer: !layout.isUnaryModifier,
                    orientation: orientation, store: store)
            }
        }
        // A shape's or a colour's box is shared by all, found without copying the content (the
        // copy cost 57,000 retains and 53,000 releases more at flat 10⁴). The switch below names
        // them too only to be complete.
        if let box = view.sharedLeafBox {
            return box._withUnsafeGuaranteedRef { layout in
                makeNode(
                    view, index: index, in: environment, layout: layout, isContainer: false, orientation: orientation,
                    store: store)
            }
        }
        let layout: LayoutBox
        switch view.content {
        case .shape(let kind):
            layout = kind == .circle ? LayoutBox.circle : LayoutBox.rectangle
        case .color:
            layout = LayoutBox.rectangle
        case .text(let string):
            // The same Text in the same environment as the last one made (a view used many times,
            // `HStack { v, v }`): the same layout, which is a value (a Text's words and widths).
            if let shared = store.lastText(view: view, environment: environment) {
                layout = shared
                break
            }
            // Charged before it is made: its layout splits it at once.
            let cost = Self.textCost(string)
            store.ledger.pointee += cost
            guard meter.count(bytes: cost, work: 0, phase: .makingNodes, view: { Self.name(of: view) }) else {
                return stoppedNode(view, index: index, environment: environment, store: store)
            }
            layout = store.own(
                TextLayout.resolved(string, environment: environment, metrics: textMetrics, joins: joinWidths))
            store.rememberText(layout, view: view, environment: environment)
        case .image(let source):
            layout = store.own(ImageLayout(source, environment: environment, metrics: textMetrics))
        case .spacer(let minLength):
            layout = store.own(SpacerLayout(minLength: minLength, orientation: orientation))
        case .divider:
            layout = store.own(DividerLayout(orientation: orientation))
        case .group, .forEach, .section:
            // A view list where one view is needed (the root, a modifier's or a reader's
            // content): the implicit container, a VStack, as SwiftUI lays out several views
            // at the root of a body (OSUI's `ImplicitRootType` defaults to `_VStackLayout`).
            return makeNode(
                view, index: index, in: environment, layout: LayoutBox.implicitStack, isContainer: true,
                children: .listItself, orientation: orientation, store: store)
        case .empty, .layout:
            // (A `.layout` view always has its engine layout, above.)
            return makeNode(
                view, index: index, in: environment, layout: LayoutBox.empty, isContainer: false, children: .none,
                orientation: orientation, store: store)
        }
        // A leaf's layout: no container.
        return makeNode(
            view, index: index, in: environment, layout: layout, isContainer: false, orientation: orientation,
            store: store)
    }

    /// Where a node's children come from: its view's subviews, the view itself (a view list, in
    /// the implicit container), or nowhere (an EmptyView).
    private enum ChildSource { case subviews, listItself, none }

    /// `makeNode` with the node's layout: makes its children, then the node.
    private func makeNode(
        _ view: View, index: Int, in environment: EnvironmentValues, layout: LayoutBox, isContainer: Bool,
        children source: ChildSource = .subviews, orientation: Axis?, store: NodeStore
    ) -> LayoutNode {
        // A modifier's one subview is taken without making an array (a view keeps it without
        // one); any other view's subviews are its array.
        var onlyChild = source == .subviews ? view.onlyChildReference : nil
        var childViews: [View]
        switch source {
        case .subviews: childViews = onlyChild == nil ? view.children : []
        case .listItself: childViews = [view]
        case .none: childViews = []
        }
        if let only = onlyChild, isContainer || view.builder != nil {
            childViews = [only.takeUnretainedValue()]
            onlyChild = nil
        }
        let childOrientation: Axis?
        if layout.isUnaryModifier {
            childOrientation = orientation  // Spacer().frame(…) still follows the enclosing stack.
        } else {
            childOrientation = layout.layoutProperties.stackOrientation
        }
        var built: BuiltContent?
        var buildsNow = false
        if let builder = view.builder {
            let content = BuiltContent(builder: builder)
            if builder.trigger == .environment, builtNesting >= Self.maximumBuiltNesting {
                meter.fail(
                    LayoutStop(
                        phase: .building, view: Self.name(of: view),
                        reason: .buildersNestTooDeep(Self.maximumBuiltNesting)))
                childViews = []
            } else if builder.trigger == .environment {
                buildsNow = true
                let inputs = BuilderInputs(size: nil, environment: environment, engine: self)
                let (made, note) = builder.build(inputs)
                content.note = note
                childViews = [made]
                store.keep(childViews)
            } else {
                childViews = []
            }
            built = content
        }
        var lazy: LazyContent?
        if isContainer, let content = layout.makeLazyContent(items: childViews) {
            // A lazy stack makes its rows on demand (`LazyContent`), not now.
            lazy = content
            childViews = []
        } else if isContainer, let expanded = Self.expandedChildrenIfAny(childViews, meter: meter) {
            childViews = expanded
            store.keep(expanded)
        }
        let firstChild = store.claim(onlyChild == nil ? childViews.count : 1)
        // Content made now nests the nodes made from it (an EnvironmentReader whose content
        // holds itself would recurse for ever).
        if buildsNow { builtNesting += 1 }
        let made: Int
        if let onlyChild {
            _ = onlyChild._withUnsafeGuaranteedRef {
                makeNode($0, index: firstChild, environment: environment, orientation: childOrientation, store: store)
            }
            made = 1
        } else {
            made = makeChildren(
                childViews, first: firstChild, environment: environment, orientation: childOrientation, store: store)
        }
        if buildsNow { builtNesting -= 1 }
        let childNodes: NodeChildren
        var contentIndex: Int32 = 0
        if let lazy {
            childNodes = .lazy(lazy)
            contentIndex = Int32(store.contents.append(lazy))
        } else if let built {
            if !built.isDeferred {
                built.children = (0..<made).map { store.state(firstChild + $0).node }
                built.states = store.state(firstChild)
            }
            childNodes = .built(built)
            contentIndex = Int32(store.contents.append(built))
        } else {
            childNodes = .made(count: made, states: store.state(firstChild))
        }
        return LayoutNode(
            view: .passUnretained(view), layout: .passUnretained(layout), children: childNodes,
            contentIndex: contentIndex, environment: environment.unretained, store: .passUnretained(store),
            index: index, childOrientation: childOrientation)
    }

    /// What a Text's layout holds for `string`, charged before it is made (a Text of four million
    /// lines would otherwise allocate half a gigabyte before anything could stop it): its bytes
    /// several times over, and each paragraph's string, words and entry.
    static func textCost(_ string: String) -> Int {
        var paragraphs = 1
        for byte in string.utf8 where byte == 10 { paragraphs += 1 }
        return string.utf8.count * LayoutCosts.textByte + paragraphs * LayoutCosts.textParagraph
    }

    /// A view's name for a stop's message before its node exists: its type, a Text's first
    /// words, its id.
    static func name(of view: View) -> String {
        var name = view.typeName
        if case .text(let string) = view.content {
            let flat = String(string.prefix(24).map { $0 == "\n" ? " " : $0 })
            name += " \"\(flat)\(string.count > 24 ? "…" : "")\""
        }
        if let id = view.id { name += "#\(id)" }
        return name
    }

    /// The node made for `view` once layout is stopped: an empty leaf, with nothing below it.
    private func stoppedNode(
        _ view: View, index: Int, environment: EnvironmentValues, store: NodeStore
    ) -> LayoutNode {
        LayoutNode(
            view: .passUnretained(view), layout: .passUnretained(LayoutBox.empty),
            children: .made(count: 0, states: store.state(index)), contentIndex: 0,
            environment: environment.unretained, store: .passUnretained(store), index: index, childOrientation: nil)
    }

    /// The implicit container of several views where one is needed.
    static var implicitStack: StackLayout { StackLayout(axis: .vertical, alignment: .horizontalCenter, spacing: nil) }

    /// A container's subviews: Groups, ForEach and Section expanded in place (a ForEach makes
    /// every view now), each member inheriting what its list sets (`View.inherited`), EmptyView
    /// dropped (it contributes no subview, and so no spacing). Returns the array itself, without
    /// copying, when there is nothing to change (the usual case).
    ///
    /// `meter`: a ForEach's rows are views made now, by the script's function, and are charged
    /// as they are made (a million rows once grew the process to three times the cap before a
    /// node was charged); once the budget says no, no more rows are made.
    static func expandedChildren(_ views: [View], meter: LayoutMeter? = nil) -> [View] {
        expandedChildrenIfAny(views, meter: meter) ?? views
    }

    /// `expandedChildren`, or nil when there is nothing to expand (the list is `views` itself).
    static func expandedChildrenIfAny(_ views: [View], meter: LayoutMeter? = nil) -> [View]? {
        guard views.contains(where: { $0.isExpandedByContainer }) else { return nil }
        var result: [View] = []
        result.reserveCapacity(views.count)
        func add(_ view: View) {
            switch view.content {
            case .empty: return
            case .group:
                for child in view.children { add(view.inherited(child)) }
            case .forEach(let sequence):
                for index in 0..<sequence.count {
                    if let meter,
                        !meter.count(
                            bytes: sequence.bytesPerRow, phase: .makingNodes, view: { "ForEach row \(index + 1)" })
                    {
                        return
                    }
                    if sequence.isStopped() { return }
                    add(view.inherited(sequence.make(index)))
                }
            case .section(let header, let footer):
                if let header { add(view.inherited(header)) }
                for child in view.children { add(view.inherited(child)) }
                if let footer { add(view.inherited(footer)) }
            default: result.append(view)
            }
        }
        for view in views { add(view) }
        return result
    }

    /// A view list's members in order, not expanded further (a ForEach's made now; a
    /// Section's header, views and footer); nothing for any other view.
    static func listMembers(_ view: View) -> [View] {
        switch view.content {
        case .group: return view.children
        case .forEach(let sequence):
            // Row by row, not `map` (which would reserve room for every row at once), and no
            // further than the script that makes them can go.
            // What the rows hold is counted as they are made (a Grid's rows, made as the script
            // builds the Grid, are no layout's), and given back once made: the view that holds
            // them is charged for its whole tree when the script gets it.
            var members: [View] = []
            var spent = 0
            defer { _ = sequence.spend(-spent) }
            for index in 0..<sequence.count {
                spent += sequence.bytesPerRow
                if !sequence.spend(sequence.bytesPerRow) || sequence.isStopped() { break }
                members.append(sequence.make(index))
            }
            return members
        case .section(let header, let footer):
            return (header.map { [$0] } ?? []) + view.children + (footer.map { [$0] } ?? [])
        default: return []
        }
    }

    /// Makes a node for a row of a lazy container, in the store of `parent`'s tree. A row of
    /// several views (a ForEach function that made a Group) is one row: a stack along the lazy
    /// stack's axis, with its alignment and spacing, so that a LazyVStack's row of a Text and a
    /// Divider sits as the two would as rows of their own.
    func makeRowNode(_ view: View, parent: LayoutNode) -> LayoutNode {
        var row = view
        if view.isViewList, let lazy = parent.layout as? LazyStackLayout {
            let stack = StackLayout(axis: lazy.axis, alignment: lazy.alignment, spacing: lazy.gap)
            row = View(typeName: view.typeName, builtin: stack, children: [view])
        }
        parent.store.keep([row])
        return makeNode(
            row, index: parent.store.claim(1), environment: parent.environment, orientation: parent.childOrientation,
            store: parent.store)
    }

    /// How many nodes with content built during layout are being placed, one inside another.
    var builtNesting = 0
    /// Deeper nesting of content built during layout is refused (`LayoutStop.Reason`), as a
    /// script's callbacks nest at most 64 deep.
    static let maximumBuiltNesting = 64

    /// The rectangle (canvas coordinates) that will be seen: the innermost ScrollView's frame
    /// while it places its content, else the canvas. Lazy containers make what intersects it.
    var viewport: Rect?
    /// The scroll offset of ScrollViews that set none (`--scroll`).
    public var defaultScrollOffset = Point.zero
    /// Where the trees made from now on keep their node columns (see `ColumnMemory`).
    public var columnMemory = ColumnMemory.heap

    /// The nearest container's size (`containerRelativeFrame`): the canvas, or the innermost
    /// ScrollView or navigation or tab content area while its content is measured and placed
    /// (`withContainer`). A nil side is unknown.
    var containerSize = ProposedSize.unspecified
    /// The nearest container's name, while tracing (nil: the canvas).
    var containerName: String?
    /// Whether a view has read `containerSize`: until one does, no memoized size depends on it.
    var readsContainerSize = false
    /// The container size each container's content was last measured or placed in.
    var containerSizes: [UnsafeMutablePointer<NodeRecord>: ProposedSize] = [:]

    /// Makes the nodes of `views` in the slots from `first` (the store owns them) and returns how
    /// many it made: once layout is stopped (see `LayoutBudget`), the list ends where it stopped.
    private func makeChildren(
        _ views: [View], first: Int, environment: EnvironmentValues, orientation: Axis?, store: NodeStore
    ) -> Int {
        var made = 0
        for index in views.indices {
            _ = makeNode(
                views[index], index: first + index, environment: environment, orientation: orientation, store: store)
            made = index + 1
            if meter.isStopped { break }
        }
        return made
    }

    /// Runs `node`'s deferred builder for the size it is placed at, unless its content was
    /// already built for that size, and instantiates the result as its subviews. The nodes of an
    /// earlier build stay in the store (unreachable) until the tree goes: a rebuild happens only
    /// when a view is placed at a new size.
    func build(_ content: BuiltContent, for node: LayoutNode, size: Size) {
        guard content.isDeferred, content.builtFor != size else { return }
        guard meter.count(phase: .building, view: { node.traceName }) else { return }
        guard builtNesting < Self.maximumBuiltNesting else {
            meter.fail(
                LayoutStop(
                    phase: .building, view: node.traceName, reason: .buildersNestTooDeep(Self.maximumBuiltNesting)))
            return
        }
        let inputs = BuilderInputs(size: size, environment: node.environment, engine: self)
        let (made, note) = content.builder.build(inputs)
        // The views the builder made are the tree's now (their nodes are charged as they are made).
        let viewBytes = min(made.treeSize, View.countCeiling / LayoutCosts.view) * LayoutCosts.view
        node.store.ledger.pointee += viewBytes
        guard meter.count(bytes: viewBytes, phase: .building, view: { node.traceName }) else { return }
        content.note = note
        // Several views (a Group) are several subviews: a GeometryReader places each at its
        // top-leading corner, as a ZStack aligned there would.
        let views = Self.expandedChildren([made], meter: meter)
        node.store.keep(views)
        // The earlier build's nodes stay in the store (it owns them), retired: a handle to them
        // is stale, and is found so without reaching freed memory.
        for old in content.children ?? [] { old.retire() }
        let first = node.store.claim(views.count)
        let madeCount = makeChildren(
            views, first: first, environment: node.environment, orientation: node.childOrientation,
            store: node.store)
        content.children = (0..<madeCount).map { node.store.state(first + $0).node }
        content.states = node.store.state(first)
        content.builtFor = size
        node.resetCache()
    }
}

/// An instantiated view tree, ready to lay out.
public final class LayoutTree {
    public let engine: LayoutEngine
    let root: LayoutNode
    /// Owns every node of the tree and their state: a node is valid while its tree is.
    let store: NodeStore

    init(engine: LayoutEngine, root: LayoutNode, store: NodeStore) {
        self.engine = engine
        self.root = root
        self.store = store
    }

    /// Proposes `canvas` to the root (either side may be nil, an ideal-size proposal), centres the
    /// root in the canvas as a hosting view does, and places everything. A nil side of the canvas
    /// takes the root's size.
    public func layout(canvas: ProposedSize) {
        defer { engine.meter.flush(phase: .placing, view: { root.traceName }) }
        dropUnheldResults()
        for result in results { result.freezeFrames(meter: engine.meter) }
        results = []
        // The canvas stands for the screen, the outermost container (`containerRelativeFrame`).
        engine.withContainer(canvas, of: root, includingSelf: true) {
            let size = root.size(for: canvas)
            let canvasSize = Size(width: canvas.width ?? size.width, height: canvas.height ?? size.height)
            engine.viewport = Rect(origin: .zero, size: canvasSize)
            defer { engine.viewport = nil }
            let origin = Point(
                x: (canvasSize.width - size.width) / 2, y: (canvasSize.height - size.height) / 2)
            if engine.isTracing { root.traceNegotiation(.placed(origin: origin, size: size, proposal: canvas)) }
            root.place(at: origin, size: size, proposal: canvas)
            self.canvasSize = canvasSize
        }
    }

    public private(set) var canvasSize = Size.zero

    /// The laid-out tree as values (call after `layout(canvas:)`): a view onto this tree's
    /// frames and views (`PlacedTree`), which laying the tree out again does not change.
    /// When layout is stopped (see `LayoutEngine.stop`), the result holds what was recorded
    /// before the stop: the caller must report the stop instead.
    public func result() -> LayoutResult {
        defer { engine.meter.flush(phase: .result, view: { root.traceName }) }
        let placed = PlacedTree(root: root, engine: engine)
        dropUnheldResults()
        results.append(placed)
        return LayoutResult(canvas: canvasSize, root: PlacedView(tree: placed, index: 0))
    }

    /// The results taken from this tree: laying the tree out again copies the frames of those
    /// still held elsewhere first. Strong references, pruned when only this list holds them (a
    /// weak reference would give every result a side table, and every retain of it, one per
    /// placed view a renderer copies, the slow path).
    private var results: [PlacedTree] = []

    private func dropUnheldResults() {
        var held: [PlacedTree] = []
        while var result = results.popLast() {
            if !isKnownUniquelyReferenced(&result) { held.append(result) }
        }
        results = held
    }

    /// Number of layout nodes.
    public var nodeCount: Int {
        func count(_ node: LayoutNode) -> Int { node.currentChildren.reduce(1) { $0 + count($1) } }
        return count(root)
    }
}
