extension ScriptAPI {
    /// Views and modifiers that imported SwiftUI uses beyond the core controls (PlumbLua's `MenuGaugeAndCanvasBindings`).
    public static let menusGaugesAndDrawnViews: [APIEntry] = [
        APIEntry(
            "Menu", .view, "(title: string|MenuOptions, options?: MenuOptions|View): View",
            "Its label as a button (borderless, tinted); the items show only when tapped."),
        APIEntry(
            "DisclosureGroup", .view, "(title: string|DisclosureGroupOptions, options?: DisclosureGroupOptions): View",
            "Its label, a Spacer and a chevron across the width; expanded (`isExpanded`), its views below."),
        APIEntry(
            "LabeledContent", .view, "(title: string|LabeledContentOptions, options?: LabeledContentOptions): View",
            "Its label, a Spacer and its value or views (secondary) across the width."),
        APIEntry(
            "Gauge", .view, "(title: string|GaugeOptions, options?: GaugeOptions): View",
            "A bar 4 high across the width at the value, its label above (an estimate of iOS's linear style)."),
        APIEntry(
            "TextEditor", .view, "(options: {text: string}): View",
            "A scrolling text area that takes the whole size offered, its text from the top leading corner."),
        APIEntry(
            "Placeholder", .view, "(label: string, options?: {fills?: boolean}): View",
            "What an import could not translate, labelled in a bordered box: hugging its label, or (`fills`) the whole size offered."
        ),
        APIEntry(
            "Canvas", .view, "(draw?: fun(context: any, size: CGSizeValue)): View",
            "A drawing that fills the space it is offered (Plumb draws nothing in it)."),
        APIEntry(
            "Path", .view, "(build?: fun(path: any)): View",
            "A path that fills the space it is offered, as a shape does (Plumb draws no paths)."),
        APIEntry(
            "badge", .modifier, "(badge?: number|string|View): View",
            "A list row's badge at its trailing edge (0 or nil: none); elsewhere nothing moves."),
        APIEntry(
            "listRowSeparator", .modifier,
            "(visibility: Visibility, options?: {edges?: any}): View",
            "Whether the row's separator is drawn.", effect: .drawing),
        APIEntry(
            "listRowBackground", .modifier, "(background?: View): View",
            "The view behind the row, sized to it, in place of the card's white.", effect: .drawing),
        .modifier(
            "navigationBarHidden", [Parameter("hidden", .boolean, optional: true)],
            "The enclosing NavigationStack shows no bar; its content takes the whole size."),
        .modifier(
            "tabViewStyle",
            [
                Parameter("style", .name(tabViewStyles)),
                Parameter("indexDisplayMode", .name(indexDisplayModes), optional: true, labelled: true),
            ],
            "The tab bar (automatic) or pages that fill the TabView, with no bar (page)."),
        .modifier(
            "zIndex", [Parameter("index", .number)],
            "Drawn in front of the views of its container with a lower index (0 by default); moves nothing.",
            effect: .drawing),
    ]
}
