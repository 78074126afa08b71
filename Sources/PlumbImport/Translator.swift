import SwiftSyntax

/// What an implicit member (`.red`, `.title`, `.leading`) stands for where it is written.
enum Role {
    case any, view, font, proposal
}

/// How a Swift name reads in Lua inside the current function.
enum Binding {
    case value(String)  // a local or parameter
    case call(String)  // a computed property: `name()`
    case content(String)  // a `@ViewBuilder` closure property: a list of views
    case range(SequenceExprSyntax)  // `let items = 1...500`: written where ForEach uses it
}

/// `a...b` or `a..<b` as written, or nil.
func rangeLiteral(_ e: ExprSyntax?) -> SequenceExprSyntax? {
    // `ForEach((0...20), id: \.self)`: a range in parentheses is the range.
    if let tuple = e?.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
        only.label == nil
    {
        return rangeLiteral(only.expression)
    }
    guard let seq = e?.as(SequenceExprSyntax.self), seq.elements.count == 3,
        let op = seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
        ["...", "..<"].contains(op.operator.text)
    else { return nil }
    return seq
}

struct Translator {
    let fileName: String
    let converter: SourceLocationConverter
    /// Plumb's names, from its registry.
    let vocabulary: PlumbVocabulary
    var types: [String: TypeInfo] = [:]
    var typeOrder: [String] = []
    var alignments: [String: CustomAlignment] = [:]  // by static name
    var viewExtensions: [String: FunctionDeclSyntax] = [:]
    /// `extension Color { static let brand = Color("Brand") }`: the colours by name, their values as
    /// written (`.brand` and `Color.brand` are translated as the value).
    var colourExtensions: [String: ExprSyntax] = [:]
    var topFunctions: [String: FunctionDeclSyntax] = [:]
    var scopes: [[String: Binding]] = []
    var depth = 0
    /// Lua names in use at the top level (so generated helpers do not clash).
    var shorthandName = "value"
    /// Comments (`LuaWriter.note`) for what the call being translated drops, put at its first line.
    var pendingNotes = ""
    /// The type a stored property is declared (its element's, for an array): what `.init(…)` makes.
    var expectedType: String?
    /// While a Picker's content is translated: ForEach's rows get SwiftUI's implicit tags.
    var implicitTags = false
    /// The Lua helpers the script uses (`Lists.swift`), declared at its top.
    var helpers: Set<String> = []
    /// Structs and enums declared so far (a second declaration of a name is refused, as Swift does).
    var declared: Set<String> = []
    /// While a view's own init is translated: the index of the scope of its parameters, which
    /// `self.x` looks past (`self.title = title` stores the parameter in the property).
    var initScope: Int?
    /// The type whose function is being written (`Card.spacing` inside Card is its local).
    var currentType: String?

    init(fileName: String, converter: SourceLocationConverter, vocabulary: PlumbVocabulary) {
        self.fileName = fileName
        self.converter = converter
        self.vocabulary = vocabulary
    }

    // MARK: - Errors and positions

    /// `#Preview` with no view in braces (a paste cut off after it).
    func previewWithoutBody(_ node: some SyntaxProtocol) -> ImportError {
        fail(
            node, "#Preview has no view to show", construct: "#Preview",
            suggestion: "give it the view in braces: #Preview { ContentView() }")
    }

    func position(_ node: some SyntaxProtocol) -> SwiftPosition {
        let loc = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SwiftPosition(line: loc.line, column: loc.column)
    }

    func fail(_ node: some SyntaxProtocol, _ message: String, construct: String? = nil, suggestion: String? = nil)
        -> ImportError
    {
        let p = position(node)
        return ImportError(
            fileName: fileName, line: p.line, column: p.column, message: message,
            construct: construct ?? String(node.trimmedDescription.prefix(60)), suggestion: suggestion)
    }

