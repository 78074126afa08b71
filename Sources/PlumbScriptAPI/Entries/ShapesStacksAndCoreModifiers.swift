extension ScriptAPI {
    /// Leaves, stacks, the core modifiers and the value namespaces (PlumbLua's `LuaBindings`).
    public static let core: [APIEntry] = [
        APIEntry("Rectangle", .view, "(): View", "A rectangle that fills the space it is offered."),
        APIEntry(
            "RoundedRectangle", .view, "(options: number|{cornerRadius: number}): View",
            "A rectangle with rounded corners that fills the space it is offered."),
        APIEntry("Circle", .view, "(): View", "The largest circle that fits the space it is offered."),
        APIEntry("Ellipse", .view, "(): View", "An ellipse that fills the space it is offered."),
        APIEntry("Capsule", .view, "(): View", "A rounded rectangle whose corner radius is half its shorter side."),
        APIEntry("Text", .view, "(text: string|number): View", "Text, one cell per character, wrapped to its width."),
        APIEntry(
            "Spacer", .view, "(options?: number|{minLength?: number}): View",
            "Flexible space along its stack's axis (minimum length 8 by default)."),
        APIEntry("Divider", .view, "(): View", "A thin line across its stack's minor axis."),
        APIEntry("EmptyView", .view, "(): View", "No view: a container skips it."),
        APIEntry(
            "HStack", .view, "(content: {alignment?: VAlign, spacing?: number, [integer]: View|View[]}): View",
            "Children side by side, aligned vertically."),
        APIEntry(
            "VStack", .view, "(content: {alignment?: HAlign, spacing?: number, [integer]: View|View[]}): View",
            "Children one above another, aligned horizontally."),
        APIEntry(
            "ZStack", .view, "(content: {alignment?: Align, [integer]: View|View[]}): View",
            "Children on top of each other, aligned in two dimensions."),
        APIEntry(
            "ViewThatFits", .view,
            "(content: {axes?: AxisName, [integer]: View|View[]}): View",
            "The first child that fits the space offered (`in:` is a Lua keyword: `axes`)."),
        APIEntry(
            "frame", .modifier, "(widthOrOptions?: FrameOptions|number, height?: number, alignment?: Align): View",
            "A fixed frame (width, height) or a flexible one (min/ideal/max), with an alignment."),
        APIEntry(
            "containerRelativeFrame", .modifier,
            "(axes: AxisName|AxisName[], options?: {alignment?: Align, count?: integer, span?: integer, spacing?: number}|fun(length: number, axis: string): number, length?: fun(length: number, axis: string): number): View",
            "A frame sized from the nearest container (ScrollView, List, navigation or tab content, else the canvas) on the axes given: its whole length, span of count columns, or a function of it."
        ),
        APIEntry(
            "padding", .modifier,
            "(edgesOrLength?: number|Edge|Edge[]|EdgeInsetsValue|{top?: number, leading?: number, bottom?: number, trailing?: number}, length?: number): View",
            "Space around the view: 16 by default, on all or some edges."),
        .modifier(
            "fixedSize",
            [
                Parameter("horizontal", .boolean, optional: true, labelled: true),
                Parameter("vertical", .boolean, optional: true, labelled: true),
            ],
            "Offers the view nothing (its ideal size) on the fixed axes."),
        .modifier(
            "layoutPriority", [Parameter("priority", .number)],
            "The order in which a stack offers its children space (higher first)."),
        APIEntry(
            "overlay", .modifier,
            "(content: Content|fun(): Content|{alignment?: Align, [integer]: Content}, alignment?: Align): View",
            "Views drawn over this one, offered this one's size (several: a ZStack)."),
        APIEntry(
            "background", .modifier,
            "(content: Content|fun(): Content|{alignment?: Align, [integer]: Content}, alignment?: Align): View",
            "Views drawn behind this one, offered this one's size (several: a ZStack)."),
        APIEntry(
            "offset", .modifier,
            "(x: number|CGSizeValue|{x?: number, y?: number}|{width?: number, height?: number}, y?: number): View",
            "Draws the view moved; its frame in the parent stays where it was."),
        APIEntry(
            "position", .modifier, "(x: number|CGPointValue|{x?: number, y?: number}, y?: number): View",
            "Centres the view at a point of a frame that takes all the space offered."),
        APIEntry(
            "alignmentGuide", .modifier, "(guide: HAlign|VAlign, compute: number|fun(d: ViewDimensions): number): View",
            "Sets where one of the view's alignment guides lies."),
        .modifier(
            "foregroundColor", [Parameter("color", .color)], "The colour of text and shapes inside.",
            effect: .drawing),
        .modifier(
            "foregroundStyle", [Parameter("color", .color)],
            "The colour of text and shapes inside (SwiftUI's newer name for foregroundColor).", effect: .drawing),
        APIEntry(
            "font", .modifier, "(font: TextStyle|FontValue): View",
            "The font of text and symbols inside: a text style or a Font (`Font.system(24)`)."),
        APIEntry(
            "lineLimit", .modifier, "(lines: integer|nil, upperOrOptions?: integer|{reservesSpace?: boolean}): View",
            "At most this many lines for text inside; nil: no limit; `lineLimit(2, 4)`: SwiftUI's `2...4`."),
        .modifier(
            "bold", [Parameter("isActive", .boolean, optional: true)],
            "Text inside drawn bold (wider, with text in points; the same cells with text in cells)."),
        APIEntry(
            "environment", .modifier, "(key: EnvironmentKey, value: string|integer): View",
            "Sets an environment value for this view and everything inside it."),
        APIEntry(
            "id", .modifier, "(name: string): View", "Labels the view in the diagram and the JSON; adds no view.",
            effect: .none),
        APIEntry(
            "Color", .namespace,
            "table<ColorName, View> | fun(name: ColorName|string): View | fun(red: number, green: number, blue: number, opacity?: number): View | fun(components: ColorComponents): View",
            "Colours as views that fill the space offered: `Color.red`, `Color(\"#FF8800\")`, `Color(1, 0.5, 0)`, `Color { white = 0.5 }`."
        ),
        APIEntry(
            "HorizontalAlignment", .namespace,
            "{leading: HorizontalAlignmentValue, center: HorizontalAlignmentValue, trailing: HorizontalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): HorizontalAlignmentValue",
            "Horizontal guides, and custom ones with a default."),
        APIEntry(
            "VerticalAlignment", .namespace,
            "{top: VerticalAlignmentValue, center: VerticalAlignmentValue, bottom: VerticalAlignmentValue, firstTextBaseline: VerticalAlignmentValue, lastTextBaseline: VerticalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): VerticalAlignmentValue",
            "Vertical guides, and custom ones with a default."),
        APIEntry(
            "Alignment", .namespace,
            "table<string, AlignmentValue> | fun(horizontal: HAlign, vertical: VAlign): AlignmentValue",
            "Two-dimensional alignments: `Alignment.topLeading`, `Alignment(h, v)`."),
        APIEntry(
            "Font", .namespace,
            "table<TextStyle, FontValue> | {system: fun(sizeOrStyle: number|TextStyle|{size?: number, style?: TextStyle, weight?: FontWeight, design?: FontDesign}, weightOrDesign?: FontWeight|FontDesign, designOrWeight?: FontWeight|FontDesign): FontValue, custom: fun(name: string, size: number|{size?: number, relativeTo?: TextStyle, fixedSize?: number}): FontValue}",
            "Fonts: `Font.title`, `Font.system(24)` (a fixed size), `Font.custom(name, 17)`, `Font.title:bold()`."),
    ]
}
