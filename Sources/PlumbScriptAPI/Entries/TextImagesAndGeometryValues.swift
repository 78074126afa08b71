extension ScriptAPI {
    /// Text options, fonts' makers, image sizing, aspect ratios and geometry values (PlumbLua's `TextBindings`).
    public static let text: [APIEntry] = [
        .modifier(
            "multilineTextAlignment", [Parameter("alignment", .name(textAlignments))],
            "How the lines of text inside align within the text's own width (a one-line text never moves).",
            effect: .drawing),
        .modifier(
            "truncationMode", [Parameter("mode", .name(truncationModes))],
            "Where \"…\" cuts text inside that does not fit; head and middle keep the text on one line."),
        APIEntry(
            "minimumScaleFactor", .modifier, "(factor: number): View",
            "How far (0…1) text inside may shrink before it truncates; in cells, by whole faces (3 → 2 → 1 cells a letter)."
        ),
        .modifier(
            "lineSpacing", [Parameter("spacing", .number)],
            "Points between one line's bottom and the next one's top in text inside (n lines: n heights and n − 1 spacings)."
        ),
        .modifier(
            "textCase", [Parameter("textCase", .name(textCases), optional: true)],
            "Text inside drawn in capitals or lower case (its width follows); nil: as written, in a List header too."),
        .modifier(
            "allowsTightening", [Parameter("flag", .boolean, optional: true)],
            "Lets text inside tighten its letters before truncating (monospaced cells cannot: no effect).",
            effect: .none),
        .modifier(
            "imageScale", [Parameter("scale", .name(imageScales))],
            "The size of symbol images inside relative to their font (×0.8, ×1, ×1.3)."),
        APIEntry(
            "resizable", .modifier, "(): View",
            "Makes an Image fill the space it is offered (its own size where a side is unspecified)."),
        APIEntry(
            "aspectRatio", .modifier,
            "(ratio?: number|CGSizeValue|{[1]: number|CGSizeValue, contentMode: ContentMode}, contentMode?: ContentMode): View",
            "Offers the view the largest box of the ratio inside the space (fit) or the smallest covering it (fill); nil ratio: the view's own."
        ),
        .modifier("scaledToFit", [], "aspectRatio(nil, \"fit\"): the view's own ratio, fitted."),
        .modifier("scaledToFill", [], "aspectRatio(nil, \"fill\"): the view's own ratio, filling."),
        APIEntry(
            "CGSize", .namespace,
            "{zero: CGSizeValue} | fun(width: number|{width?: number, height?: number}, height?: number): CGSizeValue",
            "Sizes: `CGSize(100, 50)`, `CGSize { width = 100, height = 50 }`, `CGSize.zero`."),
        APIEntry(
            "CGPoint", .namespace,
            "{zero: CGPointValue} | fun(x: number|{x?: number, y?: number}, y?: number): CGPointValue",
            "Points: `CGPoint(10, 20)`, `CGPoint { x = 10, y = 20 }`, `CGPoint.zero`."),
        APIEntry(
            "CGRect", .namespace,
            "{zero: CGRectValue} | fun(x: number|{x?: number, y?: number, width?: number, height?: number}, y?: number, width?: number, height?: number): CGRectValue",
            "Rectangles: `CGRect(0, 0, 100, 50)`, `CGRect { x =, y =, width =, height = }`, `CGRect.zero`."),
        APIEntry(
            "EdgeInsets", .namespace,
            "fun(top?: number|{top?: number, leading?: number, bottom?: number, trailing?: number}, leading?: number, bottom?: number, trailing?: number): EdgeInsetsValue",
            "Insets for `padding`: `EdgeInsets { top = 8, leading = 16 }`, `EdgeInsets(8, 16, 8, 16)`."),
        APIEntry(
            "UnitPoint", .namespace,
            "table<string, UnitPointValue> | fun(x: number|{x?: number, y?: number}, y?: number): UnitPointValue",
            "Points in a view's unit square: `UnitPoint.topLeading`, `UnitPoint(0.5, 0)`."),
    ]
}
