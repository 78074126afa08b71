/// SwiftUI's controls and containers, built from layout primitives: a control is a
/// function that makes a `View` tree of stacks, frames, padding, shapes, colours and text, with
/// the sizes iOS gives it at the default Dynamic Type size (`ControlMetrics`, every number with its
/// source). What a control looks like depends on the environment (a button's style, the control
/// size, whether labels are hidden, whether it sits in a List), so each one's body is made when its
/// node is made, from the environment it inherits: an `.environment` `ContentBuilder`, as
/// EnvironmentReader's, and as SwiftUI runs a style's `makeBody` with the environment of the
/// control. `plumb explain` shows what each body was made from.

// MARK: - Metrics

/// Every number a control is built with, with its source: "rec" (measured on a device and
/// published), "OSUI" (OpenSwiftUI's audited structure), "apple" (documentation), or "estimate"
/// (no public source: Plumb's documented default, listed in the README's Controls table and tested
/// as Plumb's own choice).
public enum ControlMetrics {
    // §0.2: a body line measured 94.33×20.33 on iOS (rec, zenn.dev/holoholo). Other styles: the
    // same ratio to the point size (estimate), unrounded (the spec rounds to 1/3 pt; layout never
    // rounds).
    public static let bodyLineHeight = 61.0 / 3

    /// SwiftUI's height of one line of `style` at `size`: 20.33 for body at the default size.
    /// Plumb's own text lines are one cell (16 points by default), so a control whose size comes
    /// from a line of text (a bordered button, a text field) is at least this high: a one-line
    /// control keeps SwiftUI's height whatever the cell size (the README's "Controls").
    public static func lineHeight(_ font: Font, at size: DynamicTypeSize = .default) -> Double {
        font.pointSize(at: size) * bodyLineHeight / FontStyle.body.pointSize()
    }

    /// §1.6 (estimate; open question 1): a bordered button's insets, corner radius and font by
    /// control size. Regular 7/12, radius 8, body (a body label: 20.33 + 14 = 34.33 high); large
    /// 14/20, radius 12 (20.33 + 28 = 48.33: the spec's "50.33" does not follow from its own 14);
    /// small 5/10 and mini 3/8, radius 6, subheadline.
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

    /// §1.3 (OSUI BorderlessButtonStyle, WIP; Medium): a borderless button's font, body at regular
    /// and large, subheadline at small and mini.
    public static func borderlessFont(_ size: ControlSize) -> FontStyle {
        size == .mini || size == .small ? .subheadline : .body
    }

    // §2.1: the switch is 51×31 (rec: openradar 31777116, iOS 10.3); its knob 27 with a 2-point
    // inset (estimate).
    public static let switchSize = Size(width: 51, height: 31)
    public static let switchKnobInset = 2.0

    // §2.2: the spinner is UIActivityIndicatorView's medium size, 20×20, and 37×37 large (rec:
    // markmeretzky.com; the mapping to controlSize is an estimate). The linear bar is 4 high,
    // 10 wide when asked its ideal size (layout rules' "magic 10"), with its label 4 above (all
    // estimates).
    public static let spinnerSide = 20.0
    public static let largeSpinnerSide = 37.0
    public static let progressBarHeight = 4.0
    public static let trackIdealWidth = 10.0
    public static let progressLabelSpacing = 4.0

    // §2.3 (estimates from UISlider): a slider is 31 high, with a 4-point track and a 28-point
    // thumb.
    public static let sliderHeight = 31.0
    public static let sliderTrackHeight = 4.0
    public static let sliderThumbSide = 28.0

    // §2.4 (estimate, UIStepper since iOS 13): the −/+ control is 94×32; corner radius 8
    // (estimate).
    public static let stepperSize = Size(width: 94, height: 32)
    public static let stepperCornerRadius = 8.0

    // §2.5 (estimate): `.roundedBorder` insets a field by 7 on every side (a body field is
    // 20.33 + 14 = 34.33 high), corner radius 5.
    public static let roundedBorderInset = 7.0
    public static let roundedBorderCornerRadius = 5.0

    /// §2.7 (estimate): a label's icon and title are 8 apart.
    public static let labelSpacing = 8.0

    // §3.5 (estimates): a GroupBox pads its content by 16, in a rounded rectangle of radius 8;
    // its label and content are a leading VStack with spacing 8.
    public static let groupBoxPadding = 16.0
    public static let groupBoxCornerRadius = 8.0
    public static let groupBoxSpacing = 8.0

    // §3.1, List and Form (insetGrouped). Rows are at least 44 high (apple
    // `defaultMinListRowHeight` names it; 44 is the HIG's target: Medium), with vertical insets of
    // 11 (rec: scout#1015). Cards are inset 16 from the list's edges and their rows 20 inside the
    // card; the card's corner radius is 10; sections are 35 apart (estimates; open question 6). A
    // header (footnote, secondary, upper-cased) sits 6 above its card and a footer 6 below it
    // (estimate), both aligned with the rows' text.
    public static let minimumRowHeight = 44.0
    public static let rowVerticalInset = 11.0
    public static let cardMargin = 16.0
    public static let cardContentInset = 20.0
    public static let cardCornerRadius = 10.0
    public static let sectionSpacing = 35.0
    public static let headerFooterSpacing = 6.0
    // A plain List (§3.1): rows inset 16 on both sides ("the standard 16pt side margins", rec).
    public static let plainRowInset = 16.0

    // §3.2: the navigation bar is 44 high inline and 96 with a large title (44 + 52; rec:
    // hacknicity, iOS 11–12); the large title is leading at the 16-point margin (estimate). The
    // canvas is the safe area: the status bar above it is not part of layout.
    public static let navigationBarHeight = 44.0
    public static let largeTitleHeight = 52.0
    public static let largeTitleMargin = 16.0

    /// §3.3: the tab bar is 49 high (rec: 365dos), inside the safe area (the 34-point home
    /// indicator below it is not part of layout).
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

// MARK: - Environment values

/// SwiftUI's `ControlSize`: the spec's four (`extraLarge` has no metrics there, so it is not offered).
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
    case mini, small, regular, large
}

public struct ControlSizeKey: EnvironmentKey {
    public static let defaultValue = ControlSize.regular
}

/// A button's role: colour only (§1.9).
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
    case destructive, cancel
}

