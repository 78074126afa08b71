import Testing

@testable import PlumbLayout

/// `zIndex(_:)`: a container draws its children back to front by their index (equal ones in the
/// order written); the index counts through the modifiers around a view, the innermost of several
/// counts, and a modifier's layers keep their order. JSON's walk keeps the order written.
@Suite("zIndex: the order a container's children are drawn in")
struct ZIndexTests {
    static func box(_ id: String) -> View { View.rectangle().frame(width: 10, height: 10).withID(id) }

    /// The ids met by the painting walk, and the index among its parent's children each came with.
    static func paintingOrder(_ root: View, inOrderWritten: Bool = false) -> [(String, Int)] {
        let result = LayoutEngine().layout(root, canvas: ProposedSize(width: 100, height: 100))
        var met: [(String, Int)] = []
        let entering: (PlacedView, Int, Int) -> Bool = { view, index, _ in
            if let id = view.id { met.append((id, index)) }
            return false
        }
        if inOrderWritten {
            result.root.forEachInOrderWritten(entering: entering, leaving: { _, _, _ in })
        } else {
            result.root.forEachInPaintingOrder(entering: entering, leaving: { _, _, _ in })
        }
        return met
    }

    static func ids(_ order: [(String, Int)]) -> [String] { order.map(\.0) }

    @Test func higherIndicesAreDrawnLaterEqualOnesInTheOrderWritten() {
        let stack = View.zStack([
            Self.box("a").zIndex(2), Self.box("b"), Self.box("c").zIndex(-1), Self.box("d").zIndex(2),
            Self.box("e"),
        ])
        let order = Self.paintingOrder(stack)
        #expect(Self.ids(order) == ["c", "b", "e", "a", "d"])
        // Each comes with its place in the order written.
        #expect(order.map(\.1) == [2, 1, 4, 0, 3])
        #expect(Self.ids(Self.paintingOrder(stack, inOrderWritten: true)) == ["a", "b", "c", "d", "e"])
    }

    @Test func everyContainerOrdersItsOwnChildrenOnly() {
        // The row's index orders the row among the column's children; its children keep theirs.
        let row = View.hStack([Self.box("r1").zIndex(1), Self.box("r2")]).zIndex(-1).withID("row")
        let column = View.vStack([Self.box("top"), row])
        #expect(Self.ids(Self.paintingOrder(column)) == ["row", "r2", "r1", "top"])
    }

    @Test func theIndexCountsThroughModifiersAndTheInnermostCounts() {
        let through = View.zStack([Self.box("a").zIndex(1).padding(4).offset(x: 2), Self.box("b")])
        #expect(Self.ids(Self.paintingOrder(through)) == ["b", "a"])
        let nested = View.zStack([Self.box("a").zIndex(-1).padding(4).zIndex(5), Self.box("b")])
        #expect(Self.ids(Self.paintingOrder(nested)) == ["a", "b"])
        let result = LayoutEngine().layout(nested, canvas: ProposedSize(width: 100, height: 100))
        #expect(result.root.children[0].zIndex == -1)
        #expect(result.root.children[1].zIndex == 0)
    }

    @Test func aModifiersLayersKeepTheirOrder() {
        // An overlay is drawn over its view, and a background under it, whatever their indices.
        let overlaid = Self.box("base").zIndex(3).overlay(Self.box("over").zIndex(-3))
        #expect(Self.ids(Self.paintingOrder(overlaid)) == ["base", "over"])
    }

    /// A view holding values of its own is ordered the same way, through its children.
    @Test func aViewOfItsOwnIsOrderedAsALaidOutOne() {
        let stack = View.zStack([Self.box("a").zIndex(1).padding(2), Self.box("b"), Self.box("c").zIndex(-2)])
        let laidOut = LayoutEngine().layout(stack, canvas: ProposedSize(width: 100, height: 100)).root
        var own = laidOut
        own.frame = laidOut.frame  // a view of its own, with the same values
        #expect(laidOut.paintingOrder == [2, 1, 0])
        #expect(own.paintingOrder == [2, 1, 0])
        var met: [String] = []
        own.forEachInPaintingOrder(
            entering: { view, _, _ in
                if let id = view.id { met.append(id) }
                return false
            }, leaving: { _, _, _ in })
        #expect(met == ["c", "b", "a"])
    }

    @Test func withoutAnIndexTheOrderIsTheOneWritten() {
        let stack = View.zStack([Self.box("a"), Self.box("b").border("red"), Self.box("c")])
        let result = LayoutEngine().layout(stack, canvas: ProposedSize(width: 100, height: 100))
        #expect(result.root.paintingOrder == nil)
        #expect(Self.ids(Self.paintingOrder(stack)) == ["a", "b", "c"])
    }
}
