import CLua
import CLuaShims
import PlumbLayout

/// Holds an alignment value on the Lua side.
final class AlignmentBox {
    enum Value {
        case horizontal(AlignmentID)
        case vertical(AlignmentID)
        case twoDimensional(Alignment)
    }
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Holds a `ViewDimensions` passed to a Lua function during layout: a checked handle, valid
/// until that function returns (see `CheckedHandle`).
final class DimensionsBox: CheckedHandle {
    private(set) var dimensions: ViewDimensions?
    init(_ dimensions: ViewDimensions) { self.dimensions = dimensions }
    func invalidate() { dimensions = nil }
}

/// The script, as closures reach it that its own VM or its views keep: one per script
/// (`PlumbScript.owner`), cleared when the script goes (its `deinit`), so that a closure run after
/// that (a view laid out once its script is gone, a `__gc` while the state closes) reads nil.
///
/// Not a Swift `weak` reference: any weak reference gives the script a side table, and
/// every retain and release of it then takes the runtime's slow path. Every binding reads the
/// script, so at flat 10⁵ a view's call paid a weak load and a slow release: 11% of the bindings'
/// time. Set and cleared on the script's thread, and read where the script's views are laid out,
/// which is always with the script held (`ScriptRun`).
final class ScriptOwner {
    private var reference: Unmanaged<PlumbScript>?

    var script: PlumbScript? { reference?.takeUnretainedValue() }

    /// Set once, by the script, when it is made.
    func attach(_ script: PlumbScript) { reference = .passUnretained(script) }
    /// The script is going: closures run from now on find no script.
    func detach() { reference = nil }

    func get(_ args: Arguments) throws(LuaError) -> PlumbScript {
        guard let script else { throw args.fail("the script has finished") }
        return script
    }

    /// Runs `body` with the script, not retained (for the bindings every view passes through:
    /// a retain and a release a call).
    func with<Result>(_ args: Arguments, _ body: (PlumbScript) throws(LuaError) -> Result) throws(LuaError) -> Result {
        guard let reference else { throw args.fail("the script has finished") }
        return try reference.withGuaranteedRef(body)
    }
}

/// The Lua API: SwiftUI's names, one table per container, modifiers as methods returning new views.
enum LuaBindings {
    static let viewClass = "View"
    static let horizontalClass = "HorizontalAlignment"
    static let verticalClass = "VerticalAlignment"
    static let alignmentClass = "Alignment"
    static let dimensionsClass = "ViewDimensions"

    static let colorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "grey", "black", "clear", "primary", "secondary", "accentColor",
    ]

    static func install(in script: PlumbScript) {
        let vm = script.vm
        luashim_bind_class(vm.state, viewSlot, viewClass)
        installLeaves(vm)
        installContainers(vm, script: script)
        installModifiers(vm, script: script)
        installAlignments(vm)
        installNamespaces(vm, script: script)
    }

    /// The class slot of `viewClass` (see `luashim_bind_class`): views are made and read on
    /// every call, so their metatable is found by slot, not by name.
    static let viewSlot: Int32 = 0

    /// Pushes a new view for Lua, counting its Swift-side bytes against the memory cap.
    static func pushView(_ call: LuaCall, _ view: View) {
        guard call.ensureStack(3) else { return }
        if view.source == nil, LuaStateAnchor.of(call.state)?.recordsViewSources == true {
            view.source = CallSites.viewSource(call)
        }
        _ = luashim_newobject_in(call.state, Unmanaged.passRetained(view).toOpaque(), viewSlot, view.chargedBytes)
    }

    /// The view at `index`, or nil when the value there is not a view.
    static func view(_ call: LuaCall, at index: Int32) -> View? {
        viewReference(call, at: index)?.takeUnretainedValue()
    }

    /// `view(_:at:)` not retained: valid while the value stays where it is on the stack.
    static func viewReference(_ call: LuaCall, at index: Int32) -> Unmanaged<View>? {
        guard let pointer = luashim_toobject_in(call.state, index, viewSlot) else { return nil }
        // Only views are pushed with the view class (`pushView`).
        return Unmanaged<View>.fromOpaque(pointer)
    }

    /// The value at `index` as a view: a view, or a string made a Text; nil for nil. (A label, a
    /// title, a header: SwiftUI takes a string or a view in the same places.)
    static func viewOrText(_ args: Arguments, at index: Int32, name: String) throws(LuaError) -> View? {
        let call = args.call
        switch call.type(at: index) {
        case .nil, .none: return nil
        case .string: return View.text(visibleText(call.string(at: index)!))
        default:
            guard let view = view(call, at: index) else {
                throw args.fail("\(name) must be a view or a string, got \(describe(call, at: index))")
            }
            return view
        }
    }