/// What a button style's `makeBody` receives (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The label the button was made with.
    public let label: View
    /// Always false: Plumb draws a button at rest.
    public let isPressed: Bool
    public let role: ButtonRole?
    /// The environment and engine of the button's node, for a style that measures.
    public let inputs: BuilderInputs
}

/// A `ButtonStyle` written outside the core (in Lua): its `makeBody` makes the button's body.
/// Two styles are equal only when they are the same object.
public final class CustomButtonStyle: Hashable, @unchecked Sendable {
    /// For `plumb explain`: where the style was defined.
    public let name: String
    public let makeBody: (ButtonStyleConfiguration) -> View

    public init(name: String, makeBody: @escaping (ButtonStyleConfiguration) -> View) {
        self.name = name
        self.makeBody = makeBody
    }

    public static func == (lhs: CustomButtonStyle, rhs: CustomButtonStyle) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// SwiftUI's button styles (§1): the system ones, and any `ButtonStyle`.
public enum ButtonStyle: Hashable, Sendable {
    case automatic, borderless, plain, bordered, borderedProminent
    case custom(CustomButtonStyle)

    /// The system styles by their Lua names.
    public static let named: [(String, ButtonStyle)] = [
        ("automatic", .automatic), ("borderless", .borderless), ("plain", .plain), ("bordered", .bordered),
        ("borderedProminent", .borderedProminent),
    ]

    var name: String {
        if case .custom(let style) = self { return style.name }
        return Self.named.first { $0.1 == self }?.0 ?? "custom"
    }
}

public struct ButtonStyleKey: EnvironmentKey {
    public static let defaultValue = ButtonStyle.automatic
}

/// `.buttonBorderShape(_:)`: the shape behind bordered buttons (automatic: the control size's
/// rounded rectangle; §1.6).
public enum ButtonBorderShape: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: Double?)
}

public struct ButtonBorderShapeKey: EnvironmentKey {
    public static let defaultValue = ButtonBorderShape.automatic
}

/// SwiftUI's `LabelStyle`s on iOS (§2.7), plus the tab bar's own (icon above title).
public enum LabelStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, titleAndIcon, iconOnly, titleOnly
    /// The tab bar's: the icon above the title (internal to TabView).
    case tabItem
}

public struct LabelStyleKey: EnvironmentKey {
    public static let defaultValue = LabelStyle.automatic
}

/// `.labelsHidden()`: controls show no label (a Toggle is only its switch).
public struct LabelsHiddenKey: EnvironmentKey {
    public static let defaultValue = false
}

public enum ToggleStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, `switch`, button
}

public struct ToggleStyleKey: EnvironmentKey {
    public static let defaultValue = ToggleStyle.automatic
}

public enum TextFieldStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, plain, roundedBorder
}

public struct TextFieldStyleKey: EnvironmentKey {
    public static let defaultValue = TextFieldStyle.automatic
}

/// Picker styles Plumb draws: iOS 16+'s menu, the automatic style outside and inside lists (§2.6,
/// open question 3). Segmented, inline and wheel pickers are not drawn yet.
public enum PickerStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, menu, segmented
}

public struct PickerStyleKey: EnvironmentKey {
    public static let defaultValue = PickerStyle.automatic
}

public enum ProgressViewStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, linear, circular
}

public struct ProgressViewStyleKey: EnvironmentKey {
    public static let defaultValue = ProgressViewStyle.automatic
}

/// List styles Plumb draws (§3.1): iOS 17's automatic style is insetGrouped.
public enum ListStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, insetGrouped, grouped, plain
}

public struct ListStyleKey: EnvironmentKey {
    public static let defaultValue = ListStyle.automatic
}

/// `.listSectionSpacing(_:)` (apple): the gap between a List's sections (nil: 35, estimate).
public struct ListSectionSpacingKey: EnvironmentKey {
    public static let defaultValue: Double? = nil
}

/// `.listRowSpacing(_:)` (apple: "the vertical spacing between two adjacent rows in a List"): nil
/// or 0, the rows touch in their card; more, each row is a card of its own that far from the next
/// (the cards' look: estimate).
public struct ListRowSpacingKey: EnvironmentKey {
    public static let defaultValue: Double? = nil
}

/// `.listRowInsets(_:)`, written on the row (nil: 11 above and below, 20 at the sides in a card).
public struct ListRowInsetsKey: EnvironmentKey {
    public static let defaultValue: EdgeInsets? = nil
}

/// Set on a List's rows: controls that a List restyles (a Picker, a NavigationLink) read it, as
/// SwiftUI's `.automatic` styles resolve to their container's.
public struct IsInListKey: EnvironmentKey {
    public static let defaultValue = false
}

/// `.disabled(_:)`: dims a control; layout is unchanged (§1.9). Kept for the drawing code.
public struct IsEnabledKey: EnvironmentKey {
    public static let defaultValue = true
}

/// A `tag(_:)` value: how a Picker or a TabView knows its options.
public enum ControlTag: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case boolean(Bool)

    public var description: String {
        switch self {
        case .string(let string): "\"\(string)\""
        case .number(let number): formatPoints(number)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }
}

/// `.tag(_:)`, written on the tagged view itself (it adds no view).
public struct TagKey: EnvironmentKey {
    public static let defaultValue: ControlTag? = nil
}

/// A view as an environment value (a tab's label), equal only to itself.
public struct ViewValue: Hashable, @unchecked Sendable {
    public let view: View
    public init(_ view: View) { self.view = view }
    public static func == (lhs: ViewValue, rhs: ViewValue) -> Bool { lhs.view === rhs.view }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
}

/// `.tabItem { … }`, written on the tab's content (it adds no view).
public struct TabItemKey: EnvironmentKey {
    public static let defaultValue: ViewValue? = nil
}

/// `.navigationTitle(_:)`, written on the content (SwiftUI passes it up as a preference; the
/// NavigationStack finds it in its content when it is made).
public struct NavigationTitleKey: EnvironmentKey {
    public static let defaultValue: String? = nil
}

public enum TitleDisplayMode: String, Sendable, Hashable, CaseIterable {
    case automatic, inline, large
}

public struct TitleDisplayModeKey: EnvironmentKey {
    public static let defaultValue: TitleDisplayMode? = nil
}

/// `navigationBarHidden(true)`, `toolbar(.hidden, for: .navigationBar)`: the enclosing
/// NavigationStack shows no bar (read from its content, as the title is).
public struct NavigationBarHiddenKey: EnvironmentKey {
    public static let defaultValue: Bool? = nil
}

