import SwiftSyntax

/// Views whose trailing closure is their content (children in the Lua table).
private let containers: Set<String> = [
    "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    "ViewThatFits", "ScrollView", "List", "Form", "Group", "NavigationStack", "NavigationView", "TabView",
    "Section", "GroupBox", "Picker", "UIStackView", "Menu", "DisclosureGroup", "LabeledContent",
]

/// Labelled closures that are actions: kept as no-ops.
private let actionLabels: Set<String> = [
    "action", "onEditingChanged", "onIncrement", "onDecrement", "onCommit", "perform", "onSubmit",
]

/// Swift labels whose Lua option has another name (`in` is a Lua keyword).
private let renamedLabels: [String: [String: String]] = [
    "ViewThatFits": ["in": "axes"],
    "Stepper": ["in": "range"],
    "Slider": ["in": "range"],
]

/// Swift-only labels with no layout meaning, dropped with a comment saying so.
private let droppedLabels: [String: String] = [
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
private let optionsTail: Set<String> = [
    "lineLimit", "underline", "strikethrough", "rotationEffect", "scaleEffect", "buttonBorderShape", "shadow",
]

private let valueTypes: Set<String> = [
    "Font", "Color", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "ProposedViewSize", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "GridItem",
]

/// Methods of values (not views) that Lua has with the same name.
private let valueMethods: Set<String> = [
    "opacity", "bold", "italic", "weight", "sizeThatFits", "place", "dimensions", "distance",
    "replacingUnspecifiedDimensions", "monospacedDigit",
]

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
        let callee = c.calledExpression
        if let m = callee.as(MemberAccessExprSyntax.self) {
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
            if name == "map" { return try map(base, c, indent: indent) }
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
        if let r = callee.as(DeclReferenceExprSyntax.self) {
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
            switch name {
            case "max", "min", "abs", "floor", "ceil", "sqrt":
                let args = try c.arguments.map { (a) throws(ImportError) in
                    try expr(a.expression, indent: indent, role: .any)
                }
                return "math.\(name)(\(args.joined(separator: ", ")))"
            case "round":
                let a = try expr(c.arguments.first!.expression, indent: indent, role: .any)
                return "math.floor(\(a) + 0.5)"
            case "CGFloat", "Double", "Float":
                guard c.arguments.count == 1 else { break }
                return try expr(c.arguments.first!.expression, indent: indent, role: .any, precedence: 10)
            case "Int":
                guard c.arguments.count == 1 else { break }
                let a = try expr(c.arguments.first!.expression, indent: indent, role: .any)
                // Swift's Int(_:) truncates toward zero (math.modf's integral part), and the call
                // is one operand wherever it stands ("Size: " .. Int(w) .. " wide").
                return "math.tointeger(math.modf(\(a)))"
            case "String":
                if c.arguments.count == 2, c.arguments.first?.label?.text == "repeating" {
                    let s = try expr(c.arguments.first!.expression, indent: indent, role: .any)
                    let n = try expr(c.arguments.last!.expression, indent: indent, role: .any)
                    return "string.rep(\(s), \(n))"
                }
                if c.arguments.count == 1, c.arguments.first?.label == nil {
                    return "tostring(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
                }
                if let format = c.arguments.first, format.label?.text == "format",
                    let literal = format.expression.as(StringLiteralExprSyntax.self)
                {
                    // `String(format: "%.1f", x)`: Lua's string.format reads C's formats as Swift's
                    // does (`%@`, an object's description, is `%s`; `%ld` is `%d`).
                    var f = try expr(ExprSyntax(literal), indent: indent, role: .any)
                    f = f.replacingOccurrences("%@", with: "%s").replacingOccurrences("%lld", with: "%d")
                        .replacingOccurrences("%ld", with: "%d")
                    let values = try c.arguments.dropFirst().map { (a) throws(ImportError) in
                        try expr(a.expression, indent: indent, role: .any)
                    }
                    let all = ([f] + values).joined(separator: ", ")
                    return "string.format(\(all))"
                }
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
            case "URL" where c.arguments.count == 1 && c.arguments.first?.label?.text == "string":
                // `URL(string: "https://…")!`: Plumb loads nothing, so a URL is its text.
                return try expr(c.arguments.first!.expression, indent: indent, role: .any)
            case "Text" where c.arguments.count == 1 && c.arguments.first?.label?.text == "verbatim":
                // `Text(verbatim: "…")`: the string as written (Plumb never localises).
                return "Text(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
            case "Text" where c.arguments.count == 2 && c.arguments.last?.label?.text == "format":
                // `Text(0.25, format: .percent)`: as `x.formatted(.percent)`; other formats (grouping,
                // dates) would change the text's width in ways the importer does not reproduce.
                let args = Array(c.arguments)
                guard args[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "percent" else {
                    throw fail(
                        args[1], "Text(_:format:) is translated for .percent only", construct: "Text(_:format:)",
                        suggestion: "write the value as it shows: Text(\"1,234\")")
                }
                let value = try expr(args[0].expression, indent: indent, role: .any, precedence: 10)
                return "Text(math.floor(\(value) * 100 + 0.5) .. \"%\")"
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
            case "State", "StateObject", "ObservedObject", "Published", "AppStorage", "SceneStorage":
                // `self._count = State(initialValue: 3)` in an init: the wrapper's first value.
                guard
                    let value = c.arguments.first(where: {
                        ["initialValue", "wrappedValue"].contains($0.label?.text ?? "")
                    })
                else { break }
                return try expr(value.expression, indent: indent, role: role)
            case "UIImage" where c.arguments.count == 1 && c.arguments.first?.label?.text == "named":
                // `UIImage(named: "fish")!` given to a view: the asset's name, which `Image(uiImage:)`
                // draws as `Image("fish")`.
                return try expr(c.arguments.first!.expression, indent: indent, role: .any)
            case "UnicodeScalar" where c.arguments.count == 1 && c.arguments.first?.label == nil:
                // `UnicodeScalar(0x1F600)`: the character (a string, as Lua has no other), nil for
                // a number that is no scalar value, as Swift's failable initialiser gives.
                helpers.insert("unicodeScalar")
                return "unicodeScalar(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
            case "Character" where c.arguments.count == 1 && c.arguments.first?.label == nil:
                // `Character(scalar)`, `Character("a")`: a character is a one-character string.
                return try expr(c.arguments.first!.expression, indent: indent, role: .any)
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
            case "HStack", "VStack", "ZStack":
                if c.trailingClosure == nil && !c.arguments.contains(where: { $0.label?.text == "content" }) {
                    // A stack without content is its layout (`AnyLayout(HStack(spacing: 8))`).
                    let options = try labelled(c, callee: name, indent: indent)
                    return LuaWriter.table("\(name)Layout", options: options, items: [], indent: indent)
                }
            default: break
            }
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
        if callee.is(FunctionCallExprSyntax.self) {
            // `AnyLayout(layout)(content)`: a layout value called with its views.
            let f = try expr(callee, indent: indent, role: .any)
            let args = try contentItems(c, indent: indent)
            return "\(f)(\(LuaWriter.table("", options: [], items: args, indent: indent)))"
        }
        throw fail(c, "this call is not translated", construct: c.trimmedDescription)
    }

    /// SwiftUI's modifiers that are another name of one of Plumb's, as the Lua to chain (with a
    /// comment), or nil. `dynamicTypeSize` with a range holding the default size (large) changes
    /// nothing at it; a range that does not hold it is the nearest of its bounds.
    func renamedModifier(_ name: String, _ c: FunctionCallExprSyntax) throws(ImportError) -> String? {
        let first = c.arguments.first?.expression
        func member(_ e: ExprSyntax?) -> String? { e?.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        switch name {
        case "labelsVisibility" where member(first) == "hidden":
            return ":labelsHidden()" + LuaWriter.note("labelsVisibility(.hidden) is labelsHidden()")
        case "labelsVisibility":
            return LuaWriter.note(".labelsVisibility(.\(member(first) ?? "visible")) changes nothing: labels show")
        case "toolbarTitleDisplayMode" where ["inline", "large", "automatic"].contains(member(first) ?? ""):
            return ":navigationBarTitleDisplayMode(\(LuaWriter.quote(member(first)!)))"
                + LuaWriter.note("toolbarTitleDisplayMode is navigationBarTitleDisplayMode")
        case "dynamicTypeSize":
            let sizes = [
                "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
                "accessibility2", "accessibility3", "accessibility4", "accessibility5",
            ]
            if let size = member(first), sizes.contains(size) {
                return ":environment(\"dynamicTypeSize\", \(LuaWriter.quote(size)))"
            }
            var lower = 0
            var upper = sizes.count - 1
            if let p = first?.as(PrefixOperatorExprSyntax.self), let size = member(p.expression),
                let i = sizes.firstIndex(of: size)
            {
                upper = p.operator.text == "..<" ? i - 1 : i
            } else if let p = first?.as(PostfixOperatorExprSyntax.self), let size = member(p.expression),
                let i = sizes.firstIndex(of: size)
            {
                lower = i
            } else if let r = rangeLiteral(first), let lo = member(r.elements.first), let hi = member(r.elements.last),
                let i = sizes.firstIndex(of: lo), let j = sizes.firstIndex(of: hi)
            {
                lower = i
                upper = r.elements.dropFirst().first?.trimmedDescription == "..<" ? j - 1 : j
            } else {
                throw fail(
                    c, "this .dynamicTypeSize is not translated", construct: ".dynamicTypeSize",
                    suggestion: "write a size (.xxLarge) or a range of sizes (...DynamicTypeSize.xxxLarge)")
            }
            let large = sizes.firstIndex(of: "large")!
            if (lower...max(lower, upper)).contains(large) {
                return LuaWriter.note(".dynamicTypeSize's range holds the default size (large): no change")
            }
            let nearest = upper < large ? sizes[max(upper, 0)] : sizes[lower]
            return ":environment(\"dynamicTypeSize\", \(LuaWriter.quote(nearest)))"
                + LuaWriter.note(".dynamicTypeSize's range: the default size (large) clamped to \(nearest)")
        default:
            return nil
        }
    }

    /// Why a toolbar modifier moves no frame of the content, or nil when `name` is none: items in
    /// the navigation bar (every placement but the bottom bar's and the status's on iOS) sit in a
    /// bar whose height they do not change, and without a NavigationStack iOS shows none. A
    /// bottom bar takes height from the content, and hiding a bar gives it height: refused.
    mutating func toolbarReason(_ name: String, _ c: FunctionCallExprSyntax, declName: DeclReferenceExprSyntax)
        throws(ImportError) -> String?
    {
        guard ["toolbar", "navigationBarItems", "toolbarItem"].contains(name) else { return nil }
        if let first = c.arguments.first, first.label == nil,
            let m = first.expression.as(MemberAccessExprSyntax.self), m.base == nil
        {
            // `.toolbar(.hidden, for: .navigationBar)`: the bar's visibility.
            if m.declName.baseName.text == "hidden" {
                throw fail(
                    declName, ".toolbar(.hidden) is not in Plumb: a hidden bar gives the content its height",
                    construct: ".toolbar(.hidden)",
                    suggestion: "leave it out, or lay the view out without the NavigationStack")
            }
            return "a bar's visibility left as it is"
        }
        final class Placements: SyntaxVisitor {
            var bottom: Syntax?
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.base == nil, ["bottomBar", "status"].contains(node.declName.baseName.text), bottom == nil {
                    bottom = Syntax(node)
                }
                return .visitChildren
            }
        }
        let finder = Placements(viewMode: .sourceAccurate)
        finder.walk(c)
        if let bottom = finder.bottom {
            throw fail(
                bottom, "a toolbar at the bottom is not in Plumb: it takes height from the content",
                construct: ".bottomBar", suggestion: "lay its items out in a VStack below the content")
        }
        // The items are translated (and thrown away) so that a name they use that does not exist
        // is refused where it is written, as Swift refuses it.
        var closures = c.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let t = c.trailingClosure { closures.append(t) }
        let saved = (pendingNotes, helpers)
        for closure in closures { try checkToolbarItems(Array(closure.statements)) }
        (pendingNotes, helpers) = saved
        return "its items sit in the navigation bar, whose height they do not change"
    }

    /// A toolbar's items translated for their errors: `ToolbarItem(placement:) { … }` and
    /// `ToolbarItemGroup { … }` hold views.
    mutating func checkToolbarItems(_ items: [CodeBlockItemSyntax]) throws(ImportError) {
        for item in try expanded(items) {
            let e = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let call = e?.as(FunctionCallExprSyntax.self),
                ["ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer"].contains(call.calledExpression.trimmedDescription)
            {
                if let t = call.trailingClosure { try checkToolbarItems(Array(t.statements)) }
                for a in call.arguments {
                    if let cl = a.expression.as(ClosureExprSyntax.self) { try checkToolbarItems(Array(cl.statements)) }
                }
                continue
            }
            _ = try viewItems([item], indent: 0)
        }
    }

    /// iOS 18's `Tab("Received", systemImage: "tray", value: 1) { content }` in a TabView: its
    /// content with a Label as its tab item (and its value as its tag), as `.tabItem` says.
    mutating func tab(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        var title: String?
        var options: [String] = []
        var tag: String?
        for a in c.arguments {
            switch a.label?.text {
            case nil: title = try expr(a.expression, indent: indent, role: .any)
            case "systemImage"?, "image"?:
                options.append("\(a.label!.text) = \(try expr(a.expression, indent: indent, role: .any))")
            case "value"?: tag = try expr(a.expression, indent: indent, role: .any)
            case "role"?: continue
            default:
                throw fail(
                    a, "Tab(\(a.label!.text):) is not translated", construct: "Tab",
                    suggestion: "write Tab(\"Title\", systemImage: \"…\") { … }")
            }
        }
        let views = try viewItems(Array(c.trailingClosure!.statements), indent: indent + 2)
        let content =
            views.count == 1 ? views[0] : LuaWriter.table("Group", options: [], items: views, indent: indent)
        var label = "Label(\(title ?? "\"\""))"
        if !options.isEmpty {
            label = "Label(\(title ?? "\"\""), \(LuaWriter.table("", options: options, items: [], indent: indent)))"
        }
        var out = "(\(content)):tabItem(\(label))"
        if let tag { out += ":tag(\(tag))" }
        return out
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

    /// `AsyncImage(url:)`: Plumb loads nothing, so what SwiftUI shows until the image loads: the
    /// placeholder closure's views; with a phase closure, its views for the empty phase; with
    /// neither, SwiftUI's standard placeholder, which fills the space offered (drawn light grey).
    mutating func asyncImage(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        let note = LuaWriter.note("AsyncImage: Plumb loads nothing; what shows until the image loads")
        if let placeholder = c.additionalTrailingClosures.first(where: { $0.label.text == "placeholder" })?.closure
            ?? c.arguments.first(where: { $0.label?.text == "placeholder" })?.expression.as(ClosureExprSyntax.self)
        {
            return try contentWithParameter(placeholder, as: "(nil)", indent: indent) + note
        }
        if let phase = c.trailingClosure
            ?? c.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        {
            // The phase is `.empty`: `phase.image` and `phase.error` are nil, `case .empty` holds.
            return try contentWithParameter(phase, as: "(\"empty\")", indent: indent) + note
        }
        return "Color(\"#E4E4E6\")" + note
    }

    /// `.tabItem { Text("Home"); Image(systemName: "house") }`: the tab bar shows the image above
    /// the title whatever their order, as a Label does there.
    mutating func tabItemLabel(_ cl: ClosureExprSyntax, indent: Int) throws(ImportError) -> String? {
        let items = try expanded(cl.statements)
        guard items.count == 2 else { return nil }
        func root(_ item: CodeBlockItemSyntax) -> String? {
            var e: ExprSyntax? = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            while let c = e?.as(FunctionCallExprSyntax.self) {
                if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
                    e = base
                } else {
                    return c.calledExpression.trimmedDescription
                }
            }
            return nil
        }
        guard let image = items.firstIndex(where: { root($0) == "Image" }),
            let text = items.firstIndex(where: { root($0) == "Text" })
        else { return nil }
        let views = try viewItems(items, indent: indent + 2)
        return LuaWriter.table(
            "Label", options: ["title = \(views[text])", "icon = \(views[image])"], items: [], indent: indent)
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
            args.append(
                try expr(a.expression, indent: indent, role: ["Color", "Color?"].contains(type) ? .view : .any))
        }
        if let t = c.trailingClosure { args.append(try closure(t, indent: indent, views: true)) }
        return "\(name)(\(args.joined(separator: ", ")))"
    }

    /// A struct of this file called with its memberwise initialiser: `Card { title = "Hi" }`.
    mutating func construct(_ info: TypeInfo, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        try checkConstructible(info, at: c)
        if let i = info.customInit { return try constructWithInit(info, i, c, indent: indent) }
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
            let value = try expr(a.expression, indent: indent + 2, role: property.role)
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
        if let t = c.trailingClosure {
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

    /// A view of this file made with its own init: the arguments matched to the init's parameters
    /// as Swift matches them (in order, by label; a trailing closure to the next closure parameter),
    /// given by the parameters' names: `Badge(title: "new")` is `Badge { title = "new" }`.
    mutating func constructWithInit(
        _ info: TypeInfo, _ i: InitializerDeclSyntax, _ c: FunctionCallExprSyntax, indent: Int
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
        if info.kind == .viewModifier {
            let props = options.isEmpty ? "" : ", " + LuaWriter.table("", options: options, items: [], indent: indent)
            return "function(content) return \(info.name)(content\(props)) end"
        }
        if options.isEmpty { return "\(info.name)()" }
        return LuaWriter.table(info.name, options: options, items: [], indent: indent)
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

    // MARK: - Plumb's views

    mutating func view(_ name: String, _ c: FunctionCallExprSyntax, node: DeclReferenceExprSyntax, indent: Int)
        throws(ImportError) -> String
    {
        switch name {
        case "ForEach": return try forEach(c, indent: indent)
        case "GeometryReader":
            guard let t = c.trailingClosure ?? c.arguments.first?.expression.as(ClosureExprSyntax.self) else {
                throw fail(c, "GeometryReader needs its content closure")
            }
            return "GeometryReader(\(try closure(t, indent: indent, views: true)))"
        case "GridItem":
            guard let first = c.arguments.first else { return "GridItem()" }
            var options = try labelled(c, callee: name, indent: indent)
            if first.label == nil, let call = first.expression.as(FunctionCallExprSyntax.self),
                let m = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                let kind = m.declName.baseName.text
                let positional = call.arguments.filter { $0.label == nil }
                let inner: String
                if kind == "fixed", let p = positional.first {
                    inner = try expr(p.expression, indent: indent, role: .any)
                } else {
                    inner = LuaWriter.table(
                        "", options: try labelled(call, callee: kind, indent: indent), items: [], indent: indent)
                }
                if kind == "flexible" && call.arguments.isEmpty {
                    if options.isEmpty { return "GridItem()" }
                } else {
                    options.insert("\(kind) = \(inner)", at: 0)
                }
            } else if first.label == nil, let m = first.expression.as(MemberAccessExprSyntax.self), m.base == nil {
                if m.declName.baseName.text != "flexible" { options.insert("\(m.declName.baseName.text) = {}", at: 0) }
            }
            return LuaWriter.table("GridItem", options: options, items: [], indent: indent)
        case "Button": return try button(c, indent: indent)
        case "Color", "Font", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "ProposedViewSize", "Alignment",
            "HStackLayout", "VStackLayout", "ZStackLayout":
            return try valueCall(name, c, indent: indent)
        case "AnyLayout":
            return "AnyLayout(\(try expr(c.arguments.first!.expression, indent: indent, role: .any)))"
        case "List" where c.arguments.contains { $0.label == nil }:
            // List(items) { item in … }: a List of a ForEach.
            return "List { \(try forEach(c, indent: indent + 2)) }"
        case "Image":
            if let image = try image(c, indent: indent) { return image }
        default: break
        }
        let isContainer = containers.contains(name)
        let savedTags = implicitTags
        implicitTags = name == "Picker"
        defer { implicitTags = savedTags }
        var positional: [String] = []
        var options: [String] = []
        var items: [String] = []
        for a in c.arguments {
            let label = a.label?.text
            if label == "content" {
                if let cl = a.expression.as(ClosureExprSyntax.self) {
                    items.append(contentsOf: try viewItems(Array(cl.statements), indent: indent + 2))
                } else {
                    items.append(try expr(a.expression, indent: indent + 2, role: .view))
                }
                continue
            }
            if let label {
                if dropsLabel(label) { continue }
                if name == "RoundedRectangle" && label == "style" {
                    // `.continuous` corners: the curve is drawn, the frame is the same.
                    pendingNotes += LuaWriter.note("style: dropped: the corners' curve moves no frame")
                    continue
                }
                if ["label", "header", "footer"].contains(label), let cl = a.expression.as(ClosureExprSyntax.self) {
                    let views = try viewItems(Array(cl.statements), indent: indent + 2)
                    options.append(
                        "\(label) = "
                            + (views.count == 1
                                ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)))
                    continue
                }
                let key = renamedLabels[name]?[label] ?? label
                // `LazyVGrid(columns: [.init(.flexible())])`: a lazy grid's columns and rows are
                // GridItems, so `.init(…)` there is one, as where `[GridItem]` is declared.
                let saved = expectedType
                if (name, label) == ("LazyVGrid", "columns") || (name, label) == ("LazyHGrid", "rows") {
                    expectedType = "GridItem"
                }
                let value = try argument(a.expression, label: label, indent: indent, callee: name)
                expectedType = saved
                options.append("\(LuaWriter.key(key)) = \(value)")
            } else {
                let value = try expr(a.expression, indent: indent, role: .any)
                if isContainer && name == "ScrollView" {
                    options.append("axes = \(value)")
                } else if name == "Section" || name == "GroupBox" && isContainer {
                    let header = a.expression.is(StringLiteralExprSyntax.self) ? "Text(\(value))" : value
                    if name == "Section" { options.append("header = \(header)") } else { positional.append(value) }
                } else {
                    positional.append(value)
                }
            }
        }
        // Trailing closures.
        if let t = c.trailingClosure, !isContainer, t.signature?.parameterClause != nil {
            // `Stepper("Cups", value: $n) { _ in … }`: a closure taking an argument is an action
            // (onEditingChanged), not a label.
            pendingNotes += LuaWriter.note(actionDropped)
        } else if let t = c.trailingClosure {
            if isContainer {
                items.append(contentsOf: try viewItems(Array(t.statements), indent: indent + 2))
            } else {
                // `Label { Text("Hi") } icon: { … }`: a Label's first closure is its title;
                // `NavigationLink("Title") { Detail() }` and `NavigationLink { Detail() } label: { … }`
                // take their destination first.
                let destinationFirst =
                    name == "NavigationLink"
                    && (!positional.isEmpty || c.additionalTrailingClosures.contains { $0.label.text == "label" })
                let key = name == "Label" ? "title" : destinationFirst ? "destination" : "label"
                let views = try viewItems(Array(t.statements), indent: indent + 2)
                options.append(
                    "\(key) = "
                        + (views.count == 1
                            ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)))
            }
        }
        for extra in c.additionalTrailingClosures {
            let label = extra.label.text
            if actionLabels.contains(label) {
                options.append("\(label) = function() end" + LuaWriter.note(actionDropped))
                continue
            }
            let views = try viewItems(Array(extra.closure.statements), indent: indent + 2)
            options.append(
                "\(LuaWriter.key(label)) = "
                    + (views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2))
            )
        }
        if name == "ScrollView", let margins = contentMarginsCall(of: c) {
            items = try contentMargins(margins, content: items, options: options, indent: indent)
        }
        if isContainer {
            if !positional.isEmpty {
                return
                    "\(name)(\(positional.joined(separator: ", ")), \(LuaWriter.table("", options: options, items: items, indent: indent)))"
            }
            return LuaWriter.table(name, options: options, items: items, indent: indent)
        }
        if positional.isEmpty {
            if options.isEmpty { return "\(name)()" }
            return LuaWriter.table(name, options: options, items: [], indent: indent)
        }
        if !options.isEmpty { positional.append(LuaWriter.table("", options: options, items: [], indent: indent)) }
        return "\(name)(\(positional.joined(separator: ", ")))"
    }

    /// `ScrollView { … }.contentMargins(…)`: the `.contentMargins` call written on this ScrollView,
    /// directly or after modifiers that only set how it scrolls
    /// (`.scrollTargetBehavior(.viewAligned).contentMargins(.horizontal, 16)`).
    func contentMarginsCall(of scrollView: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var base = scrollView
        while let access = base.parent?.as(MemberAccessExprSyntax.self), access.base?.id == base.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id
        {
            let name = access.declName.baseName.text
            if name == "contentMargins" { return call }
            guard Self.scrollingModifiers.contains(name) else { return nil }
            base = call
        }
        return nil
    }

    /// The ScrollView a `.contentMargins` call is written on, if it is written on one (see
    /// `contentMarginsCall(of:)`).
    func scrollViewOwning(_ margins: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var call = margins
        while let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(FunctionCallExprSyntax.self)
        {
            if base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ScrollView" { return base }
            guard let name = base.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                Self.scrollingModifiers.contains(name)
            else { return nil }
            call = base
        }
        return nil
    }

    /// Modifiers of a ScrollView that set how it scrolls and move no frame: `.contentMargins`
    /// written after them is still written on the ScrollView.
    static let scrollingModifiers: Set<String> = [
        "scrollTargetBehavior", "scrollIndicators", "scrollBounceBehavior", "scrollDismissesKeyboard",
        "scrollClipDisabled", "scrollDisabled", "scrollPosition", "scrollContentBackground",
    ]

    /// A ScrollView's content inset by its content margins (Apple: "the scroll view will automatically
    /// inset its content by the safe area plus an additional 20 points on the leading and trailing
    /// edge"): the content, stacked along the axis as the ScrollView stacks it, padded. Margins for
    /// the scroll indicators alone move no content.
    mutating func contentMargins(
        _ margins: FunctionCallExprSyntax, content: [String], options: [String], indent: Int
    ) throws(ImportError) -> [String] {
        if let placement = margins.arguments.first(where: { $0.label?.text == "for" }),
            placement.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scrollIndicators"
        {
            return content
        }
        let args = try margins.arguments.filter { $0.label == nil }.map { (a) throws(ImportError) in
            try argument(a.expression, label: nil, indent: indent + 2)
        }
        let stack = options.contains("axes = \"horizontal\"") ? "HStack" : "VStack"
        // The content was written as the ScrollView's own items: one level deeper now, in the stack.
        let deeper = content.map {
            $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
        }
        return [
            LuaWriter.table(stack, options: [], items: deeper, indent: indent + 2)
                + ":padding(\(args.joined(separator: ", ")))"
        ]
    }

    mutating func button(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        let title = c.arguments.first { $0.label == nil }
        var options: [String] = []
        var label: String?
        for a in c.arguments where a.label != nil {
            let l = a.label!.text
            if l == "action" { continue }
            if dropsLabel(l) { continue }
            options.append("\(LuaWriter.key(l)) = \(try argument(a.expression, label: l, indent: indent))")
        }
        if let t = c.trailingClosure, title == nil, c.arguments.contains(where: { $0.label?.text == "action" }) {
            let views = try viewItems(Array(t.statements), indent: indent + 2)
            label = views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)
        }
        for extra in c.additionalTrailingClosures where extra.label.text == "label" {
            let views = try viewItems(Array(extra.closure.statements), indent: indent + 2)
            label = views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)
        }
        let action = "function() end" + LuaWriter.note(actionDropped)
        if let title {
            let t = try expr(title.expression, indent: indent, role: .any)
            if options.isEmpty { return "Button(\(t), \(action))" }
            return "Button(\(t), \(action), \(LuaWriter.table("", options: options, items: [], indent: indent)))"
        }
        if let label { return "Button(\(action), \(label))" }
        throw fail(c, "a Button needs a title or a label", construct: "Button")
    }

    /// ForEach over a range, an array or a collection (`id:` is dropped: Lua lists have no ids).
    mutating func forEach(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        guard let data = c.arguments.first(where: { $0.label == nil }) else {
            throw fail(c, "ForEach needs its data (a range or an array)", construct: "ForEach")
        }
        if c.arguments.contains(where: { $0.label?.text == "id" }) { _ = dropsLabel("id") }
        if c.trailingClosure == nil, let content = c.arguments.first(where: { $0.label?.text == "content" }),
            !content.expression.is(ClosureExprSyntax.self)
        {
            // `content: SampleRow.init`: each item made into the row by the type's initialiser.
            let list = try self.list(data.expression, indent: indent)
            if let m = content.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init",
                let type = m.base?.trimmedDescription, let info = types[type]
            {
                let parameter =
                    info.customInit?.signature.parameterClause.parameters.first.map {
                        ($0.secondName ?? $0.firstName).text
                    }
                    ?? info.initParameters.first?.name
                    ?? info.properties.first { !$0.isConstant && !$0.isContent }?.name
                guard let parameter else {
                    throw fail(content, "\(type) has no property for ForEach's item", construct: "\(type).init")
                }
                return "ForEach(\(list), function(item) return \(type) { \(LuaWriter.key(parameter)) = item } end)"
            }
            return "ForEach(\(list), \(try expr(content.expression, indent: indent, role: .any)))"
        }
        guard
            let body = c.trailingClosure
                ?? c.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        else {
            throw fail(c, "ForEach needs its content closure", construct: "ForEach")
        }
        var params = closureParameters(body)
        if let enumerated = enumeratedBase(data.expression), params.count == 2 {
            // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: Lua's
            // ForEach gives the item and its index (from 1).
            let list = try expr(enumerated, indent: indent, role: .any)
            scopes.append([
                params[0]: .value(LuaWriter.identifier(params[0])), params[1]: .value(LuaWriter.identifier(params[1])),
            ])
            defer { scopes.removeLast() }
            var lines = try functionBody(body.statements, indent: indent + 2, node: body, viewBuilder: true)
            let index = LuaWriter.identifier(params[0])
            if params[0] != "_" {
                lines.insert(
                    String(repeating: " ", count: indent + 2)
                        + "\(index) = \(index) - 1  -- Swift's offsets start at 0",
                    at: 0)
            }
            let head = "function(\(LuaWriter.identifier(params[1])), \(params[0] == "_" ? "_" : index))"
            return "ForEach(\(list), \(head)\n" + lines.joined(separator: "\n") + "\n"
                + String(repeating: " ", count: indent) + "end)"
        }
        if params.isEmpty { params = body.statements.trimmedDescription.contains("$0") ? [shorthandName] : ["_"] }
        let name = params[0]
        var source: String
        var shift: String?
        // The range as written, or a constant range property (`let items = 1...500`) by its name.
        var range = rangeLiteral(data.expression)
        if range == nil, let r = data.expression.as(DeclReferenceExprSyntax.self),
            case .range(let constant)? = lookup(r.baseName.text)
        {
            range = constant
        }
        if let seq = range, let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self) {
            let lo = try expr(seq.elements.first!, indent: indent, role: .any)
            let hi = try expr(seq.elements.last!, indent: indent, role: .any)
            let closed = op.operator.text == "..."
            // Lua's ForEach counts from 1: 1..<n+1 and 1...n are counts; others shift the index.
            if let l = Int(lo), let h = Int(hi) {
                let count = (closed ? h + 1 : h) - l
                if l == 1 {
                    source = String(max(count, 0))
                } else if count <= 12 && count > 0 {
                    source = "{ " + (l..<(l + count)).map(String.init).joined(separator: ", ") + " }"
                } else {
                    source = String(max(count, 0))
                    shift = String(l - 1)
                }
            } else if lo == "1" {
                source = closed ? hi : LuaWriter.minusOne(hi)
            } else {
                if lo == "0" {
                    source = closed ? "\(hi) + 1" : hi
                } else {
                    source = closed ? "\(hi) - \(LuaWriter.paren(lo)) + 1" : "\(hi) - \(LuaWriter.paren(lo))"
                }
                shift = lo == "0" ? "-1" : "\(LuaWriter.paren(lo)) - 1"
            }
        } else if let m = data.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices",
            let b = m.base
        {
            source = "#" + (try expr(b, indent: indent, role: .any, precedence: 10))
            shift = "-1"
        } else {
            source = try expr(data.expression, indent: indent, role: .any)
        }
        let saved = shorthandName
        if body.signature == nil { shorthandName = name }
        defer { shorthandName = saved }
        scopes.append([name: .value(LuaWriter.identifier(name))])
        defer { scopes.removeLast() }
        var lines = try functionBody(body.statements, indent: indent + 2, node: body, viewBuilder: true)
        if let shift, name != "_" {
            let id = LuaWriter.identifier(name)
            let adjust = shift.hasPrefix("-") ? "\(id) - \(shift.dropFirst())" : "\(id) + \(shift)"
            lines.insert(
                String(repeating: " ", count: indent + 2) + "\(id) = \(adjust)  -- Swift's range starts there", at: 0)
        }
        if implicitTags, name != "_", !body.statements.trimmedDescription.contains(".tag("), lines.count == 1,
            let r = lines[0].firstRange(of: "return ")
        {
            // In a Picker, ForEach's rows are tagged with their items, as SwiftUI tags them.
            lines[0] =
                String(lines[0][..<r.upperBound]) + "(\(lines[0][r.upperBound...])):tag(\(LuaWriter.identifier(name)))"
        }
        let head = "function(\(LuaWriter.identifier(name)))"
        let pad = String(repeating: " ", count: indent)
        return "ForEach(\(source), \(head)\n" + lines.joined(separator: "\n") + "\n" + pad + "end)"
    }

    // MARK: - Modifiers

    /// `base.name(…)`, or with no base (`overlay(…)` inside an `extension View` function) on `self`.
    mutating func modifier(
        base: ExprSyntax?, name: String, _ c: FunctionCallExprSyntax, declName: DeclReferenceExprSyntax, indent: Int
    )
        throws(ImportError) -> String
    {
        // `.black.opacity(0.5)`: an implicit colour or font with a method.
        var b: String
        if base == nil, case .value(let selfValue)? = lookup("self") {
            b = selfValue
        } else if let m = base?.as(MemberAccessExprSyntax.self), m.base == nil,
            let type = implicitType(m.declName.baseName.text)
        {
            b = "\(type).\(m.declName.baseName.text)"
        } else if let m = base?.as(FunctionCallExprSyntax.self),
            let callee = m.calledExpression.as(MemberAccessExprSyntax.self),
            callee.base == nil, let type = implicitType(callee.declName.baseName.text)
        {
            b = try valueCall("\(type).\(callee.declName.baseName.text)", m, indent: indent)
        } else if let base {
            b = try expr(base, indent: indent, role: .view, precedence: 10)
        } else {
            b = "self"
        }
        // What is not a modifier of the chain (a `ViewModifier`, an `extension View` function, a
        // string's method) takes the chain so far laid out: only modifiers continue a chain.
        let laidOut = LuaWriter.layOutChain(b, indent: indent)
        if name == "modifier" {
            guard let arg = c.arguments.first else {
                throw fail(declName, "modifier(…) needs a ViewModifier", construct: ".modifier")
            }
            return try applyModifier(arg.expression, to: laidOut, node: declName, indent: indent)
        }
        if let f = viewExtensions[name] {
            return try userCall(
                LuaWriter.identifier(name), parameters: Array(f.signature.parameterClause.parameters), c, indent: indent
            )
            .replacingFirst("(", with: "(\(laidOut)" + (c.arguments.isEmpty && c.trailingClosure == nil ? "" : ", "))
        }
        if name == "formatted" {
            if let a = c.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                a.declName.baseName.text == "percent"
            {
                return "math.floor(\(b) * 100 + 0.5) .. \"%\""
            }
            return "tostring(\(b))"
        }
        if name == "environment", let key = c.arguments.first?.expression.as(KeyPathExprSyntax.self),
            key.components.trimmedDescription == ".colorScheme"
        {
            // `.environment(\.colorScheme, .dark)`: colours only; Plumb draws light.
            let kept = b + LuaWriter.note(".environment(\\.colorScheme) dropped: it changes colours, not frames")
            return chainEnd(kept, of: c, indent: indent)
        }
        if previewSettings.contains(name) {
            // `ContentView().previewLayout(.fixed(width: 400, height: 300))`: the canvas is plumb's.
            let kept = b + LuaWriter.note(".\(name) dropped: a preview setting (Plumb's canvas is --canvas)")
            return chainEnd(kept, of: c, indent: indent)
        }
        if name == "navigationBarTitle" || name == "navigationTitle",
            let title = c.arguments.first(where: { $0.label == nil })
        {
            // `navigationBarTitle` is iOS 13's name of `navigationTitle` (its displayMode: is
            // `navigationBarTitleDisplayMode`); a `Text("…")` title is its string.
            var t = title.expression
            if let text = t.as(FunctionCallExprSyntax.self), text.calledExpression.trimmedDescription == "Text",
                text.arguments.count == 1, let only = text.arguments.first, only.label == nil
            {
                t = only.expression
            }
            var chained =
                "\(b)\u{3}" + chainStart(c, declName: declName)
                + ":navigationTitle(\(try expr(t, indent: indent + 2, role: .any)))"
            if name == "navigationBarTitle" {
                chained += LuaWriter.note("navigationBarTitle is navigationTitle (its iOS 13 name)")
            }
            if let mode = c.arguments.first(where: { $0.label?.text == "displayMode" }) {
                chained += ":navigationBarTitleDisplayMode(\(try expr(mode.expression, indent: indent, role: .any)))"
            }
            return chainEnd(chained, of: c, indent: indent)
        }
        if name == "uppercased" { return "string.upper(\(laidOut))" }
        if name == "lowercased" { return "string.lower(\(laidOut))" }
        if name == "toolbar", vocabulary.modifiers.contains("navigationBarHidden"),
            let first = c.arguments.first, first.label == nil,
            first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "hidden",
            c.arguments.count == 1
                || c.arguments.dropFirst().first?.expression.trimmedDescription.contains("navigationBar") == true
        {
            // `.toolbar(.hidden, for: .navigationBar)`: the bar hidden, as navigationBarHidden(true) says.
            let chained =
                "\(b)\u{3}" + chainStart(c, declName: declName) + ":navigationBarHidden(true)"
                + LuaWriter.note(".toolbar(.hidden) is navigationBarHidden(true)")
            return chainEnd(chained, of: c, indent: indent)
        }
        if let renamed = try renamedModifier(name, c) {
            // `labelsVisibility(.hidden)`, `toolbarTitleDisplayMode(.inline)`, `dynamicTypeSize(.xxxLarge)`:
            // SwiftUI's other names of Plumb's modifiers.
            let chained = "\(b)\u{3}" + chainStart(c, declName: declName) + renamed
            return chainEnd(chained, of: c, indent: indent)
        }
        if !vocabulary.modifiers.contains(name), let why = try toolbarReason(name, c, declName: declName) {
            let kept = b + LuaWriter.note(".\(name) dropped: \(why)")
            return chainEnd(kept, of: c, indent: indent)
        }
        if name == "scenePadding" {
            // Apple: "In other platforms [than watchOS], scene padding produces the same default
            // padding that you get from the padding(_:_:) modifier" (`.minimum` and `.navigationBar` too).
            let kinds: Set<String> = ["minimum", "navigationBar"]
            let edges = c.arguments.first { a in
                a.label?.text == "edges"
                    || a.label == nil
                        && !kinds.contains(a.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
            }
            let args = try edges.map { (a) throws(ImportError) in try argument(a.expression, label: nil, indent: indent)
            }
            let chained =
                "\(b)\u{3}" + chainStart(c, declName: declName) + ":padding(\(args ?? ""))"
                + LuaWriter.note("scenePadding is the default padding on iOS (watchOS's differs)")
            return chainEnd(chained, of: c, indent: indent)
        }
        if name == "resizable", vocabulary.modifiers.contains("resizable"), !c.arguments.isEmpty,
            c.arguments.allSatisfy({ ["capInsets", "resizingMode"].contains($0.label?.text ?? "") })
        {
            // `.resizable(capInsets: …, resizingMode: .tile)`: Apple, "the mode by which SwiftUI resizes
            // an image to fit its space"; the space is the same whichever mode (round 15, f474).
            let chained =
                "\(b)\u{3}" + chainStart(c, declName: declName) + ":resizable()"
                + LuaWriter.note(
                    "capInsets: and resizingMode: dropped: they change how the image fills its frame, not the frame")
            return chainEnd(chained, of: c, indent: indent)
        }
        if name == "contentMargins", scrollViewOwning(c) != nil {
            // Written on a ScrollView: its content was padded where the ScrollView was translated.
            let kept = b + LuaWriter.note(".contentMargins is the ScrollView's content padded")
            return chainEnd(kept, of: c, indent: indent)
        }
        if let hint = PlumbNames.missing[name] {
            throw fail(declName, ".\(name) is not in Plumb", construct: ".\(name)", suggestion: hint)
        }
        if name == "badge", c.arguments.count != 1 || c.arguments.first?.label != nil {
            // `.badge(1000, alignment: .topTrailing)`: a modifier of the source's own, not SwiftUI's.
            throw fail(
                declName,
                "SwiftUI's .badge takes one value: this one is not SwiftUI's and the file does not declare it",
                construct: ".badge", suggestion: "write .badge(3), .badge(\"New\") or .badge(Text(\"New\"))")
        }
        if !vocabulary.modifiers.contains(name), let why = Self.framelessReason(name) {
            // `.keyboardType(.numberPad)`, `.symbolRenderingMode(.multicolor)`: no frame moves.
            let kept = b + LuaWriter.note(".\(name) dropped: \(why)")
            return chainEnd(kept, of: c, indent: indent)
        }
        guard vocabulary.modifiers.contains(name) || valueMethods.contains(name) else {
            let near = nearestName(to: name, in: vocabulary.modifiers.union(viewExtensions.keys))
            throw fail(
                declName, "unknown modifier '.\(name)'", construct: ".\(name)",
                suggestion: near.map { "did you mean '.\($0)'?" } ?? "Plumb's modifiers are listed in its README")
        }
        var args: String
        if vocabulary.behaviours.contains(name) && name != "id" {
            // `.animation(.easeInOut(duration: 0.2), value: x)`: what the behaviour is given moves
            // nothing; when the importer cannot write it, it is left out, said so.
            let saved = helpers
            do {
                args = try modifierArguments(name, c, indent: indent)
            } catch {
                helpers = saved
                args = "()" + LuaWriter.note(".\(name)'s arguments dropped: they change no frame")
            }
        } else {
            args = try modifierArguments(name, c, indent: indent)
        }
        let chained = "\(b)\u{3}" + chainStart(c, declName: declName) + ":\(name)\(args)"
        return chainEnd(chained, of: c, indent: indent)
    }

    /// A modifier call's text: as it is while more of the chain follows (`c` is the base of a
    /// member access that is called), laid out by the outermost call of the chain. A property read
    /// after it (`s.sizeThatFits(.unspecified).width`) ends the chain: nothing further lays it out.
    func chainEnd(_ text: String, of c: FunctionCallExprSyntax, indent: Int) -> String {
        if let parent = c.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == c.id,
            parent.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == parent.id
        {
            return text
        }
        return LuaWriter.layOutChain(text, indent: indent)
    }

    /// A modifier's place in a chain: a marker of its Swift position (the `.`), after `\u{7}` when the
    /// Swift started it on a line of its own. `layOutChain` then starts a Lua line there too, so an
    /// error the modifier raises while the script runs is told at the modifier's Swift line (Lua
    /// gives a call the line its method name is on).
    func chainStart(_ c: FunctionCallExprSyntax, declName: DeclReferenceExprSyntax) -> String {
        guard let access = c.calledExpression.as(MemberAccessExprSyntax.self) else { return mark(declName) }
        let ownLine = access.period.leadingTrivia.contains { $0.isNewline }
        return (ownLine ? "\u{7}" : "") + mark(access.period)
    }

    /// `view.modifier(M(x: 1))` is `M(view, { x = 1 })`; a modifier held in a value is a function of the view.
    mutating func applyModifier(_ e: ExprSyntax, to view: String, node: some SyntaxProtocol, indent: Int)
        throws(ImportError) -> String
    {
        if let call = e.as(FunctionCallExprSyntax.self), let r = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let info = types[r.baseName.text], info.kind == .viewModifier
        {
            let props = try modifierProps(info, call, indent: indent)
            return props.isEmpty ? "\(info.name)(\(view))" : "\(info.name)(\(view), \(props))"
        }
        if let r = e.as(DeclReferenceExprSyntax.self), lookup(r.baseName.text) != nil {
            return "\(try expr(e, indent: indent, role: .any))(\(view))"
        }
        throw fail(
            node, "modifier(…) is translated for a ViewModifier struct of this file", construct: ".modifier",
            suggestion: "declare `struct Name: ViewModifier` with `func body(content:)`")
    }

    mutating func modifierProps(_ info: TypeInfo, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError)
        -> String
    {
        var options: [String] = []
        for a in c.arguments {
            guard let label = a.label?.text, info.properties.contains(where: { $0.name == label && !$0.isConstant })
            else {
                let near = nearestName(to: a.label?.text ?? "", in: info.properties.map(\.name))
                throw fail(
                    a, "\(info.name) has no property '\(a.label?.text ?? "_")'", construct: a.trimmedDescription,
                    suggestion: near.map { "did you mean '\($0)'?" })
            }
            options.append("\(LuaWriter.key(label)) = \(try expr(a.expression, indent: indent + 2, role: .any))")
        }
        return options.isEmpty ? "" : LuaWriter.table("", options: options, items: [], indent: indent)
    }

    mutating func modifierArguments(_ name: String, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError)
        -> String
    {
        if name == "containerRelativeFrame" { return try containerRelativeFrameArguments(c, indent: indent) }
        if ["background", "overlay"].contains(name), let shape = c.arguments.first(where: { $0.label?.text == "in" }) {
            // `.background(.blue, in: Capsule())`, `.overlay(.teal, in: Circle())`: the shape filled
            // with the style, behind or over the view; `background(in:)` fills it with the default
            // background style (the system background, white in light mode).
            let s: String
            if let implicit = try implicitShape(shape.expression, indent: indent + 2) {
                s = implicit
            } else {
                s = try expr(shape.expression, indent: indent + 2, role: .view, precedence: 10)
            }
            let style = try shapeStyleArgument(c, indent: indent)
            let dropped = c.arguments.contains { $0.label?.text == "fillStyle" } ? Self.fillStyleNote : ""
            return "(\(s):fill(\(style ?? Self.backgroundStyle)))" + dropped
        }
        if ["background", "overlay"].contains(name),
            c.arguments.contains(where: { $0.label?.text == "ignoresSafeAreaEdges" })
        {
            // `.background(.red, ignoresSafeAreaEdges: .all)`, `.background()`: the style fills the
            // view's frame (Plumb has no safe area for it to reach into); no style is the default
            // background style.
            return "(\(try shapeStyleArgument(c, indent: indent) ?? Self.backgroundStyle))" + Self.safeAreaEdgesNote
        }
        if name == "background" && c.arguments.isEmpty && c.trailingClosure == nil {
            return "(\(Self.backgroundStyle))"
        }
        let behaviourOnly = !["overlay", "background", "mask", "alignmentGuide", "tabItem", "contextMenu"].contains(
            name)
        var positional: [String] = []
        var options: [String] = []
        let inner = indent + 2
        for a in c.arguments {
            let label = a.label?.text
            var value: String
            if name == "rotationEffect", let call = a.expression.as(FunctionCallExprSyntax.self),
                let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "radians"
            {
                options.append("radians = \(try expr(call.arguments.first!.expression, indent: inner, role: .any))")
                continue
            }
            if name == "scaleEffect", label == nil, let size = a.expression.as(FunctionCallExprSyntax.self),
                size.calledExpression.trimmedDescription == "CGSize",
                size.arguments.map({ $0.label?.text }) == ["width", "height"]
            {
                // `scaleEffect(CGSize(width: 1, height: 10))`: the two scales.
                let args = Array(size.arguments)
                let x = try expr(args[0].expression, indent: inner, role: .any)
                let y = try expr(args[1].expression, indent: inner, role: .any)
                positional.append("{ x = \(x), y = \(y) }")
                continue
            }
            if name == "lineLimit", label == nil, let seq = a.expression.as(SequenceExprSyntax.self) {
                let r = try argument(ExprSyntax(seq), label: nil, indent: inner)
                positional.append(String(r.dropFirst(2).dropLast(2)))
                continue
            }
            if name == "lineLimit", label == nil, let p = a.expression.as(PostfixOperatorExprSyntax.self),
                p.operator.text == "..."
            {
                positional.append(try expr(p.expression, indent: inner, role: .any))
                positional.append("math.huge")
                continue
            }
            if label == nil, Self.styleModifiers.contains(name),
                let m = a.expression.as(MemberAccessExprSyntax.self), m.base == nil,
                m.declName.baseName.text == "background"
            {
                // `.foregroundStyle(.background)`: the background style is the system background.
                value = Self.backgroundStyle
            } else if let cl = a.expression.as(ClosureExprSyntax.self) {
                value = try modifierClosure(name, cl, indent: indent, behaviourOnly: behaviourOnly)
            } else if ["background", "overlay", "mask"].contains(name) && label == nil {
                value = try expr(a.expression, indent: inner, role: .view)
            } else if Self.shapeModifiers.contains(name) && label == nil,
                let shape = try implicitShape(a.expression, indent: inner)
            {
                value = shape
            } else if name == "font" {
                value = try expr(a.expression, indent: inner, role: .font)
            } else if name == "alignmentGuide" && label == nil {
                value = try guideName(a.expression, indent: inner)
            } else {
                value = try argument(a.expression, label: label, indent: inner)
            }
            if let label,
                optionsTail.contains(name) && (!positional.isEmpty || name == "shadow")
                    || (positional.isEmpty && c.arguments.allSatisfy({ $0.label != nil }) && c.trailingClosure == nil)
            {
                options.append("\(LuaWriter.key(label)) = \(value)")
            } else {
                positional.append(value)
            }
        }
        if let t = c.trailingClosure {
            if ["overlay", "background", "mask"].contains(name) {
                let views = try viewItems(Array(t.statements), indent: inner)
                if views.count == 1 {
                    positional.insert(views[0], at: 0)
                } else {
                    // Several views with an alignment: one table.
                    let alignment = positional.first.map { ["alignment = \($0)"] } ?? []
                    return LuaWriter.table("", options: [], items: views + alignment, indent: indent)
                }
            } else {
                positional.append(try modifierClosure(name, t, indent: indent, behaviourOnly: behaviourOnly))
            }
        }
        for extra in c.additionalTrailingClosures {
            positional.append(try modifierClosure(name, extra.closure, indent: indent, behaviourOnly: true))
        }
        if positional.isEmpty && !options.isEmpty {
            return " " + LuaWriter.table("", options: options, items: [], indent: indent)
        }
        if !options.isEmpty { positional.append(LuaWriter.table("", options: options, items: [], indent: indent)) }
        return "(\(positional.joined(separator: ", ")))"
    }

    /// `.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10, alignment: .top)`,
    /// `.containerRelativeFrame([.horizontal, .vertical])`, `.containerRelativeFrame(.horizontal)
    /// { length, axis in … }`: the axes, an options table (`count`, `span`, `spacing`,
    /// `alignment`) and the length function, in Plumb's order.
    mutating func containerRelativeFrameArguments(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError)
        -> String
    {
        let suggestion =
            ".containerRelativeFrame(.horizontal), (.horizontal, count: 3, span: 1, spacing: 8) or (.horizontal) { length, axis in … }"
        guard let first = c.arguments.first, first.label == nil else {
            throw fail(
                c, "containerRelativeFrame takes its axes first", construct: "containerRelativeFrame",
                suggestion: suggestion)
        }
        let axes = try axisSet(first.expression)
        var options: [String] = []
        var function = c.trailingClosure
        for a in c.arguments.dropFirst() {
            switch a.label?.text {
            case .some(let label) where ["count", "span", "spacing"].contains(label):
                options.append("\(label) = \(try expr(a.expression, indent: indent + 2, role: .any))")
            case "alignment":
                if let m = a.expression.as(MemberAccessExprSyntax.self), m.base == nil {
                    options.append("alignment = \(try alignmentName(m, pair: true))")
                } else {
                    options.append("alignment = \(try expr(a.expression, indent: indent + 2, role: .any))")
                }
            case nil where a.expression.is(ClosureExprSyntax.self) && function == nil:
                function = a.expression.as(ClosureExprSyntax.self)
            default:
                throw fail(
                    a, "containerRelativeFrame has no argument \(a.label.map { "'\($0.text)'" } ?? "here")",
                    construct: "containerRelativeFrame", suggestion: suggestion)
            }
        }
        let labels = Set(c.arguments.compactMap { $0.label?.text })
        if labels.contains("count") != labels.contains("spacing")
            || labels.contains("span") && !labels.contains("count")
        {
            // SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)` has no default for
            // either: Swift refuses the call without one.
            let name = c.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            throw fail(
                name.map { Syntax($0) } ?? Syntax(c),
                "containerRelativeFrame takes count and spacing together (neither has a default)",
                construct: "containerRelativeFrame",
                suggestion: ".containerRelativeFrame(.vertical, count: 100, span: 43, spacing: 0)")
        }
        var parts = [axes]
        if !options.isEmpty { parts.append(LuaWriter.table("", options: options, items: [], indent: indent)) }
        if let function {
            parts.append(try closure(function, indent: indent + 2, views: false, parameterNames: ["length", "axis"]))
        }
        return "(\(parts.joined(separator: ", ")))"
    }

    /// An `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]` (`Axis.Set.horizontal`
    /// too), as Plumb writes axes.
    func axisSet(_ e: ExprSyntax) throws(ImportError) -> String {
        func name(_ e: ExprSyntax) throws(ImportError) -> String {
            if let m = e.as(MemberAccessExprSyntax.self),
                ["horizontal", "vertical"].contains(m.declName.baseName.text),
                m.base == nil || ["Axis.Set", "Axis"].contains(m.base!.trimmedDescription)
            {
                return LuaWriter.quote(m.declName.baseName.text)
            }
            throw fail(
                e, "expected the axes as .horizontal, .vertical or [.horizontal, .vertical]",
                construct: e.trimmedDescription)
        }
        if let array = e.as(ArrayExprSyntax.self) {
            let names = try array.elements.map { (element) throws(ImportError) in try name(element.expression) }
            return names.count == 1 ? names[0] : "{ \(names.joined(separator: ", ")) }"
        }
        return try name(e)
    }

    /// The style `background` or `overlay` is given (its unlabelled argument), if any.
    mutating func shapeStyleArgument(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        try c.arguments.first(where: { $0.label == nil }).map { (a) throws(ImportError) in
            try expr(a.expression, indent: indent + 2, role: .view)
        }
    }

    /// SwiftUI's background style (`.background()`, `.background(in:)`, `.foregroundStyle(.background)`):
    /// the system background, white in light mode (UIKit's `systemBackground`).
    static let backgroundStyle =
        "Color.white" + LuaWriter.note("the background style drawn as the system background, white in light mode")
    static let safeAreaEdgesNote = LuaWriter.note(
        "ignoresSafeAreaEdges: dropped: Plumb has no safe area; the fill covers the view's frame")
    static let fillStyleNote = LuaWriter.note("fillStyle: dropped: it changes how the shape is filled, not frames")
    /// The modifiers whose first argument is a shape (`.clipShape(.circle)`).
    static let shapeModifiers: Set<String> = ["clipShape", "contentShape", "containerShape"]

    /// A shape written as `Shape`'s implicit member where a shape is wanted (`in: .capsule`,
    /// `.clipShape(.rect(cornerRadius: 16))`): the view it stands for, or nil when `e` is not one.
    mutating func implicitShape(_ e: ExprSyntax, indent: Int) throws(ImportError) -> String? {
        let shapes = ["circle": "Circle()", "capsule": "Capsule()", "ellipse": "Ellipse()", "rect": "Rectangle()"]
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil { return shapes[m.declName.baseName.text] }
        guard let c = e.as(FunctionCallExprSyntax.self), c.trailingClosure == nil,
            let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil
        else { return nil }
        let name = m.declName.baseName.text
        let labels = c.arguments.map { $0.label?.text ?? "_" }
        let curve = labels.contains("style") ? LuaWriter.note("style: dropped: the corners' curve moves no frame") : ""
        switch name {
        case "rect" where labels.first == "cornerRadius":
            // `.rect(cornerRadius: 16)`: `RoundedRectangle(cornerRadius: 16)`.
            let radius = try expr(c.arguments.first!.expression, indent: indent, role: .any)
            return "RoundedRectangle { cornerRadius = \(radius) }" + curve
        case "rect" where !labels.isEmpty && labels.allSatisfy({ $0.hasSuffix("Radius") || $0 == "style" }):
            // `.rect(topLeadingRadius: 8, …)`: uneven corners fill the same frame.
            return "Rectangle()" + LuaWriter.note("an uneven rectangle drawn as a Rectangle: its corners move no frame")
        case "capsule" where labels == ["style"]:
            return "Capsule()" + curve
        default:
            return nil
        }
    }

    /// The modifiers that take a shape style as their first argument.
    static let styleModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "border", "tint",
    ]

    /// An implicit alignment (`.leading`, `.customCenter`): a standard one as a string, a custom one
    /// by its local name; any other name is an error.
    func alignmentName(_ m: MemberAccessExprSyntax, axis: String? = nil, pair: Bool = false) throws(ImportError)
        -> String
    {
        let n = m.declName.baseName.text
        if let c = customAlignment(n, axis: axis, pair: pair) { return c }
        let standard: Set<String> = [
            "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline", "topLeading",
            "top", "topTrailing", "bottomLeading", "bottomTrailing", "centerFirstTextBaseline",
            "centerLastTextBaseline",
            "leadingFirstTextBaseline", "leadingLastTextBaseline", "trailingFirstTextBaseline",
            "trailingLastTextBaseline",
        ]
        if standard.contains(n) { return LuaWriter.quote(n) }
        let near = nearestName(to: n, in: standard.union(alignments.values.map(\.name)))
        throw fail(
            m, "unknown alignment '.\(n)'", construct: ".\(n)",
            suggestion: near.map { "did you mean '.\($0)'?" }
                ?? "declare it: extension VerticalAlignment { static let \(n) = VerticalAlignment(SomeID.self) }")
    }

    mutating func guideName(_ e: ExprSyntax, indent: Int) throws(ImportError) -> String {
        if let m = e.as(MemberAccessExprSyntax.self) {
            let n = m.declName.baseName.text
            if m.base == nil { return try alignmentName(m) }
            if let base = m.base?.trimmedDescription, let c = customAlignment(n, axis: base) { return c }
        }
        return try expr(e, indent: indent, role: .any)
    }

    mutating func modifierClosure(_ name: String, _ cl: ClosureExprSyntax, indent: Int, behaviourOnly: Bool)
        throws(ImportError) -> String
    {
        if name == "tabItem", let label = try tabItemLabel(cl, indent: indent) { return label }
        if name == "alignmentGuide" {
            return try closure(cl, indent: indent + 2, views: false, parameterNames: ["d"])
        }
        if behaviourOnly { return "function() end" + LuaWriter.note(actionDropped) }
        let views = try viewItems(Array(cl.statements), indent: indent + 2)
        return views.count == 1 ? views[0] : LuaWriter.table("", options: [], items: views, indent: indent + 2)
    }
}