    /// Text and ids from a script with control characters made visible: drawn in the terminal,
    /// they would be escape sequences. C0 and DEL become their symbols from Unicode's Control
    /// Pictures block (U+241B "␛" for ESC, U+2421 "␡" for DEL), one cell each; C1 (U+0080–U+009F),
    /// which has no symbols there, is written as errors write it, `\u{9b}`. The SVG, the JSON and
    /// the page are made from the same text, so none of them holds a control character either.
    static func visibleText(_ text: String) -> String {
        var text = text
        let clean = text.withUTF8 { bytes in
            // Fast path over the bytes: C0, DEL, and the UTF-8 lead byte of C1 (U+0080–U+009F).
            !bytes.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 }
        }
        guard !clean, text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || !isControl(scalar) {
                result.append(scalar)
            } else if scalar.value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                result.append("\u{2421}")
            } else {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            }
        }
        return String(result)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    // MARK: - Describing values in messages

    /// "a string", "nil", "a View", … for "expected X, got Y" messages.
    static func describe(_ stack: LuaCall, at index: Int32) -> String {
        switch stack.type(at: index) {
        case .none: return "no value"
        case .nil: return "nil"
        case .userdata: return stack.typeName(at: index)
        case .table: return TextBindings.valueTypeName(stack, at: index) ?? "table"
        default: return stack.typeName(at: index)
        }
    }

    // MARK: - Leaves

    private static func installLeaves(_ vm: LuaVM) {
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
        if colorNames.contains(name) { return name }
        if let color = ColorValue(hex: name) { return color.hex }
        let suggestion = closest(name, in: colorNames.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
        throw call.error(
            "\(function): unknown colour '\(name)'\(suggestion); colours: \(colorNames.sorted().joined(separator: ", ")), or a hex colour such as \"#FF8800\""
        )
    }

    // MARK: - Containers

    private static func installContainers(_ vm: LuaVM, script: PlumbScript) {
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
                switch call.string(at: -1) {
                case nil where call.type(at: -1) == .nil: break
                case "horizontal": axes = .horizontal
                case "vertical": axes = .vertical
                case "both": axes = .both
                default:
                    throw args.fail(
                        "axes must be \"horizontal\", \"vertical\" or \"both\", got \(describe(call, at: -1))")
                }
            }
            pushView(call, View.viewThatFits(in: axes, children))
            return 1
        }
    }

    // MARK: - Modifiers

    /// A Lua function of a view.
    typealias Body = (LuaCall) throws(LuaError) -> Int32

    /// The binding of a modifier: `body` makes the new view from the arguments and the view it is
    /// called on; a call on no view (SwiftUI's `.` for Lua's `:`) is named as such. Every file's
    /// modifiers are made with it.
    static func modifier(_ name: String, _ body: @escaping (Arguments, View) throws(LuaError) -> View) -> Body {
        return { call throws(LuaError) -> Int32 in
            let args = Arguments(call, name)
            // The view read in place: its userdata, argument 1, keeps it for the call.
            guard let reference = LuaBindings.viewReference(call, at: 1) else {
                throw HabitBindings.notOnAView(args, name)
            }
            pushView(call, try reference.withGuaranteedRef { view throws(LuaError) in try body(args, view) })
            return 1
        }
    }

    private static func installModifiers(_ vm: LuaVM, script: PlumbScript) {
        var methods: [String: Body] = [:]
        // The VM owns these closures and the script owns the VM: reach the script through its owner.
        let owner = script.owner
        methods["frame"] = modifier("frame") { args, view throws(LuaError) in
            try owner.with(args) { script throws(LuaError) in try frame(args, view, script: script) }
        }
        methods["containerRelativeFrame"] = modifier("containerRelativeFrame") { args, view throws(LuaError) in
            try containerRelativeFrame(args, view, script: try owner.get(args))
        }
        methods["padding"] = modifier("padding") { args, view throws(LuaError) in
            try owner.with(args) { script throws(LuaError) in
                view.padding(try args.paddingInsets(script: script), boxes: script.layoutBoxes)
            }
        }
        methods["fixedSize"] = modifier("fixedSize") { args, view throws(LuaError) in
            let call = args.call
            guard call.type(at: 2) == .table else {
                try args.expectNoArguments(from: 2)
                return view.fixedSize()
            }
            try args.checkKeys(table: 2, allowed: ["horizontal", "vertical"])
            return view.fixedSize(
                horizontal: try args.boolean(key: "horizontal", table: 2) ?? false,
                vertical: try args.boolean(key: "vertical", table: 2) ?? false)
        }
        methods["layoutPriority"] = modifier("layoutPriority") { args, view throws(LuaError) in
            guard let priority = try args.number(at: 2, name: "priority") else {
                throw args.fail("expected a priority number, got \(describe(args.call, at: 2))")
            }
            // NaN compares false with everything: a stack could never order its children.
            guard priority.isFinite else {
                throw args.fail("priority must be a finite number, got \(formatPoints(priority))")
            }
            return view.layoutPriority(priority)
        }
        for (name, isBackground) in [("overlay", false), ("background", true)] {
            methods[name] = modifier(name) { args, view throws(LuaError) in
                let call = args.call
                var secondary: View?
                var alignment = Alignment.center
                // A view, a function making views (SwiftUI's `.background { … }`) or a list of
                // views, then an alignment; or `{ views…, alignment = }`. Several views are
                // stacked as a ZStack with the alignment.
                switch call.type(at: 2) {
                case .table where LuaBindings.view(call, at: 2) == nil && GridBindings.rowMarker(call, at: 2) == nil:
                    try args.checkKeys(table: 2, allowed: ["alignment"], arrayItems: nil)
                    var views: [View] = []
                    for item in 0..<call.arrayLength(of: 2) {
                        call.element(item + 1, in: 2)
                        defer { call.pop(1) }
                        if let made = try ViewListBindings.contentArgument(args, at: call.top) { views.append(made) }
                    }
                    secondary = views.isEmpty ? nil : View.list(views)
                    alignment = try args.alignment(key: "alignment", table: 2) ?? .center
                default:
                    secondary = try ViewListBindings.contentArgument(args, at: 2)
                    if call.type(at: 3) != .none, call.type(at: 3) != .nil {
                        alignment = try args.alignment(at: 3)
                    }
                }
                guard let secondary else {
                    throw args.fail("expected a view, got \(describe(call, at: 2))")
                }
                return isBackground
                    ? view.background(secondary, alignment: alignment) : view.overlay(secondary, alignment: alignment)
            }
        }
        for name in ["offset", "position"] {
            methods[name] = modifier(name) { args, view throws(LuaError) in
                // offset takes a CGSize too (SwiftUI's `offset(_: CGSize)`).
                let (x, y) = try args.point(script: try owner.get(args), acceptsSize: name == "offset")
                return name == "offset" ? view.offset(x: x, y: y) : view.position(x: x, y: y)
            }
        }
        methods["foregroundColor"] = modifier("foregroundColor") { args, view throws(LuaError) in
            view.foregroundColor(try args.colorName(at: 2))
        }
        methods["foregroundStyle"] = methods["foregroundColor"]
        methods["font"] = modifier("font") { args, view throws(LuaError) in
            let font = try TextBindings.font(args, at: 2)
            try args.expectNoArguments(from: 3)
            return view.font(font)
        }
        methods["lineLimit"] = modifier("lineLimit") { args, view throws(LuaError) in
            view.lineLimit(try TextBindings.lineLimit(args, from: 2))
        }
        methods["bold"] = modifier("bold") { args, view throws(LuaError) in
            try args.expectNoArguments(from: 2)
            return view.withEnvironment { $0.isBold = true }
        }
        methods["environment"] = modifier("environment") { args, view throws(LuaError) in
            let call = args.call
            guard let name = call.string(at: 2) else {
                throw args.fail(
                    "expected a key name (\(ScriptEnvironmentKey.allNames)), got \(describe(call, at: 2))")
            }
            guard let key = ScriptEnvironmentKey(rawValue: name) else {
                let suggestion =
                    closest(name, in: ScriptEnvironmentKey.allCases.map(\.rawValue)).map { " (did you mean '\($0)'?)" }
                    ?? ""
                throw args.fail("unknown key '\(name)'\(suggestion); keys: \(ScriptEnvironmentKey.allNames)")
            }
            return view.withEnvironment(try key.setter(call, at: 3, args: args))
        }
        methods["id"] = modifier("id") { args, view throws(LuaError) in
            let call = args.call
            switch call.type(at: 2) {
            case .string: return view.withID(visibleText(call.string(at: 2)!))
            case .number: return view.withID(call.integer(at: 2).map(String.init) ?? formatPoints(call.number(at: 2)!))
            default: throw args.fail("expected a name (string), got \(describe(call, at: 2))")
            }
        }
        methods["alignmentGuide"] = modifier("alignmentGuide") { args, view throws(LuaError) in
            try alignmentGuide(args, view, script: try owner.get(args))
        }
        methods["__tostring"] = describeView
        // Every file's modifiers, not only these: the registry lists them all.
        let modifierNames = ScriptAPI.modifierNames
        vm.registerClass(viewClass, methods: methods)
        installUnknownMemberError(vm, className: viewClass) { call, name in
            HabitBindings.unknownModifier(call, name: name, modifiers: modifierNames)
        }
    }

    /// `tostring(view)`: "Rectangle", "frame#title". (A named function: a non-throwing closure
    /// literal typed `throws(LuaError)` crashes Swift 6.3.1's SILGen here.)
    static func describeView(_ call: LuaCall) -> Int32 {
        var text = "View"
        if let view = LuaBindings.view(call, at: 1) {
            text = view.typeName
            if let id = view.id { text += "#" + id }
        }
        call.push(text)
        return 1
    }

    /// Makes a missing method on `className` objects raise `error(call, name)` instead of Lua's
    /// "attempt to call a nil value": the methods table gets an `__index` that reports it.
    static func installUnknownMemberError(
        _ vm: LuaVM, className: String, error: @escaping (LuaCall, String) -> LuaError
    ) {
        let state = vm.state
        luashim_pushclass(state, className)
        luashim_pushmethods(state, -1)
        lua_createtable(state, 0, 1)
        vm.pushFunction { call throws(LuaError) -> Int32 in
            throw error(call, call.string(at: 2) ?? describe(call, at: 2))
        }
        vm.stack.setField("__index", tableIndex: -2)  // raw: no metamethods from Swift
        lua_setmetatable(state, -2)
        lua_settop(state, -3)
    }

    /// The candidate nearest to `name` by edit distance, when it is close enough to be a typo.
    static func closest(_ name: String, in candidates: [String]) -> String? {
        nearestName(to: name, in: candidates)
    }

    /// `frame`'s options: the fixed sizes (0, 1), the flexible ones (2…7), the alignment (8).
    private static let frameOptions: OptionNames = [
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
    ]

    /// `frame{width=, height=, alignment=}` or `frame{minWidth=, …, maxHeight=, alignment=}`, or
    /// `frame(width, height, alignment)` in SwiftUI's order (`frame(100, 50)`, `frame(nil, 50)`).
    private static func frame(_ args: Arguments, _ view: View, script: PlumbScript) throws(LuaError) -> View {
        let call = args.call
        /// A fixed frame's width or height: a negative or non-finite one is ignored with a
        /// warning, as SwiftUI does.
        func fixedDimension(_ value: Double?, _ key: String) -> Double? {
            guard let value else { return nil }
            guard value >= 0, value.isFinite else {
                script.warn(
                    call,
                    "frame: invalid frame dimension \(key) = \(formatPoints(value)) (negative or non-finite); ignored, as SwiftUI does"
                )
                return nil
            }
            return value
        }
        guard call.type(at: 2) == .table else {
            if call.type(at: 2) == .none { return view.frame() }
            guard call.type(at: 2) == .number || (call.type(at: 2) == .nil && call.type(at: 3) == .number) else {
                throw args.fail(
                    "expected a table such as {width = 100, height = 50} or frame(width, height), got \(describe(call, at: 2))"
                )
            }
            let width = fixedDimension(try args.number(at: 2, name: "width"), "width")
            let height = fixedDimension(try args.number(at: 3, name: "height"), "height")
            var alignment = Alignment.center
            if call.type(at: 4) != .none, call.type(at: 4) != .nil { alignment = try args.alignment(at: 4) }
            try args.expectNoArguments(from: 5)
            return view.frame(width: width, height: height, alignment: alignment, boxes: script.layoutBoxes)
        }
        if let type = TextBindings.valueTypeName(call, at: 2) {
            throw args.fail(
                "takes no \(type) (SwiftUI's frame has none): write frame { width = size.width, height = size.height }")
        }
        let keys = try args.checkKeys(table: 2, allowed: frameOptions)
        let alignment = keys.contains(8) ? try args.alignment(key: "alignment", table: 2) ?? .center : .center
        let fixed = keys.containsAny(in: 0..<2)
        let flexible = keys.containsAny(in: 2..<8)
        if fixed, flexible {
            throw args.fail(
                "width/height cannot be combined with min/ideal/max sizes in one frame (SwiftUI has two frame modifiers): use two frames"
            )
        }
        if !flexible {
            func dimension(_ key: String) throws(LuaError) -> Double? {
                fixedDimension(try args.number(key: key, table: 2), key)
            }
            return view.frame(
                width: keys.contains(0) ? try dimension("width") : nil,
                height: keys.contains(1) ? try dimension("height") : nil, alignment: alignment,
                boxes: script.layoutBoxes)
        }
        func bound(_ key: String, _ option: Int) throws(LuaError) -> Double? {
            guard keys.contains(option), let value = try args.number(key: key, table: 2) else { return nil }
            if value.isNaN || (value == .infinity && key.hasPrefix("min") == false && key.hasPrefix("max") == false) {
                script.warn(
                    call, "frame: invalid frame dimension \(key) = \(formatPoints(value)); ignored, as SwiftUI does")
                return nil
            }
            if value < 0 {
                script.warn(call, "frame: \(key) = \(formatPoints(value)) is negative; SwiftUI treats it as 0")
            }
            return value
        }
        // (Only the keys the table has are read: `keys` holds their places in `frameOptions`.)
        let horizontal = FlexibleFrameLayout.Constraints(
            min: try bound("minWidth", 2), ideal: try bound("idealWidth", 3), max: try bound("maxWidth", 4))
        let vertical = FlexibleFrameLayout.Constraints(
            min: try bound("minHeight", 5), ideal: try bound("idealHeight", 6), max: try bound("maxHeight", 7))
        if horizontal.isContradictory || vertical.isContradictory {
            script.warn(
                call, "frame: contradictory frame constraints (min ≤ ideal ≤ max expected); SwiftUI normalises them")
        }
        return view.frame(
            minWidth: horizontal.min, idealWidth: horizontal.ideal, maxWidth: horizontal.max,
            minHeight: vertical.min, idealHeight: vertical.ideal, maxHeight: vertical.max, alignment: alignment,
            boxes: script.layoutBoxes)
    }

    /// `containerRelativeFrame(axes, options?, length?)`: `options` holds `alignment` and, for
    /// columns, `count`, `span` (1) and `spacing`; `length` is a `function(length, axis)`
    /// returning the frame's length from the container's.
    private static func containerRelativeFrame(
        _ args: Arguments, _ view: View, script: PlumbScript
    ) throws(LuaError) -> View {
        let call = args.call
        let axes = try GridBindings.axes(args, at: 2)
        var alignment = Alignment.center
        var length = ContainerRelativeLength.full
        var next: Int32 = 3
        if call.type(at: 3) == .table {
            try args.checkKeys(table: 3, allowed: ["count", "span", "spacing", "alignment"])
            alignment = try args.alignment(key: "alignment", table: 3) ?? .center
            let count = try args.number(key: "count", table: 3)
            let span = try args.number(key: "span", table: 3)
            let spacing = try args.number(key: "spacing", table: 3)
            if count != nil || span != nil || spacing != nil {
                guard let count, let spacing else {
                    throw args.fail(
                        "count and spacing go together (SwiftUI's containerRelativeFrame(_:count:span:spacing:)): { count = 3, span = 1, spacing = 8 }"
                    )
                }
                guard let columns = Int(exactly: count), columns >= 1 else {
                    throw args.fail("count must be a whole number of at least 1, got \(formatPoints(count))")
                }
                let span = span ?? 1
                guard let spanned = Int(exactly: span), spanned >= 1 else {
                    throw args.fail("span must be a whole number of at least 1, got \(formatPoints(span))")
                }
                guard spacing.isFinite else { throw args.fail("spacing must be a finite number") }
                length = .grid(count: columns, span: spanned, spacing: spacing)
            }
            next = 4
        }
        if let function = call.functionRef(at: next) {
            if case .grid = length {
                throw args.fail("a length function does not go with count, span and spacing: give one or the other")
            }
            length = .custom(luaLength(function, script: script))
            next += 1
        } else if ![.nil, .none].contains(call.type(at: next)) {
            throw args.fail(
                "expected an options table { alignment, count, span, spacing } or a function(length, axis), got \(describe(call, at: next))"
            )
        }
        try args.expectNoArguments(from: next)
        return view.containerRelativeFrame(axes, length: length, alignment: alignment)
    }

    /// A containerRelativeFrame's length computed by a Lua function of the container's length
    /// and the axis ("horizontal" or "vertical"). Runs under the script's limits; an error is
    /// recorded on the script (first one wins) and the length is the container's.
    static func luaLength(_ function: LuaFunctionRef, script: PlumbScript) -> (Double, Axis) -> Double {
        // Through the owner: a view may outlive its script; its length is then the container's.
        return { [owner = script.owner] length, axis in
            guard let script = owner.script else { return length }
            return numberCallback(function, script: script, what: "containerRelativeFrame") { call in
                call.push(length)
                call.push(axis == .horizontal ? "horizontal" : "vertical")
                return 2
            } ?? length
        }
    }

    /// `alignmentGuide(guide, function(d) … end)`.
    private static func alignmentGuide(_ args: Arguments, _ view: View, script: PlumbScript) throws(LuaError) -> View {
        let call = args.call
        let guide: AlignmentID
        if let name = call.string(at: 2) {
            switch name {
            case "leading": guide = .leading
            case "trailing": guide = .trailing
            case "top": guide = .top
            case "bottom": guide = .bottom
            case "firstTextBaseline": guide = .firstTextBaseline
            case "lastTextBaseline": guide = .lastTextBaseline
            case "center":
                throw args.fail(
                    "'center' is ambiguous here: use HorizontalAlignment.center or VerticalAlignment.center")
            default: throw args.fail("unknown alignment guide '\(name)'")
            }
        } else if let box = call.object(at: 2, metatable: horizontalClass) as? AlignmentBox,
            case .horizontal(let id) = box.value
        {
            guide = id
        } else if let box = call.object(at: 2, metatable: verticalClass) as? AlignmentBox,
            case .vertical(let id) = box.value
        {
            guide = id
        } else {
            throw args.fail(
                "expected a horizontal or vertical alignment as the first argument, got \(describe(call, at: 2))")
        }
        let compute: (ViewDimensions) -> Double
        var source: String?
        if let constant = call.number(at: 3) {
            compute = { _ in constant }
            source = call.whereInfo(level: 1).map { "\($0.file):\($0.line)" }
        } else if let function = call.functionRef(at: 3) {
            compute = luaGuide(function, script: script, what: "alignmentGuide(\(guide.name))")
            let position = functionPosition(function, script: script)
            source = position.isEmpty ? nil : String(position.dropLast(2))
        } else {
            throw args.fail("expected a function(d) returning a number, got \(describe(call, at: 3))")
        }
        return view.alignmentGuide(guide, source: source, computeValue: compute)
    }

    /// A guide computed by a Lua function of the view's dimensions. Runs under the script's
    /// limits; an error is recorded on the script (first one wins) and the guide is 0.
    static func luaGuide(
        _ function: LuaFunctionRef, script: PlumbScript, what: String
    ) -> (ViewDimensions) -> Double {
        // Through the owner: a view may outlive its script; its Lua guides then read as 0.
        return { [owner = script.owner] dimensions in
            guard let script = owner.script else { return 0 }
            return numberCallback(function, script: script, what: what) { call in
                let box = DimensionsBox(dimensions)
                script.register(box)
                call.push(object: box, metatable: dimensionsClass)
                return 1
            } ?? 0
        }
    }

    /// Calls a Lua function during layout with the arguments `push` gives it, for the number it
    /// returns: nil when it fails or returns anything else (the error, naming the function's line
    /// and `what`, is recorded on the script).
    private static func numberCallback(
        _ function: LuaFunctionRef, script: PlumbScript, what: String, push: (LuaCall) -> Int32
    ) -> Double? {
        script.callback(
            function, push: push,
            read: { stack throws(LuaError) -> Double in
                guard let value = stack.number(at: -1) else {
                    var got = describe(stack, at: -1)
                    if let text = stack.string(at: -1) {
                        let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
                        got = "the string \"\(visibleText(shown))\""
                        if Double(text) != nil {
                            got += " (tonumber turns it into a number)"
                        }
                    }
                    let message = "\(what): the function must return a number, got \(got)"
                    let callee = String(what.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    guard let site = functionSite(function, script: script, passedTo: callee) else {
                        throw LuaError(
                            kind: .runtime, message: functionPosition(function, script: script) + message, file: nil)
                    }
                    // At the function, with its column and a caret under `function`, as a
                    // script's other errors point at the code at fault.
                    var error = LuaError(
                        kind: .runtime, message: "\(site.file):\(site.line):\(site.mark.column): \(message)",
                        file: site.file, line: site.line)
                    error.caret = site.mark
                    throw error
                }
                return value
            })
    }

    /// Where a Lua function was written: its chunk, the line of its `function` keyword and that
    /// keyword's mark on the line; nil for a chunk Plumb did not load (or too large to read).
    /// Lua records lines only: of the `function` keywords on the line it was defined on, those
    /// whose `end` is on the line its definition ends on are kept, then those written as an
    /// argument of a call of `callee` (`alignmentGuide(…, function(d) … end)`), and the first of
    /// what is left is taken.
    static func functionSite(
        _ function: LuaFunctionRef, script: PlumbScript, passedTo callee: String = ""
    ) -> (file: String, line: Int, mark: SourceMark)? {
        let state = script.vm.state
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        script.vm.stack.push(function: function)
        var info = lua_Debug()
        guard lua_getinfo(state, ">S", &info) != 0, info.linedefined > 0, let source = info.source else { return nil }
        let name = String(cString: source)
        guard name.hasPrefix("@") else { return nil }
        let file = String(name.dropFirst())
        guard let text = script.vm.sourceText(file) else { return nil }
        let line = Int(info.linedefined)
        let last = Int(info.lastlinedefined)
        let tokens = text.tokens
        var candidates: [Int] = []
        var index = text.firstToken(onOrAfter: line)
        while index < tokens.count, tokens[index].line == line {
            if tokens[index].kind == .keyword, text.text(tokens[index]) == "function" { candidates.append(index) }
            index += 1
        }
        guard let first = candidates.first else { return nil }
        /// The line of the `end` that closes the block `function` opens at `start`.
        func endLine(_ start: Int) -> Int? {
            var depth = 0
            for k in start..<tokens.count where tokens[k].kind == .keyword {
                switch text.text(tokens[k]) {
                case "function", "do", "if": depth += 1
                case "end":
                    depth -= 1
                    if depth == 0 { return tokens[k].line }
                default: break
                }
            }
            return nil
        }
        /// The name of the call whose brackets hold the token at `start`.
        func enclosingCall(_ start: Int) -> String {
            var depth = 0
            var k = start - 1
            while k > 0 {
                if tokens[k].kind == .symbol {
                    switch text.text(tokens[k]) {
                    case ")", "}", "]": depth += 1
                    case "(", "{", "[":
                        if depth == 0 { return tokens[k - 1].isName ? text.text(tokens[k - 1]) : "" }
                        depth -= 1
                    default: break
                    }
                }
                k -= 1
            }
            return ""
        }
        var kept = candidates.count > 1 ? candidates.filter { endLine($0) == last } : candidates
        if kept.count > 1, !callee.isEmpty {
            let passed = kept.filter { enclosingCall($0) == callee }
            if !passed.isEmpty { kept = passed }
        }
        return (file, line, text.mark(tokens[kept.first ?? first]))
    }

    /// "card.lua:12: " for where a Lua function was defined, or "".
    static func functionPosition(_ function: LuaFunctionRef, script: PlumbScript) -> String {
        let state = script.vm.state
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        script.vm.stack.push(function: function)
        var info = lua_Debug()
        // ">S" pops the function and describes where it was defined.
        guard lua_getinfo(state, ">S", &info) != 0, info.linedefined > 0 else { return "" }
        let source = withUnsafeBytes(of: &info.short_src) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return "\(source):\(info.linedefined): "
    }

    // MARK: - Alignments and dimensions

    private static func installAlignments(_ vm: LuaVM) {
        for className in [horizontalClass, verticalClass, alignmentClass] {
            vm.registerClass(
                className,
                methods: [
                    "__tostring": { call throws(LuaError) -> Int32 in
                        let box = call.object(at: 1, metatable: className) as? AlignmentBox
                        switch box?.value {
                        case .horizontal(let id)?: call.push("HorizontalAlignment.\(id.name)")
                        case .vertical(let id)?: call.push("VerticalAlignment.\(id.name)")
                        case .twoDimensional(let a)?:
                            call.push("Alignment(\(a.horizontal.id.name), \(a.vertical.id.name))")
                        case nil: call.push(className)
                        }
                        return 1
                    }
                ])
        }
        vm.registerClass(
            dimensionsClass,
            methods: [
                "__index": { call throws(LuaError) -> Int32 in
                    guard let box = call.object(at: 1, metatable: dimensionsClass) as? DimensionsBox else { return 0 }
                    guard let d = box.dimensions else {
                        throw call.error(
                            "ViewDimensions: this value was handed to a function that has returned; read d.width, d[…] inside the function that receives it"
                        )
                    }
                    if let key = call.string(at: 2) {
                        switch key {
                        case "width": call.push(d.width)
                        case "height": call.push(d.height)
                        default:
                            guard let guide = builtinGuide(named: key) else {
                                throw call.error(
                                    "ViewDimensions has no member '\(key)' (use d.width, d.height or d[alignment])")
                            }
                            call.push(d[guide])
                        }
                        return 1
                    }
                    for className in [horizontalClass, verticalClass] {
                        if let box = call.object(at: 2, metatable: className) as? AlignmentBox {
                            switch box.value {
                            case .horizontal(let id), .vertical(let id):
                                call.push(d[id])
                                return 1
                            case .twoDimensional: break
                            }
                        }
                    }
                    throw call.error(
                        "ViewDimensions: index with a horizontal or vertical alignment, got \(describe(call, at: 2))")
                },
                "__tostring": { call throws(LuaError) -> Int32 in
                    let box = call.object(at: 1, metatable: dimensionsClass) as? DimensionsBox
                    call.push(
                        box?.dimensions.map {
                            "ViewDimensions(\(formatPoints($0.width))×\(formatPoints($0.height)))"
                        } ?? "ViewDimensions (expired)")
                    return 1
                },
            ])
    }

    /// Built-in guides by the names `d.leading`, `d.top`, … (`center` is ambiguous and refused).
    static func builtinGuide(named name: String) -> AlignmentID? {
        switch name {
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: nil
        }
    }

    static func pushAlignment(_ call: LuaCall, _ value: AlignmentBox.Value) {
        let className: String
        switch value {
        case .horizontal: className = horizontalClass
        case .vertical: className = verticalClass
        case .twoDimensional: className = alignmentClass
        }
        call.push(object: AlignmentBox(value), metatable: className)
    }

    // MARK: - Namespaces: Color, HorizontalAlignment, VerticalAlignment, Alignment, Font

    private static func installNamespaces(_ vm: LuaVM, script: PlumbScript) {
        func namespace(
            _ name: String, index: @escaping (LuaCall, String) throws(LuaError) -> Void,
            call body: @escaping (LuaCall) throws(LuaError) -> Int32
        ) {
            let className = "\(name) namespace"
            vm.registerClass(
                className,
                methods: [
                    "__index": { call throws(LuaError) -> Int32 in
                        guard let key = call.string(at: 2) else {
                            throw call.error("\(name): expected a member name, got \(describe(call, at: 2))")
                        }
                        try index(call, key)
                        // Members are immutable values (a view, an alignment): the namespace keeps
                        // each one made, so `Color.clear` in a loop of 10⁵ is a table read, as
                        // `Color.clear` is a static constant in SwiftUI.
                        lua_pushvalue(call.state, 2)
                        lua_pushvalue(call.state, -2)
                        lua_rawset(call.state, 1)
                        return 1
                    },
                    "__call": { call throws(LuaError) -> Int32 in
                        // Arguments start at 2 (1 is the namespace itself): shift them down.
                        lua_rotate(call.state, 1, -1)
                        lua_settop(call.state, -2)
                        return try body(LuaCall(state: call.state))
                    },
                    "__tostring": { call throws(LuaError) -> Int32 in
                        call.push(name)
                        return 1
                    },
                ])
            // A table (holding the members made so far) whose metatable makes the others.
            vm.stack.newTable()
            luaL_setmetatable(vm.state, className)
            vm.setGlobal(name)
        }
        namespace(
            "Color",
            index: { call, key throws(LuaError) in
                pushView(call, try colorView(call, key, function: "Color"))
            },
            call: { call throws(LuaError) -> Int32 in
                pushView(call, View.color(try DrawingBindings.color(call)))
                return 1
            })
        let horizontal: [String: AlignmentID] = [
            "leading": .leading, "center": .horizontalCenter, "trailing": .trailing,
        ]
        let vertical: [String: AlignmentID] = [
            "top": .top, "center": .verticalCenter, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
            "lastTextBaseline": .lastTextBaseline,
        ]
        let owner = script.owner
        func custom(_ axis: Axis, _ call: LuaCall, _ name: String) throws(LuaError) -> Int32 {
            guard let guideName = call.string(at: 1) else {
                throw call.error("\(name): expected a name for the custom alignment, got \(describe(call, at: 1))")
            }
            guard let function = call.functionRef(at: 2) else {
                throw call.error(
                    "\(name)(\"\(guideName)\", …): expected a function(d) giving the default value, got \(describe(call, at: 2))"
                )
            }
            let id = AlignmentID(
                custom: guideName, axis: axis,
                defaultValue: luaGuide(
                    function, script: try owner.get(Arguments(call, name)), what: "\(name)(\"\(guideName)\") default"))
            pushAlignment(call, axis == .horizontal ? .horizontal(id) : .vertical(id))
            return 1
        }
        namespace(
            "HorizontalAlignment",
            index: { call, key throws(LuaError) in
                guard let id = horizontal[key] else {
                    throw call.error("HorizontalAlignment has no member '\(key)' (leading, center, trailing)")
                }
                pushAlignment(call, .horizontal(id))
            }, call: { call throws(LuaError) -> Int32 in try custom(.horizontal, call, "HorizontalAlignment") })
        namespace(
            "VerticalAlignment",
            index: { call, key throws(LuaError) in
                guard let id = vertical[key] else {
                    throw call.error(
                        "VerticalAlignment has no member '\(key)' (top, center, bottom, firstTextBaseline, lastTextBaseline)"
                    )
                }
                pushAlignment(call, .vertical(id))
            }, call: { call throws(LuaError) -> Int32 in try custom(.vertical, call, "VerticalAlignment") })
        namespace(
            "Alignment",
            index: { call, key throws(LuaError) in
                guard let alignment = namedAlignments[key] else {
                    throw call.error(
                        "Alignment has no member '\(key)' (\(namedAlignments.keys.sorted().joined(separator: ", ")))")
                }
                pushAlignment(call, .twoDimensional(alignment))
            },
            call: { call throws(LuaError) -> Int32 in
                let args = Arguments(call, "Alignment")
                let h = try args.horizontal(at: 1)
                let v = try args.vertical(at: 2)
                pushAlignment(call, .twoDimensional(Alignment(horizontal: h, vertical: v)))
                return 1
            })
        // Font: TextBindings.
    }

    /// SwiftUI's `Alignment` constants: the nine of the edges and centre, and iOS 16's six that
    /// pair a horizontal guide with a text baseline (`.leadingLastTextBaseline`, Apple's
    /// `Alignment` page overlays a box at each).
    static let namedAlignments: [String: Alignment] = [
        "center": .center, "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
        "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]
}

extension ScriptAPI {
    /// Leaves, stacks, the core modifiers and the value namespaces (LuaBindings).
    static let core: [APIEntry] = [
        APIEntry("Rectangle", .view, "(): View", "A rectangle that fills the space it is offered."),
        APIEntry(
            "RoundedRectangle", .view, "(options: number|{cornerRadius: number}): View",
            "A rectangle with rounded corners that fills the space it is offered."),
        APIEntry("Circle", .view, "(): View", "The largest circle that fits the space it is offered."),
        APIEntry("Ellipse", .view, "(): View", "An ellipse that fills the space it is offered."),
        APIEntry("Capsule", .view, "(): View", "A rounded rectangle whose corner radius is half its shorter side."),
        APIEntry("Text", .view, "(text: string|number): View", "Text, one cell per character, wrapped to its width."),
        APIEntry(
            "Spacer", .view, "(options?: number|{minLength?: number}): View",
            "Flexible space along its stack's axis (minimum length 8 by default)."),
        APIEntry("Divider", .view, "(): View", "A thin line across its stack's minor axis."),
        APIEntry("EmptyView", .view, "(): View", "No view: a container skips it."),
        APIEntry(
            "HStack", .view, "(content: {alignment?: VAlign, spacing?: number, [integer]: View|View[]}): View",
            "Children side by side, aligned vertically."),
        APIEntry(
            "VStack", .view, "(content: {alignment?: HAlign, spacing?: number, [integer]: View|View[]}): View",
            "Children one above another, aligned horizontally."),
        APIEntry(
            "ZStack", .view, "(content: {alignment?: Align, [integer]: View|View[]}): View",
            "Children on top of each other, aligned in two dimensions."),
        APIEntry(
            "ViewThatFits", .view,
            "(content: {axes?: \"horizontal\"|\"vertical\"|\"both\", [integer]: View|View[]}): View",
            "The first child that fits the space offered (`in:` is a Lua keyword: `axes`)."),
        APIEntry(
            "frame", .modifier, "(widthOrOptions?: FrameOptions|number, height?: number, alignment?: Align): View",
            "A fixed frame (width, height) or a flexible one (min/ideal/max), with an alignment."),
        APIEntry(
            "containerRelativeFrame", .modifier,
            "(axes: AxisName|AxisName[], options?: {alignment?: Align, count?: integer, span?: integer, spacing?: number}|fun(length: number, axis: string): number, length?: fun(length: number, axis: string): number): View",
            "A frame sized from the nearest container (ScrollView, List, navigation or tab content, else the canvas) on the axes given: its whole length, span of count columns, or a function of it."
        ),
        APIEntry(
            "padding", .modifier,
            "(edgesOrLength?: number|Edge|Edge[]|EdgeInsetsValue|{top?: number, leading?: number, bottom?: number, trailing?: number}, length?: number): View",
            "Space around the view: 16 by default, on all or some edges."),
        APIEntry(
            "fixedSize", .modifier, "(axes?: {horizontal?: boolean, vertical?: boolean}): View",
            "Offers the view nothing (its ideal size) on the fixed axes."),
        APIEntry(
            "layoutPriority", .modifier, "(priority: number): View",
            "The order in which a stack offers its children space (higher first)."),
        APIEntry(
            "overlay", .modifier,
            "(content: Content|fun(): Content|{alignment?: Align, [integer]: Content}, alignment?: Align): View",
            "Views drawn over this one, offered this one's size (several: a ZStack)."),
        APIEntry(
            "background", .modifier,
            "(content: Content|fun(): Content|{alignment?: Align, [integer]: Content}, alignment?: Align): View",
            "Views drawn behind this one, offered this one's size (several: a ZStack)."),
        APIEntry(
            "offset", .modifier,
            "(x: number|CGSizeValue|{x?: number, y?: number}|{width?: number, height?: number}, y?: number): View",
            "Draws the view moved; its frame in the parent stays where it was."),
        APIEntry(
            "position", .modifier, "(x: number|CGPointValue|{x?: number, y?: number}, y?: number): View",
            "Centres the view at a point of a frame that takes all the space offered."),
        APIEntry(
            "alignmentGuide", .modifier, "(guide: HAlign|VAlign, compute: number|fun(d: ViewDimensions): number): View",
            "Sets where one of the view's alignment guides lies."),
        APIEntry(
            "foregroundColor", .modifier, "(color: ColorName|View): View",
            "The colour of text and shapes inside.", effect: .drawing),
        APIEntry(
            "foregroundStyle", .modifier, "(color: ColorName|View): View",
            "The colour of text and shapes inside (SwiftUI's newer name for foregroundColor).", effect: .drawing),
        APIEntry(
            "font", .modifier, "(font: TextStyle|FontValue): View",
            "The font of text and symbols inside: a text style or a Font (`Font.system(24)`)."),
        APIEntry(
            "lineLimit", .modifier, "(lines: integer|nil, upperOrOptions?: integer|{reservesSpace?: boolean}): View",
            "At most this many lines for text inside; nil: no limit; `lineLimit(2, 4)`: SwiftUI's `2...4`."),
        APIEntry("bold", .modifier, "(): View", "Text inside drawn bold.", effect: .drawing),
        APIEntry(
            "environment", .modifier, "(key: EnvironmentKey, value: string|integer): View",
            "Sets an environment value for this view and everything inside it."),
        APIEntry(
            "id", .modifier, "(name: string): View", "Labels the view in the diagram and the JSON; adds no view.",
            effect: .none),
        APIEntry(
            "Color", .namespace,
            "table<ColorName, View> | fun(name: ColorName|string): View | fun(red: number, green: number, blue: number, opacity?: number): View | fun(components: ColorComponents): View",
            "Colours as views that fill the space offered: `Color.red`, `Color(\"#FF8800\")`, `Color(1, 0.5, 0)`, `Color { white = 0.5 }`."
        ),
        APIEntry(
            "HorizontalAlignment", .namespace,
            "{leading: HorizontalAlignmentValue, center: HorizontalAlignmentValue, trailing: HorizontalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): HorizontalAlignmentValue",
            "Horizontal guides, and custom ones with a default."),
        APIEntry(
            "VerticalAlignment", .namespace,
            "{top: VerticalAlignmentValue, center: VerticalAlignmentValue, bottom: VerticalAlignmentValue, firstTextBaseline: VerticalAlignmentValue, lastTextBaseline: VerticalAlignmentValue} | fun(name: string, default: fun(d: ViewDimensions): number): VerticalAlignmentValue",
            "Vertical guides, and custom ones with a default."),
        APIEntry(
            "Alignment", .namespace,
            "table<string, AlignmentValue> | fun(horizontal: HAlign, vertical: VAlign): AlignmentValue",
            "Two-dimensional alignments: `Alignment.topLeading`, `Alignment(h, v)`."),
        APIEntry(
            "Font", .namespace,
            "table<TextStyle, FontValue> | {system: fun(sizeOrStyle: number|TextStyle|{size?: number, style?: TextStyle, weight?: FontWeight, design?: FontDesign}, weightOrDesign?: FontWeight|FontDesign, designOrWeight?: FontWeight|FontDesign): FontValue, custom: fun(name: string, size: number|{size?: number, relativeTo?: TextStyle, fixedSize?: number}): FontValue}",
            "Fonts: `Font.title`, `Font.system(24)` (a fixed size), `Font.custom(name, 17)`, `Font.title:bold()`."),
    ]
}