/// `badge(_:)`: a list row's badge (its count or text), shown at the row's trailing edge.
public struct BadgeKey: EnvironmentKey {
    public static let defaultValue: ViewValue? = nil
}

/// `listRowSeparator(.hidden)`: the row has no separator below it.
public struct ListRowSeparatorHiddenKey: EnvironmentKey {
    public static let defaultValue = false
}

/// `listRowBackground(_:)`: the view behind the row, in place of the card's white.
public struct ListRowBackgroundKey: EnvironmentKey {
    public static let defaultValue: ViewValue? = nil
}

/// `tabViewStyle(_:)`: the tab bar (automatic) or pages that fill the TabView (page), their dots
/// drawn over the content.
public enum TabViewStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, page
}

public struct TabViewStyleKey: EnvironmentKey {
    public static let defaultValue = TabViewStyle.automatic
}

// MARK: - Modifiers

extension View {
    /// This view with `key` set to `value` for everything inside. When the view already sets the
    /// key itself, the value goes on a transparent wrapper instead, so the inner setting keeps
    /// winning (`.buttonStyle(.bordered).buttonStyle(.plain)` is bordered, as in SwiftUI).
    public func environment<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> View {
        guard environment.isSet(key) else { return withEnvironment { $0[key] = value } }
        return View.transparent(self) { $0[key] = value }
    }

    /// A wrapper that only sets environment values for `content`: transparent to layout (the
    /// content's size, guides, spacing and priority).
    static func transparent(
        _ content: View, typeName: String = "environment", _ change: (inout EnvironmentValues) -> Void
    ) -> View {
        var environment = EnvironmentValues()
        change(&environment)
        return View(
            typeName: typeName, builtin: EnvironmentReaderLayout(), children: [content], environment: environment)
    }

    public func buttonStyle(_ style: ButtonStyle) -> View { environment(ButtonStyleKey.self, style) }
    public func controlSize(_ size: ControlSize) -> View { environment(ControlSizeKey.self, size) }
    public func labelStyle(_ style: LabelStyle) -> View { environment(LabelStyleKey.self, style) }
    public func labelsHidden() -> View { environment(LabelsHiddenKey.self, true) }
    public func toggleStyle(_ style: ToggleStyle) -> View { environment(ToggleStyleKey.self, style) }
    public func textFieldStyle(_ style: TextFieldStyle) -> View { environment(TextFieldStyleKey.self, style) }
    public func pickerStyle(_ style: PickerStyle) -> View { environment(PickerStyleKey.self, style) }
    public func progressViewStyle(_ style: ProgressViewStyle) -> View {
        environment(ProgressViewStyleKey.self, style)
    }
    public func listStyle(_ style: ListStyle) -> View { environment(ListStyleKey.self, style) }
    public func listSectionSpacing(_ spacing: Double) -> View { environment(ListSectionSpacingKey.self, spacing) }
    public func listRowSpacing(_ spacing: Double?) -> View { environment(ListRowSpacingKey.self, spacing) }
    public func listRowInsets(_ insets: EdgeInsets?) -> View { environment(ListRowInsetsKey.self, insets) }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> View { environment(ButtonBorderShapeKey.self, shape) }
    public func disabled(_ isDisabled: Bool = true) -> View { environment(IsEnabledKey.self, !isDisabled) }
    public func tag(_ tag: ControlTag) -> View { environment(TagKey.self, tag) }
    public func tabItem(_ label: View) -> View { environment(TabItemKey.self, ViewValue(label)) }
    public func navigationTitle(_ title: String) -> View { environment(NavigationTitleKey.self, title) }
    public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> View {
        environment(TitleDisplayModeKey.self, mode)
    }
    public func navigationBarHidden(_ hidden: Bool = true) -> View { environment(NavigationBarHiddenKey.self, hidden) }
    /// `badge(3)`, `badge("New")`: nil (or a count of 0) shows none.
    public func badge(_ label: View?) -> View { environment(BadgeKey.self, label.map(ViewValue.init)) }
    public func listRowSeparatorHidden(_ hidden: Bool = true) -> View {
        environment(ListRowSeparatorHiddenKey.self, hidden)
    }
    public func listRowBackground(_ background: View?) -> View {
        environment(ListRowBackgroundKey.self, background.map(ViewValue.init))
    }
    public func tabViewStyle(_ style: TabViewStyle) -> View { environment(TabViewStyleKey.self, style) }
}

// MARK: - Building blocks

extension View {
    /// A control: a view whose body is made from the environment it inherits when its node is
    /// made. `make` returns the body and a note for `plumb explain`.
    static func control(
        _ typeName: String, children: [View] = [], _ make: @escaping (BuilderInputs) -> (View, String)
    ) -> View {
        let builder = ContentBuilder(trigger: .environment) { make($0) }
        return View(typeName: typeName, builtin: EnvironmentReaderLayout(), children: children, builder: builder)
    }

    /// The label drawn in `color` unless a colour is set outside the control (SwiftUI: an explicit
    /// `foregroundStyle` wins over the tint); the label's own colour always wins.
    func tinted(_ color: String, unless environment: EnvironmentValues) -> View {
        environment.foregroundColor == nil
            ? View.transparent(self, typeName: "tint") { $0.foregroundColor = color } : self
    }

    /// The label set in `font` unless a font is set outside the control.
    func defaultFont(_ font: FontStyle, unless environment: EnvironmentValues) -> View {
        environment.font == nil && font != .body
            ? View.transparent(self, typeName: "font") { $0.font = Font(font) } : self
    }

    func padding(vertical: Double, horizontal: Double) -> View {
        padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }

    static func filled(_ kind: ShapeKind, _ color: String) -> View { View.shape(kind).foregroundColor(color) }

    /// An SF Symbol as one character (as `Image(systemName:)` draws it in Plumb).
    public static func symbol(_ character: String) -> View { View(typeName: "Image", content: .text(character)) }
}

// MARK: - Button (§1)

extension View {
    /// `Button(action:label:)`: its body is its style's `makeBody(configuration)`, the style read
    /// from the environment (`buttonStyle`), so a style set on a container applies to every
    /// button inside it.
    public static func button(label: View, role: ButtonRole? = nil) -> View {
        control("Button", children: [label]) { inputs in
            let style = inputs.environment[ButtonStyleKey.self]
            let size = inputs.environment[ControlSizeKey.self]
            let body = buttonBody(label: label, style: style, role: role, inputs: inputs)
            let name = style == .automatic ? "automatic (borderless on iOS)" : style.name
            return (body, "style \(name)" + (size == .regular ? "" : ", control size \(size.rawValue)"))
        }
    }

