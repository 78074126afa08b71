/// HStack and VStack: one algorithm with the axes swapped (rules §3). "Major" is the stack's
/// axis, "minor" the cross axis.
public struct StackLayout: Layout {
    public let axis: Axis
    /// The guide children are aligned by on the minor axis.
    public let alignment: AlignmentID
    /// Uniform spacing, or nil for each pair's preferred spacing.
    public let spacing: Double?

    public init(axis: Axis, alignment: AlignmentID, spacing: Double?) {
        precondition(alignment.axis != axis, "a stack aligns on its cross axis")
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    public var stackOrientation: Axis? { axis }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let gaps = self.gaps(subviews)
        let children = distribute(proposal, subviews: subviews, gaps: gaps, tracing: false)
        var major = gaps.reduce(0, +)
        for child in children { major += child.size[axis] }
        let range = minorRange(children, subviews: subviews)
        return Size(axis, major: major, minor: range.upperBound - range.lowerBound)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let minorAxis = axis.other
        // The placement pass: a nil minor proposal becomes the stack's own minor size (rules §3.3.6).
        var placing = proposal
        placing[minorAxis] = proposal[minorAxis] ?? bounds.size[minorAxis]
        let gaps = self.gaps(subviews)
        var children = distribute(placing, subviews: subviews, gaps: gaps, tracing: subviews.isTracing)
        for index in children.indices {
            let proposal = ProposedSize(
                axis, major: children[index].size[axis], minor: placing[minorAxis])
            children[index] = ChildLayout(
                proposal: proposal, size: subviews[index].sizeThatFits(proposal))
        }
        let range = minorRange(children, subviews: subviews)
        let line = bounds.min(minorAxis) - range.lowerBound
        subviews.noteAlignmentLine(alignment, at: line)
        var position = bounds.min(axis)
        for (index, child) in children.enumerated() {
            let subview = subviews[index]
            let dimensions = subview.dimensions(in: child.proposal)
            let explicit = dimensions[explicit: alignment]
            let guide = explicit ?? alignment.defaultValue(in: dimensions)
            subview.noteGuide(alignment, value: guide, isExplicit: explicit != nil)
            var origin = Point.zero
            origin[axis] = position
            origin[minorAxis] = line - guide
            subview.place(at: origin, proposal: child.proposal)
            position += child.size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Children are offered the proposal's cross length and shares computed from the proposal's
    /// length and the children's sizes: if no child's size depends on an axis, neither does the
    /// stack's.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { unionOfSizeDependences(subviews) }

    /// Outer edges come from the first and last child, cross edges from all children.
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .ordinary }
        var result = ViewSpacing.ordinary
        for subview in subviews { result.formUnion(subview.spacing) }
        if axis == .horizontal {
            result.leading = first.spacing.leading
            result.trailing = last.spacing.trailing
        } else {
            result.top = first.spacing.top
            result.bottom = last.spacing.bottom
        }
        return result
    }

    struct ChildLayout {
        var proposal: ProposedSize
        var size: Size
    }

    private func gaps(_ subviews: LayoutSubviews) -> [Double] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        return (1..<subviews.count).map {
            subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: axis)
        }
    }

    /// The minor-axis extent of the children aligned on the guide, in coordinates where the
    /// alignment line is 0. Starts from 0…0, so the stack always contains its alignment line.
    private func minorRange(_ children: [ChildLayout], subviews: LayoutSubviews) -> ClosedRange<
        Double
    > {
        var low = 0.0
        var high = 0.0
        for (index, child) in children.enumerated() {
            let guide = subviews[index].dimensions(in: child.proposal)[alignment]
            low = min(low, -guide)
            high = max(high, child.size[axis.other] - guide)
        }
        return low...high
    }

    /// Sizes every child for `proposal` (rules §3.2 and §3.3).
    func distribute(
        _ proposal: ProposedSize, subviews: LayoutSubviews, gaps: [Double], tracing: Bool
    ) -> [ChildLayout] {
        let minor = proposal[axis.other]
        guard let offered = proposal[axis] else {
            // Ideal size along the axis: every child is asked for its ideal length.
            let childProposal = ProposedSize(axis, major: nil, minor: minor)
            if tracing {
                subviews.noteSizingTrace(["every child offered its ideal length (\(childProposal))"])
            }
            return subviews.map {
                ChildLayout(proposal: childProposal, size: $0.sizeThatFits(childProposal))
            }
        }
        let count = subviews.count
        var result = [ChildLayout](
            repeating: ChildLayout(proposal: .unspecified, size: .zero), count: count)
        var available = offered - gaps.reduce(0, +)

        // Order: priority descending, then least flexible first (rules §3.3.2).
        let order = sizingOrder(subviews, minor: minor)
        var trace: [String] = []
        if tracing {
            trace.append(
                "offered \(formatPoints(offered)) along the axis, \(formatPoints(available)) after spacing")
        }

        // Reserve the minimum lengths of every child below the top priority group.
        let topPriority = subviews[order[0]].priority
        for index in order where subviews[index].priority < topPriority {
            available -= minimumLength(subviews[index], minor: minor)
        }
        var start = 0
        while start < count {
            let priority = subviews[order[start]].priority
            var end = start
            while end < count, subviews[order[end]].priority == priority { end += 1 }
            if priority < topPriority {
                // This group's reservation is released now that it is its turn.
                for position in start..<end {
                    available += minimumLength(subviews[order[position]], minor: minor)
                }
            }
            for position in start..<end {
                let index = order[position]
                let share = max(available / Double(end - position), 0)
                let childProposal = ProposedSize(axis, major: share, minor: minor)
                let size = subviews[index].sizeThatFits(childProposal)
                result[index] = ChildLayout(proposal: childProposal, size: size)
                available -= size[axis]
                if tracing {
                    trace.append(
                        "\(position + 1). \(subviews[index].traceName) (priority \(formatPoints(priority))): "
                            + "offered \(formatPoints(share)), took \(formatPoints(size[axis]))")
                }
            }
            start = end
        }
        if tracing { subviews.noteSizingTrace(trace) }
        return result
    }

    private func minimumLength(_ subview: LayoutSubview, minor: Double?) -> Double {
        subview.sizeThatFits(ProposedSize(axis, major: 0, minor: minor))[axis]
    }

    /// Indices in sizing order. Within a priority group the least flexible child (max − min along
    /// the axis) goes first; between two infinitely flexible children the larger minimum goes
    /// first; otherwise declaration order. The index makes the order total, so it is stable.
    private func sizingOrder(_ subviews: LayoutSubviews, minor: Double?) -> [Int] {
        let count = subviews.count
        var priorities = [Double](repeating: 0, count: count)
        var allEqual = true
        for index in 0..<count {
            priorities[index] = subviews[index].priority
            if priorities[index] != priorities[0] { allEqual = false }
        }
        guard count > 1 else { return [0] }
        var minimums = [Double](repeating: 0, count: count)
        var flexibility = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let subview = subviews[index]
            let low = minimumLength(subview, minor: minor)
            let high = subview.sizeThatFits(ProposedSize(axis, major: .infinity, minor: minor))[axis]
            minimums[index] = low
            let spread = high - low
            flexibility[index] = spread.isNaN ? .infinity : spread
        }
        var order = Array(0..<count)
        order.sort { a, b in
            if !allEqual, priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = flexibility[a]
            let fb = flexibility[b]
            if fa == .infinity, fb == .infinity, minimums[a] != minimums[b] {
                return minimums[a] > minimums[b]
            }
            if fa != fb { return fa < fb }
            return a < b
        }
        return order
    }
}
