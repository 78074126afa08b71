import SwiftSyntax

// A picture, always: when the import is lenient (the command line's), what the translation cannot
// write stands as a visible placeholder, or is left out where that moves no view (a modifier),
// each with a warning at its Swift position. The translator's own verdict (an error) is what the
// lenient import recovers from, so both say the same thing about the same construct.

extension Translator {
    /// `body`'s view; lenient, a failure is a `Placeholder` labelled `label` and a warning at the
    /// error's position (what the failed part had changed is undone).
    mutating func orPlaceholder(
        _ node: some SyntaxProtocol, label: String, fills: Bool = false,
        _ body: (inout Translator) throws(ImportError) -> String
    ) throws(ImportError) -> String {
        try recovering(body) { (t: inout Translator, error: ImportError) in
            t.warnings.append(t.warning(error, "\(label) is drawn as a placeholder"))
            return t.mark(node) + t.placeholder(label, fills: fills)
        }
    }

    /// `body`'s result; lenient, a failure undoes what the failed part changed (its helpers, notes,
    /// bindings: all but the views known to fail) and gives `recover`'s instead.
    mutating func recovering<T>(
        _ body: (inout Translator) throws(ImportError) -> T,
        _ recover: (inout Translator, ImportError) throws(ImportError) -> T
    ) throws(ImportError) -> T {
        guard lenient else { return try body(&self) }
        let saved = self
        do {
            return try body(&self)
        } catch {
            let failed = failedViews
            self = saved
            failedViews = failed
            return try recover(&self, error)
        }
    }

    /// The Lua of a placeholder view.
    func placeholder(_ label: String, fills: Bool = false) -> String {
        "Placeholder(\(LuaWriter.quote(label))" + (fills ? ", { fills = true })" : ")")
    }

    /// `error` as a warning that says what was done instead.
    func warning(_ error: ImportError, _ instead: String) -> ImportWarning {
        ImportWarning(
            fileName: error.fileName, line: error.line, column: error.column,
            message: "\(instead): \(error.message)" + (error.suggestion.map { " (\($0))" } ?? ""))
    }

