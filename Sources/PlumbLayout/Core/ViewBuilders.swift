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
            builtin: (StackLayout(axis: .horizontal, alignment: alignment.id, spacing: spacing)),
            children: children)
    }

    public static func vStack(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [View]
    ) -> View {
        View(
            typeName: "VStack",
            builtin: (StackLayout(axis: .vertical, alignment: alignment.id, spacing: spacing)),
            children: children)
    }

    /// An HStack whose layout's box is shared with the last equal one `boxes` handed out.
    public static func hStack(
        alignment: VerticalAlignment, spacing: Double?, _ children: [View], boxes: LayoutBoxCache
    ) -> View {
        let layout = StackLayout(axis: .horizontal, alignment: alignment.id, spacing: spacing)
        return View(typeName: "HStack", box: boxes.box(for: layout), children: children)
    }

    /// A VStack whose layout's box is shared with the last equal one `boxes` handed out.
    public static func vStack(
        alignment: HorizontalAlignment, spacing: Double?, _ children: [View], boxes: LayoutBoxCache
    ) -> View {
        let layout = StackLayout(axis: .vertical, alignment: alignment.id, spacing: spacing)
        return View(typeName: "VStack", box: boxes.box(for: layout), children: children)
    }

    public static func viewThatFits(in axes: Axis.Set = .both, _ children: [View]) -> View {
        View(typeName: "ViewThatFits", builtin: (ViewThatFitsLayout(axes: axes)), children: children)
    }

    /// GeometryReader: content built from the size the view is placed at (`builder` must be a
    /// `.placedSize` builder).
    public static func geometryReader(_ builder: ContentBuilder) -> View {
        View(typeName: "GeometryReader", builtin: (GeometryReaderLayout()), builder: builder)
    }

    /// EnvironmentReader: content built from the environment (an `.environment` builder); it
    /// takes its content's place in layout.
    public static func environmentReader(_ builder: ContentBuilder) -> View {
        View(typeName: "EnvironmentReader", builtin: (EnvironmentReaderLayout()), builder: builder)
    }

    /// ForEach: `count` views, the one at (0-based) `index` made by `make(index)`.
    public static func forEach(count: Int, _ make: @escaping (Int) -> View) -> View {
        View(typeName: "ForEach", content: .forEach(ViewSequence(count: count, make: make)))
    }

    /// Section: a header, views and a footer. A header (or footer) of several views is one view,
    /// a VStack of them: the one view a lazy stack pins, as SwiftUI's header closure makes one
    /// header of its views with the implicit container.
    public static func section(header: View? = nil, footer: View? = nil, _ children: [View]) -> View {
        func one(_ view: View?) -> View? {
            guard let view, view.isViewList else { return view }
            return View.vStack([view])
        }
        return View(
            typeName: "Section", content: .section(header: one(header), footer: one(footer)), children: children)
    }

    /// Group: views that join the container the group is in, without a layout of their own; a
    /// modifier on the group applies to each of them.
    public static func group(_ members: [View]) -> View {
        View(typeName: "Group", content: .group(gridRow: nil), children: members)
    }

    /// Views as one: the view itself when there is one, else a Group of them (what a
    /// `@ViewBuilder` closure that makes several views gives).
    public static func list(_ views: [View]) -> View {
        views.count == 1 ? views[0] : group(views)
    }

    public static func lazyVStack(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: LazyStackLayout.PinnedViews = [], _ children: [View]
    ) -> View {
        View(
            typeName: "LazyVStack",
            builtin: (LazyStackLayout(
                axis: .vertical, alignment: alignment.id, spacing: spacing, pinnedViews: pinnedViews)),
            children: children)
    }

    public static func lazyHStack(
        alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: LazyStackLayout.PinnedViews = [], _ children: [View]
    ) -> View {
        View(
            typeName: "LazyHStack",
            builtin: (LazyStackLayout(
                axis: .horizontal, alignment: alignment.id, spacing: spacing, pinnedViews: pinnedViews)),
            children: children)
    }

    /// LazyVGrid: cells flow into rows of `columns` tracks.
    public static func lazyVGrid(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: LazyStackLayout.PinnedViews = [], _ children: [View]
    ) -> View {
        View(
            typeName: "LazyVGrid",
            builtin: LazyStackLayout(
                axis: .vertical, alignment: alignment.id, spacing: spacing, pinnedViews: pinnedViews, tracks: columns),
            children: children)
    }

    /// LazyHGrid: cells flow into columns of `rows` tracks, top to bottom.
    public static func lazyHGrid(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: LazyStackLayout.PinnedViews = [], _ children: [View]
    ) -> View {
        View(
            typeName: "LazyHGrid",
            builtin: LazyStackLayout(
                axis: .horizontal, alignment: alignment.id, spacing: spacing, pinnedViews: pinnedViews, tracks: rows),
            children: children)
    }

    public static func scrollView(_ content: View, axes: Axis.Set = .vertical, contentOffset: Point? = nil) -> View {
        View(
            typeName: "ScrollView", builtin: (ScrollViewLayout(axes: axes, contentOffset: contentOffset)),
            children: [content])
    }

    public static func zStack(alignment: Alignment = .center, _ children: [View]) -> View {
        View(
            typeName: "ZStack", builtin: (ZStackLayout(alignment: alignment)), children: children)
    }

    /// `frame(width:height:alignment:)`, its layout's box shared with the last equal frame made
    /// through `boxes` (see `LayoutBoxCache`).
    public func frame(width: Double?, height: Double?, alignment: Alignment, boxes: LayoutBoxCache?) -> View {
        guard let boxes else { return frame(width: width, height: height, alignment: alignment) }
        guard !isViewList else {
            return eachMember { $0.frame(width: width, height: height, alignment: alignment, boxes: boxes) }
        }
        let box = boxes.box(for: FixedFrameLayout(width: width, height: height, alignment: alignment))
        return View(typeName: "frame", box: box, child: self)
    }

    /// `padding(_:)`, its layout's box shared with the last equal padding made through `boxes`.
    public func padding(_ insets: EdgeInsets, boxes: LayoutBoxCache?) -> View {
        guard let boxes else { return padding(insets) }
        guard !isViewList else { return eachMember { $0.padding(insets, boxes: boxes) } }
        return View(typeName: "padding", box: boxes.box(for: PaddingLayout(insets: insets)), child: self)
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> View
    {
        modified("frame", builtin: FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    /// `frame(minWidth:…:alignment:)`, its layout's box shared with a recent equal frame made
    /// through `boxes` (see `LayoutBoxCache`).
    public func frame(
        minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
        maxHeight: Double?, alignment: Alignment, boxes: LayoutBoxCache?
    ) -> View {
        let layout = FlexibleFrameLayout(
            horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment)
        guard let boxes else { return modified("frame", builtin: layout) }
        guard !isViewList else {
            return eachMember {
                $0.frame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment, boxes: boxes)
            }
        }
        return View(typeName: "frame", box: boxes.box(for: layout), child: self)
    }

    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> View {
        modified(
            "frame",
            builtin: FlexibleFrameLayout(
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment))
    }

    /// The default padding is 16 points on every edge.
    public static let defaultPadding = 16.0

    public func padding(_ insets: EdgeInsets) -> View {
        modified("padding", builtin: PaddingLayout(insets: insets))
    }

    public func padding(_ length: Double = View.defaultPadding) -> View {
        padding(EdgeInsets(all: length))
    }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> View {
        modified("fixedSize", builtin: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func layoutPriority(_ priority: Double) -> View {
        modified("layoutPriority", builtin: LayoutPriorityLayout(priority: priority))
    }

    /// `secondary` drawn over this view. Several views (a view list) are stacked as a ZStack
    /// with the overlay's alignment, SwiftUI's implicit container for a secondary layer; on a view
    /// list, each member gets the overlay.
    public func overlay(_ secondary: View, alignment: Alignment = .center) -> View {
        guard !isViewList else { return eachMember { $0.overlay(secondary, alignment: alignment) } }
        return View(
            typeName: "overlay",
            builtin: (SecondaryLayerLayout(alignment: alignment, isBackground: false)),
            children: [self, Self.secondaryLayer(secondary, alignment)])
    }

    /// `secondary` drawn behind this view (see `overlay`).
    public func background(_ secondary: View, alignment: Alignment = .center) -> View {
        guard !isViewList else { return eachMember { $0.background(secondary, alignment: alignment) } }
        return View(
            typeName: "background",
            builtin: (SecondaryLayerLayout(alignment: alignment, isBackground: true)),
            children: [Self.secondaryLayer(secondary, alignment), self])
    }

    /// A secondary layer's content as one view: a view list in a ZStack (SwiftUI sets
    /// `_ZStackLayout` as the implicit root of an overlay's or background's content).
    private static func secondaryLayer(_ view: View, _ alignment: Alignment) -> View {
        view.isViewList ? View.zStack(alignment: alignment, [view]) : view
    }

    public func offset(x: Double = 0, y: Double = 0) -> View {
        modified("offset", builtin: OffsetLayout(x: x, y: y))
    }

    public func position(x: Double = 0, y: Double = 0) -> View {
        modified("position", builtin: PositionLayout(x: x, y: y))
    }

    public func alignmentGuide(
        _ guide: AlignmentID, source: String? = nil, computeValue: @escaping (ViewDimensions) -> Double
    ) -> View {
        modified(
            "alignmentGuide", builtin: AlignmentGuideLayout(guide: guide, source: source, computeValue: computeValue))
    }

    public func foregroundColor(_ name: String) -> View {
        withEnvironment { $0.foregroundColor = name }
    }
    // font, lineLimit and the other text options: TextOptions.swift.

}

extension NamedModifiers {
    /// The modifiers of this file a script calls by name (see `NamedModifiers`).
    static let core: [String: Apply] = [
        "layoutPriority": { view, arguments in view.layoutPriority(arguments.number("priority")) },
        // `fixedSize()`: both axes; `fixedSize(horizontal:vertical:)`: the ones given as true.
        "fixedSize": { view, arguments in
            guard arguments.isGiven("horizontal") || arguments.isGiven("vertical") else { return view.fixedSize() }
            return view.fixedSize(
                horizontal: arguments.boolean("horizontal", default: false),
                vertical: arguments.boolean("vertical", default: false))
        },
        "foregroundColor": { view, arguments in view.foregroundColor(arguments.string("color")) },
        "foregroundStyle": { view, arguments in view.foregroundColor(arguments.string("color")) },
    ]
}

extension LayoutEngine {
    /// Lays `view` out in `canvas` and returns the placed tree.
    public func layout(_ view: View, canvas: ProposedSize) -> LayoutResult {
        let tree = makeTree(view)
        tree.layout(canvas: canvas)
        return tree.result()
    }
}

/// Boxes of built-in modifier layouts shared between equal ones: a script that makes
/// 10⁵ `frame { width = 10, height = 10 }` makes one layout box for them, not 10⁵ (64 bytes each,
/// 80 as allocated). A box is immutable and holds nothing of a node's, so views that share one
/// lay out exactly as with a box each (as the leaves' shapes always have). It remembers the last
/// box of each kind, the last four frames of each kind (a script's rows often alternate two
/// frames: `frame { width = 10, height = 10 }` and `frame { height = 10 }` around a flexible
/// one), compared bit for bit (−0 is not 0); not thread-safe: one per maker (PlumbLua keeps one
/// per script).
public final class LayoutBoxCache {
    private var fixedFrames = RecentLayoutBoxes<FixedFrameLayout>()
    private var flexibleFrames = RecentLayoutBoxes<FlexibleFrameLayout>()
    private var padding: TypedLayoutBox<PaddingLayout>?
    /// The last HStack's and VStack's: a stack's layout is its axis, alignment and spacing.
    private var horizontalStack: TypedLayoutBox<StackLayout>?
    private var verticalStack: TypedLayoutBox<StackLayout>?

    public init() {}

    func box(for layout: StackLayout) -> LayoutBox {
        let last = layout.axis == .horizontal ? horizontalStack : verticalStack
        if let box = last, box.base.alignment == layout.alignment, Self.same(box.base.spacing, layout.spacing) {
            return box
        }
        let box = TypedLayoutBox(layout)
        if layout.axis == .horizontal { horizontalStack = box } else { verticalStack = box }
        return box
    }

    func box(for layout: FixedFrameLayout) -> LayoutBox {
        fixedFrames.box(for: layout) { $0.isSameLayout(as: $1) }
    }

    func box(for layout: FlexibleFrameLayout) -> LayoutBox {
        flexibleFrames.box(for: layout) { $0.isSameLayout(as: $1) }
    }

    func box(for layout: PaddingLayout) -> LayoutBox {
        if let box = padding {
            let a = box.base.insets
            let b = layout.insets
            if a.top.bitPattern == b.top.bitPattern, a.leading.bitPattern == b.leading.bitPattern,
                a.bottom.bitPattern == b.bottom.bitPattern, a.trailing.bitPattern == b.trailing.bitPattern
            {
                return box
            }
        }
        let box = TypedLayoutBox(layout)
        padding = box
        return box
    }

    private static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.bitPattern == b.bitPattern
        default: false
        }
    }
}

/// The last four boxes of one layout type a `LayoutBoxCache` handed out, newest first.
private struct RecentLayoutBoxes<Base: EngineLayout> {
    private var boxes: [TypedLayoutBox<Base>] = []

    /// The kept box whose layout is `same` as `layout`, else a new box for it, kept.
    mutating func box(for layout: Base, same: (Base, Base) -> Bool) -> LayoutBox {
        for box in boxes where same(box.base, layout) { return box }
        let box = TypedLayoutBox(layout)
        if boxes.count == 4 { boxes.removeLast() }
        boxes.insert(box, at: 0)
        return box
    }
}
