extension ScriptAPI {
    /// UIKit's stack and its arranged views, solved as Auto Layout solves them (PlumbLua's `UIKitBindings`).
    public static let uikit: [APIEntry] = [
        APIEntry(
            "UIStackView", .view,
            "(content: {axis?: \"horizontal\"|\"vertical\", distribution?: UIStackDistribution, alignment?: UIStackAlignment, spacing?: number, isLayoutMarginsRelativeArrangement?: boolean, layoutMargins?: {top?: number, left?: number, bottom?: number, right?: number}, directionalLayoutMargins?: {top?: number, leading?: number, bottom?: number, trailing?: number}, isBaselineRelativeArrangement?: boolean, constraints?: UIConstraint[], customSpacing?: {[integer]: number}, [integer]: View|View[]}): View",
            "UIKit's stack view with its distributions and alignments."),
        APIEntry(
            "UILabel", .view,
            "(options: {text: string, font?: TextStyle, numberOfLines?: integer, hugging?: UIPriorities, compressionResistance?: UIPriorities, isHidden?: boolean, constraints?: UIConstraint[]}): View",
            "A label arranged by a UIStackView."),
        APIEntry(
            "UIButton", .view,
            "(options: {title: string, hugging?: UIPriorities, compressionResistance?: UIPriorities, isHidden?: boolean, constraints?: UIConstraint[]}): View",
            "A button arranged by a UIStackView."),
        APIEntry(
            "UIView", .view,
            "(options: {intrinsicContentSize?: {width?: number, height?: number}, hugging?: UIPriorities, compressionResistance?: UIPriorities, isHidden?: boolean, constraints?: UIConstraint[]}): View",
            "A plain view with an intrinsic content size."),
    ]
}
