/// Views made during layout: GeometryReader's content (a function of the size it is given) and
/// EnvironmentReader's (a function of the environment). The core knows nothing of Lua: a builder
/// is a Swift function, which the Lua bridge implements by calling the script's function.
///
/// A builder never sees a node: it gets plain values (`BuilderInputs`) and returns a `View`,
/// which the engine instantiates as the node's subviews. Nothing it receives can outlive the pass.
public final class ContentBuilder: @unchecked Sendable {
    /// When the content is made.
    public enum Trigger: Sendable {
        /// When the node is made, from the environment it inherits (EnvironmentReader).
        case environment
        /// When the view is placed, from the size it was given (GeometryReader); again whenever
        /// it is placed at another size.
        case placedSize
    }

    public let trigger: Trigger
    /// Makes the content. `note` says, for `plumb explain`, what the builder read and chose.
    public let build: (BuilderInputs) -> (view: View, note: String)

    public init(trigger: Trigger, build: @escaping (BuilderInputs) -> (view: View, note: String)) {
        self.trigger = trigger
        self.build = build
    }
}

/// What a builder may read.
public struct BuilderInputs {
    /// The size the view was placed at (`.placedSize` builders), else nil.
    public let size: Size?
    /// The environment the view inherits.
    public let environment: EnvironmentValues
    /// The engine of the pass, for `measure` inside a builder (with `environment`).
    public let engine: LayoutEngine
}

/// A node's built content: the last build and what it was made for.
final class BuiltContent {
    let builder: ContentBuilder
    /// The subviews made by the last build: an `.environment` build's when the node was made,
    /// a `.placedSize` build's when it was last placed (nil before its first placement).
    var children: [LayoutNode]?
    /// The state of the first of `children` (the others' follow it).
    var states: NodeStateRef?
    var builtFor: Size?
    /// The builder's note from its last build.
    var note = ""

    init(builder: ContentBuilder) {
        self.builder = builder
    }

    var isDeferred: Bool { builder.trigger == .placedSize }
}

/// The cache slot of a container node (`Layout.makeCache`).
enum LayoutCacheSlot {
    case unmade
    case made(AnyObject?)
}

/// GeometryReader: it takes the size it is offered (10×10 for an unspecified
/// side, its ideal size), offers exactly that to its content and places the content at its
/// top-leading corner. It has no explicit guides of its own ("does not support the adjustment of
/// alignment guides", fb), so a guide set inside it does not leak out.
struct GeometryReaderLayout: EngineLayout {
    public static let idealLength = 10.0

    public init() {}

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: Self.idealLength, height: Self.idealLength))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let offer = ProposedSize(bounds.size)
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: offer)
        }
    }

    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { nil }

    /// Its size depends on both sides of the proposal, and on nothing inside it.
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .both }
}

/// EnvironmentReader: transparent. Its content (built when the node is made) is its only
/// subview and takes its place: same proposal, same size, same guides, same spacing.
struct EnvironmentReaderLayout: UnaryLayout {
    public init() {}

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews.isEmpty ? .zero : subviews[0].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }

    func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.isEmpty ? 0 : subviews[0].priority }
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews.isEmpty ? [] : subviews[0].sizeDependence }
}
