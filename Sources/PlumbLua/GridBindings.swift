import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// The Lua API of Grid: `Grid { … }`, `GridRow { … }` and the cell modifiers.
///
/// A GridRow is not a view: `GridRow { a, b }` is a list of its cells (a Lua table, so every
/// container takes its cells as its own children: outside a Grid "a grid row behaves like a
/// Group", apple), marked as a row with its alignment in a `GridRowMarker` under `__row`.
enum GridBindings {
    static let rowClass = "GridRow"
    static let markerClass = "GridRowMarker"
    /// The raw key of a row table's marker.
    static let markerKey = "__row"

    /// What a GridRow table carries besides its cells.
    final class GridRowMarker {
        let alignment: VerticalAlignment?
        init(alignment: VerticalAlignment?) { self.alignment = alignment }
    }

    /// SwiftUI's `UnitPoint` statics by their names in `ScriptAPI.unitPoints`: what an anchor
    /// (`gridCellAnchor`, `rotationEffect`, `subview:place`) takes by name, and the Lua
    /// `UnitPoint` table's members.
    static let unitPoints: [String: UnitPoint] = [
        "zero": UnitPoint(x: 0, y: 0), "topLeading": UnitPoint(x: 0, y: 0), "top": UnitPoint(x: 0.5, y: 0),
        "topTrailing": UnitPoint(x: 1, y: 0), "leading": UnitPoint(x: 0, y: 0.5), "center": UnitPoint(x: 0.5, y: 0.5),
        "trailing": UnitPoint(x: 1, y: 0.5), "bottomLeading": UnitPoint(x: 0, y: 1), "bottom": UnitPoint(x: 0.5, y: 1),
        "bottomTrailing": UnitPoint(x: 1, y: 1),
    ]