    /// The shape behind a bordered button (`buttonBorderShape`; automatic: a rounded rectangle of
    /// the control size's radius).
    static func borderShape(_ environment: EnvironmentValues, _ metrics: ControlMetrics.Bordered) -> ShapeKind {
        switch environment[ButtonBorderShapeKey.self] {
        case .automatic: .roundedRectangle(cornerRadius: metrics.cornerRadius)
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius ?? metrics.cornerRadius)
        case .capsule: .capsule
        case .circle: .circle
        }
    }

    static func buttonBody(label: View, style: ButtonStyle, role: ButtonRole?, inputs: BuilderInputs) -> View {
        let environment = inputs.environment
        let size = environment[ControlSizeKey.self]
        let tint = role == .destructive ? ControlColors.destructive : ControlColors.tint
        switch style {
        case .custom(let custom):
            return custom.makeBody(
                ButtonStyleConfiguration(label: label, isPressed: false, role: role, inputs: inputs))
        case .plain:
            // §1.4: the label, not tinted.
            return label
        case .automatic, .borderless:
            // §1.2–1.3: iOS's automatic style is borderless: the label only, tinted.
            return label.defaultFont(ControlMetrics.borderlessFont(size), unless: environment)
                .tinted(tint, unless: environment)
        case .bordered, .borderedProminent:
            // §1.6: label.padding(insets).background(shape), hugging the label; at least one
            // SwiftUI line of the font plus the insets high.
            let metrics = ControlMetrics.bordered(size)
            let prominent = style == .borderedProminent
            let font = environment.font ?? Font(metrics.font)
            let minimumHeight =
                ControlMetrics.lineHeight(font, at: environment.dynamicTypeSize ?? .default) + 2 * metrics.vertical
            let fill =
                prominent
                ? filled(borderShape(environment, metrics), tint)
                : filled(borderShape(environment, metrics), ControlColors.borderedFill).opacity(
                    ControlColors.borderedFillOpacity)
            return label.defaultFont(metrics.font, unless: environment)
                .tinted(prominent ? ControlColors.prominentLabel : tint, unless: environment)
                .padding(vertical: metrics.vertical, horizontal: metrics.horizontal)
                .frame(minHeight: minimumHeight)
                .background(fill)
        }
    }

    /// `Link(_:destination:)` (§2.8): its label, tinted, as a borderless button.
    public static func link(label: View) -> View {
        control("Link", children: [label]) { inputs in
            (label.tinted(ControlColors.tint, unless: inputs.environment), "tinted label")
        }
    }
}

// MARK: - Toggle (§2.1)

extension View {
    /// The switch: a capsule track, green when on, with a white knob inset 2 at its trailing end
    /// (on) or leading end (off); 51×31.
    static func switchView(isOn: Bool) -> View {
        let side = ControlMetrics.switchSize
        let knob = filled(.circle, ControlColors.knob).padding(ControlMetrics.switchKnobInset)
        return View.zStack(
            alignment: isOn ? .trailing : .leading,
            [filled(.capsule, isOn ? ControlColors.switchOn : ControlColors.switchOff), knob]
        ).frame(width: side.width, height: side.height)
    }

    /// `Toggle(_:isOn:)`: a labeled control, `HStack { label; Spacer; switch }` (OSUI's
    /// SwitchToggleStyle in LeadingTrailingLabeledContentStyle, §2.1): it takes the whole width
    /// offered, the label at the leading edge, the switch at the trailing edge. `labelsHidden()`
    /// leaves the switch alone; `toggleStyle(.button)` makes it a button, bordered-prominent when
    /// on and bordered when off.
    public static func toggle(label: View, isOn: Bool) -> View {
        control("Toggle", children: [label]) { inputs in
            let environment = inputs.environment
            if environment[ToggleStyleKey.self] == .button {
                let style: ButtonStyle = isOn ? .borderedProminent : .bordered
                return (
                    buttonBody(label: label, style: style, role: nil, inputs: inputs),
                    "button style, \(isOn ? "on" : "off")"
                )
            }
            let control = switchView(isOn: isOn)
            if environment[LabelsHiddenKey.self] { return (control, "switch only (labels hidden)") }
            return (labeledContent(label, control), "switch, \(isOn ? "on" : "off")")
        }
    }

    /// LabeledContent's default iOS style: `HStack { label; Spacer; content }` (OSUI,
    /// LeadingTrailingLabeledContentStyle; its Spacer has priority −1, which orders it as Plumb's
    /// Spacer, −∞, does).
    static func labeledContent(_ label: View, _ content: View) -> View {
        View.hStack([label, View.spacer(), content])
    }
}

// MARK: - ProgressView, Slider (§2.2, §2.3)

/// A linear track: a track across the whole width, a fill from the leading edge to the value, and
/// optionally a thumb at the value, all centred vertically in the control's height. It takes the
/// width it is offered (10 when asked its ideal width) and a fixed height.
struct TrackLayout: EngineLayout {
    /// The value's place along the track, 0…1.
    let fraction: Double
    let height: Double
    let trackHeight: Double

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        Size(width: proposal.width ?? ControlMetrics.trackIdealWidth, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let width = bounds.width
        let trackY = bounds.minY + (bounds.height - trackHeight) / 2
        var fillWidth = fraction * width
        if subviews.count > 2 {
            // The thumb travels between the track's ends; the fill reaches its centre.
            let thumb = subviews[2].sizeThatFits(.unspecified)
            let centre = bounds.minX + thumb.width / 2 + fraction * max(width - thumb.width, 0)
            subviews[2].place(
                at: Point(x: centre, y: bounds.minY + bounds.height / 2), anchor: UnitPoint(x: 0.5, y: 0.5),
                proposal: .unspecified)
            fillWidth = centre - bounds.minX
        }
        if subviews.count > 0 {
            subviews[0].place(
                at: Point(x: bounds.minX, y: trackY), proposal: ProposedSize(width: width, height: trackHeight))
        }
        if subviews.count > 1 {
            subviews[1].place(
                at: Point(x: bounds.minX, y: trackY), proposal: ProposedSize(width: fillWidth, height: trackHeight))
        }
    }

