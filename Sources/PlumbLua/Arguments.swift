import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// Reads and checks the arguments of one Lua call to a Plumb function, with messages that name
/// the function and what was expected ("frame: width must be a number, got string"). Every read
/// is raw and never raises; failures are thrown as `LuaError`s that the C trampoline raises after
/// the Swift frame has returned.
struct Arguments {
    let call: LuaCall
    let function: String

    init(_ call: LuaCall, _ function: String) {
        self.call = call
        self.function = function
    }

    func fail(_ message: String) -> LuaError {
        call.error("\(function): \(message)")
    }

    func expectNoArguments(from index: Int32 = 1) throws(LuaError) {
        guard call.argumentCount < index || call.type(at: index) == .nil else {
            throw fail("takes no arguments here, got \(LuaBindings.describe(call, at: index))")
        }
    }

    // MARK: Numbers, booleans

    /// A number argument, nil when absent.
    func number(at index: Int32, name: String) throws(LuaError) -> Double? {
        switch call.type(at: index) {
        case .none, .nil: return nil
        case .number: return call.number(at: index)
        default: throw fail("\(name) must be a number, got \(LuaBindings.describe(call, at: index))")
        }
    }

    /// `table[key]` as a number, nil when absent.
    func number(key: String, table: Int32) throws(LuaError) -> Double? {
        call.field(key, in: table)
        defer { call.pop(1) }
        return try number(at: -1, name: key)
    }

    func boolean(key: String, table: Int32) throws(LuaError) -> Bool? {
        call.field(key, in: table)
        defer { call.pop(1) }
        switch call.type(at: -1) {
        case .none, .nil: return nil
        case .boolean: return call.boolean(at: -1)
        default: throw fail("\(key) must be true or false, got \(LuaBindings.describe(call, at: -1))")
        }
    }

    /// A length (Spacer minLength): finite and not negative.
    func length(key: String, table: Int32) throws(LuaError) -> Double? {
        guard let value = try number(key: key, table: table) else { return nil }
        guard value.isFinite, value >= 0 else {
            throw fail("\(key) must be a finite number ≥ 0, got \(formatPoints(value))")
        }
        return value
    }

    /// A stack's spacing: any finite number (negative spacing overlaps, as in SwiftUI).
    func spacing(key: String, table: Int32) throws(LuaError) -> Double? {
        guard let value = try number(key: key, table: table) else { return nil }
        guard value.isFinite else { throw fail("\(key) must be a finite number, got \(formatPoints(value))") }
        return value
    }

    // MARK: Tables

    /// Checks that `table` has only string keys from `allowed` (plus `arrayItems` array items,
    /// or any number of them when nil); returns which of them are present. The keys are compared
    /// as Lua's bytes, without making a Swift string or a set per call: `frame{…}` runs once per
    /// view, and hashing its keys once cost more than making the view.
    @discardableResult
    func checkKeys(table: Int32, allowed: OptionNames, arrayItems: Int? = 0) throws(LuaError) -> PresentOptions {
        var present = PresentOptions()
        let complete = call.forEachStringKey(of: table) { key in
            guard let index = allowed.index(of: key) else { return false }
            present.insert(index)
            return true
        }
        if !complete {
            let keys = call.stringKeys(of: table)
            for key in keys where !allowed.contains(key) {
                let sorted = allowed.names.sorted()
                let suggestion = didYouMean(key, in: sorted)
                throw fail("unknown option '\(key)'\(suggestion); expected \(sorted.joined(separator: ", "))")
            }
        }
        if let arrayItems, call.arrayLength(of: table) > arrayItems {
            throw fail("unexpected item \(arrayItems + 1) in the table (only named options are allowed)")
        }
        return present
    }

    /// A container's single table argument: named options and children in array order. A plain
    /// table among the children is a list of views (handy for views built in a loop).
    func container(allowed: OptionNames) throws(LuaError) -> (options: Int32?, children: [View]) {
        switch call.type(at: 1) {
        case .none, .nil: return (nil, [])
        case .table: break
        default:
            throw fail(
                "expected a table of views, e.g. \(function) { Text(\"a\"), Text(\"b\") }, got \(LuaBindings.describe(call, at: 1))"
            )
        }
        try checkKeys(table: 1, allowed: allowed, arrayItems: nil)
        var children: [View] = []
        try collectViews(from: 1, path: "", into: &children, depth: 0)
        return (1, children)
    }

