import PlumbScriptAPI
import SwiftSyntax

// The app's own types made by a call: a view, modifier or model by its memberwise or written init.

extension Translator {
    func memberFunction(_ name: String) -> [FunctionParameterSyntax]? {
        for info in types.values {
            if let m = info.members.first(where: { $0.name == name && $0.isFunction }) { return m.parameters }
        }
        return nil
    }

    /// A call of a function declared in the file: arguments in the declaration's order.
    mutating func userCall(
        _ name: String, parameters: [FunctionParameterSyntax], _ c: FunctionCallExprSyntax, indent: Int
    )
        throws(ImportError) -> String
    {
        // A parameter declared Color takes `.red` as the colour view, as a property does.
        var args: [String] = []
        for (i, a) in c.arguments.enumerated() {
            let type = i < parameters.count ? parameters[i].type.trimmedDescription : ""
            if a.expression.is(ClosureExprSyntax.self), Self.isAction(type) {
                args.append(Self.droppedAction)
                continue
            }
            args.append(
                try expr(a.expression, indent: indent, role: ["Color", "Color?"].contains(type) ? .view : .any))
        }
        if let t = c.trailingClosure {
            let type = parameters.last?.type.trimmedDescription ?? ""
            args.append(Self.isAction(type) ? Self.droppedAction : try closure(t, indent: indent, views: true))
        }
        return "\(name)(\(args.joined(separator: ", ")))"
    }

    /// An action closure given to the app's function or view: Plumb lays out, it runs no action.
    static let droppedAction = "function() end" + LuaWriter.note(actionDropped)

    /// A struct of this file called with its memberwise initialiser: `Card { title = "Hi" }`.
    mutating func construct(_ info: TypeInfo, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        // A UIKit view wrapped for SwiftUI: its placeholder, whatever it is given.
        if info.kind == .representable { return "\(LuaWriter.identifier(info.name))()" }
        if info.isEnum, c.arguments.count == 1, c.arguments.first?.label?.text == "rawValue" {
            // `Category(rawValue: raw)`: the case whose raw value it is, else nil.
            helpers.insert("enumCase")
            helpers.insert("rawValue")
            let raw = try expr(c.arguments.first!.expression, indent: indent, role: .any)
            return "enumCase(\(LuaWriter.identifier(info.name)), \(raw))"
        }
        try checkConstructible(info, at: c)
        if info.customInit != nil {
            let (number, i) = chosenInit(info, c)
            return try constructWithInit(info, i, c, number: number, indent: indent)
        }
        var options: [String] = []
        for (index, a) in c.arguments.enumerated() {
            // An argument without a label is the written-out init's parameter at its place.
            let positional = index < info.initParameters.count && info.initParameters[index].label == nil
            guard let label = a.label?.text ?? (positional ? info.initParameters[index].name : nil) else {
                throw fail(
                    a, "\(info.name) is called without labels: the importer knows only its memberwise initialiser",
                    construct: a.trimmedDescription)
            }
            guard let property = info.properties.first(where: { $0.name == label && !$0.isConstant }) else {
                let near = nearestName(to: label, in: info.properties.filter { !$0.isConstant }.map(\.name))
                throw fail(
                    a, "\(info.name) has no property '\(label)'", construct: label,
                    suggestion: near.map { "did you mean '\($0)'?" })
            }
            let declared = property.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription ?? ""
            if a.expression.is(ClosureExprSyntax.self), Self.isAction(declared) {
                options.append("\(LuaWriter.key(label)) = \(Self.droppedAction)")
                continue
            }
            let saved = expectedType
            expectedType = property.elementType
            let value = try expr(a.expression, indent: indent + 2, role: property.role)
            expectedType = saved
            options.append("\(LuaWriter.key(label)) = \(floating(value, a.expression, if: property.isFloating))")
        }
        if let t = c.trailingClosure, info.kind == .layout {
            // A Layout is called with its views, as HStackLayout is.
            let items = try viewItems(Array(t.statements), indent: indent + 2)
            let layout =
                options.isEmpty
                ? "\(info.name)()" : LuaWriter.table(info.name, options: options, items: [], indent: indent)
            return layout + " " + LuaWriter.table("", options: [], items: items, indent: indent)
        }
        if c.trailingClosure != nil, info.contentProperty == nil,
            let action = info.properties.last(where: {
                Self.isAction($0.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription ?? "")
            })
        {
            // `ChipButton(title: "All") { selection = nil }`: the trailing closure is its action.
            options.append("\(LuaWriter.key(action.name)) = \(Self.droppedAction)")
        } else if let t = c.trailingClosure {
            guard let content = info.contentProperty else {
                throw fail(t, "\(info.name) takes no content closure", construct: info.name)
            }
            if content.contentTakesArguments {
                // `GridStack(rows: 4, columns: 4) { row, col in … }`: a function the view calls.
                let f = try closure(t, indent: indent + 2, views: true)
                options.append("\(LuaWriter.key(content.name)) = \(f)")
            } else {
                let items = try viewItems(Array(t.statements), indent: indent + 4)
                options.append(
                    "\(LuaWriter.key(content.name)) = \(LuaWriter.table("", options: [], items: items, indent: indent + 2))"
                )
            }
        }
        if info.kind == .viewModifier {
            // A modifier as a value: a function of the view it modifies.
            let props = options.isEmpty ? "" : ", " + LuaWriter.table("", options: options, items: [], indent: indent)
            return "function(content) return \(info.name)(content\(props)) end"
        }
        if options.isEmpty { return "\(info.name)()" }
        return LuaWriter.table(info.name, options: options, items: [], indent: indent)
    }

