import PlumbLayout

/// `plumb explain`: the negotiation as an indented tree. For every view: what it was proposed,
/// what it chose, where its parent put it (relative to the parent) and by which guide value; for
/// stacks, the order in which children were sized and what each was offered.
///
///     VStack  proposed 640×384 → chose 200×166, at (220, 109) in the canvas
///     │ aligns children on leading (x = 220)
///     │ sizing: every child offered its ideal length (640×nil)
///     ├─ Rectangle(green).frame  proposed 640×nil → 120×50, at (0, 0); leading = 0 (implicit)
///
/// Modifier chains are shown on one line (`Rectangle(green).frame`) with the outermost
/// modifier's numbers; a chain whose inner views were offered something else lists them below.
public func renderExplanation(_ result: LayoutResult) -> String {
    var lines: [String] = []
    let canvas = result.canvas
    lines.append("canvas \(canvas) points; the root is proposed \(result.root.proposal) and centred")
    explain(result.root, parent: nil, prefix: "", childPrefix: "", into: &lines)
    return lines.joined(separator: "\n")
}

private func explain(
    _ view: PlacedView, parent: PlacedView?, prefix: String, childPrefix: String, into lines: inout [String]
) {
    var line = prefix + ViewNames.chain(view) + "  " + negotiation(view)
    if let parent {
        let x = view.frame.minX - parent.frame.minX
        let y = view.frame.minY - parent.frame.minY
        line += ", at \(Point(x: x, y: y))"
    } else {
        line += ", at \(view.frame.origin) in the canvas"
    }
    if !view.guideMarks.isEmpty { line += "; aligned by " + ViewNames.describe(view, in: parent) }
    lines.append(line)
    if let parent {
        for ignored in GuideProvenance.ignoredGuides(of: view, in: parent) {
            lines.append(childPrefix + "  " + GuideProvenance.describe(ignored))
        }
    }

    // Inner views of a modifier chain whose proposal differs from the outer one.
    var current = view
    var chain: [PlacedView] = []
    while let inner = ViewNames.wrapped(current) {
        chain.append(inner)
        current = inner
    }
    let base = current
    for inner in chain where inner.proposal != view.proposal || inner.frame.size != view.frame.size {
        lines.append(
            childPrefix + "· " + (ViewNames.isModifier(inner) ? inner.type : ViewNames.base(inner)) + " inside: "
                + negotiation(inner))
    }
    for alignment in base.alignmentLines {
        let axis = alignment.axis == .horizontal ? "x" : "y"
        lines.append(
            childPrefix + "│ aligns children on \(alignment.guide) (\(axis) = \(formatPoints(alignment.position)))")
    }
    for step in base.sizingLog {
        lines.append(childPrefix + "│ " + step)
    }
    // Children: secondary layers met along the chain (overlay, background), then the base's own.
    var children: [PlacedView] = []
    var walker = view
    while let inner = ViewNames.wrapped(walker) {
        if walker.children.count == 2 {
            children.append(walker.type == "background" ? walker.children[0] : walker.children[1])
        }
        walker = inner
    }
    children += base.children
    for (index, child) in children.enumerated() {
        let last = index == children.count - 1
        explain(
            child, parent: base, prefix: childPrefix + (last ? "└─ " : "├─ "),
            childPrefix: childPrefix + (last ? "   " : "│  "), into: &lines)
    }
}

private func negotiation(_ view: PlacedView) -> String {
    "proposed \(view.proposal) → chose \(view.frame.size)"
}