    /// What a placeholder for `e` is labelled: the view its modifier chain starts from
    /// (`MapView(…).frame(…)` is `MapView`), else the expression's first characters.
    func placeholderLabel(_ e: ExprSyntax) -> String {
        var x = e
        while true {
            if let c = x.as(FunctionCallExprSyntax.self) {
                if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
                    x = base
                    continue
                }
                return String(c.calledExpression.trimmedDescription.prefix(40))
            }
            if let m = x.as(MemberAccessExprSyntax.self), let base = m.base, !base.is(DeclReferenceExprSyntax.self) {
                x = base
                continue
            }
            // One line: the expression's words, its line breaks and indentation as single spaces.
            let text = x.trimmedDescription.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                .joined(separator: " ")
            return text.count > 40 ? String(text.prefix(40)) + "…" : text
        }
    }

    /// A modifier; lenient, one that cannot be translated is left out (the view it modifies stays),
    /// said in a warning and a comment, unless what it modifies fails too.
    mutating func modifier(
        base: ExprSyntax?, name: String, _ c: FunctionCallExprSyntax, declName: DeclReferenceExprSyntax, indent: Int
    ) throws(ImportError) -> String {
        guard lenient else { return try modifierCall(base: base, name: name, c, declName: declName, indent: indent) }
        // A view that failed alone fails again at once: each link of a long chain is tried once,
        // not once for every modifier after it.
        if let base, let failed = failedViews[base.id] { throw failed }
        return try recovering { (t: inout Translator) throws(ImportError) in
            try t.modifierCall(base: base, name: name, c, declName: declName, indent: indent)
        } _: { (t: inout Translator, error: ImportError) throws(ImportError) in
            // The view it modifies, alone: when that fails too, the failure is the view's.
            let view: String
            if let base {
                do throws(ImportError) {
                    view = try t.expr(base, indent: indent, role: .view, precedence: 10)
                } catch {
                    t.failedViews[base.id] = error
                    throw error
                }
            } else if case .value(let selfValue)? = t.lookup("self") {
                view = selfValue
            } else {
                throw error
            }
            t.warnings.append(t.warning(error, ".\(name) is left out"))
            return t.chainEnd(
                view + LuaWriter.note(".\(name) left out: the importer could not translate it"), of: c, indent: indent)
        }
    }

    /// `body`'s lines; lenient, a failure is `standIn` and a warning at the error's position.
    mutating func orStandIn(
        _ node: some SyntaxProtocol, standIn: [String], named: String? = nil,
        _ body: (inout Translator) throws(ImportError) -> [String]
    ) throws(ImportError) -> [String] {
        try recovering(body) { (t: inout Translator, error: ImportError) in
            let name = named ?? t.declaredNames(Syntax(node)).first ?? "this declaration"
            t.warnings.append(
                t.warning(error, standIn.isEmpty ? "\(name) is left out" : "\(name) stands in as a placeholder"))
            return standIn
        }
    }

    /// A view, style, modifier or layout whose function cannot be written: one that shows a
    /// placeholder (a modifier's content, a style's label, a layout's views are kept).
    func placeholderFunction(_ info: TypeInfo) -> [String] {
        let name = LuaWriter.identifier(info.name)
        let head = "\(mark(info.node))local function \(name)"
        switch info.kind {
        case .viewModifier:
            return [head + "(content) return content:overlay(\(placeholder(info.name))) end"]
        case .buttonStyle:
            return [
                head + "() return ButtonStyle { makeBody = function(configuration) return configuration.label end } end"
            ]
        case .layout:
            return [head + "() return VStackLayout {} end"]
        default:
            return [head + "() return \(placeholder(info.name)) end"]
        }
    }

    /// A model whose declaration cannot be written: a constructor that keeps what it is given.
    func modelStandIn(_ info: TypeInfo) -> [String] {
        [
            "\(mark(info.node))local \(LuaWriter.identifier(info.name)) = setmetatable({}, { __call = function(_, props) return props or {} end })"
        ]
    }

    /// A statement of a function; lenient, one that cannot be translated is left out with a warning
    /// (a constant it declares is nil), unless it returns: then the function fails as a whole.
    mutating func orLeftOut(
        _ item: CodeBlockItemSyntax, indent: Int, _ body: (inout Translator) throws(ImportError) -> [String]
    ) throws(ImportError) -> [String] {
        guard !item.item.is(ReturnStmtSyntax.self) else { return try body(&self) }
        return try recovering(body) { (t: inout Translator, error: ImportError) in
            t.warnings.append(t.warning(error, "a statement is left out"))
            let pad = String(repeating: " ", count: indent)
            var lines: [String] = []
            if case .decl(let d) = item.item, let v = d.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    t.bind(id.identifier.text, .value(LuaWriter.identifier(id.identifier.text)))
                    lines.append(pad + "\(t.mark(binding))local \(LuaWriter.identifier(id.identifier.text))")
                }
            }
            lines.append(
                pad + "\(t.mark(item))" + LuaWriter.note("a statement left out: the importer could not translate it"))
            return lines
        }
    }

    /// A function body's lines made under `guarded` when lenient: what fails as it runs (a nil the
    /// Swift never had, a value Plumb does not take) is drawn as a placeholder labelled `label`,
    /// with a warning at the Lua line that failed, told at its Swift line.
    mutating func guardedBody(_ label: String, _ lines: [String], indent: Int) -> [String] {
        guard lenient, !lines.isEmpty else { return lines }
        helpers.insert("guarded")
        let pad = String(repeating: " ", count: indent)
        return [pad + "return guarded(\(LuaWriter.quote(label)), function()"] + LuaWriter.indented(lines, by: 2)
            + [pad + "end)"]
    }
}