    /// The init a call makes a type with, and its number (1 for the first): as Swift picks, the
    /// one whose labels the arguments match (skipping parameters with defaults); among several,
    /// the one whose parameter types the literals given fit (`Money("12.50")`, `Money(12.5)`);
    /// none matching, the first (which then says why not).
    func chosenInit(_ info: TypeInfo, _ c: FunctionCallExprSyntax) -> (Int, InitializerDeclSyntax) {
        let inits = info.inits
        var best: (score: Int, number: Int)?
        for (index, i) in inits.enumerated() {
            guard let score = Self.matchScore(Array(i.signature.parameterClause.parameters), c) else { continue }
            if best == nil || score > best!.score { best = (score, index + 1) }
        }
        let number = best?.number ?? 1
        return (number, inits[number - 1])
    }

    /// How well a call's arguments fit an init's parameters: nil when the labels do not match, else
    /// the number of literal arguments whose kind fits the parameter's type.
    static func matchScore(_ parameters: [FunctionParameterSyntax], _ c: FunctionCallExprSyntax) -> Int? {
        var next = 0
        var score = 0
        func label(_ p: FunctionParameterSyntax) -> String? { p.firstName.text == "_" ? nil : p.firstName.text }
        for a in c.arguments {
            guard let index = parameters[next...].firstIndex(where: { label($0) == a.label?.text }) else { return nil }
            // Parameters skipped must have defaults.
            guard parameters[next..<index].allSatisfy({ $0.defaultValue != nil }) else { return nil }
            let type = parameters[index].type.trimmedDescription
            let e = a.expression
            if e.is(StringLiteralExprSyntax.self) && ["String", "LocalizedStringKey", "Substring"].contains(type)
                || e.is(IntegerLiteralExprSyntax.self) && ["Int", "Double", "CGFloat", "Float"].contains(type)
                || e.is(FloatLiteralExprSyntax.self) && ["Double", "CGFloat", "Float"].contains(type)
                || e.is(BooleanLiteralExprSyntax.self) && type == "Bool"
            {
                score += 1
            } else if e.is(StringLiteralExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self)
                || e.is(FloatLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self)
            {
                score -= 1
            }
            next = index + 1
        }
        let closures = (c.trailingClosure == nil ? 0 : 1) + c.additionalTrailingClosures.count
        // Parameters left after the arguments: closures take the trailing ones, the rest need defaults.
        let rest = parameters[next...].filter { $0.defaultValue == nil }
        return rest.count <= closures ? score : nil
    }

