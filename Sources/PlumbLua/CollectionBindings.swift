import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// ForEach, Section, the lazy stacks, ScrollView, Label, Image and `bold` (what the Five Stars blog's
/// "Lazy stacks secrets" uses).
enum CollectionBindings {
    static func install(in script: PlumbScript) {
        let vm = script.vm
        let owner = script.owner
        installForEach(vm, owner: owner)
        installContainers(vm)
        installGrids(vm)
        installLeaves(vm)
    }

    // MARK: - ForEach

    private static func installForEach(_ vm: LuaVM, owner: ScriptOwner) {
        vm.setGlobalFunction("ForEach") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "ForEach")
            let script = try owner.get(args)
            guard let function = call.functionRef(at: 2) else {
                throw args.fail(
                    "expected ForEach(count, function(i) … end) or ForEach(list, function(item, i) … end); the second argument is \(LuaBindings.describe(call, at: 2))"
                )
            }
            let count: Int
            var list: LuaFunctionRef?
            switch call.type(at: 1) {
            case .number:
                guard let whole = call.integer(at: 1), whole >= 0 else {
                    throw args.fail("the count must be a whole number ≥ 0, got \(LuaBindings.describe(call, at: 1))")
                }
                count = whole
            case .table:
                count = call.arrayLength(of: 1)
                list = call.valueRef(at: 1)
            default:
                throw args.fail(
                    "expected a count or a list (a table) as the first argument, got \(LuaBindings.describe(call, at: 1))"
                )
            }
            let position = call.whereInfo(level: 1).map { "\($0.file):\($0.line): " } ?? ""
            let stopped = { [owner = script.owner] () -> Bool in
                guard let script = owner.script else { return true }
                return script.layoutError != nil || script.vm.stopError != nil
            }
            let spend = { [owner = script.owner] (bytes: Int) -> Bool in owner.script?.vm.charge(bytes) ?? false }
            let sequence = ViewSequence(count: count, isStopped: stopped, spend: spend) {
                [owner = script.owner] index in
                guard let script = owner.script else { return View.empty() }
                return makeRow(index, function: function, list: list, script: script, position: position)
            }
            LuaBindings.pushView(call, View(typeName: "ForEach", content: .forEach(sequence)))
            return 1
        }
    }

    /// Calls a ForEach's function for (0-based) `index`; an error names the row.
    static func makeRow(
        _ index: Int, function: LuaFunctionRef, list: LuaFunctionRef?, script: PlumbScript, position: String
    ) -> View {
        let hadError = script.layoutError != nil
        let base = script.vm.stack.top
        let view = script.callback(
            function, results: LUA_MULTRET,
            push: { call in
                if let list {
                    call.push(function: list)
                    lua_rawgeti(call.state, -1, lua_Integer(index + 1))
                    lua_rotate(call.state, -2, 1)
                    call.pop(1)
                    call.push(index + 1)
                    return 2
                }
                call.push(index + 1)
                return 1
            },
            read: { stack throws(LuaError) -> View in
                // Several views (several values, a list) join the container, as a ForEach row's
                // views do in SwiftUI; a GridRow is a row when the ForEach is in a Grid.
                try ViewListBindings.content(stack, from: base + 1) { got in
                    LuaError(
                        kind: .runtime,
                        message:
                            "\(LuaBindings.functionPosition(function, script: script))ForEach: the function must return a view, got \(got)",
                        file: nil)
                }
            })
        if !hadError, let error = script.layoutError {
            script.replaceLayoutError(
                LuaError(
                    kind: error.kind, parsing: error.message + " (ForEach row \(index + 1))", traceback: error.traceback
                ))
        }
        return view ?? View.empty()
    }

    // MARK: - Containers

    static func pinnedViews(_ args: Arguments, table: Int32) throws(LuaError) -> LazyStackLayout.PinnedViews {
        let call = args.call
        call.field("pinnedViews", in: table)
        defer { call.pop(1) }
        func one(_ name: String?) throws(LuaError) -> LazyStackLayout.PinnedViews {
            switch name {
            case "sectionHeaders": return .sectionHeaders
            case "sectionFooters": return .sectionFooters
            default:
                throw args.fail(
                    "pinnedViews must be \"sectionHeaders\", \"sectionFooters\" or a list of them, got \(name.map { "'\($0)'" } ?? LuaBindings.describe(call, at: -1))"
                )
            }
        }
        switch call.type(at: -1) {
        case .nil: return []
        case .string: return try one(call.string(at: -1))
        case .table:
            var result: LazyStackLayout.PinnedViews = []
            let list = call.top
            for index in 0..<call.arrayLength(of: list) {
                call.element(index + 1, in: list)
                let name = call.string(at: -1)
                call.pop(1)
                result.formUnion(try one(name))
            }
            return result
        default: return try one(nil)
        }
    }

    private static func installContainers(_ vm: LuaVM) {
        for (name, axis) in [("LazyVStack", Axis.vertical), ("LazyHStack", .horizontal)] {
            vm.setGlobalFunction(name) { call throws(LuaError) -> Int32 in
                let args = Arguments(call, name)
                let (options, children) = try args.container(allowed: ["alignment", "spacing", "pinnedViews"])
                var alignment: AlignmentID = axis == .vertical ? .horizontalCenter : .verticalCenter
                var spacing: Double?
                var pinned: LazyStackLayout.PinnedViews = []
                if let table = options {
                    if axis == .vertical {
                        alignment = try args.horizontal(key: "alignment", table: table)?.id ?? alignment
                    } else {
                        alignment = try args.vertical(key: "alignment", table: table)?.id ?? alignment
                    }
                    spacing = try args.spacing(key: "spacing", table: table)
                    pinned = try pinnedViews(args, table: table)
                }
                let layout = LazyStackLayout(axis: axis, alignment: alignment, spacing: spacing, pinnedViews: pinned)
                LuaBindings.pushView(call, View(typeName: name, content: .layout(layout), children: children))
                return 1
            }
        }
        vm.setGlobalFunction("Section") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Section")
            let (options, children) = try args.container(allowed: ["header", "footer"])
            func edge(_ key: String) throws(LuaError) -> View? {
                guard let table = options else { return nil }
                call.field(key, in: table)
                defer { call.pop(1) }
                switch call.type(at: -1) {
                case .nil: return nil
                case .string: return View.text(call.string(at: -1)!)
                case .function: return try ViewListBindings.callContent(Arguments(call, "Section \(key)"), at: call.top)
                default:
                    // Several views (a list) are one header, a VStack of them (`View.section`).
                    return try ViewListBindings.content(call, at: -1) { got in
                        args.fail("\(key) must be a view, a string, a list of views or a function, got \(got)")
                    }
                }
            }
            let view = View.section(header: try edge("header"), footer: try edge("footer"), children)
            LuaBindings.pushView(call, view)
            return 1
        }
        vm.setGlobalFunction("ScrollView") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "ScrollView")
            let (options, children) = try args.container(allowed: ["axes", "contentOffset", "showsIndicators"])
            var axes = Axis.Set.vertical
            var offset: Point?
            if let table = options {
                call.field("axes", in: table)
                if call.type(at: -1) != .nil { axes = try GridBindings.axes(args, at: call.top) }
                call.pop(1)
                call.field("contentOffset", in: table)
                if call.type(at: -1) == .table {
                    let point = call.top
                    let x = try args.number(key: "x", table: point) ?? 0
                    let y = try args.number(key: "y", table: point) ?? 0
                    guard x.isFinite, y.isFinite else {
                        call.pop(1)
                        throw args.fail("contentOffset x and y must be finite numbers")
                    }
                    offset = Point(x: x, y: y)
                } else if call.type(at: -1) != .nil {
                    let got = LuaBindings.describe(call, at: -1)
                    call.pop(1)
                    throw args.fail("contentOffset must be a table { x =, y = }, got \(got)")
                }
                call.pop(1)
            }
            // Several views inside a ScrollView are stacked along its axis, as SwiftUI's
            // implicit stack does.
            let content: View
            if children.count == 1, !children[0].isViewList {
                content = children[0]
            } else if axes == .horizontal {
                content = View.hStack(children)
            } else {
                content = View.vStack(children)
            }
            LuaBindings.pushView(call, View.scrollView(content, axes: axes, contentOffset: offset))
            return 1
        }
    }

    // MARK: - Lazy grids

    static let gridItemClass = "GridItem"

    final class GridItemBox {
        let item: GridItem
        init(_ item: GridItem) { self.item = item }
    }

    private static func installGrids(_ vm: LuaVM) {
        vm.setGlobalFunction("GridItem") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "GridItem")
            var item = GridItem()
            switch call.type(at: 1) {
            case .none, .nil: break
            case .table:
                try args.checkKeys(table: 1, allowed: ["fixed", "flexible", "adaptive", "spacing", "alignment"])
                item = try gridItem(args, table: 1)
            case .string:
                // SwiftUI's `GridItem(.flexible())` with its '.name' as a string, as Plumb takes
                // SwiftUI's other '.name's: "flexible" needs no numbers, the others do.
                let size = call.string(at: 1)!
                switch size {
                case "flexible":
                    if call.type(at: 2) == .table {
                        try args.checkKeys(table: 2, allowed: ["flexible", "spacing", "alignment"])
                        item = try gridItem(args, table: 2)
                    } else if ![.nil, .none].contains(call.type(at: 2)) {
                        throw args.fail(
                            "expected GridItem(\"flexible\", { spacing =, alignment = }) after \"flexible\", got \(LuaBindings.describe(call, at: 2))"
                        )
                    }
                case "fixed", "adaptive":
                    let example =
                        size == "fixed" ? "GridItem { fixed = 60 }" : "GridItem { adaptive = { minimum = 40 } }"
                    throw args.fail(
                        "a \(size) GridItem needs its size: write \(example) (SwiftUI's GridItem(.\(size)(…)))")
                default:
                    let names = ["flexible", "fixed", "adaptive"]
                    let suggestion = didYouMean(size, in: names)
                    throw args.fail(
                        "unknown GridItem size '\(size)'\(suggestion); expected GridItem(), GridItem(\"flexible\"), GridItem { fixed = 60 }, GridItem { flexible = { minimum =, maximum = } } or GridItem { adaptive = { minimum = } }"
                    )
                }
            default:
                throw args.fail(
                    "expected GridItem(), GridItem(\"flexible\"), GridItem { fixed = 60 }, GridItem { flexible = { minimum =, maximum = } } or GridItem { adaptive = { minimum = } }, got \(LuaBindings.describe(call, at: 1))"
                )
            }
            call.push(object: GridItemBox(item), metatable: gridItemClass)
            return 1
        }
        for (name, axis, key) in [("LazyVGrid", Axis.vertical, "columns"), ("LazyHGrid", .horizontal, "rows")] {
            vm.setGlobalFunction(name) { call throws(LuaError) -> Int32 in
                let args = Arguments(call, name)
                let (options, children) = try args.container(allowed: [key, "alignment", "spacing", "pinnedViews"])
                guard let table = options else {
                    throw args.fail("\(key) is required: \(name) { \(key) = { GridItem(), GridItem() }, … }")
                }
                call.field(key, in: table)
                let list = call.top
                var items: [GridItem] = []
                if call.type(at: list) == .table {
                    for index in 0..<call.arrayLength(of: list) {
                        call.element(index + 1, in: list)
                        defer { call.pop(1) }
                        guard let box = call.object(at: -1, metatable: gridItemClass) as? GridItemBox else {
                            let got = LuaBindings.describe(call, at: -1)
                            call.pop(1)
                            throw args.fail("\(key)[\(index + 1)] must be a GridItem, got \(got)")
                        }
                        items.append(box.item)
                    }
                }
                call.pop(1)
                guard !items.isEmpty else {
                    throw args.fail("\(key) must be a non-empty list of GridItems, e.g. { GridItem(), GridItem() }")
                }
                let alignment: AlignmentID
                if axis == .vertical {
                    alignment = try args.horizontal(key: "alignment", table: table)?.id ?? .horizontalCenter
                } else {
                    alignment = try args.vertical(key: "alignment", table: table)?.id ?? .verticalCenter
                }
                let layout = LazyStackLayout(
                    axis: axis, alignment: alignment, spacing: try args.spacing(key: "spacing", table: table),
                    pinnedViews: try pinnedViews(args, table: table), tracks: items)
                LuaBindings.pushView(call, View(typeName: name, content: .layout(layout), children: children))
                return 1
            }
        }
    }

    /// A GridItem's options: exactly one size (`fixed`, `flexible`, `adaptive`; none is
    /// `flexible()`), optional `spacing` and `alignment`.
    private static func gridItem(_ args: Arguments, table: Int32) throws(LuaError) -> GridItem {
        let call = args.call
        func length(_ value: Double?, _ what: String) throws(LuaError) -> Double? {
            guard let value else { return nil }
            guard value >= 0, !value.isNaN else {
                throw args.fail("\(what) must be ≥ 0 (math.huge for no limit), got \(formatPoints(value))")
            }
            return value
        }
        func bounds(_ key: String, defaultMinimum: Double?) throws(LuaError) -> (Double, Double)? {
            call.field(key, in: table)
            defer { call.pop(1) }
            switch call.type(at: -1) {
            case .nil: return nil
            case .boolean where call.boolean(at: -1) == true:
                guard let defaultMinimum else { throw args.fail("\(key) needs { minimum = … }") }
                return (defaultMinimum, .infinity)
            case .table:
                let inner = call.top
                try args.checkKeys(table: inner, allowed: ["minimum", "maximum"])
                let minimum = try length(args.number(key: "minimum", table: inner), "\(key).minimum") ?? defaultMinimum
                guard let minimum else { throw args.fail("\(key).minimum is required") }
                let maximum = try length(args.number(key: "maximum", table: inner), "\(key).maximum") ?? .infinity
                guard minimum.isFinite else { throw args.fail("\(key).minimum must be finite") }
                guard minimum <= maximum else {
                    throw args.fail(
                        "\(key): minimum (\(formatPoints(minimum))) must not exceed maximum (\(formatPoints(maximum)))")
                }
                return (minimum, maximum)
            default:
                throw args.fail(
                    "\(key) must be a table { minimum =, maximum = }, got \(LuaBindings.describe(call, at: -1))")
            }
        }
        var sizes: [GridItem.Size] = []
        if let fixed = try length(args.number(key: "fixed", table: table), "fixed") {
            guard fixed.isFinite else { throw args.fail("fixed must be a finite length") }
            sizes.append(.fixed(fixed))
        }
        if let (minimum, maximum) = try bounds("flexible", defaultMinimum: 10) {
            sizes.append(.flexible(minimum: minimum, maximum: maximum))
        }
        if let (minimum, maximum) = try bounds("adaptive", defaultMinimum: nil) {
            guard minimum > 0 else { throw args.fail("adaptive.minimum must be > 0") }
            sizes.append(.adaptive(minimum: minimum, maximum: maximum))
        }
        guard sizes.count <= 1 else { throw args.fail("give one of fixed, flexible or adaptive, not several") }
        var item = GridItem(sizes.first ?? .flexible())
        item.spacing = try args.spacing(key: "spacing", table: table)
        item.alignment = try args.alignment(key: "alignment", table: table)
        return item
    }

    // MARK: - Leaves

    /// SF Symbol names drawn as one character cell each. Unknown names are drawn as "□".
    static let symbols: [String: String] = [
        "leaf": "❧", "leaf.fill": "❦", "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "checkmark": "✓",
        "xmark": "✕", "plus": "+", "minus": "−", "chevron.right": "›", "chevron.left": "‹",
        "chevron.up": "˄", "chevron.down": "˅", "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑",
        "arrow.down": "↓", "sun.max": "☼", "sun.max.fill": "☀", "cloud": "☁", "house": "⌂",
        "gear": "⚙", "person": "☺", "person.fill": "☻", "envelope": "✉", "music.note": "♪",
        "flag": "⚑", "flag.fill": "⚑", "bell": "♫", "pencil": "✎", "scissors": "✂", "phone": "☏",
        "info.circle": "ⓘ", "questionmark": "?", "exclamationmark": "!", "ellipsis": "…",
        "chevron.up.chevron.down": "↕", "magnifyingglass": "⌕", "trash": "⌫", "square.and.arrow.up": "⇪",
    ]
    static let unknownSymbol = "□"

    /// A symbol image (`Image(systemName:)`): a square sized by its font, drawn as one character.
    static func image(_ name: String) -> View {
        View.image(systemName: name, glyph: symbols[name] ?? unknownSymbol)
    }

    private static func installLeaves(_ vm: LuaVM) {
        vm.setGlobalFunction("Image") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Image")
            let usage =
                "expected Image(\"name\") for an asset (Image(\"photo\", { width = 400, height = 300 }) states its size) or Image { systemName = \"leaf.fill\" } for a symbol"
            switch call.type(at: 1) {
            case .string:
                // An asset: Plumb has no pixels, so its size is stated or 100×100 (an estimate).
                // Its name is counted before it is copied, as Text's string is.
                let counted = call.stringLength(at: 1)
                guard luashim_charge(call.state, Int64(counted)) == LUASHIM_STOP_NONE else { return 0 }
                defer { _ = luashim_charge(call.state, Int64(-counted)) }  // then part of the view's charge
                let name = LuaBindings.visibleText(call.string(at: 1)!)
                var size = ImageSource.defaultAssetSize
                switch call.type(at: 2) {
                case .none, .nil: break
                case .table: size = try TextBindings.geometrySize(args, at: 2, what: "the image's size")
                default:
                    throw args.fail(
                        "the second argument is the image's size, { width =, height = } or CGSize(400, 300), got \(LuaBindings.describe(call, at: 2))"
                    )
                }
                try args.expectNoArguments(from: 3)
                LuaBindings.pushView(call, View.image(named: name, size: size))
            case .table:
                try args.checkKeys(table: 1, allowed: ["systemName"])
                call.field("systemName", in: 1)
                let name = call.string(at: -1)
                let got = LuaBindings.describe(call, at: -1)
                call.pop(1)
                guard let value = name else { throw args.fail("systemName must be a string, got \(got)") }
                try args.expectNoArguments(from: 2)
                LuaBindings.pushView(call, image(value))
            default:
                throw args.fail("\(usage), got \(LuaBindings.describe(call, at: 1))")
            }
            return 1
        }
        vm.setGlobalFunction("Label") { call throws(LuaError) -> Int32 in
            let args = Arguments(call, "Label")
            let usage = "Label(\"Title\", { systemImage = \"leaf.fill\" }) or Label { title =, icon = }"
            var title: View?
            var icon: View?
            func viewOrText(_ key: String, in table: Int32) throws(LuaError) -> View? {
                call.field(key, in: table)
                defer { call.pop(1) }
                return try LuaBindings.viewOrText(args, at: -1, name: key)
            }
            func symbol(in table: Int32) throws(LuaError) -> View? {
                call.field("systemImage", in: table)
                defer { call.pop(1) }
                switch call.type(at: -1) {
                case .nil: return nil
                case .string: return image(call.string(at: -1)!)
                default:
                    throw args.fail("systemImage must be an SF Symbol name, got \(LuaBindings.describe(call, at: -1))")
                }
            }
            if call.type(at: 1) == .table {
                try args.checkKeys(table: 1, allowed: ["title", "systemImage", "icon"])
                title = try viewOrText("title", in: 1)
                icon = try symbol(in: 1)
                if let view = try viewOrText("icon", in: 1) {
                    guard icon == nil else { throw args.fail("give systemImage or icon, not both") }
                    icon = view
                }
            } else {
                title = call.string(at: 1).map { View.text(LuaBindings.visibleText($0)) }
                if call.type(at: 2) == .table {
                    try args.checkKeys(table: 2, allowed: ["systemImage"])
                    icon = try symbol(in: 2)
                } else {
                    icon = call.string(at: 2).map(image)
                }
            }
            guard let title else {
                throw args.fail("expected \(usage), got \(LuaBindings.describe(call, at: 1))")
            }
            guard let icon else { throw args.fail("systemImage is required: an SF Symbol name") }
            // The title and icon style's HStack, or one of them (labelStyle).
            LuaBindings.pushView(call, View.label(title: title, icon: icon))
            return 1
        }
    }
}
