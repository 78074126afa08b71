/// A set of names a script passes as strings (`"leading"`, `"red"`, `"title"`): the values a
/// parameter of that kind takes, in the order messages and the types file list them.
///
/// Each set is declared once here. The bindings take their checks and their error messages'
/// lists from it, `types/plumb.d.lua` has one `---@alias` per set, the importer reads SwiftUI's
/// member names through it, and `ValueSetTests` holds the layout core's raw values (its enums'
/// cases) equal to it, so a value added on one side only fails a test.
public struct ValueSet: Sendable, Hashable {
    /// The alias in `types/plumb.d.lua` (`ColorName`).
    public let name: String
    /// One line for the types file.
    public let summary: String
    /// The names, in the order they are listed.
    public let values: [String]
    /// Other spellings a script may write, with the name each stands for (`grey` for `gray`).
    public let spellings: [String: String]
    /// What else a parameter of this kind takes, in LuaLS's notation (`HorizontalAlignmentValue`).
    public let otherTypes: [String]

    public init(
        _ name: String, _ summary: String, _ values: [String], spellings: [String: String] = [:],
        otherTypes: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.values = values
        self.spellings = spellings
        self.otherTypes = otherTypes
        self.accepted = Set(values).union(spellings.keys)
    }

    /// Every name a script may write: the values and their other spellings (made once: a
    /// binding checks a colour name against it at every call).
    public let accepted: Set<String>

    /// The value `name` stands for, or nil when it is not one.
    public func value(_ name: String) -> String? {
        values.contains(name) ? name : spellings[name]
    }

    /// What one of the names is, for a message: the alias in words ("ControlSize", "control
    /// size"; "PickerStyleName", "picker style").
    public var what: String {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        if words.count > 1, words.last == "Name" { words.removeLast() }
        return words.map { $0.lowercased() }.joined(separator: " ")
    }

    /// "leading, center, trailing": the values for a message.
    public var listed: String { values.joined(separator: ", ") }

    /// `"leading"|"center"|"trailing"|HorizontalAlignmentValue`: the set as a LuaLS type.
    public var luaType: String {
        (values + spellings.keys.sorted()).map { "\"\($0)\"" }.joined(separator: "|")
            + otherTypes.map { "|\($0)" }.joined()
    }
}

