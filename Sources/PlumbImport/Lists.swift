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
    ]

    /// The helpers' lines for those the script uses, with a blank line after.
    var helperLines: [String] {
        var lines: [String] = []
        for (name, text) in Self.helperFunctions where helpers.contains(name) {
            lines.append("")
            lines.append(contentsOf: text)
        }
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
}
