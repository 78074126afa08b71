/// ZStack: every child is offered the stack's proposal and aligned on both axes
/// (swiftuifieldguide.com/layout/zstack; OpenSwiftUI's `ZStack.swift`).
///
/// Its size is the union of the aligned frames of its highest-priority children (the sources
/// differ: we follow the field guide's "union of all the frames", which equals OpenSwiftUI's
/// "largest child" for built-in alignments and, unlike it, still contains children that explicit
/// guides push apart).
/// Lower-priority children do not size the stack: they are proposed the size its top-priority
/// children give it, as an overlay or a background is proposed its view's, then aligned the same
/// way (`ZStack { Color.red.layoutPriority(-1); Text("Hi") }` is the text on a red of its size;
/// see the design note, "ZStack and layoutPriority").
public struct ZStackLayout: Layout, EngineLayout {
    var containerKind: ViewKind? { .zStack }

    public let alignment: Alignment

    public init(alignment: Alignment) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        extent(proposal: proposal, subviews: subviews, top: topPriority(subviews)).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let top = topPriority(subviews)
        let extent = self.extent(proposal: proposal, subviews: subviews, top: top)
        // Alignment point in canvas coordinates.
        let anchor = Point(x: bounds.minX - extent.minX, y: bounds.minY - extent.minY)
        subviews.noteAlignmentLine(alignment.horizontal.id, at: anchor.x)
        subviews.noteAlignmentLine(alignment.vertical.id, at: anchor.y)
        let lower = ProposedSize(extent.size)
        for subview in subviews {
            let proposal = subview.priority == top ? proposal : lower
            let dimensions = subview.dimensions(in: proposal)
            let (h, hExplicit) = guideValue(alignment.horizontal.id, dimensions)
            let (v, vExplicit) = guideValue(alignment.vertical.id, dimensions)
            subview.noteGuide(alignment.horizontal.id, value: h, isExplicit: hExplicit)
            subview.noteGuide(alignment.vertical.id, value: v, isExplicit: vExplicit)
            subview.place(at: Point(x: anchor.x - h, y: anchor.y - v), proposal: proposal)
        }
    }

    /// Every child is offered the proposal, or (a lower priority) the size the others took from
    /// it: the stack depends on what its children depend on.
    public func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { unionOfSizeDependences(subviews) }

    private func guideValue(_ guide: AlignmentID, _ dimensions: ViewDimensions) -> (Double, Bool) {
        if let explicit = dimensions[explicit: guide] { return (explicit, true) }
        return (guide.defaultValue(in: dimensions), false)
    }

    /// The highest priority among the children (those that size the stack), compared as
    /// `Array.max()` compares (a NaN first stays).
    private func topPriority(_ subviews: LayoutSubviews) -> Double {
        guard var top = subviews.first?.priority else { return 0 }
        for subview in subviews.dropFirst() where top < subview.priority { top = subview.priority }
        return top
    }

    /// The union of the children of priority `top`'s frames, relative to the alignment point.
    private func extent(proposal: ProposedSize, subviews: LayoutSubviews, top: Double) -> Rect {
        guard !subviews.isEmpty else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for subview in subviews where subview.priority == top {
            let dimensions = subview.dimensions(in: proposal)
            let h = dimensions[alignment.horizontal.id]
            let v = dimensions[alignment.vertical.id]
            minX = min(minX, -h)
            minY = min(minY, -v)
            maxX = max(maxX, dimensions.width - h)
            maxY = max(maxY, dimensions.height - v)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
