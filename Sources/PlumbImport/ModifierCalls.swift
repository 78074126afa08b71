import PlumbScriptAPI
import SwiftSyntax

// Modifiers: SwiftUI's renamed to Plumb's, their arguments, the app's own ViewModifiers, shape styles,
// alignments and guides, and how a chain of them is laid out in the Lua text.

extension Translator {
    /// `base.name(…)`, or with no base (`overlay(…)` inside an `extension View` function) on `self`.
    mutating func modifierCall(
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
            if let style = c.arguments.first, style.label == nil,
                let text = try formatStyleCall(b, style.expression, indent: indent)
            {
                return text
            }
            return formattedCall(b, c)
        }
        if name == "addingTimeInterval", c.arguments.count == 1, let interval = c.arguments.first {
            helpers.insert("dates")
            return "addingTimeInterval(\(b), \(try expr(interval.expression, indent: indent, role: .any)))"
        }
        if name == "environment", let key = c.arguments.first?.expression.as(KeyPathExprSyntax.self),
            let custom = environmentKeys[key.components.trimmedDescription.trimmingDot()]
        {
            // `.environment(\.rowDensity, .compact)`: the app's own key, which Plumb's environment
            // does not carry: the views below read its default.
            warn(
                c.calledExpression,
                ".environment(\\.\(key.components.trimmedDescription.trimmingDot())) is left out: the views below read \(custom)'s default"
            )
            let kept = b + LuaWriter.note(".environment of the app's own key left out: its default stands")
            return chainEnd(kept, of: c, indent: indent)
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
        if name == "cornerRadius", let radius = c.arguments.first, isInfinite(radius.expression) {
            // `.cornerRadius(.infinity)`: the corners clipped with a radius of half the shorter side,
            // a capsule.
            let chained =
                "\(b)\u{3}" + chainStart(c, declName: declName) + ":clipShape(Capsule())"
                + LuaWriter.note(".cornerRadius(.infinity) clips to a Capsule")
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
            // an image to fit its space"; the space is the same whichever mode.
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
                suggestion: near.map { "did you mean '.\($0)'?" } ?? "Plumb's modifiers are listed in docs/api.md")
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
            if name == "lineLimit", label == nil, let seq = a.expression.as(SequenceExprSyntax.self),
                rangeLiteral(a.expression) != nil
            {
                // `lineLimit(2...4)`: the range's bounds.
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
        let standard = Set(
            ScriptAPI.horizontalAlignments.values + ScriptAPI.verticalAlignments.values + ScriptAPI.alignments.values)
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
        case "toolbarTitleDisplayMode" where ScriptAPI.titleDisplayModes.accepted.contains(member(first) ?? ""):
            return ":navigationBarTitleDisplayMode(\(LuaWriter.quote(member(first)!)))"
                + LuaWriter.note("toolbarTitleDisplayMode is navigationBarTitleDisplayMode")
        case "dynamicTypeSize":
            let sizes = ScriptAPI.dynamicTypeSizes.values
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
