import PlumbScriptAPI
import SwiftSyntax

// Calls of names: the app's own types and functions, Swift's standard library and Foundation
// written as initialisers, and SwiftUI's views whose Swift form is not their Lua form.

extension Translator {
    /// A call of a name (`Text(…)`, `row(item)`): a local function or binding, the app's type or
    /// function, the standard library, a SwiftUI view or style; else an error naming the nearest.
    mutating func namedCall(
        _ c: FunctionCallExprSyntax, _ r: DeclReferenceExprSyntax, indent: Int, role: Role
    ) throws(ImportError) -> String {
        let name = r.baseName.text
        if let b = lookup(name) {
            // A local function, or a computed layout called with content: `currentLayout(content)`.
            let args = try c.arguments.map { (a) throws(ImportError) in
                try expr(a.expression, indent: indent, role: .any)
            }
            switch b {
            case .content(let v):
                // `content()`: the views the caller gave, joined into the container they are in.
                return "Group { \(v) }"
            case .value(let v):
                if let f = memberFunction(name) { return try userCall(v, parameters: f, c, indent: indent) }
                return "\(v)(\(args.joined(separator: ", ")))"
            case .call(let f): return "\(f)()(\(args.joined(separator: ", ")))"
            case .range: throw fail(c, "a range is not a function", construct: name)
            }
        }
        if let info = types[name] { return try construct(info, c, indent: indent) }
        if let f = topFunctions[name] {
            return try userCall(
                LuaWriter.identifier(name), parameters: Array(f.signature.parameterClause.parameters), c,
                indent: indent)
        }
        if let text = try standardLibraryCall(name, c, indent: indent, role: role) { return text }
        if let text = try viewInitializerCall(name, c, indent: indent, role: role) { return text }
        if vocabulary.views.contains(name)
            || [
                "GridRow", "GridItem", "AnyLayout", "Layout", "Color", "Font",
                "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "ProposedViewSize", "Alignment",
                "VerticalAlignment", "HorizontalAlignment", "HStackLayout", "VStackLayout", "ZStackLayout",
            ].contains(name)
        {
            return try view(name, c, node: r, indent: indent)
        }
        // `TitleOnlyLabelStyle()`, `PlainButtonStyle()`: SwiftUI's styles by their types, the
        // names `.titleOnly` and `.plain` stand for.
        if let style = builtInStyle(name), c.arguments.isEmpty, c.trailingClosure == nil {
            return LuaWriter.quote(style)
        }
        // In an `extension View` function, `overlay(…)` is `self.overlay(…)`.
        if case .value? = lookup("self"), name.first?.isLowercase == true {
            return try modifier(base: nil, name: name, c, declName: r, indent: indent)
        }
        if Self.gradients.contains(name) || name == "Gradient" { return try gradient(name, c, indent: indent) }
        if ["JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder"].contains(name) {
            // A decoder is what its `decode` reads with (`bundleCall`): no state Plumb keeps.
            return "({})"
        }
        if let hint = PlumbNames.missing[name] {
            throw fail(r, "\(name) is not in Plumb", construct: name, suggestion: hint)
        }
        let candidates = vocabulary.views.union(types.keys).union(topFunctions.keys)
        let near = nearestName(to: name, in: candidates)
        throw fail(
            r, "unknown view '\(name)'", construct: name,
            suggestion: near.map { "did you mean '\($0)'?" }
                ?? "declare it as a struct conforming to View in this file")
    }

