import PlumbText

/// One face text may be drawn in, with its metrics. In cells a character is `scale` cells wide,
/// a line `lineRows` cells tall, the baseline `scale` cells below the line's top, and widths are
/// counted in cells. In points (`font` set) widths are points of the system font at its size and
/// weight (`PlumbText`), a line is SF's line height, the baseline one ascender below the line's
/// top, all unrounded; only the measured frame is rounded up to the pixel grid.
struct TextFace {
    let style: FontStyle
    /// The font text in points is measured with (nil: cells).
    let font: PointFont?
    let pixelScale: PixelScale
    /// Points per unit of width: a character's cells in cells, 1 in points.
    let characterWidth: Double
    let lineHeight: Double
    /// Baseline of a line, measured from the line's top.
    let baselineOffset: Double

    init(_ style: FontStyle, metrics: TextMetrics) {
        self.style = style
        font = nil
        pixelScale = metrics.pixelScale
        characterWidth = metrics.cellWidth * Double(style.scale)
        lineHeight = metrics.cellHeight * Double(style.lineRows)
        baselineOffset = metrics.cellHeight * Double(style.scale)
    }

    /// A face of `font`, measured in points; `style` is what a terminal draws it as.
    init(_ style: FontStyle, font: PointFont, pixelScale: PixelScale) {
        self.style = style
        self.font = font
        self.pixelScale = pixelScale
        characterWidth = 1
        let lines = font.lineMetrics
        lineHeight = lines.lineHeight
        baselineOffset = lines.ascender
    }

    /// The width of `text` on one line, in this face's units (cells or points).
    func width(of text: some StringProtocol) -> Double {
        guard let font else { return Double(CellWidth.of(text)) }
        return font.width(of: text)
    }

    /// The frame's width for a widest line of `units`: cells times their width, or points
    /// rounded up to the pixel grid (iOS's measured frame).
    func frameWidth(_ units: Double) -> Double {
        guard font != nil else { return units * characterWidth }
        return pixelScale.roundedUp(units)
    }

    /// The frame's height for `count` lines `spacing` apart (rounded up to the pixel grid in
    /// points).
    func frameHeight(lines count: Int, spacing: Double) -> Double {
        guard let font else { return Double(count) * lineHeight + Double(max(count - 1, 0)) * spacing }
        return pixelScale.roundedUp(font.lineMetrics.height(lines: count, lineSpacing: spacing))
    }
}

/// Text measured in monospaced cells (a grapheme is 1 or 2 cells wide, a line is one cell tall,
/// times the face's scale) or in points (`TextFace`). The
/// ideal size is the unwrapped text; a narrower proposal wraps at spaces, breaking inside a word
/// only when the word alone does not fit. Too little height, or `lineLimit`, truncates: the last
/// visible line holds as much of the rest of its paragraph as fits, cut at a character, and "…"
/// (tail). `truncationMode` head or middle makes the text one line, cut at its start or middle.
/// With `minimumScaleFactor`, a text that would truncate is tried smaller first: in cells in the
/// smaller faces its font may shrink to, in points at the largest size down to the factor at
/// which it is not cut. An unspecified dimension is treated as infinite, as SwiftUI's text
/// measurement does (OpenSwiftUI's `Text+StringDrawingContext.swift`).
struct TextLayout: EngineLayout {
    /// The font's own face.
    let face: TextFace
    /// Smaller faces `minimumScaleFactor` allows in cells, largest first (usually none).
    let smallerFaces: [TextFace]
    /// In points: the factor `minimumScaleFactor` lets the size shrink to (1: never).
    let minimumScaleFactor: Double
    let lineLimit: LineLimit
    let truncationMode: TruncationMode
    /// Space between lines (`lineSpacing`): a text of n lines is n line heights and n − 1 of these.
    let lineSpacing: Double
    private let paragraphs: [Paragraph]
    /// In points: what joins add in the own font.
    private let joins: JoinWidths?
    /// Head and middle truncation: the whole text as one line, and its width.
    private let singleLine: (text: String, width: Double)?

