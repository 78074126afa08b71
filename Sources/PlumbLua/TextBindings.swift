import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// Holds a `Font` value on the Lua side (`Font.title`, `Font.system(24)`, `Font.title:bold()`).
final class FontBox {
    let font: Font
    init(_ font: Font) { self.font = font }
}

/// Text options, fonts, images' sizing and aspect ratios, and SwiftUI's geometry values:
/// `multilineTextAlignment`, `truncationMode`, `minimumScaleFactor`,
/// `allowsTightening`, `Font.system`/`Font.custom`, `resizable`, `imageScale`, `aspectRatio`,
/// `scaledToFit`/`scaledToFill`, and `CGSize`, `CGPoint`, `CGRect`, `EdgeInsets`, `UnitPoint`.
/// `lineLimit`, `font`, `offset`, `frame` and `padding` keep their entries in LuaBindings;
/// `Image` in CollectionBindings.
enum TextBindings {
    /// The metatable of Font values (what "got Font" names in messages).
    static let fontClass = "Font"

    static func install(in script: PlumbScript) {
        let vm = script.vm
        installFonts(vm)
        installModifiers(vm)
        installGeometry(vm)
    }

    // MARK: - Fonts

    /// Pushes a Font value.
    static func pushFont(_ call: LuaCall, _ font: Font) {
        call.push(object: FontBox(font), metatable: fontClass)
    }

    /// A font: a Font value or a text style's name. `key`: the option it was given as ("font"),
    /// for the message.
    static func font(_ args: Arguments, at index: Int32, key: String? = nil) throws(LuaError) -> Font {
        let call = args.call
        if let box = call.object(at: index, metatable: fontClass) as? FontBox { return box.font }
        let styles = FontStyle.allCases.map(\.rawValue)
        let valid = "a text style (\(styles.joined(separator: ", "))) or a Font such as Font.system(24)"
        let got: String
        if let name = call.string(at: index) {
            if let style = FontStyle(rawValue: name) { return Font(style) }
            guard key != nil else {
                throw args.fail("unknown text style '\(name)'\(hint(name, in: styles)); expected \(valid)")
            }
            got = "'\(name)'\(hint(name, in: styles))"
        } else {
            got = LuaBindings.describe(call, at: index)
        }
        throw args.fail(key.map { "\($0) must be \(valid), got \(got)" } ?? "expected \(valid), got \(got)")
    }

    /// " (did you mean 'x'?)" or "".
    static func hint(_ name: String, in candidates: [String]) -> String {
        didYouMean(name, in: candidates)
    }

    /// A name from a fixed list (`"fit"`, `"tail"`, …), with the valid ones and the nearest in the
    /// error.
    static func choice<T: RawRepresentable & CaseIterable>(
        _ args: Arguments, at index: Int32, _ what: String, as type: T.Type
    ) throws(LuaError) -> T where T.RawValue == String {
        let call = args.call
        let names = T.allCases.map(\.rawValue)
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let name = call.string(at: index) else {
            throw args.fail("\(what) must be one of \(list), got \(LuaBindings.describe(call, at: index))")
        }
        guard let value = T(rawValue: name) else {
            throw args.fail("unknown \(what) '\(name)'\(hint(name, in: names)); expected one of \(list)")
        }
        return value
    }