    /// The height is fixed; the width is the proposal's.
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .horizontal }

    /// No explicit guides: the parts are drawing.
    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { nil }
}

extension View {
    static func track(fraction: Double?, height: Double, trackHeight: Double, thumb: View? = nil) -> View {
        // NaN (an infinite range's ∞/∞) reads as 0, like any value below the track.
        let value = fraction ?? 0
        let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
        var parts = [filled(.capsule, ControlColors.track)]
        if fraction != nil { parts.append(filled(.capsule, ControlColors.tint)) }
        if let thumb { parts.append(thumb) }
        return View(
            typeName: "track", builtin: TrackLayout(fraction: clamped, height: height, trackHeight: trackHeight),
            children: parts)
    }

    /// `ProgressView()` (§2.2): a spinner, 20×20 (37×37 at `controlSize(.large)`), with its label
    /// centred below it; `ProgressView(value:total:)` a linear bar 4 high that fills the width,
    /// with its label above and its current-value label below (a leading VStack, spacing 4).
    /// `progressViewStyle` picks either look whatever the value.
    public static func progressView(
        value: Double?, total: Double = 1, label: View? = nil, currentValueLabel: View? = nil
    ) -> View {
        control("ProgressView", children: [label, currentValueLabel].compactMap { $0 }) { inputs in
            let environment = inputs.environment
            let style = environment[ProgressViewStyleKey.self]
            let linear = style == .linear || (style == .automatic && value != nil)
            if !linear {
                let side =
                    environment[ControlSizeKey.self] == .large
                    ? ControlMetrics.largeSpinnerSide : ControlMetrics.spinnerSide
                let spinner = filled(.circle, ControlColors.spinner).frame(width: side, height: side)
                guard let label else { return (spinner, "spinner \(formatPoints(side))×\(formatPoints(side))") }
                return (
                    View.vStack([spinner, label.tinted(ControlColors.secondary, unless: environment)]),
                    "spinner with its label"
                )
            }
            let fraction = value.map { total > 0 ? $0 / total : 0 }
            let bar = track(
                fraction: fraction, height: ControlMetrics.progressBarHeight,
                trackHeight: ControlMetrics.progressBarHeight)
            let parts = [label, bar, currentValueLabel?.tinted(ControlColors.secondary, unless: environment)]
                .compactMap { $0 }
            let note =
                fraction.map { "linear, \(formatPoints(($0.isNaN ? 0 : min(max($0, 0), 1)) * 100))%" }
                ?? "linear, no value"
            guard parts.count > 1 else { return (bar, note) }
            return (View.vStack(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing, parts), note)
        }
    }

    /// `Slider(value:in:)` (§2.3): a 4-point track with a 28-point thumb, 31 high, filling the
    /// width; with value labels, `HStack { minimum; track; maximum }`. Its label is not shown on
    /// iOS.
    public static func slider(
        value: Double, in range: ClosedRange<Double> = 0...1, minimumValueLabel: View? = nil,
        maximumValueLabel: View? = nil
    ) -> View {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let thumb = filled(.circle, ControlColors.knob).frame(
            width: ControlMetrics.sliderThumbSide, height: ControlMetrics.sliderThumbSide)
        let bar = track(
            fraction: fraction, height: ControlMetrics.sliderHeight, trackHeight: ControlMetrics.sliderTrackHeight,
            thumb: thumb)
        guard minimumValueLabel != nil || maximumValueLabel != nil else {
            return View(typeName: "Slider", builtin: EnvironmentReaderLayout(), children: [bar])
        }
        let row = View.hStack([minimumValueLabel, bar, maximumValueLabel].compactMap { $0 })
        return View(typeName: "Slider", builtin: EnvironmentReaderLayout(), children: [row])
    }

    /// `Stepper(_:value:)` (§2.4): a labeled control like Toggle, `HStack { label; Spacer; −|+ }`,
    /// the −/+ control 94×32.
    public static func stepper(label: View) -> View {
        control("Stepper", children: [label]) { inputs in
            let size = ControlMetrics.stepperSize
            let half = { (sign: String) in View.text(sign).frame(maxWidth: .infinity, maxHeight: .infinity) }
            let buttons = View.hStack(spacing: 0, [half("−"), View.divider(), half("+")])
                .frame(width: size.width, height: size.height)
                .background(
                    filled(
                        .roundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius), ControlColors.stepperFill))
            if inputs.environment[LabelsHiddenKey.self] { return (buttons, "−/+ only (labels hidden)") }
            return (labeledContent(label, buttons), "label, −/+")
        }
    }
}

// MARK: - Label (§2.7)

extension View {
    /// The centre of a view's first line of text: of the line's box, from its top to its first
    /// baseline plus the descent below it (the height under the last baseline); the centre of
    /// anything else, whose baselines are its bottom (§2.7). In cells a two-row face draws its
    /// letters on the lower row of its line, above a row of descent: this is where they are.
    static let firstTextLineCenter = AlignmentID(custom: "firstTextLineCenter", axis: .vertical) {
        ($0[.firstTextBaseline] + $0.height - $0[.lastTextBaseline]) / 2
    }

    /// `Label(_:systemImage:)`: icon and title side by side (HStack, spacing 8), or one of them
    /// (`labelStyle(.iconOnly)`, `.titleOnly`), or the icon above the title in a tab bar.
    public static func label(title: View, icon: View) -> View {
        control("Label", children: [icon, title]) { inputs in
            let style = inputs.environment[LabelStyleKey.self]
            switch style {
            case .iconOnly: return (icon, "icon only")
            case .titleOnly: return (title, "title only")
            case .tabItem:
                let caption = View.transparent(title, typeName: "font") { $0.font = .caption2 }
                return (View.vStack(spacing: 0, [icon, caption]), "tab item: icon above title")
            case .automatic, .titleAndIcon:
                // The icon on the centre of the title's first line (SwiftUI's private
                // `_firstTextLineCenter`).
                return (
                    View.hStack(
                        alignment: VerticalAlignment(firstTextLineCenter), spacing: ControlMetrics.labelSpacing,
                        [icon, title]),
                    "icon and title"
                )
            }
        }
    }
}

// MARK: - TextField, SecureField (§2.5)