    /// A paragraph with its width and its words' (split at spaces), in the own face's units.
    private struct Paragraph {
        let text: String
        let width: Double
        let words: [Word]
    }

    /// A word (split at spaces) and its width. In points also what joining it to a line adds, so
    /// that a line grows by sums, a word at a time, to the width PlumbText gives the whole line:
    /// `lead`, a space before the word (the space, its kerning with the word's first character and
    /// the space's tracking), and `trail`, what the word's last character adds when a space follows
    /// it (their kerning, and the tracking a line's last character leaves out). Exact but after a
    /// word that ends in a zero-width character (a joiner, a format character), where the
    /// kerning and tracking of the glyph before it are left out.
    private struct Word {
        let text: Substring
        let width: Double
        var lead = 0.0
        var trail = 0.0

        init(_ text: Substring, in face: TextFace, joins: JoinWidths?) {
            self.text = text
            width = face.width(of: text)
            guard let first = text.first, let last = text.last, let joins else { return }
            lead = joins.lead(first)
            trail = joins.trail(last)
        }
    }

    /// The lines shown for a proposal, the face they are drawn in, and whether text was cut.
    struct Laid {
        var lines: [String]
        var face: TextFace
        var isTruncated: Bool
        /// Each line's width in the face's units (nil: not measured, a single line cut).
        var widths: [Double]? = nil
    }

    init(
        _ string: String, font: FontStyle, smallerFaces: [FontStyle] = [], lineLimit: LineLimit = .none,
        truncationMode: TruncationMode = .tail, lineSpacing: Double = 0, metrics: TextMetrics
    ) {
        self.init(
            string, face: TextFace(font, metrics: metrics),
            smallerFaces: smallerFaces.map { TextFace($0, metrics: metrics) },
            lineLimit: lineLimit, truncationMode: truncationMode, lineSpacing: lineSpacing)
    }