    /// The views among `table`'s array items (a plain table among them is a list of views), as a
    /// container collects its children.
    func views(inTable table: Int32) throws(LuaError) -> [View] {
        var children: [View] = []
        try collectViews(from: lua_absindex(call.state, table), path: "", into: &children, depth: 0)
        return children
    }

    private func collectViews(from table: Int32, path: String, into children: inout [View], depth: Int) throws(LuaError)
    {
        let count = call.arrayLength(of: table)
        guard count > 0 else { return }
        // The outer table's items at once: a stack keeps this array, and one grown item by item
        // keeps room for up to twice its views (11 views in 16 slots: 48 bytes more a stack).
        if depth == 0 { children.reserveCapacity(children.count + count) }
        for index in 1...count {
            // A list of 300,000 views takes a while: let the deadline and Ctrl-C in.
            if index % 4096 == 0, luashim_check_limits(call.state) != LUASHIM_STOP_NONE { return }
            call.element(index, in: table)
            defer { call.pop(1) }
            if let view = LuaBindings.view(call, at: -1) {
                children.append(view)
            } else if call.type(at: -1) == .table, depth < 8 {
                try collectViews(from: call.top, path: "\(path)\(index).", into: &children, depth: depth + 1)
            } else if call.type(at: -1) != .nil {
                throw fail("item \(path)\(index) must be a view, got \(LuaBindings.describe(call, at: -1))")
            }
        }
    }

    // MARK: Alignments

    /// A horizontal alignment from a `HorizontalAlignment` value or its name.
    func horizontal(at index: Int32) throws(LuaError) -> HorizontalAlignment {
        if let box = call.object(at: index, metatable: LuaBindings.horizontalClass) as? AlignmentBox,
            case .horizontal(let id) = box.value
        {
            return HorizontalAlignment(id)
        }
        if let name = call.string(at: index) {
            guard let id = LuaBindings.horizontalGuides[name] else {
                throw fail(
                    "unknown horizontal alignment '\(name)'\(didYouMean(name, in: ScriptAPI.horizontalAlignments.values)) (\(ScriptAPI.horizontalAlignments.listed))"
                )
            }
            return HorizontalAlignment(id)
        }
        throw fail(
            "expected a horizontal alignment (\(ScriptAPI.horizontalAlignments.listed)), got \(LuaBindings.describe(call, at: index))"
        )
    }

    /// A vertical alignment from a `VerticalAlignment` value or its name.
    func vertical(at index: Int32) throws(LuaError) -> VerticalAlignment {
        if let box = call.object(at: index, metatable: LuaBindings.verticalClass) as? AlignmentBox,
            case .vertical(let id) = box.value
        {
            return VerticalAlignment(id)
        }
        if let name = call.string(at: index) {
            guard let id = LuaBindings.verticalGuides[name] else {
                throw fail(
                    "unknown vertical alignment '\(name)'\(didYouMean(name, in: ScriptAPI.verticalAlignments.values)) (\(ScriptAPI.verticalAlignments.listed))"
                )
            }
            return VerticalAlignment(id)
        }
        throw fail(
            "expected a vertical alignment (\(ScriptAPI.verticalAlignments.listed)), got \(LuaBindings.describe(call, at: index))"
        )
    }

    /// A two-dimensional alignment from an `Alignment` value or its name ("topLeading", …).
    func alignment(at index: Int32) throws(LuaError) -> Alignment {
        if let box = call.object(at: index, metatable: LuaBindings.alignmentClass) as? AlignmentBox,
            case .twoDimensional(let alignment) = box.value
        {
            return alignment
        }
        if let name = call.string(at: index) {
            guard let alignment = LuaBindings.namedAlignments[name] else {
                throw fail(
                    "unknown alignment '\(name)'\(didYouMean(name, in: ScriptAPI.alignments.values)) (\(ScriptAPI.alignments.listed))"
                )
            }
            return alignment
        }
        throw fail(
            "expected an alignment such as \"topLeading\" or Alignment.center, got \(LuaBindings.describe(call, at: index))"
        )
    }