extension LuaWriter {
    /// Modifiers go on the same line after a multi-line view's closing brace, else on their own line
    /// when the chain is long.
    static func layOutChain(_ chain: String, indent: Int) -> String {
        let marked = chain.split(separator: "\u{3}", omittingEmptySubsequences: false).map(String.init)
        let ownLine = marked.map { $0.hasPrefix("\u{7}") }
        let parts = marked.map { $0.hasPrefix("\u{7}") ? String($0.dropFirst()) : $0 }
        let pad = "\n" + String(repeating: " ", count: indent + 2)
        if ownLine.dropFirst().contains(true) {
            // The Swift put modifiers on lines of their own: so does the Lua, each line starting with
            // its modifier's marker (after a closing bracket, whose line has none, on that line).
            var out = parts[0]
            for (part, own) in zip(parts.dropFirst(), ownLine.dropFirst()) {
                let lastLine = out.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
                if own && (lastLine.contains("\u{1}") || !out.contains("\n")) {
                    out += pad + part
                } else {
                    out += part
                }
            }
            return out
        }
        let oneLine = parts.joined()
        if !oneLine.contains("\n") && visibleCount(oneLine) + indent <= 90 && parts.count <= 4 { return oneLine }
        let root = parts[0]
        let modifiers = parts.dropFirst()
        if modifiers.count == 1 { return oneLine }
        if root.contains("\n") && modifiers.count <= 2 && modifiers.allSatisfy({ !$0.contains("\n") && $0.count < 40 })
        {
            return oneLine
        }
        return root + modifiers.map { pad + $0 }.joined()
    }
}