extension View {
    /// `TextField(_:text:)`: greedy across (it takes the whole width offered, its placeholder's
    /// width when asked its ideal), one SwiftUI line of its font high; the text (or the placeholder,
    /// in grey, when the text is empty) leading, on one line unless `axis` is vertical.
    /// `textFieldStyle(.roundedBorder)` insets it by 7 in a rounded rectangle.
    public static func textField(
        placeholder: View, text: String, isSecure: Bool = false, axis: Axis = .horizontal
    ) -> View {
        control(isSecure ? "SecureField" : "TextField", children: [placeholder]) { inputs in
            let environment = inputs.environment
            var shown: View
            if text.isEmpty {
                shown = View.transparent(placeholder, typeName: "placeholder") {
                    $0.foregroundColor = ControlColors.placeholder
                }
            } else {
                shown = View.text(isSecure ? String(repeating: "•", count: text.count) : text)
            }
            if axis == .horizontal { shown = shown.lineLimit(1) }
            let font = environment.font ?? .body
            let line = ControlMetrics.lineHeight(font, at: environment.dynamicTypeSize ?? .default)
            let field = shown.frame(maxWidth: .infinity, minHeight: line, alignment: .leading)
            guard environment[TextFieldStyleKey.self] == .roundedBorder else { return (field, "plain") }
            let inset = ControlMetrics.roundedBorderInset
            return (
                field.padding(inset).background(
                    filled(
                        .roundedRectangle(cornerRadius: ControlMetrics.roundedBorderCornerRadius),
                        ControlColors.fieldFill
                    ).strokeBorder(ControlColors.separator)),
                "rounded border"
            )
        }
    }
}

// MARK: - Picker (§2.6)

extension View {
    /// The views a container's content stands for: ForEach made, Sections opened, EmptyViews
    /// dropped (as a container expands them).
    static func flattened(_ views: [View]) -> [View] {
        var result: [View] = []
        func add(_ view: View) {
            switch view.content {
            case .empty: return
            case .forEach(let sequence): for index in 0..<sequence.count { add(sequence.make(index)) }
            case .section: for child in view.children { add(child) }
            default: result.append(view)
            }
        }
        views.forEach(add)
        return result
    }

    /// The option `selection` picks: the one tagged with it; else (Plumb: SwiftUI tags a ForEach's
    /// views with their ids) the Text whose string it is; else the option at that (1-based)
    /// position.
    static func selectedOption(_ options: [View], _ selection: ControlTag?) -> (index: Int, view: View)? {
        guard let selection else { return nil }
        if let index = options.firstIndex(where: { $0.environment[TagKey.self] == selection }) {
            return (index, options[index])
        }
        if case .string(let string) = selection,
            let index = options.firstIndex(where: { if case .text(string) = $0.content { true } else { false } })
        {
            return (index, options[index])
        }
        if case .number(let number) = selection, let position = Int(exactly: number),
            options.indices.contains(position - 1)
        {
            return (position - 1, options[position - 1])
        }
        return nil
    }

    /// `Picker(_:selection:content:)` in the menu style (iOS 16+'s automatic style): the selected
    /// option and ↕ (`chevron.up.chevron.down`), tinted, as a borderless button; its label is not
    /// shown. In a List row it is a labeled row, `HStack { label; Spacer; option ↕ }` in grey.
    public static func picker(label: View, selection: ControlTag?, _ content: [View]) -> View {
        control("Picker", children: [label] + content) { inputs in
            let environment = inputs.environment
            let options = flattened(content)
            let selected = selectedOption(options, selection)
            if environment[PickerStyleKey.self] == .segmented {
                // In a List row too: the segments alone, across the row.
                return (
                    segmentedPicker(options: options, selected: selected?.index),
                    "segmented, \(options.count) segment\(options.count == 1 ? "" : "s")"
                        + (selected.map { ", option \($0.index + 1) selected" } ?? "")
                )
            }
            let chevrons = symbol("↕")
            var value = View.hStack(selected.map { [$0.view, chevrons] } ?? [chevrons])
            let note =
                selected.map { "menu showing option \($0.index + 1) of \(options.count)" } ?? "menu, nothing selected"
            if environment[IsInListKey.self] {
                value = value.tinted(ControlColors.secondary, unless: environment)
                if environment[LabelsHiddenKey.self] { return (value, note) }
                return (labeledContent(label, value), note + ", as a row")
            }
            return (value.tinted(ControlColors.tint, unless: environment), note)
        }
    }
}

// MARK: - GroupBox (§3.5)

extension View {
    /// `GroupBox(_:content:)`: `VStack(alignment: .leading, spacing: 8) { label; content }`
    /// padded 16 in a rounded rectangle (radius 8); it hugs its content.
    public static func groupBox(label: View?, _ content: [View]) -> View {
        let title = label.map { View.transparent($0, typeName: "font") { $0.font = .headline } }
        let stack = View.vStack(
            alignment: .leading, spacing: ControlMetrics.groupBoxSpacing, (title.map { [$0] } ?? []) + content)
        let box = stack.padding(ControlMetrics.groupBoxPadding)
            .background(
                filled(.roundedRectangle(cornerRadius: ControlMetrics.groupBoxCornerRadius), ControlColors.boxFill))
        return View(typeName: "GroupBox", builtin: EnvironmentReaderLayout(), children: [box])
    }
}

// MARK: - List and Form (§3.1)

extension View {
    /// `List { … }` and `Form { … }` (insetGrouped, iOS 17's default; `listStyle(.plain)` for
    /// rows across the whole width). The list is a vertical ScrollView (it takes the whole size
    /// offered and scrolls): every Section is a card of rows; views outside sections make
    /// sections of their own. A row is its content padded (11, 20) in a frame at least 44 high
    /// that fills the card, leading; rows are separated by a line from the row's text to the
    /// card's trailing edge. A section's header (upper-cased when it is a text) sits above its
    /// card and its footer below, in the footnote style and the secondary colour.
    public static func list(_ content: [View], typeName: String = "List") -> View {
        control(typeName, children: content) { inputs in
            let environment = inputs.environment
            let style = typeName == "Form" ? .insetGrouped : environment[ListStyleKey.self]
            let plain = style == .plain
            let gap = environment[ListSectionSpacingKey.self] ?? ControlMetrics.sectionSpacing
            let rowSpacing = max(environment[ListRowSpacingKey.self] ?? 0, 0)
            let sections = listSections(content)
            var parts: [View] = []
            for section in sections {
                parts += listSection(
                    section, plain: plain, gap: plain ? 0 : gap, grouped: style == .grouped, rowSpacing: rowSpacing)
            }
            let rows = View.vStack(alignment: .leading, spacing: 0, parts)
                .environment(IsInListKey.self, true)
            let rowCount = sections.reduce(0) { $0 + $1.rows.count }
            return (
                View.scrollView(rows),
                "\(plain ? "plain" : style == .grouped ? "grouped" : "insetGrouped"), \(sections.count) section\(sections.count == 1 ? "" : "s"), \(rowCount) row item\(rowCount == 1 ? "" : "s")"
            )
        }
    }