    func horizontal(key: String, table: Int32) throws(LuaError) -> HorizontalAlignment? {
        try optionalField(key, table) { index throws(LuaError) in try horizontal(at: index) }
    }

    func vertical(key: String, table: Int32) throws(LuaError) -> VerticalAlignment? {
        try optionalField(key, table) { index throws(LuaError) in try vertical(at: index) }
    }

    func alignment(key: String, table: Int32) throws(LuaError) -> Alignment? {
        try optionalField(key, table) { index throws(LuaError) in try alignment(at: index) }
    }

    private func optionalField<T>(_ key: String, _ table: Int32, _ read: (Int32) throws(LuaError) -> T) throws(LuaError)
        -> T?
    {
        call.field(key, in: table)
        defer { call.pop(1) }
        if call.type(at: -1) == .nil { return nil }
        return try read(call.top)
    }

    // MARK: Modifier argument shapes

    /// A colour name or hex colour, or a Color view (`Color.green`, `Color(1, 0.5, 0)`); a Color
    /// with an opacity (`Color.red:opacity(0.5)`) is that colour with its opacity, in hex.
    func colorName(at index: Int32) throws(LuaError) -> String {
        if call.type(at: index) == .string {
            return try LuaBindings.checkedColor(call, call.string(at: index)!, function: function)
        }
        if let view = LuaBindings.view(call, at: index),
            case .color(let name) = view.content
        {
            var opacity = 1.0
            for decoration in view.decorations {
                guard case .opacity(let value) = decoration else {
                    throw fail("expected a colour, got a Color with \(decoration.name)")
                }
                opacity *= value
            }
            guard opacity < 1, let color = ColorValue(name) else { return name }
            return color.multiplyingOpacity(by: opacity).hex
        }
        throw fail(
            "expected a colour name such as \"green\", a hex colour such as \"#FF8800\" or Color.green, got \(LuaBindings.describe(call, at: index))"
        )
    }

    /// `padding()`, `padding(n)`, `padding(edges, n)`, `padding{top=, leading=, bottom=, trailing=}`.
    func paddingInsets(script: PlumbScript) throws(LuaError) -> EdgeInsets {
        func checked(_ value: Double, _ what: String) -> Double {
            guard value.isFinite else {
                script.warn(call, "padding: \(what) = \(formatPoints(value)) is not finite; using 0")
                return 0
            }
            return value
        }
        let defaultLength = View.defaultPadding
        switch call.type(at: 2) {
        case .none, .nil:
            return EdgeInsets(all: defaultLength)
        case .number:
            return EdgeInsets(all: checked(call.number(at: 2)!, "length"))
        case .table where call.arrayLength(of: 2) == 0:
            try checkKeys(table: 2, allowed: ["top", "leading", "bottom", "trailing"])
            return EdgeInsets(
                top: checked(try number(key: "top", table: 2) ?? 0, "top"),
                leading: checked(try number(key: "leading", table: 2) ?? 0, "leading"),
                bottom: checked(try number(key: "bottom", table: 2) ?? 0, "bottom"),
                trailing: checked(try number(key: "trailing", table: 2) ?? 0, "trailing"))
        case .string, .table:
            let edges = try edgeSet(at: 2)
            let length = checked(try number(at: 3, name: "length") ?? defaultLength, "length")
            return EdgeInsets(
                top: edges.contains("top") ? length : 0, leading: edges.contains("leading") ? length : 0,
                bottom: edges.contains("bottom") ? length : 0, trailing: edges.contains("trailing") ? length : 0)
        default:
            throw fail(
                "expected nothing, a length, edges and a length, or {top=, leading=, bottom=, trailing=}, got \(LuaBindings.describe(call, at: 2))"
            )
        }
    }

