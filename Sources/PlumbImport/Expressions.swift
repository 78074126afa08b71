import PlumbScriptAPI
import SwiftSyntax

/// Swift's operators, by precedence (higher binds tighter), for folding a `SequenceExpr`.
private let swiftPrecedence: [String: Int] = [
    "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "??": 4, "...": 5, "..<": 5,
    "+": 6, "-": 6, "*": 7, "/": 7, "%": 7,
]

/// A folded Swift expression: an operand or a binary operation.
indirect enum Folded {
    case operand(ExprSyntax)
    case binary(String, Folded, Folded, Syntax)
    case ternary(Folded, ExprSyntax, Folded)
}

extension Translator {
    /// A Swift expression as Lua. `precedence` is the Lua precedence of the context (parentheses are
    /// added when the expression binds more loosely).
    mutating func expr(_ e: ExprSyntax, indent: Int, role: Role, precedence: Int = 0) throws(ImportError) -> String {
        try descend(e)
        defer { depth -= 1 }
        if let x = e.as(IntegerLiteralExprSyntax.self) { return x.literal.text.replacingUnderscores() }
        if let x = e.as(FloatLiteralExprSyntax.self) { return x.literal.text.replacingUnderscores() }
        if let x = e.as(BooleanLiteralExprSyntax.self) { return x.literal.text }
        if e.is(NilLiteralExprSyntax.self) { return "nil" }
        if let t = e.as(TryExprSyntax.self) {
            // `try x` and `try! x`: what throws stops the script, as it stops the app; `try? x`: nil.
            guard t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else {
                return try expr(t.expression, indent: indent, role: role, precedence: precedence)
            }
            helpers.insert("tryOptional")
            return "tryOptional(function() return \(try expr(t.expression, indent: indent, role: role)) end)"
        }
        if let x = e.as(StringLiteralExprSyntax.self) {
            if !bundleResources.isEmpty, let text = x.representedLiteralValue {
                // `"resorts.json"`, `"resorts"`: a file of the app's bundle the script will read.
                for name in [text, text + ".json"] where bundleResources[name] != nil { namedResources.insert(name) }
            }
            return try string(x, indent: indent, precedence: precedence)
        }
        if let x = e.as(TupleExprSyntax.self), x.elements.count == 1, x.elements.first!.label == nil {
            return "(" + (try expr(x.elements.first!.expression, indent: indent, role: role)) + ")"
        }
        if let x = e.as(TupleExprSyntax.self), x.elements.count > 1 {
            // `("star", "Favourites")`: a table (`t.0` is `t[1]`); labelled, a table of fields.
            var items: [String] = []
            var options: [String] = []
            for element in x.elements {
                let value = try expr(element.expression, indent: indent + 2, role: role)
                if let label = element.label?.text {
                    options.append("\(LuaWriter.key(label)) = \(value)")
                } else {
                    items.append(value)
                }
            }
            guard items.isEmpty || options.isEmpty else {
                throw fail(
                    x, "a tuple with some labels is not translated", construct: x.trimmedDescription,
                    suggestion: "label every element, or none")
            }
            return LuaWriter.table("", options: options, items: items, indent: indent)
        }
        if let x = e.as(DeclReferenceExprSyntax.self) { return try reference(x, role: role) }
        if let x = e.as(MemberAccessExprSyntax.self) { return try member(x, indent: indent, role: role) }
        if let x = e.as(FunctionCallExprSyntax.self) { return try call(x, indent: indent, role: role) }
        if let x = e.as(SequenceExprSyntax.self) {
            if x.elements.count > SwiftImporter.maximumDepth {
                throw fail(
                    x,
                    "an expression of more than \(SwiftImporter.maximumDepth / 2) operators: the importer stops here",
                    construct: "expression", suggestion: "compute the value in steps with let")
            }
            return try folded(fold(Array(x.elements)), indent: indent, role: role, precedence: precedence)
        }
        if let x = e.as(PrefixOperatorExprSyntax.self) {
            let operand = try expr(x.expression, indent: indent, role: role, precedence: LuaWriter.unaryPrecedence)
            switch x.operator.text {
            case "!": return wrap("not \(operand)", LuaWriter.unaryPrecedence, precedence)
            case "-": return wrap("-\(operand)", LuaWriter.unaryPrecedence, precedence)
            case "+": return operand
            default: throw fail(x, "the operator \(x.operator.text) is not translated", construct: x.operator.text)
            }
        }
        if let x = e.as(ForceUnwrapExprSyntax.self) {
            return try expr(x.expression, indent: indent, role: role, precedence: precedence)
        }
        if let x = e.as(OptionalChainingExprSyntax.self) {
            return try expr(x.expression, indent: indent, role: role, precedence: precedence)
        }
        if let x = e.as(InOutExprSyntax.self) {
            return try expr(x.expression, indent: indent, role: role, precedence: precedence)
        }
        if let x = e.as(ArrayExprSyntax.self) {
            let items = try x.elements.map { (el) throws(ImportError) in
                try expr(el.expression, indent: indent + 2, role: role)
            }
            return LuaWriter.table("", options: [], items: items, indent: indent)
        }
        if let x = e.as(KeyPathExprSyntax.self) {
            return LuaWriter.quote(x.components.map { $0.component.trimmedDescription }.joined().trimmingDot())
        }
        if let x = e.as(ClosureExprSyntax.self) { return try closure(x, indent: indent, views: role == .view) }
        if let x = e.as(IfExprSyntax.self) { return try inlineControlFlow(Syntax(x), indent: indent) }
        if let x = e.as(DictionaryExprSyntax.self) {
            // `["a": 1]`, `[:]`: a table by key.
            helpers.insert("dictionaries")
            guard case .elements(let elements) = x.content else { return "dictionaryOf()" }
            let options = try elements.map { (el) throws(ImportError) in
                let key = try expr(el.key, indent: indent + 2, role: .any)
                return "[\(key)] = \(try expr(el.value, indent: indent + 2, role: .any))"
            }
            return "dictionaryOf(\(LuaWriter.table("", options: options, items: [], indent: indent)))"
        }
        if let x = e.as(SubscriptCallExprSyntax.self), let keyed = try dictionarySubscript(x, indent: indent) {
            return keyed.read
        }
        if let x = e.as(SubscriptCallExprSyntax.self) {
            let base = try expr(x.calledExpression, indent: indent, role: .any, precedence: 10)
            guard x.arguments.count == 1, let arg = x.arguments.first else {
                throw fail(x, "a subscript with several arguments is not translated")
            }
            if arg.label?.text == "explicit" {
                throw fail(arg, "d[explicit: …] is not translated", suggestion: "read d[guide], the guide's value")
            }
            // ViewDimensions: d[.leading] names a guide.
            if let m = arg.expression.as(MemberAccessExprSyntax.self), m.base == nil {
                return "\(base)[\(alignmentValue(m.declName.baseName.text))]"
            }
            let index = try expr(arg.expression, indent: indent, role: .any)
            if index.hasPrefix("HorizontalAlignment") || index.hasPrefix("VerticalAlignment")
                || alignments.values.contains(where: { $0.luaName == index })
            {
                return "\(base)[\(index)]"
            }
            // Swift arrays count from 0, Lua's from 1.
            if let n = Int(index) { return "\(base)[\(n + 1)]" }
            return "\(base)[\(index) + 1]"
        }
        if let x = e.as(TernaryExprSyntax.self),
            x.thenExpression.is(NilLiteralExprSyntax.self)
                || x.thenExpression.as(BooleanLiteralExprSyntax.self)?.literal.text == "false"
        {
            // `c ? nil : x`: Lua's `c and nil or x` is always x, so the choice is a function's.
            let c = try expr(x.condition, indent: indent, role: .any)
            let a = try expr(x.thenExpression, indent: indent, role: role)
            let b = try expr(x.elseExpression, indent: indent, role: role)
            return "(function() if \(c) then return \(a) end return \(b) end)()"
        }
        if let x = e.as(TernaryExprSyntax.self) {
            let c = try expr(x.condition, indent: indent, role: .any, precedence: LuaWriter.andPrecedence)
            let a = try expr(x.thenExpression, indent: indent, role: role, precedence: LuaWriter.andPrecedence)
            let b = try expr(x.elseExpression, indent: indent, role: role, precedence: LuaWriter.orPrecedence)
            return wrap("\(c) and \(a) or \(b)", LuaWriter.orPrecedence, precedence)
        }
        if let x = e.as(AsExprSyntax.self) {
            return try expr(x.expression, indent: indent, role: role, precedence: precedence)
        }
        if e.is(SwitchExprSyntax.self) { return try groupFunction(Syntax(e), indent: indent) }
        if let x = e.as(PostfixIfConfigExprSyntax.self), let base = x.base {
            // `TextField(…)` then `#if !os(macOS) .textInputAutocapitalization(.never) #endif` (Apple's
            // SecureField page): the modifiers of the clause that holds on an iPhone, on the base.
            let b = try expr(base, indent: indent, role: role, precedence: precedence)
            guard let clause = try activeClause(x.config), case .postfixExpression(let chain)? = clause.elements
            else { return b }
            scopes.append(["self": .value(b)])
            defer { scopes.removeLast() }
            return try expr(chain, indent: indent, role: role, precedence: precedence)
        }
        throw fail(
            e, "this Swift expression is not translated (\(e.kind.nameForDiagnostics ?? "expression"))",
            construct: e.trimmedDescription)
    }

