/// One face text may be drawn in, with its cell metrics: a character is `scale` cells wide, a
/// line `lineRows` cells tall, the baseline `scale` cells below the line's top.
struct TextFace {
    let style: FontStyle
    let characterWidth: Double
    let lineHeight: Double
    /// Baseline of a line, measured from the line's top.
    let baselineOffset: Double

    init(_ style: FontStyle, metrics: TextMetrics) {
        self.style = style
        characterWidth = metrics.cellWidth * Double(style.scale)
        lineHeight = metrics.cellHeight * Double(style.lineRows)
        baselineOffset = metrics.cellHeight * Double(style.scale)
    }
}

/// Text with monospaced cell metrics (rules §2, controls-and-drawing §5): a grapheme is 1 or 2
/// cells wide, a line is one cell tall (times the face's scale). The ideal size is the unwrapped
/// text; a narrower proposal wraps at spaces, breaking inside a word only when the word alone does
/// not fit. Too little height, or `lineLimit`, truncates: the last visible line holds as much of
/// the rest of its paragraph as fits, cut at a character, and "…" (tail). `truncationMode` head
/// or middle makes the text one line, cut at its start or middle. With `minimumScaleFactor`, a
/// text that would truncate is tried in the smaller faces its font may shrink to first. An
/// unspecified dimension is treated as infinite, as SwiftUI's text measurement does.
struct TextLayout: EngineLayout {
    /// The font's own face.
    let face: TextFace
    /// Smaller faces `minimumScaleFactor` allows, largest first (usually none).
    let smallerFaces: [TextFace]
    let lineLimit: LineLimit
    let truncationMode: TruncationMode
    private let paragraphs: [Paragraph]
    /// Head and middle truncation: the whole text as one line, and its width.
    private let singleLine: (text: String, width: Int)?

    private struct Paragraph {
        let text: String
        let width: Int
        /// Words (split at spaces) with their widths.
        let words: [(text: Substring, width: Int)]
    }

    /// The lines shown for a proposal, the face they are drawn in, and whether text was cut.
    struct Laid {
        var lines: [String]
        var face: TextFace
        var isTruncated: Bool
    }

