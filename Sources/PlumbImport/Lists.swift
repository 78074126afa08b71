import SwiftSyntax

/// Swift's arrays made from ranges and `map`: Lua lists built by two small local functions the
/// script declares at its top when it uses them (`mapList`, `rangeList`).
extension Translator {
    /// The Lua of each helper, by name, in the order they are declared.
    static let helperFunctions: [(String, [String])] = [
        (
            "uuid",
            [
                "-- Swift's UUID(): a made-up one, as long as Swift's (an id moves no frame)",
                "local uuidCount = 0",
                "local function uuid()",
                "  uuidCount = uuidCount + 1",
                "  return string.format(\"00000000-0000-0000-0000-%012d\", uuidCount)",
                "end",
            ]
        ),
        (
            "unicodeScalar",
            [
                "-- Swift's UnicodeScalar(n): its character, nil for a number that is no scalar value",
                "local function unicodeScalar(n)",
                "  if math.type(n) ~= \"integer\" or n < 0 or n > 0x10FFFF or (n >= 0xD800 and n <= 0xDFFF) then",
                "    return nil",
                "  end",
                "  return utf8.char(n)",
                "end",
            ]
        ),
        (
            "rawValue",
            [
                "-- An enum case is its name; its raw value is the name unless the Swift gives another",
                "local rawValues = {}",
                "local function rawValue(case)",
                "  local raw = rawValues[case]",
                "  if raw == nil then return case end",
                "  return raw",
                "end",
            ]
        ),
        (
            "bundle",
            [
                "-- Bundle.main's url(forResource:withExtension:): the file's name when the app has it, else nil",
                "local function bundleFile(name, extension)",
                "  if name == nil then return nil end",
                "  local file = (extension and extension ~= \"\") and (name .. \".\" .. extension) or name",
                "  if bundleFiles[file] then return file end",
                "  return nil",
                "end",
                "-- Data(contentsOf:) of a file of the bundle: its text",
                "local function bundleData(file)",
                "  local text = file and bundleFiles[file]",
                "  if text == nil then error(\"no file \" .. tostring(file) .. \" in the app's folder\", 2) end",
                "  return text",
                "end",
            ]
        ),
        (
            "decodeJSON",
            [
                "-- JSONDecoder().decode(T.self, from: data): the JSON's values; an object of the app's",
                "-- type (or a list of them) is made by that type's function, as its init(from:) would",
                "local function decodeJSON(text, make, isList)",
                "  local at = 1",
                "  local function fail(what) error(\"the JSON is not valid at byte \" .. at .. \": \" .. what, 0) end",
                "  local function space() at = string.find(text, \"[^ \\t\\r\\n]\", at) or #text + 1 end",
                "  local value",
                "  local function str()",
                "    local out, i = {}, at + 1",
                "    while true do",
                "      local c = string.sub(text, i, i)",
                "      if c == \"\" then fail(\"a string never ends\") end",
                "      if c == '\"' then at = i + 1; return table.concat(out) end",
                "      if c == \"\\\\\" then",
                "        local e = string.sub(text, i + 1, i + 1)",
                "        if e == \"u\" then",
                "          out[#out + 1] = utf8.char(tonumber(string.sub(text, i + 2, i + 5), 16) or 63)",
                "          i = i + 6",
                "        else",
                "          out[#out + 1] = ({ n = \"\\n\", t = \"\\t\", r = \"\\r\", b = \"\\b\", f = \"\\f\" })[e] or e",
                "          i = i + 2",
                "        end",
                "      else",
                "        out[#out + 1] = c",
                "        i = i + 1",
                "      end",
                "    end",
                "  end",
                "  function value()",
                "    space()",
                "    local c = string.sub(text, at, at)",
                "    if c == \"{\" then",
                "      local object = {}",
                "      at = at + 1",
                "      space()",
                "      if string.sub(text, at, at) == \"}\" then at = at + 1; return object end",
                "      while true do",
                "        space()",
                "        if string.sub(text, at, at) ~= '\"' then fail(\"a key was expected\") end",
                "        local key = str()",
                "        space()",
                "        if string.sub(text, at, at) ~= \":\" then fail(\"':' was expected\") end",
                "        at = at + 1",
                "        object[key] = value()",
                "        space()",
                "        local d = string.sub(text, at, at)",
                "        at = at + 1",
                "        if d == \"}\" then return object end",
                "        if d ~= \",\" then fail(\"',' or '}' was expected\") end",
                "      end",
                "    elseif c == \"[\" then",
                "      local list = {}",
                "      at = at + 1",
                "      space()",
                "      if string.sub(text, at, at) == \"]\" then at = at + 1; return list end",
                "      while true do",
                "        list[#list + 1] = value()",
                "        space()",
                "        local d = string.sub(text, at, at)",
                "        at = at + 1",
                "        if d == \"]\" then return list end",
                "        if d ~= \",\" then fail(\"',' or ']' was expected\") end",
                "      end",
                "    elseif c == '\"' then",
                "      return str()",
                "    elseif string.sub(text, at, at + 3) == \"true\" then at = at + 4; return true",
                "    elseif string.sub(text, at, at + 4) == \"false\" then at = at + 5; return false",
                "    elseif string.sub(text, at, at + 3) == \"null\" then at = at + 4; return nil",
                "    else",
                "      local number = string.match(text, \"^-?%d+%.?%d*[eE]?[-+]?%d*\", at)",
                "      if number == nil or number == \"\" then fail(\"a value was expected\") end",
                "      at = at + #number",
                "      return math.tointeger(tonumber(number)) or tonumber(number)",
                "    end",
                "  end",
                "  local decoded = value()",
                "  if make == nil then return decoded end",
                "  if not isList then return make(decoded) end",
                "  local made = {}",
                "  for i, element in ipairs(decoded) do made[i] = make(element) end",
                "  return made",
                "end",
            ]
        ),
        (
            "madeAs",
            [
                "-- Values read as the app's model (decoded JSON): made by the model's function",
                "local function madeAs(make, value, isList)",
                "  if type(value) ~= \"table\" then return value end",
                "  if not isList then return make(value) end",
                "  local made = {}",
                "  for i, element in ipairs(value) do made[i] = make(element) end",
                "  return made",
                "end",
            ]
        ),
        (
            "tryOptional",
            [
                "-- Swift's try?: the value, or nil when it throws",
                "local function tryOptional(make)",
                "  local ok, value = pcall(make)",
                "  if ok then return value end",
                "  return nil",
                "end",
            ]
        ),
        (
            "integerDivision",
            [
                "-- Swift's Int division: the quotient truncated toward zero",
                "local function integerDivision(a, b)",
                "  local q = a // b",
                "  if q < 0 and q * b ~= a then q = q + 1 end",
                "  return q",
                "end",
            ]
        ),
        (
            "enumCase",
            [
                "-- An enum made from a raw value: the case whose raw value it is, else nil",
                "local function enumCase(enum, raw)",
                "  for _, case in ipairs(enum.allCases) do",
                "    if rawValue(case) == raw then return case end",
                "  end",
                "  return nil",
                "end",
            ]
        ),
        (
            "enumMember",
            [
                "-- A computed property two enums declare: the one of the enum whose case the value is",
                "local enumsOfCase = {}",
                "local function enumMember(value, name)",
                "  if type(value) ~= \"string\" then return value ~= nil and value[name] or nil end",
                "  for _, enum in ipairs(enumsOfCase[value] or {}) do",
                "    local property = rawget(enum, name)",
                "    if property ~= nil then return property(value) end",
                "  end",
                "  return nil",
                "end",
            ]
        ),
        ("dates", Translator.datesHelper),
        (
            "guardedStatement",
            [
                "-- A statement of an init that fails as it runs is left out, with a warning at the failing line",
                "local function guardedStatement(label, run)",
                "  local ok, message = pcall(run)",
                "  if not ok then Placeholder(label, { error = tostring(message), instead = \"is left out\" }) end",
                "end",
            ]
        ),
        (
            "guardedValue",
            [
                "-- A value that fails as it is computed is nil, with a warning at the failing line",
                "local function guardedValue(label, make)",
                "  local ok, value = pcall(make)",
                "  if ok then return value end",
                "  Placeholder(label, { error = tostring(value), instead = \"is nil\" })",
                "  return nil",
                "end",
            ]
        ),
        (
            "guarded",
            [
                "-- A view that fails as it is made is drawn as a placeholder, with a warning at the failing line",
                "local function guarded(label, make)",
                "  local ok, view = pcall(make)",
                "  if ok then return view end",
                "  return Placeholder(label, { error = tostring(view) })",
                "end",
            ]
        ),
        (
            "environmentObject",
            [
                "-- An object an ancestor puts in the environment: one of each type for the whole script, made",
                "-- with no arguments (unless the view is given one)",
                "local environmentObjects = {}",
                "local function environmentObject(make, name)",
                "  local object = environmentObjects[name]",
                "  if object == nil then",
                "    object = make()",
                "    environmentObjects[name] = object",
                "  end",
                "  return object",
                "end",
            ]
        ),
        (
            "capitalized",
            [
                "-- Swift's capitalized: each word's first letter upper case, the rest lower case",
                "local function capitalized(s)",
                "  return (string.gsub(s, \"(%a)([%w']*)\", function(a, b) return string.upper(a) .. string.lower(b) end))",
                "end",
            ]
        ),
        (
            "rangeList",
            [
                "-- Swift's lo...hi as a list (ranges in Swift are values; in Lua they are loops)",
                "local function rangeList(lo, hi)",
                "  local out = {}",
                "  for i = lo, hi do out[#out + 1] = i end",
                "  return out",
                "end",
            ]
        ),
        (
            "repeatList",
            [
                "-- Swift's Array(repeating:count:)",
                "local function repeatList(value, count)",
                "  local out = {}",
                "  for i = 1, count do out[i] = value end",
                "  return out",
                "end",
            ]
        ),
        (
            "mapList",
            [
                "-- Swift's map: a new list of f(element)",
                "local function mapList(list, f)",
                "  local out = {}",
                "  for i, v in ipairs(list) do out[i] = f(v) end",
                "  return out",
                "end",
            ]
        ),
        (
            "filterList",
            [
                "-- Swift's filter: the elements for which f is true",
                "local function filterList(list, f)",
                "  local out = {}",
                "  for _, v in ipairs(list) do if f(v) then out[#out + 1] = v end end",
                "  return out",
                "end",
            ]
        ),
        (
            "compactMapList",
            [
                "-- Swift's compactMap: f(element) for each element where it is not nil",
                "local function compactMapList(list, f)",
                "  local out = {}",
                "  for i = 1, #list do",
                "    local v = f(list[i])",
                "    if v ~= nil then out[#out + 1] = v end",
                "  end",
                "  return out",
                "end",
            ]
        ),
        (
            "reduceList",
            [
                "-- Swift's reduce: f applied from the initial value through each element",
                "local function reduceList(list, value, f)",
                "  for _, v in ipairs(list) do value = f(value, v) end",
                "  return value",
                "end",
            ]
        ),
        (
            "sortedList",
            [
                "-- Swift's sorted: a sorted copy (stable, as Swift's sort is), by < unless told",
                "local function sortedList(list, before)",
                "  before = before or function(a, b) return a < b end",
                "  local out = {}",
                "  for i, v in ipairs(list) do",
                "    local j = i - 1",
                "    while j >= 1 and before(v, out[j]) do out[j + 1] = out[j]; j = j - 1 end",
                "    out[j + 1] = v",
                "  end",
                "  return out",
                "end",
            ]
        ),
        (
            "sliceList",
            [
                "-- Swift's prefix, suffix, dropFirst, dropLast, reversed: elements i through j (of a string, characters)",
                "local function sliceList(list, i, j, step)",
                "  if type(list) == \"string\" then return string.sub(list, i, j) end",
                "  local out = {}",
                "  for k = i, j, step or 1 do if list[k] ~= nil then out[#out + 1] = list[k] end end",
                "  return out",
                "end",
            ]
        ),
        (
            "containsList",
            [
                "-- Swift's contains: whether an element is equal (of a string, whether it holds the text)",
                "local function containsList(list, x)",
                "  if type(list) == \"string\" then return string.find(list, x, 1, true) ~= nil end",
                "  for _, v in ipairs(list) do if v == x then return true end end",
                "  return false",
                "end",
            ]
        ),
        (
            "firstWhere",
            [
                "-- Swift's first(where:): the first element for which f is true, or nil",
                "local function firstWhere(list, f)",
                "  for _, v in ipairs(list) do if f(v) then return v end end",
                "  return nil",
                "end",
            ]
        ),
        (
            "allSatisfy",
            [
                "-- Swift's allSatisfy: whether f is true for every element",
                "local function allSatisfy(list, f)",
                "  for _, v in ipairs(list) do if not f(v) then return false end end",
                "  return true",
                "end",
            ]
        ),
        (
            "firstOf",
            [
                "-- Swift's first and last: an element (of a string, a character), or nil",
                "local function firstOf(list, last)",
                "  if type(list) == \"string\" then",
                "    if list == \"\" then return nil end",
                "    return last and string.sub(list, -1) or string.sub(list, 1, 1)",
                "  end",
                "  return last and list[#list] or list[1]",
                "end",
            ]
        ),
        (
            "extremeOf",
            [
                "-- Swift's max() and min() of a list: its largest or smallest element, or nil",
                "local function extremeOf(list, largest)",
                "  local best = list[1]",
                "  for _, v in ipairs(list) do",
                "    if (largest and v > best) or (not largest and v < best) then best = v end",
                "  end",
                "  return best",
                "end",
            ]
        ),
        (
            "splitString",
            [
                "-- Swift's split(separator:) and components(separatedBy:): the parts of a string",
                "local function splitString(s, separator, keepEmpty)",
                "  local out, start = {}, 1",
                "  while true do",
                "    local i, j = string.find(s, separator, start, true)",
                "    local part = string.sub(s, start, (i or 0) - 1)",
                "    if keepEmpty or part ~= \"\" then out[#out + 1] = part end",
                "    if not i then return out end",
                "    start = j + 1",
                "  end",
                "end",
            ]
        ),
    ]

