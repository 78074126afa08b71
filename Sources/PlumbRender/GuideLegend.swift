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
/// Every header names its row: when several containers have one name (five `HStack`s of a
/// form), each says what it holds first (`HStack with Text "Wi-Fi"`), and, if that is shared too,
/// which one it is (`HStack with Text "On" (2nd)`).
///
/// Empty when no container recorded an alignment line. `width`: lines are wrapped to it
/// (`TextWrapping`), continuation lines indented under their row. `style`: `.compact` says the
/// same values in fewer words, for a small screen (see `LegendStyle`).
public func renderGuideLegend(_ result: LayoutResult, width: Int? = nil, style: LegendStyle = .full) -> String {
    var sections: [(name: String, view: PlacedView, lines: [String])] = []
    var pending = [result.root]
    while let view = pending.popLast() {
        pending.append(contentsOf: view.children.reversed())
        guard ViewNames.showsAlignment(view) else { continue }
        var lines: [String] = []
        for child in view.children {
            let value = child.guideMarks.isEmpty ? "no guide" : ViewNames.describe(child, in: view, style: style)
            let name = style == .compact ? ViewNames.base(ViewNames.innermost(child)) : ViewNames.chain(child)
            lines.append("  \(name) \(child.frame.size): \(value)")
            for ignored in GuideWords.ignoredGuides(of: child, in: view) {
                lines.append("    " + GuideWords.describe(ignored, style: style))
            }
        }
        sections.append((ViewNames.chain(view), view, lines))
    }
    var count: [String: Int] = [:]
    for section in sections { count[section.name, default: 0] += 1 }
    var described: [String] = sections.map { section in
        guard count[section.name]! > 1, let first = ViewNames.firstContent(in: section.view) else {
            return section.name
        }
        return section.name + " with " + ViewNames.base(first)
    }
    var seen: [String: Int] = [:]
    var describedCount: [String: Int] = [:]
    for name in described { describedCount[name, default: 0] += 1 }
    for index in described.indices where describedCount[described[index]]! > 1 {
        let name = described[index]
        seen[name, default: 0] += 1
        described[index] = name + " (\(ordinal(seen[name]!)))"
    }
    var lines: [String] = []
    for (index, section) in sections.enumerated() {
        let guides = section.view.alignmentLines.map { line in
            "\(line.guide) at \(line.axis == .horizontal ? "x" : "y") = \(formatPoints(line.position))"
        }
        lines.append("\(described[index]): " + guides.joined(separator: ", "))
        lines += section.lines
    }
    let text = lines.joined(separator: "\n")
    return width.map { TextWrapping.wrap(text, width: $0) } ?? text
}

/// How many words the legend spends. Both give every container's lines and every child's size and
/// guide value; `.compact`, for a screen too small for the whole legend beside its figure, names a
/// child by its view alone (`Rectangle(red)`, not its modifier chain) and where a value came from
/// in a few words:
///
///     full:    Rectangle(red).alignmentGuide(oneThird).frame 50×200: oneThird = 200 (explicit: alignmentGuide at lesson.lua:9)
///     compact: Rectangle(red) 50×200: oneThird = 200 (set at line 9)
public enum LegendStyle: Sendable {
    case full
    case compact
}

/// "1st", "2nd", "3rd", "4th", "11th", "21st".
func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
}
