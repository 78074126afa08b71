import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// SwiftUI's controls and containers from Lua: Button and its styles (a `ButtonStyle`
/// written in Lua among them), Toggle, ProgressView, Link, TextField, SecureField, Slider, Stepper,
/// Picker, GroupBox, List, Form, NavigationStack, NavigationLink, TabView, and the environment
/// modifiers that style them. The views themselves are made by the layout core
/// (`Controls.swift`); this file reads the arguments.
///
/// Spellings follow SwiftUI's initialisers, positional arguments in SwiftUI's order and labelled
/// ones in a table: `Button("Sign In", function() end)` is `Button("Sign In") { … }`,
/// `Button(function() end, Text("x"))` is `Button(action: f) { Text("x") }`, `Button { action = f,
/// label = … }` names them; `Toggle("Wi-Fi", { isOn = true })` is `Toggle("Wi-Fi", isOn: $on)`. A
/// binding is given as its value (`isOn = true`, `text = ""`); actions and setters are accepted
/// and never run (Plumb draws the view at rest).
enum ControlBindings {
    // The option tables' keys, as the registry declares them (`ScriptAPI.toggleOptions`, …).
    static let buttonOptions = OptionNames(ScriptAPI.buttonOptions)
    static let toggleOptions = OptionNames(ScriptAPI.toggleOptions)
    static let progressOptions = OptionNames(ScriptAPI.progressOptions)
    static let textFieldOptions = OptionNames(ScriptAPI.textFieldOptions)
    static let secureFieldOptions = OptionNames(ScriptAPI.secureFieldOptions)
    static let sliderOptions = OptionNames(ScriptAPI.sliderOptions)
    static let stepperOptions = OptionNames(ScriptAPI.stepperOptions)
    static let pickerOptions = OptionNames(ScriptAPI.pickerOptions)
    static let groupBoxOptions = OptionNames(ScriptAPI.groupBoxOptions)
    static let navigationLinkOptions = OptionNames(ScriptAPI.navigationLinkOptions)

    static let buttonStyleClass = "ButtonStyle"

    /// A `ButtonStyle { makeBody = … }` value.
    final class ButtonStyleBox {
        let style: CustomButtonStyle
        init(_ style: CustomButtonStyle) { self.style = style }
    }

    static func install(in script: PlumbScript) {
        let vm = script.vm
        let owner = script.owner
        installButtons(vm, owner: owner)
        installControls(vm)
        installContainers(vm)
        installModifiers(vm, owner: owner)
    }

    // MARK: - Arguments

    /// A control's arguments: a title (a string), an options table, an action (a function) and a
    /// label (a view), each at most once, in SwiftUI's order (any order is read the same way).
    /// A control with a bound value may take it by position too, as SwiftUI users write it after
    /// the label (`Toggle("Wi-Fi", true)` for `Toggle("Wi-Fi", isOn: $on)`): `value` names the
    /// option and its type; a string value comes after the title.
    struct ControlArguments {
        let args: Arguments
        var title: String?
        var label: View?
        var hasAction = false
        /// The options table's index.
        var options: Int32?
        /// The option given by position (`isOn`, `value`, `text`) and its argument's index.
        var positional: (key: String, index: Int32)?

        var call: LuaCall { args.call }

        /// `usage` ends "expected …" messages: `Button("Title", function() end)`.
        init(
            _ args: Arguments, allowed: OptionNames, children: Bool = false, value: (key: String, type: LuaType)? = nil,
            usage: String
        ) throws(LuaError) {
            self.args = args
            let call = args.call
            let count = call.argumentCount
            guard count > 0 else { return }
            for index in 1...count {
                func duplicate(_ what: String) -> LuaError {
                    args.fail("argument \(index): a second \(what); expected \(usage)")
                }
                if let value, call.type(at: index) == value.type, value.type != .string || title != nil {
                    guard positional == nil else { throw duplicate(value.key) }
                    positional = (value.key, index)
                    continue
                }
                switch call.type(at: index) {
                case .nil, .none: continue
                case .string:
                    guard title == nil else { throw duplicate("title") }
                    title = LuaBindings.visibleText(call.string(at: index)!)
                case .function:
                    guard !hasAction else { throw duplicate("function") }
                    hasAction = true
                case .table:
                    guard options == nil else { throw duplicate("options table") }
                    try args.checkKeys(table: index, allowed: allowed, arrayItems: children ? nil : 0)
                    options = index
                default:
                    guard let view = LuaBindings.view(call, at: index) else {
                        throw args.fail(
                            "argument \(index) must be a title, a table of options, a function or a view, got \(LuaBindings.describe(call, at: index)); expected \(usage)"
                        )
                    }
                    guard label == nil else { throw duplicate("label view") }
                    label = view
                }
            }
            if let positional, let options {
                let type = call.field(positional.key, in: options)
                call.pop(1)
                guard type == .nil else {
                    throw args.fail(
                        "\(positional.key) is given twice, as argument \(positional.index) and as \(positional.key) =; give it once; expected \(usage)"
                    )
                }
            }
        }

