/// SwiftUI's `ContentMode`.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// The largest box of the ratio inside the proposal.
    case fit
    /// The smallest box of the ratio that covers the proposal.
    case fill
}

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (Apple's pages of those
/// names). The modifier offers its child a box of the ratio, scaled to fit or fill the proposal,
/// and takes the size the child chooses for it, the child centred (a resizable image fills the
/// box; a fixed one keeps its size). A nil ratio is the child's own: the ratio of its ideal size.
///
/// Scaling follows SwiftUI's `CGSize.scaleThatFits` / `scaleThatFills`: a side's scale is the
/// proposal over the box's length; an unspecified side (or 0 over 0) counts as +∞ when fitting
/// and −∞ when filling, so it never decides; the scale is the smaller (fit) or larger (fill) of
/// the two, and a box side of length 0 stays 0. A fully unspecified proposal is passed on as it
/// is (the child's ideal size). OpenSwiftUI's `AspectRatioLayout` (audited, 6.4.41) has the
/// same structure; for an unspecified side when filling it uses +∞, which would offer the child
/// an infinite box in a vertical ScrollView, while SwiftUI's own binary (decompiled) uses −∞
/// (see Sources/PlumbLayout/README.md).
struct AspectRatioLayout: UnaryLayout {
    /// Width over height; nil: the child's ideal size's.
    let ratio: Double?
    let contentMode: ContentMode

    /// The box offered to the child for `proposal`.
    func childProposal(_ proposal: ProposedSize, subviews: LayoutSubviews) -> ProposedSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var box = ratio.map { Size(width: $0, height: 1) } ?? subviews[0].sizeThatFits(.unspecified)
        if box.width == box.height { box = Size(width: 1, height: 1) }
        let undecided = contentMode == .fit ? Double.infinity : -.infinity
        func scale(_ target: Double?, _ length: Double) -> Double {
            guard let target, length != 0 || target != 0 else { return undecided }
            return target / length
        }
        let x = scale(proposal.width, box.width)
        let y = scale(proposal.height, box.height)
        let factor = contentMode == .fit ? min(x, y) : max(x, y)
        // A side of length 0 stays 0 (0 × ∞ would be NaN); no side is ever negative or NaN.
        func scaled(_ length: Double) -> Double {
            guard length != 0 else { return 0 }
            let value = length * factor
            return value.isNaN || value < 0 ? 0 : value
        }
        return ProposedSize(width: scaled(box.width), height: scaled(box.height))
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews[0].sizeThatFits(childProposal(proposal, subviews: subviews))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let centre = Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
        subviews[0].place(at: centre, anchor: .center, proposal: childProposal(proposal, subviews: subviews))
    }
}

extension View {
    /// `aspectRatio(_:contentMode:)`: `ratio` is width over height (nil: the view's own).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> View {
        modified("aspectRatio", builtin: AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }

    /// `aspectRatio(CGSize(width:height:), contentMode:)`.
    public func aspectRatio(_ size: Size, contentMode: ContentMode) -> View {
        aspectRatio(size.width / size.height, contentMode: contentMode)
    }

    public func scaledToFit() -> View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> View { aspectRatio(contentMode: .fill) }
}
