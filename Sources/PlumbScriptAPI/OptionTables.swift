/// The table of named options a function takes (`Toggle { isOn = true, title = "Wi-Fi" }`,
/// `frame { width = 100 }`): its fields, each with its LuaLS type.
///
/// Declared once here: the binding accepts exactly these names (an unknown key is an error that
/// lists them and suggests the nearest), and `types/plumb.d.lua` declares the table as a class
/// made from it. `OptionTableTests` holds the binding to it through a real script.
public struct OptionTable: Sendable, Hashable {
    public struct Field: Sendable, Hashable {
        public let name: String
        /// LuaLS's type of the value (`boolean`, `View|string`).
        public let type: String
        public let isRequired: Bool
        /// What the types file says after the type, or "".
        public let note: String
        /// Other keys that mean this one (`in` for `range`: SwiftUI's label, a Lua keyword).
        public let spellings: [String]

        public init(
            _ name: String, _ type: String, required: Bool = false, note: String = "", spellings: [String] = []
        ) {
            self.name = name
            self.type = type
            self.isRequired = required
            self.note = note
            self.spellings = spellings
        }
    }

    /// The class in `types/plumb.d.lua` (`ToggleOptions`).
    public let name: String
    public let fields: [Field]
    /// The type of the table's array items (a container's views), or nil when it takes none.
    public let items: String?

    public init(_ name: String, _ fields: [Field], items: String? = nil) {
        self.name = name
        self.fields = fields
        self.items = items
    }

    /// Every key the table may have, in the fields' order, each field's spellings after it.
    public var keys: [String] { fields.flatMap { [$0.name] + $0.spellings } }

    /// `---@class ToggleOptions` and its `---@field` lines.
    public var luaClass: String {
        var lines = ["---@class \(name)"]
        for field in fields {
            let note = field.note.isEmpty ? "" : " \(field.note)"
            lines.append("---@field \(field.name)\(field.isRequired ? "" : "?") \(field.type)\(note)")
        }
        if let items { lines.append("---@field [integer] \(items)") }
        return lines.joined(separator: "\n")
    }
}

extension ScriptAPI {
    typealias Field = OptionTable.Field

    /// `frame`'s options; its binding reads the fixed sizes, then the flexible ones, then the
    /// alignment by their positions here.
    public static let frameOptions = OptionTable(
        "FrameOptions",
        [
            Field("width", "number"), Field("height", "number"), Field("minWidth", "number"),
            Field("idealWidth", "number"), Field("maxWidth", "number", note: "math.huge for .infinity"),
            Field("minHeight", "number"), Field("idealHeight", "number"), Field("maxHeight", "number"),
            Field("alignment", "Align"),
        ])
    public static let buttonOptions = OptionTable(
        "ButtonOptions",
        [
            Field("action", "fun()"), Field("label", "View|string"), Field("title", "string"),
            Field("systemImage", "string"), Field("role", "\"destructive\"|\"cancel\""),
        ])
    public static let toggleOptions = OptionTable(
        "ToggleOptions",
        [
            Field("isOn", "boolean", required: true), Field("label", "View|string"), Field("title", "string"),
            Field("systemImage", "string"),
        ])
    public static let progressOptions = OptionTable(
        "ProgressOptions",
        [
            Field("value", "number", note: "nil: indeterminate (a spinner)"),
            Field("total", "number", note: "1 by default"),
            Field("label", "View|string"), Field("title", "string"), Field("currentValueLabel", "View|string"),
        ])
    public static let textFieldOptions = OptionTable(
        "TextFieldOptions",
        [
            Field("text", "string", required: true), Field("title", "string"), Field("prompt", "View|string"),
            Field("axis", "\"horizontal\"|\"vertical\""), Field("onEditingChanged", "fun(editing: boolean)"),
            Field("onCommit", "fun()"),
        ])
    public static let secureFieldOptions = OptionTable(
        "SecureFieldOptions",
        [
            Field("text", "string", required: true), Field("title", "string"), Field("prompt", "View|string"),
            Field("onCommit", "fun()"),
        ])
    public static let sliderOptions = OptionTable(
        "SliderOptions",
        [
            Field("value", "number", required: true),
            Field(
                "range", "{[1]: number, [2]: number}", note: "SwiftUI's `in: 0...1` (`[\"in\"]` works too)",
                spellings: ["in"]),
            Field("step", "number"), Field("label", "View|string"), Field("minimumValueLabel", "View|string"),
            Field("maximumValueLabel", "View|string"), Field("onEditingChanged", "fun(editing: boolean)"),
        ])
    public static let stepperOptions = OptionTable(
        "StepperOptions",
        [
            Field("value", "number"), Field("range", "{[1]: number, [2]: number}", spellings: ["in"]),
            Field("step", "number"), Field("label", "View|string"), Field("title", "string"),
            Field("onIncrement", "fun()"), Field("onDecrement", "fun()"),
            Field("onEditingChanged", "fun(editing: boolean)"),
        ])
    public static let pickerOptions = OptionTable(
        "PickerOptions",
        [
            Field("selection", "string|number|boolean", note: "a tag, a Text's string, or a (1-based) position"),
            Field("label", "View|string"), Field("title", "string"), Field("systemImage", "string"),
        ], items: "View|View[]")
    public static let groupBoxOptions = OptionTable(
        "GroupBoxOptions", [Field("label", "View|string"), Field("title", "string")], items: "View|View[]")
    public static let navigationLinkOptions = OptionTable(
        "NavigationLinkOptions",
        [
            Field("destination", "View"), Field("value", "string|number|boolean"), Field("label", "View|string"),
            Field("title", "string"), Field("systemImage", "string"),
        ])

    /// Every option table, in the order the types file declares them.
    public static let optionTables: [OptionTable] = [
        frameOptions, buttonOptions, toggleOptions, progressOptions, textFieldOptions, secureFieldOptions,
        sliderOptions, stepperOptions, pickerOptions, groupBoxOptions, navigationLinkOptions,
    ]
}
