import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// A value Lua receives for the length of one callback (a `ViewDimensions`, a layout subview).
/// Lua may keep the userdata (in an upvalue, a global), but once the callback that received it
/// has returned the handle is invalid: using it is a Lua error, never a read of a layout node
/// that may be gone.
protocol CheckedHandle: AnyObject {
    func invalidate()
}

/// One subview of a `Layout` written in Lua, valid during one callback.
final class SubviewHandle: CheckedHandle {
    private(set) var subview: LayoutSubview?
    let index: Int
    /// Whether `place` was called (checked after a real `placeSubviews`).
    var placed = false

    init(_ subview: LayoutSubview, index: Int) {
        self.subview = subview
        self.index = index
    }

    func invalidate() { subview = nil }
}

/// A `ViewSpacing` value (a copy: nothing to invalidate).
final class SpacingBox {
    let spacing: ViewSpacing
    init(_ spacing: ViewSpacing) { self.spacing = spacing }
}

/// A layout value: `HStackLayout { … }`, `AnyLayout(…)`, `Layout { … }`. Calling it with a table
/// of views makes a container view laid out by it.
final class LayoutValueBox {
    let layout: any Layout
    /// The name views made with it carry ("HStackLayout", "AnyLayout(VStackLayout)", "Layout").
    let typeName: String

    init(_ layout: any Layout, typeName: String) {
        self.layout = layout
        self.typeName = typeName
    }
}

extension PlumbScript {
    /// Calls a Lua function during layout: under the pass's limit window, with the handles it
    /// receives valid only until it returns. `read` takes the results from the top of the stack.
    /// An error is recorded (the first one wins; the run then reports it) and nil returned.
    func callback<T>(
        _ function: LuaFunctionRef, results: Int32 = 1, push: (LuaCall) -> Int32,
        read: (LuaCall) throws(LuaError) -> T
    ) -> T? {
        guard layoutError == nil else { return nil }
        guard callbackDepth < Self.maximumCallbackDepth else {
            recordLayoutError(
                LuaError(
                    kind: .runtime,
                    message:
                        "\(LuaBindings.functionPosition(function, script: self))layout callbacks nest more than \(Self.maximumCallbackDepth) deep (does a builder or Layout measure a view that contains itself?)",
                    file: nil))
            return nil
        }
        callbackDepth += 1
        let mark = liveHandles.count
        let top = vm.stack.top
        defer {
            lua_settop(vm.state, top)
            for handle in liveHandles[mark...] { handle.invalidate() }
            liveHandles.removeSubrange(mark...)
            callbackDepth -= 1
        }
        do throws(LuaError) {
            try vm.invoke(function, results: results, pushArgs: push)
            return try read(vm.stack)
        } catch {
            // A run stopped inside (the deadline, Ctrl-C) is reported as the stop, whatever the
            // function or the bridge made of it, at the function's line when Lua gave none.
            guard let stop = vm.stopError else {
                recordLayoutError(error)
                return nil
            }
            let position = stop.file == nil ? LuaBindings.functionPosition(function, script: self) : ""
            recordLayoutError(LuaError(kind: stop.kind, parsing: position + stop.message))
            return nil
        }
    }

    static let maximumCallbackDepth = 64

    /// The engine and environment `measure` uses now.
    var measureContext: (engine: LayoutEngine, environment: EnvironmentValues) {
        measureContexts.last ?? (defaultEngine, options.environment)
    }

    func register(_ handle: any CheckedHandle) { liveHandles.append(handle) }
}

/// Builders (GeometryReader, EnvironmentReader), the environment, layout values (HStackLayout,
/// AnyLayout, Layout written in Lua) and `measure`.
enum LayoutBindings {
    static let subviewClass = "LayoutSubview"
    static let spacingClass = "ViewSpacing"
    static let layoutClass = "Layout"

    static func install(in script: PlumbScript) {
        let vm = script.vm
        let owner = script.owner
        installBuilders(vm, owner: owner)
        installLayoutValues(vm, owner: owner)
        installSubviews(vm, owner: owner)
        installMeasure(vm, owner: owner)
    }

