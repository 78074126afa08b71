import SwiftSyntax

/// The file's own value types: model structs (`struct Item: Identifiable { let name: String }`),
/// view models (`class VM: ObservableObject { @Published var … }`), enums (`enum Tab: String,
/// CaseIterable`) and custom shapes. A model is a Lua table of its values, made by a function of
/// its memberwise initialiser; an enum's cases are their names (as implicit members are, so
/// `tab == .home` compares names), its table holds `allCases` and its computed properties as
/// functions of a case; a custom Shape is laid out as a Rectangle (a shape fills what it is
/// offered; Plumb draws no paths).
extension Translator {
    /// A custom Shape: a Rectangle, said so.
    func shapeFunction(_ info: TypeInfo) -> [String] {
        let props = info.properties.filter { !$0.isConstant }.isEmpty ? "" : "props"
        return [
            "\(mark(info.node))local function \(info.name)(\(props))",
            "  return Rectangle()"
                + LuaWriter.note("\(info.name) is a custom Shape: laid out as a Rectangle (Plumb draws no paths)"),
            "end",
        ]
    }

    /// The enum that declares a computed property of this name, when exactly one does and no other
    /// type has a property of that name (then `x.title` is `Tab.title(x)`).
    func enumMember(_ name: String) -> String? {
        let enums = types.values.filter { $0.isEnum && $0.members.contains { m in m.name == name && !m.isStatic } }
        guard enums.count == 1 else { return nil }
        let others = types.values.filter {
            !$0.isEnum
                && ($0.properties.contains { p in p.name == name } || $0.members.contains { m in m.name == name })
        }
        return others.isEmpty ? enums[0].name : nil
    }