extension ScriptAPI {
    public static let horizontalAlignments = ValueSet(
        "HAlign", "A horizontal alignment's name, or a HorizontalAlignment value (custom ones too).",
        ["leading", "center", "trailing"], otherTypes: ["HorizontalAlignmentValue"])
    public static let verticalAlignments = ValueSet(
        "VAlign", "A vertical alignment's name, or a VerticalAlignment value (custom ones too).",
        ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"], otherTypes: ["VerticalAlignmentValue"])
    public static let alignments = ValueSet(
        "Align", "A two-dimensional alignment's name, or an Alignment value.",
        [
            "center", "topLeading", "top", "topTrailing", "leading", "trailing", "bottomLeading", "bottom",
            "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
            "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline",
        ], otherTypes: ["AlignmentValue"])
    public static let colours = ValueSet(
        "ColorName", "SwiftUI's system colours by name (a hex colour such as \"#FF8800\" is a string too).",
        [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
            "gray", "black", "white", "primary", "secondary", "accentColor", "clear",
        ], spellings: ["grey": "gray"])
    public static let textStyles = ValueSet(
        "TextStyle", "Dynamic Type's text styles.",
        [
            "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
            "caption", "caption2",
        ])
    public static let fontWeights = ValueSet(
        "FontWeight", "A font's weights.",
        ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
    public static let fontDesigns = ValueSet(
        "FontDesign", "A system font's designs.", ["default", "serif", "rounded", "monospaced"])
    public static let edges = ValueSet(
        "Edge", "An edge, or a set of them by name.",
        ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"])
    public static let axes = ValueSet("AxisName", "One axis or both.", ["horizontal", "vertical", "both"])
    public static let unitPoints = ValueSet(
        "UnitPointName", "A point of a view's rectangle by name.",
        [
            "zero", "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom",
            "bottomTrailing",
        ])
    public static let textAlignments = ValueSet(
        "TextAlignment", "How the lines of a text are aligned.", ["leading", "center", "trailing"])
    public static let truncationModes = ValueSet(
        "TruncationMode", "Where a text that does not fit is cut.", ["head", "middle", "tail"])
    public static let contentModes = ValueSet("ContentMode", "Fit inside, or fill.", ["fit", "fill"])
    public static let imageScales = ValueSet("ImageScale", "A symbol image's scale.", ["small", "medium", "large"])
    public static let linePatterns = ValueSet(
        "LinePattern", "A border's line as the terminal draws it.", ["solid", "dot", "dash", "dashDot", "dashDotDot"])
    public static let sizeClasses = ValueSet("SizeClass", "A size class.", ["compact", "regular"])
    public static let dynamicTypeSizes = ValueSet(
        "DynamicTypeSize", "Dynamic Type's sizes, smallest first.",
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
            "accessibility3", "accessibility4", "accessibility5",
        ])
    public static let controlSizes = ValueSet(
        "ControlSize", "A control's size.", ["mini", "small", "regular", "large"])
    public static let environmentKeys = ValueSet(
        "EnvironmentKey", "The environment values a script can set and read.",
        [
            "horizontalSizeClass", "verticalSizeClass", "dynamicTypeSize", "font", "foregroundColor", "lineLimit",
            "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "allowsTightening", "imageScale",
            "controlSize",
        ])
    public static let buttonStyles = ValueSet(
        "ButtonStyleName", "A button's built-in styles.",
        ["automatic", "borderless", "plain", "bordered", "borderedProminent"])
    public static let labelStyles = ValueSet(
        "LabelStyleName", "A label's built-in styles.", ["automatic", "titleAndIcon", "iconOnly", "titleOnly"])
    public static let toggleStyles = ValueSet(
        "ToggleStyleName", "A toggle's styles.", ["automatic", "switch", "button"])
    public static let textFieldStyles = ValueSet(
        "TextFieldStyleName", "A text field's styles.", ["automatic", "plain", "roundedBorder"])
    public static let pickerStyles = ValueSet(
        "PickerStyleName", "A picker's styles.", ["automatic", "menu", "segmented"])
    public static let progressViewStyles = ValueSet(
        "ProgressViewStyleName", "A progress view's styles.", ["automatic", "linear", "circular"])
    public static let listStyles = ValueSet(
        "ListStyleName", "A list's styles (iOS's automatic style is insetGrouped).",
        ["automatic", "insetGrouped", "grouped", "plain"])
    public static let formStyles = ValueSet(
        "FormStyleName", "A form's styles (on iOS every one is grouped; columns is macOS's).",
        ["automatic", "grouped", "columns"])
    public static let titleDisplayModes = ValueSet(
        "TitleDisplayMode", "How a navigation title is shown.", ["automatic", "inline", "large"])
    public static let buttonBorderShapes = ValueSet(
        "ButtonBorderShapeName", "A bordered button's shapes.", ["automatic", "capsule", "circle", "roundedRectangle"])
    public static let visibilities = ValueSet(
        "Visibility", "Whether something is shown: automatic, visible or hidden.", ["automatic", "visible", "hidden"])
    public static let tabViewStyles = ValueSet("TabViewStyleName", "A tab view's styles.", ["automatic", "page"])
    public static let indexDisplayModes = ValueSet(
        "IndexDisplayMode", "Whether a paged tab view shows its dots.", ["automatic", "always", "never"])
    public static let textCases = ValueSet("TextCase", "Capitals or lower case.", ["uppercase", "lowercase"])
    public static let stackDistributions = ValueSet(
        "UIStackDistribution", "How a UIStackView sizes its arranged views along its axis.",
        ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
    public static let stackAlignments = ValueSet(
        "UIStackAlignment", "How a UIStackView places its arranged views across its axis.",
        ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"])

    /// Every value set, in the order the types file declares them.
    public static let valueSets: [ValueSet] = [
        horizontalAlignments, verticalAlignments, alignments, colours, textStyles, fontWeights, fontDesigns, edges,
        axes, unitPoints, textAlignments, truncationModes, contentModes, imageScales, linePatterns, sizeClasses,
        dynamicTypeSizes, controlSizes, environmentKeys, buttonStyles, labelStyles, toggleStyles, textFieldStyles,
        pickerStyles, progressViewStyles, listStyles, formStyles, titleDisplayModes, tabViewStyles,
        indexDisplayModes, textCases, buttonBorderShapes, visibilities, stackDistributions, stackAlignments,
    ]
}