    /// A view of this file made with its own init: the arguments matched to the init's parameters
    /// as Swift matches them (in order, by label; a trailing closure to the next closure parameter),
    /// given by the parameters' names: `Badge(title: "new")` is `Badge { title = "new" }`; an init
    /// other than the first is told by its number after the props.
    mutating func constructWithInit(
        _ info: TypeInfo, _ i: InitializerDeclSyntax, _ c: FunctionCallExprSyntax, number: Int = 1, indent: Int
    ) throws(ImportError) -> String {
        let parameters = Array(i.signature.parameterClause.parameters)
        var next = 0
        var options: [String] = []
        func isClosure(_ p: FunctionParameterSyntax) -> Bool {
            var type = p.type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            return type.is(FunctionTypeSyntax.self)
        }
        func label(_ p: FunctionParameterSyntax) -> String? { p.firstName.text == "_" ? nil : p.firstName.text }
        func give(_ p: FunctionParameterSyntax, _ e: ExprSyntax) throws(ImportError) {
            let name = (p.secondName ?? p.firstName).text
            let type = p.type.trimmedDescription
            var value: String
            if e.is(ClosureExprSyntax.self), Self.isAction(type) {
                options.append("\(LuaWriter.key(name)) = \(Self.droppedAction)")
                return
            }
            if let cl = e.as(ClosureExprSyntax.self), isClosure(p), p.attributes.named("ViewBuilder") != nil,
                closureParameters(cl).isEmpty
            {
                let items = try viewItems(Array(cl.statements), indent: indent + 4)
                value = LuaWriter.table("", options: [], items: items, indent: indent + 2)
            } else {
                value = try expr(e, indent: indent + 2, role: ["Color", "Color?"].contains(type) ? .view : .any)
                value = floating(value, e, if: ["Double", "CGFloat", "Float"].contains(type))
            }
            options.append("\(LuaWriter.key(name)) = \(value)")
        }
        for a in c.arguments {
            let wanted = a.label?.text
            guard let index = parameters[next...].firstIndex(where: { label($0) == wanted }) else {
                let labels = parameters.map { label($0).map { "\($0):" } ?? "_:" }.joined()
                throw fail(
                    a, "\(info.name)'s init takes no argument \(wanted.map { "'\($0):'" } ?? "without a label") here",
                    construct: a.trimmedDescription, suggestion: "its init is \(info.name)(\(labels))")
            }
            try give(parameters[index], a.expression)
            next = index + 1
        }
        var closures: [(String?, ClosureExprSyntax)] = []
        if let t = c.trailingClosure { closures.append((nil, t)) }
        for extra in c.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
        for (wanted, closure) in closures {
            guard
                let index = parameters[next...].firstIndex(where: {
                    isClosure($0) && (wanted == nil || label($0) == wanted)
                })
            else {
                throw fail(closure, "\(info.name)'s init takes no closure here", construct: info.name)
            }
            try give(parameters[index], ExprSyntax(closure))
            next = index + 1
        }
        let props = LuaWriter.table("", options: options, items: [], indent: indent)
        if info.kind == .viewModifier {
            let given = number > 1 ? ", \(props), \(number)" : options.isEmpty ? "" : ", " + props
            return "function(content) return \(info.name)(content\(given)) end"
        }
        if number > 1 { return "\(info.name)(\(props), \(number))" }
        if options.isEmpty { return "\(info.name)()" }
        return LuaWriter.table(info.name, options: options, items: [], indent: indent)
    }
}
