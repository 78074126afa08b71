/// Text with monospaced cell metrics (rules §2): a grapheme is 1 or 2 cells wide, a line is one
/// cell tall (times the style's scale). The ideal size is the unwrapped text; a narrower proposal
/// wraps at spaces, breaking inside a word only when the word alone does not fit; too little
/// height (or `lineLimit`) truncates the last visible line with "…". An unspecified dimension is
/// treated as infinite, as SwiftUI's text measurement does.
struct TextLayout: EngineLayout {
    let font: FontStyle
    let lineLimit: Int?
    let characterWidth: Double
    let lineHeight: Double
    /// Baseline of a line, measured from the line's top.
    let baselineOffset: Double
    private let paragraphs: [Paragraph]

    private struct Paragraph {
        let text: String
        let width: Int
        /// Words (split at spaces) with their widths.
        let words: [(text: Substring, width: Int)]
    }

    init(_ string: String, font: FontStyle, lineLimit: Int?, metrics: TextMetrics) {
        self.font = font
        self.lineLimit = lineLimit.map { max(1, $0) }
        characterWidth = metrics.cellWidth * Double(font.scale)
        lineHeight = metrics.cellHeight * Double(font.lineRows)
        baselineOffset = metrics.cellHeight * Double(font.scale)
        // A tab is whitespace, as SwiftUI draws it: four spaces in monospaced cells.
        let expanded = string.contains("\t") ? string.replacingTabs() : string
        paragraphs = expanded.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Paragraph(
                text: String(line), width: CellWidth.of(line),
                words: line.split(separator: " ").map { ($0, CellWidth.of($0)) })
        }
    }

    var explicitGuideBits: UInt64 { AlignmentID.textBaselineBits }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { .text }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let lines = layoutLines(for: proposal)
        let widest = lines.reduce(0) { max($0, CellWidth.of($1)) }
        return Size(width: Double(widest) * characterWidth, height: Double(lines.count) * lineHeight)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        let lineCount = max(1, (bounds.height / lineHeight + 1e-9).rounded(.down))
        if guide == .firstTextBaseline { return baselineOffset }
        if guide == .lastTextBaseline { return (lineCount - 1) * lineHeight + baselineOffset }
        return nil
    }

    /// The visible lines when the text is given `size` (its frame).
    func lines(fitting size: Size) -> [String] {
        layoutLines(for: ProposedSize(size))
    }

    private func layoutLines(for proposal: ProposedSize) -> [String] {
        let maxCells = proposal.width.flatMap { width -> Int? in
            guard width.isFinite else { return nil }
            return max(0, Self.count((width / characterWidth + 1e-9).rounded(.down)))
        }
        var lines: [String] = []
        for paragraph in paragraphs {
            wrap(paragraph, maxCells: maxCells, into: &lines)
        }
        var visible = lines.count
        if let lineLimit { visible = min(visible, lineLimit) }
        if let height = proposal.height, height.isFinite {
            visible = min(visible, max(1, Self.count((height / lineHeight + 1e-9).rounded(.down))))
        }
        guard visible < lines.count else { return lines }
        var shown = Array(lines.prefix(visible))
        shown[visible - 1] = truncated(shown[visible - 1], maxCells: maxCells)
        return shown
    }

    /// A whole number of cells or lines from a finite, possibly huge, Double (`frame { height =
    /// 1e300 }`): clamped so the conversion cannot trap.
    private static func count(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 2 : 0 }
        return Int(min(max(value, -1e15), 1e15))
    }

    private func wrap(_ paragraph: Paragraph, maxCells: Int?, into lines: inout [String]) {
        guard let maxCells, paragraph.width > maxCells else {
            lines.append(paragraph.text)
            return
        }
        var line = ""
        var lineWidth = 0
        for word in paragraph.words {
            if lineWidth > 0, lineWidth + 1 + word.width <= maxCells {
                line += " " + word.text
                lineWidth += 1 + word.width
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if word.width <= maxCells {
                line = String(word.text)
                lineWidth = word.width
                continue
            }
            // The word alone is too wide: break it, at least one grapheme per line.
            for character in word.text {
                let width = CellWidth.of(character)
                if lineWidth > 0, lineWidth + width > maxCells {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += width
            }
        }
        if lineWidth > 0 || line.isEmpty { lines.append(line) }
    }

    private func truncated(_ line: String, maxCells: Int?) -> String {
        var characters = Array(line)
        if let maxCells {
            var width = CellWidth.of(line)
            while !characters.isEmpty, width + 1 > maxCells {
                width -= CellWidth.of(characters.removeLast())
            }
        }
        return String(characters) + "…"
    }
}

extension String {
    /// Tabs as four spaces each (no Foundation in the core, so no `replacingOccurrences`).
    fileprivate func replacingTabs() -> String {
        var result = ""
        for character in self {
            if character == "\t" { result += "    " } else { result.append(character) }
        }
        return result
    }
}