    /// A dictionary's subscript (`totals[key]`, `totals[key, default: 0]`): the entry (`target`, what an
    /// assignment writes) and its value read (`read`, the default when it is nil). A subscript is a
    /// dictionary's when it has `default:`, when its key is a string literal, or when its base is
    /// named as something the module declares a dictionary (`DictionaryNames`); nil otherwise.
    mutating func dictionarySubscript(_ x: SubscriptCallExprSyntax, indent: Int) throws(ImportError)
        -> (target: String, read: String)?
    {
        let labels = x.arguments.map { $0.label?.text }
        guard labels == [nil] || labels == [nil, "default"], let key = x.arguments.first?.expression else { return nil }
        var name: String?
        if let r = x.calledExpression.as(DeclReferenceExprSyntax.self) { name = r.baseName.text }
        if let m = x.calledExpression.as(MemberAccessExprSyntax.self) { name = m.declName.baseName.text }
        if dictionaryNames == nil {
            let finder = DictionaryNames(viewMode: .sourceAccurate)
            var roots: Set<SyntaxIdentifier> = []
            for node in declarationNodes.values.joined() + [Syntax(x)] where roots.insert(node.root.id).inserted {
                finder.walk(node.root)
            }
            dictionaryNames = finder.names
        }
        guard labels.count == 2 || key.is(StringLiteralExprSyntax.self) || name.map(dictionaryNames!.contains) == true
        else { return nil }
        let base = try expr(x.calledExpression, indent: indent, role: .any, precedence: 10)
        let target = "\(base)[\(try expr(key, indent: indent, role: .any))]"
        guard labels.count == 2, let fallback = x.arguments.last?.expression else { return (target, target) }
        return (target, "(\(target) or \(try expr(fallback, indent: indent, role: .any, precedence: 2)))")
    }

    func wrap(_ s: String, _ own: Int, _ context: Int) -> String { own < context ? "(\(s))" : s }

    // MARK: - Operators

