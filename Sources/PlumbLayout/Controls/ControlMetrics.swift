// SwiftUI's controls and containers, built from layout primitives: a control is a
// function that makes a `View` tree of stacks, frames, padding, shapes, colours and text, with
// the sizes iOS gives it at the default Dynamic Type size (`ControlMetrics`, every number with its
// source). What a control looks like depends on the environment (a button's style, the control
// size, whether labels are hidden, whether it sits in a List), so each one's body is made when its
// node is made, from the environment it inherits: an `.environment` `ContentBuilder`, as
// EnvironmentReader's, and as SwiftUI runs a style's `makeBody` with the environment of the
// control. `plumb explain` shows what each body was made from.

/// Every number a control is built with, with its source: "recorded" (measured on a device and
/// published), OpenSwiftUI (its audited structure), Apple's documentation, or "Plumb's estimate"
/// (no public source: Plumb's documented default, listed in docs/controls.md and tested
/// as Plumb's own choice).
public enum ControlMetrics {
    // A body line: "Hello, world." measured 94.33×20.33 on iOS (recorded at
    // zenn.dev/holoholo/articles/374c2b09bb7e5e). Other styles: the same ratio to the point size
    // (Plumb's estimate), unrounded (iOS rounds a line up to the 1/3-pt pixel grid; layout never
    // rounds).
    public static let bodyLineHeight = 61.0 / 3

    /// SwiftUI's height of one line of `style` at `size`: 20.33 for body at the default size.
    /// Plumb's own text lines are one cell (16 points by default), so a control whose size comes
    /// from a line of text (a bordered button, a text field) is at least this high: a one-line
    /// control keeps SwiftUI's height whatever the cell size (docs/controls.md).
    public static func lineHeight(_ font: Font, at size: DynamicTypeSize = .default) -> Double {
        font.pointSize(at: size) * bodyLineHeight / FontStyle.body.pointSize()
    }

    /// A bordered button's insets, corner radius and font by control size (Plumb's estimate: no
    /// public measurement). Regular 7/12, radius 8, body (a body label: 20.33 + 14 = 34.33 high);
    /// large 14/20, radius 12 (20.33 + 28 = 48.33, not 50.33: the inset decides); small 5/10 and
    /// mini 3/8, radius 6, subheadline.
    public struct Bordered: Sendable, Hashable {
        public let vertical: Double
        public let horizontal: Double
        public let cornerRadius: Double
        public let font: FontStyle
    }

    public static func bordered(_ size: ControlSize) -> Bordered {
        switch size {
        case .mini: Bordered(vertical: 3, horizontal: 8, cornerRadius: 6, font: .subheadline)
        case .small: Bordered(vertical: 5, horizontal: 10, cornerRadius: 6, font: .subheadline)
        case .regular: Bordered(vertical: 7, horizontal: 12, cornerRadius: 8, font: .body)
        case .large: Bordered(vertical: 14, horizontal: 20, cornerRadius: 12, font: .body)
        }
    }

    /// A borderless button's font, body at regular and large, subheadline at small and mini
    /// (OpenSwiftUI's `BorderlessButtonStyle.swift`, a work in progress).
    public static func borderlessFont(_ size: ControlSize) -> FontStyle {
        size == .mini || size == .small ? .subheadline : .body
    }

    // The switch is 51×31 (recorded: openradar 31777116, iOS 10.3); its knob 27 with a 2-point
    // inset (Plumb's estimate: no public source).
    public static let switchSize = Size(width: 51, height: 31)
    public static let switchKnobInset = 2.0

    // The spinner is UIActivityIndicatorView's medium size, 20×20, and 37×37 large (recorded:
    // markmeretzky.com/swift/activity; the mapping to controlSize is Plumb's estimate). The linear
    // bar is 4 high, 10 wide when asked its ideal size (the 10 a nil proposal becomes, OpenSwiftUI's
    // `ProposedSize.swift`), with its label 4 above (Plumb's estimates: no public source).
    public static let spinnerSide = 20.0
    public static let largeSpinnerSide = 37.0
    public static let progressBarHeight = 4.0
    public static let trackIdealWidth = 10.0
    public static let progressLabelSpacing = 4.0

    // A slider is 31 high, with a 4-point track and a 28-point thumb (Plumb's estimates, taken
    // from UISlider: no public source).
    public static let sliderHeight = 31.0
    public static let sliderTrackHeight = 4.0
    public static let sliderThumbSide = 28.0

    // The −/+ control is 94×32, as UIStepper since iOS 13; corner radius 8 (Plumb's estimates: no
    // public source).
    public static let stepperSize = Size(width: 94, height: 32)
    public static let stepperCornerRadius = 8.0

