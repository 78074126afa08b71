/// HStack and VStack: one algorithm with the axes swapped (OpenSwiftUI's `StackLayout.swift`;
/// swiftuifieldguide.com/layout/hstack). "Major" is the stack's
/// axis, "minor" the cross axis.
public struct StackLayout: Layout, EngineLayout {
    var containerKind: ViewKind? { .stack(axis) }

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

    public var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: axis) }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let spacing = totalSpacing(subviews)
        let minor = proposal[axis.other]
        if proposal[axis] == nil || isOneGroupInDeclarationOrder(subviews, minor: minor) {
            // The usual case, children sized in declaration order: each child's share, size and
            // guide are taken as it comes, with nothing kept (a stack of 10⁵ children held 48
            // bytes a child of temporary arrays while it measured). The same sums, in the
            // same order, as the general case below. Written out rather than as `distribute`'s
            // pass with a closure per child: that version laid out 1–7% slower a leaf (plumb-bench,
            // flat, grid-like and deep at 10⁴ and 10⁵, two rounds each).
            let count = subviews.count
            var available = (proposal[axis] ?? 0) - spacing
            var major = spacing
            var low = 0.0
            var high = 0.0
            for index in 0..<count {
                var share: Double?
                if proposal[axis] != nil {
                    share = max(available / Double(count - index), 0)
                }
                let childProposal = ProposedSize(axis, major: share, minor: minor)
                let subview = subviews[index]
                let size = subview.sizeThatFits(childProposal)
                available -= size[axis]
                major += size[axis]
                let guide = subview.dimensions(in: childProposal, size: size)[alignment]
                low = min(low, -guide)
                high = max(high, size[axis.other] - guide)
            }
            return Size(axis, major: major, minor: high - low)
        }
        return withChildLayouts(subviews) { children in
            distribute(
                proposal, subviews: subviews, spacing: spacing, into: children, tracing: false,
                inDeclarationOrder: false)
            var major = spacing
            for index in 0..<children.count { major += children[index].size[axis] }
            let range = minorRange(children, subviews: subviews)
            return Size(axis, major: major, minor: range.upperBound - range.lowerBound)
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let minorAxis = axis.other
        // The placement pass: a nil minor proposal becomes the stack's own minor size (OpenSwiftUI's
        // `commitPlacements`; swift-cross-ui's maintainer says the same, moreSwift/swift-cross-ui#453).
        var placing = proposal
        placing[minorAxis] = proposal[minorAxis] ?? bounds.size[minorAxis]
        withPlacementLayouts(subviews, minor: placing[minorAxis]) { children in
            let spacing = totalSpacing(subviews)
            distribute(placing, subviews: subviews, spacing: spacing, into: children, tracing: subviews.isTracing)
            for index in 0..<children.count {
                let proposal = ProposedSize(axis, major: children[index].size[axis], minor: placing[minorAxis])
                children[index] = ChildLayout(proposal: proposal, size: subviews[index].sizeThatFits(proposal))
            }
            let range = minorRange(children, subviews: subviews)
            let line = bounds.min(minorAxis) - range.lowerBound
            subviews.noteAlignmentLine(alignment, at: line)
            var position = bounds.min(axis)
            let last = children.count - 1
            for index in 0..<children.count {
                let child = children[index]
                let subview = subviews[index]
                let dimensions = subview.dimensions(in: child.proposal, size: child.size)
                let explicit = dimensions[explicit: alignment]
                let guide = explicit ?? alignment.defaultValue(in: dimensions)
                subview.noteGuide(alignment, value: guide, isExplicit: explicit != nil)
                var origin = Point.zero
                origin[axis] = position
                origin[minorAxis] = line - guide
                subview.place(at: origin, size: child.size, proposal: child.proposal)
                position += child.size[axis] + (index < last ? gap(after: index, subviews) : 0)
            }
        }
    }

    /// Children are offered the proposal's cross length and shares computed from the proposal's
    /// length and the children's sizes: if no child's size depends on an axis, neither does the
    /// stack's.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { unionOfSizeDependences(subviews) }

    /// Outer edges come from the first and last child, cross edges from all children.
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .ordinary }
        var result = subviews.mergedSpacing
        if axis == .horizontal {
            result.leading = first.spacing.leading
            result.trailing = last.spacing.trailing
        } else {
            result.top = first.spacing.top
            result.textAbove = first.spacing.textAbove
            result.bottom = last.spacing.bottom
            result.textBelow = last.spacing.textBelow
        }
        return result
    }

    struct ChildLayout {
        var proposal: ProposedSize
        var size: Size
    }

    /// Where a stack keeps each subview's proposal and size while it sizes and places them: temporary
    /// memory, or (placing for real) the subviews' own placement slots in the store, which their
    /// placement overwrites next (a stack of 10⁵ children held 4.8 MB of temporary arrays
    /// at the run's peak). Every child's proposal has the same minor length.
    struct ChildLayouts {
        private let buffer: UnsafeMutableBufferPointer<ChildLayout>?
        private let slots: UnsafeMutablePointer<ColdState>?
        let count: Int
        private let axis: Axis
        private let minor: Double?

        init(_ buffer: UnsafeMutableBufferPointer<ChildLayout>) {
            self.buffer = buffer
            slots = nil
            count = buffer.count
            axis = .horizontal
            minor = nil
        }

        init(slots: UnsafeMutablePointer<ColdState>, count: Int, axis: Axis, minor: Double?) {
            buffer = nil
            self.slots = slots
            self.count = count
            self.axis = axis
            self.minor = minor
        }

        /// A child's proposal and size. In a slot: the size as the frame's, the major proposal
        /// in the origin's x and whether it is nil in its y (exact, where a NaN-coded proposal
        /// would not be for a NaN share).
        subscript(index: Int) -> ChildLayout {
            @inline(__always) get {
                if let buffer { return buffer[index] }
                let frame = slots![index].frame
                let major: Double? = frame.origin.y == 0 ? frame.origin.x : nil
                return ChildLayout(proposal: ProposedSize(axis, major: major, minor: minor), size: frame.size)
            }
            @inline(__always) nonmutating set {
                if let buffer {
                    buffer[index] = newValue
                    return
                }
                let major = newValue.proposal[axis]
                slots![index].frame = Rect(
                    origin: Point(x: major ?? 0, y: major == nil ? 1 : 0), size: newValue.size)
            }
        }
    }

    /// Runs `body` with room for one `ChildLayout` per subview, charged to the budget while it is
    /// held (on the stack for ordinary child counts, so that measuring a stack allocates nothing).
    private func withChildLayouts<Result>(
        _ subviews: LayoutSubviews, _ body: (ChildLayouts) -> Result
    ) -> Result {
        let count = subviews.count
        let bytes = count * MemoryLayout<ChildLayout>.stride
        subviews.chargeScratch(bytes)
        defer { subviews.chargeScratch(-bytes) }
        return withUnsafeTemporaryAllocation(of: ChildLayout.self, capacity: count) { children in
            children.initialize(repeating: ChildLayout(proposal: .unspecified, size: .zero))
            return body(ChildLayouts(children))
        }
    }

    /// `withChildLayouts` for the placement pass: placing for real, the subviews' placement slots
    /// are the room (each is placed after the stack has read its own), a dry run's placements
    /// are not applied, so it keeps them in temporary memory.
    private func withPlacementLayouts(
        _ subviews: LayoutSubviews, minor: Double?, _ body: (ChildLayouts) -> Void
    ) {
        guard let slots = subviews.placementSlots else { return withChildLayouts(subviews, body) }
        body(ChildLayouts(slots: slots, count: subviews.count, axis: axis, minor: minor))
    }

    /// The space between subview `index` and the next one.
    private func gap(after index: Int, _ subviews: LayoutSubviews) -> Double {
        if let spacing { return spacing }
        return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }

    /// The sum of the gaps, added in order (so that it is exactly the sum placement steps through).
    private func totalSpacing(_ subviews: LayoutSubviews) -> Double {
        var total = 0.0
        for index in 0..<max(subviews.count - 1, 0) { total += gap(after: index, subviews) }
        return total
    }

    /// The minor-axis extent of the children aligned on the guide, in coordinates where the
    /// alignment line is 0. Starts from 0…0, so the stack always contains its alignment line.
    private func minorRange(_ children: ChildLayouts, subviews: LayoutSubviews) -> ClosedRange<Double> {
        var low = 0.0
        var high = 0.0
        for index in 0..<children.count {
            let child = children[index]
            let guide = subviews[index].dimensions(in: child.proposal, size: child.size)[alignment]
            low = min(low, -guide)
            high = max(high, child.size[axis.other] - guide)
        }
        return low...high
    }

    /// Sizes every child for `proposal` (OpenSwiftUI's `sizeChildrenIdeally` and
    /// `sizeChildrenGenerallyWithConcreteMajorProposal`; Apple's `layoutPriority(_:)`) into
    /// `result`; `spacing` is the sum
    /// of the gaps.
    func distribute(
        _ proposal: ProposedSize, subviews: LayoutSubviews, spacing: Double,
        into result: ChildLayouts, tracing: Bool, inDeclarationOrder: Bool? = nil
    ) {
        let minor = proposal[axis.other]
        guard let offered = proposal[axis] else {
            // Ideal size along the axis: every child is asked for its ideal length.
            let childProposal = ProposedSize(axis, major: nil, minor: minor)
            if tracing {
                subviews.noteSizing([.idealLengths(childProposal)])
            }
            for index in 0..<result.count {
                result[index] = ChildLayout(proposal: childProposal, size: subviews[index].sizeThatFits(childProposal))
            }
            return
        }
        let count = subviews.count
        var available = offered - spacing
        var trace: [SizingEvent] = []
        if tracing { trace.append(.offered(length: offered, available: available)) }
        // Offers each child of one priority group, in sizing order, an even share of what is left
        // (`child(position)` is the index of the child at that position of the order).
        func sizeGroup(_ positions: Range<Int>, priority: Double, child: (Int) -> Int) {
            for position in positions {
                let index = child(position)
                let share = max(available / Double(positions.upperBound - position), 0)
                let childProposal = ProposedSize(axis, major: share, minor: minor)
                let size = subviews[index].sizeThatFits(childProposal)
                result[index] = ChildLayout(proposal: childProposal, size: size)
                available -= size[axis]
                if tracing {
                    // Traces only: measuring the flexibility here never changes the layout.
                    let subview = subviews[index]
                    let flexibility = subviews.probingForTrace {
                        subview.sizeThatFits(ProposedSize(axis, major: .infinity, minor: minor))[axis]
                            - minimumLength(subview, minor: minor)
                    }
                    trace.append(
                        .sized(
                            position: position + 1, child: index, traceName: subview.traceName, priority: priority,
                            flexibility: flexibility.isNaN ? .infinity : flexibility, offered: share, took: size[axis]))
                }
            }
        }
        if inDeclarationOrder ?? isOneGroupInDeclarationOrder(subviews, minor: minor) {
            // The usual case: nothing to reserve, nothing to sort, no keys to keep.
            sizeGroup(0..<count, priority: subviews[0].priority) { $0 }
        } else {
            withSizingOrder(subviews, minor: minor) { order in
                // Reserve the minimum lengths of every child below the top priority group.
                let topPriority = order[0].priority
                for key in order where key.priority < topPriority {
                    available -= key.minimum
                }
                var start = 0
                while start < count {
                    let priority = order[start].priority
                    var end = start
                    while end < count, order[end].priority == priority { end += 1 }
                    if priority < topPriority {
                        // This group's reservation is released now that it is its turn.
                        for position in start..<end { available += order[position].minimum }
                    }
                    sizeGroup(start..<end, priority: priority) { order[$0].index }
                    start = end
                }
            }
        }
        if tracing { subviews.noteSizing(trace) }
    }

    private func minimumLength(_ subview: LayoutSubview, minor: Double?) -> Double {
        subview.sizeThatFits(ProposedSize(axis, major: 0, minor: minor))[axis]
    }

    /// A child's place in the sizing order, with what decided it.
    struct SortKey: Comparable {
        var index: Int
        var priority: Double
        /// The child's length when offered 0 along the axis (only measured when there are several
        /// children; a single child needs no order and no reservation).
        var minimum: Double
        /// max − min along the axis; NaN counts as infinitely flexible.
        var flexibility: Double

        /// Priority descending; within a priority the least flexible first; between two infinitely
        /// flexible children the larger minimum first; otherwise declaration order. The index makes
        /// the order total, so it is the one a stable sort gives.
        static func < (a: SortKey, b: SortKey) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility == .infinity, b.flexibility == .infinity, a.minimum != b.minimum {
                return a.minimum > b.minimum
            }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            return a.index < b.index
        }

        /// Keys are equal only to themselves (the index differs between children).
        static func == (a: SortKey, b: SortKey) -> Bool { a.index == b.index }
    }

    /// The sort key of `subview`, measuring its length at 0 and ∞ along the axis.
    private func sortKey(_ subview: LayoutSubview, index: Int, minor: Double?) -> SortKey {
        let low = minimumLength(subview, minor: minor)
        // A size that ignores the proposal's length is the same at ∞: no second probe.
        let high =
            subview.sizeDependence.contains(axis)
            ? subview.sizeThatFits(ProposedSize(axis, major: .infinity, minor: minor))[axis] : low
        let spread = high - low
        return SortKey(
            index: index, priority: subview.priority, minimum: low, flexibility: spread.isNaN ? .infinity : spread)
    }

    /// Whether all children share one priority and already come in sizing order, so that the
    /// order is the declaration order and no child's minimum is reserved. Children usually do
    /// (all equally flexible, or the fixed ones first). A NaN priority breaks the order's
    /// transitivity, so then only the real sort gives the same answer as before.
    private func isOneGroupInDeclarationOrder(_ subviews: LayoutSubviews, minor: Double?) -> Bool {
        let count = subviews.count
        guard count > 1 else { return true }
        let priority = subviews[0].priority
        guard !priority.isNaN else { return false }
        var previous = sortKey(subviews[0], index: 0, minor: minor)
        for index in 1..<count {
            let subview = subviews[index]
            guard subview.priority == priority else { return false }
            let key = sortKey(subview, index: index, minor: minor)
            guard previous < key else { return false }
            previous = key
        }
        return true
    }

    /// Runs `body` with the children in sizing order: priority descending, then least flexible
    /// first (OpenSwiftUI's `LayoutTraits.swift`; objc.io, "How an HStack Lays out Its Children").
    private func withSizingOrder(
        _ subviews: LayoutSubviews, minor: Double?, _ body: (UnsafeMutableBufferPointer<SortKey>) -> Void
    ) {
        let count = subviews.count
        // The keys, and the copy `sortByFewClasses` may make of them.
        let bytes = 2 * count * MemoryLayout<SortKey>.stride
        subviews.chargeScratch(bytes)
        defer { subviews.chargeScratch(-bytes) }
        withUnsafeTemporaryAllocation(of: SortKey.self, capacity: count) { order in
            guard count > 1 else {
                order.initialize(
                    repeating: SortKey(index: 0, priority: subviews[0].priority, minimum: 0, flexibility: 0))
                return body(order)
            }
            var isSorted = true
            var hasNaNPriority = false
            for index in 0..<count {
                let key = sortKey(subviews[index], index: index, minor: minor)
                (order.baseAddress! + index).initialize(to: key)
                hasNaNPriority = hasNaNPriority || key.priority.isNaN
                if index > 0, !(order[index - 1] < key) { isSorted = false }
            }
            // Several priority groups may still be in order already: then there is nothing to sort.
            if hasNaNPriority || (!isSorted && !sortByFewClasses(order)) {
                var keys = order
                keys.sort()
            }
            body(order)
        }
    }

    /// Sorts `keys` (in declaration order, no NaN priority) when they fall into at most four
    /// classes of keys that differ only by index, as a stack of fixed views and flexible frames
    /// does: the order compares priority, flexibility, then (between infinitely flexible children)
    /// minimum, and only then the index, so listing each class's children in declaration order,
    /// class after class, is exactly the sorted order, in linear time. Returns false, leaving
    /// `keys` untouched, when there are more classes.
    private func sortByFewClasses(_ keys: UnsafeMutableBufferPointer<SortKey>) -> Bool {
        func sameClass(_ a: SortKey, _ b: SortKey) -> Bool {
            a.priority == b.priority && a.flexibility == b.flexibility
                && (a.flexibility != .infinity || a.minimum == b.minimum)
        }
        // The first key of each class (the one with the smallest index).
        var classes: [SortKey] = []
        classes.reserveCapacity(4)
        for key in keys {
            // A NaN minimum ties with nothing, not even itself: leave that to the real sort.
            if key.flexibility == .infinity, key.minimum.isNaN { return false }
            if classes.contains(where: { sameClass($0, key) }) { continue }
            guard classes.count < 4 else { return false }
            classes.append(key)
        }
        // Representatives differ by more than their index, so this is the classes' order.
        classes.sort()
        withUnsafeTemporaryAllocation(of: SortKey.self, capacity: keys.count) { original in
            _ = original.initialize(fromContentsOf: keys)
            var position = 0
            for representative in classes {
                for key in original where sameClass(representative, key) {
                    keys[position] = key
                    position += 1
                }
            }
        }
        return true
    }
}

extension StackLayout {
    func isSameLayout(as other: StackLayout) -> Bool {
        axis == other.axis && alignment == other.alignment && isSameBits(spacing, other.spacing)
    }
}
