/// The laid-out tree, as plain values: what the renderer draws and `--format json` prints.
/// It is produced by `LayoutEngine` and has no references back into the live layout nodes.
public struct LayoutResult: Sendable {
    /// The canvas in points.
    public var canvas: Size
    public var root: PlacedView

    public init(canvas: Size, root: PlacedView) {
        self.canvas = canvas
        self.root = root
    }
}

public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule

    public var typeName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        }
    }
}

/// What a placed view draws. Containers and most modifiers draw nothing themselves.
public enum PlacedContent: Sendable, Hashable {
    case none
    /// A shape, drawn by its outline (Circle is drawn in the centred square it reports).
    case shape(ShapeKind)
    /// A `Color` view: fills its frame.
    case color(String)
    /// Text as laid out at its final size: one string per visible line (already wrapped and,
    /// where needed, truncated with "…").
    case text(lines: [String], font: FontStyle)
    /// An asset Image (`Image("photo")`): Plumb has no pixels, so a box with its name.
    case image(String)
    /// A symbol Image (`Image(systemName:)`): one character, centred in its frame.
    case symbol(String)
    case spacer
    case divider(Axis)
}

/// One alignment guide a container aligned a child by, for `--guides` and `plumb explain`.
public struct GuideMark: Sendable, Hashable {
    /// The guide's name ("leading", "firstTextBaseline", "oneThird", …).
    public var guide: String
    public var axis: Axis
    /// The guide's value in the child's own coordinates.
    public var value: Double
    /// True when the child (or something inside it) set the value explicitly.
    public var isExplicit: Bool
    /// Where the value came from, as the engine recorded it when it computed the value (nil: an
    /// explicit value whose computation was not traced).
    public var provenance: GuideProvenance?

    public init(guide: String, axis: Axis, value: Double, isExplicit: Bool, provenance: GuideProvenance? = nil) {
        self.guide = guide
        self.axis = axis
        self.value = value
        self.isExplicit = isExplicit
        self.provenance = provenance ?? (isExplicit ? nil : .implicit)
    }
}

/// One view of a laid-out tree: its frame, what it draws, its children. A value: a result's
/// views are read from the arena the layout filled (`PlacedTree`: no object or struct per view is
/// made), and a view changed after the fact, or made by hand (tests, tools), holds its
/// own values.
public struct PlacedView: Sendable {
    private enum Storage: Sendable {
        /// View `index` of a laid-out tree.
        case placed(PlacedTree)
        /// Values of its own.
        case value(CopyOnWriteBox<PlacedValues>)
    }

    private var storage: Storage
    /// The view's entry in its laid-out tree (0 for a view of its own). Beside the tree, not in
    /// the same case: a walk moves one view from entry to entry without retaining the tree each
    /// time (`moveInTree(to:)`).
    private var index = 0

    init(tree: PlacedTree, index: Int) {
        storage = .placed(tree)
        self.index = index
    }

    /// Makes this view of a laid-out tree its entry `index` (the walks of `PlacedWalk.swift`).
    mutating func moveInTree(to index: Int) { self.index = index }

    public init(
        type: String, id: String? = nil, frame: Rect, proposal: ProposedSize = .unspecified,
        content: PlacedContent = .none, foregroundColor: String? = nil,
        alignmentLines: [AlignmentLine] = [], guideMarks: [GuideMark] = [], children: [PlacedView] = [],
        kind: ViewKind? = nil
    ) {
        var values = PlacedValues(
            type: type, id: id, kind: kind ?? ViewKind.inferred(type: type, content: content, children: children.count),
            frame: frame, proposal: CompactProposal(proposal), content: content, foregroundColor: foregroundColor,
            children: PlacedChildren(children))
        if !alignmentLines.isEmpty { values.details.alignmentLines = alignmentLines }
        if !guideMarks.isEmpty { values.details.guideMarks = guideMarks }
        storage = .value(CopyOnWriteBox(values))
    }

    /// The laid-out tree this view is read from and its index there, or nil for a view holding
    /// values of its own (the walks of `PlacedWalk.swift` read such a tree by index).
    var placedTreeIndex: (tree: PlacedTree, index: Int)? {
        switch storage {
        case .placed(let tree): (tree, index)
        case .value: nil
        }
    }

