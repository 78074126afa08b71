/// SwiftUI's `ControlSize`: mini, small, regular, large (`extraLarge` has no public metrics, so it
/// is not offered).
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
    case mini, small, regular, large
}

public struct ControlSizeKey: EnvironmentKey {
    public static let defaultValue = ControlSize.regular
}

/// A button's role: colour only (Apple's `Button`: a destructive one "appears with a red
/// foreground color").
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

/// SwiftUI's button styles (Apple's `PrimitiveButtonStyle`, `ButtonStyle`): the system ones, and any
/// `ButtonStyle`.
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
/// rounded rectangle, its radius Plumb's estimate).
public enum ButtonBorderShape: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: Double?)

    /// The shapes by their Lua names (a rounded rectangle with the style's own radius).
    public static let named: [(String, ButtonBorderShape)] = [
        ("automatic", .automatic), ("capsule", .capsule), ("circle", .circle),
        ("roundedRectangle", .roundedRectangle(radius: nil)),
    ]
}

public struct ButtonBorderShapeKey: EnvironmentKey {
    public static let defaultValue = ButtonBorderShape.automatic
}

/// SwiftUI's `LabelStyle`s on iOS (Apple's `Label`), plus the tab bar's own (icon above title).
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

/// Picker styles Plumb draws: iOS 16+'s menu, the automatic style outside and inside lists (Apple's
/// `PickerStyle.menu`; its `PickerStyle.automatic` page still says wheel, which iOS 16+ no longer
/// shows). Segmented, inline and wheel pickers are not drawn yet.
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

/// List styles Plumb draws: iOS 17's automatic style is insetGrouped (as iOS shows it; Apple's
/// `Form` page: forms render "as grouped lists").
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

/// `.disabled(_:)`: dims a control; layout is unchanged (inferred: it adds no view, though no page
/// says so). Kept for the drawing code.
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