    /// A model's, view model's or enum's Lua.
    mutating func modelDeclaration(_ info: TypeInfo) throws(ImportError) -> [String] {
        var lines: [String] = []
        let name = info.name
        if info.isEnum || info.properties.isEmpty {
            // A table: the cases' names, statics, and (for an enum) computed properties of a case.
            var fields: [String] = []
            if info.isEnum {
                fields.append(
                    "allCases = "
                        + LuaWriter.table(
                            "", options: [], items: info.cases.map { LuaWriter.quote($0.name) }, indent: 2))
            }
            scopes.append([:])
            defer { scopes.removeLast() }
            for s in info.statics {
                if lenient {
                    // Computed once every function is defined (`defaultValue = ChartStyle(…)` of a
                    // type declared later).
                    let target = "\(mark(s.node))\(LuaWriter.identifier(name))\(LuaWriter.fieldAccess(s.name))"
                    deferredStatics += try orStandIn(s.node, standIn: [], named: "\(name).\(s.name)") {
                        (t: inout Translator) throws(ImportError) in
                        let value = t.madeAsDeclared(s.node, s.value, try t.expr(s.value, indent: 2, role: .any))
                        return t.guardedValue("\(name).\(s.name)", target: target, lines: ["  return " + value])
                    }
                    continue
                }
                fields.append("\(mark(s.node))\(LuaWriter.key(s.name)) = \(try expr(s.value, indent: 2, role: .any))")
            }
            lines.append(
                "\(mark(info.node))local \(name) = " + LuaWriter.table("", options: fields, items: [], indent: 0))
            if info.isEnum {
                lines.append(contentsOf: try rawValues(info))
                if info.members.contains(where: { !$0.isStatic && !$0.isFunction }) {
                    // Its cases, for a property two enums declare (`enumMember`).
                    helpers.insert("enumMember")
                    lines.append(
                        "for _, case in ipairs(\(LuaWriter.identifier(name)).allCases) do enumsOfCase[case] = enumsOfCase[case] or {}; table.insert(enumsOfCase[case], \(LuaWriter.identifier(name))) end"
                    )
                }
                // In a case's own properties, `rawValue` and the others are the case's.
                helpers.insert("rawValue")
                bind("rawValue", .value("rawValue(self)"))
                for m in info.members where !m.isStatic && !m.isFunction {
                    bind(m.name, .value("\(name).\(LuaWriter.identifier(m.name))(self)"))
                }
            }
            for m in info.members where !m.isStatic {
                let params = ["self"] + m.parameters.map { ($0.secondName ?? $0.firstName).text }
                let head =
                    "\(mark(m.node))function \(name).\(LuaWriter.identifier(m.name))(\(params.map(LuaWriter.identifier).joined(separator: ", ")))"
                lines += try memberOrNil(m, of: name, head: head, end: "end") {
                    (t: inout Translator) throws(ImportError) in
                    t.scopes.append(
                        Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
                    defer { t.scopes.removeLast() }
                    return try t.functionBody(m.body, indent: 2, node: m.node, viewBuilder: false)
                }
            }
            return lines
        }
        // A function of the initialiser's arguments returning the values; with statics (sample
        // data, `static var example`), a table that is called as that function and holds them.
        let staticMembers = info.members.filter(\.isStatic)
        let holdsStatics = !info.statics.isEmpty || !staticMembers.isEmpty
        let chooses = info.otherInits.isEmpty ? "" : ", init"
        if holdsStatics {
            lines.append("\(mark(info.node))local \(name) = setmetatable({}, { __call = function(_, props\(chooses))")
        } else {
            lines.append("\(mark(info.node))local function \(name)(props\(chooses))")
        }
        lines.append("  props = props or {}")
        lines.append("  local self = {}")
        scopes.append([:])
        defer { scopes.removeLast() }
        for p in info.properties {
            bind(p.name, .value("self.\(LuaWriter.identifier(p.name))"))
            let field = "self.\(LuaWriter.identifier(p.name))"
            if p.isConstant, let d = p.defaultValue {
                lines.append("  \(mark(p.node))\(field) = \(try propertyValue(p, d))")
                continue
            }
            if info.customInit != nil {
                // The init stores it: its default first, then the init's lines.
                if let d = p.defaultValue { lines.append("  \(mark(p.node))\(field) = \(try propertyValue(p, d))") }
                continue
            }
            let key = LuaWriter.key(p.name)
            let read = key.hasPrefix("[") ? "props\(key)" : "props.\(key)"
            if let d = p.defaultValue {
                let v = try propertyValue(p, d)
                if d.is(BooleanLiteralExprSyntax.self) {
                    lines.append("  \(mark(p.node))\(field) = \(read)")
                    lines.append("  if \(field) == nil then \(field) = \(v) end")
                } else {
                    lines.append("  \(mark(p.node))\(field) = \(read) or \(v)")
                }
            } else {
                lines.append("  \(mark(p.node))\(field) = \(read)")
            }
        }
        lines.append(contentsOf: try allInitLines(info))
        // Computed properties (their values, in order) and methods (functions of the model).
        let members = info.members.filter { !$0.isStatic }
        for m in members where !m.isFunction { bind(m.name, .call("self_\(m.name)")) }
        for m in members where m.isFunction { bind(m.name, .value("self.\(LuaWriter.identifier(m.name))")) }
        let computed = members.filter { !$0.isFunction }.map { "self_\($0.name)" }
        if !computed.isEmpty { lines.append("  local " + computed.joined(separator: ", ")) }
        for m in members {
            let params = m.parameters.map { ($0.secondName ?? $0.firstName).text }
            let function =
                m.isFunction
                ? "function self.\(LuaWriter.identifier(m.name))" : "function self_\(m.name)"
            let head = "  \(mark(m.node))\(function)(\(params.map(LuaWriter.identifier).joined(separator: ", ")))"
            lines += try memberOrNil(m, of: name, head: head, end: "  end") {
                (t: inout Translator) throws(ImportError) in
                t.scopes.append(
                    Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
                defer { t.scopes.removeLast() }
                return try t.functionBody(m.body, indent: 4, node: m.node, viewBuilder: false)
            }
        }
        for m in members where !m.isFunction {
            lines.append("  self.\(LuaWriter.identifier(m.name)) = self_\(m.name)()")
        }
        lines.append("  return self")
        lines.append(holdsStatics ? "end })" : "end")
        if holdsStatics {
            // Lenient, statics are computed once every function of the script is defined.
            if lenient {
                deferredStatics += try staticLines(info)
            } else {
                lines.append(contentsOf: try staticLines(info))
            }
        }
        return lines
    }

    /// A model's `static let`s as fields of its table, and its static computed properties and
    /// functions: a property's value computed once, in the order written; a function of the table.
    mutating func staticLines(_ info: TypeInfo) throws(ImportError) -> [String] {
        var lines: [String] = []
        let name = LuaWriter.identifier(info.name)
        // Inside the type, its statics are read by their names (`samples[0]` in `static var first`).
        scopes.append([:])
        defer { scopes.removeLast() }
        for s in info.statics { bind(s.name, .value(name + LuaWriter.fieldAccess(s.name))) }
        for m in info.members where m.isStatic { bind(m.name, .value(name + LuaWriter.fieldAccess(m.name))) }
        // Functions first: a static value may call one (`recentDays([0, 1])` in `sampleData`).
        for m in info.members where m.isStatic && m.isFunction {
            let params = m.parameters.map { ($0.secondName ?? $0.firstName).text }
            let list = params.map(LuaWriter.identifier).joined(separator: ", ")
            let head = "\(mark(m.node))function \(name).\(LuaWriter.identifier(m.name))(\(list))"
            lines += try memberOrNil(m, of: info.name, head: head, end: "end") {
                (t: inout Translator) throws(ImportError) in
                t.scopes.append(
                    Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
                defer { t.scopes.removeLast() }
                let body = try t.functionBody(m.body, indent: 2, node: m.node, viewBuilder: false)
                return try t.defaults(m.parameters, indent: 2) + body
            }
        }
        for s in info.statics {
            let saved = expectedType
            expectedType = info.name
            defer { expectedType = saved }
            let target = "\(mark(s.node))\(name)\(LuaWriter.fieldAccess(s.name))"
            lines.append(
                contentsOf: try orStandIn(s.node, standIn: [], named: "\(info.name).\(s.name)") {
                    (t: inout Translator) throws(ImportError) in
                    let value = t.madeAsDeclared(s.node, s.value, try t.expr(s.value, indent: 2, role: .any))
                    return t.guardedValue("\(info.name).\(s.name)", target: target, lines: ["  return " + value])
                })
        }
        for m in info.members where m.isStatic && !m.isFunction {
            let target = "\(mark(m.node))\(name)\(LuaWriter.fieldAccess(m.name))"
            lines.append(
                contentsOf: try orStandIn(m.node, standIn: [], named: "\(info.name).\(m.name)") {
                    (t: inout Translator) throws(ImportError) in
                    let body = try t.functionBody(m.body, indent: 2, node: m.node, viewBuilder: false)
                    return t.guardedValue("\(info.name).\(m.name)", target: target, lines: body)
                })
        }
        return lines
    }

    /// Whether `e` is known to be an `Int`: an integer literal, `count`, `Int(…)`, a property that
    /// every type declaring a property of that name declares `Int`, or arithmetic of those.
    func isInteger(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) { return true }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return isInteger(t.elements.first!.expression) }
        if let c = e.as(FunctionCallExprSyntax.self) { return c.calledExpression.trimmedDescription == "Int" }
        if let seq = e.as(SequenceExprSyntax.self) {
            let parts = Array(seq.elements)
            guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self),
                ["+", "-", "*", "/", "%"].contains(op.operator.text)
            else { return false }
            return isInteger(parts[0]) && isInteger(parts[2])
        }
        if let op = e.as(InfixOperatorExprSyntax.self),
            let binary = op.operator.as(BinaryOperatorExprSyntax.self),
            ["+", "-", "*", "/", "%"].contains(binary.operator.text)
        {
            return isInteger(op.leftOperand) && isInteger(op.rightOperand)
        }
        let name: String
        if let r = e.as(DeclReferenceExprSyntax.self) {
            name = r.baseName.text
        } else if let m = e.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text
            if name == "count" { return true }
        } else {
            return false
        }
        let declaring = types.values.flatMap { $0.properties.filter { $0.name == name } }
        return !declaring.isEmpty && declaring.allSatisfy(\.isInteger)
    }

    /// What a member declared `Color` (or a view, or `Font`) returns: `.orange` is the colour view.
    static func returnRole(of m: Member) -> Role? {
        let type =
            m.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            ?? m.node.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedDescription ?? ""
        if ["Color", "Color?", "AnyView", "Image"].contains(type) || type.hasPrefix("some View") { return .view }
        if type == "Font" || type == "Font?" { return .font }
        return nil
    }

    /// A constant declared as the app's model (or a list of them) whose value comes from a call that
    /// is not the model's (`static let all: [Resort] = Bundle.main.decode("resorts.json")`): the
    /// values made by the model's function, as Swift's decoding would (computed properties and all).
    mutating func madeAsDeclared(_ node: Syntax, _ value: ExprSyntax, _ lua: String) -> String {
        guard var type = node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription,
            let call = value.as(FunctionCallExprSyntax.self)
                ?? value.as(TryExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
        else { return lua }
        let isList = type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":")
        if isList { type = String(type.dropFirst().dropLast()) }
        guard let info = types[type], info.kind == .other, !info.isEnum, info.customInit == nil,
            !info.properties.isEmpty, call.calledExpression.trimmedDescription != type
        else { return lua }
        helpers.insert("madeAs")
        return "madeAs(\(LuaWriter.identifier(info.name)), \(lua)\(isList ? ", true" : ""))"
    }

    /// A member function of a model: `head`, the body `body` writes, `end`; lenient, one whose
    /// body cannot be written returns nil (the model and its other members stay), with a warning.
    mutating func memberOrNil(
        _ m: Member, of type: String, head: String, end: String,
        _ body: (inout Translator) throws(ImportError) -> [String]
    ) throws(ImportError) -> [String] {
        let pad = String(end.prefix { $0 == " " })
        let saved = returnRole
        returnRole = Self.returnRole(of: m)
        defer { returnRole = saved }
        return try recovering { (t: inout Translator) throws(ImportError) in
            [head] + (try body(&t)) + [end]
        } _: { (t: inout Translator, error: ImportError) in
            t.warnings.append(t.warning(error, "\(type).\(m.name) is left out (it gives nil)"))
            return [head, pad + "  return nil" + LuaWriter.note("left out: the importer could not translate it"), end]
        }
    }

    /// `rawValues[case] = raw` for the cases whose raw value is not their name.
    mutating func rawValues(_ info: TypeInfo) throws(ImportError) -> [String] {
        let raw = info.node.as(EnumDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        var lines: [String] = []
        var next = 0
        for c in info.cases {
            var value: String?
            if let r = c.rawValue {
                value = try expr(r, indent: 0, role: .any)
                if let n = Int(value!) { next = n + 1 }
            } else if ["Int", "Int8", "Int16", "Int32", "Int64", "UInt"].contains(raw) {
                value = String(next)
                next += 1
            }
            if let value, value != LuaWriter.quote(c.name) {
                helpers.insert("rawValue")
                lines.append("rawValues[\(LuaWriter.quote(c.name))] = \(value)")
            }
        }
        return lines
    }

    /// A model made where the Swift makes it: refused when its init does more than store.
    func checkConstructible(_ info: TypeInfo, at node: some SyntaxProtocol) throws(ImportError) {
        if info.kind == .otherStyle {
            throw fail(
                node, "\(info.name) is a custom style: the importer translates ButtonStyles only", construct: info.name,
                suggestion: "use a built-in style (.titleOnly, .switch, …)")
        }
        if info.explicitInit != nil && info.kind == .other {
            throw fail(
                node, "\(info.name)'s init does more than store its parameters: it is not translated",
                construct: info.name, suggestion: "give the properties default values and delete the init")
        }
    }

    /// `target = value`, the value computed by `lines` (a function's body); lenient, under
    /// `guardedValue`: what fails as it runs is nil, warned at its line.
    mutating func guardedValue(_ label: String, target: String, lines: [String]) -> [String] {
        if lenient {
            helpers.insert("guardedValue")
            return ["\(target) = guardedValue(\(LuaWriter.quote(label)), function()"] + lines + ["end)"]
        }
        if lines.count == 1, lines[0].hasPrefix("  return ") { return ["\(target) = " + lines[0].dropFirst(9)] }
        return ["\(target) = (function()"] + lines + ["end)()"]
    }
}