    /// A call of Swift's standard library or Foundation written as an initialiser or a free
    /// function (`max(a, b)`, `String(repeating:count:)`, `URL(string:)`, `UUID()`, `Date()`, a
    /// property wrapper's initial value), as Lua writes it; nil when `name` is none of them.
    mutating func standardLibraryCall(_ name: String, _ c: FunctionCallExprSyntax, indent: Int, role: Role)
        throws(ImportError) -> String?
    {
        switch name {
        case "max", "min", "abs", "floor", "ceil", "sqrt":
            let args = try c.arguments.map { (a) throws(ImportError) in
                try expr(a.expression, indent: indent, role: .any)
            }
            return "math.\(name)(\(args.joined(separator: ", ")))"
        case "round":
            let a = try expr(c.arguments.first!.expression, indent: indent, role: .any)
            return "math.floor(\(a) + 0.5)"
        case "CGFloat":
            guard c.arguments.count == 1 else { break }
            return try expr(c.arguments.first!.expression, indent: indent, role: .any, precedence: 10)
        case "Int", "Double", "Float", "NumberFormatter", "DateFormatter", "NSNumber", "Locale", "TimeZone", "Set",
            "Dictionary", "Calendar":
            if let value = try foundationCall(name, c, indent: indent) { return value }
        case "String":
            if c.arguments.count == 2, c.arguments.first?.label?.text == "repeating" {
                let s = try expr(c.arguments.first!.expression, indent: indent, role: .any)
                let n = try expr(c.arguments.last!.expression, indent: indent, role: .any)
                return "string.rep(\(s), \(n))"
            }
            if c.arguments.count == 1, c.arguments.first?.label == nil {
                return "tostring(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
            }
            if let first = c.arguments.first, ["localized", "describing"].contains(first.label?.text ?? "") {
                // `String(localized: "Cupertino", comment: …)`: the development language's text;
                // `String(describing: x)`: its text.
                return "tostring(\(try expr(first.expression, indent: indent, role: .any)))"
            }
            if let format = c.arguments.first, format.label?.text == "format",
                let literal = format.expression.as(StringLiteralExprSyntax.self)
            {
                return try printfFormat(
                    literal, c.arguments.dropFirst().map(\.expression), indent: indent)
            }
        case "URL" where c.arguments.count == 1 && c.arguments.first?.label?.text == "string":
            // `URL(string: "https://…")!`: Plumb loads nothing, so a URL is its text.
            return try expr(c.arguments.first!.expression, indent: indent, role: .any)
        case "Binding" where c.arguments.map({ $0.label?.text }) == ["get", "set"]:
            // `Binding(get: { … }, set: { _ in … })`: what the getter gives (Plumb runs no edits).
            guard let get = c.arguments.first?.expression.as(ClosureExprSyntax.self) else { break }
            return "(\(try closure(get, indent: indent, views: false)))()"
                + LuaWriter.note("Binding(get:set:): the getter's value")
        case "State", "StateObject", "ObservedObject", "Published", "AppStorage", "SceneStorage":
            // `self._count = State(initialValue: 3)` in an init: the wrapper's first value.
            guard
                let value = c.arguments.first(where: {
                    ["initialValue", "wrappedValue"].contains($0.label?.text ?? "")
                })
            else { break }
            return try expr(value.expression, indent: indent, role: role)
        case "UnicodeScalar" where c.arguments.count == 1 && c.arguments.first?.label == nil:
            // `UnicodeScalar(0x1F600)`: the character (a string, as Lua has no other), nil for
            // a number that is no scalar value, as Swift's failable initialiser gives.
            helpers.insert("unicodeScalar")
            return "unicodeScalar(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
        case "Character" where c.arguments.count == 1 && c.arguments.first?.label == nil:
            // `Character(scalar)`, `Character("a")`: a character is a one-character string.
            return try expr(c.arguments.first!.expression, indent: indent, role: .any)
        case "Date":
            if let date = try dateCall(c, indent: indent) { return date }
        case "UUID" where c.arguments.isEmpty:
            helpers.insert("uuid")
            return "uuid()"
        case "Array" where c.arguments.map({ $0.label?.text }) == ["repeating", "count"]:
            // `Array(repeating: GridItem(.flexible()), count: 3)`.
            let args = Array(c.arguments)
            let value = try expr(args[0].expression, indent: indent, role: .any)
            let count = try expr(args[1].expression, indent: indent, role: .any)
            helpers.insert("repeatList")
            return "repeatList(\(value), \(count))"
        case "Array":
            // `Array(1...1000)`, `Array(items)`: a list.
            guard c.arguments.count == 1, let a = c.arguments.first, a.label == nil else { break }
            return try list(a.expression, indent: indent)
        default: break
        }
        return nil
    }

