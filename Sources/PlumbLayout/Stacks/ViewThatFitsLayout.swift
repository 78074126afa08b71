/// ViewThatFits: the first child whose ideal size on the constrained axes
/// fits the proposal there is chosen and then sized with the real proposal; when none fits, the
/// last. A child is measured with only the constrained axes unspecified: an unconstrained axis
/// keeps the parent's offer (OSUI, audited), so a wrapping Text judged
/// `in: .vertical` wraps at the offered width. Only the chosen child is placed and drawn.
///
/// A nil proposal, where the sources differ: an unspecified dimension imposes no limit, so every
/// ideal size fits on it (as in Ryan Lintott's `LayoutThatFits` gist and OpenSwiftUI's
/// `ViewThatFits.swift`). Comparing with 10 instead (fatbobman's
/// reimplementation) would make a ViewThatFits asked for its own ideal size always fall back to its
/// last, smallest option, although nothing constrains it.
public struct ViewThatFitsLayout: Layout, EngineLayout {
    var containerKind: ViewKind? { .viewThatFits }

    /// The axes on which a child must fit.
    public let axes: Axis.Set

    public init(axes: Axis.Set = .both) {
        self.axes = axes
    }

    /// The index of the child shown for `proposal`, or nil when there are no children.
    /// Only the chosen child was placed; the others are not part of what is shown.
    func shownSubviews(proposal: ProposedSize, subviews: LayoutSubviews) -> [Int]? {
        choice(for: proposal, subviews: subviews).map { [$0] } ?? []
    }

    public func choice(for proposal: ProposedSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let fitting = fittingProposal(proposal)
        for index in subviews.indices where fits(subviews[index].sizeThatFits(fitting), proposal) {
            return index
        }
        return subviews.count - 1
    }

    /// The proposal a child is judged by: the real one, unspecified on the constrained axes.
    public func fittingProposal(_ proposal: ProposedSize) -> ProposedSize {
        var fitting = proposal
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis) { fitting[axis] = nil }
        return fitting
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
            let fitting = fittingProposal(proposal)
            for candidate in 0...index {
                let ideal = subviews[candidate].sizeThatFits(fitting)
                let verdict =
                    candidate < index ? "does not fit" : fits(ideal, proposal) ? "fits: chosen" : "the last: chosen"
                trace.append("tried \(subviews[candidate].traceName): ideal \(ideal) in \(proposal) \(verdict)")
            }
            subviews.noteSizingTrace(trace)
        }
        subviews[index].place(at: bounds.origin, proposal: proposal)
    }
}
