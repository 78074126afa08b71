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
    /// Space between lines (`lineSpacing`): a text of n lines is n line heights and n − 1 of these.
    let lineSpacing: Double
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
        truncationMode: TruncationMode = .tail, lineSpacing: Double = 0, metrics: TextMetrics
    ) {
        face = TextFace(font, metrics: metrics)
        self.lineSpacing = lineSpacing
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
        var shown = string
        switch environment[TextCaseKey.self] {
        case .uppercase?: shown = string.uppercased()
        case .lowercase?: shown = string.lowercased()
        case nil: break
        }
        return TextLayout(
            shown, font: face, smallerFaces: smaller, lineLimit: environment.lineLimit ?? .none,
            truncationMode: environment[TruncationModeKey.self], lineSpacing: environment[LineSpacingKey.self],
            metrics: metrics)
    }

    var explicitGuideBits: UInt64 { AlignmentID.textBaselineBits }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { .text }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let (face, lines) = measure(for: proposal)
        let count = max(lines.count, lineLimit.reservedLines)
        return Size(
            width: Double(lines.widest) * face.characterWidth,
            height: Double(count) * face.lineHeight + Double(max(count - 1, 0)) * lineSpacing)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        let face = smallerFaces.isEmpty ? face : measure(for: ProposedSize(bounds.size)).face
        let pitch = face.lineHeight + lineSpacing
        let lineCount = max(1, ((bounds.height + lineSpacing) / pitch + 1e-9).rounded(.down))
        if guide == .firstTextBaseline { return face.baselineOffset }
        if guide == .lastTextBaseline { return (lineCount - 1) * pitch + face.baselineOffset }
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
    /// `wrapsAll`: wrap every line of a cut paragraph before cutting (tests hold that stopping
    /// after the line that follows the last visible one gives the same lines).
    func layout(for proposal: ProposedSize, wrapsAll: Bool = false) -> Laid {
        var laid = layout(for: proposal, in: face, wrapsAll: wrapsAll)
        for smaller in smallerFaces where laid.isTruncated {
            laid = layout(for: proposal, in: smaller, wrapsAll: wrapsAll)
        }
        return laid
    }

    /// What `layout(for:)` gives, as a line count and the widest line's cells: a text measured at
    /// several proposals makes no line strings unless it is cut. (A Text of four million
    /// characters is measured without the hundred thousand lines it would draw.)
    func measure(for proposal: ProposedSize) -> (face: TextFace, lines: LineCount) {
        if let lines = uncutLines(for: proposal, in: face) { return (face, lines) }
        for smaller in smallerFaces {
            if let lines = uncutLines(for: proposal, in: smaller) { return (smaller, lines) }
        }
        // Cut in every face: the smallest one's cut lines are what is drawn.
        let laid = layout(for: proposal)
        return (
            laid.face, LineCount(count: laid.lines.count, widest: laid.lines.reduce(0) { max($0, CellWidth.of($1)) })
        )
    }

    /// The lines' count and widest line in `face`, or nil when the text is cut there.
    private func uncutLines(for proposal: ProposedSize, in face: TextFace) -> LineCount? {
        let (maxCells, limit) = bounds(of: proposal, in: face)
        if let singleLine {
            if let maxCells, singleLine.width > maxCells { return nil }
            return LineCount(count: 1, widest: singleLine.width)
        }
        // A text is cut exactly when it has more lines than the limit (each paragraph after the
        // last visible line has one at least): counting stops there.
        var counted = LineCount()
        for paragraph in paragraphs where counted.count <= limit {
            wrap(paragraph, maxCells: maxCells, into: &counted, stoppingAfter: limit)
        }
        return counted.count <= limit ? counted : nil
    }

    /// The cells a line may take and the lines the text may take, for a proposal in a face.
    private func bounds(of proposal: ProposedSize, in face: TextFace) -> (maxCells: Int?, limit: Int) {
        let maxCells = proposal.width.flatMap { width -> Int? in
            guard width.isFinite else { return nil }
            return max(0, Self.count((width / face.characterWidth + 1e-9).rounded(.down)))
        }
        var limit = lineLimit.upper ?? .max
        if let height = proposal.height, height.isFinite {
            // n lines take n line heights and n − 1 spacings.
            let pitch = face.lineHeight + lineSpacing
            limit = min(limit, max(1, Self.count(((height + lineSpacing) / pitch + 1e-9).rounded(.down))))
        }
        return (maxCells, limit)
    }

    private func layout(for proposal: ProposedSize, in face: TextFace, wrapsAll: Bool) -> Laid {
        let (maxCells, limit) = bounds(of: proposal, in: face)
        if let singleLine {
            guard let maxCells, singleLine.width > maxCells else {
                return Laid(lines: [singleLine.text], face: face, isTruncated: false)
            }
            return Laid(lines: [cut(singleLine.text, to: maxCells)], face: face, isTruncated: true)
        }
        var lines = LineStrings()
        for index in paragraphs.indices {
            wrap(paragraphs[index], maxCells: maxCells, into: &lines, stoppingAfter: wrapsAll ? .max : limit)
            guard lines.count >= limit else { continue }
            guard lines.count > limit || index < paragraphs.count - 1 else { break }
            // Cut: the last visible line is in this paragraph (the ones before had fewer lines
            // than the limit), and holds what it can of the rest of it; the paragraphs after it
            // are hidden (a paragraph break ends a line), and so are their lines, never wrapped.
            // The rest is wider than the line whenever a line follows the last visible one (its
            // first word did not fit after it), so the line after it is all of the rest `cut`
            // can show.
            var strings = lines.strings
            let rest = strings[(limit - 1)...].joined(separator: " ")
            strings.removeSubrange(limit...)
            strings[limit - 1] = cut(rest, to: maxCells, hidesMore: true)
            return Laid(lines: strings, face: face, isTruncated: true)
        }
        return Laid(lines: lines.strings, face: face, isTruncated: false)
    }

    /// A whole number of cells or lines from a finite, possibly huge, Double (`frame { height =
    /// 1e300 }`): clamped so the conversion cannot trap.
    private static func count(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 2 : 0 }
        return Int(min(max(value, -1e15), 1e15))
    }

    /// Breaks `paragraph` into lines of at most `maxCells` (nil: one line), at spaces, and inside a
    /// word only when the word alone does not fit (at least one grapheme a line). Stops once
    /// `lines` holds more than `limit` lines: the one after the last visible line is all that
    /// cutting it needs, and nothing after it is shown or measured.
    private func wrap<Lines: LineSink>(
        _ paragraph: Paragraph, maxCells: Int?, into lines: inout Lines, stoppingAfter limit: Int
    ) {
        guard let maxCells, paragraph.width > maxCells else {
            lines.add(paragraph.text, width: paragraph.width)
            return
        }
        var line = ""
        var lineWidth = 0
        // Whether `line` has text (a zero-width grapheme is text of no width).
        var lineHasText = false
        for word in paragraph.words {
            if lineWidth > 0, lineWidth + 1 + word.width <= maxCells {
                if Lines.keepsText { line += " " + word.text }
                lineWidth += 1 + word.width
                continue
            }
            if lineWidth > 0 {
                lines.add(line, width: lineWidth)
                if lines.count > limit { return }
                line = ""
                lineWidth = 0
                lineHasText = false
            }
            if word.width <= maxCells {
                if Lines.keepsText { line = String(word.text) }
                lineWidth = word.width
                lineHasText = true
                continue
            }
            // The word alone is too wide: break it, at least one grapheme per line.
            for character in word.text {
                let width = CellWidth.of(character)
                if lineWidth > 0, lineWidth + width > maxCells {
                    lines.add(line, width: lineWidth)
                    if lines.count > limit { return }
                    line = ""
                    lineWidth = 0
                }
                if Lines.keepsText { line.append(character) }
                lineWidth += width
                lineHasText = true
            }
        }
        if lineWidth > 0 || !lineHasText { lines.add(line, width: lineWidth) }
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

/// Where `TextLayout.wrap` puts the lines it makes.
protocol LineSink {
    /// Whether the lines' text is wanted (else only their widths are).
    static var keepsText: Bool { get }
    var count: Int { get }
    mutating func add(_ line: String, width: Int)
}

/// The lines as strings, for drawing.
struct LineStrings: LineSink {
    static var keepsText: Bool { true }
    var strings: [String] = []
    var count: Int { strings.count }
    mutating func add(_ line: String, width: Int) { strings.append(line) }
}

/// How many lines, and the widest one's cells: what measuring needs.
struct LineCount: LineSink, Equatable {
    static var keepsText: Bool { false }
    var count = 0
    var widest = 0
    mutating func add(_ line: String, width: Int) {
        count += 1
        widest = max(widest, width)
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
