import Testing

@testable import PlumbLayout

/// A node's subviews come one way (`NodeChildren`), and the handles a layout is given
/// (`LayoutSubview`, `ViewDimensions`) carry their slot's generation and are checked: a handle
/// kept from before its container's content was rebuilt stops layout with a clear reason instead
/// of reaching a node the tree no longer shows.
@Suite("Node children and checked handles")
struct NodeHandleTests {
    /// Where a layout keeps the first subview it was handed (a layout that misbehaves).
    final class Keeper {
        var subview: LayoutSubview?
        var dimensions: ViewDimensions?
    }

    /// A pass-through layout that keeps its first subview and that subview's dimensions.
    struct KeepingLayout: Layout {
        let keeper: Keeper

        func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
            if keeper.subview == nil, let first = subviews.first {
                keeper.subview = first
                keeper.dimensions = first.dimensions(in: proposal)
            }
            return subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// A GeometryReader whose content, rebuilt at every new size, is a `KeepingLayout` around a
    /// 30×20 rectangle that sets an explicit leading guide.
    func keptTree(_ keeper: Keeper) -> View {
        View.geometryReader(
            ContentBuilder(trigger: .placedSize) { _ in
                let leaf = View.rectangle().frame(width: 30, height: 20).alignmentGuide(.leading) { _ in 5 }
                return (
                    View(typeName: "Keeping", content: .layout(KeepingLayout(keeper: keeper)), children: [leaf]), ""
                )
            })
    }

    @Test func aCurrentHandleAnswers() {
        let keeper = Keeper()
        let engine = LayoutEngine()
        let tree = engine.makeTree(keptTree(keeper))
        tree.layout(canvas: ProposedSize(width: 200, height: 100))
        let kept = try! #require(keeper.subview)
        #expect(kept.sizeThatFits(ProposedSize(width: 50, height: 50)) == Size(width: 30, height: 20))
        #expect(keeper.dimensions?[explicit: .leading] == 5)
        #expect(engine.stop == nil)
    }

    @Test func aHandleKeptAcrossARebuildIsStale() {
        let keeper = Keeper()
        let engine = LayoutEngine()
        let tree = engine.makeTree(keptTree(keeper))
        tree.layout(canvas: ProposedSize(width: 200, height: 100))
        let kept = try! #require(keeper.subview)
        // A new size rebuilds the reader's content: the kept subview's node is retired.
        tree.layout(canvas: ProposedSize(width: 300, height: 100))
        #expect(engine.stop == nil)
        #expect(kept.sizeThatFits(ProposedSize(width: 50, height: 50)) == .zero)
        let stop = try! #require(engine.stop)
        #expect(stop.reason == .staleHandle)
        #expect(stop.phase == .sizing)
        #expect(stop.view.contains("Rectangle"))
    }

    @Test func keptDimensionsAreStaleToo() {
        let keeper = Keeper()
        let engine = LayoutEngine()
        let tree = engine.makeTree(keptTree(keeper))
        tree.layout(canvas: ProposedSize(width: 200, height: 100))
        tree.layout(canvas: ProposedSize(width: 300, height: 100))
        #expect(keeper.dimensions?[explicit: .leading] == nil)
        #expect(engine.stop?.reason == .staleHandle)
    }

    @Test func placingThroughAStaleHandleMovesNothing() {
        let keeper = Keeper()
        let engine = LayoutEngine()
        let tree = engine.makeTree(keptTree(keeper))
        tree.layout(canvas: ProposedSize(width: 200, height: 100))
        let kept = try! #require(keeper.subview)
        let before = kept.node.frame
        tree.layout(canvas: ProposedSize(width: 300, height: 100))
        kept.place(
            at: Point(x: 77, y: 77), size: Size(width: 10, height: 10), proposal: ProposedSize(width: 10, height: 10))
        #expect(kept.node.frame == before)
        #expect(engine.stop?.phase == .placing)
        #expect(engine.stop?.reason == .staleHandle)
    }