    /// All the view's values, read once (for a view about to be changed).
    private var values: PlacedValues {
        switch storage {
        case .placed(let tree):
            PlacedValues(
                type: type, id: id, kind: kind, frame: frame, proposal: CompactProposal(proposal), content: content,
                foregroundColor: foregroundColor, isBold: isBold, details: tree.details(index),
                children: PlacedChildren(tree: tree, first: tree.firstChild(index), count: tree.childCount(index)))
        case .value(let box): box.value
        }
    }

    /// Changes the view's values: a laid-out view becomes a view of its own first.
    private mutating func change(_ body: (inout PlacedValues) -> Void) {
        var values = values
        storage = .value(CopyOnWriteBox(PlacedValues()))  // (no second reference while changing)
        index = 0
        body(&values)
        storage = .value(CopyOnWriteBox(values))
    }

    /// The view's type: "HStack", "Rectangle", "Text", or a modifier's name ("frame", "padding", …).
    public var type: String {
        get {
            switch storage {
            case .placed(let tree): tree.node(index).withView(\.typeName)
            case .value(let box): box.value.type
            }
        }
        set { change { $0.type = newValue } }
    }
    /// The label given with `id(_:)`, if any.
    public var id: String? {
        get {
            switch storage {
            case .placed(let tree): tree.hasRareFields(index) ? tree.node(index).withView(\.id) : nil
            case .value(let box): box.value.id
            }
        }
        set { change { $0.id = newValue } }
    }
    /// What the view is (set by the engine; see `ViewKind`).
    public var kind: ViewKind {
        get {
            switch storage {
            case .placed(let tree): tree.kind(index)
            case .value(let box): box.value.kind
            }
        }
        set { change { $0.kind = newValue } }
    }
    /// Frame in canvas coordinates, in points, unrounded.
    public var frame: Rect {
        get {
            switch storage {
            case .placed(let tree): tree.frame(index)
            case .value(let box): box.value.frame
            }
        }
        set { change { $0.frame = newValue } }
    }
    /// The proposal the parent placed this view with.
    public var proposal: ProposedSize {
        get {
            switch storage {
            case .placed(let tree): tree.proposal(index)
            case .value(let box): box.value.proposal.value
            }
        }
        set { change { $0.proposal = CompactProposal(newValue) } }
    }
    public var content: PlacedContent {
        get {
            switch storage {
            case .placed(let tree): tree.content(index)
            case .value(let box): box.value.content
            }
        }
        set { change { $0.content = newValue } }
    }
    /// The resolved foreground colour (inherited like SwiftUI's environment), if any.
    public var foregroundColor: String? {
        get {
            switch storage {
            case .placed(let tree): tree.node(index).environment.foregroundColor
            case .value(let box): box.value.foregroundColor
            }
        }
        set { change { $0.foregroundColor = newValue } }
    }
    /// Text drawn bold (`.bold()`).
    public var isBold: Bool {
        get {
            switch storage {
            case .placed(let tree): tree.isBold(index)
            case .value(let box): box.value.isBold
            }
        }
        set { change { $0.isBold = newValue } }
    }
    /// Children in the order written. They are drawn in that order, later ones over earlier
    /// ones, unless some have a `zIndex` (see `paintingOrder`).
    public var children: PlacedChildren {
        get {
            switch storage {
            case .placed(let tree):
                PlacedChildren(tree: tree, first: tree.firstChild(index), count: tree.childCount(index))
            case .value(let box): box.value.children
            }
        }
        set { change { $0.children = newValue } }
    }

    /// How many children the view has: `children.count`, without making the collection.
    public var childCount: Int {
        switch storage {
        case .placed(let tree): tree.childCount(index)
        case .value(let box): box.value.children.count
        }
    }

