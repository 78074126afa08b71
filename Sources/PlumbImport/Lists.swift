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
        ("numbers", Translator.numbersHelper),
        ("dates", Translator.datesHelper),
        ("formatters", Translator.formattersHelper),
        ("calendar", Translator.calendarHelper),
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
            "runtimeColour",
            [
                "-- Color(name) of a name known as the app runs: a \"#RRGGBB\" string as its colour, an asset's gray",
                "local function runtimeColour(name)",
                "  if type(name) == \"string\" and name:match(\"^#%x%x%x%x%x%x$\") then return Color(name) end",
                "  return Color.gray",
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
            "collectionEdits",
            Translator.lines(
                #"""
                -- Swift's collection edits on a Lua list, in place: removeAll(where:), removeAll(), sort(by:);
                -- firstIndex and lastIndex (from 0, nil when none), max(by:) and min(by:), reduce(into:)
                local function listRemoveWhere(list, f)
                  local n, kept = #list, 0
                  for i = 1, n do
                    local v = list[i]
                    if not f(v) then
                      kept = kept + 1
                      list[kept] = v
                    end
                  end
                  for i = kept + 1, n do list[i] = nil end
                end
                local function listRemoveAll(t) for k in pairs(t) do t[k] = nil end end
                local function listIndexWhere(list, f, last)
                  if type(list) == "string" then
                    local found
                    for i = 1, #list do if f(list:sub(i, i)) then found = i - 1 if not last then return found end end end
                    return found
                  end
                  local from, to, step = 1, #list, 1
                  if last then from, to, step = #list, 1, -1 end
                  for i = from, to, step do if f(list[i]) then return i - 1 end end
                  return nil
                end
                local function listExtremeBy(list, before, largest)
                  local best = list[1]
                  for i = 2, #list do
                    local v = list[i]
                    if largest and before(best, v) or not largest and before(v, best) then best = v end
                  end
                  return best
                end
                local function listReduceInto(list, value, f)
                  for _, v in ipairs(list) do value = f(value, v) end
                  return value
                end
                local function listSortInPlace(list, before)
                  before = before or function(a, b) return a < b end
                  for i = 2, #list do
                    local v, j = list[i], i - 1
                    while j >= 1 and before(v, list[j]) do
                      list[j + 1] = list[j]
                      j = j - 1
                    end
                    list[j + 1] = v
                  end
                end
                """#)
        ),
        (
            "sets",
            Translator.lines(
                #"""
                -- Swift's Set: a list without repeats, in the order its elements came (Swift's order is unspecified)
                local function setOf(list)
                  local out, seen = {}, {}
                  for _, v in ipairs(list or {}) do
                    if not seen[v] then
                      seen[v] = true
                      out[#out + 1] = v
                    end
                  end
                  return out
                end
                local function setInsert(set, x)
                  for _, v in ipairs(set) do if v == x then return false end end
                  set[#set + 1] = x
                  return true
                end
                local function setRemove(set, x)
                  for i, v in ipairs(set) do if v == x then return table.remove(set, i) end end
                  return nil
                end
                local function setUnion(a, b)
                  local out = setOf(a)
                  for _, v in ipairs(b) do setInsert(out, v) end
                  return out
                end
                local function setKeeping(a, b, keep)
                  local inB = {}
                  for _, v in ipairs(b) do inB[v] = true end
                  local out = {}
                  for _, v in ipairs(setOf(a)) do if (inB[v] == true) == keep then out[#out + 1] = v end end
                  return out
                end
                """#)
        ),
        (
            "dictionaries",
            Translator.lines(
                #"""
                -- Swift's Dictionary: a table by key (count and isEmpty count its keys); keys and values in the
                -- order of the keys sorted (Swift's order is unspecified); Dictionary(grouping:by:)
                local DictionaryMeta = {
                  __len = function(d)
                    local n = 0
                    for _ in pairs(d) do n = n + 1 end
                    return n
                  end,
                }
                local function dictionaryOf(t) return setmetatable(t or {}, DictionaryMeta) end
                local function dictionaryKeys(d)
                  local keys = {}
                  for k in pairs(d) do keys[#keys + 1] = k end
                  table.sort(keys, function(a, b)
                    if type(a) == type(b) and (type(a) == "number" or type(a) == "string") then return a < b end
                    return tostring(a) < tostring(b)
                  end)
                  return keys
                end
                local function dictionaryValues(d)
                  local out = {}
                  for i, k in ipairs(dictionaryKeys(d)) do out[i] = d[k] end
                  return out
                end
                local function dictionaryGrouping(list, key)
                  local out = dictionaryOf()
                  for _, v in ipairs(list) do
                    local k = key(v)
                    if out[k] == nil then out[k] = {} end
                    local group = out[k]
                    group[#group + 1] = v
                  end
                  return out
                end
                """#)
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

    /// The helpers that call others, with all they call (declared before them in `helperFunctions`).
    static let helperNeeds: [(String, [String])] = [
        ("formatters", ["numbers", "dates"]), ("calendar", ["dates", "numbers"]), ("dates", ["numbers"]),
    ]

    /// The helpers' lines for those the script uses, with a blank line after.
    var helperLines: [String] {
        var lines: [String] = []
        var used = helpers
        for (name, needs) in Self.helperNeeds where used.contains(name) { used.formUnion(needs) }
        for (name, text) in Self.helperFunctions where used.contains(name) {
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
        } else if let a = c.arguments.first, c.arguments.count == 1, let path = a.expression.as(KeyPathExprSyntax.self)
        {
            // `items.map(\.amount)`: the function reading the key path.
            f = keyPathFunction(path)
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

    /// `reduce(into:)`'s closure, which changes its first value in place (`{ totals, item in totals += … }`):
    /// a function that returns that value when its statements are done.
    mutating func intoClosure(_ c: ClosureExprSyntax, indent: Int) throws(ImportError) -> String {
        var params = closureParameters(c)
        let shorthand = c.signature == nil && c.statements.trimmedDescription.contains("$0")
        if shorthand { params = ["value", "value2"] }
        guard params.count == 2 else {
            throw fail(c, "reduce(into:)'s closure takes the value and an element", construct: "reduce(into:)")
        }
        let saved = shorthandName
        if shorthand { shorthandName = "value" }
        scopes.append(
            Dictionary(
                uniqueKeysWithValues: params.filter { $0 != "_" }.map { ($0, Binding.value(LuaWriter.identifier($0))) })
        )
        defer {
            scopes.removeLast()
            shorthandName = saved
        }
        let names = params.map(LuaWriter.identifier)
        var lines = try statements(c.statements, indent: indent + 2)
        lines.append(String(repeating: " ", count: indent + 2) + "return \(names[0])")
        return "function(\(names.joined(separator: ", ")))\n" + lines.joined(separator: "\n") + "\n"
            + String(repeating: " ", count: indent) + "end"
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
        case "reduce"
        where labels.first != "into" && (c.arguments.count == 2 || (c.arguments.count == 1 && hasClosure)):
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
        case "append" where labels == [nil]:
            return "table.insert(\(try source()), \(try argument(0)))"
        case "append" where labels == ["contentsOf"]:
            let s = try source()
            let more = try argument(0)
            return "table.move(\(more), 1, #\(more), #\(s) + 1, \(s))"
        case "insert" where labels == [nil, "at"]:
            return "table.insert(\(try source()), \(try argument(1)) + 1, \(try argument(0)))"
        case "insert" where labels == [nil]:
            // A Set's insert: the element added unless it is there.
            helpers.insert("sets")
            return "setInsert(\(try source()), \(try argument(0)))"
        case "remove" where labels == ["at"]:
            return "table.remove(\(try source()), \(try argument(0)) + 1)"
        case "remove" where labels == [nil]:
            helpers.insert("sets")
            return "setRemove(\(try source()), \(try argument(0)))"
        case "removeFirst" where labels.isEmpty && !hasClosure:
            return "table.remove(\(try source()), 1)"
        case "removeLast" where labels.isEmpty && !hasClosure, "popLast" where labels.isEmpty && !hasClosure:
            return "table.remove(\(try source()))"
        case "removeAll" where labels == ["where"] || (labels.isEmpty && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("collectionEdits")
            return "listRemoveWhere(\(try source()), \(f))"
        case "removeAll" where labels.isEmpty || labels == ["keepingCapacity"]:
            helpers.insert("collectionEdits")
            return "listRemoveAll(\(try source()))"
        case "firstIndex" where labels == ["of"], "lastIndex" where labels == ["of"]:
            helpers.insert("collectionEdits")
            let last = name == "lastIndex" ? ", true" : ""
            return "listIndexWhere(\(try source()), function(v) return v == \(try argument(0)) end\(last))"
        case "firstIndex" where labels == ["where"] || (labels.isEmpty && hasClosure),
            "lastIndex" where labels == ["where"] || (labels.isEmpty && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("collectionEdits")
            return "listIndexWhere(\(try source()), \(f)\(name == "lastIndex" ? ", true" : ""))"
        case "max" where labels == ["by"] || (labels.isEmpty && hasClosure),
            "min" where labels == ["by"] || (labels.isEmpty && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("collectionEdits")
            return "listExtremeBy(\(try source()), \(f), \(name == "max"))"
        case "reduce" where labels.first == "into":
            guard let body = c.trailingClosure ?? c.arguments.last?.expression.as(ClosureExprSyntax.self) else {
                return nil
            }
            helpers.insert("collectionEdits")
            return "listReduceInto(\(try source()), \(try argument(0)), \(try intoClosure(body, indent: indent)))"
        case "sort" where labels.isEmpty && !hasClosure:
            helpers.insert("collectionEdits")
            return "listSortInPlace(\(try source()))"
        case "sort" where labels == ["by"] || (labels.isEmpty && hasClosure):
            guard let f = try functionArgument(c, indent: indent) else { return nil }
            helpers.insert("collectionEdits")
            return "listSortInPlace(\(try source()), \(f))"
        case "union" where labels == [nil]:
            helpers.insert("sets")
            return "setUnion(\(try source()), \(try list(Array(c.arguments)[0].expression, indent: indent)))"
        case "intersection" where labels == [nil], "subtracting" where labels == [nil]:
            helpers.insert("sets")
            let other = try list(Array(c.arguments)[0].expression, indent: indent)
            return "setKeeping(\(try source()), \(other), \(name == "intersection"))"
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
