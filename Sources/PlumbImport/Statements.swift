import SwiftSyntax

extension Translator {
    /// A function's body as Lua lines at `indent`. A body with a `return` at its top level is
    /// translated statement by statement; one without is a view builder: its views are returned.
    mutating func functionBody(
        _ items: CodeBlockItemListSyntax, indent: Int, node: some SyntaxProtocol, viewBuilder: Bool
    ) throws(ImportError) -> [String] {
        let all = try expanded(items)
        // A `return` among its statements, or in the branches of its one if/switch (a computed
        // property that returns from each case).
        let hasReturn = all.contains {
            $0.item.as(ReturnStmtSyntax.self) != nil || (controlFlow($0) != nil && containsReturn(Syntax($0)))
        }
        // A body of one `switch` or `if` whose branches are bare expressions returns the branch's
        // (Swift 5.9's if and switch expressions): as a view builder's branches do.
        // A function declared without a result (`mutating func set(…)`) returns nothing: its
        // statements are statements, never values.
        let returnsNothing = Syntax(node).as(FunctionDeclSyntax.self).map { $0.signature.returnClause == nil } ?? false
        if returnsNothing && !viewBuilder {
            scopes.append([:])
            defer { scopes.removeLast() }
            return try statements(items, indent: indent)
        }
        let branchesReturn =
            all.count == 1 && controlFlow(all[0]) != nil && !containsReturn(Syntax(all[0]))
        // One expression is what the body returns (`proposal.replacingUnspecifiedDimensions()`),
        // unless it is a `forEach` loop, which returns nothing.
        let oneExpression = items.count == 1 && items.first?.item.as(ExprSyntax.self).map(isForEach) == false
        if hasReturn || !viewBuilder && !branchesReturn && !oneExpression {
            scopes.append([:])
            defer { scopes.removeLast() }
            return try statements(items, indent: indent)
        }
        scopes.append([:])
        defer { scopes.removeLast() }
        if !viewBuilder, oneExpression, !branchesReturn, let e = all.first?.item.as(ExprSyntax.self) {
            // A value (`var isLarge: Bool { amount > 100 }`): what cannot be translated fails the
            // function, never stands as a view.
            return [
                String(repeating: " ", count: indent) + mark(e) + "return "
                    + (try expr(e, indent: indent, role: returnRole ?? .any))
            ]
        }
        return try viewBody(items, indent: indent, node: node)
    }

    /// Whether a `return` is written in `node` (not in a closure inside it).
    func containsReturn(_ node: Syntax) -> Bool {
        if node.is(ReturnStmtSyntax.self) { return true }
        if node.is(ClosureExprSyntax.self) { return false }
        return node.children(viewMode: .sourceAccurate).contains { containsReturn($0) }
    }

    /// A view builder's statements as Lua lines that return its views.
    mutating func viewBody(_ items: CodeBlockItemListSyntax, indent: Int, node: some SyntaxProtocol)
        throws(ImportError) -> [String]
    {
        try descend(node)
        defer { depth -= 1 }
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var views: [CodeBlockItemSyntax] = []
        for item in try expanded(items) {
            if let d = item.item.as(DeclSyntax.self) {
                lines.append(
                    contentsOf: try orLeftOut(item, indent: indent) { (t: inout Translator) throws(ImportError) in
                        guard let v = d.as(VariableDeclSyntax.self) else {
                            throw t.fail(
                                d, "only `let` constants may be declared among views",
                                construct: d.kind.nameForDiagnostics)
                        }
                        return try t.variable(v, indent: indent)
                    })
            } else if lenient, item.item.is(StmtSyntax.self), controlFlow(item) == nil,
                !item.item.is(ExpressionStmtSyntax.self), !item.item.is(ReturnStmtSyntax.self)
            {
                // A statement among views that makes none (`print`, an assignment): left out.
                lines.append(
                    contentsOf: try orLeftOut(item, indent: indent) { (t: inout Translator) throws(ImportError) in
                        throw t.fail(
                            item, "this statement is not translated among views", construct: item.trimmedDescription)
                    })
            } else {
                views.append(item)
            }
        }
        // One if/switch: statements returning each branch's views.
        if views.count == 1, let stmt = controlFlow(views[0]) {
            lines.append(contentsOf: try viewControlFlow(stmt, indent: indent))
            return lines
        }
        let translated = try viewItems(views, indent: indent)
        if translated.isEmpty {
            lines.append(pad + "return EmptyView()")
        } else if translated.count == 1 {
            lines.append(pad + "return " + translated[0])
        } else {
            lines.append(pad + "return " + LuaWriter.table("Group", options: [], items: translated, indent: indent))
        }
        return lines
    }