    /// `joins`: in points, the font's `JoinWidths` when the engine keeps them (else measured here).
    init(
        _ string: String, face: TextFace, smallerFaces: [TextFace] = [], minimumScaleFactor: Double = 1,
        lineLimit: LineLimit = .none, truncationMode: TruncationMode = .tail, lineSpacing: Double = 0,
        joins: JoinWidths? = nil
    ) {
        self.face = face
        self.lineSpacing = lineSpacing
        self.smallerFaces = smallerFaces
        self.minimumScaleFactor = face.font == nil ? 1 : minimumScaleFactor
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        let joinWidths = face.font.map { joins?.font == $0 ? joins : JoinWidths(font: $0, precomputed: false) } ?? nil
        self.joins = joinWidths
        // A tab is whitespace, as SwiftUI draws it: four spaces in monospaced cells.
        let expanded = string.contains("\t") ? string.replacingTabs() : string
        paragraphs = expanded.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let words = line.split(separator: " ").map { Word($0, in: face, joins: joinWidths) }
            return Paragraph(text: String(line), width: Self.width(of: line, words: words, in: face), words: words)
        }
        if truncationMode == .tail {
            singleLine = nil
        } else {
            // One line (Apple's `NSLineBreakMode.byTruncatingMiddle`: multiline text "truncates
            // ... into a single line"): a paragraph break reads as a space.
            let text = paragraphs.map(\.text).joined(separator: " ")
            singleLine = (text, face.width(of: text))
        }
    }

    /// The width of a paragraph in `face`: in points, of words one space apart (no other spaces),
    /// the sum `wrapPoints` makes, without measuring the paragraph again.
    private static func width(of line: Substring, words: [Word], in face: TextFace) -> Double {
        guard face.font != nil, let first = words.first,
            line.utf8.count == words.reduce(words.count - 1, { $0 + $1.text.utf8.count })
        else { return face.width(of: line) }
        var width = first.width
        var trail = first.trail
        for word in words.dropFirst() {
            width += trail + word.lead + word.width
            trail = word.trail
        }
        return width
    }

    /// The layout of a Text in `environment`: its font's face at the Dynamic Type size, the
    /// smaller faces (cells) or sizes (points) its minimum scale factor reaches, its line limit
    /// and truncation mode.
    /// `joins`: the engine's `JoinWidths` by font (text in points).
    static func resolved(
        _ string: String, environment: EnvironmentValues, metrics: TextMetrics, joins: JoinWidthCache? = nil
    ) -> TextLayout {
        let font = environment.font ?? .body
        let typeSize = environment.dynamicTypeSize
        let face = font.face(at: typeSize)
        let factor = environment[MinimumScaleFactorKey.self]
        var shown = string
        switch environment[TextCaseKey.self] {
        case .uppercase?: shown = string.uppercased()
        case .lowercase?: shown = string.lowercased()
        case nil: break
        }
        if metrics.measurement == .points {
            let pointFont = PointFont(size: font.pointSize(at: typeSize), weight: pointWeight(font, environment))
            return TextLayout(
                shown, face: TextFace(face, font: pointFont, pixelScale: metrics.pixelScale),
                minimumScaleFactor: factor, lineLimit: environment.lineLimit ?? .none,
                truncationMode: environment[TruncationModeKey.self], lineSpacing: environment[LineSpacingKey.self],
                joins: joins?.joins(for: pointFont))
        }
        var smaller: [FontStyle] = []
        if factor < 1 {
            // In cells a font can only shrink by whole faces: 3 → 2 → 1 cells a letter.
            let lowest = FontStyle.cellScale(forPointSize: font.pointSize(at: typeSize) * factor)
            if lowest < face.scale {
                smaller = (lowest..<face.scale).reversed().map { FontStyle.face(forScale: $0) }
            }
        }
        return TextLayout(
            shown, font: face, smallerFaces: smaller, lineLimit: environment.lineLimit ?? .none,
            truncationMode: environment[TruncationModeKey.self], lineSpacing: environment[LineSpacingKey.self],
            metrics: metrics)
    }

    /// The weight text in points is measured in: `fontWeight`'s, else the font's, else bold
    /// after `bold()`, else the style's own (semibold for headline, regular for the others).
    static func pointWeight(_ font: Font, _ environment: EnvironmentValues) -> PointFont.Weight {
        if let weight = environment[FontWeightKey.self] {
            return PointFont.Weight(rawValue: weight.rawValue) ?? .regular
        }
        if let weight = font.weight { return PointFont.Weight(rawValue: weight.rawValue) ?? .regular }
        if environment.isBold == true { return .bold }
        if case .style(.headline) = font.size { return .semibold }
        return .regular
    }

    var explicitGuideBits: UInt64 { AlignmentID.textBaselineBits }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { .text }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let (face, lines) = measure(for: proposal)
        let count = max(lines.count, lineLimit.reservedLines)
        return Size(width: face.frameWidth(lines.widest), height: face.frameHeight(lines: count, spacing: lineSpacing))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? {
        let face = smallerFaces.isEmpty && minimumScaleFactor >= 1 ? face : measure(for: ProposedSize(bounds.size)).face
        let pitch = face.lineHeight + lineSpacing
        var lineCount = 1.0
        if pitch > 0 { lineCount = max(1, ((bounds.height + lineSpacing) / pitch + 1e-9).rounded(.down)) }
        if guide == .firstTextBaseline { return face.baselineOffset }
        if guide == .lastTextBaseline { return (lineCount - 1) * pitch + face.baselineOffset }
        return nil
    }

    /// The lines shown when the text is given `size` (its frame), the face they are drawn in, and
    /// how many lines of height the text takes (more than its lines when it reserves some; the
    /// reserved ones are blank, and never made: `lineLimit(1_000_000, …)` costs nothing).
    func lines(fitting size: Size) -> (lines: [String], face: TextFace, lineCount: Int, widths: [Double]) {
        let laid = layout(for: ProposedSize(size))
        let widths = laid.widths ?? laid.lines.map { laid.face.width(of: $0) }
        return (laid.lines, laid.face, max(laid.lines.count, lineLimit.reservedLines), widths)
    }

    /// The lines for a proposal: in the font's face, or in the largest smaller face (or size) in
    /// which the text is not cut (the smallest allowed when it is cut in every one).
    /// `wrapsAll`: wrap every line of a cut paragraph before cutting (tests hold that stopping
    /// after the line that follows the last visible one gives the same lines).
    func layout(for proposal: ProposedSize, wrapsAll: Bool = false) -> Laid {
        var laid = layout(for: proposal, in: face, wrapsAll: wrapsAll)
        for smaller in smallerFaces where laid.isTruncated {
            laid = layout(for: proposal, in: smaller, wrapsAll: wrapsAll)
        }
        if laid.isTruncated, let shrunk = shrunkFace(for: proposal) {
            laid = layout(for: proposal, in: shrunk, wrapsAll: wrapsAll)
        }
        return laid
    }

    /// What `layout(for:)` gives, as a line count and the widest line's width: a text measured at
    /// several proposals makes no line strings unless it is cut. (A Text of four million
    /// characters is measured without the hundred thousand lines it would draw.)
    func measure(for proposal: ProposedSize) -> (face: TextFace, lines: LineCount) {
        if let lines = uncutLines(for: proposal, in: face) { return (face, lines) }
        for smaller in smallerFaces {
            if let lines = uncutLines(for: proposal, in: smaller) { return (smaller, lines) }
        }
        if let shrunk = shrunkFace(for: proposal), let lines = uncutLines(for: proposal, in: shrunk) {
            return (shrunk, lines)
        }
        // Cut in every face: the smallest one's cut lines are what is drawn.
        let laid = layout(for: proposal)
        return (
            laid.face,
            LineCount(
                count: laid.lines.count,
                widest: (laid.widths ?? laid.lines.map { laid.face.width(of: $0) }).reduce(0, max))
        )
    }

    /// In points, for a text cut at its own size whose `minimumScaleFactor` is below 1: the face
    /// at the largest size, down to the factor, at which it is not cut (bisected to 1/4096 of
    /// the size), or at the factor when it is cut even there. nil in cells, or without a factor.
    private func shrunkFace(for proposal: ProposedSize) -> TextFace? {
        guard let font = face.font, minimumScaleFactor < 1 else { return nil }
        func scaled(_ factor: Double) -> TextFace {
            TextFace(
                face.style, font: PointFont(size: font.size * factor, weight: font.weight), pixelScale: face.pixelScale)
        }
        var low = minimumScaleFactor
        var high = 1.0
        guard uncutLines(for: proposal, in: scaled(low)) != nil else { return scaled(low) }
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if uncutLines(for: proposal, in: scaled(middle)) != nil { low = middle } else { high = middle }
        }
        return scaled(low)
    }

    /// Whether the widths measured when the text was made hold in `face` (in cells every face
    /// counts the same cells; in points only the own font's).
    private func hasMeasuredWidths(_ face: TextFace) -> Bool { face.font == self.face.font }

    /// The lines' count and widest line in `face`, or nil when the text is cut there.
    private func uncutLines(for proposal: ProposedSize, in face: TextFace) -> LineCount? {
        let (maxWidth, limit) = bounds(of: proposal, in: face)
        if let singleLine {
            let width = hasMeasuredWidths(face) ? singleLine.width : face.width(of: singleLine.text)
            if let maxWidth, width > maxWidth { return nil }
            return LineCount(count: 1, widest: width)
        }
        // A text is cut exactly when it has more lines than the limit (each paragraph after the
        // last visible line has one at least): counting stops there.
        var counted = LineCount()
        for paragraph in paragraphs where counted.count <= limit {
            wrap(paragraph, in: face, maxWidth: maxWidth, into: &counted, stoppingAfter: limit)
        }
        return counted.count <= limit ? counted : nil
    }

    /// The width a line may take (in the face's units: whole cells, or points) and the lines the
    /// text may take, for a proposal in a face.
    private func bounds(of proposal: ProposedSize, in face: TextFace) -> (maxWidth: Double?, limit: Int) {
        let maxWidth = proposal.width.flatMap { width -> Double? in
            guard width.isFinite else { return nil }
            if face.font != nil { return max(0, width + 1e-9) }
            return Double(max(0, Self.count((width / face.characterWidth + 1e-9).rounded(.down))))
        }
        var limit = lineLimit.upper ?? .max
        if let height = proposal.height, height.isFinite {
            // n lines take n line heights and n − 1 spacings.
            let pitch = face.lineHeight + lineSpacing
            limit = min(limit, max(1, Self.count(((height + lineSpacing) / pitch + 1e-9).rounded(.down))))
        }
        return (maxWidth, limit)
    }

    private func layout(for proposal: ProposedSize, in face: TextFace, wrapsAll: Bool) -> Laid {
        let (maxWidth, limit) = bounds(of: proposal, in: face)
        if let singleLine {
            let width = hasMeasuredWidths(face) ? singleLine.width : face.width(of: singleLine.text)
            guard let maxWidth, width > maxWidth else {
                return Laid(lines: [singleLine.text], face: face, isTruncated: false, widths: [width])
            }
            return Laid(lines: [cut(singleLine.text, in: face, to: maxWidth)], face: face, isTruncated: true)
        }
        var lines = LineStrings()
        for index in paragraphs.indices {
            wrap(paragraphs[index], in: face, maxWidth: maxWidth, into: &lines, stoppingAfter: wrapsAll ? .max : limit)
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
            strings[limit - 1] = cut(rest, in: face, to: maxWidth, hidesMore: true)
            let widths = lines.widths[..<(limit - 1)] + [face.width(of: strings[limit - 1])]
            return Laid(lines: strings, face: face, isTruncated: true, widths: Array(widths))
        }
        return Laid(lines: lines.strings, face: face, isTruncated: false, widths: lines.widths)
    }

    /// A whole number of cells or lines from a finite, possibly huge, Double (`frame { height =
    /// 1e300 }`): clamped so the conversion cannot trap.
    private static func count(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 2 : 0 }
        return Int(min(max(value, -1e15), 1e15))
    }

    /// Breaks `paragraph` into lines of at most `maxWidth` in `face` (nil: one line), in cells or
    /// in points.
    private func wrap<Lines: LineSink>(
        _ paragraph: Paragraph, in face: TextFace, maxWidth: Double?, into lines: inout Lines, stoppingAfter limit: Int
    ) {
        if let font = face.font {
            wrapPoints(paragraph, font: font, maxWidth: maxWidth, into: &lines, stoppingAfter: limit)
        } else {
            wrap(paragraph, maxCells: maxWidth.map { Int($0) }, into: &lines, stoppingAfter: limit)
        }
    }

    /// Breaks `paragraph` into lines of at most `maxCells` (nil: one line), at spaces, and inside a
    /// word only when the word alone does not fit (at least one grapheme a line). Stops once
    /// `lines` holds more than `limit` lines: the one after the last visible line is all that
    /// cutting it needs, and nothing after it is shown or measured.
    private func wrap<Lines: LineSink>(
        _ paragraph: Paragraph, maxCells: Int?, into lines: inout Lines, stoppingAfter limit: Int
    ) {
        guard let maxCells, Int(paragraph.width) > maxCells else {
            lines.add(paragraph.text, width: paragraph.width)
            return
        }
        var line = ""
        var lineWidth = 0
        // Whether `line` has text (a zero-width grapheme is text of no width).
        var lineHasText = false
        for word in paragraph.words {
            let wordWidth = Int(word.width)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= maxCells {
                if Lines.keepsText { line += " " + word.text }
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.add(line, width: Double(lineWidth))
                if lines.count > limit { return }
                line = ""
                lineWidth = 0
                lineHasText = false
            }
            if wordWidth <= maxCells {
                if Lines.keepsText { line = String(word.text) }
                lineWidth = wordWidth
                lineHasText = true
                continue
            }
            // The word alone is too wide: break it, at least one grapheme per line.
            for character in word.text {
                let width = CellWidth.of(character)
                if lineWidth > 0, lineWidth + width > maxCells {
                    lines.add(line, width: Double(lineWidth))
                    if lines.count > limit { return }
                    line = ""
                    lineWidth = 0
                }
                if Lines.keepsText { line.append(character) }
                lineWidth += width
                lineHasText = true
            }
        }
        if lineWidth > 0 || !lineHasText { lines.add(line, width: Double(lineWidth)) }
    }

    /// `wrap` in points: the same breaks, a line's width being what `PlumbText` measures for the
    /// line as a whole (its words, the spaces between them, kerning and tracking), grown a word at
    /// a time by `Word`'s sums; a word broken inside grows a grapheme at a time in a `TextRun`.
    private func wrapPoints<Lines: LineSink>(
        _ paragraph: Paragraph, font: PointFont, maxWidth: Double?, into lines: inout Lines, stoppingAfter limit: Int
    ) {
        let measured = font == face.font
        let paragraphWidth = measured ? paragraph.width : font.width(of: paragraph.text)
        guard let maxWidth, paragraphWidth > maxWidth else {
            lines.add(paragraph.text, width: paragraphWidth)
            return
        }
        let shrunk = measured ? nil : TextFace(face.style, font: font, pixelScale: face.pixelScale)
        let joins = measured ? nil : JoinWidths(font: font, precomputed: false)
        var line = ""
        var lineWidth = 0.0
        var hasLine = false
        // What the line's last character adds when a space follows it.
        var trail = 0.0
        for index in paragraph.words.indices {
            let word = shrunk.map { Word(paragraph.words[index].text, in: $0, joins: joins) } ?? paragraph.words[index]
            if hasLine {
                let grown = lineWidth + trail + word.lead + word.width
                if grown <= maxWidth {
                    if Lines.keepsText { line += " " + word.text }
                    lineWidth = grown
                    trail = word.trail
                    continue
                }
                lines.add(line, width: lineWidth)
                if lines.count > limit { return }
                line = ""
                lineWidth = 0
                hasLine = false
            }
            trail = word.trail
            if word.width <= maxWidth {
                if Lines.keepsText { line = String(word.text) }
                lineWidth = word.width
                hasLine = true
                continue
            }
            // The word alone is too wide: break it, at least one grapheme per line.
            var run = TextRun(font: font)
            for character in word.text {
                var grown = run
                grown.append(character)
                if run.count > 0, grown.width > maxWidth {
                    lines.add(line, width: run.width)
                    if lines.count > limit { return }
                    line = ""
                    grown = TextRun(font: font)
                    grown.append(character)
                }
                if Lines.keepsText { line.append(character) }
                run = grown
            }
            lineWidth = run.width
            hasLine = run.count > 0
        }
        if hasLine || paragraph.words.isEmpty { lines.add(line, width: lineWidth) }
    }

    /// `text` cut to `maxWidth` in `face`, in cells or in points.
    private func cut(_ text: String, in face: TextFace, to maxWidth: Double?, hidesMore: Bool = false) -> String {
        if let font = face.font { return cutPoints(text, font: font, to: maxWidth, hidesMore: hidesMore) }
        return cut(text, to: maxWidth.map { Int($0) }, hidesMore: hidesMore)
    }

    /// `text` cut to `maxCells` with "…" where the truncation mode puts it, at character
    /// boundaries (Plumb's estimate: no recorded example; fangjunyu.com's truncationMode article
    /// shows a cut inside a word), with the spaces
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

    /// `cut` in points: as many characters as fit with "…" measured where it goes (its width,
    /// and the kerning and tracking at the cut), the spaces next to it dropped. A middle cut
    /// gives the head at most half of what the "…" leaves, the tail the rest.
    private func cutPoints(_ text: String, font: PointFont, to maxWidth: Double?, hidesMore: Bool) -> String {
        let mode = singleLine == nil ? TruncationMode.tail : truncationMode
        guard let maxWidth else { return text + "…" }
        let joins =
            font == self.face.font
            ? self.joins ?? JoinWidths(font: font, precomputed: false) : JoinWidths(font: font, precomputed: false)
        if hidesMore {
            var whole = TextRun(font: font)
            whole.append(contentsOf: text)
            whole.append("…")
            if whole.width <= maxWidth { return text + "…" }
        }
        let characters = Array(text)
        let empty = TextRun(font: font)
        /// The longest prefix that fits in `width` with "…" after it.
        func prefix(_ width: Double) -> (count: Int, width: Double) {
            var run = empty
            var count = 0
            while count < characters.count {
                var grown = run
                grown.append(characters[count])
                guard grown.width + joins.ellipsis(after: characters[count]) <= width else { break }
                run = grown
                count += 1
            }
            return (count, run.width)
        }
        /// The longest suffix that fits in `width` with "…" before it.
        func suffix(_ width: Double) -> Int {
            var run = empty
            var count = 0
            while count < characters.count {
                var grown = run
                grown.prepend(characters[characters.count - 1 - count])
                var shown = grown
                shown.prepend("…")
                guard shown.width <= width else { break }
                run = grown
                count += 1
            }
            return count
        }
        switch mode {
        case .tail:
            return trimmed(characters[..<prefix(maxWidth).count], leading: false) + "…"
        case .head:
            return "…" + trimmed(characters[(characters.count - suffix(maxWidth))...], leading: true)
        case .middle:
            let ellipsis = font.ellipsisWidth + font.tracking
            let head = prefix((maxWidth - ellipsis) / 2 + ellipsis)
            // The tail gets what the head and "…" leave (the one kerning pair at the cut aside).
            var tail = min(
                suffix(maxWidth - head.width - font.tracking), characters.count - head.count)
            var shown = ""
            repeat {
                shown =
                    trimmed(characters[..<head.count], leading: false) + "…"
                    + trimmed(characters[(characters.count - tail)...], leading: true)
                guard tail > 0, font.width(of: shown) > maxWidth else { break }
                tail -= 1
            } while true
            return shown
        }
    }
}

