import PlumbScriptAPI
import SwiftSyntax

// Calls of members: `value.method(…)`, `Type.staticFunction(…)`, and modifiers.

extension Translator {
    /// A call of a member (`base.name(…)`, `.name(…)`): `.init`, `self.`, a value type's static,
    /// the app's types' statics and methods, an extension's method, Foundation's and collections'
    /// methods; else a modifier of the view `base` is.
    mutating func memberCall(
        _ c: FunctionCallExprSyntax, _ m: MemberAccessExprSyntax, indent: Int, role: Role
    ) throws(ImportError) -> String {
        let name = m.declName.baseName.text
        guard let base = m.base else {
            if Self.startsPostfixIfClause(c) {
                // `#if !os(macOS) .textInputAutocapitalization(.never) #endif`: a modifier of the base.
                return try modifier(base: nil, name: name, c, declName: m.declName, indent: indent)
            }
            return try implicitCall(c, name: name, node: m, indent: indent, role: role)
        }
        if name == "init", let type = base.as(DeclReferenceExprSyntax.self) {
            // `HStack.init(spacing: 8) { … }` is `HStack(spacing: 8) { … }`.
            // Spaces stand in for `.init` so that what follows keeps its Swift column.
            let width = m.totalLength.utf8Length - type.totalLength.utf8Length
            let padded = type.with(\.trailingTrivia, type.trailingTrivia + .spaces(width))
            return try call(c.with(\.calledExpression, ExprSyntax(padded)), indent: indent, role: role)
        }
        let baseText = base.trimmedDescription
        if baseText == "self", lookup(name) != nil {
            // `self.content(row, column)` is `content(row, column)`; spaces stand in for `self.`
            // so that what follows keeps its Swift column.
            let width = m.totalLength.utf8Length - m.declName.totalLength.utf8Length
            let reference = DeclReferenceExprSyntax(baseName: m.declName.baseName)
                .with(\.leadingTrivia, m.leadingTrivia + .spaces(width))
            return try callText(c.with(\.calledExpression, ExprSyntax(reference)), indent: indent, role: role)
        }
        if valueTypes.contains(baseText) && !(types[baseText] != nil) {
            return try valueCall("\(baseText).\(name)", c, indent: indent)
        }
        if baseText == "Angle" { return try angle(name, c, indent: indent) }
        if baseText == "Binding", name == "constant", c.arguments.count == 1 {
            return try expr(c.arguments.first!.expression, indent: indent, role: role)
        }
        if baseText == "String" || baseText == "Array" {
            throw fail(m, "\(baseText).\(name) is not translated", construct: m.trimmedDescription)
        }
        if let owner = types[baseText.split(separator: ".").last.map(String.init) ?? baseText] {
            // `Home.AllScrums()`: a type declared inside another, made by its own name.
            if let nested = types[name], nested.kind != .previewProvider {
                return try construct(nested, c, indent: indent)
            }
            // `Item.make(3)`: a static function of the app's type.
            if let f = owner.members.first(where: { $0.isStatic && $0.isFunction && $0.name == name }) {
                return try userCall(
                    "\(LuaWriter.identifier(owner.name)).\(LuaWriter.identifier(name))", parameters: f.parameters,
                    c,
                    indent: indent)
            }
        }
        if let f = valueExtension(name), f.isFunction, types[baseText] == nil {
            // `total.rounded(to: 2)`: a method of an extension of a value type, a function of it.
            let call = try userCall(LuaWriter.identifier(name), parameters: f.parameters, c, indent: indent)
            let value = try expr(base, indent: indent, role: .any)
            return call.replacingFirst(
                "(", with: "(\(value)" + (c.arguments.isEmpty && c.trailingClosure == nil ? "" : ", "))
        }
        if name == "map" { return try map(base, c, indent: indent) }
        if !vocabulary.modifiers.contains(name), let method = try foundationMethod(name, base, c, indent: indent) {
            return method
        }
        if !vocabulary.modifiers.contains(name), let method = try collectionMethod(name, base, c, indent: indent) {
            return method
        }
        if !vocabulary.modifiers.contains(name),
            let owner = types.values.first(where: { t in
                t.kind == .other && t.members.contains { $0.name == name && $0.isFunction && !$0.isStatic }
            })
        {
            // A method of the file's model (`item.describe()`) or enum (`tab.colour()`).
            var args = try c.arguments.map { (a) throws(ImportError) in
                try expr(a.expression, indent: indent, role: .any)
            }
            let b = try expr(base, indent: indent, role: .any, precedence: 10)
            if owner.isEnum {
                args.insert(b, at: 0)
                return "\(owner.name).\(LuaWriter.identifier(name))(\(args.joined(separator: ", ")))"
            }
            return "\(b).\(LuaWriter.identifier(name))(\(args.joined(separator: ", ")))"
        }
        return try modifier(base: base, name: name, c, declName: m.declName, indent: indent)
    }
}
