/// Shapes and colours fill whatever they are offered; an unspecified dimension becomes 10 points.
/// A Circle reports the square that fits (OpenSwiftUI's `Shape.swift` and `Shapes.swift`).
struct ShapeLayout: EngineLayout {
    let isCircle: Bool

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        guard isCircle else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}
}

/// Spacer: along its stack's axis, `max(proposal, minLength)` (minLength defaults to the standard
/// spacing, 8); 0 across. Outside a stack the rule applies on both axes. It reports priority −∞,
/// so stacks size it after everything else (OpenSwiftUI's `Spacer.swift`).
struct SpacerLayout: EngineLayout {
    let minLength: Double?
    let orientation: Axis?

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let minimum = minLength ?? ViewSpacing.defaultDistance
        func length(_ offer: Double?) -> Double { max(offer ?? -.infinity, minimum) }
        guard let orientation else {
            return Size(width: length(proposal.width), height: length(proposal.height))
        }
        return Size(orientation, major: length(proposal[orientation]), minor: 0)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}

    func layoutPriority(subviews: LayoutSubviews) -> Double { -.infinity }

    /// Inside a stack its cross size is always 0.
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set {
        orientation.map { Axis.Set($0) } ?? .both
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        orientation.map { ViewSpacing.zero(along: $0) } ?? .ordinary
    }
}

/// Divider: a 1-point line across its stack's axis (horizontal outside an HStack) that fills the
/// other axis.
struct DividerLayout: EngineLayout {
    let orientation: Axis?
    static let thickness = 1.0

    /// The direction the drawn line runs.
    var lineAxis: Axis { orientation == .horizontal ? .vertical : .horizontal }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let length = proposal[lineAxis] ?? 10
        return Size(lineAxis, major: length, minor: Self.thickness)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}

    /// Its thickness is fixed.
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { Axis.Set(lineAxis) }
}

/// EmptyView: nothing, zero size.
struct EmptyLayout: EngineLayout {
    var containerKind: ViewKind? { .empty }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size { .zero }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { [] }
}
