extension ScriptAPI {
    /// Views made during layout, layouts as values, layouts written in Lua (PlumbLua's `LayoutBindings`).
    public static let layouts: [APIEntry] = [
        APIEntry(
            "GeometryReader", .view, "(content: fun(proxy: GeometryProxy): Content): View",
            "Content made from the size the reader is given; it takes all the space offered."),
        APIEntry(
            "EnvironmentReader", .view, "(content: fun(env: Environment): Content): View",
            "Content made from the environment; it takes its content's place."),
        APIEntry(
            "measure", .function, "(view: View, proposal?: ProposedSize): Size",
            "The size a view would choose for a proposal, in the current environment."),
        APIEntry(
            "HStackLayout", .function, "(options?: {alignment?: VAlign, spacing?: number}): LayoutValue",
            "HStack's layout as a value: call it with the content."),
        APIEntry(
            "VStackLayout", .function, "(options?: {alignment?: HAlign, spacing?: number}): LayoutValue",
            "VStack's layout as a value: call it with the content."),
        APIEntry(
            "ZStackLayout", .function, "(options?: {alignment?: Align}): LayoutValue",
            "ZStack's layout as a value: call it with the content."),
        APIEntry("AnyLayout", .function, "(layout: LayoutValue): LayoutValue", "A layout value, whichever it is."),
        APIEntry(
            "Layout", .function,
            "(functions: {name?: string, stackOrientation?: \"horizontal\"|\"vertical\", sizeThatFits: fun(proposal: ProposedSize, subviews: LayoutSubviews, cache: any): Size, placeSubviews: fun(bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubviews, cache: any), explicitAlignment?: fun(guide: HorizontalAlignmentValue|VerticalAlignmentValue, bounds: Bounds, proposal: ProposedSize, subviews: LayoutSubviews, cache: any): number?, spacing?: fun(subviews: LayoutSubviews): ViewSpacing, makeCache?: fun(subviews: LayoutSubviews): any}): LayoutValue",
            "A container layout written in Lua (SwiftUI's Layout protocol)."),
        APIEntry(
            "ProposedViewSize", .namespace,
            "{zero: ProposedSize, unspecified: ProposedSize, infinity: ProposedSize} | fun(width: number?|{width?: number, height?: number}, height: number?): ProposedSize",
            "Proposals: `.zero`, `.unspecified`, `.infinity`, or a width and height."),
    ]
}
