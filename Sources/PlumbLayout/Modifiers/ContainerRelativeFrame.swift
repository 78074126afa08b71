/// How `containerRelativeFrame` turns the nearest container's length on an axis into its own.
public enum ContainerRelativeLength {
    /// `containerRelativeFrame(_:alignment:)`: the container's length.
    case full
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: `span` of `count` equal columns
    /// (or rows) with `spacing` between them. Apple's documentation gives the rule:
    /// `columnWidth = (length − spacing·(count − 1)) / count`, and the view is
    /// `columnWidth·span + spacing·(span − 1)`. The spacing is only subtracted: the container
    /// places its subviews with its own spacing.
    case grid(count: Int, span: Int, spacing: Double)
    /// `containerRelativeFrame(_:alignment:_:)`: a function of the container's length and the axis.
    case custom((Double, Axis) -> Double)

    /// The rule as `plumb explain` tells it, for a container `length` long: with the column's
    /// length the frame was computed from.
    func rule(in length: Double) -> ContainerSizing.Rule {
        switch self {
        case .full: .full
        case .grid(let count, let span, let spacing):
            .columns(
                count: max(count, 1), span: span, spacing: spacing, column: Self.column(count, spacing, in: length))
        case .custom: .function
        }
    }

    /// The frame's length for a container `length` long on `axis`.
    func resolve(_ length: Double, axis: Axis) -> Double {
        switch self {
        case .full: return length
        case .grid(let count, let span, let spacing):
            return Self.column(count, spacing, in: length) * Double(span) + spacing * Double(span - 1)
        case .custom(let function): return function(length, axis)
        }
    }

    /// One of `count` columns (at least one) with `spacing` between them in `length`.
    private static func column(_ count: Int, _ spacing: Double, in length: Double) -> Double {
        let count = Double(max(count, 1))
        return (length - spacing * (count - 1)) / count
    }
}

/// `.containerRelativeFrame(axes, …)` (iOS 17): a frame whose side on each of `axes` is computed
/// from the size of the nearest container, as `.frame(width:height:alignment:)` with those sides
/// (fatbobman's "Mastering the containerRelativeFrame Modifier": the container's size, transformed,
/// is proposed to the view, and the frame takes it). A side not in `axes` is the child's, offered
/// the parent's proposal.
///
/// The container is what Apple's page lists, as far as Plumb has them: the innermost ScrollView
/// (and so a List or Form), the content area of a NavigationStack or a TabView (the bar is a
/// safe area inset, subtracted), else the canvas, which stands for the screen
/// (`LayoutEngine.containerSize`). Stacks, frames and paddings are not containers. The canvas has
/// no safe area in Plumb, so nothing is subtracted from it.
///
/// Open in the sources, decided here: a container whose length is unknown on an axis (a canvas
/// without a height, `--canvas 400x`; a ScrollView offered nil across) sets no side there, and the
/// view takes its own length, as a frame without that side would; a computed length below zero
/// is zero, as a frame's is.
struct ContainerRelativeFrameLayout: UnaryLayout {
    let axes: Axis.Set
    let length: ContainerRelativeLength
    let alignment: Alignment

    /// The frame's fixed sides: those on `axes` whose container length is known.
    private func sides(_ subviews: LayoutSubviews) -> (width: Double?, height: Double?) {
        guard let engine = subviews.owner?.engine else { return (nil, nil) }
        engine.readsContainerSize = true
        let container = engine.containerSize
        func side(_ axis: Axis) -> Double? {
            guard axes.contains(Axis.Set(axis)), let known = container[axis] else {
                return nil
            }
            let value = length.resolve(known, axis: axis)
            return value.isFinite ? max(value, 0) : nil
        }
        return (side(.horizontal), side(.vertical))
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let (width, height) = sides(subviews)
        return FixedFrameLayout(width: width, height: height, alignment: alignment)
            .sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let (width, height) = sides(subviews)
        if subviews.isTracing, let engine = subviews.owner?.engine {
            var events: [ContainerSizing] = []
            for (axis, side) in [(Axis.horizontal, width), (.vertical, height)] {
                guard let side, let container = engine.containerSize[axis] else { continue }
                events.append(
                    ContainerSizing(
                        axis: axis, container: engine.containerName, containerLength: container,
                        rule: length.rule(in: container), length: side))
            }
            subviews.owner?.recordedDiagnostics.containerSizing = events
        }
        FixedFrameLayout(width: width, height: height, alignment: alignment)
            .placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// A frame replaces the spacing preferences of its child.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing { .ordinary }

    // Its size depends on the container's size, which is not part of the proposal: the
    // containers make their content forget what it measured when theirs changes
    // (`LayoutEngine.withContainer`), and the memo keys on the whole proposal here.
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .both }
}

