/// Walks of a placed tree for the renderers. A view of a laid-out tree is walked by its index in
/// the tree (`PlacedTree`): each `PlacedView` and `PlacedChildren` made holds the tree, and a walk
/// made of them retained and released it three or four times a view (about half of the
/// diagram's output stage at 10⁵ views). A view holding values of its own is walked through its
/// `children`, as before.
extension PlacedView {
    /// Calls `entering` with this view and every view inside it in painting order (parents first,
    /// children in the order written, or by `zIndex` where a container's children have one: see
    /// `paintingOrder`), each with its index among its parent's children (the order written) and
    /// its depth (0 for this view); for a view whose call answered true, calls `leaving` once
    /// everything inside it is done, with the same index and depth. An explicit stack: a tree may
    /// be deeper than the call stack allows. Not generic, so that it runs as compiled here: the
    /// renderers keep what they hand down the tree themselves, by depth (a generic walk called
    /// from another module ran unspecialized, through value witnesses, and took longer than the
    /// copies it saved).
    public func forEachInPaintingOrder(
        entering: (PlacedView, _ index: Int, _ depth: Int) -> Bool,
        leaving: (PlacedView, _ index: Int, _ depth: Int) -> Void
    ) {
        forEach(byZIndex: true, entering: entering, leaving: leaving)
    }

    /// `forEachInPaintingOrder` with every view's children in the order written (what JSON lists).
    public func forEachInOrderWritten(
        entering: (PlacedView, _ index: Int, _ depth: Int) -> Bool,
        leaving: (PlacedView, _ index: Int, _ depth: Int) -> Void
    ) {
        forEach(byZIndex: false, entering: entering, leaving: leaving)
    }

    private func forEach(
        byZIndex: Bool, entering: (PlacedView, _ index: Int, _ depth: Int) -> Bool,
        leaving: (PlacedView, _ index: Int, _ depth: Int) -> Void
    ) {
        guard let placed = placedTreeIndex else {
            forEachValue(byZIndex: byZIndex, entering: entering, leaving: leaving)
            return
        }
        let tree = placed.tree
        // Only indices on the stack, and one view moved from entry to entry: a view made per
        // view entered retained and released the tree each time. The orders of the open levels
        // drawn by `zIndex` are beside it, so that a level stays plain values.
        var open: [TreeLevel] = []
        var orders: [[Int]] = []
        var view = self
        func enter(_ index: Int, _ position: Int) {
            view.moveInTree(to: index)
            let needsLeaving = entering(view, position, open.count)
            let count = tree.childCount(index)
            if count > 0 {
                let first = tree.firstChild(index)
                var order = -1
                if byZIndex, let positions = tree.paintingOrder(index) {
                    orders.append(positions)
                    order = orders.count - 1
                }
                open.append(
                    TreeLevel(
                        first: first, end: first + count, next: first, order: order,
                        owner: needsLeaving ? index : -1, ownerPosition: position))
            } else if needsLeaving {
                leaving(view, position, open.count)
            }
        }
        enter(placed.index, 0)
        while let last = open.indices.last {
            let next = open[last].next
            guard next < open[last].end else {
                let level = open.removeLast()
                if level.order >= 0 { orders.removeLast() }
                if level.owner >= 0 {
                    view.moveInTree(to: level.owner)
                    leaving(view, level.ownerPosition, open.count)
                }
                continue
            }
            open[last].next = next + 1
            let first = open[last].first
            let order = open[last].order
            let position = order < 0 ? next - first : orders[order][next - first]
            enter(first + position, position)
        }
    }

    /// `forEach(byZIndex:…)` for a view holding values of its own, through `children`.
    private func forEachValue(
        byZIndex: Bool, entering: (PlacedView, _ index: Int, _ depth: Int) -> Bool,
        leaving: (PlacedView, _ index: Int, _ depth: Int) -> Void
    ) {
        var open: [ValueLevel] = []
        func enter(_ view: PlacedView, _ index: Int) {
            let needsLeaving = entering(view, index, open.count)
            let children = view.children
            if !children.isEmpty {
                open.append(
                    ValueLevel(
                        children: children, order: byZIndex ? view.paintingOrder : nil, next: 0,
                        owner: needsLeaving ? view : nil, ownerIndex: index))
            } else if needsLeaving {
                leaving(view, index, open.count)
            }
        }
        enter(self, 0)
        while let last = open.indices.last {
            let next = open[last].next
            guard next < open[last].children.count else {
                let level = open.removeLast()
                if let owner = level.owner { leaving(owner, level.ownerIndex, open.count) }
                continue
            }
            open[last].next = next + 1
            let index = open[last].order?[next] ?? next
            // A reference to the array (no copy of it or of the view), as `enter` may grow `open`.
            let siblings = open[last].children
            enter(siblings[index], index)
        }
    }

    /// Calls `body` with the frames of every two consecutive children of this view and of every
    /// view inside it: a view's pairs in order, the views in the order of a stack of views (this
    /// one first; each popped view's children pushed, the last of them popped first). Frames are
    /// read in place: no view is made for a view of a laid-out tree.
    public func forEachConsecutiveChildFrames(_ body: (Rect, Rect) -> Void) {
        guard let placed = placedTreeIndex else {
            forEachValueConsecutiveChildFrames(body)
            return
        }
        let tree = placed.tree
        // Ranges of the tree's views, kept as their first and how many of them are still to pop.
        var pending: [(first: Int, remaining: Int)] = [(placed.index, 1)]
        while let last = pending.indices.last {
            let remaining = pending[last].remaining
            guard remaining > 0 else {
                pending.removeLast()
                continue
            }
            pending[last].remaining = remaining - 1
            let view = pending[last].first + remaining - 1
            let count = tree.childCount(view)
            guard count > 0 else { continue }
            let first = tree.firstChild(view)
            pending.append((first, count))
            var previous = tree.frame(first)
            for index in (first + 1)..<(first + count) {
                let next = tree.frame(index)
                body(previous, next)
                previous = next
            }
        }
    }

    /// `forEachConsecutiveChildFrames` for a view holding values of its own, through `children`.
    private func forEachValueConsecutiveChildFrames(_ body: (Rect, Rect) -> Void) {
        var pending: [(children: PlacedChildren, remaining: Int)] = [([self], 1)]
        while let last = pending.indices.last {
            let remaining = pending[last].remaining
            guard remaining > 0 else {
                pending.removeLast()
                continue
            }
            pending[last].remaining = remaining - 1
            let children = pending[last].children[remaining - 1].children
            guard !children.isEmpty else { continue }
            pending.append((children, children.count))
            var previous = children[0].frame
            for index in children.indices.dropFirst() {
                let next = children[index].frame
                body(previous, next)
                previous = next
            }
        }
    }
}

/// One open level of `forEachInPaintingOrder` in a laid-out tree: a view's children, by index.
private struct TreeLevel {
    var first: Int
    var end: Int
    /// The next child to enter, counted from `first` (its place in the order drawn).
    var next: Int
    /// Where the level's order is among the walk's orders, or -1 for the order written.
    var order: Int
    /// The parent's index, kept only when `leaving` is to be called for it (else -1).
    var owner: Int
    var ownerPosition: Int
}

/// One open level of `forEachInPaintingOrder` in views of their own: a view's children.
private struct ValueLevel {
    var children: PlacedChildren
    /// The children's positions in the order drawn (nil: the order written).
    var order: [Int]?
    var next: Int
    /// The parent, kept only when `leaving` is to be called for it.
    var owner: PlacedView?
    var ownerIndex: Int
}
