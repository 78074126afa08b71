/// Typed events the engine records while it lays out, for `--guides`, `plumb explain` and the
/// SVG's annotations: where every guide value came from (`GuideProvenance`), and how a stack
/// sized its children (`SizingEvent`). They are recorded when the engine computes the values,
/// never reconstructed afterwards from frames or parsed back from words, so floating-point noise
/// in a frame can change a printed number, never the story.
///
/// The model is OpenSwiftUI's tracing engine box: a wrapper around each layout's guide
/// computation (here one hook in `LayoutNode.explicitAlignment`) that notes what the layout asked
/// of its subviews and what it answered. Nothing is recorded (and nothing allocated) unless the
/// engine records guides or traces.

/// Where a guide value came from.
public struct GuideProvenance: Sendable, Hashable {
    public var origin: GuideOrigin
    /// How far the value moved, in the modifiers around the view that produced it (padding, a
    /// frame's alignment) and, for a value carried up from one subview, where that subview sits
    /// in its container: the value is the origin's value plus this.
    public var shift: Double

    public init(_ origin: GuideOrigin, shift: Double = 0) {
        self.origin = origin
        self.shift = shift
    }

    public static let implicit = GuideProvenance(.implicit)

    /// The provenance with the numbers left out: what must not depend on the canvas.
    public var shape: String {
        switch origin {
        case .implicit: "implicit"
        case .alignmentGuide(let source): "alignmentGuide(\(source ?? "?"))"
        case .textBaseline: "textBaseline"
        case .layout(let name): "layout(\(name))"
        case .carried(let from, _, let inner): "carried(\(from.index): \(inner.shape))"
        case .merged(let merge, let parts):
            "merged(\(merge): " + parts.map { "\($0.from.index): \($0.provenance.shape)" }.joined(separator: ", ")
                + ")"
        }
    }
}

/// The kinds of guide values.
public indirect enum GuideOrigin: Sendable, Hashable {
    /// The guide's default: nothing inside the view set it.
    case implicit
    /// An `alignmentGuide` modifier computed it (`source`: where it was written, "card.lua:12").
    case alignmentGuide(source: String?)
    /// A Text's first or last baseline.
    case textBaseline
    /// A layout's own `explicitAlignment` answered it without any subview's value (a Lua layout).
    case layout(String)
    /// One subview of a container set it (`value`, in the subview's coordinates); the container
    /// reports it moved by where the subview sits (the provenance's `shift`).
    case carried(from: GuideSubview, value: Double, provenance: GuideProvenance)
    /// Several subviews set it; the container merged their values the guide's way.
    case merged(AlignmentID.Merge, parts: [GuidePart])
}

/// A subview named in a provenance: its index among its container's subviews (the innermost
/// view of the modifier chain that holds the value), and the engine's name for it, for when the
/// index cannot be followed (a ViewThatFits shows only its choice).
public struct GuideSubview: Sendable, Hashable {
    public var index: Int
    public var traceName: String

    public init(index: Int, traceName: String) {
        self.index = index
        self.traceName = traceName
    }
}

/// One value a container merged.
public struct GuidePart: Sendable, Hashable {
    public var from: GuideSubview
    /// The value in the subview's coordinates.
    public var value: Double
    /// Where the subview sits in the container along the guide's axis (nil: the layout did not
    /// say; only a layout written in Lua that merges by itself leaves it out).
    public var offset: Double?
    public var provenance: GuideProvenance

    public init(from: GuideSubview, value: Double, offset: Double?, provenance: GuideProvenance) {
        self.from = from
        self.value = value
        self.offset = offset
        self.provenance = provenance
    }
}

/// One step of a container's sizing pass, in the order it happened.
public enum SizingEvent: Sendable, Hashable {
    /// The stack was offered `length` along its axis, `available` after spacing.
    case offered(length: Double, available: Double)
    /// The stack was offered no length: every child was asked its ideal length with `proposal`.
    case idealLengths(ProposedSize)
    /// The child at `child` (its index among the subviews) was sized `position`-th (from 1), in
    /// its priority group, offered `offered` along the axis, and took `took`.
    case sized(
        position: Int, child: Int, traceName: String, priority: Double, flexibility: Double, offered: Double,
        took: Double)
    /// A container's own account (a grid's columns, the candidates a ViewThatFits tried).
    case note(String)