    struct ListSection {
        var header: View?
        var footer: View?
        var rows: [View]
    }

    /// The list's content as sections: each Section, and each run of views between them.
    static func listSections(_ content: [View]) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [View] = []
        func flush() {
            if !loose.isEmpty { sections.append(ListSection(header: nil, footer: nil, rows: loose)) }
            loose = []
        }
        for view in content {
            switch view.content {
            case .section(let header, let footer):
                flush()
                sections.append(ListSection(header: header, footer: footer, rows: view.children))
            case .empty: continue
            default: loose.append(view)
            }
        }
        flush()
        return sections
    }

    /// `grouped` (`.listStyle(.grouped)`): the cards across the whole width, square, their rows
    /// inset by the standard 16 (estimate: UIKit's grouped table on an iPhone).
    /// `rowSpacing` above 0 (`.listRowSpacing`): the rows that far apart, each in a card of its own
    /// and without separators (estimate: rows apart are cells apart).
    static func listSection(
        _ section: ListSection, plain: Bool, gap: Double, grouped: Bool = false, rowSpacing: Double = 0
    ) -> [View] {
        let inset = plain || grouped ? ControlMetrics.plainRowInset : ControlMetrics.cardContentInset
        let margin = plain || grouped ? 0 : ControlMetrics.cardMargin
        // Each row in its chrome; a ForEach's rows each get theirs when they are made.
        let items = section.rows.filter { if case .empty = $0.content { false } else { true } }
        var rows: [View] = []
        let apart = rowSpacing > 0
        func cardOf(_ view: View) -> View {
            view.background(
                filled(
                    grouped ? .rectangle : .roundedRectangle(cornerRadius: ControlMetrics.cardCornerRadius),
                    ControlColors.card))
        }
        func row(_ content: View, separator: Bool) -> View {
            let made = listRow(content, inset: inset, separator: separator && !apart)
            return apart && !plain ? cardOf(made) : made
        }
        for (position, item) in items.enumerated() {
            let isLastItem = position == items.count - 1
            if case .forEach(let sequence) = item.content {
                let count = sequence.count
                // The rows keep the script's sequence's stop and its charge per row, with the views
                // each row's chrome adds counted as levels (its charge was one view a row).
                let rowsInChrome = ViewSequence(
                    count: count, depth: sequence.depth + listRowChromeViews, isStopped: sequence.isStopped,
                    spend: sequence.spend
                ) { index in
                    row(sequence.make(index), separator: !(isLastItem && index == count - 1))
                }
                rows.append(View(typeName: "ForEach", content: .forEach(rowsInChrome)))
            } else {
                rows.append(row(item, separator: !isLastItem))
            }
        }
        var card = View.vStack(alignment: .leading, spacing: rowSpacing, rows)
        if !plain && !apart {
            card = card.background(
                filled(
                    grouped ? .rectangle : .roundedRectangle(cornerRadius: ControlMetrics.cardCornerRadius),
                    ControlColors.card))
        }
        var parts: [View] = []
        let spacing = ControlMetrics.headerFooterSpacing
        if let header = section.header {
            let text = listCaption(header, uppercased: !plain).padding(
                EdgeInsets(top: 0, leading: inset, bottom: spacing, trailing: inset))
            // The header sits at the bottom of the gap above its card (taller headers widen it).
            parts.append(text.frame(minHeight: gap, alignment: .bottomLeading))
        } else if gap > 0 {
            parts.append(View.color("clear").frame(height: gap))
        }
        parts.append(card)
        if let footer = section.footer {
            parts.append(
                listCaption(footer, uppercased: false).padding(
                    EdgeInsets(top: spacing, leading: inset, bottom: 0, trailing: inset)))
        }
        return parts.map { $0.padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)) }
    }

    /// The most views `listRow` (and a row's card, when rows are apart) puts around a row's
    /// content: padding, frame, fixedSize, the separator's overlay, the separator and its padding,
    /// the card's background and its shape.
    static let listRowChromeViews = 8

    /// A row: the content padded (11, inset) in a frame at least 44 high filling the card, leading,
    /// with the separator at its bottom from the text's leading edge to the trailing edge.
    /// `listRowInsets` on the row replaces its insets (the separator starts at its leading inset).
    static func listRow(_ content: View, inset: Double, separator: Bool) -> View {
        let insets =
            content.environment[ListRowInsetsKey.self]
            ?? EdgeInsets(
                top: ControlMetrics.rowVerticalInset, leading: inset, bottom: ControlMetrics.rowVerticalInset,
                trailing: inset)
        // A badge (`.badge(3)`) at the row's trailing edge, in the secondary colour (estimate: as a
        // NavigationLink's chevron sits there).
        var shown = content
        if let badge = content.environment[BadgeKey.self]?.view {
            shown = View.hStack([
                content, View.spacer(),
                View.transparent(badge, typeName: "badge") {
                    $0.foregroundColor = ControlColors.secondary
                },
            ])
        }
        // A List's row is sized on its own, at its content's ideal height (a cell of its own, not a
        // share of the card's): `fixedSize` vertically, so that a Spacer or a Color row is 44 high
        // even when the card is placed with a height.
        var row = shown.padding(insets)
            .frame(maxWidth: .infinity, minHeight: ControlMetrics.minimumRowHeight, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
        if let background = content.environment[ListRowBackgroundKey.self]?.view {
            // `listRowBackground`: behind the whole row, sized to it (drawing only).
            row = row.background(background)
        }
        guard separator, !content.environment[ListRowSeparatorHiddenKey.self] else { return row }
        return row.overlay(
            View.divider().padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0)),
            alignment: .bottom)
    }

    /// A header or footer: footnote, secondary, a text upper-cased in headers (before iOS 26).
    static func listCaption(_ view: View, uppercased: Bool) -> View {
        // Upper-cased as `textCase(.uppercase)` does: every Text in it, unless it says otherwise
        // (`Text("Header").textCase(nil)`).
        View.transparent(view, typeName: "caption") {
            $0.font = .footnote
            $0.foregroundColor = ControlColors.secondary
            if uppercased { $0[TextCaseKey.self] = .uppercase }
        }
    }
}