/// Where `TextLayout.wrap` puts the lines it makes.
protocol LineSink {
    /// Whether the lines' text is wanted (else only their widths are).
    static var keepsText: Bool { get }
    var count: Int { get }
    mutating func add(_ line: String, width: Double)
}

/// The lines as strings, for drawing.
struct LineStrings: LineSink {
    static var keepsText: Bool { true }
    var strings: [String] = []
    var widths: [Double] = []
    var count: Int { strings.count }
    mutating func add(_ line: String, width: Double) {
        strings.append(line)
        widths.append(width)
    }
}

/// How many lines, and the widest one's width (cells or points): what measuring needs.
struct LineCount: LineSink, Equatable {
    static var keepsText: Bool { false }
    var count = 0
    var widest = 0.0
    mutating func add(_ line: String, width: Double) {
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

/// A Text measured in points, as it is drawn: its font's size and weight, SF's tracking, line
/// height and ascender at that size (unrounded), and each shown line's width in points
/// (unrounded).
public struct TextInPoints: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight
    /// Points added between characters (negative: tighter).
    public var tracking: Double
    public var lineHeight: Double
    public var ascender: Double
    public var lineWidths: [Double]

    public init(
        size: Double, weight: FontWeight, tracking: Double, lineHeight: Double, ascender: Double, lineWidths: [Double]
    ) {
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.lineWidths = lineWidths
    }

    /// Lines of `widths` in `face`; nil when the face is measured in cells.
    init?(widths: [Double], face: TextFace) {
        guard let font = face.font else { return nil }
        let metrics = font.lineMetrics
        self.init(
            size: font.size, weight: FontWeight(rawValue: font.weight.rawValue) ?? .regular, tracking: font.tracking,
            lineHeight: metrics.lineHeight, ascender: metrics.ascender, lineWidths: widths)
    }
}

/// What joining adds in points, in one font, beyond the widths of the parts: `lead(first)`, a
/// space before a word that starts with `first` (the space, its kerning with `first`, the space's
/// tracking); `trail(last)`, what a word's last character adds when a space follows it (their
/// kerning, and the tracking a line's last character leaves out); `ellipsis(after:)`, what "…"
/// adds after a character (itself, their kerning, the character's tracking). Each is the
/// difference of small measurements by PlumbText, exact for a part whose end is not a zero-width
/// character; printable ASCII's are measured once when `precomputed`, others each time.
final class JoinWidths {
    let font: PointFont
    private let space: Double
    private var asciiLeads: [Double] = []
    private var asciiTrails: [Double] = []
    private var asciiEllipses: [Double] = []

