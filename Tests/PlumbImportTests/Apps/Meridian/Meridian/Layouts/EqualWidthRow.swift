import SwiftUI

/// Lays its subviews side by side, each as wide as the others: the proposed width shared
/// equally, or the widest subview's width when no width is proposed.
struct EqualWidthRow: Layout {
    var spacing: CGFloat = 10

    struct Cache {
        var widest: CGFloat
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(widest: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let column = columnWidth(proposedWidth: proposal.width, count: subviews.count, cache: cache)
        let height =
            subviews
            .map { $0.sizeThatFits(ProposedViewSize(width: column, height: nil)).height }
            .max() ?? 0
        return CGSize(width: column * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let column = columnWidth(proposedWidth: bounds.width, count: subviews.count, cache: cache)
        var x = bounds.minX
        for subview in subviews {
            subview.place(
                at: CGPoint(x: x, y: bounds.midY),
                anchor: .leading,
                proposal: ProposedViewSize(width: column, height: bounds.height)
            )
            x += column + spacing
        }
    }

    private func columnWidth(proposedWidth: CGFloat?, count: Int, cache: Cache) -> CGFloat {
        guard let proposedWidth, proposedWidth.isFinite, count > 0 else { return cache.widest }
        return max((proposedWidth - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
    }
}
