import PlumbLayout

/// The benchmark's tree shapes, written as the SwiftUI analogues of the flexbox trees the peers
/// are timed on (`Tools/bench-compare.py`), so that Plumb solves the same layout problem as Taffy and Yoga.
enum Shape: String, CaseIterable {
    case flatUnconstrained = "flat-unconstrained"
    case flatConstrained = "flat-constrained"
    case gridLike = "grid-like"
    case deep = "deep"
    case deepD20 = "deep-d20"

    /// A 10×10 fixed leaf: `Color.clear.frame(width: 10, height: 10)`.
    static func fixedLeaf() -> View { View.color("clear").frame(width: 10, height: 10) }

    /// A flexible grid leaf: takes an equal share of the row's free space, 10 tall.
    static func flexibleLeaf() -> View { View.color("clear").frame(maxWidth: .infinity).frame(height: 10) }

    /// The canvas the root is proposed (nil = unconstrained), as the peers' available size.
    var canvas: ProposedSize {
        switch self {
        case .flatUnconstrained: ProposedSize(width: nil, height: nil)
        case .flatConstrained, .deep, .deepD20: ProposedSize(width: 1000, height: nil)
        case .gridLike: ProposedSize(width: 1000, height: 1000)
        }
    }

    /// Root edits for the relayout measurement: new canvas widths never used before.
    func editedCanvas(_ step: Int) -> ProposedSize {
        switch self {
        case .flatUnconstrained: canvas
        default: ProposedSize(width: 1000 + 20 * Double(step), height: canvas.height)
        }
    }

    /// Builds the tree for `n` requested leaves; returns it with its exact leaf count.
    func build(_ n: Int) -> (view: View, leaves: Int) {
        switch self {
        case .flatUnconstrained:
            let leaves = (0..<n).map { _ in Shape.fixedLeaf() }
            return (View.hStack(alignment: .top, spacing: 8, leaves), n)
        case .flatConstrained:
            let leaves = (0..<n).map { _ in Shape.fixedLeaf() }
            return (View.hStack(alignment: .top, spacing: 8, leaves).frame(width: 1000, alignment: .leading), n)
        case .gridLike:
            let rows = Int(Double(n).squareRoot())
            let columns = n / rows
            let rowViews = (0..<rows).map { _ in
                View.hStack(
                    spacing: 8, (0..<columns).map { $0 % 2 == 0 ? Shape.fixedLeaf() : Shape.flexibleLeaf() })
            }
            let grid = View.vStack(alignment: .leading, spacing: 8, rowViews)
                .frame(width: 1000, height: 1000, alignment: .topLeading)
            return (grid, rows * columns)
        case .deep, .deepD20:
            let depth = self == .deep ? 100 : 20
            let chains = n / (depth * 10)
            let heads = (0..<chains).map { _ in Shape.chain(level: 1, depth: depth) }
            let root = View.hStack(alignment: .top, spacing: 8, heads).frame(width: 1000, alignment: .leading)
            return (root, chains * depth * 10)
        }
    }

    /// Level `level` of a chain: a row when odd, a column when even, 10 leaves then the next level.
    static func chain(level: Int, depth: Int) -> View {
        var children = (0..<10).map { _ in fixedLeaf() }
        if level < depth { children.append(chain(level: level + 1, depth: depth)) }
        let stack =
            level % 2 == 1
            ? View.hStack(alignment: .top, spacing: 8, children)
            : View.vStack(alignment: .leading, spacing: 8, children)
        return stack.padding(1)
    }

    /// Checks the geometry the README states for this shape; returns the problems found.
    func check(_ result: LayoutResult, n: Int) -> [String] {
        var problems: [String] = []
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        // Leaves are the `frame` views around Color.clear; collect them in tree order.
        var leaves: [Rect] = []
        func collect(_ view: PlacedView) {
            if view.type == "frame", view.children.first?.type == "Color" {
                leaves.append(view.frame)
                return
            }
            view.children.forEach(collect)
        }
        collect(result.root)
        switch self {
        case .flatUnconstrained, .flatConstrained:
            expect(leaves.count == n, "expected \(n) leaves, found \(leaves.count)")
            for (i, leaf) in leaves.enumerated() where leaf != Rect(x: 18 * Double(i), y: 0, width: 10, height: 10) {
                expect(false, "leaf \(i) at \(leaf)")
                break
            }
        case .gridLike:
            let rows = Int(Double(n).squareRoot())
            let columns = n / rows
            let flexibleWidth = max(
                0, (1000 - 10 * Double((columns + 1) / 2) - 8 * Double(columns - 1)) / Double(columns / 2))
            var x = 0.0
            for j in 0..<min(columns, 4) {
                let width = j % 2 == 0 ? 10 : flexibleWidth
                expect(leaves[j].minX == x && leaves[j].width == width, "row 0 leaf \(j) at \(leaves[j])")
                x += width + 8
            }
            expect(leaves[columns].minY == 18, "row 1 at y \(leaves[columns].minY)")
        case .deep, .deepD20:
            let head = result.root.children[0].children[0]
            let expected = self == .deep ? Size(width: 9210, height: 9192) : Size(width: 1850, height: 1832)
            expect(head.frame.size == expected, "chain head \(head.frame.size), expected \(expected)")
            expect(leaves.first?.origin == Point(x: 1, y: 1), "first leaf at \(String(describing: leaves.first))")
        }
        return problems
    }
}
