import Testing

@testable import PlumbText

/// Widths from the table, worked out by hand from the generated numbers (InterTable.swift) in
/// each test's comment: advances and kerning in font units, tracking from the HIG table.
@Suite("Widths of text in points")
struct TextWidthTests {
    /// Compares to a billionth of a point: the sums are exact, the last division is not.
    func expectWidth(
        _ text: String, _ font: PointFont, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let width = font.width(of: text)
        #expect(abs(width - expected) < 1e-9, "\(text): \(width) ≠ \(expected)", sourceLocation: sourceLocation)
    }

    @Test func oneLetterIsItsAdvanceWithoutTracking() {
        // Inter Regular "a": 1588 units of 2816; a single cluster's tracking is trailing.
        expectWidth("a", PointFont(size: 17), 1588 * 17 / 2816)
    }

    @Test func kerningAndTrackingBetweenTwoLetters() {
        // "AV" at 17 pt Regular: A 1904 + V 1904 + kerning −192 = 3616 units of 2816,
        // plus one tracking gap of −26/1000 em × 17 = −0.442 pt.
        expectWidth("AV", PointFont(size: 17), 3616 * 17 / 2816 - 0.442)
        // "To" at 13 pt: T 1808 + o 1680 − 224 = 3264 units; tracking −6/1000 × 13 = −0.078.
        expectWidth("To", PointFont(size: 13), 3264 * 13 / 2816 - 0.078)
    }

    @Test func aPairTheTableDoesNotKernIsTheSumOfItsAdvances() {
        // "aa": 1588 + 1588, kerning 0; at 12 pt the tracking is 0.
        expectWidth("aa", PointFont(size: 12), 3176 * 12 / 2816)
    }

    @Test func displaySizesUseInterDisplayAndTheirTracking() {
        // "AV" at 28 pt Bold: Inter Display Bold A 1459 + V 1478 − 182 = 2755 units of 2048;
        // tracking +14/1000 × 28 = 0.392.
        expectWidth("AV", PointFont(size: 28, weight: .bold), 2755 * 28 / 2048 + 0.392)
        // 19.99 pt is still the Text design: Inter Bold, 2106 + 2106 − 254 = 3958 units of 2816,
        // tracking between 19 (−24) and 20 (−23): −23.01/1000 × 19.99.
        expectWidth(
            "AV", PointFont(size: 19.99, weight: .bold), 3958 * 19.99 / 2816 - 23.01 / 1000 * 19.99)
    }

    @Test(arguments: [
        (PointFont.Weight.ultraLight, PointFont.Weight.regular), (.thin, .regular), (.light, .regular),
        (.medium, .medium), (.semibold, .semibold), (.heavy, .bold), (.black, .bold),
    ])
    func weightsOutsideTheTableMeasureAsTheNearest(_ weight: PointFont.Weight, _ nearest: PointFont.Weight) {
        let text = "Weights, AVAST Wavy To. LT"
        #expect(PointFont(size: 17, weight: weight).measuredWeight == nearest)
        #expect(
            PointFont(size: 17, weight: weight).width(of: text) == PointFont(size: 17, weight: nearest).width(of: text))
    }

    @Test func heavierWeightsAreWider() {
        let text = "The quick brown fox"
        let widths = [PointFont.Weight.regular, .medium, .semibold, .bold].map {
            PointFont(size: 17, weight: $0).width(of: text)
        }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == 4)
    }

    @Test func latin1LettersKernAsTheirBaseLetter() {
        // "ÀV": À 1904 + V 1904, kerned as "AV" (−192).
        expectWidth("ÀV", PointFont(size: 17), 3616 * 17 / 2816 - 0.442)
    }

    @Test func punctuationBeyondASCIIIsKerned() {
        // ".’" kerns by −160 units: the pair is its two glyphs' widths, one tracking gap, and
        // −160 × 17 / 2816.
        let font = PointFont(size: 17)
        let apart = font.width(of: ".") + font.width(of: "’") + font.tracking
        #expect(abs(font.width(of: ".’") - apart - -160.0 * 17 / 2816) < 1e-9)
    }

    @Test func theEllipsisIsOneGlyph() {
        // "…" 2312 units at 17 pt, no tracking (its own last cluster).
        #expect(abs(PointFont(size: 17).ellipsisWidth - 2312.0 * 17 / 2816) < 1e-9)
    }

    @Test func clustersOutsideTheTable() {
        let font = PointFont(size: 17)
        // East Asian wide and emoji: one em each, never tracked.
        expectWidth("漢字", font, 34)
        expectWidth("👍", font, 17)
        expectWidth("👩‍💻", font, 17)
        expectWidth("1️⃣", font, 17)
        expectWidth("🇫🇷", font, 17)
        expectWidth("한국어", font, 51)
        // Combining marks ride in their cluster; on their own, and joiners, are zero-width.
        expectWidth("e\u{301}", font, 1640 * 17 / 2816)
        expectWidth("\u{301}", font, 0)
        expectWidth("\u{200D}", font, 0)
        expectWidth("\u{FE0F}", font, 0)
        // Greek is in the table: α 1804 units.
        expectWidth("α", font, 1804 * 17 / 2816)
        // Other scripts: the mean of a…z (1503 units), tracked, not kerned: "بب" is two of them.
        expectWidth("بب", font, 3006 * 17 / 2816 - 0.442)
        // A glyph then an em: the glyph's tracking is between them, so it counts.
        expectWidth("a漢", font, 1588 * 17 / 2816 - 0.442 + 17)
        // "#" alone is a glyph (not emoji).
        #expect(font.width(of: "#") < 17)
    }

    @Test func controlCharactersAndLineBreaksHaveNoWidth() {
        let font = PointFont(size: 17)
        #expect(font.width(of: "\n") == 0)
        #expect(font.width(of: "\r\n") == 0)
        #expect(font.width(of: "\u{7}\u{AD}") == 0)
        // Transparent to kerning and tracking: "A\u{AD}V" is "AV".
        #expect(abs(font.width(of: "A\u{AD}V") - font.width(of: "AV")) < 1e-9)
    }

    @Test func aRunGrownAtEitherEndMatchesTheWholeText() {
        let font = PointFont(size: 15, weight: .semibold)
        let text = "Hé, AVAST — “Wavy” To. 漢👍 ok…"
        var forward = TextRun(font: font)
        for character in text { forward.append(character) }
        var backward = TextRun(font: font)
        for character in text.reversed() { backward.prepend(character) }
        let whole = font.width(of: text)
        #expect(abs(forward.width - whole) < 1e-9)
        #expect(abs(backward.width - whole) < 1e-9)
        #expect(forward.count == text.count)
        // Substrings and slices of graphemes measure as strings do.
        let words = text.split(separator: " ")
        #expect(abs(font.width(of: words[1]) - font.width(of: String(words[1]))) < 1e-9)
        #expect(abs(font.width(of: Array(text).prefix(4)) - font.width(of: "Hé, ")) < 1e-9)
    }

    @Test func anASCIITextMeasuresAsItsCharactersDo() {
        let font = PointFont(size: 17)
        let text = "Hello, world. AVAST Wavy To. LT 0123456789 {}[]"
        var run = TextRun(font: font)
        for character in text { run.append(character) }
        #expect(abs(font.width(of: text) - run.width) < 1e-9)
    }
}
