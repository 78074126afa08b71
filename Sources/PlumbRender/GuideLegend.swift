import PlumbLayout

/// A plain-text key to `--guides`: for each container that aligned its children, its alignment
/// lines and, per child, the child's size and the guide value it was aligned by.
///
///     VStack#list: leading at x = 20
///       Text "Hi" 16×16: leading = 0 (implicit: the guide's default)
///       Rectangle(red).alignmentGuide.frame 100×32: leading = 12 (explicit: alignmentGuide at card.lua:3)
///       Rectangle(blue).alignmentGuide.frame 100×32: leading = 0 (implicit: the guide's default)
///         ignored: trailing = 50, set by alignmentGuide at card.lua:5; VStack#list aligns by leading
///
/// Empty when no container recorded an alignment line.
public func renderGuideLegend(_ result: LayoutResult) -> String {
    var lines: [String] = []
    var pending = [result.root]
    while let view = pending.popLast() {
        pending.append(contentsOf: view.children.reversed())
        guard ViewNames.showsAlignment(view) else { continue }
        let guides = view.alignmentLines.map { line in
            "\(line.guide) at \(line.axis == .horizontal ? "x" : "y") = \(formatPoints(line.position))"
        }
        lines.append("\(ViewNames.chain(view)): " + guides.joined(separator: ", "))
        for child in view.children {
            let value = child.guideMarks.isEmpty ? "no guide" : ViewNames.describe(child, in: view)
            lines.append("  \(ViewNames.chain(child)) \(child.frame.size): \(value)")
            for ignored in GuideWords.ignoredGuides(of: child, in: view) {
                lines.append("    " + GuideWords.describe(ignored))
            }
        }
    }
    return lines.joined(separator: "\n")
}
