/// The width of a run of text in one font, grown one grapheme cluster at a time at either end:
/// what line breaking and truncation need (a word's width, a line's as words join it, the longest
/// prefix or suffix that fits). Appending n clusters costs O(n); the width is exact for the
/// clusters appended, whatever their order of arrival.
///
/// A run's width is the sum of its clusters' advances (`Cluster`), the kerning between
/// neighbouring glyphs, and the font's tracking after every tracked cluster but the last: CoreText
/// treats tracking as trailing whitespace, which a line's measured width leaves out.
public struct TextRun: Sendable {
    public let font: PointFont
    let face: InterFace
    /// Advances and kerning, in the face's units.
    private var units = 0
    /// Tracked clusters (glyphs of the system font).
    private var tracked = 0
    /// Ems of fallback fonts.
    private var ems = 0
    /// The first and last clusters that are not zero-width: what kerns with a cluster added at
    /// that end, and whether the last one's tracking is the trailing one left out.
    private var first: Cluster?
    private var last: Cluster?
    /// Clusters in the run, zero-width ones included.
    public private(set) var count = 0

    public init(font: PointFont) {
        self.font = font
        face = font.face
    }

    /// The run's width in points (unrounded).
    public var width: Double {
        let size = font.size
        let trackedGaps = tracked - (Self.isTracked(last) ? 1 : 0)
        return Double(units) * size / Double(face.unitsPerEm) + Double(trackedGaps) * font.tracking
            + Double(ems) * size
    }

    /// Adds `character` after the run (an ASCII one from its byte, as `append(contentsOf:)` reads
    /// ASCII text).
    public mutating func append(_ character: Character) {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
            addASCII(byte)
        } else {
            add(Cluster(character, in: face), atEnd: true)
        }
    }

    /// Adds `character` before the run.
    public mutating func prepend(_ character: Character) {
        add(Cluster(character, in: face), atEnd: false)
    }

    /// Adds every cluster of `text` after the run. An all-ASCII text is read byte by byte (a
    /// byte is a cluster, "\r\n" excepted), without breaking it into `Character`s.
    public mutating func append(contentsOf text: some StringProtocol) {
        var isASCII = true
        var previous: UInt8 = 0
        var ascii = self
        for byte in text.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            if !(byte == 10 && previous == 13) { ascii.addASCII(byte) }
            previous = byte
        }
        if isASCII {
            self = ascii
        } else {
            for character in text { append(character) }
        }
    }

    /// Adds every cluster of `characters` after the run.
    public mutating func append(contentsOf characters: some Sequence<Character>) {
        for character in characters { append(character) }
    }

    private mutating func addASCII(_ byte: UInt8) {
        let units = Int(InterTable.dense[face.rawValue][Int(byte)])
        add(units == 0 ? .zeroWidth : .glyph(units: units, kerning: Int(byte) - 0x20), atEnd: true)
    }

    private mutating func add(_ cluster: Cluster, atEnd: Bool) {
        count += 1
        switch cluster {
        case .zeroWidth:
            return
        case .glyph(let advance, let kerning):
            units += advance
            tracked += 1
            let neighbour = atEnd ? last : first
            if case .glyph(_, let other)? = neighbour {
                units += atEnd ? face.kerning(other, kerning) : face.kerning(kerning, other)
            }
        case .em:
            ems += 1
        }
        if atEnd {
            last = cluster
            if first == nil { first = cluster }
        } else {
            first = cluster
            if last == nil { last = cluster }
        }
    }

    private static func isTracked(_ cluster: Cluster?) -> Bool {
        if case .glyph? = cluster { return true }
        return false
    }
}

extension PointFont {
    /// The width of `text` on one line, in points, unrounded (`PixelScale.roundedUp(_:)` gives
    /// the width iOS reports for a text's frame). Line breaks are not lines here: a "\n" is a
    /// zero-width cluster; break the text into lines first.
    public func width(of text: some StringProtocol) -> Double {
        var run = TextRun(font: self)
        run.append(contentsOf: text)
        return run.width
    }

    /// The width of a run of grapheme clusters (a slice of a line, a word) on one line, in
    /// points, unrounded.
    public func width(of characters: some Sequence<Character>) -> Double {
        var run = TextRun(font: self)
        run.append(contentsOf: characters)
        return run.width
    }

    /// The width of "…" on its own, which truncation puts at the cut.
    public var ellipsisWidth: Double { width(of: "…") }
}
