import PlumbScriptAPI
import SwiftSyntax

/// Views whose trailing closure is their content (children in the Lua table).
let containers: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    "ViewThatFits", "ScrollView", "List", "Form", "Group", "NavigationStack", "NavigationView", "TabView",
    "Section", "GroupBox", "Picker", "UIStackView", "Menu", "DisclosureGroup", "LabeledContent",
]

/// Labelled closures that are actions: kept as no-ops.
let actionLabels: Set<String> = [
    "action", "onEditingChanged", "onIncrement", "onDecrement", "onCommit", "perform", "onSubmit",
]

/// Swift labels whose Lua option has another name (`in` is a Lua keyword).
let renamedLabels: [String: [String: String]] = [
    "ViewThatFits": ["in": "axes"],
    "Stepper": ["in": "range"],
    "Slider": ["in": "range"],
]

/// Swift-only labels with no layout meaning, dropped with a comment saying so.
let droppedLabels: [String: String] = [
    "showsIndicators": "showsIndicators: not drawn",
    "id": "id: dropped: Lua lists have no ids",
    "role": "role: dropped: it does not change the layout",
    "prompt": "prompt: not drawn",
]

/// The comment at a closure Plumb keeps as a no-op.
let actionDropped = "action dropped: Plumb lays out, it does not run actions"

/// Modifiers that set up Xcode's preview (or only its colours), with no layout meaning: dropped
/// with a comment saying so.
let previewSettings: Set<String> = [
    "previewLayout", "previewDevice", "previewDisplayName", "previewInterfaceOrientation", "previewContext",
    "preferredColorScheme",
]

/// Modifiers whose Lua form ends with an options table after positional arguments.
let optionsTail: Set<String> = [
    "lineLimit", "underline", "strikethrough", "rotationEffect", "scaleEffect", "buttonBorderShape", "shadow",
]

let valueTypes: Set<String> = [
    "Font", "Color", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "ProposedViewSize", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "GridItem",
]

/// Methods of values (not views) that Lua has with the same name.
let valueMethods: Set<String> = [
    "opacity", "bold", "italic", "weight", "sizeThatFits", "place", "dimensions", "distance",
    "replacingUnspecifiedDimensions", "monospacedDigit",
]

// A call, told apart by what it calls: a SwiftUI view, a modifier, a value type, the app's own
// type or function; its arguments and trailing closures as Lua arguments and options.

extension Translator {
    /// A call; what it drops is noted at its first line.
    mutating func call(_ c: FunctionCallExprSyntax, indent: Int, role: Role) throws(ImportError) -> String {
        let saved = pendingNotes
        pendingNotes = ""
        defer { pendingNotes = saved }
        let text = try callText(c, indent: indent, role: role)
        return pendingNotes + text
    }

    /// Whether the call starts the chain of modifiers a `#if` clause continues a view with
    /// (`TextField(…)` `#if !os(macOS)` `.textInputAutocapitalization(.never)` `#endif`).
    static func startsPostfixIfClause(_ c: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(c)
        while let parent = node.parent {
            if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == node.id {
                node = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = parent
            } else {
                // The clause, its list, the `#if` and the postfix expression holding it.
                return parent.is(IfConfigClauseSyntax.self)
                    && parent.parent?.parent?.parent?.is(PostfixIfConfigExprSyntax.self) == true
            }
        }
        return false
    }

    /// Notes that `label:` was dropped, if it is one of the labels Plumb drops.
    mutating func dropsLabel(_ label: String) -> Bool {
        guard let why = droppedLabels[label] else { return false }
        pendingNotes += LuaWriter.note(why)
        return true
    }

