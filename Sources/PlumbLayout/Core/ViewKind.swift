/// What a placed view is, as the layout knows it ("kinds and colours are types").
/// Renderers switch over it instead of recognising a view by its name: whether a view is a
/// modifier (and which of its children it wraps), a stack and along which axis, a leaf and of
/// which sort.
public enum ViewKind: Sendable, Hashable {
    /// HStack (horizontal) or VStack (vertical), and the implicit VStack of a view list.
    case stack(Axis)
    case zStack
    /// LazyHStack / LazyVStack (and lists built on them).
    case lazyStack(Axis)
    case grid
    case scrollView
    /// Only its chosen child is shown.
    case viewThatFits
    /// A layout modifier (frame, padding, overlay, alignmentGuide, an environment modifier, …):
    /// `primary` is the index among its children of the view it wraps (a background's is 1: its
    /// secondary view is drawn first); any other child is its secondary content.
    case modifier(primary: Int)
    /// A view made of other views that stands for itself (a control, a GeometryReader).
    case composite
    /// A container laid out by a `Layout` written in Lua (or any other layout).
    case layout
    case shape
    case color
    case text
    case image
    case symbol
    case spacer
    case divider
    case empty

    /// Whether the view is a modifier, part of the chain of the view it wraps.
    public var isModifier: Bool {
        if case .modifier = self { return true }
        return false
    }

    /// The index of the wrapped view, for a modifier.
    public var primaryIndex: Int? {
        if case .modifier(let primary) = self { return primary }
        return nil
    }

    /// The axis of a stack (lazy or not).
    public var stackAxis: Axis? {
        switch self {
        case .stack(let axis), .lazyStack(let axis): axis
        default: nil
        }
    }

    /// The kind of a view built by hand (a `PlacedView` made without the engine, in tests and
    /// tools), from its content, and for a view that draws nothing from its type's name: the
    /// engine sets the kind itself (`of(_:)`).
    static func inferred(type: String, content: PlacedContent, children: Int) -> ViewKind {
        switch content {
        case .shape: return .shape
        case .color: return .color
        case .text: return .text
        case .image: return .image
        case .symbol: return .symbol
        case .spacer: return .spacer
        case .divider: return .divider
        case .none: break
        }
        if type.utf8.first.map({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) == true {
            return .modifier(primary: type == "background" && children > 1 ? children - 1 : 0)
        }
        switch type {
        case "HStack", "LazyHStack": return type == "HStack" ? .stack(.horizontal) : .lazyStack(.horizontal)
        case "VStack", "LazyVStack": return type == "VStack" ? .stack(.vertical) : .lazyStack(.vertical)
        case "ZStack": return .zStack
        case "Grid": return .grid
        case "ScrollView": return .scrollView
        case "ViewThatFits": return .viewThatFits
        default: return children == 0 ? .empty : .composite
        }
    }

    /// The kind of a laid-out node: from its layout, and for a leaf from its content. The view
    /// builders name modifiers in lower case (`frame`, `tint`, a control's inner `track`) and
    /// views capitalised; this is the one place that reads it (`Slider`, `GroupBox` and
    /// `GeometryReader` are built on the reader layout that `tint` uses: they are composites).
    /// A builder that set its kind itself would remove even this.
    static func of(_ node: LayoutNode, content: PlacedContent) -> ViewKind {
        switch content {
        case .none: break
        default: return inferred(type: "", content: content, children: 0)
        }
        // The view and the box read in place, not retained (the store keeps them).
        let isModifierName = node.withView {
            $0.typeName.utf8.first.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } == true
        }
        let children = node.childNodes
        return node.withBox { layout in
            if isModifierName, children.count > 0 { return .modifier(primary: layout.modifierPrimaryIndex) }
            if layout.isUnaryModifier { return .composite }
            if let kind = layout.containerKind { return kind }
            if case .built = children { return .layout }
            return children.count == 0 ? .empty : .layout
        }
    }
}

/// A colour as every renderer sees it: one of SwiftUI's named colours, or a custom
/// colour given by components or hex, or a name Plumb does not know. Renderers switch over
/// `Named` exhaustively, so a colour added here is a compile error in each of them until it has
/// a look there. Views carry colours as the strings scripts gave (`PlacedView.foregroundColor`);
/// `PlumbColor(_:)` reads them, the one place that parses a colour's name.
public enum PlumbColor: Sendable, Hashable {
    public enum Named: String, Sendable, Hashable, CaseIterable {
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white
        case primary, secondary, accentColor, clear

        /// The colour in light mode, as the SVG draws it: iOS's system colours; `accentColor` is
        /// the system blue when no tint says otherwise, `primary` black, `secondary` a grey.
        public var hex: String {
            switch self {
            case .red: "#ff3b30"
            case .orange: "#ff9500"
            case .yellow: "#ffcc00"
            case .green: "#34c759"
            case .mint: "#00c7be"
            case .teal: "#30b0c7"
            case .cyan: "#32ade6"
            case .blue: "#007aff"
            case .indigo: "#5856d6"
            case .purple: "#af52de"
            case .pink: "#ff2d55"
            case .brown: "#a2845e"
            case .gray: "#8e8e93"
            case .black: "#000000"
            case .white: "#ffffff"
            case .primary: "#000000"
            case .secondary: "#8a8a8e"
            case .accentColor: "#007aff"
            case .clear: "#00000000"
            }
        }

        /// Whether the name stands for one colour whatever the context.
        public var isFixed: Bool {
            switch self {
            case .primary, .secondary, .accentColor, .clear: false
            default: true
            }
        }
    }

    case named(Named)
    /// A colour from components or hex (`#ff8800`, `#ff880080`).
    case custom(ColorValue)
    /// A name that is neither (drawn as a neutral grey where a colour is needed).
    case unknown(String)

    /// Reads a colour as scripts write it: a name (any case; "grey" is gray) or a hex colour.
    public init(_ text: String) {
        if text.utf8.first == UInt8(ascii: "#") {
            self = ColorValue(hex: text).map(PlumbColor.custom) ?? .unknown(text)
            return
        }
        if let named = Named(rawValue: text) {
            self = .named(named)
            return
        }
        let lowered = text.lowercased()
        if lowered == "grey" {
            self = .named(.gray)
        } else if let named = Named.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = .named(named)
        } else {
            self = .unknown(text)
        }
    }

    /// Fully transparent: nothing is drawn for it.
    public var isClear: Bool {
        switch self {
        case .named(let named): named == .clear
        case .custom(let value): value.opacity == 0
        case .unknown: false
        }
    }
}
