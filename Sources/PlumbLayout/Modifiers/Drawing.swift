/// Drawing modifiers: what SwiftUI's `border`, `opacity`, `clipShape`, `shadow`, `hidden`, … do,
/// kept as values on a view instead of layout nodes, so that none of them can move a frame.
///
/// A view keeps its drawing modifiers as an ordered list (`View.decorations`, innermost first),
/// next to its id and environment: applying one makes a copy of the view with one more entry,
/// and the layout engine never sees it. The list rides on the placed view
/// (`PlacedView.decorations`) to the renderers, which read it as SwiftUI nests modifiers: each
/// entry applies to the view's content, its subviews and the entries before it, never to those
/// after it. So `.opacity(0.5).border(c)` dims the content but not the border, and
/// `.border(c).opacity(0.5)` dims both. (Modifiers that lay out, such as `padding`, still wrap
/// the view, so `.padding().border(c)` borders the padded frame.)
///
/// `mask` is the one drawing modifier with a view of its own to lay out: it wraps the view in a
/// `MaskLayout`, which lays the mask out as an overlay does and passes size, guides, spacing and
/// priority through, and marks itself with `Decoration.mask` for the renderers.
public enum Decoration: Sendable, Hashable {
    /// `fill(color)`: the shape's inside in `color` (nil: the foreground colour). Shapes only.
    case fill(String?)
    /// `stroke(color, lineWidth:)`, centred on the shape's outline (half the line lies outside
    /// the frame), or with `isInset` `strokeBorder`, inside it. Shapes only.
    case stroke(String?, lineWidth: Double, isInset: Bool)
    /// `border(color, width:)`: a rectangle stroked inside the frame (an overlay of
    /// `Rectangle().strokeBorder(color, lineWidth: width)`).
    case border(String, width: Double)
    /// `clipShape(shape)`, `clipped()` (a rectangle), `cornerRadius(r)` (a rounded rectangle):
    /// only what lies inside the shape, laid out in the view's frame, is drawn.
    case clip(ShapeKind)
    /// `opacity(value)`, 0…1; nested opacities multiply.
    case opacity(Double)
    case shadow(Shadow)
    /// `hidden()`: nothing is drawn; the frame stays.
    case hidden
    /// `tint(color)`: the colour `accentColor` stands for inside.
    case tint(String)
    /// `blur(radius:)`, a Gaussian blur of the drawing.
    case blur(radius: Double)
    /// `grayscale(amount)`, 0…1: the drawing's colours desaturated by the amount (1: all grey).
    case grayscale(Double)
    /// `rotationEffect(angle, anchor:)`: the drawing turned about the anchor, clockwise.
    case rotation(degrees: Double, anchor: UnitPoint)
    /// `scaleEffect(x:y:anchor:)`: the drawing scaled about the anchor.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// The view made by `mask(_:)`: its first subview is drawn only where its second, the mask,
    /// is opaque, and the mask itself is not drawn. Only `View.mask` puts it on a view.
    case mask
    /// `zIndex(value)`: the view's place in its container's drawing order, front to back (higher
    /// in front; 0 by default; equal values in the order written). It counts through the
    /// modifiers around the view, and of several on one chain the innermost counts (SwiftUI's
    /// trait; `PlacedView.zIndex`). Draws nothing of its own.
    case zIndex(Double)

    /// SwiftUI's modifier name, for JSON and messages.
    public var name: String {
        switch self {
        case .fill: "fill"
        case .stroke(_, _, let isInset): isInset ? "strokeBorder" : "stroke"
        case .border: "border"
        case .clip: "clipShape"
        case .opacity: "opacity"
        case .shadow: "shadow"
        case .hidden: "hidden"
        case .tint: "tint"
        case .blur: "blur"
        case .grayscale: "grayscale"
        case .rotation: "rotationEffect"
        case .scale: "scaleEffect"
        case .mask: "mask"
        case .zIndex: "zIndex"
        }
    }

    /// Whether it styles a shape (fill, stroke): allowed only while a view is still a shape.
    public var isShapeStyle: Bool {
        switch self {
        case .fill, .stroke: true
        default: false
        }
    }
}

extension [Decoration] {
    /// The innermost `zIndex` among these drawing modifiers (the first), or nil.
    var zIndex: Double? {
        for decoration in self {
            if case .zIndex(let value) = decoration { return value }
        }
        return nil
    }
}