    init(
        _ string: String, font: FontStyle, smallerFaces: [FontStyle] = [], lineLimit: LineLimit = .none,
        truncationMode: TruncationMode = .tail, metrics: TextMetrics
    ) {
        face = TextFace(font, metrics: metrics)
        self.smallerFaces = smallerFaces.map { TextFace($0, metrics: metrics) }
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        // A tab is whitespace, as SwiftUI draws it: four spaces in monospaced cells.
        let expanded = string.contains("\t") ? string.replacingTabs() : string
        paragraphs = expanded.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Paragraph(
                text: String(line), width: CellWidth.of(line),
                words: line.split(separator: " ").map { ($0, CellWidth.of($0)) })
        }
        if truncationMode == .tail {
            singleLine = nil
        } else {
            // One line: a paragraph break reads as a space (controls-and-drawing §5.3).
            let text = paragraphs.map(\.text).joined(separator: " ")
            singleLine = (text, CellWidth.of(text))
        }
    }

    /// The layout of a Text in `environment`: its font's face at the Dynamic Type size, the
    /// smaller faces its minimum scale factor reaches, its line limit and truncation mode.
    static func resolved(_ string: String, environment: EnvironmentValues, metrics: TextMetrics) -> TextLayout {
        let font = environment.font ?? .body
        let typeSize = environment.dynamicTypeSize
        let face = font.face(at: typeSize)
        var smaller: [FontStyle] = []
        let factor = environment[MinimumScaleFactorKey.self]
        if factor < 1 {
            // In cells a font can only shrink by whole faces: 3 → 2 → 1 cells a letter.
            let lowest = FontStyle.cellScale(forPointSize: font.pointSize(at: typeSize) * factor)
            if lowest < face.scale {
                smaller = (lowest..<face.scale).reversed().map { FontStyle.face(forScale: $0) }
            }
        }
        return TextLayout(
            string, font: face, smallerFaces: smaller, lineLimit: environment.lineLimit ?? .none,
            truncationMode: environment[TruncationModeKey.self], metrics: metrics)
    }

    var explicitGuideBits: UInt64 { AlignmentID.textBaselineBits }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { .text }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let laid = layout(for: proposal)
        let widest = laid.lines.reduce(0) { max($0, CellWidth.of($1)) }
        let count = max(laid.lines.count, lineLimit.reservedLines)
        return Size(
            width: Double(widest) * laid.face.characterWidth, height: Double(count) * laid.face.lineHeight)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        let face = smallerFaces.isEmpty ? face : layout(for: ProposedSize(bounds.size)).face
        let lineCount = max(1, (bounds.height / face.lineHeight + 1e-9).rounded(.down))
        if guide == .firstTextBaseline { return face.baselineOffset }
        if guide == .lastTextBaseline { return (lineCount - 1) * face.lineHeight + face.baselineOffset }
        return nil
    }

    /// The lines shown when the text is given `size` (its frame), the face they are drawn in, and
    /// how many lines of height the text takes (more than its lines when it reserves some; the
    /// reserved ones are blank, and never made: `lineLimit(1_000_000, …)` costs nothing).
    func lines(fitting size: Size) -> (lines: [String], face: FontStyle, lineCount: Int) {
        let laid = layout(for: ProposedSize(size))
        return (laid.lines, laid.face.style, max(laid.lines.count, lineLimit.reservedLines))
    }

    /// The lines for a proposal: in the font's face, or in the largest smaller face in which the
    /// text is not cut (the smallest allowed when it is cut in every one).
    func layout(for proposal: ProposedSize) -> Laid {
        var laid = layout(for: proposal, in: face)
        for smaller in smallerFaces where laid.isTruncated {
            laid = layout(for: proposal, in: smaller)
        }
        return laid
    }

    private func layout(for proposal: ProposedSize, in face: TextFace) -> Laid {
        let maxCells = proposal.width.flatMap { width -> Int? in
            guard width.isFinite else { return nil }
            return max(0, Self.count((width / face.characterWidth + 1e-9).rounded(.down)))
        }
        if let singleLine {
            guard let maxCells, singleLine.width > maxCells else {
                return Laid(lines: [singleLine.text], face: face, isTruncated: false)
            }
            return Laid(lines: [cut(singleLine.text, to: maxCells)], face: face, isTruncated: true)
        }
        var limit = lineLimit.upper ?? .max
        if let height = proposal.height, height.isFinite {
            limit = min(limit, max(1, Self.count((height / face.lineHeight + 1e-9).rounded(.down))))
        }
        var lines: [String] = []
        for index in paragraphs.indices {
            wrap(paragraphs[index], maxCells: maxCells, into: &lines)
            guard lines.count >= limit else { continue }
            guard lines.count > limit || index < paragraphs.count - 1 else { break }
            // Cut: the last visible line is in this paragraph (the ones before had fewer lines
            // than the limit), and holds what it can of the rest of it; the paragraphs after it
            // are hidden (a paragraph break ends a line), and so are their lines, never wrapped.
            let rest = lines[(limit - 1)...].joined(separator: " ")
            lines.removeSubrange(limit...)
            lines[limit - 1] = cut(rest, to: maxCells, hidesMore: true)
            return Laid(lines: lines, face: face, isTruncated: true)
        }
        return Laid(lines: lines, face: face, isTruncated: false)
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

    /// `text` cut to `maxCells` with "…" where the truncation mode puts it, at character
    /// boundaries (controls-and-drawing §5.3, open question 4: Plumb's choice), with the spaces
    /// next to the "…" dropped. `hidesMore`: text after `text` is hidden, so a tail cut shows "…"
    /// even when `text` itself fits.
    private func cut(_ text: String, to maxCells: Int?, hidesMore: Bool = false) -> String {
        let mode = singleLine == nil ? TruncationMode.tail : truncationMode
        guard let maxCells else { return text + "…" }
        if hidesMore, CellWidth.of(text) + 1 <= maxCells { return text + "…" }
        let characters = Array(text)
        let available = max(0, maxCells - 1)
        /// The longest prefix (or suffix) of at most `cells` cells.
        func prefix(_ cells: Int) -> (count: Int, width: Int) {
            var width = 0
            var count = 0
            while count < characters.count {
                let next = CellWidth.of(characters[count])
                guard width + next <= cells else { break }
                width += next
                count += 1
            }
            return (count, width)
        }
        func suffix(_ cells: Int) -> Int {
            var width = 0
            var count = 0
            while count < characters.count {
                let next = CellWidth.of(characters[characters.count - 1 - count])
                guard width + next <= cells else { break }
                width += next
                count += 1
            }
            return count
        }
        func trimmed(_ part: ArraySlice<Character>, leading: Bool) -> String {
            var part = part
            if leading {
                while part.first == " " { part = part.dropFirst() }
            } else {
                while part.last == " " { part = part.dropLast() }
            }
            return String(part)
        }
        switch mode {
        case .tail:
            return trimmed(characters[..<prefix(available).count], leading: false) + "…"
        case .head:
            return "…" + trimmed(characters[(characters.count - suffix(available))...], leading: true)
        case .middle:
            let head = prefix((available + 1) / 2)
            let tail = min(suffix(available - head.width), characters.count - head.count)
            return trimmed(characters[..<head.count], leading: false) + "…"
                + trimmed(characters[(characters.count - tail)...], leading: true)
        }
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