    @Test func childrenComeOneWay() {
        // Made with the node, built during layout, lazy: each node says which, in one place.
        let engine = LayoutEngine()
        let stack = engine.makeTree(View.hStack([View.rectangle(), View.rectangle()]))
        if case .made(let count, _) = stack.root.childNodes { #expect(count == 2) } else { Issue.record() }
        #expect(stack.root.childNodes.count == 2)
        #expect(stack.root.childNodes.node(at: 1) == stack.root.currentChildren[1])
        #expect(!stack.root.childNodes.isLeaf)
        #expect(stack.root.currentChildren[0].childNodes.isLeaf)
        let keeper = Keeper()
        let reader = engine.makeTree(keptTree(keeper))
        guard case .built(let content) = reader.root.childNodes else {
            Issue.record("a GeometryReader's children are built during layout")
            return
        }
        #expect(reader.root.currentChildren.isEmpty)
        reader.layout(canvas: ProposedSize(width: 100, height: 100))
        #expect(reader.root.currentChildren.count == 1)
        #expect(content.children?.count == 1)
    }

    @Test func theStoreOwnsTheNodesAndTheyGoWithTheTree() {
        // Parents keep no arrays of their children: the store holds every node's record (a node
        // is a handle on it), and releases them all (retired ones too) when the tree
        // goes, and with them the views they were made from; nothing keeps one alive past it.
        weak var root: View?
        weak var leaf: View?
        weak var retiredLeaf: View?
        do {
            let keeper = Keeper()
            let tree = LayoutEngine().makeTree(View.hStack([View.rectangle().padding(), keptTree(keeper)]))
            tree.layout(canvas: ProposedSize(width: 200, height: 100))
            retiredLeaf = keeper.subview?.node.view
            tree.layout(canvas: ProposedSize(width: 300, height: 100))
            root = tree.root.view
            leaf = tree.root.currentChildren[0].currentChildren[0].view
            #expect(root != nil && leaf != nil && retiredLeaf != nil)
            keeper.subview = nil
            keeper.dimensions = nil
        }
        #expect(root == nil)
        #expect(leaf == nil)
        #expect(retiredLeaf == nil)
    }

    @Test func aNodeInALaterChunkFindsItsStoreAndNumber() {
        // A record holds no store pointer (40 bytes, not 48): a node finds its store and its
        // number through its chunk's header. A GeometryReader's content is built into new chunks
        // (the first holds the tree as made, 16 slots at least), at every new size.
        let builder = ContentBuilder(trigger: .placedSize) { inputs in
            let count = Int(inputs.size?.width ?? 0) / 10
            return (View.vStack((0..<count).map { _ in View.rectangle().frame(width: 5, height: 1) }), "")
        }
        let engine = LayoutEngine()
        let tree = engine.makeTree(View.hStack([View.rectangle(), View.geometryReader(builder)]))
        var seen = Set<Int>()
        for width in [200.0, 300, 400] {
            tree.layout(canvas: ProposedSize(width: width, height: 100))
            var pending = [tree.root]
            while let node = pending.popLast() {
                #expect(node.store === tree.store)
                #expect(node.store.state(node.index).record == node.record)
                seen.insert(node.index)
                pending.append(contentsOf: node.currentChildren)
            }
        }
        #expect(seen.count > 3 * 16)
        #expect(seen.contains { $0 >= 16 })
    }

    @Test func aNodeKeepsItsSpacingInEightBytes() {
        #expect(MemoryLayout<NodeSpacing>.size == 8)
        let values: [ViewSpacing] = [.ordinary, .text, .zero(along: .horizontal), ViewSpacing(top: 3, textBelow: 1)]
        for value in values { #expect(NodeSpacing(value).value == value) }
        let engine = LayoutEngine()
        let tree = engine.makeTree(View.vStack([View.text("a"), View.spacer(), View.rectangle()]))
        #expect(tree.root.currentChildren.map(\.spacing) == [.text, .zero(along: .vertical), .ordinary])
    }

    @Test func aPlacementProposalTakesSixteenBytes() {
        #expect(MemoryLayout<CompactProposal>.size == 16)
        // The last placement only: the second and third memo entries are in the store's pool.
        #expect(MemoryLayout<ColdState>.size == 32 + 16)
        #expect(MemoryLayout<HotState>.stride == 64)
        let proposals = [
            ProposedSize.unspecified, ProposedSize(width: 0, height: nil), ProposedSize(width: nil, height: .infinity),
            ProposedSize(width: 12.5, height: -0.0),
        ]
        for proposal in proposals { #expect(CompactProposal(proposal).value == proposal) }
        var placed = PlacedView(type: "Rectangle", frame: Rect(x: 0, y: 0, width: 1, height: 1), proposal: proposals[2])
        #expect(placed.proposal == proposals[2])
        placed.proposal = proposals[3]
        #expect(placed.proposal == proposals[3])
    }

    /// A dry run's subviews name their run by number, not by a reference:
    /// nested runs record into their own run, and a subview kept past its run records nothing
    /// and moves nothing (it recorded into a recorder nobody read before).
    @Test func dryRunsRecordIntoTheirOwnRunAndKeptOnesIntoNone() {
        let engine = LayoutEngine()
        let tree = engine.makeTree(View.hStack([View.rectangle().frame(width: 30, height: 20)]))
        tree.layout(canvas: ProposedSize(width: 200, height: 100))
        let child = tree.root.currentChildren[0]
        let frame = child.frame
        var kept: LayoutSubviews?
        var inner: [Placement?] = []
        let outer = tree.root.subviews.recordingPlacements { dry in
            kept = dry
            inner = dry.recordingPlacements { $0[0].place(at: Point(x: 7, y: 8), proposal: .unspecified) }
            dry[0].place(at: Point(x: 1, y: 2), proposal: .unspecified)
        }
        #expect(inner.count == 1 && inner[0]?.origin == Point(x: 7, y: 8))
        #expect(outer.count == 1 && outer[0]?.origin == Point(x: 1, y: 2))
        let late = try! #require(kept)
        #expect(!late.isPlacingForReal)
        late[0].place(at: Point(x: 99, y: 99), proposal: .unspecified)
        #expect(child.frame == frame)
        #expect(engine.stop == nil)
    }
}
