import SwiftSyntax

// Custom alignments: `extension VerticalAlignment { static let x = VerticalAlignment(X.self) }` as Lua locals.

extension Translator {
    mutating func alignmentDecl(_ a: CustomAlignment) throws(ImportError) -> [String] {
        if let (h, v) = a.parts {
            let hs = try customPart(h, axis: "HorizontalAlignment")
            let vs = try customPart(v, axis: "VerticalAlignment")
            return ["\(mark(a.node))local \(a.luaName) = Alignment(\(hs), \(vs))"]
        }
        guard let id = types[a.idType], let f = id.member("defaultValue") else {
            throw fail(
                a.node,
                "the alignment ID \(a.idType) is not declared in this file (with `static func defaultValue(in:)`)",
                construct: a.idType)
        }
        let param = f.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "d"
        scopes.append([param: .value(param)])
        defer { scopes.removeLast() }
        let body = try functionBody(f.body, indent: 2, node: f.node, viewBuilder: false)
        if body.count == 1, body[0].hasPrefix("  return ") {
            let value = body[0].dropFirst(2)
            return [
                "\(mark(a.node))local \(a.luaName) = \(a.axis)(\(LuaWriter.quote(a.name)), function(\(param)) \(value) end)"
            ]
        }
        return ["\(mark(a.node))local \(a.luaName) = \(a.axis)(\(LuaWriter.quote(a.name)), function(\(param))"]
            + body + ["end)"]
    }

    /// One axis of `Alignment(horizontal: .x, vertical: .y)`.
    mutating func customPart(_ e: ExprSyntax, axis: String) throws(ImportError) -> String {
        if let m = e.as(MemberAccessExprSyntax.self) {
            let n = m.declName.baseName.text
            if let c = customAlignment(n, axis: axis) { return c }
            if m.base == nil { return "\(axis).\(n)" }
        }
        return try expr(e, indent: 0, role: .any)
    }

    /// The Lua local of a custom alignment: of the axis when given, else the one of that name
    /// (an `Alignment` pair first when `pair`).
    func customAlignment(_ name: String, axis: String?, pair: Bool = false) -> String? {
        if let axis { return alignments["\(axis).\(name)"]?.luaName }
        if pair, let a = alignments["Alignment.\(name)"] { return a.luaName }
        let found = alignments.values.filter { $0.name == name && $0.axis != "Alignment" }
        return found.count == 1 ? found[0].luaName : nil
    }
}