    /// A gesture's type (`some Gesture`, `DragGesture`, `_EndedGesture<TapGesture>`): a member of it
    /// is a gesture for `.gesture(…)`, which moves no frame.
    static func isGesture(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return some.constraint.trimmedDescription == "Gesture" }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        // SwiftUI's gestures, and the `_EndedGesture<…>`-like types their modifiers make.
        return gestureTypes.contains(name) || name.hasPrefix("_") && name.hasSuffix("Gesture")
    }

    static let gestureTypes: Set<String> = [
        "TapGesture", "SpatialTapGesture", "LongPressGesture", "DragGesture", "MagnifyGesture",
        "MagnificationGesture", "RotateGesture", "RotationGesture", "SimultaneousGesture", "SequenceGesture",
        "ExclusiveGesture", "AnyGesture",
    ]

    /// A marker the writer turns into a line-map entry for the line it lands on.
    func mark(_ node: some SyntaxProtocol) -> String {
        let p = position(node)
        return "\u{1}\(p.line):\(p.column)\u{2}"
    }

    mutating func descend(_ node: some SyntaxProtocol) throws(ImportError) {
        depth += 1
        if depth > SwiftImporter.maximumDepth {
            throw fail(
                node, "nested more than \(SwiftImporter.maximumDepth) levels deep: the importer stops here",
                construct: "nesting")
        }
    }

    func lookup(_ name: String) -> Binding? {
        for scope in scopes.reversed() {
            if let b = scope[name] { return b }
        }
        return nil
    }

    mutating func bind(_ name: String, _ binding: Binding) {
        if scopes.isEmpty { scopes.append([:]) }
        scopes[scopes.count - 1][name] = binding
    }

    // MARK: - The file

    mutating func translate(file: SourceFileSyntax, view: String?) throws(ImportError) -> ImportedScript {
        var topLevel: [CodeBlockItemSyntax] = []
        var preview: (ClosureExprSyntax?, CodeBlockItemListSyntax?, Syntax)?
        var liveView: ExprSyntax?
        // Pass 1: declarations.
        for item in try expanded(file.statements) {
            switch item.item {
            case .decl(let decl):
                if let s = decl.as(StructDeclSyntax.self) {
                    try collect(name: s.name.text, inheritance: s.inheritanceClause, members: s.memberBlock, node: s)
                } else if let e = decl.as(EnumDeclSyntax.self) {
                    try collect(name: e.name.text, inheritance: e.inheritanceClause, members: e.memberBlock, node: e)
                } else if let x = decl.as(ExtensionDeclSyntax.self) {
                    try collectExtension(x)
                } else if let f = decl.as(FunctionDeclSyntax.self) {
                    topFunctions[f.name.text] = f
                    topLevel.append(item)
                } else if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
                    guard let closure = m.trailingClosure else { throw previewWithoutBody(m) }
                    preview = (closure, nil, Syntax(m))
                } else if decl.is(ImportDeclSyntax.self) {
                    continue
                } else if decl.is(VariableDeclSyntax.self) {
                    topLevel.append(item)
                } else if let c = decl.as(ClassDeclSyntax.self), isObservable(c) {
                    // A view model (`class VM: ObservableObject { @Published var … }`): its values.
                    try collect(name: c.name.text, inheritance: nil, members: c.memberBlock, node: c)
                } else if let c = decl.as(ClassDeclSyntax.self) {
                    throw fail(
                        c.classKeyword, "a class is not layout code: the importer reads structs", construct: "class",
                        suggestion: "write the view as a struct conforming to View")
                } else {
                    throw fail(
                        decl, "the importer does not translate this declaration",
                        construct: decl.kind.nameForDiagnostics)
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
        for name in typeOrder where types[name]!.kind == .previewProvider {
            if let p = types[name]!.member("previews") { preview = (nil, p.body, p.node) }
        }
        try checkRecursion()

        var out: [String] = []
        let header = "-- Imported from \(fileName) by plumb-import: SwiftUI's names, one function per view struct."
        out.append(header)
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
        for key in order { out.append(contentsOf: try alignmentDecl(alignments[key]!)) }
        // `extension View` functions are declared first: views and each other may use them.
        if !viewExtensions.isEmpty {
            out.append("")
            out.append("local " + viewExtensions.keys.sorted().map(LuaWriter.identifier).joined(separator: ", "))
        }
        // Types in dependency order (callees first).
        for name in orderedTypes() {
            let info = types[name]!
            switch info.kind {
            case .view, .buttonStyle, .viewModifier, .layout:
                out.append("")
                out.append(contentsOf: try typeFunction(info))
            case .shape:
                out.append("")
                out.append(contentsOf: shapeFunction(info))
            case .other where info.isEnum || !info.properties.isEmpty || !info.statics.isEmpty:
                out.append("")
                out.append(contentsOf: try modelDeclaration(info))
            default:
                continue
            }
        }
        for (name, f) in viewExtensions.sorted(by: { $0.key < $1.key }) {
            out.append("")
            out.append(contentsOf: try function(f, name: name, selfParameter: true, predeclared: true))
        }
        // Top-level constants, functions and the last expression.
        var lastExpression: ExprSyntax?
        // The last expressions written one after another (no declaration between them): a
        // fragment of a body, as Apple's Image page gives `Image(…)…` and `Text("Water wheel")`.
        var lastRun: [CodeBlockItemSyntax] = []
        var topLevelBody: Syntax?
        var topLines: [String] = []
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
                    topLines.append("")
                    topLines.append(contentsOf: try function(f, name: f.name.text, selfParameter: false))
                } else if let v = decl.as(VariableDeclSyntax.self) {
                    if v.bindings.count == 1, let b = v.bindings.first, b.accessorBlock != nil,
                        b.pattern.trimmedDescription == "body"
                    {
                        topLevelBody = Syntax(b)
                    }
                    topLines.append(contentsOf: try variable(v, indent: 0))
                }
            case .expr(let e):
                lastExpression = e
                lastRun.append(item)
            default: break
            }
        }
        if !topLines.isEmpty {
            if topLines.first != "" { out.append("") }
            out.append(contentsOf: topLines)
        }
        out.append("")
        // The entry point.
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
            out.append("return " + mark(view) + (try expr(view, indent: 0, role: .view)))
        } else if let info = types["ContentView"], info.kind == .view {
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
            out.append("return " + mark(e) + (try expr(e, indent: 0, role: .view)))
        } else if let last = rootViews().last {
            entry = last
            out.append("return \(mark(types[last]!.node))" + (try entryCall(types[last]!)))
        } else {
            throw ImportError(
                fileName: fileName, line: 1, column: 1,
                message: "no view to show: no #Preview, PreviewProvider, ContentView, view struct or view expression",
                suggestion: "paste a view expression, or name a struct with --view")
        }
        out.insert(contentsOf: helperLines, at: 1)
        return LuaWriter.finish(out, entryPoint: entry)
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

    // MARK: - Collecting declarations

    mutating func collect(
        name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, node: some SyntaxProtocol
    ) throws(ImportError) {
        if declared.contains(name) {
            // Swift refuses it too (invalid redeclaration); merging the two would lay out neither.
            throw fail(
                node, "\(name) is declared twice in this file", construct: name,
                suggestion: "Swift refuses this too: put the members in one declaration, or in an extension")
        }
        declared.insert(name)
        var info = types[name] ?? TypeInfo(name: name, kind: TypeKind(inheritance: inheritance), node: Syntax(node))
        info.isEnum = Syntax(node).is(EnumDeclSyntax.self)
        if types[name] == nil {
            typeOrder.append(name)
        } else if TypeKind(inheritance: inheritance) != .other {
            info.kind = TypeKind(inheritance: inheritance)
        }
        try addMembers(members, to: &info)
        types[name] = info
    }

    mutating func addMembers(_ block: MemberBlockSyntax, to info: inout TypeInfo) throws(ImportError) {
        var initDefaults: [String: ExprSyntax] = [:]
        defer {
            for (name, value) in initDefaults {
                if let i = info.properties.firstIndex(where: { $0.name == name && $0.defaultValue == nil }) {
                    info.properties[i].defaultValue = value
                }
            }
        }
        for member in try expanded(block.members) {
            let decl = member.decl
            // `...`: code the source left out.
            if decl.is(MissingDeclSyntax.self) || decl.is(UnexpectedCodeDeclSyntax.self) { continue }
            if let v = decl.as(VariableDeclSyntax.self) {
                for binding in v.bindings {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
                        throw fail(
                            binding.pattern, "a property must have a plain name",
                            construct: binding.pattern.trimmedDescription)
                    }
                    let name = id.identifier.text
                    if binding.accessorBlock != nil, Self.isGesture(binding.typeAnnotation?.type) {
                        // `var drag: some Gesture { DragGesture()… }`: what `.gesture(drag)` attaches
                        // moves no frame, and the behaviour modifiers drop what they are given.
                        continue
                    }
                    if let accessors = binding.accessorBlock {
                        let body: CodeBlockItemListSyntax
                        switch accessors.accessors {
                        case .getter(let items): body = items
                        case .accessors(let list):
                            guard let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let b = get.body
                            else {
                                // willSet/didSet on a stored property: the stored value is what matters.
                                info.properties.append(storedProperty(v, binding, name))
                                continue
                            }
                            body = b.statements
                        }
                        info.members.append(
                            Member(
                                name: name, isFunction: false, parameters: [], body: body, node: Syntax(binding),
                                isStatic: v.modifiers.isStatic))
                    } else if v.modifiers.isStatic {
                        // `static let` constants of a type: a model's or enum's are fields of its
                        // table; others are translated where used when they are alignments.
                        if let value = binding.initializer?.value {
                            info.statics.append((name, value, Syntax(binding)))
                        }
                        continue
                    } else {
                        info.properties.append(storedProperty(v, binding, name))
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                guard let body = f.body, !Self.isGesture(f.signature.returnClause?.type) else { continue }
                info.members.append(
                    Member(
                        name: f.name.text, isFunction: true, parameters: Array(f.signature.parameterClause.parameters),
                        body: body.statements, node: Syntax(f), isStatic: f.modifiers.isStatic))
            } else if decl.is(TypeAliasDeclSyntax.self) {
                continue
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    if let values = element.parameterClause {
                        throw fail(
                            values, "an enum case with associated values is not translated",
                            construct: element.trimmedDescription, suggestion: "cases with raw values are")
                    }
                    info.cases.append((element.name.text, element.rawValue?.value))
                }
            } else if let i = decl.as(InitializerDeclSyntax.self), isMemberwise(i) {
                // `self.x = x` for each parameter: the memberwise initialiser, written out. Its
                // parameters' defaults are the properties' (`spacing: CGFloat? = nil`, `alignment: … = .leading`).
                for p in i.signature.parameterClause.parameters {
                    info.initParameters.append(
                        (p.firstName.text == "_" ? nil : p.firstName.text, (p.secondName ?? p.firstName).text))
                    guard let value = p.defaultValue?.value else { continue }
                    initDefaults[(p.secondName ?? p.firstName).text] = value
                }
                if i.body?.statements.contains(where: logsOnly) == true { info.initLogs = true }
                continue
            } else if let i = decl.as(InitializerDeclSyntax.self), info.kind != .view {
                // A model's or helper's own init: refused only where the type is made.
                info.explicitInit = Syntax(i.initKeyword)
                continue
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                // A view's own init that computes what it stores: translated as the first lines of
                // its function. Swift picks among several inits by their labels; Lua has one function.
                guard info.customInit == nil, i.body != nil, i.optionalMark == nil else {
                    throw fail(
                        i.initKeyword,
                        "\(info.name) has several inits (or a failable one): the importer translates one",
                        construct: "init", suggestion: "keep the init the previews call and delete the others")
                }
                info.customInit = i
            } else if let s = decl.as(StructDeclSyntax.self) {
                try collect(name: s.name.text, inheritance: s.inheritanceClause, members: s.memberBlock, node: s)
            } else if let e = decl.as(EnumDeclSyntax.self) {
                try collect(name: e.name.text, inheritance: e.inheritanceClause, members: e.memberBlock, node: e)
            } else {
                throw fail(
                    decl,
                    "the importer does not translate this member (\(decl.kind.nameForDiagnostics ?? "declaration"))",
                    construct: decl.kind.nameForDiagnostics)
            }
        }
    }

    /// An init whose body only stores each parameter in the property of its name.
    func isMemberwise(_ i: InitializerDeclSyntax) -> Bool {
        guard let body = i.body else { return false }
        let params = Set(i.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        for item in body.statements {
            if logsOnly(item) { continue }
            guard let seq = item.item.as(SequenceExprSyntax.self), seq.elements.count == 3,
                seq.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                let target = seq.elements.first?.as(MemberAccessExprSyntax.self),
                target.base?.trimmedDescription == "self",
                let value = seq.elements.last?.as(DeclReferenceExprSyntax.self),
                value.baseName.text == target.declName.baseName.text, params.contains(value.baseName.text)
            else { return false }
        }
        return true
    }

    /// `print("init \(x)")` and the like in an init: a message to the console, which moves nothing.
    func logsOnly(_ item: CodeBlockItemSyntax) -> Bool {
        guard
            let c = item.item.as(FunctionCallExprSyntax.self)
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                .as(FunctionCallExprSyntax.self)
        else { return false }
        return ["print", "debugPrint", "NSLog", "dump", "assert", "precondition"].contains(
            c.calledExpression.trimmedDescription)
    }

    /// The entry view called with no arguments, as a preview would call it. A `String` property with no
    /// value (Apple's `ChecklistRow`'s `let name: String`) gets its own name as a stand-in, said in a
    /// comment; one nothing in the file reads is left unset, said so; any other property without a
    /// value is an error naming it (a preview must give one).
    func entryCall(_ info: TypeInfo) throws(ImportError) -> String {
        var options: [String] = []
        var standIns: [String] = []
        if let i = info.customInit {
            // Its own init: a `String` parameter without a default gets its name, as a property does.
            for p in i.signature.parameterClause.parameters where p.defaultValue == nil {
                let name = (p.secondName ?? p.firstName).text
                let type = p.type.trimmedDescription
                if type.hasSuffix("?") || type.hasPrefix("Binding") { continue }
                guard type == "String" || type == "LocalizedStringKey" else {
                    throw fail(
                        p, "\(info.name) is the view shown, but its init's '\(name)' has no value", construct: name,
                        suggestion: "call it in a preview: #Preview { \(info.name)(\(p.firstName.text): …) }")
                }
                options.append("\(LuaWriter.key(name)) = \(LuaWriter.quote(name))")
                standIns.append(name)
            }
            guard !options.isEmpty else { return "\(info.name)()" }
            return LuaWriter.table(info.name, options: options, items: [], indent: 0)
                + LuaWriter.note("\(standIns.joined(separator: ", ")): no value in the Swift; its name stands in")
        }
        var unread: [String] = []
        for p in info.properties
        where !p.isConstant && p.defaultValue == nil && p.environmentKey == nil && !p.isContent {
            // A property nothing in the file names but its own declaration (CS193p's `AspectVGrid`
            // stub, whose body is a template `Text`): no value can move a frame, so it is left unset.
            if isNeverRead(p) {
                unread.append(p.name)
                continue
            }
            let binding = p.node.as(PatternBindingSyntax.self)
            let type = binding?.typeAnnotation?.type.trimmedDescription ?? ""
            let attributes = binding?.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
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

    func storedProperty(_ v: VariableDeclSyntax, _ binding: PatternBindingSyntax, _ name: String) -> StoredProperty {
        var environmentKey: String?
        if let env = v.attributes.named("Environment"), case .argumentList(let args) = env.arguments,
            let first = args.first, let kp = first.expression.as(KeyPathExprSyntax.self)
        {
            environmentKey = kp.components.map { $0.component.trimmedDescription }.joined()
        }
        let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
        let isContent = v.attributes.named("ViewBuilder") != nil || typeText.contains("->")
        let isConstant =
            (v.bindingSpecifier.text == "let" && binding.initializer != nil)
            || (v.modifiers.isPrivate && v.attributes.named("State") == nil && environmentKey == nil
                && binding.initializer != nil)
        var functionType = binding.typeAnnotation?.type
        if let attributed = functionType?.as(AttributedTypeSyntax.self) { functionType = attributed.baseType }
        let takesArguments = isContent && (functionType?.as(FunctionTypeSyntax.self)?.parameters.isEmpty == false)
        return StoredProperty(
            name: name, defaultValue: binding.initializer?.value, isConstant: isConstant,
            environmentKey: environmentKey, isContent: isContent, contentTakesArguments: takesArguments,
            node: Syntax(binding))
    }

    mutating func collectExtension(_ x: ExtensionDeclSyntax) throws(ImportError) {
        let extended = x.extendedType.trimmedDescription
        switch extended {
        case "VerticalAlignment", "HorizontalAlignment", "Alignment":
            for member in try expanded(x.memberBlock.members) {
                if let v = member.decl.as(VariableDeclSyntax.self) {
                    for binding in v.bindings {
                        if extended == "Alignment", let id = binding.pattern.as(IdentifierPatternSyntax.self),
                            let value = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                            value.arguments.count == 2
                        {
                            let args = Array(value.arguments)
                            let name = id.identifier.text
                            alignments["Alignment.\(name)"] = CustomAlignment(
                                name: name, axis: "Alignment", idType: "", node: Syntax(binding), luaName: name,
                                parts: (args[0].expression, args[1].expression))
                            continue
                        }
                        guard let id = binding.pattern.as(IdentifierPatternSyntax.self),
                            let value = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                            let arg = value.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                            arg.declName.baseName.text == "self", let base = arg.base
                        else {
                            throw fail(
                                binding, "a custom alignment is written `static let name = \(extended)(SomeID.self)`",
                                construct: binding.trimmedDescription)
                        }
                        alignments["\(extended).\(id.identifier.text)"] = CustomAlignment(
                            name: id.identifier.text, axis: extended, idType: base.trimmedDescription,
                            node: Syntax(binding), luaName: id.identifier.text)
                    }
                } else if let s = member.decl.as(StructDeclSyntax.self) {
                    try collect(name: s.name.text, inheritance: s.inheritanceClause, members: s.memberBlock, node: s)
                } else if let e = member.decl.as(EnumDeclSyntax.self) {
                    try collect(name: e.name.text, inheritance: e.inheritanceClause, members: e.memberBlock, node: e)
                } else {
                    throw fail(member.decl, "an alignment extension holds alignment IDs and `static let`s")
                }
            }
        case "View":
            for member in try expanded(x.memberBlock.members) {
                guard let f = member.decl.as(FunctionDeclSyntax.self) else {
                    throw fail(
                        member.decl, "an `extension View` is translated when it holds functions",
                        construct: member.decl.trimmedDescription.prefix(40).description)
                }
                viewExtensions[f.name.text] = f
            }
        case "Color" where types["Color"] == nil:
            // `extension Color { static let brightSeafoam = Color("Bright Seafoam") }`: named colours.
            for member in try expanded(x.memberBlock.members) {
                guard let v = member.decl.as(VariableDeclSyntax.self),
                    v.modifiers.contains(where: { $0.name.text == "static" })
                else {
                    throw fail(
                        member.decl, "an extension of Color is translated when it holds `static let name = …` colours",
                        construct: member.decl.trimmedDescription.prefix(40).description)
                }
                for binding in v.bindings {
                    var value = binding.initializer?.value
                    // `static var brand: Color { Color("Brand") }`: a getter of one expression.
                    if value == nil, case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1,
                        let only = body.first?.item.as(ExprSyntax.self)
                    {
                        value = only
                    }
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self), let value else {
                        throw fail(
                            binding, "a colour of an extension of Color is written `static let name = Color(…)`",
                            construct: binding.trimmedDescription)
                    }
                    colourExtensions[id.identifier.text] = value
                }
            }
        default:
            let base = extended.split(separator: "<").first.map(String.init) ?? extended
            guard var info = types[base] else {
                throw fail(
                    x.extendedType, "an extension of \(extended), which is not declared in this file",
                    construct: extended, suggestion: "the importer extends View, the alignments and this file's structs"
                )
            }
            // `extension Card: View { var body … }` makes Card a view, as the struct's own clause would.
            if TypeKind(inheritance: x.inheritanceClause) != .other {
                info.kind = TypeKind(inheritance: x.inheritanceClause)
            }
            try addMembers(x.memberBlock, to: &info)
            types[base] = info
        }
    }

    // MARK: - Recursion and order

    /// The type names a type's code mentions (its callees).
    func references(of info: TypeInfo) -> [(String, Syntax)] {
        final class Finder: SyntaxVisitor {
            var found: [(String, Syntax)] = []
            let names: Set<String>
            init(names: Set<String>) {
                self.names = names
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if names.contains(node.baseName.text) { found.append((node.baseName.text, Syntax(node))) }
                return .visitChildren
            }
        }
        let finder = Finder(names: Set(types.keys))
        for m in info.members { finder.walk(m.body) }
        for p in info.properties { if let d = p.defaultValue { finder.walk(d) } }
        return finder.found
    }

    func checkRecursion() throws(ImportError) {
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        func visit(_ name: String, via: Syntax?) throws(ImportError) {
            if state[name] == 2 { return }
            if state[name] == 1 {
                throw fail(
                    via!, "the view \(name) contains itself: its body would never end",
                    construct: name, suggestion: "SwiftUI refuses this too; give the inner view another type")
            }
            state[name] = 1
            for (callee, node) in references(of: types[name]!) where types[callee]?.kind == .view {
                try visit(callee, via: node)
            }
            state[name] = 2
        }
        for name in typeOrder where types[name]!.kind == .view { try visit(name, via: nil) }
    }

    /// View structs no other type of the file uses, in source order.
    func rootViews() -> [String] {
        var used: Set<String> = []
        for name in typeOrder {
            for (callee, _) in references(of: types[name]!) where callee != name { used.insert(callee) }
        }
        return typeOrder.filter { types[$0]!.kind == .view && !used.contains($0) }
    }

    func orderedTypes() -> [String] {
        var done: Set<String> = []
        var order: [String] = []
        func visit(_ name: String) {
            if done.contains(name) { return }
            done.insert(name)
            for (callee, _) in references(of: types[name]!) where callee != name { visit(callee) }
            order.append(name)
        }
        for name in typeOrder { visit(name) }
        return order
    }

    // MARK: - Alignments

    mutating func alignmentDecl(_ a: CustomAlignment) throws(ImportError) -> [String] {
        if let (h, v) = a.parts {
            let hs = try customPart(h, axis: "HorizontalAlignment")
            let vs = try customPart(v, axis: "VerticalAlignment")
            return ["\(mark(a.node))local \(a.luaName) = Alignment(\(hs), \(vs))"]
        }
        guard let id = types[a.idType], let f = id.member("defaultValue") else {
            throw fail(
                a.node,
                "the alignment ID \(a.idType) is not declared in this file (with `static func defaultValue(in:)`)",
                construct: a.idType)
        }
        let param = f.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "d"
        scopes.append([param: .value(param)])
        defer { scopes.removeLast() }
        let body = try functionBody(f.body, indent: 2, node: f.node, viewBuilder: false)
        if body.count == 1, body[0].hasPrefix("  return ") {
            let value = body[0].dropFirst(2)
            return [
                "\(mark(a.node))local \(a.luaName) = \(a.axis)(\(LuaWriter.quote(a.name)), function(\(param)) \(value) end)"
            ]
        }
        return ["\(mark(a.node))local \(a.luaName) = \(a.axis)(\(LuaWriter.quote(a.name)), function(\(param))"]
            + body + ["end)"]
    }

    /// One axis of `Alignment(horizontal: .x, vertical: .y)`.
    mutating func customPart(_ e: ExprSyntax, axis: String) throws(ImportError) -> String {
        if let m = e.as(MemberAccessExprSyntax.self) {
            let n = m.declName.baseName.text
            if let c = customAlignment(n, axis: axis) { return c }
            if m.base == nil { return "\(axis).\(n)" }
        }
        return try expr(e, indent: 0, role: .any)
    }

    /// The Lua local of a custom alignment: of the axis when given, else the one of that name
    /// (an `Alignment` pair first when `pair`).
    func customAlignment(_ name: String, axis: String?, pair: Bool = false) -> String? {
        if let axis { return alignments["\(axis).\(name)"]?.luaName }
        if pair, let a = alignments["Alignment.\(name)"] { return a.luaName }
        let found = alignments.values.filter { $0.name == name && $0.axis != "Alignment" }
        return found.count == 1 ? found[0].luaName : nil
    }

    // MARK: - Types as functions

    mutating func typeFunction(_ info: TypeInfo) throws(ImportError) -> [String] {
        var lines: [String] = []
        let parameters = info.properties.filter { !$0.isConstant && $0.environmentKey == nil }
        let initParameters = info.customInit?.signature.parameterClause.parameters ?? []
        let usesProps = info.customInit == nil ? !parameters.isEmpty : !initParameters.isEmpty
        let signature: String
        switch info.kind {
        case .viewModifier: signature = usesProps ? "content, props" : "content"
        default: signature = usesProps ? "props" : ""
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
            if p.environmentKey != nil {
                environment.append(p)
                continue
            }
            if p.isConstant, let range = rangeLiteral(p.defaultValue) {
                // A constant range has no Lua value: ForEach writes it where it is used.
                bind(p.name, .range(range))
                continue
            }
            if p.isConstant {
                let v = try propertyValue(p, p.defaultValue!)
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
                } else {
                    lines.append("  \(mark(p.node))local \(name) = \(read) or \(v)")
                }
            } else {
                lines.append("  \(mark(p.node))local \(name) = \(read)")
            }
        }
        if let i = info.customInit { lines.append(contentsOf: try initLines(i)) }
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
            scopes.append(
                Dictionary(uniqueKeysWithValues: params.map { ($0, Binding.value(LuaWriter.identifier($0))) }))
            let body = try functionBody(m.body, indent: 2, node: m.node, viewBuilder: true)
            scopes.removeLast()
            let head = members.count > 1 ? "function" : "local function"
            inner.append(
                "\(mark(m.node))\(head) \(LuaWriter.identifier(m.name))(\(params.map(LuaWriter.identifier).joined(separator: ", ")))"
            )
            inner.append(contentsOf: try defaults(m.parameters, indent: 2))
            inner.append(contentsOf: body)
            inner.append("end")
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

    /// A view's own init as the first lines of its function: its parameters are read from `props`
    /// (defaults filled in), and its statements run with `self.x = …` storing into the property's
    /// local (`self._x = State(initialValue: …)` too); a `print` is dropped.
    mutating func initLines(_ i: InitializerDeclSyntax) throws(ImportError) -> [String] {
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
        var kept: [CodeBlockItemSyntax] = []
        var printed = false
        for item in i.body?.statements ?? [] {
            if logsOnly(item) {
                printed = true
            } else {
                kept.append(item)
            }
        }
        var body = try statements(CodeBlockItemListSyntax(kept), indent: 2)
        if printed, !body.isEmpty { body[0] += LuaWriter.note("its init's print dropped: it moves nothing") }
        lines.append(contentsOf: body)
        return lines
    }

    /// A stored property's value as written: a colour where it is declared Color, a float where it
    /// is declared Double, and `.init(…)` made as the declared type (`[GridItem]`'s `.init(.fixed(20))`).
    mutating func propertyValue(_ p: StoredProperty, _ value: ExprSyntax) throws(ImportError) -> String {
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
            let value = try binding.initializer.map { (i) throws(ImportError) in
                try expr(i.value, indent: indent, role: .any)
            }
            bind(id.identifier.text, .value(name))
            lines.append(pad + "\(mark(binding))local \(name)" + (value.map { " = \($0)" } ?? ""))
        }
        return lines
    }
}