    /// The event in words, with the child named by the engine's trace name.
    public var description: String { description(naming: nil) }

    /// The event in words, with `name(child)` for a sized child when it gives one.
    public func description(naming name: ((Int) -> String?)?) -> String {
        switch self {
        case .offered(let length, let available):
            return "offered \(formatPoints(length)) along the axis, \(formatPoints(available)) after spacing"
        case .idealLengths(let proposal):
            return "every child offered its ideal length (\(proposal))"
        case .sized(let position, let child, let traceName, let priority, let flexibility, let offered, let took):
            let named = name?(child) ?? traceName
            return "\(position). \(named) — priority \(formatPoints(priority)), "
                + "flexibility \(formatPoints(flexibility)): offered \(formatPoints(offered)), took \(formatPoints(took))"
        case .note(let text):
            return text
        }
    }
}

/// Records guide provenance while the engine computes explicit guide values. A stack of frames,
/// one per guide computation under way: the value a subview reports goes to the frame of the
/// container computing the same guide, if the subview is one of its own.
final class GuideTracer {
    private struct Report {
        var node: Int
        var value: Double
        var provenance: GuideProvenance
        var offset: Double?
    }

    private struct Frame {
        var owner: LayoutNode
        var guide: AlignmentID
        var reports: [Report] = []
        /// Where each subview's report is in `reports` (a subview asked twice keeps its last).
        var reportIndex: [Int: Int] = [:]
        /// The owner's subviews, by identity, with their index (made on the first report).
        var children: [Int: Int]?
    }

    private var frames: [Frame] = []

    /// Above zero while a container probes its subviews only to explain itself (see
    /// `LayoutSubviews.probingForTrace`): no `NegotiationEvent` is recorded then.
    var mutesNegotiation = 0

    func begin(_ owner: LayoutNode, _ guide: AlignmentID) {
        frames.append(Frame(owner: owner, guide: guide))
    }

    /// A subview's explicit value for `guide`, as its container reads it.
    func report(_ node: LayoutNode, _ guide: AlignmentID, value: Double, provenance: GuideProvenance) {
        guard let top = frames.indices.last, frames[top].guide === guide else { return }
        if frames[top].children == nil {
            var children: [Int: Int] = [:]
            for (index, child) in frames[top].owner.currentChildren.enumerated() {
                children[child.index] = index
            }
            frames[top].children = children
        }
        let id = node.index
        guard frames[top].children?[id] != nil else { return }
        let report = Report(node: id, value: value, provenance: provenance)
        if let index = frames[top].reportIndex[id] {
            frames[top].reports[index] = report
        } else {
            frames[top].reportIndex[id] = frames[top].reports.count
            frames[top].reports.append(report)
        }
    }

    /// Where the merging container being traced placed its subview `node` along the guide's axis.
    func noteOffset(_ node: LayoutNode, _ guide: AlignmentID, offset: Double) {
        guard let top = frames.indices.last, frames[top].guide === guide else { return }
        let id = node.index
        if let index = frames[top].reportIndex[id] {
            frames[top].reports[index].offset = offset
        }
    }

    /// Ends the frame `begin` opened: the provenance of `value`, the owner's answer.
    func end(value: Double?) -> GuideProvenance? {
        let frame = frames.removeLast()
        guard let value else { return nil }
        let owner = frame.owner
        if let setting = owner.layout as? AlignmentGuideLayout, setting.guide === frame.guide {
            return GuideProvenance(.alignmentGuide(source: setting.source))
        }
        if owner.layout is TextLayout { return GuideProvenance(.textBaseline) }
        let children = owner.currentChildren
        func subview(_ report: Report) -> GuideSubview {
            let index = frame.children?[report.node] ?? 0
            return GuideSubview(index: index, traceName: index < children.count ? children[index].traceName : "?")
        }
        switch frame.reports.count {
        case 0:
            return GuideProvenance(.layout(owner.view.typeName))
        case 1:
            let report = frame.reports[0]
            if owner.layout.isUnaryModifier {
                // A modifier is part of its child's chain: the value moves, the story is the child's.
                var provenance = report.provenance
                provenance.shift += value - report.value
                return provenance
            }
            return GuideProvenance(
                .carried(from: subview(report), value: report.value, provenance: report.provenance),
                shift: value - report.value)
        default:
            let parts = frame.reports.map {
                GuidePart(from: subview($0), value: $0.value, offset: $0.offset, provenance: $0.provenance)
            }.sorted { $0.from.index < $1.from.index }
            return GuideProvenance(.merged(frame.guide.merge, parts: parts))
        }
    }
}