    /// Edge names: "all", "horizontal", "vertical", "top", "leading", "bottom", "trailing", or a list.
    private func edgeSet(at index: Int32) throws(LuaError) -> Set<String> {
        func edges(_ name: String) throws(LuaError) -> Set<String> {
            switch name {
            case "all": return ["top", "leading", "bottom", "trailing"]
            case "horizontal": return ["leading", "trailing"]
            case "vertical": return ["top", "bottom"]
            case "top", "leading", "bottom", "trailing": return [name]
            default:
                throw fail(
                    "unknown edge '\(name)'\(didYouMean(name, in: ScriptAPI.edges.values)) (\(ScriptAPI.edges.listed))")
            }
        }
        if let name = call.string(at: index) { return try edges(name) }
        var result: Set<String> = []
        for item in 0..<call.arrayLength(of: index) {
            call.element(item + 1, in: index)
            defer { call.pop(1) }
            guard let name = call.string(at: -1) else {
                throw fail("edge \(item + 1) must be an edge name, got \(LuaBindings.describe(call, at: -1))")
            }
            result.formUnion(try edges(name))
        }
        return result
    }

    /// `(x, y)` or `{x=, y=}` (a CGPoint); with `acceptsSize`, also `{width=, height=}` (a CGSize,
    /// for `offset`). Missing values are 0.
    func point(script: PlumbScript, acceptsSize: Bool = false) throws(LuaError) -> (Double, Double) {
        var x: Double?
        var y: Double?
        if call.type(at: 2) == .table {
            let keys = try checkKeys(
                table: 2, allowed: acceptsSize ? ["x", "y", "width", "height"] : ["x", "y"])
            if keys.containsAny(in: 0..<2), keys.containsAny(in: 2..<4) {
                throw fail("give x and y (a CGPoint) or width and height (a CGSize), not both")
            }
            x = try number(key: keys.containsAny(in: 2..<4) ? "width" : "x", table: 2)
            y = try number(key: keys.containsAny(in: 2..<4) ? "height" : "y", table: 2)
            try expectNoArguments(from: 3)
        } else {
            x = try number(at: 2, name: "x")
            y = try number(at: 3, name: "y")
        }
        func checked(_ value: Double?, _ name: String) -> Double {
            guard let value else { return 0 }
            guard value.isFinite else {
                script.warn(call, "\(function): \(name) = \(formatPoints(value)) is not finite; using 0")
                return 0
            }
            return value
        }
        return (checked(x, "x"), checked(y, "y"))
    }
}

/// The option names a function accepts (`frame`'s width, height, …), in a fixed order: a
/// table's keys are matched against them as bytes, and `PresentOptions` says which were given by
/// their positions here. Make the hot ones once (`static let`); an array literal works anywhere.
struct OptionNames: ExpressibleByArrayLiteral, Sendable {
    let names: [String]
    /// The names' UTF-8 bytes, each prefixed by its length, one after another.
    private let packed: [UInt8]

    init(_ names: [String]) {
        precondition(names.count <= 64, "at most 64 option names")
        precondition(names.allSatisfy { $0.utf8.count < 256 }, "option names are short")
        self.names = names
        packed = names.flatMap { [UInt8($0.utf8.count)] + Array($0.utf8) }
    }

    init(arrayLiteral names: String...) { self.init(names) }

    /// The keys of a table the registry declares (`ScriptAPI.frameOptions`), in its order.
    init(_ table: OptionTable) { self.init(table.keys) }

    /// The position of the name whose bytes are `key`, or nil.
    func index(of key: UnsafeRawBufferPointer) -> Int? {
        packed.withUnsafeBufferPointer { bytes -> Int? in
            var offset = 0
            var index = 0
            while offset < bytes.count {
                let length = Int(bytes[offset])
                if length == key.count, (0..<length).allSatisfy({ bytes[offset + 1 + $0] == key[$0] }) {
                    return index
                }
                offset += length + 1
                index += 1
            }
            return nil
        }
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// The position of `name`, which must be one of the names.
    func position(_ name: String) -> Int { names.firstIndex(of: name)! }
}

/// Which of an `OptionNames` a table has: one bit per name, by position.
struct PresentOptions: Sendable {
    private(set) var bits: UInt64 = 0

    mutating func insert(_ index: Int) { bits |= 1 << UInt64(index) }

    func contains(_ index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }

    /// Whether any of the positions in `range` is present.
    func containsAny(in range: Range<Int>) -> Bool {
        range.contains { contains($0) }
    }
}