    /// The helpers' lines for those the script uses, with a blank line after.
    var helperLines: [String] {
        var lines: [String] = []
        for (name, text) in Self.helperFunctions where helpers.contains(name) {
            lines.append("")
            if name == "bundle" { lines.append(contentsOf: bundleFilesLines) }
            lines.append(contentsOf: text)
        }
        return lines
    }

    /// The app's JSON files the script names (a string literal of the reached code equal to the
    /// file's name, or to its name without `.json`), as `Bundle.main` would hold them.
    var bundleFilesLines: [String] {
        var lines = ["-- The app's JSON files the view reads, as its bundle holds them (read from its folder)"]
        lines.append("local bundleFiles = {")
        for name in bundleResources.keys.sorted() where namedResources.contains(name) {
            // One line, its line breaks escaped: the script's lines stay the Swift's.
            lines.append("  [\(LuaWriter.quote(name))] = \(LuaWriter.quote(bundleResources[name]!)),")
        }
        lines.append("}")
        return lines
    }

    /// A sequence as a Lua list: a range (`1...1000`, `(0..<n)`, `items.indices`) made into one,
    /// `Array(x)` as `x`, any other value as itself.
    mutating func list(_ e: ExprSyntax, indent: Int) throws(ImportError) -> String {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return try list(only.expression, indent: indent)
        }
        if let seq = rangeLiteral(e), let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self) {
            let lo = try expr(seq.elements.first!, indent: indent, role: .any)
            var hi = try expr(seq.elements.last!, indent: indent, role: .any)
            if op.operator.text == "..<" { hi = LuaWriter.minusOne(hi) }
            helpers.insert("rangeList")
            return "rangeList(\(lo), \(hi))"
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices", let base = m.base {
            // Swift's indices count from 0 (and `items[i]` is written `items[i + 1]`).
            helpers.insert("rangeList")
            return "rangeList(0, #\(try expr(base, indent: indent, role: .any, precedence: 10)) - 1)"
        }
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.trimmedDescription == "Array",
            c.arguments.count == 1, let only = c.arguments.first, only.label == nil
        {
            return try list(only.expression, indent: indent)
        }
        return try expr(e, indent: indent, role: .any)
    }

    /// `items.map { … }`, `(1...10).map(f)`: `mapList(items, function(value) … end)`.
    mutating func map(_ base: ExprSyntax, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        let source = try list(base, indent: indent)
        let f: String
        if let t = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) {
            f = try closure(t, indent: indent, views: true)
        } else if let a = c.arguments.first, c.arguments.count == 1 {
            f = try expr(a.expression, indent: indent, role: .any)
        } else {
            throw fail(c, "map needs a closure", construct: "map")
        }
        helpers.insert("mapList")
        return "mapList(\(source), \(f))"
    }

    /// `+`, `<` and the like given as a function (`reduce(0, +)`, `sorted(by: >)`), else nil.
    func operatorFunction(_ e: ExprSyntax) -> String? {
        guard let r = e.as(DeclReferenceExprSyntax.self) else { return nil }
        let op = r.baseName.text
        let lua = ["+": "+", "-": "-", "*": "*", "/": "/", "<": "<", ">": ">", "<=": "<=", ">=": ">=", "==": "=="]
        guard let l = lua[op] else { return nil }
        return "function(a, b) return a \(l) b end"
    }

    /// The function a collection method is given: a closure, a function's name or an operator.
    mutating func functionArgument(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        if let t = c.trailingClosure { return try closure(t, indent: indent, views: false) }
        guard let a = c.arguments.last else { return nil }
        if let op = operatorFunction(a.expression) { return op }
        if let cl = a.expression.as(ClosureExprSyntax.self) { return try closure(cl, indent: indent, views: false) }
        if let path = a.expression.as(KeyPathExprSyntax.self) { return keyPathFunction(path) }
        return try expr(a.expression, indent: indent, role: .any)
    }

    /// A key path given as a function (`filter(\.isFavorite)`, `map(\.name)`): the function reading it.
    func keyPathFunction(_ path: KeyPathExprSyntax) -> String {
        let names = path.components.compactMap {
            $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
        guard !names.isEmpty else { return "function(value) return value end" }
        return "function(value) return value" + names.map(LuaWriter.fieldAccess).joined() + " end"
    }

    /// Swift's collection and string methods on values (`items.filter { … }`, `words.joined(separator: ", ")`,
    /// `scores.reduce(0, +)`, `names.sorted()`): small local functions the script declares when it
    /// uses them. Nil when `name` is not one of them.
    mutating func collectionMethod(_ name: String, _ base: ExprSyntax, _ c: FunctionCallExprSyntax, indent: Int)
        throws(ImportError) -> String?
    {
        let labels = c.arguments.map { $0.label?.text }
        let hasClosure = c.trailingClosure != nil
        func source() throws(ImportError) -> String { try list(base, indent: indent) }
        func argument(_ index: Int) throws(ImportError) -> String {
            try expr(Array(c.arguments)[index].expression, indent: indent, role: .any)
        }
        switch name {
        case "filter", "compactMap", "allSatisfy":
            guard let f = try functionArgument(c, indent: indent), c.arguments.count + (hasClosure ? 1 : 0) == 1
            else { return nil }
            let helper = name == "filter" ? "filterList" : name == "compactMap" ? "compactMapList" : "allSatisfy"
            helpers.insert(helper)
            return "\(helper)(\(try source()), \(f))"
        case "first" where labels == ["where"] || (labels.isEmpty && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("firstWhere")
            return "firstWhere(\(try source()), \(f))"
        case "contains" where labels == ["where"] || (labels.isEmpty && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("firstWhere")
            return "(firstWhere(\(try source()), \(f)) ~= nil)"
        case "contains" where labels == [nil]:
            helpers.insert("containsList")
            return "containsList(\(try source()), \(try argument(0)))"
        case "reduce" where c.arguments.count == 2 || (c.arguments.count == 1 && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("reduceList")
            return "reduceList(\(try source()), \(try argument(0)), \(f))"
        case "sorted" where labels.isEmpty && !hasClosure:
            helpers.insert("sortedList")
            return "sortedList(\(try source()))"
        case "sorted" where labels == ["by"] || (labels.isEmpty && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("sortedList")
            return "sortedList(\(try source()), \(f))"
        case "reversed" where c.arguments.isEmpty:
            helpers.insert("sliceList")
            let s = try source()
            return "sliceList(\(s), #\(s), 1, -1)"
        case "prefix" where labels == [nil]:
            helpers.insert("sliceList")
            return "sliceList(\(try source()), 1, \(try argument(0)))"
        case "suffix" where labels == [nil]:
            helpers.insert("sliceList")
            let s = try source()
            return "sliceList(\(s), #\(s) - \(try argument(0)) + 1, #\(s))"
        case "dropFirst" where labels.isEmpty || labels == [nil]:
            helpers.insert("sliceList")
            let n = c.arguments.isEmpty ? "1" : try argument(0)
            return "sliceList(\(try source()), \(n) + 1, math.maxinteger)"
        case "dropLast" where labels.isEmpty || labels == [nil]:
            helpers.insert("sliceList")
            let s = try source()
            let n = c.arguments.isEmpty ? "1" : try argument(0)
            return "sliceList(\(s), 1, #\(s) - \(n))"
        case "joined" where labels.isEmpty || labels == ["separator"]:
            let separator = c.arguments.isEmpty ? "\"\"" : try argument(0)
            return "table.concat(\(try source()), \(separator))"
        case "max" where c.arguments.isEmpty && !hasClosure, "min" where c.arguments.isEmpty && !hasClosure:
            helpers.insert("extremeOf")
            return "extremeOf(\(try source()), \(name == "max"))"
        case "hasPrefix" where labels == [nil]:
            let s = try expr(base, indent: indent, role: .any, precedence: 10)
            let p = try argument(0)
            return "(string.sub(\(s), 1, #\(p)) == \(p))"
        case "hasSuffix" where labels == [nil]:
            let s = try expr(base, indent: indent, role: .any, precedence: 10)
            let p = try argument(0)
            return "(\(p) == \"\" or string.sub(\(s), -#\(p)) == \(p))"
        case "split" where labels == ["separator"]:
            helpers.insert("splitString")
            return "splitString(\(try expr(base, indent: indent, role: .any)), \(try argument(0)))"
        case "components" where labels == ["separatedBy"]:
            helpers.insert("splitString")
            return "splitString(\(try expr(base, indent: indent, role: .any)), \(try argument(0)), true)"
        default:
            return nil
        }
    }
}
