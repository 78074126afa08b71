extension ScriptAPI {
    /// Lists, sections, scroll views, lazy stacks and grids, images and labels (PlumbLua's `CollectionBindings`).
    public static let collections: [APIEntry] = [
        APIEntry(
            "ForEach", .view,
            "(countOrList: integer|any[], make: fun(itemOrIndex: any, index?: integer): Content): View",
            "Views made by a function, one or several per index (from 1) or per item; made lazily in a lazy stack."),
        APIEntry(
            "Section", .view,
            "(content: {header?: Content|string|fun(): Content, footer?: Content|string|fun(): Content, [integer]: View|View[]}): View",
            "A header, views and a footer; a lazy stack can pin the header."),
        APIEntry(
            "ScrollView", .view,
            "(content: {axes?: AxisName|AxisName[], contentOffset?: {x?: number, y?: number}, [integer]: View|View[]}): View",
            "Content seen through the scroll view's frame, scrolled by `contentOffset` or `--scroll`."),
        APIEntry(
            "LazyVStack", .view,
            "(content: {alignment?: HAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}): View",
            "A VStack that makes only the rows on screen."),
        APIEntry(
            "LazyHStack", .view,
            "(content: {alignment?: VAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}): View",
            "An HStack that makes only the columns on screen."),
        APIEntry(
            "GridItem", .function,
            "(options?: \"flexible\"|{fixed?: number, flexible?: {minimum?: number, maximum?: number}, adaptive?: {minimum: number, maximum?: number}, spacing?: number, alignment?: Align}, flexibleOptions?: {flexible?: {minimum?: number, maximum?: number}, spacing?: number, alignment?: Align}): GridItemValue",
            "A lazy grid's column (or row): flexible (GridItem() or GridItem(\"flexible\")), fixed or adaptive."),
        APIEntry(
            "LazyVGrid", .view,
            "(content: {columns: GridItemValue[], alignment?: HAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}): View",
            "Rows of cells in the given columns, made only when on screen."),
        APIEntry(
            "LazyHGrid", .view,
            "(content: {rows: GridItemValue[], alignment?: VAlign, spacing?: number, pinnedViews?: PinnedViews, [integer]: View|View[]}): View",
            "Columns of cells in the given rows, made only when on screen."),
        APIEntry(
            "Image", .view,
            "(nameOrOptions: string|{systemName: string}, size?: CGSizeValue|{width: number, height: number}): View",
            "An asset of a fixed size (100×100 unless stated), or an SF Symbol sized by its font, drawn as one character (unknown names as □)."
        ),
        APIEntry(
            "Label", .view,
            "(title: string|{title: string|View, systemImage?: string, icon?: View}, options?: string|{systemImage: string}): View",
            "An icon and a title side by side, or one of them (`labelStyle`)."),
    ]
}