    // `.roundedBorder` insets a field by 7 on every side (a body field is 20.33 + 14 = 34.33
    // high), corner radius 5 (Plumb's estimate: no public source).
    public static let roundedBorderInset = 7.0
    public static let roundedBorderCornerRadius = 5.0

    /// A label's icon and title are 8 apart (Plumb's estimate: no public source).
    public static let labelSpacing = 8.0

    // A GroupBox pads its content by 16, in a rounded rectangle of radius 8; its label and content
    // are a leading VStack with spacing 8 (Plumb's estimates: no public source).
    public static let groupBoxPadding = 16.0
    public static let groupBoxCornerRadius = 8.0
    public static let groupBoxSpacing = 8.0

    // List and Form (insetGrouped; Apple's `Form` page: "as grouped lists"). Rows are at least 44
    // high (Apple's `defaultMinListRowHeight` names it without a number; 44 is the HIG's hit
    // target), with vertical insets of 11 (recorded: kasianov-mikhail/scout#1015). Cards are inset
    // 16 from the list's edges and their rows 20 inside the card; the card's corner radius is 10;
    // sections are 35 apart (Plumb's estimates, from screenshots: no recorded measurement). A
    // header (footnote, secondary, upper-cased) sits 6 above its card and a footer 6 below it
    // (Plumb's estimate), both aligned with the rows' text.
    public static let minimumRowHeight = 44.0
    public static let rowVerticalInset = 11.0
    public static let cardMargin = 16.0
    public static let cardContentInset = 20.0
    public static let cardCornerRadius = 10.0
    public static let sectionSpacing = 35.0
    public static let headerFooterSpacing = 6.0
    // A plain List: rows inset 16 on both sides ("the standard 16pt side margins", recorded in
    // kasianov-mikhail/scout#1015).
    public static let plainRowInset = 16.0

    // The navigation bar is 44 high inline and 96 with a large title (44 + 52; recorded by
    // hacknicity.medium.com, "iPad navigation bar and toolbar height changes in iOS 12"); the large
    // title is leading at the 16-point margin (Plumb's estimate). The
    // canvas is the safe area: the status bar above it is not part of layout.
    public static let navigationBarHeight = 44.0
    public static let largeTitleHeight = 52.0
    public static let largeTitleMargin = 16.0

    /// The tab bar is 49 high (recorded: 365dos.com/a_87701.html), inside the safe area (the
    /// 34-point home indicator below it, useyourloaf.com "Supporting iPhone X", is not part of
    /// layout).
    public static let tabBarHeight = 49.0
}

/// The colours controls are drawn with, in one place. Tinted parts use `accentColor` (resolved
/// by the drawing code to the nearest tint, else system blue).
///
/// The bordered button's fill is the tint at opacity 0.15 (`Color.accentColor.opacity(0.15)`),
/// a rounded-border field white inside a hairline of `Color(.separator)` (#c6c6c8), a GroupBox
/// `Color(.secondarySystemBackground)` (#f2f2f7). Not yet: the off switch and the tracks in
/// `Color(.systemGray5)`, a List's page in `Color(.systemGroupedBackground)` behind white cards,
/// shadows under the switch's knob and the slider's thumb; they use the nearest colour names.
public enum ControlColors {
    public static let tint = "accentColor"
    /// With `borderedFillOpacity` over it.
    public static let borderedFill = "accentColor"
    public static let borderedFillOpacity = 0.15
    public static let separator = "#c6c6c8"
    public static let prominentLabel = "white"
    public static let destructive = "red"
    public static let switchOn = "green"
    public static let switchOff = "gray"
    public static let knob = "white"
    public static let track = "gray"
    public static let spinner = "gray"
    public static let fieldFill = "white"
    public static let placeholder = "gray"
    public static let secondary = "secondary"
    public static let boxFill = "#f2f2f7"
    public static let stepperFill = "gray"
    public static let card = "white"
    public static let unselectedTab = "gray"
}

// The segmented picker, Menu, DisclosureGroup, LabeledContent, TextEditor, Canvas and Path.
extension ControlMetrics {
    /// A segmented control's height: UIKit's UISegmentedControl is 32 points tall on iOS 13 and
    /// later (recorded: `UISegmentedControl.defaultHeight = 32`, kefaxoo/new-pulse-app 2023, and
    /// "Apple's own UISegmentedControl is 32pt tall" in a react-native-paper control).
    public static let segmentedHeight = 32.0
    /// Space on each side of a segment's label, when the control is asked its ideal width
    /// (estimate: no measurement found).
    public static let segmentInset = 12.0
    /// The selected segment's highlight, inset from the control's edge (estimate).
    public static let segmentHighlightInset = 2.0
    public static let segmentedCornerRadius = 8.0
    /// A DisclosureGroup's chevron and the gap before it (estimate: the label, a Spacer and a
    /// chevron, as a List's NavigationLink row draws one).
    public static let disclosureSpacing = 8.0
}
