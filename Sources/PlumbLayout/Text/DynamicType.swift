/// The user's preferred text size (SwiftUI's `DynamicTypeSize`, UIKit's content size category):
/// seven standard sizes, `large` the default, then five accessibility sizes.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The size a device starts with.
    public static let `default` = DynamicTypeSize.large

    /// The five sizes under "Larger Accessibility Sizes" in Settings.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's position, xSmall = 0 … accessibility5 = 11: the column of the point-size table.
    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }
}

extension FontStyle {
    /// The style's point size at a Dynamic Type size, on iOS and iPadOS.
    ///
    /// Source: Apple's Human Interface Guidelines, Typography, "Specifications", the tables "iOS,
    /// iPadOS Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes"
    /// (developer.apple.com/design/human-interface-guidelines/typography), read from several public
    /// reproductions that cite it and agree cell for cell (the HIG page itself was not at hand). The xSmall…xxxLarge
    /// columns of headline, subheadline, body, footnote and both captions agree with the values an
    /// iOS 8.4 simulator printed (gist by alexisakers); the large column with
    /// `UIFont.preferredFont(forTextStyle:)` at the default size (iosfontsizes.com).
    public func pointSize(at size: DynamicTypeSize = .default) -> Double {
        pointSizes[size.index]
    }

    /// One row of Apple's table: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge,
    /// accessibility1 … accessibility5.
    private var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}

extension FontStyle {
    /// How many cells a character of `pointSize` points is drawn: 1 up to 22 points (a cell is
    /// 16 points tall, body's 17-point line with its leading), 2 up to 33, 3 beyond. At the
    /// default size this is each style's own scale (largeTitle 34 → 3, title 28 → 2, title2 22 →
    /// 1), and body text grows to two cells at xxxLarge (23 points), the largest standard size.
    public static func cellScale(forPointSize pointSize: Double) -> Int {
        pointSize <= 22 ? 1 : pointSize <= 33 ? 2 : 3
    }

    /// The style text of this style is measured and drawn as at `size`: itself while its cell
    /// scale is unchanged, else the style that has that scale (`title` for 2, `largeTitle` for 3,
    /// `body` for 1). So body text at accessibility3 (40 points) is drawn in 3×3-cell letters and
    /// a row that fitted at the default size visibly wraps, truncates or switches.
    public func drawn(at size: DynamicTypeSize) -> FontStyle {
        let scale = Self.cellScale(forPointSize: pointSize(at: size))
        return scale == self.scale ? self : .face(forScale: scale)
    }
}
