/// ViewThatFits (rules §11): the first child whose *ideal* size fits the proposal on the
/// constrained axes is chosen and then sized with the real proposal; when none fits, the last.
/// Only the chosen child is placed and drawn.
///
/// Open question 8 (a nil proposal): an unspecified dimension imposes no limit, so every ideal
/// size fits on it (as in Ryan Lintott's `LayoutThatFits`). Comparing with 10 instead (fatbobman's
/// reimplementation) would make a ViewThatFits asked for its own ideal size always fall back to its
/// last, smallest option, although nothing constrains it.
public struct ViewThatFitsLayout: Layout {
    /// The axes on which a child must fit.
    public let axes: Axis.Set

    public init(axes: Axis.Set = .both) {
        self.axes = axes
    }

    /// The index of the child shown for `proposal`, or nil when there are no children.
    public func choice(for proposal: ProposedSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for index in subviews.indices where fits(subviews[index].sizeThatFits(.unspecified), proposal) {
            return index
        }
        return subviews.count - 1
    }

    private func fits(_ ideal: Size, _ proposal: ProposedSize) -> Bool {
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis) {
            if let limit = proposal[axis], ideal[axis] > limit { return false }
        }
        return true
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let index = choice(for: proposal, subviews: subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let index = choice(for: proposal, subviews: subviews) else { return }
        if subviews.isTracing {
            var trace: [String] = []
            for candidate in 0...index {
                let ideal = subviews[candidate].sizeThatFits(.unspecified)
                let verdict =
                    candidate < index ? "does not fit" : fits(ideal, proposal) ? "fits: chosen" : "the last: chosen"
                trace.append("tried \(subviews[candidate].traceName): ideal \(ideal) in \(proposal) \(verdict)")
            }
            subviews.noteSizingTrace(trace)
        }
        subviews[index].place(at: bounds.origin, proposal: proposal)
    }
}
