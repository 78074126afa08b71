extension LayoutSubview {
    /// Proposes `proposal`, then places the subview inside `bounds` so that its `alignment` guides
    /// (explicit ones included) lie on the bounds' own default guides: how frames and fixedSize
    /// align their child.
    func placeAligned(in bounds: Rect, proposal: ProposedSize, alignment: Alignment) {
        let child = dimensions(in: proposal)
        // The guides unretained: the alignment holds them while this runs, and taken as they
        // were, every frame's placement retained and released both.
        let horizontal = Unmanaged.passUnretained(alignment.horizontal.id)
        let vertical = Unmanaged.passUnretained(alignment.vertical.id)
        // Built-in guides the child sets no explicit value for (almost always): their defaults
        // as plain values, without the calls the general case makes.
        let h = horizontal._withUnsafeGuaranteedRef { $0.builtinDefault }
        let v = vertical._withUnsafeGuaranteedRef { $0.builtinDefault }
        let bits = horizontal._withUnsafeGuaranteedRef { $0.maskBit } | vertical._withUnsafeGuaranteedRef { $0.maskBit }
        if let h, let v, child.guideMask & bits == 0 {
            let origin = Point(
                x: bounds.minX + h.value(length: bounds.width) - h.value(length: child.width),
                y: bounds.minY + v.value(length: bounds.height) - v.value(length: child.height))
            return place(at: origin, size: child.size, proposal: proposal)
        }
        let own = ViewDimensions(width: bounds.width, height: bounds.height)
        let origin = horizontal._withUnsafeGuaranteedRef { h in
            vertical._withUnsafeGuaranteedRef { v in
                Point(
                    x: bounds.minX + h.defaultValue(in: own) - child[h],
                    y: bounds.minY + v.defaultValue(in: own) - child[v])
            }
        }
        place(at: origin, size: child.size, proposal: proposal)
    }
}

extension LayoutSubviews {
    /// Records, for `--guides` and `plumb explain`, the point a frame aligns its child on (its
    /// own default guides) and the child's guide values there.
    @inline(__always)
    func noteFrameAlignment(_ alignment: Alignment, in bounds: Rect, proposal: ProposedSize) {
        guard recordsGuides, !isEmpty else { return }
        recordFrameAlignment(alignment, in: bounds, proposal: proposal)
    }

    @inline(never)
    private func recordFrameAlignment(_ alignment: Alignment, in bounds: Rect, proposal: ProposedSize) {
        let own = ViewDimensions(width: bounds.width, height: bounds.height)
        let child = self[0].dimensions(in: proposal)
        for id in [alignment.horizontal.id, alignment.vertical.id] {
            noteAlignmentLine(id, at: bounds.min(id.axis) + id.defaultValue(in: own))
            let explicit = child[explicit: id]
            self[0].noteGuide(id, value: explicit ?? id.defaultValue(in: child), isExplicit: explicit != nil)
        }
    }
}

/// `.frame(width:height:alignment:)` (OpenSwiftUI's `FrameLayout.swift`, `_FrameLayout`).
struct FixedFrameLayout: UnaryLayout {
    public let width: Double?
    public let height: Double?
    public let alignment: Alignment