    func fold(_ elements: [ExprSyntax]) throws(ImportError) -> Folded {
        var operands: [Folded] = []
        var operators: [(String, Int, Syntax, ExprSyntax?)] = []
        func reduce() {
            let (op, _, node, then) = operators.removeLast()
            let rhs = operands.removeLast()
            let lhs = operands.removeLast()
            if op == "?:" {
                operands.append(.ternary(lhs, then!, rhs))
            } else {
                operands.append(.binary(op, lhs, rhs, node))
            }
        }
        var i = 0
        while i < elements.count {
            let el = elements[i]
            if i % 2 == 0 {
                operands.append(.operand(el))
            } else {
                let op: String
                let prec: Int
                var then: ExprSyntax?
                if let b = el.as(BinaryOperatorExprSyntax.self) {
                    op = b.operator.text
                    guard let p = swiftPrecedence[op] else {
                        throw fail(b, "the operator \(op) is not translated", construct: op)
                    }
                    prec = p
                } else if let t = el.as(UnresolvedTernaryExprSyntax.self) {
                    op = "?:"
                    prec = 0
                    then = t.thenExpression
                } else if el.is(AssignmentExprSyntax.self) {
                    throw fail(el, "an assignment inside an expression is not translated", construct: "=")
                } else if el.is(UnresolvedAsExprSyntax.self) || el.is(UnresolvedIsExprSyntax.self) {
                    // `x as CGFloat`: the value is the same in Lua; the type follows.
                    i += 2
                    continue
                } else {
                    throw fail(el, "this operator is not translated", construct: el.trimmedDescription)
                }
                // Left-associative except ?? and ?: (right).
                while let last = operators.last, last.1 > prec || (last.1 == prec && op != "??" && op != "?:") {
                    reduce()
                }
                operators.append((op, prec, Syntax(el), then))
            }
            i += 1
        }
        while !operators.isEmpty { reduce() }
        return operands[0]
    }

    mutating func folded(_ f: Folded, indent: Int, role: Role, precedence: Int) throws(ImportError) -> String {
        switch f {
        case .operand(let e): return try expr(e, indent: indent, role: role, precedence: precedence)
        case .ternary(let c, let a, let b)
        where a.is(NilLiteralExprSyntax.self) || a.as(BooleanLiteralExprSyntax.self)?.literal.text == "false":
            // `c ? nil : x`: Lua's `c and nil or x` is always x, so the choice is a function's.
            let cs = try folded(c, indent: indent, role: .any, precedence: 0)
            let av = try expr(a, indent: indent, role: role)
            let bv = try folded(b, indent: indent, role: role, precedence: 0)
            return "(function() if \(cs) then return \(av) end return \(bv) end)()"
        case .ternary(let c, let a, let b):
            let cs = try folded(c, indent: indent, role: .any, precedence: LuaWriter.andPrecedence + 1)
            let av = try expr(a, indent: indent, role: role, precedence: LuaWriter.andPrecedence + 1)
            let bv = try folded(b, indent: indent, role: role, precedence: LuaWriter.orPrecedence)
            return wrap("\(cs) and \(av) or \(bv)", LuaWriter.orPrecedence, precedence)
        case .binary(let op, let l, let r, let node):
            try descend(node)
            defer { depth -= 1 }
            let (lua, p): (String, Int)
            switch op {
            case "||": (lua, p) = ("or", LuaWriter.orPrecedence)
            case "&&": (lua, p) = ("and", LuaWriter.andPrecedence)
            case "??": (lua, p) = ("or", LuaWriter.orPrecedence)
            case "==": (lua, p) = ("==", LuaWriter.comparePrecedence)
            case "!=": (lua, p) = ("~=", LuaWriter.comparePrecedence)
            case "<", ">", "<=", ">=": (lua, p) = (op, LuaWriter.comparePrecedence)
            case "+", "-": (lua, p) = (op, LuaWriter.addPrecedence)
            case "*", "/", "%": (lua, p) = (op, LuaWriter.mulPrecedence)
            default:
                throw fail(
                    node, "a range (\(op)) is translated only in ForEach, for, lineLimit and a control's `in:`",
                    construct: op)
            }
            // String concatenation: `+` on a string literal side is `..` in Lua.
            if op == "+", isStringy(l) || isStringy(r) {
                let ls = try folded(l, indent: indent, role: role, precedence: LuaWriter.concatPrecedence + 1)
                let rs = try folded(r, indent: indent, role: role, precedence: LuaWriter.concatPrecedence)
                return wrap("\(ls) .. \(rs)", LuaWriter.concatPrecedence, precedence)
            }
            if op == "+", isTextView(l) || isTextView(r) {
                // `Text("Hello") + Text(" World").bold()`: one Text of the joined strings when each
                // run only changes how it is drawn (bold, italic, colour); a run with its own font
                // would measure differently, and is refused below.
                var strings: [ExprSyntax] = []
                if textRuns(f, into: &strings) {
                    let parts = try strings.map { (s) throws(ImportError) in
                        try expr(s, indent: indent, role: .any, precedence: LuaWriter.concatPrecedence + 1)
                    }
                    return "Text(\(parts.joined(separator: " .. ")))"
                        + LuaWriter.note("Text + Text: one Text of the joined strings (the runs' styles are not drawn)")
                }
                throw fail(
                    node, "Text + Text (concatenated styled text) is not translated", construct: "Text + Text",
                    suggestion: "write one Text with the whole string")
            }
            if op == "/" || op == "%", isInteger(l), isInteger(r) {
                // Swift's Int division and remainder truncate toward zero (Lua's `//` and `%` floor).
                let ls = try folded(l, indent: indent, role: role, precedence: 0)
                let rs = try folded(r, indent: indent, role: role, precedence: 0)
                if op == "%" { return "math.fmod(\(ls), \(rs))" }
                helpers.insert("integerDivision")
                return "integerDivision(\(ls), \(rs))"
            }
            let ls = try folded(l, indent: indent, role: role, precedence: p)
            let rs = try folded(r, indent: indent, role: role, precedence: p + 1)
            return wrap("\(ls) \(lua) \(rs)", p, precedence)
        }
    }

