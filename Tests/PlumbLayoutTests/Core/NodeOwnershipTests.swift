import Testing

@testable import PlumbLayout

/// A node's record does not retain its view or environment: the store keeps them. Views
/// the engine makes itself, which no view holds (ForEach rows and a Group's members inheriting
/// its environment, both lists the engine expands; content built during layout; lazy rows), must
/// live as long as the tree, and go with it. Each case makes the tree in a scope that then ends, so that only the tree can hold
/// what it was made from, and watches one made view through a weak reference.
@Suite struct NodeOwnershipTests {
    final class Probe {
        weak var view: View?
    }

    static func texts(_ view: PlacedView) -> [String] {
        var found: [String] = []
        if case .text(let lines, _) = view.content { found.append(lines.joined(separator: " ")) }
        return found + view.children.flatMap(texts)
    }

    /// Lays out the tree `make` gives (after the scope that made it is gone), checks the probed
    /// view is alive while the tree is and the texts read back, then that it goes with the tree.
    func check(expecting expected: [String], _ make: (Probe) -> View) {
        let probe = Probe()
        var tree: LayoutTree? = LayoutEngine().makeTree(make(probe))
        tree?.layout(canvas: ProposedSize(width: 400, height: 400))
        #expect(probe.view != nil, "a view the engine made is kept while its tree lives")
        if let tree { #expect(Self.texts(tree.result().root) == expected) }
        tree = nil
        #expect(probe.view == nil, "and goes with the tree")
    }

    @Test func forEachRows() {
        check(expecting: ["row 0", "row 1", "row 2"]) { probe in
            View.vStack([
                View.forEach(count: 3) { index in
                    let row = View.text("row \(index)")
                    if index == 1 { probe.view = row }
                    return row
                }
            ])
        }
    }

    /// Content built for the environment (while the nodes are made) and for the placed size
    /// (during layout).
    @Test(arguments: [ContentBuilder.Trigger.environment, .placedSize])
    func contentBuiltDuringLayout(trigger: ContentBuilder.Trigger) {
        check(expecting: ["built"]) { probe in
            let builder = ContentBuilder(trigger: trigger) { _ in
                let made = View.text("built")
                probe.view = made
                return (made, "")
            }
            return trigger == .environment ? View.environmentReader(builder) : View.geometryReader(builder)
        }
    }

    @Test func lazyRows() {
        check(expecting: ["lazy 0", "lazy 1"]) { probe in
            View.lazyVStack([
                View.forEach(count: 2) { index in
                    let row = View.text("lazy \(index)")
                    if index == 0 { probe.view = row }
                    return row
                }
            ])
        }
    }
}