extension Translator {
    /// `Image(uiImage: UIImage(named: "x")!)`, `Image(decorative: "x")`, `Image("x", bundle: .main)`,
    /// `Image(systemName: "wifi", variableValue: 0.5)`: the asset or symbol Plumb draws (the bundle,
    /// the accessibility label and the variable value move no frame). Nil where the general
    /// translation writes it.
    mutating func image(_ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String? {
        guard let first = c.arguments.first else { return nil }
        let label = first.label?.text
        switch label {
        case "uiImage", "nsImage", "cgImage":
            // The platform image, unwrapped (`!`, `?? UIImage()`), when it names an asset or a symbol.
            var e = first.expression
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
            if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3,
                seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                let lhs = seq.elements.first
            {
                e = lhs
            }
            if let f = e.as(OptionalChainingExprSyntax.self) { e = f.expression }
            if let made = e.as(FunctionCallExprSyntax.self),
                ["UIImage", "NSImage"].contains(made.calledExpression.trimmedDescription),
                let source = made.arguments.first, ["named", "systemName"].contains(source.label?.text)
            {
                let value = try expr(source.expression, indent: indent, role: .any)
                return source.label?.text == "named" ? "Image(\(value))" : "Image { systemName = \(value) }"
            }
            if label == "uiImage",
                e.is(DeclReferenceExprSyntax.self)
                    || e.as(MemberAccessExprSyntax.self)?.base?
                        .trimmedDescription == "self"
            {
                // A UIImage held in a property or parameter: its value is the asset it was made
                // from (`UIImage(named: "fish")` is "fish"), or the entry view's stand-in.
                return "Image(\(try expr(e, indent: indent, role: .any)))"
            }
            throw fail(
                first.expression, "an Image made from a \(label ?? "") value is not translated",
                construct: "Image(\(label ?? ""):)",
                suggestion: "name its asset, Image(\"photo\") (100×100 unless its size is given), or a symbol")
        case "decorative":
            return "Image(\(try expr(first.expression, indent: indent, role: .any)))"
        case nil where c.arguments.count > 1:
            return "Image(\(try expr(first.expression, indent: indent, role: .any)))"
        case "systemName" where c.arguments.count > 1:
            return "Image { systemName = \(try expr(first.expression, indent: indent, role: .any)) }"
        default: return nil
        }
    }

    /// SwiftUI's gradients, as views and as styles (`Gradient(colors:)`, their colours, is their first colour too).
    static let gradients: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient",
    ]