        /// Pushes `options[key]` (nil when there is no table) and returns its type; the value
        /// given by position for its option.
        private func field(_ key: String) -> LuaType {
            if let positional, positional.key == key {
                call.pushValue(at: positional.index)
                return call.type(at: -1)
            }
            guard let options else {
                call.pushNil()
                return .nil
            }
            return call.field(key, in: options)
        }

        func has(_ key: String) -> Bool {
            defer { call.pop(1) }
            return field(key) != .nil
        }

        /// A view, or a string made a Text.
        func view(_ key: String) throws(LuaError) -> View? {
            defer { call.pop(1) }
            _ = field(key)
            return try LuaBindings.viewOrText(args, at: -1, name: key)
        }

        func string(_ key: String) throws(LuaError) -> String? {
            defer { call.pop(1) }
            switch field(key) {
            case .nil: return nil
            case .string: return LuaBindings.visibleText(call.string(at: -1)!)
            default: throw args.fail("\(key) must be a string, got \(LuaBindings.describe(call, at: -1))")
            }
        }

        func number(_ key: String) throws(LuaError) -> Double? {
            defer { call.pop(1) }
            switch field(key) {
            case .nil: return nil
            case .number:
                let value = call.number(at: -1)!
                guard value.isFinite else {
                    throw args.fail("\(key) must be a finite number, got \(formatPoints(value))")
                }
                return value
            default: throw args.fail("\(key) must be a number, got \(LuaBindings.describe(call, at: -1))")
            }
        }

        func boolean(_ key: String) throws(LuaError) -> Bool? {
            defer { call.pop(1) }
            switch field(key) {
            case .nil: return nil
            case .boolean: return call.boolean(at: -1)
            default: throw args.fail("\(key) must be true or false, got \(LuaBindings.describe(call, at: -1))")
            }
        }

        /// Behaviour (an action, a setter): a function, accepted and never run.
        func function(_ key: String) throws(LuaError) {
            defer { call.pop(1) }
            switch field(key) {
            case .nil, .function: return
            default:
                throw args.fail(
                    "\(key) must be a function (it is accepted and never run), got \(LuaBindings.describe(call, at: -1))"
                )
            }
        }

        /// A tag or selection value: a string, a number or a boolean.
        func tag(_ key: String) throws(LuaError) -> ControlTag? {
            defer { call.pop(1) }
            _ = field(key)
            if call.type(at: -1) == .nil { return nil }
            return try ControlBindings.tag(args, at: -1, what: key)
        }

        /// `range = { lower, upper }` (SwiftUI's `in:`, a Lua keyword; `["in"]` works too).
        func range() throws(LuaError) -> ClosedRange<Double>? {
            var key = "range"
            if !has("range") {
                guard has("in") else { return nil }
                key = "in"
            }
            defer { call.pop(1) }
            _ = field(key)
            let table = call.top
            guard call.type(at: table) == .table, call.arrayLength(of: table) == 2 else {
                throw args.fail(
                    "\(key) must be a table { lower, upper } (SwiftUI's in: 0...10 is { 0, 10 }), got \(LuaBindings.describe(call, at: table))"
                )
            }
            var bounds: [Double] = []
            for index in 1...2 {
                call.element(index, in: table)
                defer { call.pop(1) }
                guard let value = call.number(at: -1), value.isFinite else {
                    throw args.fail(
                        "\(key)[\(index)] must be a finite number, got \(LuaBindings.describe(call, at: -1))")
                }
                bounds.append(value)
            }
            guard bounds[0] <= bounds[1] else {
                throw args.fail(
                    "\(key): the lower bound (\(formatPoints(bounds[0]))) must not exceed the upper (\(formatPoints(bounds[1])))"
                )
            }
            return bounds[0]...bounds[1]
        }

        /// The options table's array items (a Picker's options, a GroupBox's content).
        func children() throws(LuaError) -> [View] {
            guard let options else { return [] }
            return try args.views(inTable: options)
        }

