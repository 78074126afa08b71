/// ScrollView: a viewport onto content that is offered unlimited length along the scroll axes.
///
/// Plumb's rules (no public source gives numbers; they follow SwiftUI's visible behaviour):
/// - The content is proposed nil (its ideal length) along each scroll axis and the scroll view's
///   own proposal across.
/// - The scroll view takes the proposal on each axis; an unspecified side takes the content's.
/// - The content is placed at the viewport's leading/top edge minus the offset along the scroll
///   axes (the offset is clamped so the content never leaves a gap at either end), and centred
///   across when it is narrower than the viewport.
/// - While the content is placed, the scroll view's frame is the engine's viewport: lazy stacks
///   inside make only the rows that intersect it, and the diagram clips the content to it.
/// - The scroll view is its content's container (`containerRelativeFrame`): its size, or while
///   it is measured for a proposal with an unknown side, the proposal, that side from the
///   enclosing container.
public struct ScrollViewLayout: Layout, EngineLayout {
    var containerKind: ViewKind? { .scrollView }

    public let axes: Axis.Set
    /// The scroll position (content coordinates of the viewport's top-leading corner), or nil
    /// for the command line's `--scroll` (default 0).
    public let contentOffset: Point?

    public init(axes: Axis.Set = .vertical, contentOffset: Point? = nil) {
        self.axes = axes
        self.contentOffset = contentOffset
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard !subviews.isEmpty else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let content = subviews.asContainer(measuredFor: proposal) {
            subviews[0].sizeThatFits(contentProposal(proposal))
        }
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty, let owner = subviews.owner else { return }
        // The scroll view is its content's container (`containerRelativeFrame`).
        subviews.asContainer(placedIn: bounds) { placeContent(in: bounds, subviews: subviews, engine: owner.engine) }
    }

    private func placeContent(in bounds: Rect, subviews: LayoutSubviews, engine: LayoutEngine) {
        let offer = contentProposal(ProposedSize(bounds.size))
        let size = subviews[0].sizeThatFits(offer)
        let requested = contentOffset ?? engine.defaultScrollOffset
        var origin = Point.zero
        for axis in [Axis.horizontal, .vertical] {
            let overflow = max(size[axis] - bounds.size[axis], 0)
            if axes.contains(axis) {
                let offset = min(max(requested[axis], 0), overflow)
                origin[axis] = bounds.min(axis) - offset
            } else {
                origin[axis] = bounds.min(axis) + (bounds.size[axis] - size[axis]) / 2
            }
        }
        let outer = engine.viewport
        engine.viewport = outer.map { $0.intersection(bounds) } ?? bounds
        defer { engine.viewport = outer }
        subviews[0].place(at: origin, anchor: .topLeading, proposal: offer)
    }

    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { nil }

    public var layoutProperties: LayoutProperties { LayoutProperties() }

    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .both }

    var clipsContent: Bool { true }
}