    private static func installFonts(_ vm: LuaVM) {
        vm.registerClass(
            fontClass,
            methods: [
                "bold": { call throws(LuaError) -> Int32 in
                    let args = Arguments(call, "Font:bold")
                    let font = try receiver(args)
                    try args.expectNoArguments(from: 2)
                    pushFont(call, font.bold())
                    return 1
                },
                "weight": { call throws(LuaError) -> Int32 in
                    let args = Arguments(call, "Font:weight")
                    let font = try receiver(args)
                    pushFont(call, font.weight(try choice(args, at: 2, "weight", as: Font.Weight.self)))
                    return 1
                },
                "__tostring": { call throws(LuaError) -> Int32 in
                    let box = call.object(at: 1, metatable: fontClass) as? FontBox
                    call.push("Font." + (box?.font.description ?? "?"))
                    return 1
                },
                "__eq": { call throws(LuaError) -> Int32 in
                    let a = call.object(at: 1, metatable: fontClass) as? FontBox
                    let b = call.object(at: 2, metatable: fontClass) as? FontBox
                    call.push(a != nil && a?.font == b?.font)
                    return 1
                },
            ])
        LuaBindings.installUnknownMemberError(vm, className: fontClass) { call, name in
            call.error("Font has no member '\(name)'\(hint(name, in: ["bold", "weight"])) (bold, weight)")
        }

        // The namespace: a table of the text styles' fonts and the two makers, read-only.
        let stack = vm.stack
        stack.newTable()
        for style in FontStyle.allCases {
            pushFont(LuaCall(state: vm.state), Font(style))
            stack.setField(style.rawValue, tableIndex: -2)
        }
        vm.pushFunction(system)
        stack.setField("system", tableIndex: -2)
        vm.pushFunction(custom)
        stack.setField("custom", tableIndex: -2)
        let members = FontStyle.allCases.map(\.rawValue) + ["system", "custom"]
        vm.registerClass(
            "Font namespace",
            methods: [
                "__index": { call throws(LuaError) -> Int32 in
                    let name = call.string(at: 2) ?? LuaBindings.describe(call, at: 2)
                    throw call.error(
                        "Font has no member '\(name)'\(hint(name, in: members)) (\(members.joined(separator: ", ")))")
                },
                "__newindex": { call throws(LuaError) -> Int32 in throw call.error("Font is read-only") },
                "__tostring": { call throws(LuaError) -> Int32 in
                    call.push("Font")
                    return 1
                },
            ])
        luaL_setmetatable(vm.state, "Font namespace")
        vm.setGlobal("Font")
    }

    private static func receiver(_ args: Arguments) throws(LuaError) -> Font {
        guard let box = args.call.object(at: 1, metatable: fontClass) as? FontBox else {
            throw args.fail(
                "call it on a Font with ':' (Font.title:bold()), got \(LuaBindings.describe(args.call, at: 1))")
        }
        return box.font
    }

    /// A point size: finite and > 0.
    private static func pointSize(_ args: Arguments, _ value: Double) throws(LuaError) -> Double {
        guard value.isFinite, value > 0 else {
            throw args.fail("size must be a finite number of points > 0, got \(formatPoints(value))")
        }
        return value
    }