    /// A gradient drawn as its first colour: it fills what it is offered as a Color does, so the
    /// layout is the same; the comment says what was drawn instead.
    mutating func gradient(_ name: String, _ c: FunctionCallExprSyntax, indent: Int) throws(ImportError) -> String {
        func firstColour(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
            for a in call.arguments {
                switch a.label?.text {
                case "colors":
                    return a.expression.as(ArrayExprSyntax.self)?.elements.first?.expression
                case "stops":
                    guard
                        let stop = a.expression.as(ArrayExprSyntax.self)?.elements.first?.expression
                            .as(FunctionCallExprSyntax.self)
                    else { return nil }
                    return stop.arguments.first { $0.label?.text == "color" }?.expression
                case "gradient":
                    if let g = a.expression.as(FunctionCallExprSyntax.self) { return firstColour(g) }
                    // `gradient: gradient`, a `let gradient = Gradient(colors: …)`: its colour.
                    return a.expression
                default: continue
                }
            }
            return nil
        }
        guard let colour = firstColour(c) else {
            throw fail(
                c, "\(name)'s colours are not written in the call", construct: name,
                suggestion: "give them as colors: [.blue, .purple], or write the Color it should be")
        }
        if name == "Gradient" {
            // `let gradient = Gradient(colors: …)`: the value a LinearGradient(gradient:) is given.
            return try expr(colour, indent: indent, role: .view)
        }
        return try expr(colour, indent: indent, role: .view)
            + LuaWriter.note("\(name) drawn as its first colour: Plumb has no gradients")
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// Replaces the first occurrence of a one-character `target`.
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let i = firstIndex(of: target) else { return self }
        return String(self[..<i]) + replacement + String(self[index(after: i)...])
    }
}
