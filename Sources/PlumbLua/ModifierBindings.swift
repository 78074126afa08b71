import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// The core modifiers whose arguments take several forms (`frame`, `padding`, `offset`,
/// `alignmentGuide`, `overlay`, `font`, …) as methods of the View class, the callbacks they call into Lua for, and the error for a
/// member a view does not have.
extension LuaBindings {
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

    static func installModifiers(_ vm: LuaVM, script: PlumbScript) {
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
        methods["font"] = modifier("font") { args, view throws(LuaError) in
            let font = try TextBindings.font(args, at: 2)
            try args.expectNoArguments(from: 3)
            return view.font(font)
        }
        methods["lineLimit"] = modifier("lineLimit") { args, view throws(LuaError) in
            view.lineLimit(try TextBindings.lineLimit(args, from: 2))
        }
        methods["environment"] = modifier("environment") { args, view throws(LuaError) in
            let call = args.call
            guard let name = call.string(at: 2) else {
                throw args.fail(
                    "expected a key name (\(ScriptEnvironmentKey.allNames)), got \(describe(call, at: 2))")
            }
            guard let key = ScriptEnvironmentKey(rawValue: name) else {
                let suggestion = didYouMean(name, in: ScriptEnvironmentKey.allCases.map(\.rawValue))
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

    /// `frame`'s options, as the registry declares them: the fixed sizes (0, 1), the flexible
    /// ones (2…7), the alignment (8).
    static let frameOptions = OptionNames(ScriptAPI.frameOptions)

    /// `frame{width=, height=, alignment=}` or `frame{minWidth=, …, maxHeight=, alignment=}`, or
    /// `frame(width, height, alignment)` in SwiftUI's order (`frame(100, 50)`, `frame(nil, 50)`).
    static func frame(_ args: Arguments, _ view: View, script: PlumbScript) throws(LuaError) -> View {
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
    static func containerRelativeFrame(
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
    static func alignmentGuide(_ args: Arguments, _ view: View, script: PlumbScript) throws(LuaError) -> View {
        let call = args.call
        let guide: AlignmentID
        if let name = call.string(at: 2) {
            guard name != "center" else {
                throw args.fail(
                    "'center' is ambiguous here: use HorizontalAlignment.center or VerticalAlignment.center")
            }
            guard let named = builtinGuide(named: name) else {
                let names = ScriptAPI.horizontalAlignments.values + ScriptAPI.verticalAlignments.values
                let choices = names.filter { $0 != "center" }
                throw args.fail(
                    "unknown alignment guide '\(name)'\(didYouMean(name, in: choices)); guides: \(choices.joined(separator: ", "))"
                )
            }
            guide = named
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
    static func numberCallback(
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
}