// MARK: - NavigationStack (§3.2)

extension View {
    /// The first navigation title and display mode set in `view`'s tree (before any nested
    /// NavigationStack), as SwiftUI's preference carries them up.
    static func navigationTitle(in view: View) -> (title: String?, mode: TitleDisplayMode?) {
        let found = navigationBar(in: view)
        return (found.title, found.mode)
    }

    /// The first navigation title, display mode and bar visibility set in `view`'s tree (before any
    /// nested NavigationStack), as SwiftUI's preferences carry them up.
    static func navigationBar(in view: View) -> (title: String?, mode: TitleDisplayMode?, hidden: Bool?) {
        var title: String?
        var mode: TitleDisplayMode?
        var hidden: Bool?
        var pending = [view]
        while let next = pending.popLast(), title == nil || mode == nil || hidden == nil {
            if title == nil, next.environment.isSet(NavigationTitleKey.self) {
                title = next.environment[NavigationTitleKey.self]
            }
            if mode == nil, next.environment.isSet(TitleDisplayModeKey.self) {
                mode = next.environment[TitleDisplayModeKey.self]
            }
            if hidden == nil, next.environment.isSet(NavigationBarHiddenKey.self) {
                hidden = next.environment[NavigationBarHiddenKey.self]
            }
            if next.typeName != "NavigationStack" && next.typeName != "NavigationView" {
                pending += next.children.reversed()
            }
        }
        return (title, mode, hidden)
    }

    /// `NavigationStack { content }`: a navigation bar at the top (44 inline, 96 with a large
    /// title; the root's automatic mode is large) and the content centred in the rest. It takes
    /// the whole size offered. `navigationTitle` and `navigationBarTitleDisplayMode` are read from
    /// the content.
    public static func navigationStack(_ content: View, typeName: String = "NavigationStack") -> View {
        control(typeName, children: [content]) { _ in
            let (title, mode, hidden) = navigationBar(in: content)
            if hidden == true {
                // `navigationBarHidden(true)`: no bar; the content takes the whole size.
                return (content.containerArea(of: typeName), "bar hidden")
            }
            let large = title != nil && mode != .inline
            var bar: View
            if large, let title {
                // The large title: leading at the margin, at the bottom of its 52-point row.
                let text = View.text(title).withEnvironment {
                    $0.font = .largeTitle
                    $0.isBold = true
                    $0.lineLimit = 1
                }
                .padding(EdgeInsets(top: 0, leading: ControlMetrics.largeTitleMargin, bottom: 0, trailing: 0))
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: ControlMetrics.largeTitleHeight, alignment: .bottomLeading)
                bar = View.vStack(
                    spacing: 0, [View.color("clear").frame(height: ControlMetrics.navigationBarHeight), text])
            } else {
                let text = title.map { View.text($0).font(.headline).lineLimit(1) }
                // No hairline: iOS 15+ draws a bar's separator only while content scrolls under it.
                bar = (text ?? View.color("clear"))
                    .frame(maxWidth: .infinity)
                    .frame(height: ControlMetrics.navigationBarHeight)
            }
            let body = View.vStack(
                spacing: 0, [bar, content.containerArea(of: typeName)])
            let height = formatPoints(
                large
                    ? ControlMetrics.navigationBarHeight + ControlMetrics.largeTitleHeight
                    : ControlMetrics.navigationBarHeight)
            let shown = title.map { "\"\($0)\"" } ?? "no title"
            return (body, "\(large ? "large" : "inline") title \(shown), bar \(height)")
        }
    }

    /// `NavigationLink(_:destination:)`: in a List, a row `HStack { label; Spacer; › }` with the
    /// chevron in grey; elsewhere its label, tinted, as a borderless button. The destination is
    /// never shown (Plumb draws the root).
    public static func navigationLink(label: View) -> View {
        control("NavigationLink", children: [label]) { inputs in
            let environment = inputs.environment
            guard environment[IsInListKey.self] else {
                return (label.tinted(ControlColors.tint, unless: environment), "tinted label")
            }
            let chevron = symbol("›").tinted(ControlColors.secondary, unless: environment)
            return (labeledContent(label, chevron), "row with a chevron")
        }
    }
}

// MARK: - TabView (§3.3)

extension View {
    /// `TabView { … }`: the selected tab's content centred above a 49-point tab bar of equal
    /// slots, each the tab's `tabItem` label with its icon above its title, the selected one
    /// tinted. It takes the whole size offered. `selection` picks a tab by its `tag`, else by its
    /// (1-based) position; none picks the first.
    public static func tabView(selection: ControlTag?, _ tabs: [View]) -> View {
        control("TabView", children: tabs) { inputs in
            let environment = inputs.environment
            let items = flattened(tabs)
            guard !items.isEmpty else { return (View.empty(), "no tabs") }
            let selected = selectedOption(items, selection)?.index ?? 0
            if environment[TabViewStyleKey.self] == .page {
                // `tabViewStyle(.page)`: the selected page fills the TabView; no tab bar (its dots
                // are drawn over the page).
                return (
                    items[selected].containerArea(of: "TabView"),
                    "page \(selected + 1) of \(items.count)"
                )
            }
            var slots: [View] = []
            for (index, item) in items.enumerated() {
                let label = item.environment[TabItemKey.self]?.view ?? View.empty()
                let color = index == selected ? ControlColors.tint : ControlColors.unselectedTab
                slots.append(
                    View.transparent(label, typeName: "tabItem") {
                        $0[LabelStyleKey.self] = .tabItem
                        if environment.foregroundColor == nil { $0.foregroundColor = color }
                    }.frame(maxWidth: .infinity, maxHeight: .infinity))
            }
            // No hairline: iOS 15+ draws the bar's separator only while content scrolls under it.
            let bar = View.hStack(spacing: 0, slots).frame(height: ControlMetrics.tabBarHeight)
            let body = View.vStack(
                spacing: 0, [items[selected].containerArea(of: "TabView"), bar])
            return (body, "tab \(selected + 1) of \(items.count) selected")
        }
    }
}