    func controlFlow(_ item: CodeBlockItemSyntax) -> Syntax? {
        if let e = item.item.as(ExpressionStmtSyntax.self) { return controlFlow(e.expression) }
        if let e = item.item.as(ExprSyntax.self) { return controlFlow(e) }
        return nil
    }

    func controlFlow(_ e: ExprSyntax) -> Syntax? {
        if e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) { return Syntax(e) }
        return nil
    }

    /// if/else and switch among views, as Lua statements that return the chosen branch's views.
    mutating func viewControlFlow(_ node: Syntax, indent: Int) throws(ImportError) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        if let s = node.as(IfExprSyntax.self) {
            var current: IfExprSyntax? = s
            var first = true
            var hasElse = false
            while let i = current {
                let (pre, cond, binds) = try condition(i.conditions, indent: indent)
                if !pre.isEmpty && !first {
                    throw fail(
                        i.conditions, "`else if let` is not translated",
                        suggestion: "nest an `if let` in the else branch")
                }
                lines.append(contentsOf: pre)
                lines.append(pad + (first ? "\(mark(i))if " : "elseif ") + cond + " then")
                scopes.append(binds)
                lines.append(contentsOf: try viewBody(i.body.statements, indent: indent + 2, node: i.body))
                scopes.removeLast()
                first = false
                switch i.elseBody {
                case .ifExpr(let next)? where !(try condition(next.conditions, indent: indent).0.isEmpty):
                    // `else if let x = …`: its binding needs lines before its test, so it is an `if`
                    // of its own inside the else branch, as Swift's would nest.
                    lines.append(pad + "else")
                    lines.append(contentsOf: try viewControlFlow(Syntax(next), indent: indent + 2))
                    hasElse = true
                    current = nil
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    lines.append(pad + "else")
                    lines.append(contentsOf: try viewBody(block.statements, indent: indent + 2, node: block))
                    hasElse = true
                    current = nil
                case nil: current = nil
                }
            }
            lines.append(pad + "end")
            if !hasElse { lines.append(pad + "return EmptyView()") }
            return lines
        }
        if let s = node.as(SwitchExprSyntax.self) {
            let subject = try expr(s.subject, indent: indent, role: .any)
            var first = true
            var hasDefault = false
            var binds: [String: Binding] = [:]
            for c in s.cases {
                guard case .switchCase(let sc) = c else {
                    throw fail(c, "`#if` inside a switch is not translated")
                }
                switch sc.label {
                case .default:
                    lines.append(pad + (first ? "do" : "else"))
                    hasDefault = true
                case .case(let label):
                    var tests: [String] = []
                    for item in label.caseItems {
                        tests.append(try caseItemTest(item, subject: subject, indent: indent, binds: &binds))
                    }
                    lines.append(
                        pad + (first ? "\(mark(sc))if " : "elseif ") + tests.joined(separator: " or ") + " then")
                }
                scopes.append(binds)
                lines.append(contentsOf: try viewBody(sc.statements, indent: indent + 2, node: sc))
                scopes.removeLast()
                binds = [:]
                first = false
            }
            lines.append(pad + "end")
            if !hasDefault { lines.append(pad + "return EmptyView()") }
            return lines
        }
        throw fail(node, "this statement is not translated among views")
    }

    /// One case item's test: its pattern and `where` clause (`case let x where x > 5` binds x to the
    /// subject for the clause and the case's body, through `binds`).
    mutating func caseItemTest(
        _ item: SwitchCaseItemSyntax, subject: String, indent: Int, binds: inout [String: Binding]
    )
        throws(ImportError) -> String
    {
        var test: String
        if let v = item.pattern.as(ValueBindingPatternSyntax.self), let id = v.pattern.as(IdentifierPatternSyntax.self)
        {
            binds[id.identifier.text] = .value(subject)
            test = "true"
        } else if item.pattern.is(WildcardPatternSyntax.self) {
            test = "true"
        } else if let e = item.pattern.as(ExpressionPatternSyntax.self),
            let call = e.expression.as(FunctionCallExprSyntax.self),
            let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil
        {
            // `case .success(let image):` (AsyncImage's phase): the case by its name; what it binds
            // is nil (the importer's enums carry no values).
            for a in call.arguments {
                if let p = a.expression.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self),
                    let id = p.pattern.as(IdentifierPatternSyntax.self)
                {
                    binds[id.identifier.text] = .value("(nil)")
                }
            }
            test = "\(subject) == \(LuaWriter.quote(m.declName.baseName.text))"
        } else {
            test = try caseTest(item.pattern, subject: subject, indent: indent)
        }
        if let w = item.whereClause {
            scopes.append(binds)
            defer { scopes.removeLast() }
            let condition = try expr(w.condition, indent: indent, role: .any, precedence: LuaWriter.andPrecedence)
            test = test == "true" ? condition : "(\(test) and \(condition))"
        }
        return test
    }

    mutating func caseTest(_ pattern: PatternSyntax, subject: String, indent: Int) throws(ImportError) -> String {
        if let e = pattern.as(ExpressionPatternSyntax.self),
            let p = e.expression.as(PostfixOperatorExprSyntax.self), p.operator.text == "..."
        {
            // `case 90...:` a range open above.
            return "\(subject) >= \(try expr(p.expression, indent: indent, role: .any))"
        }
        if let e = pattern.as(ExpressionPatternSyntax.self),
            let p = e.expression.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(p.operator.text)
        {
            // `case ..<50:` a range open below.
            let hi = try expr(p.expression, indent: indent, role: .any)
            return "\(subject) \(p.operator.text == "..." ? "<=" : "<") \(hi)"
        }
        if let e = pattern.as(ExpressionPatternSyntax.self) {
            if let seq = e.expression.as(SequenceExprSyntax.self), seq.elements.count == 3,
                let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
                ["...", "..<"].contains(op.operator.text)
            {
                let lo = try expr(seq.elements.first!, indent: indent, role: .any)
                let hi = try expr(seq.elements.last!, indent: indent, role: .any)
                return "(\(subject) >= \(lo) and \(subject) \(op.operator.text == "..." ? "<=" : "<") \(hi))"
            }
            return "\(subject) == \(try expr(e.expression, indent: indent, role: .any))"
        }
        throw fail(
            pattern, "this case pattern is not translated", construct: pattern.trimmedDescription,
            suggestion: "cases that compare with values (`case .regular:`, `case 1, 2:`) are")
    }

    /// An `if`'s condition list: lines to run before it (for `if let`), the Lua condition, and the
    /// names it binds.
    mutating func condition(_ conditions: ConditionElementListSyntax, indent: Int) throws(ImportError)
        -> ([String], String, [String: Binding])
    {
        var pre: [String] = []
        var tests: [String] = []
        var binds: [String: Binding] = [:]
        let pad = String(repeating: " ", count: indent)
        // `if let first = values.first, first > 0`: a name bound is seen by the conditions after it.
        scopes.append([:])
        defer { scopes.removeLast() }
        for c in conditions {
            switch c.condition {
            case .expression(let e):
                tests.append(try expr(e, indent: indent, role: .any, precedence: LuaWriter.andPrecedence))
            case .optionalBinding(let b):
                guard let id = b.pattern.as(IdentifierPatternSyntax.self) else {
                    throw fail(b.pattern, "only `if let name = value` is translated")
                }
                let name = LuaWriter.identifier(id.identifier.text)
                let value: String
                if let i = b.initializer {
                    value = try expr(i.value, indent: indent, role: .any)
                } else {
                    value = try expr(
                        ExprSyntax(DeclReferenceExprSyntax(baseName: id.identifier)), indent: indent, role: .any)
                }
                pre.append(pad + "local \(name) = \(value)")
                binds[id.identifier.text] = .value(name)
                bind(id.identifier.text, .value(name))
                tests.append("\(name) ~= nil")
            case .matchingPattern(let m):
                // `if case .loading = state`: the pattern compared with the value.
                let subject = try expr(m.initializer.value, indent: indent, role: .any, precedence: 10)
                tests.append(try caseTest(m.pattern, subject: subject, indent: indent))
            case .availability(let a):
                // `#available(iOS 16, *)`: a preview runs a recent iOS.
                tests.append(a.availabilityKeyword.text == "#unavailable" ? "false" : "true")
            }
        }
        return (pre, tests.joined(separator: " and "), binds)
    }

    /// The views of a view builder as Lua expressions (one item each; an item may be a list or a
    /// `Group(function() … end)` holding control flow).
    mutating func viewItems(_ items: [CodeBlockItemSyntax], indent: Int) throws(ImportError) -> [String] {
        if items.contains(where: { $0.item.is(DeclSyntax.self) }),
            let list = items.first?.parent?.as(CodeBlockItemListSyntax.self), list.count == items.count
        {
            // `HStack { let shape = RoundedRectangle(…); … }`: constants among the views, as a
            // view body has them: one Group of the views its function returns.
            let pad = String(repeating: " ", count: indent)
            let body = try viewBody(list, indent: indent + 2, node: list)
            return ["\(mark(list))Group(function()\n" + body.joined(separator: "\n") + "\n" + pad + "end)"]
        }
        var out: [String] = []
        for item in try expanded(items) {
            let e: ExprSyntax
            if let s = item.item.as(ExpressionStmtSyntax.self) {
                e = s.expression
            } else if let x = item.item.as(ExprSyntax.self) {
                e = x
            } else if let r = item.item.as(ReturnStmtSyntax.self), let x = r.expression {
                // `#Preview { let a = …; return VStack { a } }`: the view returned.
                e = x
            } else if let s = item.item.as(StmtSyntax.self), s.is(ForStmtSyntax.self) {
                throw fail(
                    s, "a `for` loop cannot make views", construct: "for",
                    suggestion: "SwiftUI needs ForEach here too: ForEach(items, id: \\.self) { item in … }")
            } else {
                throw fail(item, "this statement is not translated among views", construct: item.trimmedDescription)
            }
            out.append(
                try orPlaceholder(e, label: placeholderLabel(e)) { (t: inout Translator) throws(ImportError) in
                    if let cf = t.controlFlow(e) { return try t.inlineControlFlow(cf, indent: indent) }
                    return t.mark(e) + (try t.expr(e, indent: indent, role: .view))
                })
        }
        return out
    }

    /// if/else among a container's views: `c and A or B` for one view a branch, else a Group made by a function.
    mutating func inlineControlFlow(_ node: Syntax, indent: Int) throws(ImportError) -> String {
        if let i = node.as(IfExprSyntax.self), i.conditions.allSatisfy({ $0.condition.is(ExprSyntax.self) }),
            i.body.statements.count == 1, controlFlow(i.body.statements.first!) == nil
        {
            let simpleElse: CodeBlockSyntax?
            switch i.elseBody {
            case .codeBlock(let b)? where b.statements.count == 1 && controlFlow(b.statements.first!) == nil:
                simpleElse = b
            case nil: simpleElse = nil
            default: return try groupFunction(node, indent: indent)
            }
            let cond = try condition(i.conditions, indent: indent).1
            let a = try viewItems(Array(i.body.statements), indent: indent)[0]
            let b =
                try simpleElse.map { (b) throws(ImportError) in try viewItems(Array(b.statements), indent: indent)[0] }
                ?? "EmptyView()"
            let wrapped = i.conditions.count > 1 || cond.contains(" or ") ? "(\(cond))" : cond
            return "\(mark(i))\(wrapped) and \(a) or \(b)"
        }
        return try groupFunction(node, indent: indent)
    }

    mutating func groupFunction(_ node: Syntax, indent: Int) throws(ImportError) -> String {
        let pad = String(repeating: " ", count: indent)
        let body = try viewControlFlow(node, indent: indent + 2)
        return "\(mark(node))Group(function()\n" + body.joined(separator: "\n") + "\n" + pad + "end)"
    }

    // MARK: - Plain statements (Layout methods, functions with `return`)

    /// A function's statements as Lua lines. `skipping` leaves out what moves nothing; with
    /// `guardedAs` (an init's statements, lenient), a statement that is not a declaration nor holds a
    /// `return` runs under `guardedStatement`: what fails as it runs is left out, warned at its line.
    mutating func statements(
        _ items: CodeBlockItemListSyntax, indent: Int, skipping: (CodeBlockItemSyntax) -> Bool = { _ in false },
        guardedAs label: String? = nil
    ) throws(ImportError) -> [String] {
        try descend(items)
        defer { depth -= 1 }
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for item in try expanded(items) where !skipping(item) {
            if lenient, let label, !item.item.is(DeclSyntax.self), !containsReturn(Syntax(item)) {
                helpers.insert("guardedStatement")
                lines += try orLeftOut(item, indent: indent) { (t: inout Translator) throws(ImportError) in
                    let inner: [String]
                    switch item.item {
                    case .stmt(let s): inner = try t.statement(s, indent: indent + 2)
                    case .expr(let e): inner = try t.expressionStatement(e, indent: indent + 2)
                    case .decl: inner = []
                    }
                    return [pad + "guardedStatement(\(LuaWriter.quote(label)), function()"] + inner + [pad + "end)"]
                }
                continue
            }
            lines.append(
                contentsOf: try orLeftOut(item, indent: indent) { (t: inout Translator) throws(ImportError) in
                    switch item.item {
                    case .decl(let d):
                        guard let v = d.as(VariableDeclSyntax.self) else {
                            throw t.fail(
                                d, "only `let`/`var` declarations are translated in a function",
                                construct: d.kind.nameForDiagnostics)
                        }
                        return try t.variable(v, indent: indent)
                    case .stmt(let s):
                        return try t.statement(s, indent: indent)
                    case .expr(let e):
                        return try t.expressionStatement(e, indent: indent)
                    }
                })
        }
        _ = pad
        return lines
    }

    mutating func expressionStatement(_ e: ExprSyntax, indent: Int) throws(ImportError) -> [String] {
        let pad = String(repeating: " ", count: indent)
        if let i = e.as(IfExprSyntax.self) { return try ifStatement(i, indent: indent) }
        if let s = e.as(SwitchExprSyntax.self) {
            // A switch in a function: each case's statements.
            let subject = try expr(s.subject, indent: indent, role: .any)
            var lines: [String] = []
            var first = true
            var binds: [String: Binding] = [:]
            for c in s.cases {
                guard case .switchCase(let sc) = c else { throw fail(c, "`#if` inside a switch is not translated") }
                switch sc.label {
                case .default: lines.append(pad + (first ? "do" : "else"))
                case .case(let label):
                    var tests: [String] = []
                    for item in label.caseItems {
                        tests.append(try caseItemTest(item, subject: subject, indent: indent, binds: &binds))
                    }
                    lines.append(
                        pad + (first ? "\(mark(sc))if " : "elseif ") + tests.joined(separator: " or ") + " then")
                }
                scopes.append(binds)
                lines.append(contentsOf: try statements(sc.statements, indent: indent + 2))
                scopes.removeLast()
                binds = [:]
                first = false
            }
            lines.append(pad + "end")
            return lines
        }
        if let lines = try forEachStatement(e, indent: indent) { return lines }
        if let seq = e.as(SequenceExprSyntax.self), seq.elements.count >= 3,
            let op = seq.elements.dropFirst().first,
            op.is(AssignmentExprSyntax.self)
                || ["+=", "-=", "*=", "/="].contains(op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        {
            if op.is(AssignmentExprSyntax.self), let m = seq.elements.first?.as(MemberAccessExprSyntax.self),
                let optional = m.base?.as(OptionalChainingExprSyntax.self)
            {
                // `result?.icao = airport`: assigned only when `result` is there.
                let base = try expr(optional.expression, indent: indent, role: .any, precedence: 10)
                let rest = Array(seq.elements.dropFirst(2))
                let value =
                    rest.count == 1
                    ? try expr(rest[0], indent: indent, role: .any)
                    : try folded(fold(rest), indent: indent, role: .any, precedence: 0)
                let field = LuaWriter.fieldAccess(m.declName.baseName.text)
                return [pad + mark(e) + "if \(base) ~= nil then \(base)\(field) = \(value) end"]
            }
            var target = try expr(seq.elements.first!, indent: indent, role: .any)
            var current = target
            if let x = seq.elements.first!.as(SubscriptCallExprSyntax.self),
                let keyed = try dictionarySubscript(x, indent: indent)
            {
                // `totals[key, default: 0] += amount`: the entry written, its value (or the default) read.
                (target, current) = keyed
            }
            if LuaWriter.visible(target).hasSuffix(")") {
                // `count = 3` where `count` is a computed property: Lua cannot assign to a call.
                throw fail(
                    seq.elements.first!, "assigning to a computed property is not translated",
                    construct: seq.elements.first!.trimmedDescription)
            }
            let rest = Array(seq.elements.dropFirst(2))
            let value =
                rest.count == 1
                ? try expr(rest[0], indent: indent, role: .any)
                : try folded(fold(rest), indent: indent, role: .any, precedence: 0)
            if op.is(AssignmentExprSyntax.self) { return [pad + mark(e) + "\(target) = \(value)"] }
            let text = op.as(BinaryOperatorExprSyntax.self)!.operator.text
            if let base = ["+=": "+", "-=": "-", "*=": "*", "/=": "/"][text] {
                return [pad + mark(e) + "\(target) = \(current) \(base) \(LuaWriter.paren(value))"]
            }
        }
        let text = try expr(e, indent: indent, role: .any)
        if lenient, !LuaWriter.visible(text).hasSuffix(")") {
            // Lua takes only calls and assignments as statements: what a part left out made a bare
            // value (`ticker?.invalidate()` without its call) is left out too.
            throw fail(e, "this statement is not translated", construct: e.trimmedDescription)
        }
        return [pad + mark(e) + text]
    }

    /// Whether `e` is a call of `forEach` with a closure (`xs.forEach { … }`).
    func isForEach(_ e: ExprSyntax) -> Bool {
        guard let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return m.declName.baseName.text == "forEach" && m.base != nil
    }

    /// `subviews.forEach { subview in … }` as a statement: the loop
    /// `for _, subview in ipairs(subviews) do … end`. Nil when `e` is not such a call.
    mutating func forEachStatement(_ e: ExprSyntax, indent: Int) throws(ImportError) -> [String]? {
        guard let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "forEach", let base = m.base,
            let body = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self),
            c.arguments.count + (c.trailingClosure == nil ? 0 : 1) == 1
        else { return nil }
        let params = closureParameters(body)
        guard params.count <= 1 else {
            throw fail(
                body.signature.map { Syntax($0) } ?? Syntax(body), "forEach's closure takes one value here",
                construct: body.signature?.trimmedDescription ?? "forEach",
                suggestion: "take one value, `{ item in … }`, and read `item.0`, `item.1`")
        }
        if let r = returnStatement(in: Syntax(body.statements)) {
            // Swift's `return` in the closure goes on to the next element; Lua's would leave the function.
            throw fail(
                r, "`return` in forEach's closure is not translated",
                construct: "return", suggestion: "write the loop as `for x in xs { if … { … } }`")
        }
        let pad = String(repeating: " ", count: indent)
        let shorthand = params.isEmpty && body.statements.trimmedDescription.contains("$0")
        let swiftName = params.first ?? (shorthand ? shorthandName : "_")
        let name = LuaWriter.identifier(swiftName)
        let sequence = try list(base, indent: indent)
        let saved = shorthandName
        if shorthand { shorthandName = swiftName }
        scopes.append(swiftName == "_" ? [:] : [swiftName: .value(name)])
        defer {
            scopes.removeLast()
            shorthandName = saved
        }
        var lines = [pad + mark(c) + "for _, \(name) in ipairs(\(sequence)) do"]
        lines.append(contentsOf: try statements(body.statements, indent: indent + 2))
        lines.append(pad + "end")
        return lines
    }

    /// The first `return` of `node` outside the closures and functions written in it.
    func returnStatement(in node: Syntax) -> ReturnStmtSyntax? {
        if let r = node.as(ReturnStmtSyntax.self) { return r }
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return nil }
        for child in node.children(viewMode: .sourceAccurate) {
            if let r = returnStatement(in: child) { return r }
        }
        return nil
    }

    mutating func ifStatement(_ i: IfExprSyntax, indent: Int) throws(ImportError) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current: IfExprSyntax? = i
        var first = true
        while let c = current {
            let (pre, cond, binds) = try condition(c.conditions, indent: indent)
            if !pre.isEmpty && !first { throw fail(c.conditions, "`else if let` is not translated") }
            lines.append(contentsOf: pre)
            lines.append(pad + (first ? "\(mark(c))if " : "elseif ") + cond + " then")
            scopes.append(binds)
            lines.append(contentsOf: try statements(c.body.statements, indent: indent + 2))
            scopes.removeLast()
            first = false
            switch c.elseBody {
            case .ifExpr(let next)? where !(try condition(next.conditions, indent: indent).0.isEmpty):
                // `else if let x = …`: an `if` of its own inside the else branch.
                lines.append(pad + "else")
                lines.append(contentsOf: try ifStatement(next, indent: indent + 2))
                current = nil
            case .ifExpr(let next)?: current = next
            case .codeBlock(let b)?:
                lines.append(pad + "else")
                lines.append(contentsOf: try statements(b.statements, indent: indent + 2))
                current = nil
            case nil: current = nil
            }
        }
        lines.append(pad + "end")
        return lines
    }

    /// `do { … } catch { … }`: the body runs under `pcall`; a `return` in it returns from the
    /// function; when it throws, the first catch clause runs with `error` the message.
    mutating func doCatch(_ d: DoStmtSyntax, indent: Int) throws(ImportError) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines = [
            pad + "\(mark(d))do", pad + "  local doFinished = {}", pad + "  local doOk, doValue = pcall(function()",
        ]
        lines.append(pad + "    do")
        lines += try statements(d.body.statements, indent: indent + 6)
        lines += [pad + "    end", pad + "    return doFinished", pad + "  end)"]
        if containsReturn(Syntax(d.body)) {
            lines.append(pad + "  if doOk and doValue ~= doFinished then return doValue end")
        }
        if let clause = d.catchClauses.first {
            lines.append(pad + "  if not doOk then")
            scopes.append(["error": .value("doValue")])
            defer { scopes.removeLast() }
            lines += try statements(clause.body.statements, indent: indent + 4)
            lines.append(pad + "  end")
        } else {
            lines.append(pad + "  if not doOk then error(doValue, 0) end")
        }
        lines.append(pad + "end")
        return lines
    }

    mutating func statement(_ s: StmtSyntax, indent: Int) throws(ImportError) -> [String] {
        let pad = String(repeating: " ", count: indent)
        if let r = s.as(ReturnStmtSyntax.self) {
            guard let e = r.expression else { return [pad + "do return end"] }
            if let cf = controlFlow(e) {
                return [pad + mark(r) + "return " + (try inlineControlFlow(cf, indent: indent))]
            }
            return [pad + mark(r) + "return " + (try expr(e, indent: indent, role: returnRole ?? .any))]
        }
        if let e = s.as(ExpressionStmtSyntax.self) { return try expressionStatement(e.expression, indent: indent) }
        if let d = s.as(DoStmtSyntax.self) { return try doCatch(d, indent: indent) }
        if let g = s.as(GuardStmtSyntax.self) {
            let (pre, cond, binds) = try condition(g.conditions, indent: indent)
            var lines = pre
            lines.append(pad + "\(mark(g))if not (\(cond)) then")
            lines.append(contentsOf: try statements(g.body.statements, indent: indent + 2))
            lines.append(pad + "end")
            for (k, v) in binds { bind(k, v) }
            return lines
        }
        if let f = s.as(ForStmtSyntax.self) {
            guard
                let id = f.pattern.as(IdentifierPatternSyntax.self)
                    ?? (f.pattern.is(WildcardPatternSyntax.self) ? nil : nil)
                    ?? (f.pattern.is(WildcardPatternSyntax.self)
                        ? IdentifierPatternSyntax(identifier: .identifier("_")) : nil)
            else {
                throw fail(
                    f.pattern, "only `for name in …` loops are translated", construct: f.pattern.trimmedDescription)
            }
            let name = LuaWriter.identifier(id.identifier.text)
            var lines: [String] = []
            if let seq = f.sequence.as(SequenceExprSyntax.self), seq.elements.count == 3,
                let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
                ["...", "..<"].contains(op.operator.text)
            {
                let lo = try expr(seq.elements.first!, indent: indent, role: .any)
                var hi = try expr(seq.elements.last!, indent: indent, role: .any)
                if op.operator.text == "..<" { hi = LuaWriter.minusOne(hi) }
                lines.append(pad + "\(mark(f))for \(name) = \(lo), \(hi) do")
            } else if let m = f.sequence.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices",
                let base = m.base
            {
                // Swift's indices count from 0 (`items[i]` is written `items[i + 1]`).
                let b = try expr(base, indent: indent, role: .any, precedence: 10)
                lines.append(pad + "\(mark(f))for \(name) = 0, #\(b) - 1 do")
            } else {
                let sequence = try expr(f.sequence, indent: indent, role: .any)
                lines.append(pad + "\(mark(f))for _, \(name) in ipairs(\(sequence)) do")
            }
            scopes.append([id.identifier.text: .value(name)])
            lines.append(contentsOf: try statements(f.body.statements, indent: indent + 2))
            scopes.removeLast()
            lines.append(pad + "end")
            return lines
        }
        if let w = s.as(WhileStmtSyntax.self) {
            let (pre, cond, _) = try condition(w.conditions, indent: indent)
            if !pre.isEmpty { throw fail(w, "`while let` is not translated") }
            return [pad + "\(mark(w))while \(cond) do"] + (try statements(w.body.statements, indent: indent + 2)) + [
                pad + "end"
            ]
        }
        if s.is(BreakStmtSyntax.self) {
            // Swift's `break` ends the innermost loop or switch; a switch is an if chain in Lua, where
            // ending its case is doing nothing more.
            var node = s.parent
            while let n = node {
                if n.is(SwitchCaseSyntax.self) { return [pad + "-- break: the case ends here"] }
                if n.is(ForStmtSyntax.self) || n.is(WhileStmtSyntax.self) || n.is(RepeatStmtSyntax.self)
                    || n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self)
                {
                    break
                }
                node = n.parent
            }
            return [pad + "break"]
        }
        throw fail(s, "this statement is not translated", construct: s.kind.nameForDiagnostics)
    }
}