    /// `Axis.Set` by its names in `ScriptAPI.axes`.
    static let axisNames: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical, "both": .both]

    /// The axes a name in `ScriptAPI.axes` stands for; any other name is refused with the set listed.
    static func axisSet(named name: String, _ args: Arguments) throws(LuaError) -> Axis.Set {
        guard let axes = axisNames[name] else {
            throw args.fail("unknown axis '\(name)' (\(ScriptAPI.axes.listed))")
        }
        return axes
    }

    static func install(in script: PlumbScript) {
        let vm = script.vm
        vm.setGlobalFunction("GridRow", gridRow)
        let owner = script.owner
        vm.setGlobalFunction("Grid") { call throws(LuaError) -> Int32 in try grid(call, owner: owner) }
        vm.registerClass(
            rowClass,
            methods: [
                // Integer keys read as nil (ipairs stops there); a name is a mistake, such as a
                // modifier called on the row instead of on its cells.
                "__index": { call throws(LuaError) -> Int32 in
                    guard let name = call.string(at: 2) else {
                        call.pushNil()
                        return 1
                    }
                    throw call.error(
                        "GridRow has no member '\(name)': a GridRow is a list of cells, not a view; put modifiers on its cells"
                    )
                },
                "__tostring": { call throws(LuaError) -> Int32 in
                    call.push("GridRow")
                    return 1
                },
            ])
        var methods: [String: (LuaCall) throws(LuaError) -> Int32] = [:]
        methods["gridCellColumns"] = LuaBindings.modifier("gridCellColumns") { args, view throws(LuaError) in
            guard let count = args.call.integer(at: 2), count >= 1 else {
                throw args.fail("expected a whole number of columns ≥ 1, got \(describe(args.call, at: 2))")
            }
            guard count <= GridLayout.maximumColumns else {
                throw args.fail("a cell spans at most \(GridLayout.maximumColumns) columns, got \(count)")
            }
            return view.gridCellColumns(count)
        }
        methods["gridColumnAlignment"] = LuaBindings.modifier("gridColumnAlignment") { args, view throws(LuaError) in
            view.gridColumnAlignment(try args.horizontal(at: 2))
        }
        methods["gridCellAnchor"] = LuaBindings.modifier("gridCellAnchor") { args, view throws(LuaError) in
            view.gridCellAnchor(try unitPoint(args, at: 2))
        }
        methods["gridCellUnsizedAxes"] = LuaBindings.modifier("gridCellUnsizedAxes") { args, view throws(LuaError) in
            view.gridCellUnsizedAxes(try axes(args, at: 2))
        }
        vm.registerClass(LuaBindings.viewClass, methods: methods)
    }

    // MARK: - Containers

    /// `GridRow { alignment = "top", a, b }`: a table of the cells, marked as a row.
    static func gridRow(_ call: LuaCall) throws(LuaError) -> Int32 {
        let args = Arguments(call, "GridRow")
        let (options, cells) = try args.container(allowed: ["alignment"])
        let alignment = try options.map { t throws(LuaError) in try args.vertical(key: "alignment", table: t) } ?? nil
        call.newTable(arrayCount: Int32(clamping: cells.count), fieldCount: 1)
        for (position, cell) in cells.enumerated() {
            LuaBindings.pushView(call, cell)
            call.setElement(position + 1, tableIndex: -2)
        }
        call.push(object: GridRowMarker(alignment: alignment), metatable: markerClass)
        call.setField(markerKey, tableIndex: -2)
        luashim_pushclass(call.state, rowClass)
        lua_setmetatable(call.state, -2)
        return 1
    }

    /// `Grid { alignment =, horizontalSpacing =, verticalSpacing =, GridRow { … }, view, … }`.
    static func grid(_ call: LuaCall, owner: ScriptOwner) throws(LuaError) -> Int32 {
        let args = Arguments(call, "Grid")
        var content: [GridContent] = []
        var alignment = Alignment.center
        var horizontalSpacing: Double?
        var verticalSpacing: Double?
        switch call.type(at: 1) {
        case .none, .nil: break
        case .table:
            try args.checkKeys(
                table: 1, allowed: ["alignment", "horizontalSpacing", "verticalSpacing"], arrayItems: nil)
            alignment = try args.alignment(key: "alignment", table: 1) ?? alignment
            horizontalSpacing = try args.spacing(key: "horizontalSpacing", table: 1)
            verticalSpacing = try args.spacing(key: "verticalSpacing", table: 1)
            try collectRows(args, from: 1, path: "", into: &content, depth: 0)
        default:
            throw args.fail(
                "expected a table of rows, e.g. Grid { GridRow { Text(\"a\"), Text(\"b\") } }, got \(describe(call, at: 1))"
            )
        }
        // The Grid makes its ForEach rows now (`View.grid`): an error in one is this call's.
        let script = try owner.get(args)
        let hadError = script.layoutError != nil
        let view = View.grid(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content)
        if !hadError, let error = script.layoutError {
            throw LuaError(kind: error.kind, message: error.message, file: error.file)
        }
        LuaBindings.pushView(call, view)
        return 1
    }

    /// A Grid's items: GridRows, views (each a row spanning every column) and plain lists of them.
    private static func collectRows(
        _ args: Arguments, from table: Int32, path: String, into content: inout [GridContent], depth: Int
    ) throws(LuaError) {
        let call = args.call
        let count = call.arrayLength(of: table)
        guard count > 0 else { return }
        for index in 1...count {
            call.element(index, in: table)
            defer { call.pop(1) }
            if let view = LuaBindings.view(call, at: -1) {
                content.append(.spanning(view))
            } else if let marker = rowMarker(call, at: call.top) {
                var cells: [View] = []
                let row = call.top
                for cell in 0..<call.arrayLength(of: row) {
                    call.element(cell + 1, in: row)
                    defer { call.pop(1) }
                    if let view = LuaBindings.view(call, at: -1) { cells.append(view) }
                }
                content.append(.row(cells, alignment: marker.alignment))
            } else if call.type(at: -1) == .table, depth < 8 {
                try collectRows(args, from: call.top, path: "\(path)\(index).", into: &content, depth: depth + 1)
            } else if call.type(at: -1) != .nil {
                throw args.fail("item \(path)\(index) must be a GridRow or a view, got \(describe(call, at: -1))")
            }
        }
    }

    /// The marker of the GridRow table at `index`, or nil for anything else.
    static func rowMarker(_ call: LuaCall, at index: Int32) -> GridRowMarker? {
        guard call.type(at: index) == .table else { return nil }
        call.field(markerKey, in: index)
        defer { call.pop(1) }
        return call.object(at: -1, metatable: markerClass) as? GridRowMarker
    }

    // MARK: - Modifier arguments

    /// A unit point: a name ("topLeading", …) or `{ x =, y = }` with finite numbers.
    static func unitPoint(_ args: Arguments, at index: Int32) throws(LuaError) -> UnitPoint {
        let call = args.call
        if let name = call.string(at: index) {
            guard let point = unitPoints[name] else {
                throw args.fail("unknown unit point '\(name)' (\(ScriptAPI.unitPoints.listed), or { x =, y = })")
            }
            return point
        }
        guard call.type(at: index) == .table else {
            throw args.fail(
                "expected a unit point such as \"topLeading\" or { x = 0.5, y = 0 }, got \(describe(call, at: index))")
        }
        try args.checkKeys(table: index, allowed: ["x", "y"])
        func coordinate(_ key: String) throws(LuaError) -> Double {
            guard let value = try args.number(key: key, table: index) else {
                throw args.fail(
                    "\(key) is missing: a unit point needs both x and y (0 is the leading or top edge, 1 the other)")
            }
            guard value.isFinite else { throw args.fail("\(key) must be a finite number, got \(formatPoints(value))") }
            return value
        }
        return UnitPoint(x: try coordinate("x"), y: try coordinate("y"))
    }

    /// Axes: "horizontal", "vertical", "both", or a list of them (`{}` is none).
    static func axes(_ args: Arguments, at index: Int32) throws(LuaError) -> Axis.Set {
        let call = args.call
        if let name = call.string(at: index) { return try axisSet(named: name, args) }
        guard call.type(at: index) == .table else {
            throw args.fail(
                "expected an axis name (\(ScriptAPI.axes.listed)) or a list of them, got \(describe(call, at: index))")
        }
        try args.checkKeys(table: index, allowed: [], arrayItems: nil)
        var result: Axis.Set = []
        for item in 0..<call.arrayLength(of: index) {
            call.element(item + 1, in: index)
            defer { call.pop(1) }
            guard let name = call.string(at: -1) else {
                throw args.fail("axis \(item + 1) must be an axis name, got \(describe(call, at: -1))")
            }
            result.formUnion(try axisSet(named: name, args))
        }
        return result
    }

    private static func describe(_ call: LuaCall, at index: Int32) -> String {
        LuaBindings.describe(call, at: index)
    }
}