    /// A SwiftUI view whose Swift form is not its Lua form (`Text(verbatim:)`, `AnyView(v)`,
    /// `RoundedRectangle(cornerRadius: .infinity)`, `ScrollViewReader { proxy in … }`, a stack
    /// without content as its layout), or nil for the other views.
    mutating func viewInitializerCall(_ name: String, _ c: FunctionCallExprSyntax, indent: Int, role: Role)
        throws(ImportError) -> String?
    {
        switch name {
        case "ModifiedContent":
            let content = c.arguments.first { $0.label?.text == "content" }
            let modifier = c.arguments.first { $0.label?.text == "modifier" }
            if let content, let modifier {
                let view = try expr(content.expression, indent: indent, role: .view)
                return try applyModifier(modifier.expression, to: view, node: c, indent: indent)
            }
        case "AnyView":
            guard c.arguments.count == 1 else { break }
            return try expr(c.arguments.first!.expression, indent: indent, role: .view)
        case "Canvas", "Path":
            // A drawing fills what it is offered, whatever it draws: Plumb draws no paths, so its
            // closure and arguments are left out, said so.
            if c.arguments.isEmpty && c.trailingClosure == nil { return "\(name)()" }
            return "\(name)()" + LuaWriter.note("\(name)'s drawing is not drawn: it fills what it is offered")
        case "Text" where c.arguments.count == 1 && c.arguments.first?.label?.text == "verbatim":
            // `Text(verbatim: "…")`: the string as written (Plumb never localises).
            return "Text(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
        case "Text" where c.arguments.count == 2 && c.arguments.last?.label?.text == "format":
            // `Text(0.25, format: .percent)`, `Text(total, format: .currency(code: "USD"))`: as
            // `x.formatted(…)`; other formats (dates) are not reproduced.
            let args = Array(c.arguments)
            let value = try expr(args[0].expression, indent: indent, role: .any)
            guard let text = try formatStyleCall(value, args[1].expression, indent: indent) else {
                throw fail(
                    args[1], "Text(_:format:) is translated for a number's format only",
                    construct: "Text(_:format:)", suggestion: "write the value as it shows: Text(\"1,234\")")
            }
            return "Text(\(text))"
        case "ContentUnavailableView":
            if let view = try contentUnavailable(c, indent: indent) { return view }
        case "DatePicker":
            if let view = try datePicker(c, indent: indent) { return view }
        case "RoundedRectangle"
        where c.arguments.first.map({ $0.label?.text == "cornerRadius" && isInfinite($0.expression) }) == true:
            // A radius past half the shorter side is that half: a capsule.
            return "Capsule()" + LuaWriter.note("RoundedRectangle(cornerRadius: .infinity) is a Capsule")
        case "Tab" where c.trailingClosure != nil:
            return try tab(c, indent: indent)
        case "UnevenRoundedRectangle", "ContainerRelativeShape":
            // A shape fills what it is offered whatever its corners: drawn with square ones.
            return "Rectangle()" + LuaWriter.note("\(name) drawn as a Rectangle: its corners move no frame")
        case "AnyShape" where c.arguments.count == 1:
            return try expr(c.arguments.first!.expression, indent: indent, role: .view)
        case "EditButton" where c.arguments.isEmpty:
            // SwiftUI's button that toggles editing: a borderless button titled "Edit".
            return "Button(\"Edit\", function() end)" + LuaWriter.note("EditButton: a button titled Edit")
        case "ScrollViewReader":
            // `ScrollViewReader { proxy in … }`: its content; the proxy only scrolls in actions.
            guard let t = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) else {
                break
            }
            return try contentWithParameter(t, as: "(nil)", indent: indent)
        case "AsyncImage":
            return try asyncImage(c, indent: indent)
        case "EquatableView":
            // `EquatableView(content: v)` only changes when SwiftUI redraws it: the view itself.
            guard c.arguments.count == 1, let only = c.arguments.first else { break }
            return try expr(only.expression, indent: indent, role: .view)
        case "UIImage" where c.arguments.count == 1 && c.arguments.first?.label?.text == "named":
            // `UIImage(named: "fish")!` given to a view: the asset's name, which `Image(uiImage:)`
            // draws as `Image("fish")`.
            return try expr(c.arguments.first!.expression, indent: indent, role: .any)
        case "Color" where c.arguments.first?.label?.text == "hex" && colourInits.contains("hex"):
            // `Color(hex: 0x5C8C61)`, an app's own init (a common one): the colour of those digits.
            if let literal = hexColour(c.arguments.first!.expression) {
                pendingNotes += LuaWriter.note("Color(hex:) read as the colour of its digits")
                return "Color(\(LuaWriter.quote(literal)))"
            }
        case "Text" where c.arguments.contains { $0.label?.text == "style" }:
            if let text = try textWithDateStyle(c, indent: indent) { return text }
        case "HStack", "VStack", "ZStack":
            if c.trailingClosure == nil && !c.arguments.contains(where: { $0.label?.text == "content" }) {
                // A stack without content is its layout (`AnyLayout(HStack(spacing: 8))`).
                let options = try labelled(c, callee: name, indent: indent)
                return LuaWriter.table("\(name)Layout", options: options, items: [], indent: indent)
            }
        default: break
        }
        return nil
    }
}