    /// Whether `e` may be a Bool: a literal, `!x`, a comparison or logical operation, `isEmpty`, or
    /// a property of the file declared Bool (by type or default).
    func mayBeBoolean(_ e: ExprSyntax) -> Bool {
        if e.is(BooleanLiteralExprSyntax.self) { return true }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return p.operator.text == "!" }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 {
            return mayBeBoolean(t.elements.first!.expression)
        }
        if let s = e.as(SequenceExprSyntax.self) {
            return s.elements.contains {
                ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(
                    $0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            }
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
            Self.booleanMethods.contains(m.declName.baseName.text)
        {
            return true
        }
        let name: String
        if let r = e.as(DeclReferenceExprSyntax.self) {
            name = r.baseName.text
        } else if let m = e.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text
            if name == "isEmpty" { return true }
        } else {
            return false
        }
        return types.values.contains { info in
            info.properties.contains { p in
                p.name == name
                    && (p.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription == "Bool"
                        || p.defaultValue?.is(BooleanLiteralExprSyntax.self) == true)
            }
        }
    }

    /// Methods of Swift's values that give a Bool.
    static let booleanMethods: Set<String> = [
        "contains", "allSatisfy", "hasPrefix", "hasSuffix", "isDateInToday", "isDateInYesterday", "isDateInTomorrow",
        "isDate", "isSubset", "isSuperset", "isDisjoint", "elementsEqual",
    ]

    /// `Date()` or `Date.now`.
    func isNow(_ e: ExprSyntax) -> Bool {
        if let c = e.as(FunctionCallExprSyntax.self) {
            return c.calledExpression.trimmedDescription == "Date" && c.arguments.isEmpty && c.trailingClosure == nil
        }
        return e.trimmedDescription == "Date.now"
    }

    /// The strings of `Text(a) + Text(b).bold() + …` when every run is a Text of one string whose
    /// modifiers only change how it is drawn.
    func textRuns(_ f: Folded, into strings: inout [ExprSyntax]) -> Bool {
        switch f {
        case .binary("+", let l, let r, _): return textRuns(l, into: &strings) && textRuns(r, into: &strings)
        case .operand(let e):
            var x = e
            while let c = x.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                let base = m.base
            {
                guard Self.drawnTextRunModifiers.contains(m.declName.baseName.text) else { return false }
                x = base
            }
            guard let text = x.as(FunctionCallExprSyntax.self), text.calledExpression.trimmedDescription == "Text",
                text.arguments.count == 1, let only = text.arguments.first, only.label == nil
            else { return false }
            strings.append(only.expression)
            return true
        default: return false
        }
    }

    /// Whether a folded operand is known to be an `Int` (see `isInteger(_: ExprSyntax)`).
    func isInteger(_ f: Folded) -> Bool {
        switch f {
        case .operand(let e): return isInteger(e)
        case .binary(let op, let l, let r, _):
            return ["+", "-", "*", "/", "%"].contains(op) && isInteger(l) && isInteger(r)
        case .ternary: return false
        }
    }

    func isStringy(_ f: Folded) -> Bool {
        switch f {
        case .operand(let e): return isStringy(e)
        case .binary(let op, let l, let r, _): return op == "+" && (isStringy(l) || isStringy(r))
        default: return false
        }
    }

