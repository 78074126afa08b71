import PlumbScriptAPI
import SwiftSyntax

// The file as a script: its declarations written in dependency order, then the view it shows.

extension Translator {
    /// The script for `files[0]` (or `view`), with the declarations of the other files of its
    /// module that it reaches.
    mutating func translate(files: [SourceFileSyntax], view: String?) throws(ImportError) -> ImportedScript {
        var topLevel: [CodeBlockItemSyntax] = []
        var preview: (ClosureExprSyntax?, CodeBlockItemListSyntax?, Syntax)?
        var liveView: ExprSyntax?
        var extensions: [ExtensionDeclSyntax] = []
        // Pass 1: declarations, the file shown first (its names win), then the module's other files;
        // extensions last, wherever their types are declared.
        collectingFile = 0
        for item in try expanded(files[0].statements) {
            switch item.item {
            case .decl(let decl):
                if let x = decl.as(ExtensionDeclSyntax.self) {
                    extensions.append(x)
                } else if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
                    guard let closure = m.trailingClosure else { throw previewWithoutBody(m) }
                    preview = (closure, nil, Syntax(m))
                } else {
                    try lenientlyCollect(decl) { (t: inout Translator) throws(ImportError) in
                        if try t.collectDeclaration(decl) { topLevel.append(item) }
                    }
                }
            case .stmt(let stmt):
                throw fail(
                    stmt, "a statement at the top level is not layout code", construct: stmt.trimmedDescription,
                    suggestion: "put it in a view's body")
            case .expr(let expr):
                if let m = expr.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                    guard let closure = m.trailingClosure else { throw previewWithoutBody(m) }
                    preview = (closure, nil, Syntax(m))
                } else if let view = playgroundLiveView(expr) {
                    liveView = view
                } else {
                    topLevel.append(item)
                }
            }
        }
        var moduleTopLevel: [CodeBlockItemSyntax] = []
        for (index, file) in files.enumerated().dropFirst() {
            collectingFile = index
            collectModuleFile(file, topLevel: &moduleTopLevel, extensions: &extensions)
        }
        for x in extensions {
            collectingFile = fileIndex(of: x)
            try lenientlyCollect(Syntax(x)) { (t: inout Translator) throws(ImportError) in try t.collectExtension(x) }
        }
        collectingFile = 0
        for name in typeOrder where types[name]!.kind == .previewProvider && typeFile[name] == 0 {
            if let p = types[name]!.member("previews") { preview = (nil, p.body, p.node) }
        }
        if files.count > 1 || lenient {
            // Only what the file shown (or the view named) reaches is written.
            let roots: [Syntax] = view.flatMap { declarationNodes[$0] } ?? [Syntax(files[0])]
            let reached = reachableNames(from: roots)
            reachable = reached
            try reportUnavailable(reached)
            topLevel =
                moduleTopLevel.filter { item in declaredNames(Syntax(item)).contains(where: reached.contains) }
                + topLevel
        }
        try checkRecursion()

        var out: [String] = []
        let header = "-- Imported from \(fileName) by plumb-import: SwiftUI's names, one function per view struct."
        out.append(header)
        let declarationsStart = out.count
        // Custom alignments first: everything may use them.
        let names = alignments.values.map(\.name)
        for key in alignments.keys
        where alignments[key]!.axis != "Alignment" && names.filter({ $0 == alignments[key]!.name }).count > 1 {
            alignments[key]!.luaName += alignments[key]!.axis == "VerticalAlignment" ? "Vertical" : "Horizontal"
        }
        scopes = [[:]]
        let order = alignments.keys.sorted {
            (alignments[$0]!.axis == "Alignment" ? 1 : 0, position(alignments[$0]!.node).line)
                < (alignments[$1]!.axis == "Alignment" ? 1 : 0, position(alignments[$1]!.node).line)
        }
        for key in order where isWritten(alignments[key]!.name) {
            out.append(contentsOf: try alignmentDecl(alignments[key]!))
        }
        for name in placeholderViews {
            out.append("")
            out.append(
                "local function \(LuaWriter.identifier(name))() return Placeholder(\(LuaWriter.quote(name))) end")
        }
        viewExtensions = viewExtensions.filter { isWritten($0.key) }
        // `extension View` functions are declared first: views and each other may use them.
        if !viewExtensions.isEmpty {
            out.append("")
            out.append("local " + viewExtensions.keys.sorted().map(LuaWriter.identifier).joined(separator: ", "))
        }
        // Types in dependency order (callees first).
        for name in orderedTypes() {
            let info = types[name]!
            for error in info.leftOutMembers { warnings.append(warning(error, "a member of \(name) is left out")) }
            switch info.kind {
            case .view, .buttonStyle, .viewModifier, .layout:
                out.append("")
                out.append(
                    contentsOf: try orStandIn(info.node, standIn: placeholderFunction(info)) {
                        (t: inout Translator) throws(ImportError) in try t.typeFunction(info)
                    })
            case .representable:
                // A UIKit view in SwiftUI: Plumb lays out no UIKit view of the app's.
                warn(
                    info.node, "\(name) is drawn as a placeholder that fills what it is offered: it wraps a UIKit view")
                out.append("")
                out.append(
                    "\(mark(info.node))local function \(LuaWriter.identifier(name))() return \(placeholder(name, fills: true)) end"
                )
            case .shape:
                out.append("")
                out.append(contentsOf: shapeFunction(info))
            case .other where info.isEnum || !info.properties.isEmpty || !info.statics.isEmpty:
                out.append("")
                out.append(
                    contentsOf: try orStandIn(info.node, standIn: modelStandIn(info)) {
                        (t: inout Translator) throws(ImportError) in try t.modelDeclaration(info)
                    })
            default:
                continue
            }
        }
        for (name, m) in valueExtensions.sorted(by: { $0.key < $1.key }) where isWritten(name) {
            out.append("")
            out.append(contentsOf: try valueExtensionFunction(name, m))
        }
        for (name, f) in viewExtensions.sorted(by: { $0.key < $1.key }) {
            out.append("")
            out.append(
                contentsOf: try orStandIn(
                    f, standIn: ["\(mark(f))function \(LuaWriter.identifier(name))(self) return self end"]
                ) { (t: inout Translator) throws(ImportError) in
                    try t.function(f, name: name, selfParameter: true, predeclared: true)
                })
        }
        // Top-level constants, functions and the last expression.
        var lastExpression: ExprSyntax?
        // The last expressions written one after another (no declaration between them): a
        // fragment of a body, as Apple's Image page gives `Image(…)…` and `Text("Water wheel")`.
        var lastRun: [CodeBlockItemSyntax] = []
        var topLevelBody: Syntax?
        var topLines: [String] = []
        var topFunctionLines: [String] = []
        var afterExpression = false
        for item in topLevel {
            if case .expr = item.item {
                if !afterExpression { lastRun = [] }
                afterExpression = true
            } else {
                afterExpression = false
            }
            switch item.item {
            case .decl(let decl):
                if let f = decl.as(FunctionDeclSyntax.self) {
                    let lines = try orStandIn(f, standIn: []) { (t: inout Translator) throws(ImportError) in
                        try t.function(f, name: f.name.text, selfParameter: false)
                    }
                    if lenient {
                        // Functions are defined before any value is computed (a sample's statics call them).
                        topFunctionLines += [""] + lines
                    } else {
                        topLines.append("")
                        topLines.append(contentsOf: lines)
                    }
                } else if let v = decl.as(VariableDeclSyntax.self) {
                    if v.bindings.count == 1, let b = v.bindings.first, b.accessorBlock != nil,
                        b.pattern.trimmedDescription == "body"
                    {
                        topLevelBody = Syntax(b)
                    }
                    topLines.append(
                        contentsOf: try orStandIn(v, standIn: []) { (t: inout Translator) throws(ImportError) in
                            try t.variable(v, indent: 0)
                        })
                }
            case .expr(let e):
                lastExpression = e
                lastRun.append(item)
            default: break
            }
        }
        // Lenient, values are computed after every function is defined: the models' statics (sample
        // data) and the top-level constants, in that order.
        out += topFunctionLines
        if !deferredStatics.isEmpty { out += [""] + deferredStatics }
        if !topLines.isEmpty {
            if topLines.first != "" { out.append("") }
            out.append(contentsOf: topLines)
        }
        out.append("")
        if lenient { predeclare(&out, from: declarationsStart) }
        // The entry point.
        let entryStart = out.count
        var entry: String
        if let view {
            guard let info = types[view], info.kind == .view else {
                let names = types.values.filter { $0.kind == .view }.map(\.name)
                let near = nearestName(to: view, in: names)
                throw ImportError(
                    fileName: fileName, line: 1, column: 1, message: "no view struct named '\(view)' in this file",
                    construct: view,
                    suggestion: near.map { "did you mean '\($0)'?" }
                        ?? (names.isEmpty ? nil : "views here: " + names.sorted().joined(separator: ", ")))
            }
            entry = view
            out.append("return \(mark(info.node))" + (try entryCall(info)))
        } else if let (closure, body, node) = preview {
            entry = "#Preview"
            let items = closure?.statements ?? body!
            scopes.append([:])
            let lines = try viewBody(items, indent: 0, node: node)
            scopes.removeLast()
            out.append(contentsOf: lines)
        } else if let view = liveView {
            // A playground's `PlaygroundPage.current.setLiveView(…)`: the view it shows.
            entry = "the playground's live view"
            out.append(
                "return "
                    + (try orPlaceholder(view, label: placeholderLabel(view)) {
                        (t: inout Translator) throws(ImportError) in
                        t.mark(view) + (try t.expr(view, indent: 0, role: .view))
                    }))
        } else if let info = types["ContentView"], info.kind == .view, typeFile["ContentView"] == 0 {
            entry = "ContentView"
            out.append("return \(mark(info.node))" + (try entryCall(info)))
        } else if lastExpression == nil, let body = topLevelBody {
            // A pasted `var body: some View { … }` on its own.
            entry = "body"
            out.append("return \(mark(body))body()")
        } else if lastRun.count > 1 {
            // Several views pasted as a body's: all of them, as the body would hold them (a
            // Group, which the root lays out as a VStack).
            entry = "the last expressions"
            let views = try viewItems(lastRun, indent: 2)
            out.append("return " + mark(lastRun[0]) + LuaWriter.table("Group", options: [], items: views, indent: 0))
        } else if let e = lastExpression {
            entry = "the last expression"
            out.append(
                "return "
                    + (try orPlaceholder(e, label: placeholderLabel(e)) { (t: inout Translator) throws(ImportError) in
                        t.mark(e) + (try t.expr(e, indent: 0, role: .view))
                    }))
        } else if let last = rootViews().last {
            entry = last
            out.append("return \(mark(types[last]!.node))" + (try entryCall(types[last]!)))
        } else if lenient,
            let shown = typeOrder.last(where: {
                typeFile[$0] == 0 && [.viewModifier, .buttonStyle].contains(types[$0]!.kind)
            })
        {
            // A file of a modifier or a button style: shown on a Text or a Button, as its preview would.
            entry = shown
            let name = LuaWriter.identifier(shown)
            let sample =
                types[shown]!.kind == .viewModifier
                ? "\(name)(Text(\"Text\"))" : "Button(\"Button\"):buttonStyle(\(name)())"
            warn(
                types[shown]!.node,
                "no view to show: \(shown) is shown on a sample \(types[shown]!.kind == .viewModifier ? "Text" : "Button")"
            )
            out.append("return \(mark(types[shown]!.node))" + sample)
        } else if lenient {
            // Nothing to show (a file of models, or of views for another platform): said on the picture.
            entry = "nothing"
            warnings.append(
                ImportWarning(
                    fileName: fileName, line: 1, column: 1,
                    message:
                        "no view to show: no #Preview, PreviewProvider, ContentView, view struct or view expression for iOS"
                ))
            out.append("return " + placeholder("no view in this file"))
        } else {
            throw ImportError(
                fileName: fileName, line: 1, column: 1,
                message: "no view to show: no #Preview, PreviewProvider, ContentView, view struct or view expression",
                suggestion: "paste a view expression, or name a struct with --view")
        }
        let entryLines = guardedBody(entry, Array(out[entryStart...]), indent: 0)
        out.replaceSubrange(entryStart..., with: entryLines)
        out.insert(contentsOf: helperLines, at: 1)
        return LuaWriter.finish(out, entryPoint: entry, files: sources.map(\.name), warnings: warnings)
    }

    /// The view a playground shows: `PlaygroundPage.current.setLiveView(V)`, or
    /// `PlaygroundPage.current.liveView = V` (also wrapped in `UIHostingController(rootView: V)`).
    func playgroundLiveView(_ e: ExprSyntax) -> ExprSyntax? {
        func unwrapped(_ v: ExprSyntax) -> ExprSyntax {
            if let c = v.as(FunctionCallExprSyntax.self),
                c.calledExpression.trimmedDescription == "UIHostingController",
                let root = c.arguments.first(where: { $0.label?.text == "rootView" })
            {
                return root.expression
            }
            return v
        }
        if let c = e.as(FunctionCallExprSyntax.self),
            c.calledExpression.trimmedDescription == "PlaygroundPage.current.setLiveView",
            let only = c.arguments.first, c.arguments.count == 1
        {
            return unwrapped(only.expression)
        }
        if let s = e.as(SequenceExprSyntax.self), s.elements.count == 3,
            s.elements.first?.trimmedDescription == "PlaygroundPage.current.liveView",
            s.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = s.elements.last
        {
            return unwrapped(value)
        }
        return nil
    }

    /// The entry view called with no arguments, as a preview would call it. A `String` property with no
    /// value (Apple's `ChecklistRow`'s `let name: String`) gets its own name as a stand-in, said in a
    /// comment; one nothing in the file reads is left unset, said so; any other property without a
    /// value is an error naming it (a preview must give one).
    mutating func entryCall(_ info: TypeInfo) throws(ImportError) -> String {
        var options: [String] = []
        var standIns: [String] = []
        var samples: [String] = []
        /// Lenient, a value of the type's shape for `name` (said in a warning), else nil.
        func sample(_ name: String, _ type: TypeSyntax?, at node: some SyntaxProtocol) -> Bool {
            guard lenient else { return false }
            guard let type, let value = sampleValue(type, depth: 0) else {
                // No shape known (a protocol, a type of a package): nil, and what needs it is drawn
                // as a placeholder.
                warn(
                    node,
                    "\(info.name)'s '\(name)' has no value (no #Preview gives one) and no sample of \(type?.trimmedDescription ?? "its type") is known: it is nil"
                )
                return true
            }
            if value.contains("makeDate(") { helpers.insert("dates") }
            options.append("\(LuaWriter.key(name)) = \(value)")
            samples.append(name)
            warn(
                node,
                "\(info.name)'s '\(name)' has no value (no #Preview gives one): a sample \(type.trimmedDescription) stands in"
            )
            return true
        }
        if let i = info.customInit {
            // Its own init: a `String` parameter without a default gets its name, as a property does.
            for p in i.signature.parameterClause.parameters where p.defaultValue == nil {
                let name = (p.secondName ?? p.firstName).text
                let type = p.type.trimmedDescription
                if type.hasSuffix("?") || type.hasPrefix("Binding") { continue }
                guard type == "String" || type == "LocalizedStringKey" else {
                    if sample(name, p.type, at: p) { continue }
                    throw fail(
                        p, "\(info.name) is the view shown, but its init's '\(name)' has no value", construct: name,
                        suggestion: "call it in a preview: #Preview { \(info.name)(\(p.firstName.text): …) }")
                }
                options.append("\(LuaWriter.key(name)) = \(LuaWriter.quote(name))")
                standIns.append(name)
            }
            guard !options.isEmpty else { return "\(info.name)()" }
            return LuaWriter.table(info.name, options: options, items: [], indent: 0)
                + (standIns.isEmpty
                    ? ""
                    : LuaWriter.note("\(standIns.joined(separator: ", ")): no value in the Swift; its name stands in"))
                + sampleNote(samples)
        }
        var unread: [String] = []
        for p in info.properties
        where !p.isConstant && p.defaultValue == nil && p.environmentKey == nil && !p.isContent
            && (p.environmentObject.map { types[$0] == nil } ?? true)
        {
            // A property nothing in the file names but its own declaration (CS193p's `AspectVGrid`
            // stub, whose body is a template `Text`): no value can move a frame, so it is left unset.
            if isNeverRead(p) {
                unread.append(p.name)
                continue
            }
            let binding = p.node.as(PatternBindingSyntax.self)
            let type = binding?.typeAnnotation?.type.trimmedDescription ?? ""
            let attributes = binding?.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
            if attributes?.named("Binding") != nil, types[type] != nil, lenient {
                // A binding to a value of the app's type (`@Binding var input: Input`): a sample.
                if sample(p.name, binding?.typeAnnotation?.type, at: p.node) { continue }
            }
            if ["Binding", "FocusState", "AccessibilityFocusState", "Namespace"].contains(where: {
                attributes?.named($0) != nil
            }) || type.hasSuffix("?") {
                // An optional is nil, as in Swift; a focus state is false (nothing focused) and a
                // namespace only names matched geometry: neither moves a frame.
                continue
            }
            // A `String` stands in with its name (a label's width is all layout needs of it); so
            // does a `UIImage`, as an asset of that name (100×100, as any asset Plumb lacks).
            guard type == "String" || type == "LocalizedStringKey" || type == "UIImage" else {
                if sample(p.name, binding?.typeAnnotation?.type, at: p.node) { continue }
                throw fail(
                    p.node, "\(info.name) is the view shown, but its '\(p.name)' has no value",
                    construct: p.name,
                    suggestion: "give it a default, or call it in a preview: #Preview { \(info.name)(\(p.name): …) }")
            }
            options.append("\(LuaWriter.key(p.name)) = \(LuaWriter.quote(p.name))")
            standIns.append(p.name)
        }
        // A content closure with no views (no preview gives it any): an empty content, said so.
        var emptyContent: [String] = []
        for p in info.properties where p.isContent && !p.contentTakesArguments && p.defaultValue == nil {
            options.append("\(LuaWriter.key(p.name)) = {}")
            emptyContent.append(p.name)
        }
        let unreadNote =
            unread.isEmpty
            ? "" : LuaWriter.note("\(unread.joined(separator: ", ")): no value in the Swift, and never read")
        if options.isEmpty { return "\(info.name)()" + unreadNote }
        var notes = unreadNote
        if !standIns.isEmpty {
            notes += LuaWriter.note("\(standIns.joined(separator: ", ")): no value in the Swift; its name stands in")
        }
        if !emptyContent.isEmpty {
            notes += LuaWriter.note("\(emptyContent.joined(separator: ", ")): no views in the Swift; empty")
        }
        notes += sampleNote(samples)
        return LuaWriter.table(info.name, options: options, items: [], indent: 0) + notes
    }

    /// Whether the file names `p` only where it is declared: its name as an identifier nowhere else
    /// (in any type, so a namesake elsewhere keeps it read; comments and strings do not count).
    func isNeverRead(_ p: StoredProperty) -> Bool {
        guard let declared = p.node.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
        else { return false }
        for token in p.node.root.tokens(viewMode: .sourceAccurate)
        where token.id != declared.identifier.id
            && (token.text == p.name || token.text == "$" + p.name)
        {
            return false
        }
        return true
    }

    /// The comment for the entry view's properties given samples.
    func sampleNote(_ names: [String]) -> String {
        names.isEmpty
            ? "" : LuaWriter.note("\(names.joined(separator: ", ")): no value in the Swift; a sample stands in")
    }

    /// A value of `type`'s shape for a view shown without one: a number, a flag, the fixed date,
    /// the app's own sample (a static of the type that holds one: `.example`, `sampleData[0]`), else
    /// the type made of samples of its properties, three of them for a list; an enum's first case.
    /// Nil where no shape is known.
    func sampleValue(_ type: TypeSyntax, depth: Int) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return sampleValue(optional.wrappedType, depth: depth) }
        if let array = type.as(ArrayTypeSyntax.self) {
            guard let element = sampleValue(array.element, depth: depth + 1) else { return nil }
            if let listed = staticSample(of: array.element.trimmedDescription, list: true) { return listed }
            return "{ " + Array(repeating: element, count: 3).joined(separator: ", ") + " }"
        }
        let name = type.trimmedDescription
        switch name {
        case "Int", "Int64", "Int32", "UInt": return "3"
        case "Double", "CGFloat", "Float": return "0.5"
        case "Bool": return "false"
        case "String", "LocalizedStringKey": return LuaWriter.quote("Sample")
        case "Date": return "makeDate(0)"
        case "UUID": return LuaWriter.quote("00000000-0000-0000-0000-000000000000")
        case "Color": return "Color.gray"
        default: break
        }
        guard depth < 3, let info = types[name], info.kind == .other else { return nil }
        if let own = staticSample(of: name, list: false) { return own }
        if info.isEnum { return info.cases.first.map { LuaWriter.quote($0.name) } }
        var fields: [String] = []
        for p in info.properties where p.defaultValue == nil && !p.isConstant {
            guard let t = p.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type else { continue }
            if let v = p.name == "name" || p.name == "title"
                ? LuaWriter.quote(info.name + " " + p.name) : sampleValue(t, depth: depth + 1)
            {
                fields.append("\(LuaWriter.key(p.name)) = \(v)")
            }
        }
        return "\(LuaWriter.identifier(name)) { " + fields.joined(separator: ", ") + " }"
    }

    /// The app's own sample of a type: a static of it whose declared type is the type (or, for
    /// `list`, a list of it), or the first element of a static list of it.
    func staticSample(of name: String, list: Bool) -> String? {
        guard let info = types[name] else { return nil }
        let owner = LuaWriter.identifier(name)
        for s in info.statics {
            let declared = s.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            let isList = declared == "[\(name)]" || s.value.is(ArrayExprSyntax.self)
            if list && isList { return owner + LuaWriter.fieldAccess(s.name) }
            if !list
                && (declared == name
                    || declared == nil
                        && s.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == name)
            {
                return owner + LuaWriter.fieldAccess(s.name)
            }
        }
        if !list {
            for s in info.statics where s.value.is(ArrayExprSyntax.self) {
                return owner + LuaWriter.fieldAccess(s.name) + "[1]"
            }
        }
        for m in info.members where m.isStatic && !m.isFunction {
            let declared = m.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            if declared == (list ? "[\(name)]" : name) { return owner + LuaWriter.fieldAccess(m.name) }
        }
        return nil
    }

    /// Lenient, the script's top-level functions and models are declared at once, in one `local`
    /// line, and defined after it: each may use any other, whatever the order of the files that
    /// declared them (a model's sample data made of another file's model). Past Lua's 200 locals a
    /// function, they are globals of the script instead.
    func predeclare(_ out: inout [String], from start: Int) {
        var names: [String] = []
        for index in start..<out.count {
            let line = out[index]
            // A marker may come first: `\u{1}12:3\u{2}local function Card(props)`.
            var body = Substring(line)
            var marker = Substring("")
            if body.hasPrefix("\u{1}"), let end = body.firstIndex(of: "\u{2}") {
                marker = body[...end]
                body = body[body.index(after: end)...]
            }
            var name: Substring?
            var rest: Substring = ""
            if body.hasPrefix("local function ") {
                let after = body.dropFirst("local function ".count)
                name = after.prefix { $0 != "(" }
                rest = "function " + after
            } else if body.hasPrefix("local "), let eq = body.firstRange(of: " = ") {
                let candidate = body.dropFirst("local ".count)[..<eq.lowerBound]
                if !candidate.contains(",") && !candidate.contains(" ") {
                    name = candidate
                    rest = body.dropFirst("local ".count)
                }
            }
            guard let name, !name.isEmpty, !names.contains(String(name)) else { continue }
            names.append(String(name))
            out[index] = String(marker + rest)
        }
        // Lua allows 200 locals in a function (the script's main chunk is one): with the helpers'
        // and the other top-level locals, the names past that budget stay globals (as written now).
        // The helpers are written above the script later; a few more may be added by the entry.
        let others = (out + helperLines).reduce(20) { count, line in
            let body = Substring(LuaWriter.visible(line))
            guard body.hasPrefix("local ") else { return count }
            if body.hasPrefix("local function ") { return count + 1 }
            let declared = body.dropFirst("local ".count).prefix { $0 != "=" }
            return count + declared.split(separator: ",").count
        }
        guard !names.isEmpty, others + names.count <= 190 else { return }
        out.insert("local " + names.joined(separator: ", "), at: start)
    }

    /// A member of an extension of a value type as a function of the value (`self`); lenient, one
    /// that cannot be translated stands as the value's text (a property) or the value (a method).
    mutating func valueExtensionFunction(_ name: String, _ m: Member) throws(ImportError) -> [String] {
        let params = ["self"] + m.parameters.map { ($0.secondName ?? $0.firstName).text }
        let head =
            "\(mark(m.node))local function \(LuaWriter.identifier(name))(\(params.map(LuaWriter.identifier).joined(separator: ", ")))"
        if !m.isFunction && lenient { helpers.insert("dates") }
        let standIn = [head + (m.isFunction ? " return self end" : " return formatted(self) end")]
        return try orStandIn(m.node, standIn: standIn, named: name) { (t: inout Translator) throws(ImportError) in
            t.scopes.append(
                Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
            defer { t.scopes.removeLast() }
            // One expression is the value returned (not a view: no placeholder stands for it).
            let body: [String]
            if m.body.count == 1, let only = m.body.first?.item.as(ExprSyntax.self), t.controlFlow(only) == nil {
                body = ["  " + t.mark(only) + "return " + (try t.expr(only, indent: 2, role: .any))]
            } else {
                body = try t.functionBody(m.body, indent: 2, node: m.node, viewBuilder: false)
            }
            return [head] + (try t.defaults(m.parameters, indent: 2)) + body + ["end"]
        }
    }
}