    /// `Font.system(24)`, `Font.system(24, "bold", "rounded")`, `Font.system("title", "rounded")`,
    /// `Font.system { size = 24, weight = "bold", design = "rounded" }` (or `style =`). A weight
    /// and a design never share a name, so after the size or style they may come in either order
    /// (SwiftUI writes `system(size:weight:design:)` but `system(_:design:weight:)`).
    private static func system(_ call: LuaCall) throws(LuaError) -> Int32 {
        let args = Arguments(call, "Font.system")
        var weight: Font.Weight?
        var design: Font.Design?
        var size: Font.Size?
        switch call.type(at: 1) {
        case .table:
            try args.checkKeys(table: 1, allowed: ["size", "style", "weight", "design"])
            if let points = try args.number(key: "size", table: 1) { size = .fixed(try pointSize(args, points)) }
            call.field("style", in: 1)
            if call.type(at: -1) != .nil {
                guard size == nil else {
                    call.pop(1)
                    throw args.fail("give size or style, not both")
                }
                size = .style(try styleName(args, at: call.top))
            }
            call.pop(1)
            call.field("weight", in: 1)
            if call.type(at: -1) != .nil { weight = try choice(args, at: call.top, "weight", as: Font.Weight.self) }
            call.pop(1)
            call.field("design", in: 1)
            if call.type(at: -1) != .nil { design = try choice(args, at: call.top, "design", as: Font.Design.self) }
            call.pop(1)
            try args.expectNoArguments(from: 2)
        case .number:
            size = .fixed(try pointSize(args, call.number(at: 1)!))
        case .string:
            size = .style(try styleName(args, at: 1))
        default:
            break
        }
        guard let size else {
            throw args.fail(
                "expected a size in points (Font.system(24)), a text style (Font.system(\"title\")) or { size =, weight =, design = }, got \(LuaBindings.describe(call, at: 1))"
            )
        }
        if call.type(at: 1) != .table {
            for index in Int32(2)...3 where call.type(at: index) != .none && call.type(at: index) != .nil {
                guard let name = call.string(at: index) else {
                    throw args.fail(
                        "argument \(index) must be a weight or a design name, got \(LuaBindings.describe(call, at: index))"
                    )
                }
                if let value = Font.Weight(rawValue: name), weight == nil {
                    weight = value
                } else if let value = Font.Design(rawValue: name), design == nil {
                    design = value
                } else {
                    let names = Font.Weight.allCases.map(\.rawValue) + Font.Design.allCases.map(\.rawValue)
                    throw args.fail(
                        "unknown weight or design '\(name)'\(hint(name, in: names)); weights: \(Font.Weight.allCases.map(\.rawValue).joined(separator: ", ")); designs: \(Font.Design.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
            }
            try args.expectNoArguments(from: 4)
        }
        pushFont(call, Font(size: size, weight: weight, design: design))
        return 1
    }

    private static func styleName(_ args: Arguments, at index: Int32) throws(LuaError) -> FontStyle {
        let font = try font(args, at: index, key: "style")
        guard case .style(let style) = font.size else {
            throw args.fail("style must be a text style name such as \"title\"")
        }
        return style
    }

    /// `Font.custom("Menlo", 24)` (scales with body, as SwiftUI's `custom(_:size:)`),
    /// `Font.custom("Menlo", { size = 24, relativeTo = "title" })`,
    /// `Font.custom("Menlo", { fixedSize = 24 })`. Drawn in Plumb's one monospaced face.
    private static func custom(_ call: LuaCall) throws(LuaError) -> Int32 {
        let args = Arguments(call, "Font.custom")
        guard call.type(at: 1) == .string, let full = call.string(at: 1) else {
            throw args.fail(
                "expected a font name and a size, e.g. Font.custom(\"Menlo\", 24), got \(LuaBindings.describe(call, at: 1))"
            )
        }
        // The name is only described (one face draws everything): a long one is cut.
        let name = LuaBindings.visibleText(String(full.prefix(100)))
        let font: Font
        switch call.type(at: 2) {
        case .number:
            font = Font.custom(name, size: try pointSize(args, call.number(at: 2)!))
        case .table:
            let keys = try args.checkKeys(table: 2, allowed: ["size", "relativeTo", "fixedSize"])
            if keys.contains(2) {
                guard !keys.contains(0), !keys.contains(1) else {
                    throw args.fail("fixedSize does not scale: give it alone, without size or relativeTo")
                }
                font = Font.custom(
                    name, size: try pointSize(args, try args.number(key: "fixedSize", table: 2)!), relativeTo: nil)
            } else {
                guard let size = try args.number(key: "size", table: 2) else {
                    throw args.fail("size is missing: Font.custom(\"\(name)\", { size = 24 })")
                }
                var style = FontStyle.body
                call.field("relativeTo", in: 2)
                if call.type(at: -1) != .nil { style = try styleName(args, at: call.top) }
                call.pop(1)
                font = Font.custom(name, size: try pointSize(args, size), relativeTo: style)
            }
        default:
            throw args.fail(
                "expected a size after the name, e.g. Font.custom(\"\(name)\", 24), got \(LuaBindings.describe(call, at: 2))"
            )
        }
        try args.expectNoArguments(from: 3)
        pushFont(call, font)
        return 1
    }

    // MARK: - Line limits

    /// `lineLimit(3)`, `lineLimit(nil)` (no limit), `lineLimit(2, 4)` (SwiftUI's `2...4`; `4` may be
    /// `math.huge` for `2...`), `lineLimit(3, { reservesSpace = true })`.
    static func lineLimit(_ args: Arguments, from index: Int32) throws(LuaError) -> LineLimit {
        let call = args.call
        let usage =
            "a whole number of lines ≥ 1, nil (no limit), a range lineLimit(2, 4) or lineLimit(3, { reservesSpace = true })"
        func lines(at index: Int32, _ what: String) throws(LuaError) -> Int {
            guard let value = call.integer(at: index), value >= 1 else {
                throw args.fail(
                    "\(what) must be a whole number of lines ≥ 1, got \(LuaBindings.describe(call, at: index))")
            }
            return value
        }
        switch call.type(at: index) {
        case .nil:
            try args.expectNoArguments(from: index + 1)
            return .none
        case .number:
            break
        default:
            throw args.fail("expected \(usage), got \(LuaBindings.describe(call, at: index))")
        }
        let first = try lines(at: index, "the limit")
        switch call.type(at: index + 1) {
        case .none, .nil:
            return LineLimit(upper: first)
        case .number:
            try args.expectNoArguments(from: index + 2)
            if call.number(at: index + 1) == .infinity { return .range(first, nil) }
            let upper = try lines(at: index + 1, "the range's upper bound")
            guard upper >= first else {
                throw args.fail("the range \(first)...\(upper) is empty: the upper bound must be ≥ \(first)")
            }
            return .range(first, upper)
        case .table:
            try args.checkKeys(table: index + 1, allowed: ["reservesSpace"])
            try args.expectNoArguments(from: index + 2)
            return LineLimit(
                upper: first, reservesSpace: try args.boolean(key: "reservesSpace", table: index + 1) ?? false)
        default:
            throw args.fail(
                "the second argument must be the range's upper bound or { reservesSpace = true }, got \(LuaBindings.describe(call, at: index + 1))"
            )
        }
    }

    // MARK: - Modifiers

    private static func installModifiers(_ vm: LuaVM) {
        var methods: [String: LuaBindings.Body] = [:]
        methods["minimumScaleFactor"] = LuaBindings.modifier("minimumScaleFactor") { args, view throws(LuaError) in
            guard let factor = try args.number(at: 2, name: "the factor"), factor >= 0, factor <= 1 else {
                throw args.fail(
                    "expected a factor from 0 to 1 (0.5: the font may shrink to half its size), got \(describeNumber(args.call, at: 2))"
                )
            }
            try args.expectNoArguments(from: 3)
            return view.minimumScaleFactor(factor)
        }
        methods["resizable"] = LuaBindings.modifier("resizable") { args, view throws(LuaError) in
            try args.expectNoArguments(from: 2)
            guard let resized = view.resizable() else {
                throw args.fail(
                    "only an Image can be resizable, got \(view.typeName): call it right after Image(…), before other modifiers"
                )
            }
            return resized
        }
        methods["aspectRatio"] = LuaBindings.modifier("aspectRatio") { args, view throws(LuaError) in
            let (ratio, mode) = try aspectRatio(args)
            return view.aspectRatio(ratio, contentMode: mode)
        }
        vm.registerClass(LuaBindings.viewClass, methods: methods)
    }

    /// "a string", or a number as it is ("2", "nan").
    private static func describeNumber(_ call: LuaCall, at index: Int32) -> String {
        call.number(at: index).map(formatPoints) ?? LuaBindings.describe(call, at: index)
    }

    /// `aspectRatio(1.5, "fit")`, `aspectRatio(nil, "fill")`, `aspectRatio(CGSize(4, 3), "fit")`,
    /// `aspectRatio { 16 / 9, contentMode = "fill" }`, `aspectRatio { contentMode = "fit" }`.
    /// The content mode is required, as in SwiftUI.
    private static func aspectRatio(_ args: Arguments) throws(LuaError) -> (Double?, ContentMode) {
        let call = args.call
        let modes = "\"fit\" or \"fill\""
        var ratioIndex: Int32 = 2
        var modeIndex: Int32 = 3
        var pops: Int32 = 0
        defer { call.pop(pops) }
        // A table without width and height is the options (a CGSize has them).
        var isOptions = false
        if call.type(at: 2) == .table {
            let width = call.field("width", in: 2)
            let height = call.field("height", in: 2)
            call.pop(2)
            isOptions = width == .nil && height == .nil
        }
        if isOptions {
            try args.checkKeys(table: 2, allowed: ["contentMode"], arrayItems: 1)
            try args.expectNoArguments(from: 3)
            call.element(1, in: 2)
            ratioIndex = call.top
            call.field("contentMode", in: 2)
            modeIndex = call.top
            pops = 2
        }
        var ratio: Double?
        switch call.type(at: ratioIndex) {
        case .nil, .none:
            ratio = nil
        case .number:
            ratio = call.number(at: ratioIndex)!
        case .table:
            let size = try geometrySize(args, at: ratioIndex, what: "the ratio")
            guard size.height != 0 else { throw args.fail("the ratio's height must not be 0") }
            ratio = size.width / size.height
        default:
            throw args.fail(
                "the ratio must be a number (width / height), a CGSize or nil (the view's own), got \(LuaBindings.describe(call, at: ratioIndex))"
            )
        }
        if let value = ratio, !(value.isFinite && value > 0) {
            throw args.fail("the ratio must be a finite number > 0 (width / height), got \(formatPoints(value))")
        }
        guard call.type(at: modeIndex) != .none, call.type(at: modeIndex) != .nil else {
            throw args.fail("the content mode is required (SwiftUI has no default): \(modes)")
        }
        let mode = try choice(args, at: modeIndex, "content mode", as: ContentMode.self)
        if !isOptions { try args.expectNoArguments(from: 4) }
        return (ratio, mode)
    }

    /// A size from a table with `width` and `height` (a CGSize, `{ width =, height = }`).
    static func geometrySize(_ args: Arguments, at index: Int32, what: String) throws(LuaError) -> Size {
        let table = lua_absindex(args.call.state, index)
        try args.checkKeys(table: table, allowed: ["width", "height"])
        guard let width = try args.number(key: "width", table: table),
            let height = try args.number(key: "height", table: table)
        else {
            throw args.fail("\(what) needs both width and height, e.g. CGSize(4, 3)")
        }
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw args.fail(
                "\(what) must have finite sides ≥ 0, got \(formatPoints(width))×\(formatPoints(height))")
        }
        return Size(width: width, height: height)
    }

    // MARK: - Geometry values

    /// "CGSize", "CGPoint", … for a geometry value (its metatable's `__name`, read raw); nil for
    /// any other table.
    static func valueTypeName(_ call: LuaCall, at index: Int32) -> String? {
        let state = call.state
        guard lua_type(state, index) == LUA_TTABLE, call.ensureStack(2), lua_getmetatable(state, index) != 0 else {
            return nil
        }
        defer { lua_settop(state, -3) }
        lua_pushstring(state, "__name")
        lua_rawget(state, -2)
        return call.string(at: -1)
    }

    /// SwiftUI's geometry values as plain tables with a metatable (for `tostring` and `==`):
    /// `CGSize(100, 50)` or `CGSize { width = 100, height = 50 }` is `{ width = 100, height = 50 }`,
    /// so it goes wherever a `{ width =, height = }` table does (and `CGPoint` where `{ x =, y = }`
    /// does, `EdgeInsets` where `padding`'s `{ top =, … }` does, `UnitPoint` where an anchor does).
    /// `.zero` (and UnitPoint's names) make a new table each time, so changing one changes no other.
    private static func installGeometry(_ vm: LuaVM) {
        _ = try? vm.run(source: geometrySource, chunkName: "=geometry")
    }

    /// `zero = unit(0, 0), …`: the Lua `UnitPoint` table's members, the names of
    /// `ScriptAPI.unitPoints` with the points an anchor takes them for.
    private static var unitPointMembers: String {
        ScriptAPI.unitPoints.values.map { name in
            let point = GridBindings.unitPoints[name] ?? .center
            return "\(name) = unit(\(formatPoints(point.x)), \(formatPoints(point.y))),"
        }.joined(separator: " ")
    }

    static let geometrySource = """
        local type, tostring, error, setmetatable, pairs = type, tostring, error, setmetatable, pairs
        local function fmt(v)
          if v == math.huge then return "math.huge" end
          if v == -math.huge then return "-math.huge" end
          if math.type(v) == "float" and v == math.floor(v) and v > -1e15 and v < 1e15 then
            return string.format("%d", v)
          end
          return tostring(v)
        end
        local function distance(a, b)
          local previous = {}
          for j = 0, #b do previous[j] = j end
          for i = 1, #a do
            local current = { [0] = i }
            for j = 1, #b do
              local cost = a:sub(i, i) == b:sub(j, j) and 0 or 1
              current[j] = math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            end
            previous = current
          end
          return previous[#b]
        end
        local function hint(name, names)
          if #name > 64 then return "" end
          local best, bestDistance = nil, math.huge
          for _, candidate in ipairs(names) do
            local d = distance(name:lower(), candidate:lower())
            if d < bestDistance then best, bestDistance = candidate, d end
          end
          if best and bestDistance <= math.max(2, #name // 3) then return " (did you mean '" .. best .. "'?)" end
          return ""
        end
        local function describe(v)
          local mt = getmetatable(v)
          if type(mt) == "table" and mt.__name then return mt.__name end
          return type(v)
        end
        local function define(typeName, fields, members, describeValue)
          local meta = { __name = typeName, __tostring = describeValue }
          meta.__eq = function(a, b)
            for _, key in ipairs(fields) do if a[key] ~= b[key] then return false end end
            return true
          end
          local function check(values, where)
            for _, key in ipairs(fields) do
              local v = values[key]
              if v == nil then
                values[key] = 0
              elseif type(v) ~= "number" then
                error(typeName .. ": " .. key .. " must be a number, got " .. describe(v), where)
              end
            end
          end
          local function make(...)
            local first = ...
            local values
            if type(first) == "table" and getmetatable(first) == nil then
              if select("#", ...) > 1 then
                error(typeName .. ": give a table { " .. table.concat(fields, " =, ") .. " = } or numbers, not both", 2)
              end
              values = {}
              for key, v in pairs(first) do
                local known = false
                for _, field in ipairs(fields) do if key == field then known = true end end
                if not known then
                  local name = tostring(key)
                  error(typeName .. ": unknown field '" .. name .. "'" .. (type(key) == "string" and hint(name, fields) or "")
                    .. "; expected " .. table.concat(fields, ", "), 2)
                end
                values[key] = v
              end
            else
              if select("#", ...) > #fields then
                error(typeName .. ": takes at most " .. #fields .. " numbers (" .. table.concat(fields, ", ") .. "), got " .. select("#", ...), 2)
              end
              values = {}
              for i, key in ipairs(fields) do values[key] = (select(i, ...)) end
            end
            check(values, 3)
            return setmetatable(values, meta)
          end
          local names = {}
          for name in pairs(members) do names[#names + 1] = name end
          table.sort(names)
          local list = #names > 0 and table.concat(names, ", ") or "none"
          return setmetatable({}, {
            __index = function(_, key)
              local member = members[key]
              if member then return setmetatable(member(), meta) end
              local name = tostring(key)
              error(typeName .. " has no member '" .. name .. "'" .. (type(key) == "string" and hint(name, names) or "")
                .. " (members: " .. list .. ")", 2)
            end,
            __call = function(_, ...) return make(...) end,
            __newindex = function() error(typeName .. " is read-only", 2) end,
            __tostring = function() return typeName end,
            __metatable = false,
          })
        end
        CGSize = define("CGSize", { "width", "height" }, {
          zero = function() return { width = 0, height = 0 } end,
        }, function(s) return "CGSize(width: " .. fmt(s.width) .. ", height: " .. fmt(s.height) .. ")" end)
        CGPoint = define("CGPoint", { "x", "y" }, {
          zero = function() return { x = 0, y = 0 } end,
        }, function(p) return "CGPoint(x: " .. fmt(p.x) .. ", y: " .. fmt(p.y) .. ")" end)
        CGRect = define("CGRect", { "x", "y", "width", "height" }, {
          zero = function() return { x = 0, y = 0, width = 0, height = 0 } end,
        }, function(r)
          return "CGRect(x: " .. fmt(r.x) .. ", y: " .. fmt(r.y) .. ", width: " .. fmt(r.width) .. ", height: " .. fmt(r.height) .. ")"
        end)
        EdgeInsets = define("EdgeInsets", { "top", "leading", "bottom", "trailing" }, {}, function(e)
          return "EdgeInsets(top: " .. fmt(e.top) .. ", leading: " .. fmt(e.leading) .. ", bottom: " .. fmt(e.bottom)
            .. ", trailing: " .. fmt(e.trailing) .. ")"
        end)
        local function unit(x, y) return function() return { x = x, y = y } end end
        UnitPoint = define("UnitPoint", { "x", "y" }, {
          \(unitPointMembers)
        }, function(p) return "UnitPoint(x: " .. fmt(p.x) .. ", y: " .. fmt(p.y) .. ")" end)
        """
}