    /// How a text's lines align within its frame (`multilineTextAlignment`).
    public var textAlignment: TextAlignment {
        get {
            switch storage {
            case .placed(let tree): tree.textAlignment(index)
            case .value(let box): box.value.details.textAlignment
            }
        }
        set { change { $0.details.textAlignment = newValue } }
    }
    /// A text's lines of height when it reserves more than it shows (`lineLimit(2...4)`,
    /// `reservesSpace`): the others are blank. nil: as many as its lines.
    public var textLineCount: Int? {
        get {
            switch storage {
            case .placed(let tree): tree.textLineCount(index)
            case .value(let box): box.value.details.textLineCount
            }
        }
        set { change { $0.details.textLineCount = newValue } }
    }
    /// For a Text measured in points: its font and each line's width (nil in cells).
    public var textInPoints: TextInPoints? {
        get {
            switch storage {
            case .placed(let tree): tree.textInPoints(index)
            case .value(let box): box.value.details.textInPoints
            }
        }
        set { change { $0.details.textInPoints = newValue } }
    }
    /// For containers that align their children: the alignment line(s) in canvas coordinates
    /// (x for a horizontal guide, y for a vertical one), with the guide's name.
    public var alignmentLines: [AlignmentLine] {
        get {
            switch storage {
            case .placed(let tree): tree.recordedDetails(index)?.alignmentLines ?? []
            case .value(let box): box.value.details.alignmentLines
            }
        }
        set { change { $0.details.alignmentLines = newValue } }
    }
    /// For a child placed by an aligning container: the guide value it was aligned by.
    public var guideMarks: [GuideMark] {
        get {
            switch storage {
            case .placed(let tree): tree.recordedDetails(index)?.guideMarks ?? []
            case .value(let box): box.value.details.guideMarks
            }
        }
        set { change { $0.details.guideMarks = newValue } }
    }
    /// For stacks laid out while tracing (`plumb explain`): how the children were sized, in order.
    public var sizingLog: [SizingEvent] {
        get {
            switch storage {
            case .placed(let tree): tree.recordedDetails(index)?.sizingLog ?? []
            case .value(let box): box.value.details.sizingLog
            }
        }
        set { change { $0.details.sizingLog = newValue } }
    }
    /// While tracing (`plumb explain`), for a containerRelativeFrame: how it took each side from
    /// its container.
    public var containerSizing: [ContainerSizing] {
        get {
            switch storage {
            case .placed(let tree): tree.recordedDetails(index)?.containerSizing ?? []
            case .value(let box): box.value.details.containerSizing
            }
        }
        set { change { $0.details.containerSizing = newValue } }
    }
    /// While tracing (`plumb explain`): the proposals this view answered and where it was
    /// placed, in the order they happened (`NegotiationEvent`).
    public var negotiation: [NegotiationEvent] {
        get {
            switch storage {
            case .placed(let tree): tree.recordedDetails(index)?.negotiation ?? []
            case .value(let box): box.value.details.negotiation
            }
        }
        set { change { $0.details.negotiation = newValue } }
    }
    /// For content built during layout (GeometryReader, EnvironmentReader): what the builder read
    /// and chose, for `plumb explain`.
    public var builderNote: String? {
        get {
            switch storage {
            case .placed(let tree): tree.recordedDetails(index)?.builderNote
            case .value(let box): box.value.details.builderNote
            }
        }
        set { change { $0.details.builderNote = newValue } }
    }
    /// A ScrollView: its children are seen only inside its frame (the diagram clips them), and
    /// this is its content's frame, for the marks that say there is more beyond an edge.
    public var scrollContentFrame: Rect? {
        get {
            switch storage {
            case .placed(let tree): tree.scrollContentFrame(index)
            case .value(let box): box.value.details.scrollContentFrame
            }
        }
        set { change { $0.details.scrollContentFrame = newValue } }
    }
    /// For an `alignmentGuide` modifier: the guide it sets and where it was written.
    public var guideSetting: GuideSetting? {
        get {
            switch storage {
            case .placed(let tree): tree.recordedDetails(index)?.guideSetting
            case .value(let box): box.value.details.guideSetting
            }
        }
        set { change { $0.details.guideSetting = newValue } }
    }
    /// False when neither this view nor any below it sets an id, drawing modifiers or a source,
    /// as far as is known without a walk (a laid-out tree knows it for all its views; a view
    /// holding values of its own says true). A writer skips a pass that looks only for them.
    public var mayHaveRareFieldsBelow: Bool {
        switch storage {
        case .placed(let tree): tree.hasAnyRareFields
        case .value: true
        }
    }

    /// The view's place in its container's drawing order (`zIndex(_:)`): the innermost one down
    /// its chain of modifiers, 0 when there is none.
    public var zIndex: Double {
        if case .placed(let tree) = storage { return tree.zIndex(index) }
        var view = self
        var found = 0.0
        while true {
            if let value = view.decorations.zIndex { found = value }
            guard case .modifier(let primary) = view.kind, view.childCount > 0 else { return found }
            view = view.children[min(primary, view.childCount - 1)]
        }
    }