    init(font: PointFont, precomputed: Bool) {
        self.font = font
        space = font.width(of: " ")
        guard precomputed else { return }
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        asciiLeads = ascii.map(measuredLead)
        asciiTrails = ascii.map(measuredTrail)
        asciiEllipses = ascii.map(measuredEllipsis)
    }

    func ellipsis(after last: Character) -> Double {
        if !asciiEllipses.isEmpty, let byte = last.asciiValue { return asciiEllipses[Int(byte)] }
        return measuredEllipsis(last)
    }

    private func measuredEllipsis(_ last: Character) -> Double {
        var shown = TextRun(font: font)
        shown.append(last)
        shown.append("…")
        return shown.width - font.width(of: CollectionOfOne(last))
    }

    func lead(_ first: Character) -> Double {
        if !asciiLeads.isEmpty, let byte = first.asciiValue { return asciiLeads[Int(byte)] }
        return measuredLead(first)
    }

    func trail(_ last: Character) -> Double {
        if !asciiTrails.isEmpty, let byte = last.asciiValue { return asciiTrails[Int(byte)] }
        return measuredTrail(last)
    }

    private func measuredLead(_ first: Character) -> Double {
        var spaced = TextRun(font: font)
        spaced.append(" ")
        spaced.append(first)
        return spaced.width - font.width(of: CollectionOfOne(first))
    }

    private func measuredTrail(_ last: Character) -> Double {
        var followed = TextRun(font: font)
        followed.append(last)
        followed.append(" ")
        return followed.width - font.width(of: CollectionOfOne(last)) - space
    }
}

/// An engine's `JoinWidths`, one per font met, with printable ASCII measured once.
final class JoinWidthCache {
    private var byFont: [PointFont: JoinWidths] = [:]

    func joins(for font: PointFont) -> JoinWidths {
        if let joins = byFont[font] { return joins }
        let joins = JoinWidths(font: font, precomputed: true)
        byFont[font] = joins
        return joins
    }
}

/// A cut part of a line without the spaces at its cut end (`leading`: the part after a head cut).
private func trimmed(_ part: ArraySlice<Character>, leading: Bool) -> String {
    var part = part
    if leading {
        while part.first == " " { part = part.dropFirst() }
    } else {
        while part.last == " " { part = part.dropLast() }
    }
    return String(part)
}
