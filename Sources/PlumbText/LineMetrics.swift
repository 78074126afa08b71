/// The vertical metrics of the iOS system font at a size, in points, unrounded. SF's own (its
/// `.SFUI` faces, every weight alike): 2048 units per em, ascender 1950, descender 494 below the
/// baseline, no line gap, so one line is `size × 2444 / 2048` (17 pt: 20.287). Inter's are not
/// used: only its widths stand in for SF's.
///
/// Lines stack at the line height plus `lineSpacing`; the first baseline is one ascender below
/// the top. iOS rounds a text's frame up to the pixel grid (`PixelScale.roundedUp(_:)`); these
/// numbers are what is rounded.
public struct LineMetrics: Hashable, Sendable {
    static let unitsPerEm = 2048.0
    static let ascenderUnits = 1950.0
    static let descenderUnits = 494.0

    public let size: Double

    /// The metrics at `size` points (sanitised as `PointFont.init` does: use a font's
    /// `lineMetrics`).
    init(size: Double) { self.size = size }

    /// From the baseline up to the top of the line.
    public var ascender: Double { size * Self.ascenderUnits / Self.unitsPerEm }
    /// From the baseline down to the bottom of the line (positive).
    public var descender: Double { size * Self.descenderUnits / Self.unitsPerEm }
    /// One line: ascender + descender (SF has no line gap).
    public var lineHeight: Double { size * (Self.ascenderUnits + Self.descenderUnits) / Self.unitsPerEm }

    /// The height of `lines` lines with `lineSpacing` between each two: n line heights and n − 1
    /// spacings. No lines (0 or fewer) take 0. A spacing that is not a finite number counts as 0;
    /// a negative one overlaps the lines, and the height never goes below 0.
    public func height(lines: Int, lineSpacing: Double = 0) -> Double {
        guard lines > 0 else { return 0 }
        let count = Double(lines)
        return max(0, count * lineHeight + (count - 1) * Self.spacing(lineSpacing))
    }

    /// The first baseline, from the top of the text: one ascender.
    public var firstBaseline: Double { ascender }

    /// The last of `lines` lines' baseline, from the top of the text: n − 1 line pitches
    /// (line height + spacing) below the first. One line or fewer: the first baseline.
    public func lastBaseline(lines: Int, lineSpacing: Double = 0) -> Double {
        guard lines > 1 else { return firstBaseline }
        return Double(lines - 1) * (lineHeight + Self.spacing(lineSpacing)) + ascender
    }

    private static func spacing(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
