import SwiftSyntax

// The app's views, modifiers, styles and layouts as Lua functions: their properties as parameters,
// their own inits, members and bodies.

extension Translator {
    mutating func typeFunction(_ info: TypeInfo) throws(ImportError) -> [String] {
        var lines: [String] = []
        let parameters = info.properties.filter { !$0.isConstant && $0.environmentKey == nil }
        let initParameters = info.inits.flatMap(\.signature.parameterClause.parameters)
        let usesProps = info.customInit == nil ? !parameters.isEmpty : !initParameters.isEmpty
        let chooses = info.otherInits.isEmpty ? "" : ", init"
        let signature: String
        switch info.kind {
        case .viewModifier: signature = usesProps ? "content, props\(chooses)" : "content"
        default: signature = usesProps ? "props\(chooses)" : ""
        }
        lines.append(
            "\(mark(info.node))local function \(info.name)(\(signature))"
                + (info.initLogs ? LuaWriter.note("its init's print dropped: it moves nothing") : ""))
        scopes.append([:])
        let savedType = currentType
        currentType = info.name
        defer {
            scopes.removeLast()
            currentType = savedType
        }
        if info.kind == .viewModifier { bind("content", .value("content")) }
        for s in info.statics {
            // `static let spacing: CGFloat = 12`: a constant of the view, read as `Self.spacing`.
            let name = LuaWriter.identifier(s.name)
            lines.append("  \(mark(s.node))local \(name) = \(try expr(s.value, indent: 2, role: .any))")
            bind(s.name, .value(name))
        }
        if usesProps { lines.append("  props = props or {}") }
        var environment: [StoredProperty] = []
        for p in info.properties {
            let name = LuaWriter.identifier(p.name)
            bind(p.name, p.isContent && !p.contentTakesArguments ? .content(name) : .value(name))
            if let key = p.environmentKey, let keyType = environmentKeys[key] {
                // The app's own key: its default (Plumb's environment holds SwiftUI's keys only).
                lines.append(
                    "  \(mark(p.node))local \(name) = \(LuaWriter.identifier(keyType)).defaultValue"
                        + LuaWriter.note("\\.\(key): the app's environment key, its default value"))
                continue
            }
            if p.environmentKey != nil {
                environment.append(p)
                continue
            }
            if let type = p.environmentObject, types[type] != nil {
                // One object of the type for the whole script, unless the caller gives one.
                helpers.insert("environmentObject")
                let key = LuaWriter.key(p.name)
                let read = key.hasPrefix("[") ? "props\(key)" : "props.\(key)"
                lines.append(
                    "  \(mark(p.node))local \(name) = \(read) or environmentObject(\(LuaWriter.identifier(type)), \(LuaWriter.quote(type)))"
                )
                continue
            }
            if p.isConstant, let range = rangeLiteral(p.defaultValue) {
                // A constant range has no Lua value: ForEach writes it where it is used.
                bind(p.name, .range(range))
                continue
            }
            if p.isConstant {
                let v = madeGuarded(p, try propertyValue(p, p.defaultValue!))
                lines.append("  \(mark(p.node))local \(name) = \(v)")
                continue
            }
            if info.customInit != nil {
                // The init stores it: declared here, given its value by the init's lines below.
                let value = try p.defaultValue.map { (d) throws(ImportError) in " = " + (try propertyValue(p, d)) }
                lines.append("  \(mark(p.node))local \(name)" + (value ?? ""))
                continue
            }
            let key = LuaWriter.key(p.name)
            let read = key.hasPrefix("[") ? "props\(key)" : "props.\(key)"
            if let d = p.defaultValue {
                let v = try propertyValue(p, d)
                if d.is(BooleanLiteralExprSyntax.self) || d.is(NilLiteralExprSyntax.self) {
                    lines.append("  \(mark(p.node))local \(name) = \(read)")
                    if !d.is(NilLiteralExprSyntax.self) {
                        lines.append("  if \(name) == nil then \(name) = \(v) end")
                    }
                } else if case let guarded = madeGuarded(p, v), guarded != v {
                    lines.append("  \(mark(p.node))local \(name) = \(read) or \(guarded)")
                } else {
                    lines.append("  \(mark(p.node))local \(name) = \(read) or \(v)")
                }
            } else {
                lines.append("  \(mark(p.node))local \(name) = \(read)")
            }
        }
        lines.append(contentsOf: try allInitLines(info))
        let members = info.members.filter {
            !$0.isStatic
                && ![
                    "body", "makeBody", "sizeThatFits", "placeSubviews", "explicitAlignment", "spacing", "makeCache",
                    "previews",
                ].contains($0.name)
        }
        for m in members {
            bind(m.name, m.isFunction ? .value(LuaWriter.identifier(m.name)) : .call(LuaWriter.identifier(m.name)))
        }
        var inner: [String] = []
        if members.count > 1 {
            inner.append("local " + members.map { LuaWriter.identifier($0.name) }.joined(separator: ", "))
        }
        for m in members {
            let params = m.parameters.map { ($0.secondName ?? $0.firstName).text }
            let head = members.count > 1 ? "function" : "local function"
            let first =
                "\(mark(m.node))\(head) \(LuaWriter.identifier(m.name))(\(params.map(LuaWriter.identifier).joined(separator: ", ")))"
            // Lenient, a member that cannot be written gives a placeholder (one that makes views) or
            // nil: the rest of the view is drawn.
            let standIn = [first + (returnsView(m) ? " return \(placeholder(m.name)) end" : " return nil end")]
            inner.append(
                contentsOf: try orStandIn(m.node, standIn: standIn, named: "\(info.name).\(m.name)") {
                    (t: inout Translator) throws(ImportError) in
                    t.scopes.append(
                        Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
                    defer { t.scopes.removeLast() }
                    // A method that returns nothing (`func startScrum()`, run by actions) is statements,
                    // never views.
                    let returnsNothing =
                        m.node.as(FunctionDeclSyntax.self).map { $0.signature.returnClause == nil } ?? false
                    let body = try t.functionBody(m.body, indent: 2, node: m.node, viewBuilder: !returnsNothing)
                    return [first] + (try t.defaults(m.parameters, indent: 2)) + body + ["end"]
                })
        }
        var result: [String] = []
        switch info.kind {
        case .view, .viewModifier:
            let bodyName = info.kind == .view ? "body" : "body"
            guard let body = info.member(bodyName) else {
                throw fail(
                    info.node, "the \(info.kind == .view ? "view" : "modifier") \(info.name) has no body",
                    construct: info.name)
            }
            if info.kind == .viewModifier, let p = body.parameters.first {
                bind((p.secondName ?? p.firstName).text, .value("content"))
            }
            result = try functionBody(body.body, indent: 0, node: body.node, viewBuilder: true)
            if info.kind == .view { result = guardedBody(info.name, result, indent: 0) }
        case .buttonStyle:
            guard let body = info.member("makeBody") else {
                throw fail(
                    info.node, "the button style \(info.name) has no makeBody(configuration:)", construct: info.name)
            }
            let param = body.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "configuration"
            scopes.append([param: .value(LuaWriter.identifier(param))])
            let b = try functionBody(body.body, indent: 4, node: body.node, viewBuilder: true)
            scopes.removeLast()
            result =
                ["return ButtonStyle {", "  makeBody = function(\(LuaWriter.identifier(param)))"] + b + ["  end,", "}"]
        case .layout:
            result = ["return Layout {", "  name = \(LuaWriter.quote(info.name)),"]
            for name in ["sizeThatFits", "placeSubviews", "explicitAlignment", "makeCache"] {
                guard let m = info.member(name), m.isFunction else { continue }
                let params = m.parameters.map { ($0.secondName ?? $0.firstName).text }
                scopes.append(
                    Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
                let b = try functionBody(m.body, indent: 4, node: m.node, viewBuilder: false)
                scopes.removeLast()
                result.append(
                    "  \(mark(m.node))\(name) = function(\(params.map(LuaWriter.identifier).joined(separator: ", ")))")
                result.append(contentsOf: b)
                result.append("  end,")
            }
            result.append("}")
        default: break
        }
        if !environment.isEmpty {
            var envLines = ["return EnvironmentReader(function(env)"]
            for p in environment {
                envLines.append("  \(mark(p.node))local \(LuaWriter.identifier(p.name)) = env.\(p.environmentKey!)")
            }
            envLines.append(contentsOf: LuaWriter.indented(inner + result, by: 2))
            envLines.append("end)")
            lines.append(contentsOf: LuaWriter.indented(envLines, by: 2))
        } else {
            lines.append(contentsOf: LuaWriter.indented(inner + result, by: 2))
        }
        lines.append("end")
        return lines
    }

    /// The lines of a type's inits: its one init's, or, with several, each under `if init == n`
    /// (the number a call gives after the props: 1, or none, for the first).
    mutating func allInitLines(_ info: TypeInfo) throws(ImportError) -> [String] {
        let inits = info.inits
        guard inits.count > 1 else {
            return try inits.first.map { (i) throws(ImportError) in try initLines(i, of: info.name) } ?? []
        }
        var lines: [String] = []
        for (index, i) in inits.enumerated().reversed() {
            let head = index == inits.count - 1 ? "if" : "elseif"
            if index == 0 {
                lines.append("  else")
            } else {
                lines.append("  \(head) init == \(index + 1) then")
            }
            lines += LuaWriter.indented(try initLines(i, of: info.name), by: 2)
        }
        lines.append("  end")
        return lines
    }

    /// `value`, the Lua of property `p`'s default; lenient, when it makes one of the app's types
    /// (`@StateObject private var timer = ScrumTimer()`), made under `guardedValue`: what fails as
    /// it is made is nil, warned, and the view is drawn without it.
    mutating func madeGuarded(_ p: StoredProperty, _ value: String) -> String {
        guard lenient, let call = p.defaultValue?.as(FunctionCallExprSyntax.self),
            types[call.calledExpression.trimmedDescription] != nil
        else { return value }
        helpers.insert("guardedValue")
        return "guardedValue(\(LuaWriter.quote(p.name)), function() return \(value) end)"
    }

    /// A view's own init as the first lines of its function: its parameters are read from `props`
    /// (defaults filled in), and its statements run with `self.x = …` storing into the property's
    /// local (`self._x = State(initialValue: …)` too); a `print` is dropped.
    mutating func initLines(_ i: InitializerDeclSyntax, of type: String) throws(ImportError) -> [String] {
        var lines: [String] = []
        var parameterScope: [String: Binding] = [:]
        for p in i.signature.parameterClause.parameters {
            let name = (p.secondName ?? p.firstName).text
            let key = LuaWriter.key(name)
            let read = key.hasPrefix("[") ? "props\(key)" : "props.\(key)"
            var type = p.type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            let takesViews =
                p.attributes.named("ViewBuilder") != nil
                && type.as(FunctionTypeSyntax.self)?.parameters.isEmpty == true
            parameterScope[name] = takesViews ? .content(read) : .value(read)
            if let d = p.defaultValue?.value {
                lines.append("  if \(read) == nil then \(read) = \(try expr(d, indent: 2, role: .any)) end")
            }
        }
        scopes.append(parameterScope)
        initScope = scopes.count - 1
        defer {
            scopes.removeLast()
            initScope = nil
        }
        guard let statements = i.body?.statements else { return lines }
        // Its prints, and a class's `super.init()`, move nothing. (The statements are read where
        // they are written: a copy of them would lose their file and line.)
        let printed = statements.contains(where: logsOnly)
        // (A syntax collection's own `filter` makes a new, detached collection: an array keeps the ids.)
        let dropped = Set(Array(statements).filter { logsOnly($0) || Self.callsSuperInit($0) }.map(\.id))
        let label = "a statement of \(type)'s init"
        var body = try self.statements(statements, indent: 2, skipping: { dropped.contains($0.id) }, guardedAs: label)
        if printed, !body.isEmpty { body[0] += LuaWriter.note("its init's print dropped: it moves nothing") }
        lines.append(contentsOf: body)
        return lines
    }

    /// `super.init(…)`: a class's call of its superclass's init.
    static func callsSuperInit(_ item: CodeBlockItemSyntax) -> Bool {
        let e = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        var call = e?.as(FunctionCallExprSyntax.self)
        if call == nil, let t = e?.as(TryExprSyntax.self) { call = t.expression.as(FunctionCallExprSyntax.self) }
        guard let m = call?.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return m.base?.is(SuperExprSyntax.self) == true && m.declName.baseName.text == "init"
    }

    /// A stored property's value as written: a colour where it is declared Color, a float where it
    /// is declared Double, and `.init(…)` made as the declared type (`[GridItem]`'s `.init(.fixed(20))`).
    mutating func propertyValue(_ p: StoredProperty, _ value: ExprSyntax) throws(ImportError) -> String {
        // Lenient, a value that cannot be written is nil: the view is drawn without it.
        try recovering { (t: inout Translator) throws(ImportError) in
            let text = try t.propertyValueText(p, value)
            guard t.lenient, value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) == true
            else { return text }
            // `lazy var manager: CLLocationManager = { … }()`: what fails as it runs is nil, warned,
            // and the rest of the type is made.
            t.helpers.insert("guardedValue")
            return "guardedValue(\(LuaWriter.quote(p.name)), function() return \(text) end)"
        } _: {
            (t: inout Translator, error: ImportError) in
            t.warnings.append(t.warning(error, "\(p.name) is nil"))
            return "nil"
        }
    }

    mutating func propertyValueText(_ p: StoredProperty, _ value: ExprSyntax) throws(ImportError) -> String {
        let saved = expectedType
        expectedType = p.elementType
        defer { expectedType = saved }
        return floating(try expr(value, indent: 2, role: p.role), value, if: p.isFloating)
    }

    /// `x = x or default` lines for a function's parameters with default values.
    mutating func defaults(_ parameters: [FunctionParameterSyntax], indent: Int) throws(ImportError) -> [String] {
        var lines: [String] = []
        for p in parameters {
            guard let d = p.defaultValue?.value else { continue }
            let name = LuaWriter.identifier((p.secondName ?? p.firstName).text)
            let v = try expr(d, indent: indent, role: .any)
            lines.append(String(repeating: " ", count: indent) + "if \(name) == nil then \(name) = \(v) end")
        }
        return lines
    }

    mutating func function(_ f: FunctionDeclSyntax, name: String, selfParameter: Bool, predeclared: Bool = false)
        throws(ImportError) -> [String]
    {
        guard let body = f.body else { return [] }
        var params = f.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        scopes.append(Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
        defer { scopes.removeLast() }
        if selfParameter {
            params.insert("self", at: 0)
            bind("self", .value("self"))
        }
        let b = try functionBody(body.statements, indent: 2, node: f, viewBuilder: true)
        return [
            "\(mark(f))\(predeclared ? "" : "local ")function \(LuaWriter.identifier(name))(\(params.map(LuaWriter.identifier).joined(separator: ", ")))"
        ]
            + (try defaults(Array(f.signature.parameterClause.parameters), indent: 2)) + b + ["end"]
    }

    mutating func variable(_ v: VariableDeclSyntax, indent: Int) throws(ImportError) -> [String] {
        var lines: [String] = []
        let pad = String(repeating: " ", count: indent)
        for binding in v.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw fail(
                    binding.pattern, "only plain names can be declared (no tuples)",
                    construct: binding.pattern.trimmedDescription,
                    suggestion: "declare each value with its own let")
            }
            let name = LuaWriter.identifier(id.identifier.text)
            if let accessors = binding.accessorBlock, case .getter(let items) = accessors.accessors {
                bind(id.identifier.text, .call(name))
                lines.append(pad + "\(mark(binding))local function \(name)()")
                lines.append(contentsOf: try functionBody(items, indent: indent + 2, node: binding, viewBuilder: true))
                lines.append(pad + "end")
                continue
            }
            // `let top: Color = dark ? .black : .blue`: the colour views, as a property declared Color.
            let declared = binding.typeAnnotation?.type.trimmedDescription ?? ""
            let role: Role = ["Color", "Color?"].contains(declared) ? .view : declared == "Font" ? .font : .any
            let value = try binding.initializer.map { (i) throws(ImportError) in
                try expr(i.value, indent: indent, role: role)
            }
            bind(id.identifier.text, .value(name))
            lines.append(pad + "\(mark(binding))local \(name)" + (value.map { " = \($0)" } ?? ""))
        }
        return lines
    }

    /// Whether a member makes views (`some View`, `AnyView`, a `@ViewBuilder`), as its declaration says.
    func returnsView(_ m: Member) -> Bool {
        if let f = m.node.as(FunctionDeclSyntax.self) {
            let type = f.signature.returnClause?.type.trimmedDescription ?? ""
            return type.contains("View") || f.attributes.named("ViewBuilder") != nil
        }
        let binding = m.node.as(PatternBindingSyntax.self)
        let type = binding?.typeAnnotation?.type.trimmedDescription ?? ""
        let attributes = binding?.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
        return type.contains("View") || attributes?.named("ViewBuilder") != nil
    }
}