        /// The label: the label view given by position or as `label`, else the title (a
        /// positional string or `title`), with `systemImage` a Label. Exactly one is required
        /// unless `required` is false.
        func resolvedLabel(required: Bool = true, usage: String) throws(LuaError) -> View? {
            let named = try view("label")
            if label != nil, named != nil { throw args.fail("give the label once, by position or as label =") }
            var title = self.title
            if let named = try string("title") {
                guard title == nil else { throw args.fail("give the title once, by position or as title =") }
                title = named
            }
            let symbol = try string("systemImage")
            if let view = label ?? named {
                guard title == nil else {
                    throw args.fail("give a title or a label view, not both; expected \(usage)")
                }
                guard symbol == nil else { throw args.fail("systemImage goes with a title, not with a label view") }
                return view
            }
            guard let title else {
                if required { throw args.fail("a title or a label is required; expected \(usage)") }
                return nil
            }
            guard let symbol else { return View.text(title) }
            return View.label(title: View.text(title), icon: CollectionBindings.image(symbol))
        }
    }

    static func tag(_ args: Arguments, at index: Int32, what: String) throws(LuaError) -> ControlTag {
        let call = args.call
        switch call.type(at: index) {
        case .string: return .string(call.string(at: index)!)
        case .number: return .number(call.number(at: index)!)
        case .boolean: return .boolean(call.boolean(at: index)!)
        default:
            throw args.fail(
                "\(what) must be a string, a number or a boolean, got \(LuaBindings.describe(call, at: index))")
        }
    }

    // MARK: - Button

    static let buttonUsage =
        "Button(\"Title\", function() … end), Button(function() … end, label) or Button { action =, label = }"