    /// The positions of the children back to front, or nil when they are drawn in the order
    /// written: a container draws a child with a higher `zIndex` over one with a lower (equal
    /// ones in the order written); a modifier's layers keep their order.
    public var paintingOrder: [Int]? {
        if case .placed(let tree) = storage { return tree.paintingOrder(index) }
        let count = childCount
        if case .modifier = kind { return nil }
        guard count > 1 else { return nil }
        let children = children
        return ZIndexOrder.positions(count) { children[$0].zIndex }
    }

    /// The view's drawing modifiers, innermost first (see `Decoration`).
    public var decorations: [Decoration] {
        get {
            switch storage {
            case .placed(let tree):
                tree.hasRareFields(index) ? tree.node(index).withView(\.decorations) : []
            case .value(let box): box.value.details.decorations
            }
        }
        set { change { $0.details.decorations = newValue } }
    }
    /// For a Text: the italic, weight, underline and strikethrough set around it.
    public var textAttributes: TextAttributes {
        get {
            switch storage {
            case .placed(let tree): tree.textAttributes(index)
            case .value(let box): box.value.details.textAttributes
            }
        }
        set { change { $0.details.textAttributes = newValue } }
    }
    /// Where the script made the view (`View.source`), when it was recorded.
    public var source: ViewSource? {
        get {
            switch storage {
            case .placed(let tree): tree.hasRareFields(index) ? tree.node(index).view.source : nil
            case .value(let box): box.value.details.source
            }
        }
        set { change { $0.details.source = newValue } }
    }
}

/// A placed view's children: a range of a laid-out tree's views, or views of their own. A
/// collection of `PlacedView`s (iterate it, index it, `map` it) that makes no array.
public struct PlacedChildren: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case placed(PlacedTree, first: Int)
        case array([PlacedView])
    }

    private let storage: Storage
    public let count: Int

    init(tree: PlacedTree, first: Int, count: Int) {
        storage = .placed(tree, first: first)
        self.count = count
    }

    public init(_ views: [PlacedView]) {
        storage = .array(views)
        count = views.count
    }

    public init(arrayLiteral views: PlacedView...) {
        self.init(views)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> PlacedView {
        precondition(position >= 0 && position < count, "child index out of range")
        switch storage {
        case .placed(let tree, let first): return PlacedView(tree: tree, index: first + position)
        case .array(let views): return views[position]
        }
    }
}

/// A placed view's own values (one changed after layout, or made by hand).
private struct PlacedValues {
    var type = ""
    var id: String?
    var kind = ViewKind.empty
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var proposal = CompactProposal(.unspecified)
    var content = PlacedContent.none
    var foregroundColor: String?
    var isBold = false
    var details = PlacedDetails()
    var children: PlacedChildren = []
}

/// The rarely set parts of a `PlacedView`.
struct PlacedDetails {
    var alignmentLines: [AlignmentLine] = []
    var guideMarks: [GuideMark] = []
    var sizingLog: [SizingEvent] = []
    var negotiation: [NegotiationEvent] = []
    var containerSizing: [ContainerSizing] = []
    var builderNote: String?
    var scrollContentFrame: Rect?
    var guideSetting: GuideSetting?
    var textAlignment = TextAlignment.leading
    var textLineCount: Int?
    var textInPoints: TextInPoints?
    var decorations: [Decoration] = []
    var textAttributes = TextAttributes()
    var source: ViewSource?
}

public struct AlignmentLine: Sendable, Hashable {
    public var guide: String
    public var axis: Axis
    /// Canvas coordinate of the line: x for a horizontal alignment, y for a vertical one.
    public var position: Double
    /// How containers merge children's explicit values for this guide (nil: not recorded).
    public var merge: AlignmentID.Merge?

    public init(guide: String, axis: Axis, position: Double, merge: AlignmentID.Merge? = nil) {
        self.guide = guide
        self.axis = axis
        self.position = position
        self.merge = merge
    }
}

/// The guide an `alignmentGuide` modifier sets, for explaining where guide values come from.
public struct GuideSetting: Sendable, Hashable {
    public var guide: String
    public var axis: Axis
    /// Where it was written ("card.lua:12"), when known.
    public var source: String?
    /// The value it gave for the view's final size, in the view's coordinates.
    public var value: Double?
    /// How containers merge the guide (`.none`: it stops at the first container).
    public var merge: AlignmentID.Merge

    public init(
        guide: String, axis: Axis, source: String? = nil, value: Double? = nil, merge: AlignmentID.Merge = .none
    ) {
        self.guide = guide
        self.axis = axis
        self.source = source
        self.value = value
        self.merge = merge
    }
}
