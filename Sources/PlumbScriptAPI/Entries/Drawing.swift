extension ScriptAPI {
    /// SwiftUI's drawing modifiers (PlumbLua's `DrawingBindings`).
    public static let drawing: [APIEntry] = [
        APIEntry(
            "border", .modifier, "(color: ShapeStyle, width?: number|{width?: number}): View",
            "A line inside the frame (default width 1), over the view.", effect: .drawing),
        APIEntry(
            "fill", .modifier, "(color?: ShapeStyle): View",
            "A shape's inside in a colour (the foreground colour by default).", effect: .drawing),
        APIEntry(
            "stroke", .modifier,
            "(color?: ShapeStyle|{lineWidth?: number}, lineWidth?: number|{lineWidth?: number}): View",
            "A shape's outline, centred on its edge (default width 1).", effect: .drawing),
        APIEntry(
            "strokeBorder", .modifier,
            "(color?: ShapeStyle|{lineWidth?: number}, lineWidth?: number|{lineWidth?: number}): View",
            "A shape's outline, inside its edge (default width 1).", effect: .drawing),
        .modifier(
            "cornerRadius", [Parameter("radius", .length)], "Clips the view to its frame with rounded corners.",
            effect: .drawing),
        APIEntry(
            "clipShape", .modifier, "(shape: View): View",
            "Draws only what lies inside a shape laid out in the frame: `clipShape(Circle())`.", effect: .drawing),
        .modifier(
            "clipped", [Parameter("antialiased", .boolean, optional: true, labelled: true)],
            "Draws only what lies inside the frame.", effect: .drawing),
        .modifier(
            "opacity", [Parameter("opacity", .fraction)],
            "Draws the view translucent, 0 to 1 (nested opacities multiply).", effect: .drawing),
        APIEntry(
            "shadow", .modifier,
            "(radius: number|{color?: ShapeStyle, radius: number, x?: number, y?: number}): View",
            "A shadow behind the view (black at 33 % by default).", effect: .drawing),
        .modifier("hidden", [], "Draws nothing of the view; it keeps its space.", effect: .drawing),
        .modifier(
            "tint", [Parameter("color", .color)],
            "The colour `accentColor` stands for inside (controls' tinted parts).", effect: .drawing),
        APIEntry(
            "mask", .modifier, "(mask: View|{alignment?: Align, [1]: View}, alignment?: Align): View",
            "Draws the view only where the mask, laid out like an overlay, is opaque.", effect: .drawing),
        .modifier(
            "grayscale", [Parameter("amount", .fraction)],
            "Draws the view's colours towards grey, from 0 (unchanged) to 1 (all grey); the terminal draws them unchanged.",
            effect: .drawing),
        .modifier(
            "blur",
            [
                Parameter("radius", .length, labelled: true),
                Parameter("opaque", .boolean, optional: true, labelled: true),
            ],
            "A Gaussian blur of the drawing (the terminal draws the view sharp).", effect: .drawing),
        APIEntry(
            "rotationEffect", .modifier,
            "(degrees: number|{degrees?: number, radians?: number, anchor?: UnitPoint}, options?: {anchor?: UnitPoint}): View",
            "Draws the view turned about an anchor; its frame stays (the terminal draws it unturned).",
            effect: .drawing),
        APIEntry(
            "scaleEffect", .modifier,
            "(scale: number|{x?: number, y?: number, anchor?: UnitPoint}, options?: {anchor?: UnitPoint}): View",
            "Draws the view scaled about an anchor; its frame stays (the terminal draws it unscaled).",
            effect: .drawing),
        APIEntry(
            "contentShape", .modifier, "(shape: View): View",
            "The shape that takes taps (hit testing): no layout, no drawing.", effect: .none),
        .modifier(
            "italic", [Parameter("isActive", .boolean, optional: true)], "Text inside drawn italic.", effect: .drawing),
        .modifier(
            "fontWeight", [Parameter("weight", .name(fontWeights))],
            "The weight of text inside (a heavier one is wider, with text in points; the same cells with text in cells)."
        ),
        APIEntry(
            "underline", .modifier,
            "(isActive?: boolean|TextLineOptions, options?: TextLineOptions): View",
            "Text inside underlined.", effect: .drawing),
        APIEntry(
            "strikethrough", .modifier,
            "(isActive?: boolean|TextLineOptions, options?: TextLineOptions): View",
            "Text inside struck through.", effect: .drawing),
    ]
}
