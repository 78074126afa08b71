import CLua
import CLuaShims
import PlumbLayout

/// Several views where SwiftUI writes a `@ViewBuilder` closure: `Group`, and the content every
/// builder function and content argument may give as several views (several return values, a
/// list, a GridRow). What several views mean is the core's business (`View.isViewList`): they
/// join the container they are in, take the implicit VStack where one view is needed, a ZStack
/// in an overlay or a background, and stack at a GeometryReader's top-leading corner.
enum ViewListBindings {
    static func install(in script: PlumbScript) {
        script.vm.setGlobalFunction("Group") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Group")
            if call.type(at: 1) == .function {
                LuaBindings.pushView(call, View.group([try callContent(args, at: 1)]))
                return 1
            }
            let (_, children) = try args.container(allowed: [])
            LuaBindings.pushView(call, View.group(children))
            return 1
        }
    }

    /// The content the values from `first` to the top of the stack make: each a view, a GridRow
    /// (`GridRow { … }`, a row when a Grid gets it) or a list (a table) of them, nested at most 8
    /// deep. One view is itself; several are a Group. `fail` makes the error for a value that is
    /// none of these, given its description ("nil", "a number", or "nothing" when no value was
    /// given).
    static func content(_ call: LuaCall, from first: Int32, fail: (String) -> LuaError) throws(LuaError) -> View {
        let last = call.top
        guard first <= last else { throw fail("nothing") }
        var views: [View] = []
        var visited = 0
        for index in first...last {
            try collect(call, at: index, into: &views, depth: 0, visited: &visited, fail: fail)
        }
        return View.list(views)
    }

    private static func collect(
        _ call: LuaCall, at index: Int32, into views: inout [View], depth: Int, visited: inout Int,
        fail: (String) -> LuaError
    ) throws(LuaError) {
        visited += 1
        // A table that holds itself a thousand times is 1000⁸ visits: let the deadline in.
        if visited % 4096 == 0, luashim_check_limits(call.state) != LUASHIM_STOP_NONE {
            throw LuaError(kind: .runtime, message: "script stopped while reading a list of views")
        }
        if let view = LuaBindings.view(call, at: index) {
            views.append(view)
            return
        }
        guard call.type(at: index) == .table, depth < 8, call.ensureStack(4) else {
            throw fail(LuaBindings.describe(call, at: index))
        }
        let table = lua_absindex(call.state, index)
        var items: [View] = []
        for item in 0..<call.arrayLength(of: table) {
            call.element(item + 1, in: table)
            defer { call.pop(1) }
            try collect(call, at: -1, into: &items, depth: depth + 1, visited: &visited, fail: fail)
        }
        if let marker = GridBindings.rowMarker(call, at: table) {
            views.append(View.gridRow(alignment: marker.alignment, items))
        } else {
            views += items
        }
    }

    /// Calls the function at `index` now, with no arguments, and returns the content it gives
    /// (see `content`): SwiftUI's trailing closure, `:background(function() return Color.red end)`.
    /// An error inside the function is thrown as it was raised, with its own position.
    static func callContent(_ args: Arguments, at index: Int32) throws(LuaError) -> View {
        let call = args.call
        let state = call.state
        let top = call.top
        guard call.ensureStack(8) else { throw args.fail("stack overflow") }
        lua_pushvalue(state, index)
        let status = luashim_pcall(state, 0, LUA_MULTRET, 0)
        defer { lua_settop(state, top) }
        guard status == LUA_OK else {
            throw LuaError(kind: status == LUA_ERRMEM ? .memory : .runtime, parsing: call.errorMessage(at: -1))
        }
        return try content(call, from: top + 1) { got in
            args.fail("the function must return a view, got \(got)")
        }
    }

    /// A content argument: a view, a function giving views, or a list of views (nil: none).
    static func contentArgument(_ args: Arguments, at index: Int32) throws(LuaError) -> View? {
        switch args.call.type(at: index) {
        case .none, .nil: return nil
        case .function: return try callContent(args, at: index)
        default:
            return try content(args.call, at: index) { got in
                args.fail("expected a view, a list of views or a function returning views, got \(got)")
            }
        }
    }

    /// The content of the one value at `index` (see `content`).
    static func content(_ call: LuaCall, at index: Int32, fail: (String) -> LuaError) throws(LuaError) -> View {
        var views: [View] = []
        var visited = 0
        try collect(call, at: index, into: &views, depth: 0, visited: &visited, fail: fail)
        return View.list(views)
    }
}