/// Drawing order among a container's children (`zIndex`).
enum ZIndexOrder {
    /// Positions `0..<count` back to front: by `zIndex(position)` ascending, equal values in the
    /// order written (NaN counts as 0); nil when every child's is 0 (the order written).
    static func positions(_ count: Int, zIndex: (Int) -> Double) -> [Int]? {
        func key(_ position: Int) -> Double {
            let value = zIndex(position)
            return value.isNaN ? 0 : value
        }
        guard (0..<count).contains(where: { key($0) != 0 }) else { return nil }
        let keys = (0..<count).map(key)
        return (0..<count).sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    }
}

/// `shadow(color:radius:x:y:)`. SwiftUI's default colour is black at 33 % opacity (apple).
public struct Shadow: Sendable, Hashable {
    public var color: String
    public var radius: Double
    public var x: Double
    public var y: Double

    public static let defaultColor = "#00000054"

    public init(color: String = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

extension View {
    /// This view with one more drawing modifier, outermost. Adds no view and no layout node. On a
    /// view list (Group, ForEach, Section) it decorates each member, as every modifier does.
    public func decorated(_ decoration: Decoration) -> View {
        guard !isViewList else { return eachMember { $0.decorated(decoration) } }
        return with(id: id, environment: environment, decorations: decorations + [decoration])
    }

    /// Whether the view is a shape that `fill` and `stroke` may still style: a shape with no
    /// drawing modifier but fills and strokes.
    public var isStylableShape: Bool {
        guard case .shape = content else { return false }
        return decorations.allSatisfy(\.isShapeStyle)
    }

    public func border(_ color: String, width: Double = 1) -> View { decorated(.border(color, width: width)) }
    public func fill(_ color: String? = nil) -> View { decorated(.fill(color)) }
    public func stroke(_ color: String? = nil, lineWidth: Double = 1) -> View {
        decorated(.stroke(color, lineWidth: lineWidth, isInset: false))
    }
    public func strokeBorder(_ color: String? = nil, lineWidth: Double = 1) -> View {
        decorated(.stroke(color, lineWidth: lineWidth, isInset: true))
    }
    public func clipShape(_ shape: ShapeKind) -> View { decorated(.clip(shape)) }
    public func clipped() -> View { decorated(.clip(.rectangle)) }
    /// Deprecated in SwiftUI ("Use clipShape"): `clipShape(RoundedRectangle(cornerRadius: r))`.
    public func cornerRadius(_ radius: Double) -> View { decorated(.clip(.roundedRectangle(cornerRadius: radius))) }
    public func opacity(_ value: Double) -> View { decorated(.opacity(value)) }
    public func shadow(_ shadow: Shadow) -> View { decorated(.shadow(shadow)) }
    public func hidden() -> View { decorated(.hidden) }
    public func tint(_ color: String) -> View { decorated(.tint(color)) }
    public func blur(radius: Double) -> View { decorated(.blur(radius: radius)) }
    public func grayscale(_ amount: Double) -> View { decorated(.grayscale(amount)) }
    public func rotationEffect(degrees: Double, anchor: UnitPoint = .center) -> View {
        decorated(.rotation(degrees: degrees, anchor: anchor))
    }
    public func scaleEffect(x: Double, y: Double, anchor: UnitPoint = .center) -> View {
        decorated(.scale(x: x, y: y, anchor: anchor))
    }

    /// `zIndex(_:)`: drawn in front of its container's views of a lower index, behind those of a
    /// higher one. Moves nothing.
    public func zIndex(_ value: Double) -> View { decorated(.zIndex(value)) }

    /// `mask(alignment:_:)`: the mask is laid out like an overlay (offered this view's size,
    /// aligned in its frame) and drawn not at all; this view shows only where the mask does.
    public func mask(_ mask: View, alignment: Alignment = .center) -> View {
        guard !isViewList else { return eachMember { $0.mask(mask, alignment: alignment) } }
        return View(typeName: "mask", builtin: MaskLayout(alignment: alignment), children: [self, mask])
            .decorated(.mask)
    }
}

extension NamedModifiers {
    /// The drawing modifiers (and text styles) a script calls by name (see `NamedModifiers`).
    static let drawing: [String: Apply] = [
        "cornerRadius": { view, arguments in view.cornerRadius(arguments.number("radius")) },
        "clipped": { view, _ in view.clipped() },
        "opacity": { view, arguments in view.opacity(arguments.number("opacity")) },
        "hidden": { view, _ in view.hidden() },
        "tint": { view, arguments in view.tint(arguments.string("color")) },
        "blur": { view, arguments in view.blur(radius: arguments.number("radius")) },
        "grayscale": { view, arguments in view.grayscale(arguments.number("amount")) },
        "zIndex": { view, arguments in view.zIndex(arguments.number("index")) },
        "bold": { view, arguments in view.bold(arguments.boolean("isActive", default: true)) },
        "italic": { view, arguments in view.italic(arguments.boolean("isActive", default: true)) },
        "fontWeight": { view, arguments in view.fontWeight(FontWeight(rawValue: arguments.string("weight"))) },
    ]
}

/// The layout of `mask(_:)`: an overlay's (the first subview sizes it, the mask is offered its
/// size and aligned to it), except that the masked view's priority passes through, as every
/// drawing modifier's does (Apple's `layoutPriority(_:)` example counts a priority inside
/// `.border`; OpenSwiftUI's `OverlayModifier.swift` keeps the primary's).
struct MaskLayout: UnaryLayout {
    let layers: SecondaryLayerLayout

    init(alignment: Alignment) {
        layers = SecondaryLayerLayout(alignment: alignment, isBackground: false)
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        layers.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        layers.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    func layoutPriority(subviews: LayoutSubviews) -> Double { subviews[0].priority }

    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { subviews[0].sizeDependence }
}

// MARK: - Text styles

/// SwiftUI's `Font.Weight`.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS (and SVG) weight: 100 for ultraLight … 900 for black.
    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// `Text.LineStyle.Pattern`.
public enum LinePattern: String, Sendable, Hashable, CaseIterable {
    case solid, dot, dash, dashDot, dashDotDot
}

/// An underline or strikethrough: SwiftUI's `underline(_ isActive:, pattern:, color:)`.
public struct TextLine: Sendable, Hashable {
    public var isActive: Bool
    public var pattern: LinePattern
    /// nil: the text's colour.
    public var color: String?

    public init(isActive: Bool = true, pattern: LinePattern = .solid, color: String? = nil) {
        self.isActive = isActive
        self.pattern = pattern
        self.color = color
    }

    public static let none = TextLine(isActive: false)
}

/// `italic()`, for text inside (inherited like SwiftUI's environment).
public enum ItalicKey: EnvironmentKey {
    public static let defaultValue = false
}

/// `fontWeight(_:)`, for text inside (nil: the style's own weight, or bold after `bold()`).
public enum FontWeightKey: EnvironmentKey {
    public static let defaultValue: FontWeight? = nil
}

/// `underline(…)`, for text inside.
public enum UnderlineKey: EnvironmentKey {
    public static let defaultValue = TextLine.none
}

/// `strikethrough(…)`, for text inside.
public enum StrikethroughKey: EnvironmentKey {
    public static let defaultValue = TextLine.none
}

extension View {
    public func bold(_ isActive: Bool = true) -> View { withEnvironment { $0.isBold = isActive } }
    public func italic(_ isActive: Bool = true) -> View { withEnvironment { $0[ItalicKey.self] = isActive } }
    public func fontWeight(_ weight: FontWeight?) -> View { withEnvironment { $0[FontWeightKey.self] = weight } }
    public func underline(_ line: TextLine = TextLine()) -> View { withEnvironment { $0[UnderlineKey.self] = line } }
    public func strikethrough(_ line: TextLine = TextLine()) -> View {
        withEnvironment { $0[StrikethroughKey.self] = line }
    }
}

/// How a placed Text is drawn besides its colour and font: what `italic`, `fontWeight`, `bold`,
/// `underline` and `strikethrough` set around it. With text in cells (one per character) none
/// of them changes a text's width; with text in points, the weight (`fontWeight`, `bold`) is
/// measured as drawn, so a heavier text is wider, as in SwiftUI (see `TextLayout`), and the
/// others still draw only. Also the `lineSpacing` layout gave the text's height, so that its
/// lines are drawn where layout put them.
public struct TextAttributes: Sendable, Hashable {
    public var isItalic = false
    /// The weight set with `fontWeight` (nil: the style's own, or bold after `bold()`).
    public var weight: FontWeight?
    public var underline: TextLine?
    public var strikethrough: TextLine?
    /// Points between one line's bottom and the next one's top (`lineSpacing`; layout counted
    /// them in the text's height, `TextLayout`).
    public var lineSpacing: Double

    public init(
        isItalic: Bool = false, weight: FontWeight? = nil, underline: TextLine? = nil,
        strikethrough: TextLine? = nil, lineSpacing: Double = 0
    ) {
        self.isItalic = isItalic
        self.weight = weight
        self.underline = underline
        self.strikethrough = strikethrough
        self.lineSpacing = lineSpacing
    }

    /// The attributes `environment` sets for text.
    init(_ environment: EnvironmentValues) {
        isItalic = environment[ItalicKey.self]
        weight = environment[FontWeightKey.self]
        let underline = environment[UnderlineKey.self]
        self.underline = underline.isActive ? underline : nil
        let strikethrough = environment[StrikethroughKey.self]
        self.strikethrough = strikethrough.isActive ? strikethrough : nil
        lineSpacing = environment[LineSpacingKey.self]
    }

    public var isEmpty: Bool { self == TextAttributes() }
}

// MARK: - Colours

/// A colour as Plumb passes colours around: a string, either one of SwiftUI's colour names
/// (`red`, `accentColor`, …) or a hex colour `#rgb`, `#rrggbb`, `#rrggbbaa`. Strings flow
/// through the environment and the placed tree unchanged (a name stays a name, so that the
/// diagram can write it and `accentColor` can be resolved to the tint when drawn); this type reads
/// them as red, green, blue and opacity, with SwiftUI's light-mode system colours for the names.
public struct ColorValue: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    /// Components are clamped to 0…1 (SwiftUI accepts extended-range values; a screen shows
    /// them clamped).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.opacity = clamped(opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour name or a hex colour; nil for anything else.
    public init?(_ text: String) {
        if let named = Self.named[text] {
            self = named
        } else if let parsed = ColorValue(hex: text) {
            self = parsed
        } else {
            return nil
        }
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
    public init?(hex text: String) {
        guard text.utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [Double] = []
        for byte in text.utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(Double(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(Double(byte - UInt8(ascii: "a") + 10))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(Double(byte - UInt8(ascii: "A") + 10))
            default: return nil
            }
        }
        switch digits.count {
        case 3:
            self.init(red: digits[0] * 17 / 255, green: digits[1] * 17 / 255, blue: digits[2] * 17 / 255)
        case 6, 8:
            func byte(_ index: Int) -> Double { (digits[2 * index] * 16 + digits[2 * index + 1]) / 255 }
            self.init(red: byte(0), green: byte(1), blue: byte(2), opacity: digits.count == 8 ? byte(3) : 1)
        default:
            return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque: the colour as a string Plumb passes around.
    public var hex: String { opacity >= 1 ? rgbHex : rgbHex + Self.hexByte(opacity) }

    /// `#rrggbb`, the opacity left out.
    public var rgbHex: String { "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue) }

    private static func hexByte(_ component: Double) -> String {
        let value = Int((component * 255).rounded())
        let digits = Array("0123456789abcdef")
        return String([digits[value / 16], digits[value % 16]])
    }

    /// The same colour with its opacity multiplied by `factor` (SwiftUI's `Color.opacity`).
    public func multiplyingOpacity(by factor: Double) -> ColorValue {
        ColorValue(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// SwiftUI's system colours in light mode (as the SVG draws them), by name: every
    /// `PlumbColor.Named`, and `grey` for `gray`.
    public static let named: [String: ColorValue] = {
        var colours: [String: ColorValue] = [:]
        for name in PlumbColor.Named.allCases { colours[name.rawValue] = ColorValue(hex: name.hex)! }
        colours["grey"] = colours["gray"]
        return colours
    }()

    /// The names that stand for one fixed colour (not `primary`, `secondary`, `accentColor` or
    /// `clear`, which depend on the context), for finding the nearest name to a hex colour.
    public static let fixedNames = PlumbColor.Named.allCases.filter(\.isFixed).map(\.rawValue)

    /// The fixed colour name nearest to this colour (by distance in RGB).
    public var nearestName: String {
        func distance(_ other: ColorValue) -> Double {
            let (r, g, b) = (red - other.red, green - other.green, blue - other.blue)
            // Weighted for the eye (green counts most), as the usual "redmean" approximation does.
            return 2 * r * r + 4 * g * g + 3 * b * b
        }
        return Self.fixedNames.min { distance(Self.named[$0]!) < distance(Self.named[$1]!) }!
    }
}
