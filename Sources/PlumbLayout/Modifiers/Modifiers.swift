/// `.padding(…)`: the child is offered the proposal minus the insets (never below 0) and sits at
/// (leading, top); the view is the child plus the insets (OpenSwiftUI's `PaddingLayout.swift`).
struct PaddingLayout: UnaryLayout {
    public let insets: EdgeInsets

    public init(insets: EdgeInsets) {
        self.insets = insets
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let child = subviews[0].sizeThatFits(proposal.inset(by: insets))
        return Size(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews[0].place(
            at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
            proposal: proposal.inset(by: insets))
    }

    /// Padded edges lose the child's spacing preference.
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        var spacing = subviews[0].spacing
        if insets.top != 0 { spacing.clearTop() }
        if insets.leading != 0 { spacing.leading = nil }
        if insets.bottom != 0 { spacing.clearBottom() }
        if insets.trailing != 0 { spacing.trailing = nil }
        return spacing
    }

    /// The inset proposal on an axis is computed from the proposal on that axis alone.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews[0].sizeDependence }
}

/// `.fixedSize(horizontal:vertical:)`: on each fixed axis the child is offered nil (its ideal
/// size), for sizing and placement alike; the child is centred (OpenSwiftUI's
/// `FixedSizeLayout.swift`).
struct FixedSizeLayout: UnaryLayout {
    public let horizontal: Bool
    public let vertical: Bool

    public init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews[0].sizeThatFits(childProposal(proposal))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let childProposal = childProposal(proposal)
        subviews[0].placeAligned(in: bounds, proposal: childProposal, alignment: .center)
    }

    /// fixedSize passes its child's priority through (OpenSwiftUI's `FixedSizeLayout.swift`).
    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews[0].priority }

    /// A fixed axis always offers the child nil, whatever the proposal.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set {
        var fixed: Axis.Set = []
        if horizontal { fixed.insert(.horizontal) }
        if vertical { fixed.insert(.vertical) }
        return subviews[0].sizeDependence.subtracting(fixed)
    }
}

/// `.layoutPriority(p)`: reports `p` to the parent stack; layout passes straight through.
struct LayoutPriorityLayout: UnaryLayout {
    public let priority: Double

    public init(priority: Double) {
        self.priority = priority
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { priority }

    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews[0].sizeDependence }
}

/// `.overlay(view, alignment:)` and `.background(view, alignment:)`: the primary child lays out
/// normally and alone decides the size; the secondary is offered the primary's size and aligned
/// to it (OpenSwiftUI's `OverlayModifier.swift`; swiftuifieldguide.com/layout/zstack). Children are
/// stored in drawing order, so `primaryIndex` says which is which.
struct SecondaryLayerLayout: UnaryLayout {
    public let alignment: Alignment
    public let primaryIndex: Int

    /// `isBackground`: the secondary view is drawn behind the primary one.
    public init(alignment: Alignment, isBackground: Bool) {
        self.alignment = alignment
        self.primaryIndex = isBackground ? 1 : 0
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews[primaryIndex].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let primary = subviews[primaryIndex]
        let secondary = subviews[1 - primaryIndex]
        primary.place(at: bounds.origin, proposal: proposal)
        let primaryDimensions = primary.dimensions(in: proposal)
        let secondaryProposal = ProposedSize(primaryDimensions.size)
        let secondaryDimensions = secondary.dimensions(in: secondaryProposal)
        let h = alignment.horizontal.id
        let v = alignment.vertical.id
        let origin = Point(
            x: bounds.minX + primaryDimensions[h] - secondaryDimensions[h],
            y: bounds.minY + primaryDimensions[v] - secondaryDimensions[v])
        secondary.place(at: origin, proposal: secondaryProposal)
    }

    /// The primary view's priority shows through (OSUI's overlay
    /// hands on the primary's layout computer, and Apple's `layoutPriority(_:)` example puts
    /// `.border`, an overlay, outside the priority).
    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews[primaryIndex].priority }

    /// Only the primary view sizes the modifier.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews[primaryIndex].sizeDependence }
}

/// `.offset(x:y:)`: moves the drawing only; size and siblings are unaffected (OpenSwiftUI's
/// `OffsetEffect.swift`).
struct OffsetLayout: UnaryLayout {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews[0].place(at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal)
    }

    /// An offset is a rendering effect: priority and guides are those of the un-offset child.
    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews[0].priority }

    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews[0].sizeDependence }

    /// Guides are those of the un-offset child.
    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        subviews[0].dimensions(in: proposal)[explicit: guide]
    }
}

/// `.position(x:y:)`: takes the whole proposal (an unspecified side takes the child's size) and
/// centres the child at (x, y) in its own coordinates (OpenSwiftUI's `PositionLayout.swift`).
struct PositionLayout: UnaryLayout {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard proposal.width == nil || proposal.height == nil else {
            return Size(width: proposal.width!, height: proposal.height!)
        }
        let child = subviews[0].sizeThatFits(proposal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews[0].place(
            at: Point(x: bounds.minX + x, y: bounds.minY + y), anchor: .center,
            proposal: ProposedSize(bounds.size))
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .ordinary }
}

/// `.alignmentGuide(guide) { d in … }`: sets an explicit value for one guide, computed from the
/// wrapped view's dimensions (which include guides set further inside, so chains compose as in
/// SwiftUI: Apple Developer Forums thread 771447). Other guides pass through.
struct AlignmentGuideLayout: UnaryLayout {
    public let guide: AlignmentID
    public let computeValue: (ViewDimensions) -> Double
    /// Where the guide was written ("card.lua:12"), for `--guides` and `plumb explain`.
    public let source: String?

    public init(guide: AlignmentID, source: String? = nil, computeValue: @escaping (ViewDimensions) -> Double) {
        self.guide = guide
        self.source = source
        self.computeValue = computeValue
    }

    public var explicitGuideBits: UInt64 { guide.bit }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }

    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        guard guide == self.guide else {
            return subviews[0].dimensions(in: proposal)[explicit: guide]
        }
        return computeValue(subviews[0].dimensions(in: proposal))
    }

    // No `layoutPriority`: the default 0. SwiftUI's alignmentGuide wraps the child's layout
    // computer in one that forwards size and guides but not the priority (OSUI and DanceUI's
    // `AlignmentModifiedLayoutComputer`), so, like frame and padding, it resets it.

    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews[0].sizeDependence }
}

extension PaddingLayout {
    func isSameLayout(as other: PaddingLayout) -> Bool {
        isSameBits(insets.top, other.insets.top) && isSameBits(insets.leading, other.insets.leading)
            && isSameBits(insets.bottom, other.insets.bottom) && isSameBits(insets.trailing, other.insets.trailing)
    }
}