    mutating func callText(_ c: FunctionCallExprSyntax, indent: Int, role: Role) throws(ImportError) -> String {
        if let read = try bundleCall(c, indent: indent) { return read }
        if let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["fatalError", "preconditionFailure", "assertionFailure"].contains(name), lookup(name) == nil
        {
            // The app stops here: so does the script (a guarded view is then a placeholder).
            let message = try c.arguments.first.map { (a) throws(ImportError) in
                try expr(a.expression, indent: indent, role: .any)
            }
            return "error(\(message ?? LuaWriter.quote(name)))"
        }
        let callee = c.calledExpression
        if let m = callee.as(MemberAccessExprSyntax.self) { return try memberCall(c, m, indent: indent, role: role) }
        if let r = callee.as(DeclReferenceExprSyntax.self) { return try namedCall(c, r, indent: indent, role: role) }
        if let g = callee.as(GenericSpecializationExprSyntax.self) {
            // `Set<String>()`, `Array<Int>(repeating: 0, count: 3)`: the call without its type's arguments.
            return try callText(c.with(\.calledExpression, g.expression), indent: indent, role: role)
        }
        if let type = callee.as(ArrayExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil,
            type.elements.count == 1
        {
            // `[String]()`: an empty list.
            return "{}"
        }
        if callee.is(DictionaryExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil {
            // `[String: Int]()`: an empty dictionary.
            helpers.insert("dictionaries")
            return "dictionaryOf()"
        }
        if let cl = callee.as(ClosureExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil {
            // `static let formatter: DateFormatter = { … }()`: the closure called where it is written.
            return "(\(try closure(cl, indent: indent, views: false)))()"
        }
        if callee.is(FunctionCallExprSyntax.self) {
            // `AnyLayout(layout)(content)`: a layout value called with its views.
            let f = try expr(callee, indent: indent, role: .any)
            let args = try contentItems(c, indent: indent)
            return "\(f)(\(LuaWriter.table("", options: [], items: args, indent: indent)))"
        }
        if callee.is(ArrayExprSyntax.self), c.arguments.isEmpty {
            // `[Item]()`: an empty array.
            return "{}"
        }
        if let body = callee.as(ClosureExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil {
            // `let week: Week = { var w = Week(); w.set(0); return w }()`: a closure run at once.
            return "(" + (try closure(body, indent: indent, views: false)) + ")()"
        }
        throw fail(c, "this call is not translated", construct: c.trimmedDescription)
    }

    /// A closure's views with its one parameter bound to `value` (`ScrollViewReader { proxy in … }`,
    /// `AsyncImage(url:) { phase in … }`): its view, or a Group made by a function when it holds
    /// control flow.
    mutating func contentWithParameter(_ t: ClosureExprSyntax, as value: String, indent: Int)
        throws(ImportError) -> String
    {
        var scope: [String: Binding] = [:]
        for name in closureParameters(t) where name != "_" { scope[name] = .value(value) }
        scopes.append(scope)
        defer { scopes.removeLast() }
        let statements = try expanded(t.statements)
        if statements.count == 1, controlFlow(statements[0]) == nil {
            return try viewItems(statements, indent: indent)[0]
        }
        let body = try viewBody(t.statements, indent: indent + 2, node: t)
        return "Group(function()\n" + body.joined(separator: "\n") + "\n" + String(repeating: " ", count: indent)
            + "end)"
    }

    /// `items.enumerated()` or `Array(items.enumerated())`: `items`.
    func enumeratedBase(_ e: ExprSyntax) -> ExprSyntax? {
        var x = e
        if let c = x.as(FunctionCallExprSyntax.self), c.calledExpression.trimmedDescription == "Array",
            c.arguments.count == 1, let only = c.arguments.first
        {
            x = only.expression
        }
        guard let c = x.as(FunctionCallExprSyntax.self), c.arguments.isEmpty,
            let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "enumerated"
        else { return nil }
        return m.base
    }

    /// `Font.system(size: 24)`, `Color(red: 1, green: 0, blue: 0)`: labelled arguments in a table,
    /// unlabelled ones positional.
    mutating func valueCall(_ name: String, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        if name == "Color", c.arguments.count >= 4, let space = c.arguments.first, space.label == nil,
            let m = space.expression.as(MemberAccessExprSyntax.self), m.base == nil,
            ["sRGB", "sRGBLinear", "displayP3"].contains(m.declName.baseName.text)
        {
            // `Color(.sRGB, red: …)`: the colour space changes how it is drawn, not its frame.
            return LuaWriter.table(
                "Color", options: try labelled(c, callee: name, indent: indent), items: [], indent: indent)
                + LuaWriter.note(".\(m.declName.baseName.text): the colour space is not drawn")
        }
        if name == "Color", c.arguments.count == 1, let only = c.arguments.first,
            only.label == nil || only.label?.text == "uiColor",
            let m = only.expression.as(MemberAccessExprSyntax.self),
            m.base == nil || m.base?.trimmedDescription == "UIColor"
        {
            // `Color(.secondarySystemBackground)`: UIKit's colour, by its light-mode value.
            let uiName = m.declName.baseName.text
            guard let hex = Self.uiKitColours[uiName] else {
                throw fail(
                    m, "Color(.\(uiName)) is not one of UIKit's colours", construct: ".\(uiName)",
                    suggestion: nearestName(to: uiName, in: Self.uiKitColours.keys).map { "did you mean '.\($0)'?" }
                        ?? "write a SwiftUI colour such as .gray")
            }
            return "Color(\(LuaWriter.quote(hex)))"
                + LuaWriter.note("UIKit's \(uiName) drawn as \(hex), its light-mode value")
        }
        if name == "Color", c.arguments.count == 1, let only = c.arguments.first, only.label == nil,
            let asset = only.expression.as(StringLiteralExprSyntax.self)
        {
            // `Color("BrandBlue")`: a colour of the app's asset catalog, which the file does not
            // hold; a fill moves no frame, so grey stands in, said so.
            return "Color.gray"
                + LuaWriter.note(
                    "Color(\(asset.trimmedDescription)) is an asset colour: drawn gray (Plumb has no asset catalog)")
        }
        if name == "Color", c.arguments.count == 1, let only = c.arguments.first, only.label == nil,
            only.expression.is(DeclReferenceExprSyntax.self) || only.expression.is(MemberAccessExprSyntax.self)
                || only.expression.is(FunctionCallExprSyntax.self)
        {
            // `Color(category.colorName)`: an asset's name known only as the app runs (the asset
            // catalog is not read); a fill moves no frame, so grey stands in, said in a warning.
            warn(
                only,
                "Color(\(only.expression.trimmedDescription)) is a colour named as the app runs: drawn gray (a \"#RRGGBB\" string as its colour)"
            )
            helpers.insert("runtimeColour")
            return "runtimeColour(\(try expr(only.expression, indent: indent, role: .any)))"
        }
        if name == "Color" {
            // Plumb's Color takes SwiftUI's red/green/blue/white/opacity; any other label is an
            // initialiser this file does not declare (an extension such as `Color(hexString:)`).
            let known: Set<String> = ["red", "green", "blue", "white", "opacity"]
            for a in c.arguments {
                guard let label = a.label?.text, !known.contains(label) else { continue }
                throw fail(
                    a, "Color(\(label):) is not SwiftUI's Color and this file does not declare it",
                    construct: "Color(\(label):)",
                    suggestion: "write Color(red:green:blue:), Color(white:) or a named colour such as .gray")
            }
        }
        let positional = c.arguments.filter { $0.label == nil }
        if positional.isEmpty && !c.arguments.isEmpty {
            return LuaWriter.table(
                name, options: try labelled(c, callee: name, indent: indent), items: [], indent: indent)
        }
        let args = try c.arguments.map { (a) throws(ImportError) in try expr(a.expression, indent: indent, role: .font)
        }
        return "\(name)(\(args.joined(separator: ", ")))"
    }

    func angle(_ name: String, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        throw fail(c, "Angle.\(name) is translated inside rotationEffect only", construct: c.trimmedDescription)
    }

    /// `.system(size: 55)`, `.black.opacity(0.5)`, `.degrees(45)`, `.flexible()` …
    mutating func implicitCall(
        _ c: FunctionCallExprSyntax, name: String, node: MemberAccessExprSyntax, indent: Int, role: Role
    )
        throws(ImportError) -> String
    {
        switch name {
        case "degrees": return try expr(c.arguments.first!.expression, indent: indent, role: .any)
        case "radians": return "math.deg(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
        case "system", "custom": return try valueCall("Font.\(name)", c, indent: indent)
        case "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient":
            // `.fill(.linearGradient(colors: …))`: a gradient style, drawn as its first colour.
            return try gradient(name, c, indent: indent)
        case "page" where c.arguments.allSatisfy({ $0.label?.text == "indexDisplayMode" }):
            // `.tabViewStyle(.page(indexDisplayMode: .never))`: the page style (its dots are drawn).
            return LuaWriter.quote("page") + LuaWriter.note("page's index display mode changes how its dots are drawn")
        case "constant" where c.arguments.count == 1:
            // `isOn: .constant(true)`: a binding that never changes is its value.
            return try expr(c.arguments.first!.expression, indent: indent, role: role)
        case "init":
            // `.init(x: 1, y: 2)` where a CGPoint is wanted: its labels name the type.
            let labels = c.arguments.map { $0.label?.text ?? "_" }
            if let type = Self.typeOfLabels[labels] { return try valueCall(type, c, indent: indent) }
            // `let columns: [GridItem] = Array(repeating: .init(.fixed(20)), count: 2)`: the declared type.
            if let type = expectedType {
                if let info = types[type] { return try construct(info, c, indent: indent) }
                if vocabulary.globals.contains(type) {
                    return try view(type, c, node: DeclReferenceExprSyntax(baseName: .identifier(type)), indent: indent)
                }
            }
            throw fail(node, "`.init(…)` is not translated: name the type", construct: ".init")
        case "named":
            // `proxy.frame(in: .named("stack"))`: a frame in a space a `.coordinateSpace` names.
            throw fail(
                node, "a frame in a named coordinate space is not translated", construct: ".named",
                suggestion: "Plumb names no coordinate spaces: read the frame in .global or .local")
        default:
            throw fail(node, "the implicit member .\(name)(…) is not translated", construct: ".\(name)")
        }
    }

    /// Labelled arguments as `key = value` options.
    mutating func labelled(_ c: FunctionCallExprSyntax, callee: String, indent: Int) throws(ImportError) -> [String] {
        var options: [String] = []
        for a in c.arguments {
            guard let label = a.label?.text else { continue }
            if dropsLabel(label) { continue }
            let key = renamedLabels[callee]?[label] ?? label
            options.append(
                "\(LuaWriter.key(key)) = \(try argument(a.expression, label: label, indent: indent + 2, callee: callee))"
            )
        }
        return options
    }

    /// An argument's value: ranges as `{ lo, hi }`, bindings as values, closures as no-ops or views.
    mutating func argument(_ e: ExprSyntax, label: String?, indent: Int, callee: String? = nil) throws(ImportError)
        -> String
    {
        if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3,
            let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
            ["...", "..<"].contains(op.operator.text)
        {
            let lo = try expr(seq.elements.first!, indent: indent, role: .any)
            var hi = try expr(seq.elements.last!, indent: indent, role: .any)
            if op.operator.text == "..<" { hi = LuaWriter.minusOne(hi) }
            return "{ \(lo), \(hi) }"
        }
        if let cl = e.as(ClosureExprSyntax.self) {
            if let label, actionLabels.contains(label) { return "function() end" + LuaWriter.note(actionDropped) }
            let items = try viewItems(Array(cl.statements), indent: indent)
            return items.count == 1 ? items[0] : LuaWriter.table("", options: [], items: items, indent: indent - 2)
        }
        if label == "alignment", let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            switch callee {
            case "HStack", "LazyHStack", "HStackLayout", "GridRow", "LazyHGrid":
                return try alignmentName(m, axis: "VerticalAlignment")
            case "VStack", "LazyVStack", "VStackLayout", "LazyVGrid":
                return try alignmentName(m, axis: "HorizontalAlignment")
            default: return try alignmentName(m, pair: true)
            }
        }
        if label == "proposal" { return try expr(e, indent: indent, role: .proposal) }
        if label == "font" { return try expr(e, indent: indent, role: .font) }
        return try expr(e, indent: indent, role: .any)
    }

    /// The views of a call's trailing closure and `content:` argument.
    mutating func contentItems(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> [String] {
        var items: [String] = []
        for a in c.arguments where a.label?.text == "content" {
            if let cl = a.expression.as(ClosureExprSyntax.self) {
                items.append(contentsOf: try viewItems(Array(cl.statements), indent: indent + 2))
            } else {
                items.append(try expr(a.expression, indent: indent + 2, role: .view))
            }
        }
        if let t = c.trailingClosure {
            items.append(contentsOf: try viewItems(Array(t.statements), indent: indent + 2))
        }
        return items
    }

    /// `String(format: "%.1f", x)`, `"\(x, specifier: "%.1f")"`: Lua's string.format reads C's
    /// formats as Swift's does (`%@`, an object's description, is `%s`; `%ld` is `%d`).
    mutating func printfFormat(_ literal: StringLiteralExprSyntax, _ arguments: [ExprSyntax], indent: Int)
        throws(ImportError) -> String
    {
        var f = try expr(ExprSyntax(literal), indent: indent, role: .any)
        f = f.replacingOccurrences("%@", with: "%s").replacingOccurrences("%lld", with: "%d")
            .replacingOccurrences("%ld", with: "%d")
        // An integer conversion is given an integer, as Swift's Int arithmetic gives one
        // (`minutes / 60` divides as floats in Lua).
        let integral = Self.conversions(literal.segments.trimmedDescription).map { "diuoxXc".contains($0) }
        let values = try arguments.enumerated().map { (i, a) throws(ImportError) in
            let value = try expr(a, indent: indent, role: .any)
            guard i < integral.count, integral[i], !a.is(IntegerLiteralExprSyntax.self) else { return value }
            return "math.floor(\(value))"
        }
        return "string.format(\(([f] + values).joined(separator: ", ")))"
    }

    /// The conversion letters of a printf format, in order (`%%` is none).
    static func conversions(_ format: String) -> [Character] {
        var out: [Character] = []
        var inSpec = false
        for ch in format {
            if inSpec {
                if ch == "%" && out.count >= 0 {
                    inSpec = false
                    continue
                }
                if ch.isLetter && !"lhqLjzt".contains(ch) {
                    out.append(ch)
                    inSpec = false
                }
            } else if ch == "%" {
                inSpec = true
            }
        }
        return out
    }

    /// `.infinity`, `CGFloat.infinity`, `.greatestFiniteMagnitude`: a length past any frame.
    func isInfinite(_ e: ExprSyntax) -> Bool {
        let names: Set<String> = ["infinity", "greatestFiniteMagnitude"]
        guard let m = e.as(MemberAccessExprSyntax.self), names.contains(m.declName.baseName.text) else { return false }
        return m.base == nil || ["CGFloat", "Double", "Float"].contains(m.base!.trimmedDescription)
    }

    /// `0x5C8C61` or `"#5C8C61"` as `#5C8C61`; nil for anything else.
    func hexColour(_ e: ExprSyntax) -> String? {
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            let text = i.literal.text.replacingOccurrences("_", with: "")
            guard text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) else { return nil }
            let digits = String(value, radix: 16, uppercase: true)
            return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        }
        if let s = e.as(StringLiteralExprSyntax.self), s.segments.count == 1 {
            let text = s.segments.trimmedDescription
            let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
            guard digits.count == 6, Int(digits, radix: 16) != nil else { return nil }
            return "#" + digits.uppercased()
        }
        return nil
    }
}