/// One step of a view's negotiation with its parent, in the order it happened (recorded only
/// while tracing, `LayoutEngine.isTracing`; see `PlacedView.negotiation`).
/// How a `containerRelativeFrame` computed one side from its container (`plumb explain`): what
/// SwiftUI hides is which container it was and how long.
public struct ContainerSizing: Sendable, Hashable {
    public enum Rule: Sendable, Hashable {
        /// The container's whole length.
        case full
        /// `span` of `count` columns `column` long with `spacing` between them.
        case columns(count: Int, span: Int, spacing: Double, column: Double)
        /// A length function of the script's.
        case function
    }

    public var axis: Axis
    /// The container's trace name ("ScrollView"), or nil for the canvas.
    public var container: String?
    public var containerLength: Double
    public var rule: Rule
    /// The side the frame took.
    public var length: Double

    public init(axis: Axis, container: String?, containerLength: Double, rule: Rule, length: Double) {
        self.axis = axis
        self.container = container
        self.containerLength = containerLength
        self.rule = rule
        self.length = length
    }

    /// "width 297.5, from the ScrollView (400 wide): 4 columns of 92.5 with 10 between, 3 of them
    /// and the 2 gaps between" (rows along the vertical axis).
    public var description: String {
        let side = axis == .horizontal ? "width" : "height"
        let extent = axis == .horizontal ? "wide" : "high"
        let lines = axis == .horizontal ? "column" : "row"
        var text =
            "\(side) \(formatPoints(length)), from the \(container ?? "canvas") (\(formatPoints(containerLength)) \(extent))"
        switch rule {
        case .full: text += ": all of it"
        case .columns(let count, let span, let spacing, let column):
            text += ": \(count) \(lines)\(count == 1 ? "" : "s") of \(formatPoints(column))"
            if spacing != 0 && count > 1 { text += " with \(formatPoints(spacing)) between" }
            if span > 1 {
                text += ", \(span) of them"
                if spacing != 0 { text += " and the \(span - 1) gap\(span == 2 ? "" : "s") between" }
            }
        case .function: text += ": the script's function of it"
        }
        return text
    }
}

public enum NegotiationEvent: Sendable, Hashable {
    /// The view was proposed `proposal` and answered `size`. `fromMemory`: the engine answered
    /// from the view's memo (the same question, up to the axes its size ignores, was asked
    /// before), without asking the layout again.
    case answered(ProposedSize, size: Size, fromMemory: Bool)
    /// Its parent placed it: `origin` in canvas coordinates, at `size`, with `proposal`.
    case placed(origin: Point, size: Size, proposal: ProposedSize)

    /// The last placement among `events`, if any.
    public static func lastPlacement(in events: [NegotiationEvent]) -> (
        origin: Point, size: Size, proposal: ProposedSize
    )? {
        for event in events.reversed() {
            if case .placed(let origin, let size, let proposal) = event { return (origin, size, proposal) }
        }
        return nil
    }
}

extension LayoutNode {
    /// Records one negotiation event (callers test `engine.isTracing` first, so an untraced run
    /// pays one test of a flag per hook). Probes a container makes only to explain itself (a
    /// stack's flexibility, while tracing) are muted (`GuideTracer.mutesNegotiation`): they do not
    /// happen in an untraced run and are not part of the story.
    func traceNegotiation(_ event: NegotiationEvent) {
        guard engine.guideTracer?.mutesNegotiation ?? 0 == 0 else { return }
        recordedDiagnostics.negotiation.append(event)
    }
}

extension LayoutSubviews {
    /// Runs `body`, whose questions to the subviews are asked only to explain the layout (a
    /// stack's flexibility while tracing), with the subviews' `NegotiationEvent`s muted.
    func probingForTrace<T>(_ body: () -> T) -> T {
        guard let tracer = owner?.engine.guideTracer else { return body() }
        tracer.mutesNegotiation += 1
        defer { tracer.mutesNegotiation -= 1 }
        return body()
    }
}
