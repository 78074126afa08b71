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

public struct PlacedView: Sendable {
    /// The view's type: "HStack", "Rectangle", "Text", or a modifier's name ("frame", "padding", …).
    public var type: String
    /// The label given with `id(_:)`, if any.
    public var id: String?
    /// What the view is (set by the engine; see `ViewKind`).
    public var kind: ViewKind
    /// Frame in canvas coordinates, in points, unrounded.
    public var frame: Rect
    /// The proposal the parent placed this view with.
    public var proposal: ProposedSize {
        get { storedProposal.value }
        set { storedProposal = CompactProposal(newValue) }
    }
    /// 16 bytes rather than 32 (a result holds one PlacedView per view).
    private var storedProposal: CompactProposal
    public var content: PlacedContent
    /// The resolved foreground colour (inherited like SwiftUI's environment), if any.
    public var foregroundColor: String?
    /// Text drawn bold (`.bold()`).
    public var isBold = false
    /// How a text's lines align within its frame (`multilineTextAlignment`).
    public var textAlignment: TextAlignment {
        get { details?.value.textAlignment ?? .leading }
        set { writableDetails.textAlignment = newValue }
    }
    /// A text's lines of height when it reserves more than it shows (`lineLimit(2...4)`,
    /// `reservesSpace`): the others are blank. nil: as many as its lines.
    public var textLineCount: Int? {
        get { details?.value.textLineCount }
        set { writableDetails.textLineCount = newValue }
    }
    /// What only some views have (guides, traces, notes), in a box of its own: a result holds
    /// one PlacedView per view, and most of them have none of it.
    private var details: CopyOnWriteBox<PlacedDetails>?
    /// Children in drawing order: later ones are drawn over earlier ones.
    public var children: [PlacedView]

    public init(
        type: String, id: String? = nil, frame: Rect, proposal: ProposedSize = .unspecified,
        content: PlacedContent = .none, foregroundColor: String? = nil,
        alignmentLines: [AlignmentLine] = [], guideMarks: [GuideMark] = [], children: [PlacedView] = [],
        kind: ViewKind? = nil
    ) {
        self.type = type
        self.kind = kind ?? ViewKind.inferred(type: type, content: content, children: children.count)
        self.id = id
        self.frame = frame
        self.storedProposal = CompactProposal(proposal)
        self.content = content
        self.foregroundColor = foregroundColor
        self.children = children
        if !alignmentLines.isEmpty { self.alignmentLines = alignmentLines }
        if !guideMarks.isEmpty { self.guideMarks = guideMarks }
    }

    /// The details, written through a box of this view's own (copies never share writes).
    private var writableDetails: PlacedDetails {
        get { details?.value ?? PlacedDetails() }
        set {
            if details == nil || !isKnownUniquelyReferenced(&details!) {
                details = CopyOnWriteBox(newValue)
            } else {
                details!.value = newValue
            }
        }
    }

    /// For containers that align their children: the alignment line(s) in canvas coordinates
    /// (x for a horizontal guide, y for a vertical one), with the guide's name.
    public var alignmentLines: [AlignmentLine] {
        get { details?.value.alignmentLines ?? [] }
        set { writableDetails.alignmentLines = newValue }
    }
    /// For a child placed by an aligning container: the guide value it was aligned by.
    public var guideMarks: [GuideMark] {
        get { details?.value.guideMarks ?? [] }
        set { writableDetails.guideMarks = newValue }
    }
    /// For stacks laid out while tracing (`plumb explain`): how the children were sized, in order.
    public var sizingLog: [SizingEvent] {
        get { details?.value.sizingLog ?? [] }
        set { writableDetails.sizingLog = newValue }
    }
    /// While tracing (`plumb explain`): the proposals this view answered and where it was
    /// placed, in the order they happened (`NegotiationEvent`).
    public var negotiation: [NegotiationEvent] {
        get { details?.value.negotiation ?? [] }
        set { writableDetails.negotiation = newValue }
    }
    /// For content built during layout (GeometryReader, EnvironmentReader): what the builder read
    /// and chose, for `plumb explain`.
    public var builderNote: String? {
        get { details?.value.builderNote }
        set { writableDetails.builderNote = newValue }
    }
    /// A ScrollView: its children are seen only inside its frame (the diagram clips them), and
    /// this is its content's frame, for the marks that say there is more beyond an edge.
    public var scrollContentFrame: Rect? {
        get { details?.value.scrollContentFrame }
        set { writableDetails.scrollContentFrame = newValue }
    }
    /// For an `alignmentGuide` modifier: the guide it sets and where it was written.
    public var guideSetting: GuideSetting? {
        get { details?.value.guideSetting }
        set { writableDetails.guideSetting = newValue }
    }
    /// The view's drawing modifiers, innermost first (see `Decoration`).
    public var decorations: [Decoration] {
        get { details?.value.decorations ?? [] }
        set { writableDetails.decorations = newValue }
    }
    /// For a Text: the italic, weight, underline and strikethrough set around it.
    public var textAttributes: TextAttributes {
        get { details?.value.textAttributes ?? TextAttributes() }
        set { writableDetails.textAttributes = newValue }
    }
    /// Where the script made the view (`View.source`), when it was recorded.
    public var source: ViewSource? {
        get { details?.value.source }
        set { writableDetails.source = newValue }
    }
}

/// The rarely set parts of a `PlacedView`.
private struct PlacedDetails {
    var alignmentLines: [AlignmentLine] = []
    var guideMarks: [GuideMark] = []
    var sizingLog: [SizingEvent] = []
    var negotiation: [NegotiationEvent] = []
    var builderNote: String?
    var scrollContentFrame: Rect?
    var guideSetting: GuideSetting?
    var textAlignment = TextAlignment.leading
    var textLineCount: Int?
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
