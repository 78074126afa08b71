/// SwiftUI's `Image` (kean.blog/post/swiftui-layout-system; Apple's `Image` and
/// `resizable(capInsets:resizingMode:)`). Plumb has no pixels: an asset is a named box of a stated
/// size (100×100 points unless the script says, Plumb's estimate), a symbol a glyph drawn as one
/// character in a square box sized by the font. Neither follows the proposal
/// unless it is `resizable()`: then it fills the proposal, and an unspecified side takes the
/// image's own length, so `aspectRatio(nil, …)` and `scaledToFit()` find its ratio.
public struct ImageSource: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `Image("name")`: an asset of this size in points.
        case asset(name: String, size: Size)
        /// `Image(systemName:)`: an SF Symbol, drawn as `glyph`.
        case symbol(name: String, glyph: String)
    }

    public var kind: Kind
    /// `resizable()`: fills the proposal instead of keeping its own size.
    public var isResizable: Bool

    public init(_ kind: Kind, isResizable: Bool = false) {
        self.kind = kind
        self.isResizable = isResizable
    }

    /// The size an asset has when nothing states it (Plumb's estimate: no public source).
    public static let defaultAssetSize = Size(width: 100, height: 100)

    /// The name the script gave ("photo", "star.fill").
    public var name: String {
        switch kind {
        case .asset(let name, _), .symbol(let name, _): name
        }
    }
}

/// SwiftUI's `Image.Scale`: a symbol's size relative to its font.
public enum ImageScale: String, Sendable, Hashable, CaseIterable {
    case small, medium, large

    /// The factor on the glyph box (Plumb's estimate: no public source): 0.8, 1, 1.3.
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

/// `imageScale(_:)` (default medium).
public struct ImageScaleKey: EnvironmentKey {
    public static let defaultValue = ImageScale.medium
}

/// An image's layout: its own size, or the proposal when resizable (a nil side: its own).
struct ImageLayout: EngineLayout {
    let source: ImageSource
    /// The size it has when not resized.
    let naturalSize: Size

    /// `environment` sizes a symbol: a square as tall as a line of its font's face without
    /// Plumb's row of descent (`scale` cells: 16 points for body, 32 for title, 48 for
    /// largeTitle), times the image scale. With text in points, a square of the font's point size
    /// (17 for body; an estimate: SF Symbols' own sizes vary by symbol), times the image scale.
    init(_ source: ImageSource, environment: EnvironmentValues, metrics: TextMetrics) {
        self.source = source
        switch source.kind {
        case .asset(_, let size):
            naturalSize = size
        case .symbol:
            let font = environment.font ?? .body
            let line =
                metrics.measurement == .points
                ? font.pointSize(at: environment.dynamicTypeSize)
                : metrics.cellHeight * Double(font.face(at: environment.dynamicTypeSize).scale)
            let side = line * environment[ImageScaleKey.self].factor
            naturalSize = Size(width: side, height: side)
        }
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard source.isResizable else { return naturalSize }
        return Size(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {}

    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { source.isResizable ? .both : [] }
}

extension View {
    /// `Image("name")`: an asset of `size` points (100×100 when not stated).
    public static func image(named name: String, size: Size = ImageSource.defaultAssetSize) -> View {
        View(typeName: "Image", content: .image(ImageSource(.asset(name: name, size: size))))
    }

    /// `Image(systemName:)`, drawn as `glyph`.
    public static func image(systemName name: String, glyph: String) -> View {
        View(typeName: "Image", content: .image(ImageSource(.symbol(name: name, glyph: glyph))))
    }

    /// The image source when this view is an Image.
    public var imageSource: ImageSource? {
        if case .image(let source) = content { return source }
        return nil
    }

    /// `resizable()`: this Image, filling the proposal (nil when the view is not an Image, which
    /// SwiftUI would not compile).
    public func resizable() -> View? {
        guard var source = imageSource else { return nil }
        source.isResizable = true
        return View(typeName: typeName, content: .image(source), id: id, environment: environment)
    }

    public func imageScale(_ scale: ImageScale) -> View {
        withEnvironment { $0[ImageScaleKey.self] = scale }
    }
}

extension NamedModifiers {
    /// The image modifiers a script calls by name (see `NamedModifiers`): the symbol scale, and
    /// the content modes of `aspectRatio` (`AspectRatio.swift`).
    static let images: [String: Apply] = [
        "imageScale": { view, arguments in view.imageScale(arguments.value("scale", as: ImageScale.self)) },
        "scaledToFit": { view, _ in view.scaledToFit() },
        "scaledToFill": { view, _ in view.scaledToFill() },
    ]
}
