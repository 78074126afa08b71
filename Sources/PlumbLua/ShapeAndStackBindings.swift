import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// Shapes, `Text`, `Spacer`, `Divider`, colours as views and the stacks: the views a script makes
/// from nothing but its arguments.
extension LuaBindings {
    // MARK: - Leaves

    static func installLeaves(_ vm: LuaVM) {
        for kind in [ShapeKind.rectangle, .circle, .ellipse, .capsule] {
            vm.setGlobalFunction(kind.typeName) { call throws(LuaError) -> Int32 in
                try Arguments(call, kind.typeName).expectNoArguments()
                pushView(call, View.shape(kind))
                return 1
            }
        }
        vm.setGlobalFunction("RoundedRectangle") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "RoundedRectangle")
            var radius = 0.0
            if call.type(at: 1) == .table {
                try args.checkKeys(table: 1, allowed: ["cornerRadius"])
                radius = try args.number(key: "cornerRadius", table: 1) ?? 0
            } else if let value = try args.number(at: 1, name: "cornerRadius") {
                radius = value
            }
            guard radius.isFinite else {
                throw args.fail("cornerRadius must be a finite number, got \(formatPoints(radius))")
            }
            pushView(call, View.shape(.roundedRectangle(cornerRadius: radius)))
            return 1
        }
        vm.setGlobalFunction("Text") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Text")
            let text: String
            // A string is counted before it is copied: a huge one stops the run before the work.
            let counted = call.stringLength(at: 1)
            guard luashim_charge(call.state, Int64(counted)) == LUASHIM_STOP_NONE else { return 0 }
            switch call.type(at: 1) {
            case .string: text = visibleText(call.string(at: 1)!)
            case .number: text = call.integer(at: 1).map(String.init) ?? formatPoints(call.number(at: 1)!)
            default: throw args.fail("expected a string, got \(describe(call, at: 1))")
            }
            let view = View.text(text)
            _ = luashim_charge(call.state, Int64(-counted))  // now part of the view's charge
            pushView(call, view)
            return 1
        }
        vm.setGlobalFunction("Spacer") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Spacer")
            var minLength: Double?
            if call.type(at: 1) == .table {
                try args.checkKeys(table: 1, allowed: ["minLength"])
                minLength = try args.length(key: "minLength", table: 1)
            } else {
                minLength = try args.number(at: 1, name: "minLength")
            }
            pushView(call, View.spacer(minLength: minLength))
            return 1
        }
        vm.setGlobalFunction("Divider") { call throws(LuaError) -> Int32 in
            try Arguments(call, "Divider").expectNoArguments()
            pushView(call, View.divider())
            return 1
        }
        vm.setGlobalFunction("EmptyView") { call throws(LuaError) -> Int32 in
            try Arguments(call, "EmptyView").expectNoArguments()
            pushView(call, View.empty())
            return 1
        }
    }

    /// A Color view from a name or hex colour, validated.
    static func colorView(_ call: LuaCall, _ name: String, function: String) throws(LuaError) -> View {
        View.color(try checkedColor(call, name, function: function))
    }

    /// A colour as Plumb passes it on: a known name as it is, a hex colour (`#FF8800`, `#f80`,
    /// `#ff880080`) in its canonical form (`#ff8800`); anything else is an error naming the
    /// nearest name.
    static func checkedColor(_ call: LuaCall, _ name: String, function: String) throws(LuaError) -> String {
        if ScriptAPI.colours.accepted.contains(name) { return name }
        if let color = ColorValue(hex: name) { return color.hex }
        let suggestion = didYouMean(name, in: ScriptAPI.colours.accepted.sorted())
        throw call.error(
            "\(function): unknown colour '\(name)'\(suggestion); colours: \(ScriptAPI.colours.listed), or a hex colour such as \"#FF8800\""
        )
    }

    // MARK: - Containers

    static func installContainers(_ vm: LuaVM, script: PlumbScript) {
        // The VM owns these closures and the script owns the VM: reach the script through its owner.
        let owner = script.owner
        vm.setGlobalFunction("HStack") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "HStack")
            let (options, children) = try args.container(allowed: ["alignment", "spacing"])
            let alignment =
                try options.map { t throws(LuaError) in try args.vertical(key: "alignment", table: t) } ?? nil
            let spacing = try options.map { t throws(LuaError) in try args.spacing(key: "spacing", table: t) } ?? nil
            let boxes = try owner.get(args).layoutBoxes
            pushView(call, View.hStack(alignment: alignment ?? .center, spacing: spacing, children, boxes: boxes))
            return 1
        }
        vm.setGlobalFunction("VStack") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "VStack")
            let (options, children) = try args.container(allowed: ["alignment", "spacing"])
            let alignment =
                try options.map { t throws(LuaError) in try args.horizontal(key: "alignment", table: t) } ?? nil
            let spacing = try options.map { t throws(LuaError) in try args.spacing(key: "spacing", table: t) } ?? nil
            let boxes = try owner.get(args).layoutBoxes
            pushView(call, View.vStack(alignment: alignment ?? .center, spacing: spacing, children, boxes: boxes))
            return 1
        }
        vm.setGlobalFunction("ZStack") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "ZStack")
            let (options, children) = try args.container(allowed: ["alignment"])
            let alignment =
                try options.map { t throws(LuaError) in try args.alignment(key: "alignment", table: t) } ?? nil
            pushView(call, View.zStack(alignment: alignment ?? .center, children))
            return 1
        }
        vm.setGlobalFunction("ViewThatFits") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "ViewThatFits")
            // SwiftUI's `in:` label is a Lua keyword, so the option is named `axes`.
            let (options, children) = try args.container(allowed: ["axes"])
            var axes = Axis.Set.both
            if let table = options {
                call.field("axes", in: table)
                defer { call.pop(1) }
                if let name = call.string(at: -1) {
                    axes = try GridBindings.axisSet(named: name, args)
                } else if call.type(at: -1) != .nil {
                    throw args.fail(
                        "axes must be an axis name (\(ScriptAPI.axes.listed)), got \(describe(call, at: -1))")
                }
            }
            pushView(call, View.viewThatFits(in: axes, children))
            return 1
        }
    }
}
