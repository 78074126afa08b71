/// A font of the iOS system face (San Francisco) at a size in points and a weight: what text in
/// points is measured with. Its widths come from Inter (`InterTable.swift`), its tracking from the
/// HIG's table (`Tracking`), its vertical metrics from SF's own (`LineMetrics`).
public struct PointFont: Hashable, Sendable {
    /// SwiftUI's `Font.Weight`, lightest first (the raw values are SwiftUI's names, as PlumbLayout's
    /// `Font.Weight` spells them).
    public enum Weight: String, Sendable, Hashable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The largest size measured; larger ones (and +∞) are measured at this size.
    public static let maximumSize = 1_000_000.0

    /// At and above this size SF draws its Display design, below it its Text design.
    public static let displaySize = 20.0

    /// The size in points, after `init`'s clamping: 0 ... `maximumSize`.
    public let size: Double
    public let weight: Weight

    /// A font of `size` points. A size that is not a number, negative or zero gives a font of
    /// size 0, whose every width and height is 0; a size above `maximumSize`, +∞ included, gives
    /// `maximumSize`. Nothing traps.
    public init(size: Double, weight: Weight = .regular) {
        if size.isNaN || size <= 0 {
            self.size = 0
        } else {
            self.size = min(size, Self.maximumSize)
        }
        self.weight = weight
    }

    /// The weight whose widths are measured: the table has Regular, Medium, Semibold and Bold;
    /// lighter weights measure as Regular, heavier ones as Bold (the nearest in the table).
    public var measuredWeight: Weight {
        switch weight {
        case .ultraLight, .thin, .light, .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold, .heavy, .black: .bold
        }
    }

    /// Whether this size is measured in the Display design (Inter Display) rather than the Text
    /// design (Inter).
    public var isDisplay: Bool { size >= Self.displaySize }

    /// The face of the table this font is measured in.
    var face: InterFace {
        let offset = isDisplay ? 4 : 0
        switch measuredWeight {
        case .medium: return InterFace(rawValue: offset + 1)!
        case .semibold: return InterFace(rawValue: offset + 2)!
        case .bold: return InterFace(rawValue: offset + 3)!
        default: return InterFace(rawValue: offset)!
        }
    }

    /// SF's tracking at this size, in thousandths of an em (`Tracking.perEm(atSize:)`).
    public var trackingPerEm: Double { Tracking.perEm(atSize: size) }

    /// SF's tracking at this size in points: what CoreText adds after each character cluster.
    public var tracking: Double { size * trackingPerEm / 1000 }

    /// Line height, ascender and descender at this size.
    public var lineMetrics: LineMetrics { LineMetrics(size: size) }
}