    private static func installButtons(_ vm: LuaVM, owner: ScriptOwner) {
        vm.setGlobalFunction("Button") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Button")
            let parsed = try ControlArguments(
                args, allowed: Self.buttonOptions, usage: buttonUsage)
            try parsed.function("action")
            var role: ButtonRole?
            if let name = try parsed.string("role") {
                role = try named(args, name, what: "role", ButtonRole.allCases.map { ($0.rawValue, $0) })
            }
            let label = try parsed.resolvedLabel(usage: buttonUsage)!
            LuaBindings.pushView(call, View.button(label: label, role: role))
            return 1
        }
        vm.setGlobalFunction("Link") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Link")
            let usage = "Link(\"Title\", { destination = \"https://…\" }) or Link { destination =, label = }"
            let parsed = try ControlArguments(args, allowed: ["destination", "label", "title"], usage: usage)
            guard try parsed.string("destination") != nil else {
                throw args.fail("destination is required: the URL, a string; expected \(usage)")
            }
            LuaBindings.pushView(call, View.link(label: try parsed.resolvedLabel(usage: usage)!))
            return 1
        }
        vm.registerClass(
            buttonStyleClass,
            methods: [
                "__tostring": { call throws(LuaError) -> Int32 in
                    let box = call.object(at: 1, metatable: buttonStyleClass) as? ButtonStyleBox
                    call.push(box?.style.name ?? "ButtonStyle")
                    return 1
                }
            ])
        vm.setGlobalFunction("ButtonStyle") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "ButtonStyle")
            let style = try customStyle(args, at: 1, script: try owner.get(args))
            call.push(object: ButtonStyleBox(style), metatable: buttonStyleClass)
            return 1
        }
    }

    /// A `ButtonStyle` from `{ makeBody = function(configuration) … end }` or the function itself.
    static func customStyle(_ args: Arguments, at index: Int32, script: PlumbScript) throws(LuaError)
        -> CustomButtonStyle
    {
        let call = args.call
        let usage = "ButtonStyle { makeBody = function(configuration) return configuration.label:padding() end }"
        var function = call.functionRef(at: index)
        if function == nil, call.type(at: index) == .table {
            try args.checkKeys(table: index, allowed: ["makeBody"])
            call.field("makeBody", in: index)
            function = call.functionRef(at: -1)
            call.pop(1)
        }
        guard let function else {
            throw args.fail("expected \(usage), got \(LuaBindings.describe(call, at: index))")
        }
        let position = LuaBindings.functionPosition(function, script: script)
        let name = position.isEmpty ? "ButtonStyle" : "ButtonStyle at \(position.dropLast(2))"
        return CustomButtonStyle(name: name) { [owner = script.owner] configuration in
            guard let script = owner.script else { return View.empty() }
            return LayoutBindings.buildView(
                function, script: script, what: "ButtonStyle makeBody", inputs: configuration.inputs,
                push: { call in
                    // The configuration is a plain table: label, isPressed, role.
                    call.newTable(fieldCount: 3)
                    LuaBindings.pushView(call, configuration.label)
                    call.setField("label", tableIndex: -2)
                    call.push(configuration.isPressed)
                    call.setField("isPressed", tableIndex: -2)
                    if let role = configuration.role {
                        call.push(role.rawValue)
                        call.setField("role", tableIndex: -2)
                    }
                    return 1
                })
        }
    }

    /// `name` among `cases`, or an error listing them with the nearest.
    static func named<T>(_ args: Arguments, _ name: String, what: String, _ cases: [(String, T)]) throws(LuaError) -> T
    {
        if let match = cases.first(where: { $0.0 == name }) { return match.1 }
        let names = cases.map(\.0)
        let suggestion = didYouMean(name, in: names)
        throw args.fail("unknown \(what) '\(name)'\(suggestion); expected \(names.joined(separator: ", "))")
    }

    // MARK: - Controls

    private static func installControls(_ vm: LuaVM) {
        vm.setGlobalFunction("Toggle") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Toggle")
            let usage = "Toggle(\"Title\", true), Toggle(\"Title\", { isOn = true }) or Toggle { isOn =, label = }"
            let parsed = try ControlArguments(
                args, allowed: Self.toggleOptions, value: ("isOn", .boolean), usage: usage)
            guard let isOn = try parsed.boolean("isOn") else {
                throw args.fail("isOn is required: the switch's state, true or false; expected \(usage)")
            }
            LuaBindings.pushView(call, View.toggle(label: try parsed.resolvedLabel(usage: usage)!, isOn: isOn))
            return 1
        }
        vm.setGlobalFunction("ProgressView") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "ProgressView")
            let usage =
                "ProgressView(), ProgressView(0.4), ProgressView(\"Title\", 0.4), ProgressView(\"Title\", { value = 0.4, total = 1 }) or ProgressView { value =, total =, label = }"
            let parsed = try ControlArguments(
                args, allowed: Self.progressOptions, value: ("value", .number),
                usage: usage)
            let total = try parsed.number("total") ?? 1
            guard total > 0 else { throw args.fail("total must be > 0, got \(formatPoints(total))") }
            LuaBindings.pushView(
                call,
                View.progressView(
                    value: try parsed.number("value"), total: total,
                    label: try parsed.resolvedLabel(required: false, usage: usage),
                    currentValueLabel: try parsed.view("currentValueLabel")))
            return 1
        }
        for (name, isSecure) in [("TextField", false), ("SecureField", true)] {
            vm.setGlobalFunction(name) { call throws(LuaError) -> Int32 in
                let args = Arguments(call, name)
                let usage =
                    "\(name)(\"Placeholder\", \"\"), \(name)(\"Placeholder\", { text = \"\" }) or \(name) { title =, text =, prompt = }"
                let allowed = isSecure ? Self.secureFieldOptions : Self.textFieldOptions
                let parsed = try ControlArguments(args, allowed: allowed, value: ("text", .string), usage: usage)
                guard let text = try parsed.string("text") else {
                    throw args.fail("text is required: the field's text (\"\" when empty); expected \(usage)")
                }
                try parsed.function("onEditingChanged")
                try parsed.function("onCommit")
                var axis = Axis.horizontal
                if let name = try parsed.string("axis") {
                    axis = try named(
                        args, name, what: "axis", [("horizontal", Axis.horizontal), ("vertical", .vertical)])
                }
                let title = try parsed.resolvedLabel(required: false, usage: usage)
                // The prompt, when given, is what an empty field shows (iOS).
                let placeholder = try parsed.view("prompt") ?? title ?? View.text("")
                LuaBindings.pushView(
                    call, View.textField(placeholder: placeholder, text: text, isSecure: isSecure, axis: axis))
                return 1
            }
        }
        vm.setGlobalFunction("Slider") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Slider")
            let usage = "Slider { value = 0.5, range = { 0, 1 } }"
            let parsed = try ControlArguments(
                args,
                allowed: Self.sliderOptions, usage: usage)
            guard let value = try parsed.number("value") else {
                throw args.fail("value is required: a number; expected \(usage)")
            }
            if let step = try parsed.number("step"), step <= 0 {
                throw args.fail("step must be > 0, got \(formatPoints(step))")
            }
            try parsed.function("onEditingChanged")
            // The label is accepted: iOS shows no label beside a slider.
            _ = try parsed.resolvedLabel(required: false, usage: usage)
            LuaBindings.pushView(
                call,
                View.slider(
                    value: value, in: try parsed.range() ?? 0...1,
                    minimumValueLabel: try parsed.view("minimumValueLabel"),
                    maximumValueLabel: try parsed.view("maximumValueLabel")))
            return 1
        }
        vm.setGlobalFunction("Stepper") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Stepper")
            let usage =
                "Stepper(\"Quantity: 3\", { value = 3, range = { 1, 10 } }) or Stepper { label =, onIncrement =, onDecrement = }"
            let parsed = try ControlArguments(
                args,
                allowed: Self.stepperOptions, usage: usage)
            _ = try parsed.number("value")
            _ = try parsed.range()
            if let step = try parsed.number("step"), step <= 0 {
                throw args.fail("step must be > 0, got \(formatPoints(step))")
            }
            for key in ["onIncrement", "onDecrement", "onEditingChanged"] { try parsed.function(key) }
            LuaBindings.pushView(call, View.stepper(label: try parsed.resolvedLabel(usage: usage)!))
            return 1
        }
        vm.setGlobalFunction("Picker") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Picker")
            let usage = "Picker(\"Flavor\", { selection = \"vanilla\", Text(\"Vanilla\"):tag(\"vanilla\"), … })"
            let parsed = try ControlArguments(
                args, allowed: Self.pickerOptions, children: true, usage: usage)
            let label = try parsed.resolvedLabel(usage: usage)!
            LuaBindings.pushView(
                call, View.picker(label: label, selection: try parsed.tag("selection"), try parsed.children()))
            return 1
        }
    }

    // MARK: - Containers

    private static func installContainers(_ vm: LuaVM) {
        vm.setGlobalFunction("GroupBox") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "GroupBox")
            let usage = "GroupBox(\"Title\", { content… }) or GroupBox { label =, content… }"
            let parsed = try ControlArguments(args, allowed: Self.groupBoxOptions, children: true, usage: usage)
            let label = try parsed.resolvedLabel(required: false, usage: usage)
            LuaBindings.pushView(call, View.groupBox(label: label, try parsed.children()))
            return 1
        }
        for name in ["List", "Form"] {
            vm.setGlobalFunction(name) { call throws(LuaError) -> Int32 in
                let args = Arguments(call, name)
                let (options, children) = try args.container(allowed: name == "List" ? ["selection"] : [])
                if let options {
                    call.field("selection", in: options)
                    defer { call.pop(1) }
                    if call.type(at: -1) != .nil { _ = try tag(args, at: -1, what: "selection") }
                }
                LuaBindings.pushView(call, View.list(children, typeName: name))
                return 1
            }
        }
        for name in ["NavigationStack", "NavigationView"] {
            vm.setGlobalFunction(name) { call throws(LuaError) -> Int32 in
                let args = Arguments(call, name)
                let (_, children) = try args.container(allowed: name == "NavigationStack" ? ["path"] : [])
                // Several views are stacked, as a window's root stacks them.
                let content = children.count == 1 ? children[0] : View.vStack(children)
                LuaBindings.pushView(call, View.navigationStack(content, typeName: name))
                return 1
            }
        }
        vm.setGlobalFunction("NavigationLink") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "NavigationLink")
            let usage = "NavigationLink(\"Title\", { destination = view }) or NavigationLink { destination =, label = }"
            let parsed = try ControlArguments(
                args, allowed: Self.navigationLinkOptions, usage: usage)
            if parsed.has("destination"), try parsed.view("destination") == nil {
                throw args.fail("destination must be a view")
            }
            if parsed.has("value") { _ = try parsed.tag("value") }
            LuaBindings.pushView(call, View.navigationLink(label: try parsed.resolvedLabel(usage: usage)!))
            return 1
        }
        vm.setGlobalFunction("TabView") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "TabView")
            let (options, children) = try args.container(allowed: ["selection"])
            var selection: ControlTag?
            if let options {
                call.field("selection", in: options)
                defer { call.pop(1) }
                if call.type(at: -1) != .nil { selection = try tag(args, at: -1, what: "selection") }
            }
            LuaBindings.pushView(call, View.tabView(selection: selection, children))
            return 1
        }
    }

    // MARK: - Modifiers

    private static func installModifiers(_ vm: LuaVM, owner: ScriptOwner) {
        var methods: [String: LuaBindings.Body] = [:]
        methods["buttonStyle"] = LuaBindings.modifier("buttonStyle") { args, view throws(LuaError) in
            let call = args.call
            if let name = call.string(at: 2) {
                return view.buttonStyle(try named(args, name, what: "button style", ButtonStyle.named))
            }
            if let box = call.object(at: 2, metatable: buttonStyleClass) as? ButtonStyleBox {
                return view.buttonStyle(.custom(box.style))
            }
            guard call.type(at: 2) == .function || call.type(at: 2) == .table else {
                throw args.fail(
                    "expected a style name (\(ButtonStyle.named.map(\.0).joined(separator: ", "))), a ButtonStyle or a function(configuration), got \(LuaBindings.describe(call, at: 2))"
                )
            }
            return view.buttonStyle(.custom(try customStyle(args, at: 2, script: try owner.get(args))))
        }
        methods["buttonBorderShape"] = LuaBindings.modifier("buttonBorderShape") { args, view throws(LuaError) in
            let call = args.call
            let shapes = ButtonBorderShape.named
            guard let name = call.string(at: 2) else {
                throw args.fail(
                    "expected a shape name (\(shapes.map(\.0).joined(separator: ", "))), got \(LuaBindings.describe(call, at: 2))"
                )
            }
            let shape = try named(args, name, what: "border shape", shapes)
            guard call.type(at: 3) == .table else {
                try args.expectNoArguments(from: 3)
                return view.buttonBorderShape(shape)
            }
            // `.roundedRectangle(radius: 4)` is ("roundedRectangle", { radius = 4 }).
            guard case .roundedRectangle = shape else { throw args.fail("only roundedRectangle takes { radius = }") }
            try args.checkKeys(table: 3, allowed: ["radius"])
            guard let radius = try args.number(key: "radius", table: 3), radius.isFinite, radius >= 0 else {
                throw args.fail("radius must be a finite number ≥ 0")
            }
            return view.buttonBorderShape(.roundedRectangle(radius: radius))
        }
        methods["listRowInsets"] = LuaBindings.modifier("listRowInsets") { args, view throws(LuaError) in
            let call = args.call
            switch call.type(at: 2) {
            case .none, .nil: return view.listRowInsets(nil)
            case .table: break
            default:
                throw args.fail(
                    "expected { top =, leading =, bottom =, trailing = } (missing edges are 0), got \(LuaBindings.describe(call, at: 2))"
                )
            }
            try args.checkKeys(table: 2, allowed: ["top", "leading", "bottom", "trailing"])
            func edge(_ key: String) throws(LuaError) -> Double {
                let value = try args.number(key: key, table: 2) ?? 0
                guard value.isFinite else {
                    throw args.fail("\(key) must be a finite number, got \(formatPoints(value))")
                }
                return value
            }
            return view.listRowInsets(
                EdgeInsets(
                    top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"),
                    trailing: try edge("trailing")))
        }
        methods["listRowSpacing"] = LuaBindings.modifier("listRowSpacing") { args, view throws(LuaError) in
            switch args.call.type(at: 2) {
            case .none, .nil: return view.listRowSpacing(nil)
            default: break
            }
            guard let spacing = try args.number(at: 2, name: "spacing"), spacing.isFinite, spacing >= 0 else {
                throw args.fail("expected a spacing ≥ 0 or nil, got \(LuaBindings.describe(args.call, at: 2))")
            }
            return view.listRowSpacing(spacing)
        }
        methods["tag"] = LuaBindings.modifier("tag") { args, view throws(LuaError) in
            view.tag(try tag(args, at: 2, what: "the tag"))
        }
        methods["tabItem"] = LuaBindings.modifier("tabItem") { args, view throws(LuaError) in
            let call = args.call
            if let label = LuaBindings.view(call, at: 2) { return view.tabItem(label) }
            guard call.type(at: 2) == .table else {
                throw args.fail(
                    "expected a label (Label(\"Home\", { systemImage = \"house\" })) or a table of views ({ Image { systemName = \"house\" }, Text(\"Home\") }), got \(LuaBindings.describe(call, at: 2))"
                )
            }
            try args.checkKeys(table: 2, allowed: [], arrayItems: nil)
            // SwiftUI's older form, `.tabItem { Image(…); Text(…) }`: the views one above another.
            return view.tabItem(View.vStack(spacing: 0, try args.views(inTable: 2)))
        }
        vm.registerClass(LuaBindings.viewClass, methods: methods)
    }
}