    public init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = subviews[0].sizeThatFits(childProposal(proposal))
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let childProposal = childProposal(proposal)
        subviews.noteFrameAlignment(alignment, in: bounds, proposal: childProposal)
        subviews[0].placeAligned(in: bounds, proposal: childProposal, alignment: alignment)
    }

    /// A frame replaces the spacing preferences of its child.
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .ordinary }

    /// A fixed side ignores the proposal, and so does the child, which is offered that side:
    /// `.frame(width: 10, height: 10)` has one size for every proposal.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set {
        var free: Axis.Set = []
        if width == nil { free.insert(.horizontal) }
        if height == nil { free.insert(.vertical) }
        return subviews[0].sizeDependence.intersection(free)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (Apple's page of
/// that name; OpenSwiftUI's `_FlexFrameLayout`, whose dual tests run SwiftUI's own init).
public struct FlexibleFrameLayout: Layout, UnaryLayout {
    public struct Constraints: Hashable, Sendable {
        public var min: Double?
        public var ideal: Double?
        public var max: Double?

        public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        /// SwiftUI's normalisation: min ≥ 0, ideal ≥ min, max ≥ ideal (nil stays nil, −∞ becomes 0).
        public var normalized: Constraints {
            var result = self
            if let low = result.min { result.min = Swift.max(low, 0) }
            if let ideal = result.ideal { result.ideal = Swift.max(result.min ?? 0, ideal) }
            if let high = result.max { result.max = Swift.max(result.ideal ?? result.min ?? 0, high) }
            return result
        }

        /// Whether the input was contradictory (SwiftUI logs "Contradictory frame constraints").
        public var isContradictory: Bool {
            let values = [min, ideal, max].compactMap { $0 }
            return zip(values, values.dropFirst()).contains { $0 > $1 }
        }
    }

    public let horizontal: Constraints
    public let vertical: Constraints
    public let alignment: Alignment

    public init(horizontal: Constraints, vertical: Constraints, alignment: Alignment) {
        self.horizontal = horizontal.normalized
        self.vertical = vertical.normalized
        self.alignment = alignment
    }

    private func constraints(_ axis: Axis) -> Constraints {
        axis == .horizontal ? horizontal : vertical
    }

    /// What the child is offered while sizing: the proposal (or ideal) clamped to the constraints.
    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func clamp(_ axis: Axis) -> Double? {
            let c = constraints(axis)
            guard var value = proposal[axis] ?? c.ideal else { return nil }
            if let low = c.min { value = Swift.max(value, low) }
            if let high = c.max { value = Swift.min(value, high) }
            return value
        }
        return ProposedSize(width: clamp(.horizontal), height: clamp(.vertical))
    }

    /// The length on `axis` decided without the child, if any.
    private func decidedLength(_ axis: Axis, proposal: ProposedSize) -> Double? {
        let c = constraints(axis)
        if let offer = proposal[axis] {
            if let low = c.min, let high = c.max { return Swift.min(Swift.max(offer, low), high) }
            return nil
        }
        return c.ideal
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        // Two lets rather than an array: measuring allocates nothing.
        let decided = (decidedLength(.horizontal, proposal: proposal), decidedLength(.vertical, proposal: proposal))
        if let width = decided.0, let height = decided.1 { return Size(width: width, height: height) }
        let childOffer = childProposal(proposal)
        let child = subviews[0].sizeThatFits(childOffer)
        func resolve(_ axis: Axis, _ decidedValue: Double?) -> Double {
            if let decidedValue { return decidedValue }
            let c = constraints(axis)
            let s = child[axis]
            let offer = childOffer[axis]
            switch (c.min, c.max) {
            case (let low?, let high?): return Swift.min(Swift.max(s, low), high)
            case (let low?, nil): return Swift.max(Swift.min(offer ?? .infinity, s), low)
            case (nil, let high?): return Swift.min(Swift.max(offer ?? -.infinity, s), high)
            case (nil, nil): return s
            }
        }
        return Size(width: resolve(.horizontal, decided.0), height: resolve(.vertical, decided.1))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        // The child is offered the frame's size, except (new-OS semantics) nil on an axis where the
        // frame itself was offered nil, has no ideal, and ended strictly between its min and max.
        var childProposal = ProposedSize(bounds.size)
        func unspecify(_ axis: Axis) {
            let c = constraints(axis)
            let size = bounds.size[axis]
            if proposal[axis] == nil, c.ideal == nil, size > (c.min ?? -.infinity),
                size < (c.max ?? .infinity)
            {
                childProposal[axis] = nil
            }
        }
        unspecify(.horizontal)
        unspecify(.vertical)
        subviews.noteFrameAlignment(alignment, in: bounds, proposal: childProposal)
        subviews[0].placeAligned(in: bounds, proposal: childProposal, alignment: alignment)
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .ordinary }

    /// The child's explicit guides, moved by where the frame puts it.
    public func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        passThroughExplicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// An axis without constraints passes the proposal to the child and takes the child's length;
    /// any constraint makes the frame read the proposal on that axis.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set {
        var constrained: Axis.Set = []
        if horizontal != Constraints() { constrained.insert(.horizontal) }
        if vertical != Constraints() { constrained.insert(.vertical) }
        return constrained.union(subviews[0].sizeDependence)
    }
}

/// Equal bit for bit (nil only to nil; −0 is not 0, and a NaN is equal to its own bits): the
/// test by which equal layouts share a box (`NodeStore.sharedBox`, `LayoutBoxCache`).
func isSameBits(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.bitPattern == b.bitPattern
    default: false
    }
}

extension FixedFrameLayout {
    func isSameLayout(as other: FixedFrameLayout) -> Bool {
        isSameBits(width, other.width) && isSameBits(height, other.height) && alignment == other.alignment
    }
}

extension FlexibleFrameLayout {
    func isSameLayout(as other: FlexibleFrameLayout) -> Bool {
        func same(_ a: Constraints, _ b: Constraints) -> Bool {
            isSameBits(a.min, b.min) && isSameBits(a.ideal, b.ideal) && isSameBits(a.max, b.max)
        }
        return same(horizontal, other.horizontal) && same(vertical, other.vertical) && alignment == other.alignment
    }
}