    /// Whether `e` is surely a string: a literal, `String(…)`, or one in parentheses (a choice
    /// between strings, `(signed ? "-" : "")`, or a sum with a string in it).
    func isStringy(_ e: ExprSyntax) -> Bool {
        if e.is(StringLiteralExprSyntax.self) { return true }
        if let c = e.as(FunctionCallExprSyntax.self) { return c.calledExpression.trimmedDescription == "String" }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first?.expression {
            if let ternary = only.as(TernaryExprSyntax.self) {
                return isStringy(ternary.thenExpression) || isStringy(ternary.elseExpression)
            }
            if let seq = only.as(SequenceExprSyntax.self) {
                let elements = Array(seq.elements)
                if let i = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                    let then = elements[i].as(UnresolvedTernaryExprSyntax.self)!.thenExpression
                    return isStringy(then) || (i + 1 < elements.count && isStringy(elements[i + 1]))
                }
                return elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
                    && elements.contains { $0.is(StringLiteralExprSyntax.self) }
            }
            return isStringy(only)
        }
        return false
    }

    func isTextView(_ f: Folded) -> Bool {
        if case .operand(let e) = f, let c = e.as(FunctionCallExprSyntax.self) {
            return c.calledExpression.trimmedDescription.hasPrefix("Text")
        }
        return false
    }

    // MARK: - Strings

    mutating func string(_ s: StringLiteralExprSyntax, indent: Int, precedence: Int) throws(ImportError) -> String {
        var parts: [String] = []
        var literal = ""
        var notes = ""
        // A raw string's escapes start with its delimiter's pounds: `#"\#n"#`, `#"\#(x)"#`.
        let pounds = s.openingPounds?.text.count ?? 0
        var interpolates = false
        for segment in s.segments {
            switch segment {
            case .stringSegment(let t):
                literal += try unescape(t, pounds: pounds)
            case .expressionSegment(let x):
                if let formatted = try formattedInterpolation(x, indent: indent) {
                    // `"\(price, specifier: "%.2f")"`, `"\(total, format: .currency(code: "USD"))"`.
                    interpolates = true
                    if !literal.isEmpty { parts.append(LuaWriter.quote(literal)) }
                    literal = ""
                    parts.append(formatted)
                    continue
                }
                guard x.expressions.count == 1, let first = x.expressions.first, first.label == nil else {
                    throw fail(x, "an interpolation with a format is not translated", construct: x.trimmedDescription)
                }
                if isNow(first.expression) {
                    // "\(Date())": the text of one moment, Swift's reference date, as Swift prints it.
                    literal += "2001-01-01 00:00:00 +0000"
                    notes += LuaWriter.note("Date(): Swift's reference date stands in (Plumb lays out one moment)")
                    continue
                }
                interpolates = true
                if !literal.isEmpty { parts.append(LuaWriter.quote(literal)) }
                literal = ""
                if mayBeBoolean(first.expression) {
                    // "\(isOn)" prints true or false; Lua's .. takes no boolean.
                    parts.append("tostring(\(try expr(first.expression, indent: indent, role: .any)))")
                    continue
                }
                parts.append(
                    try expr(first.expression, indent: indent, role: .any, precedence: LuaWriter.concatPrecedence + 1))
            }
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(LuaWriter.quote(literal)) }
        if parts.count == 1 {
            // A lone interpolation "\(x)" is a string made of x.
            // (swift-syntax puts an empty string segment before it.)
            if interpolates && literal.isEmpty { return "tostring(\(parts[0]))" + notes }
            return parts[0] + notes
        }
        return wrap(parts.joined(separator: " .. "), LuaWriter.concatPrecedence, precedence) + notes
    }

    /// An interpolation with a format: `specifier:` (C's printf, as `String(format:)` reads it) or
    /// `format:` (a format style); nil for a plain one.
    mutating func formattedInterpolation(_ x: ExpressionSegmentSyntax, indent: Int) throws(ImportError) -> String? {
        guard x.expressions.count == 2, let first = x.expressions.first, first.label == nil,
            let spec = x.expressions.last
        else { return nil }
        switch spec.label?.text {
        case "specifier"?:
            guard let literal = spec.expression.as(StringLiteralExprSyntax.self) else { return nil }
            return try printfFormat(literal, [first.expression], indent: indent)
        case "format"?:
            let value = try expr(first.expression, indent: indent, role: .any)
            return try formatStyleCall(value, spec.expression, indent: indent)
        default:
            return nil
        }
    }

    /// A string segment's text as Swift reads it: its escapes (`\0 \\ \t \n \r \" \'`, `\u{1F600}`;
    /// in a raw string with the delimiter's pounds after the backslash) replaced by what they stand
    /// for, everything else as written (a multi-line string's indentation, escaped line breaks and
    /// the line break before its closing quotes are not in the segment's text: swift-syntax keeps
    /// them as trivia).
    func unescape(_ token: StringSegmentSyntax, pounds: Int) throws(ImportError) -> String {
        let text = token.content.text
        guard text.contains("\\") else { return text.replacingOccurrences("\r\n", with: "\n") }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func bad(_ message: String) -> ImportError {
            // At the escape itself: the segment's position moved on by the bytes before it.
            var error = fail(token, message, construct: "\\")
            let before = String(String.UnicodeScalarView(scalars[..<i]))
            if let lastBreak = before.lastIndex(of: "\n") {
                error.line += before.filter { $0 == "\n" }.count
                error.column = before[before.index(after: lastBreak)...].utf8.count + 1
            } else {
                error.column += before.utf8.count
            }
            return error
        }
        while i < scalars.count {
            let c = scalars[i]
            guard c == "\\", i + pounds < scalars.count,
                scalars[(i + 1)..<(i + 1 + pounds)].allSatisfy({ $0 == "#" })
            else {
                if c == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" {
                    i += 1
                    continue
                }
                out.append(c)
                i += 1
                continue
            }
            let e = i + 1 + pounds
            guard e < scalars.count else { throw bad("a backslash that ends a string is not an escape") }
            switch scalars[e] {
            case "0": out.append("\0")
            case "\\": out.append("\\")
            case "t": out.append("\t")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "u":
                // `\u{E9}`: one to eight hex digits naming a Unicode scalar.
                guard e + 1 < scalars.count, scalars[e + 1] == "{",
                    let close = scalars[(e + 2)...].firstIndex(of: "}")
                else { throw bad("\\u needs its scalar in braces, as \\u{E9}") }
                let digits = String(String.UnicodeScalarView(scalars[(e + 2)..<close]))
                guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { throw bad("\\u{\(digits)} is not a Unicode scalar") }
                out.append(scalar)
                i = close + 1
                continue
            default:
                throw bad("\\\(Character(scalars[e])) is not an escape Swift has")
            }
            i = e + 1
        }
        return String(out)
    }

    // MARK: - Names

    mutating func reference(_ x: DeclReferenceExprSyntax, role: Role) throws(ImportError) -> String {
        var name = x.baseName.text
        if name.hasPrefix("$") {
            if let n = Int(name.dropFirst()) { return n == 0 ? shorthandName : "\(shorthandName)\(n + 1)" }
            name = String(name.dropFirst())  // a binding: its value
        }
        if name == "self" {
            if case .value(let v)? = lookup("self") { return v }
            return "self"
        }
        var found = lookup(name)
        if found == nil, name.hasPrefix("_"), name.count > 1 {
            // `self._count = State(initialValue: 3)`: a property wrapper's storage is the property.
            found = lookup(String(name.dropFirst()))
        }
        if let b = found {
            switch b {
            case .value(let v), .content(let v): return v
            case .call(let f): return "\(f)()"
            case .range(let range):
                throw fail(
                    x,
                    "a range (\(range.trimmedDescription)) is translated only in ForEach, for, lineLimit and a control's `in:`",
                    construct: name)
            }
        }
        if let info = types[name] {
            // A type used as a value (`MyStyle.self`): its constructor.
            return info.name
        }
        if topFunctions[name] != nil { return LuaWriter.identifier(name) }
        if vocabulary.globals.contains(name) { return name }
        switch name {
        case "CGFloat", "Double", "Int", "Float": return name
        default: break
        }
        if let hint = PlumbNames.missing[name] {
            throw fail(x, "\(name) is not in Plumb", construct: name, suggestion: hint)
        }
        let known = scopes.flatMap { $0.keys } + Array(types.keys) + Array(topFunctions.keys)
        let near = nearestName(to: name, in: known + Array(vocabulary.globals))
        throw fail(
            x, "unknown name '\(name)'", construct: name,
            suggestion: near.map { "did you mean '\($0)'?" } ?? "declare it with let, or as a property of the view")
    }

    /// `.leading` in a ViewDimensions subscript: the guide with its axis.
    func alignmentValue(_ name: String) -> String {
        if let a = customAlignment(name, axis: nil) { return a }
        switch name {
        case "leading", "trailing": return "HorizontalAlignment.\(name)"
        case "center":
            return currentGuideAxis == "VerticalAlignment" ? "VerticalAlignment.center" : "HorizontalAlignment.center"
        default: return "VerticalAlignment.\(name)"
        }
    }

    var currentGuideAxis: String {
        if case .value(let axis)? = lookup("#guideAxis") { return axis }
        return "HorizontalAlignment"
    }

    mutating func member(_ x: MemberAccessExprSyntax, indent: Int, role: Role) throws(ImportError) -> String {
        let name = x.declName.baseName.text
        guard let base = x.base else { return try implicitMember(x, name: name, role: role) }
        let baseText = base.trimmedDescription
        if name == "safeAreaInsets", !types.values.contains(where: { $0.properties.contains { $0.name == name } }) {
            // `geometry.safeAreaInsets.bottom`: the insets depend on the device's safe area.
            throw fail(
                x.declName, "safeAreaInsets is not in Plumb: Plumb has no safe area (its canvas has none to report)",
                construct: "safeAreaInsets", suggestion: "write the inset it should be, or leave it out")
        }
        if let m = valueExtension(name), !m.isFunction, types[baseText] == nil {
            // `amount.quantityText`: a computed property of an extension of Double.
            return "\(LuaWriter.identifier(name))(\(try expr(base, indent: indent, role: .any)))"
        }
        if baseText == "self" || baseText == "Self" || baseText == currentType {
            // `Self.spacing` and `Card.spacing` inside Card are its static constant, a local of its
            // function; `self.title` in its init is the property, not the parameter of that name.
            let reference = DeclReferenceExprSyntax(baseName: x.declName.baseName)
            if baseText == "self", let index = initScope, index < scopes.count {
                let saved = scopes
                scopes.removeSubrange(index...)
                defer { scopes = saved }
                return try self.reference(reference, role: role)
            }
            if baseText == "self" || lookup(name) != nil {
                return try self.reference(reference, role: role)
            }
        }
        if baseText.hasPrefix("Locale.current"), ["identifier", "currencyCode"].contains(name),
            baseText.contains("currency") || name == "currencyCode"
        {
            // `Locale.current.currency?.identifier`: US English's currency.
            return "\"USD\"" + LuaWriter.note("Locale.current: US English")
        }
        switch (baseText, name) {
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"):
            helpers.insert("calendar")
            return "currentCalendar" + LuaWriter.note("Calendar.current: the Gregorian calendar in UTC")
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"), ("TimeZone", "current"):
            return "\"en_US\"" + LuaWriter.note("\(baseText).current: Plumb formats in US English and UTC")
        case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"): return "math.huge"
        case ("CGFloat", "zero"), ("Double", "zero"): return "0"
        case ("CGFloat", "nan"), ("Double", "nan"), ("Float", "nan"): return "(0 / 0)"
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return "math.pi"
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"):
            return "1.7976931348623157e308"
        case ("Float", "greatestFiniteMagnitude"): return "3.4028234663852886e38"
        case ("Date", "now"):
            helpers.insert("dates")
            pendingNotes += LuaWriter.note(Self.nowNote)
            return "makeDate(0)"
        case ("Bundle", "main"), ("Bundle", "module"):
            // The app's bundle: what `bundleFile` reads (its JSON files), a value its extensions take;
            // its Info.plist is not read (a version looked up is nil).
            return "({ infoDictionary = {} })"
        case ("Int", "max"): return "math.maxinteger"
        case ("Int", "min"): return "math.mininteger"
        case (let type, _) where Self.numberTypes.contains(type) && numberExtensions[name] != nil:
            return try expr(numberExtensions[name]!, indent: indent, role: .any)
        case ("CGFloat", _), ("Double", _), ("Float", _), ("Int", _):
            // Not Lua: `Double.ulpOfOne` would reach the script as a name Plumb does not have.
            throw fail(x, "\(baseText).\(name) is not translated", construct: x.trimmedDescription)
        case ("HorizontalAlignment", _), ("VerticalAlignment", _):
            if let c = customAlignment(name, axis: baseText) { return c }
            return "\(baseText).\(name)"
        case ("Font", _) where fontExtensions[name] != nil:
            return try expr(fontExtensions[name]!, indent: indent, role: .font)
        case ("Color", _) where colourExtensions[name] != nil:
            // `Color.brightSeafoam`, a colour of the file's `extension Color`: its value.
            return try expr(colourExtensions[name]!, indent: indent, role: .view)
        case ("Color", _) where !Self.swiftUIColours.contains(name):
            // `Color.magenta`: not one of SwiftUI's colours (an extension the file does not declare).
            throw fail(
                x.declName, "Color.\(name) is not one of SwiftUI's colours and this file does not declare it",
                construct: "Color.\(name)",
                suggestion: nearestName(to: name, in: Self.swiftUIColours).map { "did you mean 'Color.\($0)'?" }
                    ?? "write a named colour such as Color.gray, or Color(red:green:blue:)")
        case _ where Self.enumerationTypes.contains(baseText):
            // `Axis.Set.horizontal`, `ContentMode.fit`: the value written with its type, as `.fit` is.
            return LuaWriter.quote(name)
        case ("Color", _), ("Font", _), ("Alignment", _), ("UnitPoint", _), ("CGSize", _), ("CGPoint", _),
            ("CGRect", _),
            ("ProposedViewSize", _), ("EdgeInsets", _):
            return "\(baseText).\(name)"
        case ("Angle", _): throw fail(x, "Angle values are translated as .degrees(n)", construct: x.trimmedDescription)
        default: break
        }
        if name == "init", let info = types[baseText], info.kind == .other || info.kind == .view {
            // `facilities.map(Facility.init)`: a function of the first init's arguments, in order.
            let names =
                info.customInit.map {
                    $0.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                }
                ?? info.properties.filter { !$0.isConstant }.map(\.name)
            let parameters = names.map(LuaWriter.identifier).joined(separator: ", ")
            let props = names.map { "\(LuaWriter.key($0)) = \(LuaWriter.identifier($0))" }.joined(separator: ", ")
            return "function(\(parameters)) return \(LuaWriter.identifier(info.name))({ \(props) }) end"
        }
        if types[baseText] != nil, let nested = types[name], !(types[baseText]!.hasStatic(name)) {
            // `Recipe.Category`: a type declared inside another, read by its own name.
            return LuaWriter.identifier(nested.name)
        }
        // `Recipe.Category.allCases`: the qualified name of a nested type is the type.
        let qualified = baseText.split(separator: ".").map(String.init)
        let baseType =
            qualified.count > 1 && qualified.allSatisfy({ types[$0] != nil }) ? qualified.last! : baseText
        if let info = types[baseType], info.kind == .other {
            // `Tab.home`, `Tab.allCases`, `Constants.spacing`.
            if info.cases.contains(where: { $0.name == name }) { return LuaWriter.quote(name) }
            if name == "allCases" && info.isEnum || info.hasStatic(name) {
                return "\(info.name).\(LuaWriter.identifier(name))"
            }
        }
        if let info = types[baseText], info.kind == .alignmentID || info.kind == .other {
            throw fail(x, "\(baseText).\(name) is not translated", construct: x.trimmedDescription)
        }
        if name == "gradient" {
            // `.blue.gradient`, `Color.blue.gradient`: SwiftUI's gradient of one colour. A fill never
            // moves a frame, so the colour stands in for it, said in a comment.
            guard let colour = colourExpression(base, indent: indent) else {
                throw fail(
                    x, "'.gradient' of this value is not translated", construct: x.trimmedDescription,
                    suggestion: "write the colour itself: Plumb has no gradients")
            }
            return colour + LuaWriter.note("gradient drawn as its colour: Plumb has no gradients")
        }
        if let m = base.as(MemberAccessExprSyntax.self), m.base == nil {
            // `.blue.something`: an implicit value's property (a method is a modifier call).
            throw fail(
                x.declName, "'.\(m.declName.baseName.text).\(name)' is not translated", construct: ".\(name)",
                suggestion: implicitType(m.declName.baseName.text).map { "write \($0).\(m.declName.baseName.text)" })
        }
        var b = try expr(base, indent: indent, role: .any, precedence: 10)
        // `selected?.name`: nil when `selected` is (an empty table stands in for it).
        if base.is(OptionalChainingExprSyntax.self) { b = "(\(b) or {})" }
        if let n = Int(name) { return "\(b)[\(n + 1)]" }  // a tuple's element: `item.0`
        if let owner = enumMember(name) { return "\(owner).\(LuaWriter.identifier(name))(\(b))" }
        if types.values.contains(where: {
            $0.isEnum && $0.members.contains { m in m.name == name && !m.isStatic && !m.isFunction }
        }) {
            // Two enums (or an enum and a model) declare it: the value's own, found as it runs.
            helpers.insert("enumMember")
            return "enumMember(\(b), \(LuaWriter.quote(name)))"
        }
        switch name {
        case "rawValue":
            // An enum case is its name in Lua; its raw value is looked up.
            guard types.values.contains(where: \.isEnum) else { return b }
            helpers.insert("rawValue")
            return "rawValue(\(b))"
        case "uuidString": return b
        case "capitalized":
            helpers.insert("capitalized")
            return "capitalized(\(b))"
        case "count" where types.values.contains { $0.properties.contains { p in p.name == "count" } }:
            // A model of the file has a `count`: the field when there is one, else the length.
            return "(\(b).count or #\(b))"
        case "count" where !b.hasSuffix("subviews") && b != "subviews": return "#\(b)"
        case "isEmpty": return "#\(b) == 0"
        case "keys" where !types.values.contains { $0.properties.contains { p in p.name == name } }:
            // A dictionary's keys, sorted: Swift's order is unspecified.
            helpers.insert("dictionaries")
            return "dictionaryKeys(\(b))"
        case "values" where !types.values.contains { $0.properties.contains { p in p.name == name } }:
            helpers.insert("dictionaries")
            return "dictionaryValues(\(b))"
        case "first",
            "last" where !types.values.contains { $0.properties.contains { p in p.name == name } }:
            // An array's (or a string's) first or last element, nil when empty.
            helpers.insert("firstOf")
            return name == "first" ? "firstOf(\(b))" : "firstOf(\(b), true)"
        case "isAccessibilitySize":
            throw fail(
                x, "isAccessibilitySize on a value is not translated", construct: "isAccessibilitySize",
                suggestion: "compare the size: dynamicTypeSize >= .accessibility1 reads env.isAccessibilitySize in Lua")
        default: return "\(b).\(LuaWriter.identifier(name))"
        }
    }

    mutating func implicitMember(_ x: MemberAccessExprSyntax, name: String, role: Role) throws(ImportError) -> String {
        switch name {
        case "infinity": return role == .proposal ? "ProposedViewSize.infinity" : "math.huge"
        case "nan": return "(0 / 0)"
        case "pi": return "math.pi"
        case "greatestFiniteMagnitude": return "1.7976931348623157e308"
        case "none": return "nil"
        case "unspecified": return "ProposedViewSize.unspecified"
        case "zero": return role == .proposal ? "ProposedViewSize.zero" : "0"
        default: break
        }
        if let c = customAlignment(name, axis: nil, pair: true) { return c }
        // `.example` given where the app's own type is wanted: its static (`Item.example`).
        if let type = expectedType, let info = types[type], info.kind == .other, info.hasStatic(name) {
            return "\(LuaWriter.identifier(info.name))\(LuaWriter.fieldAccess(name))"
        }
        // `.brightSeafoam`, a colour of the file's `extension Color`: its value; `.cardTitle`, a font.
        if let font = fontExtensions[name], role == .font || colourExtensions[name] == nil {
            return try expr(font, indent: 0, role: .font)
        }
        if let colour = colourExtensions[name], role != .font { return try expr(colour, indent: 0, role: .view) }
        if let number = numberExtensions[name] { return try expr(number, indent: 0, role: .any) }
        if Self.materials.contains(name) { return Self.materialColour + LuaWriter.note(Self.materialNote) }
        if role != .font, let style = Self.shapeStyleColours[name] { return style.colour + LuaWriter.note(style.note) }
        if role == .view && Self.swiftUIColours.contains(name) { return "Color.\(name)" }
        // `.background(.background)`: the background style where a view is wanted.
        if role == .view && name == "background" { return Self.backgroundStyle }
        if role == .font && Self.textStyles.contains(name) { return LuaWriter.quote(name) }
        return LuaWriter.quote(name)
    }

    /// `base` as a Plumb colour when it names one (`.blue`, `Color.blue`, `Color(red: …)`), else nil.
    mutating func colourExpression(_ base: ExprSyntax, indent: Int) -> String? {
        if let m = base.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard Self.swiftUIColours.contains(name) else { return nil }
            if m.base == nil || m.base?.trimmedDescription == "Color" { return "Color.\(name)" }
            return nil
        }
        if let c = base.as(FunctionCallExprSyntax.self), c.calledExpression.trimmedDescription == "Color" {
            return try? expr(base, indent: indent, role: .view)
        }
        return nil
    }

    /// The type an implicit member with a further call or member belongs to (`.black.opacity(0.5)`).
    func implicitType(_ name: String) -> String? {
        if Self.swiftUIColours.contains(name) { return "Color" }
        if Self.textStyles.contains(name) || ["system", "custom"].contains(name) { return "Font" }
        return nil
    }

    // MARK: - Closures

    /// A closure as a Lua function: views returned (a view builder) or statements.
    /// `guardedAs`: a closure Plumb calls as it lays out (a GeometryReader's), made under `guarded`.
    mutating func closure(
        _ c: ClosureExprSyntax, indent: Int, views: Bool, parameterNames: [String]? = nil, guardedAs: String? = nil
    )
        throws(ImportError) -> String
    {
        // A closure's `return` is its own, not the enclosing function's.
        let savedRole = returnRole
        returnRole = nil
        defer { returnRole = savedRole }
        let pad = String(repeating: " ", count: indent)
        var params = closureParameters(c)
        let text = c.statements.trimmedDescription
        let usesShorthand = c.signature == nil && text.contains("$0")
        if usesShorthand {
            // `{ $0 + $1 }`: as many parameters as the highest `$n` (`value`, `value2`, …).
            let base = parameterNames?.first ?? shorthandName
            let highest = (1...9).last { text.contains("$\($0)") } ?? 0
            params = [base] + (0..<highest).map { "\(base)\($0 + 2)" }
        }
        if params.isEmpty, let names = parameterNames, c.signature == nil {
            params = []
            _ = names
        }
        let saved = shorthandName
        if usesShorthand { shorthandName = params[0] }
        scopes.append(
            Dictionary(
                uniqueKeysWithValues: params.filter { $0 != "_" }.map { ($0, Binding.value(LuaWriter.identifier($0))) })
        )
        defer {
            scopes.removeLast()
            shorthandName = saved
        }
        var body = try functionBody(c.statements, indent: indent + 2, node: c, viewBuilder: true)
        if let label = guardedAs { body = guardedBody(label, body, indent: indent + 2) }
        let head = "function(\(params.map(LuaWriter.identifier).joined(separator: ", ")))"
        if body.count == 1 {
            let line = body[0].trimmingLeadingSpaces()
            if !line.contains("\n") && LuaWriter.visibleCount(line) + indent < 90 { return "\(head) \(line) end" }
        }
        return head + "\n" + body.joined(separator: "\n") + "\n" + pad + "end"
    }

    func closureParameters(_ c: ClosureExprSyntax) -> [String] {
        guard let sig = c.signature?.parameterClause else { return [] }
        // `ForEach($items) { $item in … }`: the binding's value is the item (Plumb runs no edits).
        func plain(_ name: String) -> String { name.hasPrefix("$") ? String(name.dropFirst()) : name }
        switch sig {
        case .simpleInput(let list): return list.map { plain($0.name.text) }
        case .parameterClause(let clause): return clause.parameters.map { plain(($0.secondName ?? $0.firstName).text) }
        }
    }
}