/// The content area of a NavigationStack or a TabView (under or above its bar, which is a safe
/// area inset): `.frame(maxWidth: .infinity, maxHeight: .infinity)`, and a container for
/// `containerRelativeFrame` inside, whose size is the frame's (while it is measured, the
/// proposal, the unknown sides from the enclosing container).
struct ContainerAreaLayout: UnaryLayout {
    /// What `plumb explain` calls the container ("NavigationStack's content area").
    let name: String
    private let frame = FlexibleFrameLayout(
        horizontal: .init(max: .infinity), vertical: .init(max: .infinity), alignment: .center)

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews.asContainer(measuredFor: proposal, named: name) {
            frame.sizeThatFits(proposal: proposal, subviews: subviews)
        }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews.asContainer(placedIn: bounds, named: name) {
            frame.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        }
    }

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        frame.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { frame.spacing(subviews: subviews) }

    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { frame.sizeDependence(subviews: subviews) }
}

extension View {
    /// `containerRelativeFrame(axes, …)`: see `ContainerRelativeFrameLayout`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, length: ContainerRelativeLength = .full, alignment: Alignment = .center
    ) -> View {
        modified(
            "containerRelativeFrame",
            builtin: ContainerRelativeFrameLayout(axes: axes, length: length, alignment: alignment))
    }

    /// `frame(maxWidth: .infinity, maxHeight: .infinity)`, a container for
    /// `containerRelativeFrame` inside (see `ContainerAreaLayout`).
    func containerArea(of container: String) -> View {
        modified("frame", builtin: ContainerAreaLayout(name: "\(container)'s content area"))
    }
}

extension LayoutSubviews {
    /// Runs `body`, which measures this container's content for `proposal`, with the container's
    /// size as the nearest container's (`LayoutEngine.withContainer`): the proposal, its unknown
    /// sides the enclosing container's.
    func asContainer<T>(measuredFor proposal: ProposedSize, named name: String? = nil, _ body: () -> T) -> T {
        guard let owner else { return body() }
        let outer = owner.engine.containerSize
        let size = ProposedSize(width: proposal.width ?? outer.width, height: proposal.height ?? outer.height)
        return owner.engine.withContainer(size, of: owner, named: name, body)
    }

    /// Runs `body`, which places this container's content in `bounds`, with the container's size
    /// (its bounds') as the nearest container's.
    func asContainer<T>(placedIn bounds: Rect, named name: String? = nil, _ body: () -> T) -> T {
        guard let owner else { return body() }
        return owner.engine.withContainer(ProposedSize(bounds.size), of: owner, named: name, body)
    }
}

extension LayoutEngine {
    /// Runs `body` with `size` as the nearest container's size (`node` is the container). When a
    /// view has read the container size and `node`'s content was last measured in another one,
    /// the sizes its content memoized are forgotten first: they may depend on it.
    /// `includingSelf`: the container's own sizes too (the canvas's root, whose own size may be
    /// a containerRelativeFrame's). `name`: what `plumb explain` calls it (the node's name).
    func withContainer<T>(
        _ size: ProposedSize, of node: LayoutNode, named name: String? = nil, includingSelf: Bool = false,
        _ body: () -> T
    ) -> T {
        let outer = (containerSize, containerName)
        containerSize = size
        if isTracing { containerName = includingSelf ? nil : name ?? node.traceName }
        defer { (containerSize, containerName) = outer }
        let last = containerSizes.updateValue(size, forKey: node.record)
        if readsContainerSize, let last, last != size {
            node.forgetMeasurements(includingSelf: includingSelf)
        }
        return body()
    }
}
