/// Swift constructors for every view and modifier. The Lua bridge builds its views through these
/// too, so type names and defaults live in one place.
extension View {
    public static func shape(_ kind: ShapeKind) -> View {
        View(typeName: kind.typeName, content: .shape(kind))
    }

    public static func rectangle() -> View { shape(.rectangle) }
    public static func circle() -> View { shape(.circle) }

    public static func color(_ name: String) -> View {
        View(typeName: "Color", content: .color(name))
    }

    public static func text(_ string: String) -> View {
        View(typeName: "Text", content: .text(string))
    }

    public static func spacer(minLength: Double? = nil) -> View {
        View(typeName: "Spacer", content: .spacer(minLength: minLength))
    }

    public static func divider() -> View { View(typeName: "Divider", content: .divider) }
    public static func empty() -> View { View(typeName: "EmptyView", content: .empty) }

    public static func hStack(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [View]
    ) -> View {
        View(
            typeName: "HStack",
            content: .layout(StackLayout(axis: .horizontal, alignment: alignment.id, spacing: spacing)),
            children: children)
    }

    public static func vStack(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [View]
    ) -> View {
        View(
            typeName: "VStack",
            content: .layout(StackLayout(axis: .vertical, alignment: alignment.id, spacing: spacing)),
            children: children)
    }

    public static func viewThatFits(in axes: Axis.Set = .both, _ children: [View]) -> View {
        View(typeName: "ViewThatFits", content: .layout(ViewThatFitsLayout(axes: axes)), children: children)
    }

    public static func zStack(alignment: Alignment = .center, _ children: [View]) -> View {
        View(
            typeName: "ZStack", content: .layout(ZStackLayout(alignment: alignment)), children: children)
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> View
    {
        modified("frame", by: FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> View {
        modified(
            "frame",
            by: FlexibleFrameLayout(
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment))
    }

    /// The default padding is 16 points on every edge.
    public static let defaultPadding = 16.0

    public func padding(_ insets: EdgeInsets) -> View {
        modified("padding", by: PaddingLayout(insets: insets))
    }

    public func padding(_ length: Double = View.defaultPadding) -> View {
        padding(EdgeInsets(all: length))
    }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> View {
        modified("fixedSize", by: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func layoutPriority(_ priority: Double) -> View {
        modified("layoutPriority", by: LayoutPriorityLayout(priority: priority))
    }

    public func overlay(_ secondary: View, alignment: Alignment = .center) -> View {
        View(
            typeName: "overlay",
            content: .layout(SecondaryLayerLayout(alignment: alignment, isBackground: false)),
            children: [self, secondary])
    }

    public func background(_ secondary: View, alignment: Alignment = .center) -> View {
        View(
            typeName: "background",
            content: .layout(SecondaryLayerLayout(alignment: alignment, isBackground: true)),
            children: [secondary, self])
    }

    public func offset(x: Double = 0, y: Double = 0) -> View {
        modified("offset", by: OffsetLayout(x: x, y: y))
    }

    public func position(x: Double = 0, y: Double = 0) -> View {
        modified("position", by: PositionLayout(x: x, y: y))
    }

    public func alignmentGuide(
        _ guide: AlignmentID, source: String? = nil, computeValue: @escaping (ViewDimensions) -> Double
    ) -> View {
        modified("alignmentGuide", by: AlignmentGuideLayout(guide: guide, source: source, computeValue: computeValue))
    }

    public func foregroundColor(_ name: String) -> View {
        withEnvironment { $0.foregroundColor = name }
    }

    public func font(_ style: FontStyle) -> View {
        withEnvironment { $0.font = style }
    }

    public func lineLimit(_ limit: Int) -> View {
        withEnvironment { $0.lineLimit = limit }
    }
}

extension LayoutEngine {
    /// Lays `view` out in `canvas` and returns the placed tree.
    public func layout(_ view: View, canvas: ProposedSize) -> LayoutResult {
        let tree = makeTree(view)
        tree.layout(canvas: canvas)
        return tree.result()
    }
}