extension String {
    func replacingUnderscores() -> String { filter { $0 != "_" } }
    func trimmingDot() -> String { hasPrefix(".") ? String(dropFirst()) : self }
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}

/// The names declared as dictionaries in a file: a property, constant or parameter whose type is
/// `[K: V]` or `Dictionary<K, V>`, or whose value is a dictionary literal, `Dictionary(…)` or
/// `reduce(into: [:])`.
final class DictionaryNames: SyntaxVisitor {
    var names: Set<String> = []

    static func isDictionary(_ type: TypeSyntax?) -> Bool {
        guard var t = type else { return false }
        if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        return t.is(DictionaryTypeSyntax.self) || t.trimmedDescription.hasPrefix("Dictionary<")
    }

    static func makesDictionary(_ e: ExprSyntax?) -> Bool {
        guard let e else { return false }
        if e.is(DictionaryExprSyntax.self) { return true }
        guard let c = e.as(FunctionCallExprSyntax.self) else { return false }
        let callee = c.calledExpression.trimmedDescription
        if callee.hasPrefix("Dictionary") || c.calledExpression.is(DictionaryExprSyntax.self) { return true }
        return callee.hasSuffix(".reduce") && c.arguments.first?.label?.text == "into"
            && c.arguments.first?.expression.is(DictionaryExprSyntax.self) == true
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let id = node.pattern.as(IdentifierPatternSyntax.self),
            Self.isDictionary(node.typeAnnotation?.type) || Self.makesDictionary(node.initializer?.value)
        {
            names.insert(id.identifier.text)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if Self.isDictionary(node.type) { names.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
    }
}
