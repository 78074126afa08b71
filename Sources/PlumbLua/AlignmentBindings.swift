import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

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

/// `HorizontalAlignment`, `VerticalAlignment` and `Alignment` as values and namespaces (custom
/// alignment IDs too), `ViewDimensions` in guide closures, and the `Color` namespace.
extension LuaBindings {
    // MARK: - Alignments and dimensions

    static func installAlignments(_ vm: LuaVM) {
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
        name == "center" ? nil : horizontalGuides[name] ?? verticalGuides[name]
    }

    /// SwiftUI's `HorizontalAlignment` constants by their names in `ScriptAPI.horizontalAlignments`.
    static let horizontalGuides: [String: AlignmentID] = [
        "leading": .leading, "center": .horizontalCenter, "trailing": .trailing,
    ]

    /// SwiftUI's `VerticalAlignment` constants by their names in `ScriptAPI.verticalAlignments`.
    static let verticalGuides: [String: AlignmentID] = [
        "top": .top, "center": .verticalCenter, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
        "lastTextBaseline": .lastTextBaseline,
    ]

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

    static func installNamespaces(_ vm: LuaVM, script: PlumbScript) {
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
                guard let id = horizontalGuides[key] else {
                    throw call.error(
                        "HorizontalAlignment has no member '\(key)' (\(ScriptAPI.horizontalAlignments.listed))")
                }
                pushAlignment(call, .horizontal(id))
            }, call: { call throws(LuaError) -> Int32 in try custom(.horizontal, call, "HorizontalAlignment") })
        namespace(
            "VerticalAlignment",
            index: { call, key throws(LuaError) in
                guard let id = verticalGuides[key] else {
                    throw call.error(
                        "VerticalAlignment has no member '\(key)' (\(ScriptAPI.verticalAlignments.listed))")
                }
                pushAlignment(call, .vertical(id))
            }, call: { call throws(LuaError) -> Int32 in try custom(.vertical, call, "VerticalAlignment") })
        namespace(
            "Alignment",
            index: { call, key throws(LuaError) in
                guard let alignment = namedAlignments[key] else {
                    throw call.error(
                        "Alignment has no member '\(key)' (\(ScriptAPI.alignments.listed))")
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
