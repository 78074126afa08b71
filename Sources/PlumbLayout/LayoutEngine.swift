/// Cell metrics the text measurement uses: Plumb's text is monospaced, one character per cell.
public struct TextMetrics: Sendable, Hashable {
    /// Width of one character cell in points.
    public var cellWidth: Double
    /// Height of one text line (one cell) in points.
    public var cellHeight: Double

    public init(cellWidth: Double = 8, cellHeight: Double = 16) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }
}

/// Lays out view trees. One engine may lay out many trees; a tree keeps its memoized sizes, so
/// laying it out again for another canvas (a terminal resize) reuses every measurement.
public final class LayoutEngine {
    public let textMetrics: TextMetrics
    /// When set, nodes keep the proposals they answered and stacks record how they distributed
    /// space (for `plumb explain`). Off for normal runs: it costs allocations.
    public let isTracing: Bool
    /// When set, containers record their alignment lines and each child's guide value (for
    /// `--guides` and `plumb explain`). Always on while tracing.
    public let recordsGuides: Bool

    public init(textMetrics: TextMetrics = TextMetrics(), tracing: Bool = false, recordsGuides: Bool = true) {
        self.textMetrics = textMetrics
        self.isTracing = tracing
        self.recordsGuides = recordsGuides || tracing
    }

    /// Instantiates `view` as a tree of layout nodes.
    public func makeTree(_ view: View) -> LayoutTree {
        // Every view becomes at most one node (EmptyViews in containers become none).
        let store = NodeStore(capacity: view.treeSize)
        let root = makeNode(
            view, index: store.claim(1), environment: EnvironmentValues(), orientation: nil, store: store)
        return LayoutTree(engine: self, root: root)
    }

    /// Instantiates `view` as node number `index`.
    private func makeNode(
        _ view: View, index: Int, environment inherited: EnvironmentValues, orientation: Axis?,
        store: NodeStore
    ) -> LayoutNode {
        let environment = inherited.overridden(by: view.environment)
        let layout: any Layout
        var childViews = view.children
        switch view.content {
        case .shape(let kind):
            layout = ShapeLayout(isCircle: kind == .circle)
        case .color:
            layout = ShapeLayout(isCircle: false)
        case .text(let string):
            layout = TextLayout(
                string, font: environment.font ?? .body, lineLimit: environment.lineLimit,
                metrics: textMetrics)
        case .spacer(let minLength):
            layout = SpacerLayout(minLength: minLength, orientation: orientation)
        case .divider:
            layout = DividerLayout(orientation: orientation)
        case .empty:
            layout = EmptyLayout()
        case .layout(let containerLayout):
            // A fresh copy: a large layout value lives in a heap box, and the view's box was
            // allocated wherever the view was built (from Lua: among the interpreter's objects).
            // Copying it here puts the boxes in tree order, next to the nodes layout walks.
            layout = freshCopy(of: containerLayout)
            if !containerLayout.isUnaryModifier {
                // EmptyView contributes no subview to a container (and so no spacing).
                childViews = childViews.filter {
                    if case .empty = $0.content { return false }
                    return true
                }
            }
        }
        let childOrientation: Axis?
        if layout.isUnaryModifier {
            childOrientation = orientation  // Spacer().frame(…) still follows the enclosing stack.
        } else {
            childOrientation = layout.stackOrientation
        }
        let firstChild = store.claim(childViews.count)
        let children = childViews.indices.map {
            makeNode(
                childViews[$0], index: firstChild + $0, environment: environment, orientation: childOrientation,
                store: store)
        }
        return LayoutNode(
            view: view, layout: layout, children: children, engine: self, environment: environment,
            store: store, index: index, firstChildIndex: firstChild)
    }
}

/// An instantiated view tree, ready to lay out.
public final class LayoutTree {
    public let engine: LayoutEngine
    public let root: LayoutNode

    init(engine: LayoutEngine, root: LayoutNode) {
        self.engine = engine
        self.root = root
    }

    /// Proposes `canvas` to the root (either side may be nil, an ideal-size proposal), centres the
    /// root in the canvas as a hosting view does, and places everything. A nil side of the canvas
    /// takes the root's size.
    public func layout(canvas: ProposedSize) {
        let size = root.size(for: canvas)
        let canvasSize = Size(width: canvas.width ?? size.width, height: canvas.height ?? size.height)
        let origin = Point(
            x: (canvasSize.width - size.width) / 2, y: (canvasSize.height - size.height) / 2)
        root.place(at: origin, size: size, proposal: canvas)
        self.canvasSize = canvasSize
    }

    public private(set) var canvasSize = Size.zero

    /// The laid-out tree as plain values (call after `layout(canvas:)`).
    public func result() -> LayoutResult {
        LayoutResult(canvas: canvasSize, root: placedView(root))
    }

    private func placedView(_ node: LayoutNode) -> PlacedView {
        let content: PlacedContent
        switch node.view.content {
        case .shape(let kind): content = .shape(kind)
        case .color(let name): content = .color(name)
        case .text:
            let text = node.layout as! TextLayout
            content = .text(lines: text.lines(fitting: node.frame.size), font: text.font)
        case .spacer: content = .spacer
        case .divider: content = .divider((node.layout as! DividerLayout).lineAxis)
        case .empty, .layout: content = .none
        }
        var children = node.children
        if let fitting = node.layout as? ViewThatFitsLayout {
            // Only the chosen child was placed; the others are not part of what is shown.
            children = fitting.choice(for: node.placementProposal, subviews: node.subviews).map { [children[$0]] } ?? []
        }
        var placed = PlacedView(
            type: node.view.typeName, id: node.view.id, frame: node.frame,
            proposal: node.placementProposal,
            content: content, foregroundColor: node.environment.foregroundColor,
            alignmentLines: node.alignmentLines, guideMarks: node.guideMarks,
            children: children.map(placedView))
        placed.sizingLog = node.sizingTrace ?? []
        if node.engine.recordsGuides, let setting = node.layout as? AlignmentGuideLayout {
            // Memoized from layout for this proposal (guide functions are pure, so asking is safe).
            let value = node.explicitAlignment(setting.guide, proposal: node.placementProposal)
            placed.guideSetting = GuideSetting(
                guide: setting.guide.name, axis: setting.guide.axis, source: setting.source, value: value,
                merge: setting.guide.merge)
        }
        return placed
    }

    /// Number of layout nodes.
    public var nodeCount: Int {
        func count(_ node: LayoutNode) -> Int { node.children.reduce(1) { $0 + count($1) } }
        return count(root)
    }
}

/// Copies a layout value into a new existential container (opening the existential copies the
/// value out of its old box).
private func freshCopy<L: Layout>(of layout: L) -> any Layout { layout }
