import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// Views and modifiers that imported SwiftUI uses beyond the core controls: Menu,
/// DisclosureGroup, LabeledContent, TextEditor, Canvas and Path; badges, row separators and
/// backgrounds of a List, a hidden navigation bar and a paged TabView. The views are made by the
/// layout core (its `Controls/` folder, a file per control); this file reads the arguments.
enum MenuGaugeAndCanvasBindings {
    /// A list row separator's visibility by name, as hidden or not: `visible` and `automatic`
    /// both draw it.
    private static let separatorHidden = ScriptAPI.visibilities.values.map { ($0, $0 == "hidden") }

    static func install(in script: PlumbScript) {
        let vm = script.vm
        installViews(vm, owner: script.owner)
        installModifiers(vm)
    }

    private typealias ControlArguments = ControlBindings.ControlArguments

    private static func installViews(_ vm: LuaVM, owner: ScriptOwner) {
        vm.setGlobalFunction("Menu") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Menu")
            let usage = "Menu(\"Options\", { Button(…), … }) or Menu { label = …, Button(…), … }"
            let parsed = try ControlArguments(
                args, allowed: ["label", "title", "systemImage", "primaryAction"], children: true, usage: usage)
            try parsed.function("primaryAction")
            // The items show only when the menu is tapped: made (so their errors show), not laid out.
            _ = try parsed.children()
            LuaBindings.pushView(call, View.menu(label: try parsed.resolvedLabel(usage: usage)!))
            return 1
        }
        vm.setGlobalFunction("DisclosureGroup") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "DisclosureGroup")
            let usage =
                "DisclosureGroup(\"Title\", { isExpanded = true, views… }) or DisclosureGroup { label =, views… }"
            let parsed = try ControlArguments(
                args, allowed: ["label", "title", "systemImage", "isExpanded"], children: true, usage: usage)
            LuaBindings.pushView(
                call,
                View.disclosureGroup(
                    label: try parsed.resolvedLabel(usage: usage)!,
                    isExpanded: try parsed.boolean("isExpanded") ?? false,
                    try parsed.children()))
            return 1
        }
        vm.setGlobalFunction("LabeledContent") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "LabeledContent")
            let usage = "LabeledContent(\"Name\", { value = \"Ann\" }) or LabeledContent(\"Name\", { views… })"
            let parsed = try ControlArguments(
                args, allowed: ["label", "title", "systemImage", "value"], children: true, usage: usage)
            let label = try parsed.resolvedLabel(usage: usage)!
            var content = try parsed.children()
            if parsed.has("value") {
                guard content.isEmpty else {
                    throw args.fail("give a value or content views, not both; expected \(usage)")
                }
                // A number (`value: 42`) is shown as Swift prints it; anything else must be a string.
                var value = (try? parsed.number("value")).flatMap { $0 }.map(formatPoints)
                if value == nil { value = try parsed.string("value") }
                guard let value else {
                    throw args.fail("value must be a string or a number; expected \(usage)")
                }
                content = [View.text(value)]
            }
            let shown = content.count == 1 ? content[0] : View.hStack(content)
            LuaBindings.pushView(call, View.labeledContent(label: label, content: shown))
            return 1
        }
        vm.setGlobalFunction("Gauge") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Gauge")
            let usage = "Gauge(\"Battery\", { value = 0.4 }) or Gauge { value =, range = { 0, 100 }, label = }"
            let parsed = try ControlArguments(
                args,
                allowed: [
                    "value", "range", "in", "label", "title", "systemImage", "currentValueLabel",
                    "minimumValueLabel", "maximumValueLabel", "markedValueLabels",
                ], usage: usage)
            guard let value = try parsed.number("value") else {
                throw args.fail("value is required: a number; expected \(usage)")
            }
            LuaBindings.pushView(
                call,
                View.gauge(
                    value: value, in: try parsed.range() ?? 0...1,
                    label: try parsed.resolvedLabel(required: false, usage: usage),
                    currentValueLabel: try parsed.view("currentValueLabel"),
                    minimumValueLabel: try parsed.view("minimumValueLabel"),
                    maximumValueLabel: try parsed.view("maximumValueLabel")))
            return 1
        }
        vm.setGlobalFunction("TextEditor") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "TextEditor")
            let usage = "TextEditor { text = \"\" }"
            let parsed = try ControlArguments(args, allowed: ["text"], usage: usage)
            guard let text = try parsed.string("text") else {
                throw args.fail("text is required: the editor's text (\"\" when empty); expected \(usage)")
            }
            LuaBindings.pushView(call, View.textEditor(text: text))
            return 1
        }
        vm.setGlobalFunction("Placeholder") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Placeholder")
            let usage = "Placeholder(\"MapView\") or Placeholder(\"MapView\", { fills = true })"
            let parsed = try ControlArguments(args, allowed: ["fills", "error", "instead"], usage: usage)
            guard let label = parsed.title else { throw args.fail("expected a label: \(usage)") }
            if let error = try parsed.string("error") {
                // What failed in its place, told where it failed (a Lua error names its line).
                let at = LuaError.position(in: error)
                var reason = Substring(error)
                if let at {
                    for prefix in ["\(at.file):\(at.line):\(at.column ?? 0): ", "\(at.file):\(at.line): "]
                    where reason.hasPrefix(prefix) {
                        reason = reason.dropFirst(prefix.count)
                        break
                    }
                }
                try owner.get(args).record(
                    ScriptWarning(
                        file: at?.file, line: at?.line,
                        message: "\(label) \(try parsed.string("instead") ?? "is drawn as a placeholder"): \(reason)"),
                    counting: true)
            }
            LuaBindings.pushView(call, View.placeholder(label, fills: try parsed.boolean("fills") ?? false))
            return 1
        }
        for name in ["Canvas", "Path"] {
            vm.setGlobalFunction(name) { call throws(LuaError) -> Int32 in
                let args = Arguments(call, name)
                // The drawing function is accepted and never run: Plumb draws no paths.
                if call.argumentCount > 0, call.type(at: 1) != .function, call.type(at: 1) != .nil {
                    throw args.fail(
                        "expected nothing or a drawing function, got \(LuaBindings.describe(call, at: 1)); expected \(name)()"
                    )
                }
                try args.expectNoArguments(from: 2)
                LuaBindings.pushView(call, View.drawing(name))
                return 1
            }
        }
    }

    private static func installModifiers(_ vm: LuaVM) {
        var methods: [String: LuaBindings.Body] = [:]
        methods["badge"] = LuaBindings.modifier("badge") { args, view throws(LuaError) in
            let call = args.call
            var badge: View?
            switch call.type(at: 2) {
            case .nil, .none: badge = nil
            case .number:
                // A count of 0 hides the badge (apple `badge(_:)`).
                let count = call.number(at: 2)!
                badge = count == 0 ? nil : View.text(formatPoints(count))
            case .string: badge = View.text(LuaBindings.visibleText(call.string(at: 2)!))
            default:
                guard let view = LuaBindings.view(call, at: 2) else {
                    throw args.fail("expected a count, a string or a Text, got \(LuaBindings.describe(call, at: 2))")
                }
                badge = view
            }
            try args.expectNoArguments(from: 3)
            return view.badge(badge)
        }
        methods["listRowSeparator"] = LuaBindings.modifier("listRowSeparator") { args, view throws(LuaError) in
            let visibility = try ControlBindings.named(
                args, args.call.string(at: 2) ?? "", what: "visibility", separatorHidden)
            // `edges:` (which separators) is accepted: Plumb draws a row's bottom one only.
            if args.call.type(at: 3) == .table { try args.checkKeys(table: 3, allowed: ["edges"]) }
            try args.expectNoArguments(from: 4)
            return view.listRowSeparatorHidden(visibility)
        }
        methods["listRowBackground"] = LuaBindings.modifier("listRowBackground") { args, view throws(LuaError) in
            let call = args.call
            if call.type(at: 2) == .nil || call.type(at: 2) == .none { return view.listRowBackground(nil) }
            guard let background = LuaBindings.view(call, at: 2) else {
                throw args.fail("expected a view (Color.yellow), got \(LuaBindings.describe(call, at: 2))")
            }
            try args.expectNoArguments(from: 3)
            return view.listRowBackground(background)
        }
        vm.registerClass(LuaBindings.viewClass, methods: methods)
    }
}
