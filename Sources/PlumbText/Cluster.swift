/// What one grapheme cluster adds to a run's width, decided by its first scalar (the others are
/// marks, joiners and selectors drawn with it), except that an emoji sequence is an emoji.
enum Cluster: Equatable {
    /// No width and no tracking, and transparent to kerning: control characters, format
    /// characters (joiners, the soft hyphen, directional marks), combining marks on their own,
    /// line and paragraph separators.
    case zeroWidth
    /// A glyph of the system font: `units` of its face, tracked, kerned on both sides through
    /// `kerning` (an index of `InterFace.kerningIndex(of:)`, -1 for none). Letters of scripts the
    /// table does not hold are this too, with the face's mean letter width and no kerning.
    case glyph(units: Int, kerning: Int)
    /// One em of a fallback font, neither tracked nor kerned: East Asian wide and fullwidth
    /// characters (PingFang on iOS), emoji (Apple Color Emoji).
    case em

    init(_ character: Character, in face: InterFace) {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if Self.isEmoji(first, in: scalars) {
            self = .em
        } else if let units = face.advance(of: first.value) {
            self = units == 0 ? .zeroWidth : .glyph(units: units, kerning: InterFace.kerningIndex(of: first.value))
        } else {
            self = Self(fallback: first, in: face)
        }
    }

    /// A scalar the table has no advance for, by its Unicode properties.
    init(fallback scalar: Unicode.Scalar, in face: InterFace) {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            self = .zeroWidth
        default:
            self = Self.isWide(scalar.value) ? .em : .glyph(units: face.averageAdvance, kerning: -1)
        }
    }

    /// An emoji shown as emoji: a scalar whose default presentation is emoji (flags' regional
    /// indicators among them), or an emoji scalar followed by the emoji presentation selector
    /// (U+FE0F) or joined to others (U+200D): "❤️", "1️⃣", "👩‍💻".
    static func isEmoji(_ first: Unicode.Scalar, in scalars: Character.UnicodeScalarView) -> Bool {
        let isSequence = scalars.dropFirst().contains { $0.value == 0xFE0F || $0.value == 0x200D }
        // Below U+00A9 only "#", "*" and the digits are emoji, and only in a sequence ("1️⃣"):
        // most text is decided without reading a property.
        if first.value < 0xA9 { return isSequence && first.properties.isEmoji }
        if first.properties.isEmojiPresentation { return true }
        return isSequence && first.properties.isEmoji
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, outside emoji: Hangul, the CJK blocks, kana,
    /// Yi, the fullwidth forms and the supplementary ideographic planes.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }
}
