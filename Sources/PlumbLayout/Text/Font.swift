/// SwiftUI's text styles. Plumb measures text in character cells: a style has a scale (how many
/// cells wide and tall one character is drawn) and a baseline position within its line.
public enum FontStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption,
        caption2

    /// Characters of this style occupy `scale × scale` cells (a block-letter face for the larger
    /// styles, so that baseline alignment visibly differs from top, centre and bottom).
    public var scale: Int {
        switch self {
        case .largeTitle: 3
        case .title: 2
        default: 1
        }
    }

    /// Whether the renderer draws this style in bold (only affects drawing, never layout).
    public var isEmphasized: Bool {
        switch self {
        case .headline, .title2, .title3: true
        default: false
        }
    }
}

extension FontStyle {
    /// Rows of one line: the glyph rows plus, for the block-letter styles, one row of descent, so
    /// that a large title's baseline sits above its bottom edge.
    public var lineRows: Int { scale == 1 ? 1 : scale + 1 }
}

/// SwiftUI's `Font`: a text style (`.title`, which follows Dynamic Type), a fixed point size
/// (`.system(size: 24)`, which does not), or a custom font's size that scales with a style
/// (`.custom(name, size: 24)` scales with body, Apple's `Font.custom(_:size:)`). Plumb has one
/// monospaced face, so a weight is drawn (bold from semibold up) and a design or a custom name
/// is only described; layout reads the point size, drawn in whole cells
/// (`FontStyle.cellScale(forPointSize:)`).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Size: Hashable, Sendable {
        /// A text style: Apple's point size at each Dynamic Type size.
        case style(FontStyle)
        /// A point size that ignores Dynamic Type (`system(size:)`, `custom(_:fixedSize:)`).
        case fixed(Double)
        /// A point size at the default Dynamic Type size that scales as `style` does
        /// (`custom(_:size:)` scales with body, `custom(_:size:relativeTo:)` with another style).
        case relative(Double, to: FontStyle)
    }

    /// SwiftUI's `Font.Weight`, lightest first.
    public enum Weight: String, Sendable, Hashable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// SwiftUI's `Font.Design`.
    public enum Design: String, Sendable, Hashable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    public var size: Size
    /// nil: the style's own (regular, semibold for headline).
    public var weight: Weight?
    public var design: Design?
    /// The name a custom font was asked for (drawn in Plumb's one face).
    public var customName: String?

    public init(size: Size, weight: Weight? = nil, design: Design? = nil, customName: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.customName = customName
    }

    public init(_ style: FontStyle) { self.init(size: .style(style)) }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)

    /// `Font.system(size:weight:design:)`: a fixed point size (Apple's page of that name).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(size), weight: weight, design: design)
    }

    /// `Font.system(_:design:weight:)`: a text style with a design and weight.
    public static func system(_ style: FontStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    /// `Font.custom(_:size:)` (scales with body), `custom(_:size:relativeTo:)` and
    /// `custom(_:fixedSize:)` (`relativeTo: nil`).
    public static func custom(_ name: String, size: Double, relativeTo style: FontStyle? = .body) -> Font {
        Font(size: style.map { .relative(size, to: $0) } ?? .fixed(size), customName: name)
    }

    /// `font.weight(_:)`, `font.bold()`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }

    /// The text style when this font is one, as it was written (no weight, design or name).
    public var textStyle: FontStyle? {
        if case .style(let style) = size, weight == nil, design == nil { return style }
        return nil
    }

    /// The point size at a Dynamic Type size (nil: the default, large).
    public func pointSize(at dynamicTypeSize: DynamicTypeSize? = nil) -> Double {
        let typeSize = dynamicTypeSize ?? .default
        switch size {
        case .style(let style): return style.pointSize(at: typeSize)
        case .fixed(let points): return points
        case .relative(let points, let style):
            return points * style.pointSize(at: typeSize) / style.pointSize(at: .default)
        }
    }

    /// The face text of this font is measured and drawn in: a style keeps its own face while its
    /// cell scale is unchanged (`FontStyle.drawn(at:)`); a point size gets the face of its scale
    /// (`body` for 1 cell, `title` for 2, `largeTitle` for 3).
    public func face(at dynamicTypeSize: DynamicTypeSize? = nil) -> FontStyle {
        if case .style(let style) = size {
            return dynamicTypeSize.map { style.drawn(at: $0) } ?? style
        }
        return FontStyle.face(forScale: FontStyle.cellScale(forPointSize: pointSize(at: dynamicTypeSize)))
    }

    /// Drawn bold: a weight from semibold up (headline's own emphasis is its face's).
    public var isBold: Bool { (weight ?? .regular) >= .semibold }

    /// "title", "title.bold()", "system(size: 24, weight: .bold)", "custom(\"Menlo\", size: 12)".
    public var description: String {
        var text: String
        var arguments: [String] = []
        switch size {
        case .style(let style):
            guard let design else {
                // `Font.title.bold()`, as SwiftUI writes it.
                guard let weight else { return style.rawValue }
                return style.rawValue + (weight == .bold ? ".bold()" : ".weight(.\(weight.rawValue))")
            }
            text = "system(.\(style.rawValue)"
            arguments.append("design: .\(design.rawValue)")
            if let weight { arguments.append("weight: .\(weight.rawValue)") }
            return text + arguments.map { ", " + $0 }.joined() + ")"
        case .fixed(let points):
            if let customName { return "custom(\"\(customName)\", fixedSize: \(formatPoints(points)))" }
            text = "system(size: \(formatPoints(points))"
        case .relative(let points, let style):
            text = "custom(\"\(customName ?? "")\", size: \(formatPoints(points))"
            if style != .body { text += ", relativeTo: .\(style.rawValue)" }
        }
        if customName == nil {
            if let weight { arguments.append("weight: .\(weight.rawValue)") }
            if let design { arguments.append("design: .\(design.rawValue)") }
            return text + arguments.map { ", " + $0 }.joined() + ")"
        }
        return text + ")" + (weight.map { ".weight(.\($0.rawValue))" } ?? "")
    }
}

extension FontStyle {
    /// The face drawn for a cell scale: `body` (1), `title` (2), `largeTitle` (3).
    public static func face(forScale scale: Int) -> FontStyle {
        switch scale {
        case 3: .largeTitle
        case 2: .title
        default: .body
        }
    }
}