    // MARK: - Builders

    private static func installBuilders(_ vm: LuaVM, owner: ScriptOwner) {
        vm.setGlobalFunction("GeometryReader") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "GeometryReader")
            guard let function = call.functionRef(at: 1) else {
                throw args.fail(
                    "expected a function(proxy) returning a view, e.g. GeometryReader(function(proxy) return Text(proxy.size.width) end), got \(LuaBindings.describe(call, at: 1))"
                )
            }
            let script = try owner.get(args)
            let builder = ContentBuilder(trigger: .placedSize) { [owner = script.owner] inputs in
                guard let script = owner.script else { return (View.empty(), "the script has finished") }
                let size = inputs.size ?? .zero
                let view = buildView(
                    function, script: script, what: "GeometryReader", inputs: inputs,
                    push: { call in
                        // The proxy is a plain table: a copy of the size, so it cannot go stale.
                        call.newTable(fieldCount: 1)
                        pushSize(call, size)
                        call.setField("size", tableIndex: -2)
                        return 1
                    })
                return (view, "built for \(formatPoints(size.width))×\(formatPoints(size.height)) → \(view.typeName)")
            }
            LuaBindings.pushView(call, View.geometryReader(builder))
            return 1
        }
        vm.setGlobalFunction("EnvironmentReader") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "EnvironmentReader")
            guard let function = call.functionRef(at: 1) else {
                throw args.fail(
                    "expected a function(env) returning a view, e.g. EnvironmentReader(function(env) … end), got \(LuaBindings.describe(call, at: 1))"
                )
            }
            let script = try owner.get(args)
            let builder = ContentBuilder(trigger: .environment) { [owner = script.owner] inputs in
                guard let script = owner.script else { return (View.empty(), "the script has finished") }
                let view = buildView(
                    function, script: script, what: "EnvironmentReader", inputs: inputs,
                    push: { call in
                        ScriptEnvironmentKey.pushTable(call, inputs.environment)
                        return 1
                    })
                let read = ScriptEnvironmentKey.describe(inputs.environment)
                return (view, "read \(read) → \(view.typeName)")
            }
            LuaBindings.pushView(call, View.environmentReader(builder))
            return 1
        }
    }

    /// Runs a builder's Lua function and checks that it returned a view; on any failure the
    /// error is recorded and the content is an EmptyView.
    static func buildView(
        _ function: LuaFunctionRef, script: PlumbScript, what: String, inputs: BuilderInputs,
        push: (LuaCall) -> Int32
    ) -> View {
        script.measureContexts.append((inputs.engine, inputs.environment))
        defer { script.measureContexts.removeLast() }
        let base = script.vm.stack.top
        let view = script.callback(function, results: LUA_MULTRET, push: push) { stack throws(LuaError) -> View in
            // Several views are a Group: a GeometryReader stacks them at its top-leading corner,
            // an EnvironmentReader in the implicit VStack.
            try ViewListBindings.content(stack, from: base + 1) { got in
                LuaError(
                    kind: .runtime,
                    message:
                        "\(LuaBindings.functionPosition(function, script: script))\(what): the function must return a view, got \(got)",
                    file: nil)
            }
        }
        return view ?? View.empty()
    }

    // MARK: - Environment

    // MARK: - Layout values

    private static func installLayoutValues(_ vm: LuaVM, owner: ScriptOwner) {
        vm.registerClass(
            layoutClass,
            methods: [
                "__call": { call throws(LuaError) -> Int32 in
                    guard let box = call.object(at: 1, metatable: layoutClass) as? LayoutValueBox else { return 0 }
                    // `layout { a, b }`: the table is argument 2; shift it down.
                    lua_rotate(call.state, 1, -1)
                    lua_settop(call.state, -2)
                    let shifted = LuaCall(state: call.state)
                    let args = Arguments(shifted, box.typeName)
                    if shifted.type(at: 1) == .function {
                        // `layout(function() return a, b end)`: SwiftUI's trailing closure.
                        let content = try ViewListBindings.callContent(args, at: 1)
                        LuaBindings.pushView(
                            shifted, View(typeName: box.typeName, content: .layout(box.layout), children: [content]))
                        return 1
                    }
                    let (_, children) = try args.container(allowed: [])
                    LuaBindings.pushView(
                        shifted, View(typeName: box.typeName, content: .layout(box.layout), children: children))
                    return 1
                },
                "__tostring": { call throws(LuaError) -> Int32 in
                    let box = call.object(at: 1, metatable: layoutClass) as? LayoutValueBox
                    call.push(box?.typeName ?? "Layout")
                    return 1
                },
            ])
        func stackLayout(_ name: String, axis: Axis) {
            vm.setGlobalFunction(name) { call throws(LuaError) -> Int32 in
                let args = Arguments(call, name)
                var alignment: AlignmentID = axis == .horizontal ? .verticalCenter : .horizontalCenter
                var spacing: Double?
                if call.type(at: 1) == .table {
                    try args.checkKeys(table: 1, allowed: ["alignment", "spacing"])
                    if axis == .horizontal {
                        alignment = try args.vertical(key: "alignment", table: 1)?.id ?? alignment
                    } else {
                        alignment = try args.horizontal(key: "alignment", table: 1)?.id ?? alignment
                    }
                    spacing = try args.spacing(key: "spacing", table: 1)
                } else {
                    try args.expectNoArguments()
                }
                let layout = StackLayout(axis: axis, alignment: alignment, spacing: spacing)
                call.push(object: LayoutValueBox(layout, typeName: name), metatable: layoutClass)
                return 1
            }
        }
        stackLayout("HStackLayout", axis: .horizontal)
        stackLayout("VStackLayout", axis: .vertical)
        vm.setGlobalFunction("ZStackLayout") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "ZStackLayout")
            var alignment = Alignment.center
            if call.type(at: 1) == .table {
                try args.checkKeys(table: 1, allowed: ["alignment"])
                alignment = try args.alignment(key: "alignment", table: 1) ?? alignment
            } else {
                try args.expectNoArguments()
            }
            call.push(
                object: LayoutValueBox(ZStackLayout(alignment: alignment), typeName: "ZStackLayout"),
                metatable: layoutClass)
            return 1
        }
        vm.setGlobalFunction("AnyLayout") { call throws(LuaError) -> Int32 in
            guard let box = call.object(at: 1, metatable: layoutClass) as? LayoutValueBox else {
                throw Arguments(call, "AnyLayout").fail(
                    "expected a layout such as HStackLayout { spacing = 8 }, got \(LuaBindings.describe(call, at: 1))")
            }
            let name = box.typeName.hasPrefix("AnyLayout(") ? box.typeName : "AnyLayout(\(box.typeName))"
            call.push(object: LayoutValueBox(box.layout, typeName: name), metatable: layoutClass)
            return 1
        }
        vm.setGlobalFunction("Layout") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Layout")
            guard call.type(at: 1) == .table else {
                throw args.fail(
                    "expected a table of functions, e.g. Layout { sizeThatFits = function(proposal, subviews, cache) … end, placeSubviews = function(bounds, proposal, subviews, cache) … end }, got \(LuaBindings.describe(call, at: 1))"
                )
            }
            try args.checkKeys(
                table: 1,
                allowed: [
                    "sizeThatFits", "placeSubviews", "explicitAlignment", "spacing", "makeCache", "stackOrientation",
                    "name",
                ])
            func function(_ key: String, required: Bool) throws(LuaError) -> LuaFunctionRef? {
                call.field(key, in: 1)
                defer { call.pop(1) }
                if call.type(at: -1) == .nil {
                    if required { throw args.fail("\(key) is required: a function") }
                    return nil
                }
                guard let ref = call.functionRef(at: -1) else {
                    throw args.fail("\(key) must be a function, got \(LuaBindings.describe(call, at: -1))")
                }
                return ref
            }
            var orientation: Axis?
            call.field("stackOrientation", in: 1)
            switch call.string(at: -1) {
            case "horizontal": orientation = .horizontal
            case "vertical": orientation = .vertical
            case nil where call.type(at: -1) == .nil: break
            default:
                call.pop(1)
                throw args.fail("stackOrientation must be \"horizontal\" or \"vertical\"")
            }
            call.pop(1)
            call.field("name", in: 1)
            let name = call.string(at: -1) ?? "Layout"
            call.pop(1)
            let layout = LuaLayout(
                owner: owner, name: name,
                position: call.whereInfo(level: 1).map { "\($0.file):\($0.line): " } ?? "",
                sizeThatFits: try function("sizeThatFits", required: true)!,
                placeSubviews: try function("placeSubviews", required: true)!,
                explicitAlignment: try function("explicitAlignment", required: false),
                spacing: try function("spacing", required: false),
                makeCache: try function("makeCache", required: false),
                orientation: orientation)
            call.push(object: LayoutValueBox(layout, typeName: name), metatable: layoutClass)
            return 1
        }
        installProposals(vm)
    }

    // MARK: - Proposals

    /// The metatable of the proposals Lua receives and makes (`ProposedViewSize.zero`, the
    /// `proposal` of a Layout's functions): plain tables `{ width =, height = }` with SwiftUI's
    /// `replacingUnspecifiedDimensions` as a method.
    static let proposalClass = "ProposedSize"

    private static func installProposals(_ vm: LuaVM) {
        let state = vm.state
        guard lua_checkstack(state, 6) != 0 else { return }
        luaL_newmetatable(state, proposalClass)
        lua_createtable(state, 0, 1)
        // `proposal:replacingUnspecifiedDimensions(by)`: the proposal's sides, each unspecified
        // one replaced by `by`'s (default 10×10, SwiftUI's), as a size.
        vm.pushFunction { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "replacingUnspecifiedDimensions")
            guard call.type(at: 1) == .table else {
                throw args.fail(
                    "call it on a proposal with ':' (proposal:replacingUnspecifiedDimensions()), got \(LuaBindings.describe(call, at: 1))"
                )
            }
            let proposal = try readProposal(call, at: 1, what: "replacingUnspecifiedDimensions")
            var by = Size(width: 10, height: 10)
            switch call.type(at: 2) {
            case .none, .nil: break
            case .table:
                try args.checkKeys(table: 2, allowed: ["width", "height"])
                for (key, path) in [("width", \Size.width), ("height", \Size.height)] {
                    guard let value = try args.number(key: key, table: 2) else {
                        throw args.fail("the size to replace unspecified sides with needs a \(key)")
                    }
                    by[keyPath: path] = value
                }
            default:
                throw args.fail(
                    "expected a size { width =, height = } (default 10×10), got \(LuaBindings.describe(call, at: 2))")
            }
            pushSize(call, proposal.replacingUnspecifiedDimensions(by: by))
            return 1
        }
        lua_setfield(state, -2, "replacingUnspecifiedDimensions")
        lua_setfield(state, -2, "__index")
        lua_settop(state, -2)

        // ProposedViewSize.zero / .unspecified / .infinity, ProposedViewSize(w, h) and
        // ProposedViewSize { width =, height = }: a new table each time (Lua may change it).
        let namespace = "ProposedViewSize namespace"
        vm.registerClass(
            namespace,
            methods: [
                "__index": { call throws(LuaError) -> Int32 in
                    switch call.string(at: 2) {
                    case "zero": pushProposal(call, .zero)
                    case "unspecified": pushProposal(call, .unspecified)
                    case "infinity": pushProposal(call, .infinity)
                    default:
                        throw call.error(
                            "ProposedViewSize has no member '\(call.string(at: 2) ?? LuaBindings.describe(call, at: 2))' (zero, unspecified, infinity)"
                        )
                    }
                    return 1
                },
                "__newindex": { call throws(LuaError) -> Int32 in
                    throw call.error("ProposedViewSize is read-only")
                },
                "__call": { call throws(LuaError) -> Int32 in
                    // Arguments start at 2 (1 is the namespace itself).
                    let what = "ProposedViewSize"
                    if call.type(at: 2) == .table {
                        try Arguments(call, what).checkKeys(table: 2, allowed: ["width", "height"])
                        pushProposal(call, try readProposal(call, at: 2, what: what))
                        return 1
                    }
                    func side(_ index: Int32, _ name: String) throws(LuaError) -> Double? {
                        switch call.type(at: index) {
                        case .none, .nil: return nil
                        case .number:
                            let value = call.number(at: index)!
                            guard value >= 0 else {
                                throw call.error(
                                    "\(what): \(name) must be ≥ 0 (or nil, or math.huge), got \(formatPoints(value))")
                            }
                            return value
                        default:
                            throw call.error(
                                "\(what): \(name) must be a number or nil, got \(LuaBindings.describe(call, at: index))"
                            )
                        }
                    }
                    pushProposal(call, ProposedSize(width: try side(2, "width"), height: try side(3, "height")))
                    return 1
                },
                "__tostring": { call throws(LuaError) -> Int32 in
                    call.push("ProposedViewSize")
                    return 1
                },
            ])
        vm.stack.newTable()
        luaL_setmetatable(state, namespace)
        vm.setGlobal("ProposedViewSize")
    }

    // MARK: - Subviews

    private static func installSubviews(_ vm: LuaVM, owner: ScriptOwner) {
        let methods: [String: (LuaCall) throws(LuaError) -> Int32] = [
            "sizeThatFits": { call throws(LuaError) -> Int32 in
                let subview = try liveSubview(call, "sizeThatFits")
                let proposal = try readProposal(call, at: 2, what: "subview:sizeThatFits")
                pushSize(call, subview.sizeThatFits(proposal))
                return 1
            },
            "dimensions": { call throws(LuaError) -> Int32 in
                let subview = try liveSubview(call, "dimensions")
                let proposal = try readProposal(call, at: 2, what: "subview:dimensions")
                let box = DimensionsBox(subview.dimensions(in: proposal))
                owner.script?.register(box)
                call.push(object: box, metatable: LuaBindings.dimensionsClass)
                return 1
            },
            "place": { call throws(LuaError) -> Int32 in
                let subview = try liveSubview(call, "place")
                let handle = call.object(at: 1, metatable: subviewClass) as! SubviewHandle
                let args = Arguments(call, "subview:place")
                guard call.type(at: 2) == .table else {
                    throw args.fail(
                        "expected a table { x =, y =, anchor =, proposal = }, got \(LuaBindings.describe(call, at: 2))")
                }
                try args.checkKeys(table: 2, allowed: ["at", "x", "y", "anchor", "proposal"])
                // `at = { x =, y = }` (SwiftUI's `place(at:anchor:proposal:)`) or `x =, y =`.
                var point = 2 as Int32
                call.field("at", in: 2)
                defer { call.pop(1) }
                if call.type(at: -1) != .nil {
                    guard call.type(at: -1) == .table else {
                        throw args.fail("at must be a point { x =, y = }, got \(LuaBindings.describe(call, at: -1))")
                    }
                    call.field("x", in: 2)
                    call.field("y", in: 2)
                    let both = call.type(at: -1) != .nil || call.type(at: -2) != .nil
                    call.pop(2)
                    if both { throw args.fail("give the point as at = { x =, y = } or as x =, y =, not both") }
                    point = call.top
                    try args.checkKeys(table: point, allowed: ["x", "y"])
                }
                guard let x = try args.number(key: "x", table: point), let y = try args.number(key: "y", table: point),
                    x.isFinite, y.isFinite
                else { throw args.fail("the point's x and y are required finite numbers (at = { x =, y = })") }
                call.field("anchor", in: 2)
                let anchor = try readUnitPoint(call, at: -1, args: args)
                call.pop(1)
                call.field("proposal", in: 2)
                let proposal = try readProposal(call, at: -1, what: "subview:place")
                call.pop(1)
                subview.place(at: Point(x: x, y: y), anchor: anchor, proposal: proposal)
                handle.placed = true
                return 0
            },
        ]
        // Method functions shared by every subview handle, anchored in the registry.
        var subviewMethodRefs: [String: Int32] = [:]
        for (name, body) in methods {
            vm.pushFunction(body)
            subviewMethodRefs[name] = luaL_ref(vm.state, luashim_registryindex())
        }
        vm.registerClass(
            subviewClass,
            methods: [
                "__index": { call throws(LuaError) -> Int32 in
                    guard let key = call.string(at: 2) else {
                        throw call.error(
                            "LayoutSubview: expected a member name, got \(LuaBindings.describe(call, at: 2))")
                    }
                    if let ref = subviewMethodRefs[key] {
                        lua_rawgeti(call.state, luashim_registryindex(), lua_Integer(ref))
                        return 1
                    }
                    let subview = try liveSubview(call, key)
                    switch key {
                    case "priority": call.push(subview.priority)
                    case "spacing": call.push(object: SpacingBox(subview.spacing), metatable: spacingClass)
                    case "index":
                        call.push((call.object(at: 1, metatable: subviewClass) as! SubviewHandle).index + 1)
                    default:
                        throw call.error(
                            "LayoutSubview has no member '\(key)' (sizeThatFits, dimensions, place, priority, spacing, index)"
                        )
                    }
                    return 1
                },
                "__tostring": { call throws(LuaError) -> Int32 in
                    let handle = call.object(at: 1, metatable: subviewClass) as? SubviewHandle
                    call.push(
                        handle?.subview.map { "LayoutSubview(\($0.traceName))" } ?? "LayoutSubview (expired)")
                    return 1
                },
            ])
        vm.registerClass(
            spacingClass,
            methods: [
                "distance": { call throws(LuaError) -> Int32 in
                    let args = Arguments(call, "spacing:distance")
                    guard let mine = call.object(at: 1, metatable: spacingClass) as? SpacingBox,
                        let theirs = call.object(at: 2, metatable: spacingClass) as? SpacingBox
                    else {
                        throw args.fail(
                            "expected a.spacing:distance(b.spacing, \"horizontal\"), got \(LuaBindings.describe(call, at: 2))"
                        )
                    }
                    let axis: Axis
                    switch call.string(at: 3) {
                    case "horizontal": axis = .horizontal
                    case "vertical": axis = .vertical
                    default:
                        throw args.fail(
                            "the axis must be \"horizontal\" or \"vertical\", got \(LuaBindings.describe(call, at: 3))")
                    }
                    call.push(mine.spacing.distance(to: theirs.spacing, along: axis))
                    return 1
                }
            ])
    }

    /// The subview of the handle at argument 1, or an error when the handle has expired.
    static func liveSubview(_ call: LuaCall, _ member: String) throws(LuaError) -> LayoutSubview {
        guard let handle = call.object(at: 1, metatable: subviewClass) as? SubviewHandle else {
            throw call.error("\(member): call it on a subview with ':' (subview:\(member)(…))")
        }
        guard let subview = handle.subview else {
            throw call.error(
                "LayoutSubview.\(member): this subview was handed to a Layout function that has returned; subviews are valid only during the call that received them"
            )
        }
        return subview
    }

    // MARK: - measure

    private static func installMeasure(_ vm: LuaVM, owner: ScriptOwner) {
        vm.setGlobalFunction("measure") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "measure")
            guard let view = LuaBindings.view(call, at: 1) else {
                throw args.fail("expected a view, e.g. measure(Text(\"Hi\")), got \(LuaBindings.describe(call, at: 1))")
            }
            let proposal = try readProposal(call, at: 2, what: "measure")
            let script = try owner.get(args)
            guard script.callbackDepth < PlumbScript.maximumCallbackDepth else {
                throw args.fail("measure nests too deep (does a builder measure a view that contains itself?)")
            }
            let context = script.measureContext
            script.callbackDepth += 1
            let size = context.engine.measure(view, proposal: proposal, environment: context.environment)
            script.callbackDepth -= 1
            if let error = script.layoutError {
                throw LuaError(kind: error.kind, message: error.message, file: error.file)
            }
            pushSize(call, size)
            return 1
        }
    }

    // MARK: - Values

    static func pushSize(_ call: LuaCall, _ size: Size) {
        call.newTable(fieldCount: 2)
        call.push(size.width)
        call.setField("width", tableIndex: -2)
        call.push(size.height)
        call.setField("height", tableIndex: -2)
    }

    /// A proposal as Lua sees it: `{ width =, height = }` (a nil side is unspecified) with the
    /// proposal methods (`replacingUnspecifiedDimensions`).
    static func pushProposal(_ call: LuaCall, _ proposal: ProposedSize) {
        call.newTable(fieldCount: 2)
        if let width = proposal.width {
            call.push(width)
            call.setField("width", tableIndex: -2)
        }
        if let height = proposal.height {
            call.push(height)
            call.setField("height", tableIndex: -2)
        }
        luaL_setmetatable(call.state, proposalClass)
    }

    /// A rectangle as SwiftUI code reads a `CGRect`: `x`, `y`, `width`, `height`, `minX`, `midX`,
    /// `maxX`, `minY`, `midY`, `maxY`, and `origin` (`x`, `y`) and `size` (`width`, `height`).
    static func pushRect(_ call: LuaCall, _ rect: Rect) {
        call.newTable(fieldCount: 12)
        let fields: [(String, Double)] = [
            ("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height),
            ("minX", rect.minX), ("midX", rect.minX + rect.width / 2), ("maxX", rect.minX + rect.width),
            ("minY", rect.minY), ("midY", rect.minY + rect.height / 2), ("maxY", rect.minY + rect.height),
        ]
        for (key, value) in fields {
            call.push(value)
            call.setField(key, tableIndex: -2)
        }
        call.newTable(fieldCount: 2)
        call.push(rect.minX)
        call.setField("x", tableIndex: -2)
        call.push(rect.minY)
        call.setField("y", tableIndex: -2)
        call.setField("origin", tableIndex: -2)
        pushSize(call, rect.size)
        call.setField("size", tableIndex: -2)
    }

    /// A proposal: nil (unspecified), or a table with optional `width` and `height` (each ≥ 0,
    /// `math.huge` for infinity).
    static func readProposal(_ call: LuaCall, at index: Int32, what: String) throws(LuaError) -> ProposedSize {
        switch call.type(at: index) {
        case .none, .nil: return .unspecified
        case .table: break
        default:
            throw call.error(
                "\(what): a proposal is a table { width =, height = } (either may be nil) or ProposedViewSize.zero/.unspecified/.infinity, got \(LuaBindings.describe(call, at: index))"
            )
        }
        let table = lua_absindex(call.state, index)
        func side(_ key: String) throws(LuaError) -> Double? {
            call.field(key, in: table)
            defer { call.pop(1) }
            switch call.type(at: -1) {
            case .nil: return nil
            case .number:
                let value = call.number(at: -1)!
                guard value >= 0 else {
                    throw call.error(
                        "\(what): proposal \(key) must be ≥ 0 (or nil, or math.huge), got \(formatPoints(value))")
                }
                return value
            default:
                throw call.error(
                    "\(what): proposal \(key) must be a number or nil, got \(LuaBindings.describe(call, at: -1))")
            }
        }
        return ProposedSize(width: try side("width"), height: try side("height"))
    }

    /// An anchor: a UnitPoint name, `{ x =, y = }` in unit coordinates, or nil (top-leading).
    static func readUnitPoint(_ call: LuaCall, at index: Int32, args: Arguments) throws(LuaError) -> UnitPoint {
        switch call.type(at: index) {
        case .none, .nil: return .topLeading
        case .string:
            let name = call.string(at: index)!
            guard let point = GridBindings.unitPoints[name] else {
                throw args.fail("unknown anchor '\(name)' (\(ScriptAPI.unitPoints.listed))")
            }
            return point
        case .table:
            let table = lua_absindex(call.state, index)
            guard let x = try args.number(key: "x", table: table), let y = try args.number(key: "y", table: table),
                x.isFinite, y.isFinite
            else { throw args.fail("an anchor table needs finite x and y (unit coordinates)") }
            return UnitPoint(x: x, y: y)
        default:
            throw args.fail(
                "anchor must be a name such as \"center\" or { x =, y = }, got \(LuaBindings.describe(call, at: index))"
            )
        }
    }
}
