import SwiftSyntax

// Pass 1: the file's types, members, extensions and alignments, collected before anything is written;
// the order types are written in, and the check that no view contains itself.

extension Translator {
    /// One top-level declaration of a file: a type is collected, a function or constant is kept for
    /// the top level of the script (true), an import is skipped; anything else is refused.
    mutating func collectDeclaration(_ decl: DeclSyntax) throws(ImportError) -> Bool {
        if let s = decl.as(StructDeclSyntax.self) {
            try collect(name: s.name.text, inheritance: s.inheritanceClause, members: s.memberBlock, node: s)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            try collect(name: e.name.text, inheritance: e.inheritanceClause, members: e.memberBlock, node: e)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            topFunctions[f.name.text] = f
            declarationNodes[f.name.text, default: []].append(Syntax(f))
            return true
        } else if decl.is(ImportDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
            || decl.is(TypeAliasDeclSyntax.self) || decl.is(OperatorDeclSyntax.self)
            || decl.is(PrecedenceGroupDeclSyntax.self)
        {
            // What a protocol requires, a type's other name, an operator's precedence: no values.
            return false
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for name in declaredNames(Syntax(v)) { declarationNodes[name, default: []].append(Syntax(v)) }
            return true
        } else if let c = decl.as(ClassDeclSyntax.self) {
            // A view model (`class VM: ObservableObject { @Published var … }`), an `@Observable` or
            // SwiftData `@Model` class, any class of the app's: its values, as a model struct's
            // (a view reads them; what a reference shares between views moves no frame).
            try collect(name: c.name.text, inheritance: nil, members: c.memberBlock, node: c)
        } else {
            throw fail(
                decl, "the importer does not translate this declaration", construct: decl.kind.nameForDiagnostics)
        }
        return false
    }

    /// Runs `body`, which collects `node`. Where it fails in another file of the module, or anywhere
    /// when the import is lenient, the names `node` declares are unavailable (an error where
    /// something reached uses them) and collection goes on; otherwise the error is thrown.
    mutating func lenientlyCollect(
        _ node: some SyntaxProtocol, _ body: (inout Translator) throws(ImportError) -> Void
    ) throws(ImportError) {
        let saved = self
        do {
            try body(&self)
        } catch {
            guard lenient || collectingFile != 0 else { throw error }
            self = saved
            for name in declaredNames(Syntax(node)) where unavailable[name] == nil {
                unavailable[name] = error
                declarationNodes[name, default: []].append(Syntax(node))
                unavailableKinds[name] = Syntax(node).as(StructDeclSyntax.self).map {
                    TypeKind(inheritance: $0.inheritanceClause)
                }
            }
        }
    }

    /// A file of the module other than the one shown: its declarations (its previews, statements
    /// and `@main` entry are the app's, not the view's). A file whose `#if` cannot be read is left
    /// out, said so.
    mutating func collectModuleFile(
        _ file: SourceFileSyntax, topLevel: inout [CodeBlockItemSyntax], extensions: inout [ExtensionDeclSyntax]
    ) {
        let items: [CodeBlockItemSyntax]
        do {
            items = try expanded(file.statements)
        } catch {
            warnings.append(
                ImportWarning(
                    fileName: error.fileName, line: error.line, column: error.column,
                    message: "this file of the module is left out: \(error.message)"))
            return
        }
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let x = decl.as(ExtensionDeclSyntax.self) {
                extensions.append(x)
            } else if decl.is(MacroExpansionDeclSyntax.self) || decl.is(ImportDeclSyntax.self) {
                continue
            } else {
                // Cannot throw: another file's failures are recorded as unavailable names.
                try? lenientlyCollect(decl) { (t: inout Translator) throws(ImportError) in
                    if try t.collectDeclaration(decl) { topLevel.append(item) }
                }
            }
        }
    }

    /// The names a declaration makes: a type's, a function's, a constant's; an extension's members'
    /// (and, for an extension of the app's own type, that type's).
    func declaredNames(_ node: Syntax) -> [String] {
        if let item = node.as(CodeBlockItemSyntax.self) {
            guard case .decl(let decl) = item.item else { return [] }
            return declaredNames(Syntax(decl))
        }
        if let s = node.as(StructDeclSyntax.self) { return [s.name.text] }
        if let e = node.as(EnumDeclSyntax.self) { return [e.name.text] }
        if let c = node.as(ClassDeclSyntax.self) { return [c.name.text] }
        if let a = node.as(ActorDeclSyntax.self) { return [a.name.text] }
        if let f = node.as(FunctionDeclSyntax.self) { return [f.name.text] }
        if let v = node.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let x = node.as(ExtensionDeclSyntax.self) {
            var names: [String] = []
            for member in x.memberBlock.members { names += declaredNames(Syntax(member.decl)) }
            return names
        }
        return []
    }

    /// Every name the code under `roots` reaches: the identifiers it writes, then those of the
    /// declarations of those names, until nothing new is reached. (An identifier that merely shares
    /// a declaration's name reaches it too: a little more is written than needed, never less.)
    func reachableNames(from roots: [Syntax]) -> Set<String> {
        var reached: Set<String> = []
        var queue: [Syntax] = roots
        var walked: Set<SyntaxIdentifier> = []
        while let node = queue.popLast() {
            guard walked.insert(node.id).inserted else { continue }
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, reached.insert(name).inserted else { continue }
                queue += declarationNodes[name] ?? []
            }
        }
        return reached
    }

    /// What the script reaches but could not be collected: an error, or, lenient, a warning and a
    /// placeholder for a view; a name two files declare, a warning.
    mutating func reportUnavailable(_ reached: Set<String>) throws(ImportError) {
        for name in reached.sorted() {
            if let error = unavailable[name] {
                guard lenient else { throw error }
                warnings.append(
                    ImportWarning(
                        fileName: error.fileName, line: error.line, column: error.column,
                        message: "\(name) is left out: \(error.message)"
                            + (error.suggestion.map { " (\($0))" } ?? "")))
                if unavailableKinds[name] == .view { placeholderViews.append(name) }
            }
            if let others = duplicates[name], let kept = declarationNodes[name]?.first {
                let p = position(kept)
                for other in others {
                    warn(
                        other,
                        "\(name) is declared again here; the importer uses the one at \(p.file ?? fileName):\(p.line):\(p.column) (Swift refuses two declarations of one name in a module)"
                    )
                }
            }
        }
    }

    mutating func collect(
        name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, node: some SyntaxProtocol
    ) throws(ImportError) {
        if declared.contains(name), let first = typeFile[name], first != collectingFile {
            // Two files of the module declare it (an old copy left beside the new one): the one met
            // first is used (the file shown, else the first by path), the other said where reached.
            // Types nested in different types (each preview's own `struct Preview`) are different
            // types to Swift: the first is used, and nothing is said.
            if !Self.isNested(Syntax(node)) { duplicates[name, default: []].append(Syntax(node)) }
            return
        }
        if declared.contains(name) {
            // Swift refuses it too (invalid redeclaration); merging the two would lay out neither.
            throw fail(
                node, "\(name) is declared twice in this file", construct: name,
                suggestion: "Swift refuses this too: put the members in one declaration, or in an extension")
        }
        declared.insert(name)
        declarationNodes[name, default: []].append(Syntax(node))
        typeFile[name] = typeFile[name] ?? collectingFile
        var info = types[name] ?? TypeInfo(name: name, kind: TypeKind(inheritance: inheritance), node: Syntax(node))
        info.isEnum = Syntax(node).is(EnumDeclSyntax.self)
        if types[name] == nil {
            typeOrder.append(name)
        } else if TypeKind(inheritance: inheritance) != .other {
            info.kind = TypeKind(inheritance: inheritance)
        }
        // A UIKit view wrapped for SwiftUI is a placeholder: its members (a coordinator class, UIKit
        // calls) are never translated.
        if info.kind != .representable { try addMembers(members, to: &info) }
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
            do throws(ImportError) {
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
                                guard let get = list.first(where: { $0.accessorSpecifier.text == "get" }),
                                    let b = get.body
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
                    // `static func == (lhs:rhs:)`: an operator compares values; Lua compares tables by identity
                    // and a view never calls it by name.
                    guard case .identifier = f.name.tokenKind else { continue }
                    info.members.append(
                        Member(
                            name: f.name.text, isFunction: true,
                            parameters: Array(f.signature.parameterClause.parameters),
                            body: body.statements, node: Syntax(f), isStatic: f.modifiers.isStatic))
                } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) {
                    // A type's other name; what runs when an object goes, which moves nothing.
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
                    info.writtenInits.append(i)
                    continue
                } else if let i = decl.as(InitializerDeclSyntax.self), info.kind == .other, !info.isEnum {
                    // A model's own init: its parameters are the model function's, its statements run in
                    // it. Swift picks among several by their labels, as a call does (a decoder's
                    // `init(from:)` and a failable one never: previews and sample data call the others).
                    let decodes = i.signature.parameterClause.parameters.first?.firstName.text == "from"
                    if i.body != nil, i.optionalMark == nil, !decodes { info.writtenInits.append(i) }
                    if info.customInit == nil, i.body != nil, i.optionalMark == nil, !decodes {
                        info.customInit = i
                        info.explicitInit = nil
                    } else if info.customInit == nil {
                        info.explicitInit = Syntax(i.initKeyword)
                    }
                    continue
                } else if let i = decl.as(InitializerDeclSyntax.self), info.kind != .view {
                    // A helper's own init: refused only where the type is made.
                    info.explicitInit = Syntax(i.initKeyword)
                    continue
                } else if let i = decl.as(InitializerDeclSyntax.self) {
                    // A view's own init that computes what it stores: translated as the first lines of
                    // its function. Swift picks among several inits by their labels, as a call does.
                    guard i.body != nil, i.optionalMark == nil else {
                        throw fail(
                            i.initKeyword, "\(info.name)'s failable init is not translated", construct: "init?",
                            suggestion: "its other inits are")
                    }
                    if info.customInit == nil { info.customInit = i }
                    info.writtenInits.append(i)
                } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                    || decl.is(ClassDeclSyntax.self)
                {
                    // A nested type: a type of the module of its own, read by its name.
                    try lenientlyCollect(decl) { (t: inout Translator) throws(ImportError) in
                        _ = try t.collectDeclaration(decl)
                    }
                } else {
                    throw fail(
                        decl,
                        "the importer does not translate this member (\(decl.kind.nameForDiagnostics ?? "declaration"))",
                        construct: decl.kind.nameForDiagnostics)
                }
            } catch {
                // A member the importer cannot read is left out, not its type (warned where the
                // type is written).
                guard lenient || collectingFile != 0 else { throw error }
                info.leftOutMembers.append(error)
            }
        }
        if info.writtenInits.count > 1 {
            // Several inits (a memberwise one among them or not): each is translated, and a call
            // picks one by its labels.
            info.customInit = info.writtenInits[0]
            info.otherInits = Array(info.writtenInits.dropFirst())
            info.explicitInit = nil
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

    func storedProperty(_ v: VariableDeclSyntax, _ binding: PatternBindingSyntax, _ name: String) -> StoredProperty {
        var environmentKey: String?
        if let env = v.attributes.named("Environment"), case .argumentList(let args) = env.arguments,
            let first = args.first, let kp = first.expression.as(KeyPathExprSyntax.self)
        {
            environmentKey = kp.components.map { $0.component.trimmedDescription }.joined()
        }
        // `@EnvironmentObject var store: Store`, `@Environment(Store.self) var store`: an object an
        // ancestor put in the environment.
        var environmentObject: String?
        if v.attributes.named("EnvironmentObject") != nil {
            environmentObject = binding.typeAnnotation?.type.trimmedDescription
        } else if let env = v.attributes.named("Environment"), case .argumentList(let args) = env.arguments,
            let first = args.first?.expression.as(MemberAccessExprSyntax.self), first.declName.baseName.text == "self",
            let base = first.base
        {
            environmentObject = base.trimmedDescription
        }
        let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
        let isContent =
            v.attributes.named("ViewBuilder") != nil || typeText.contains("->") && !Self.isAction(typeText)
        let isConstant =
            (v.bindingSpecifier.text == "let" && binding.initializer != nil)
            || (v.modifiers.isPrivate && v.attributes.named("State") == nil && environmentKey == nil
                && binding.initializer != nil)
        var functionType = binding.typeAnnotation?.type
        if let attributed = functionType?.as(AttributedTypeSyntax.self) { functionType = attributed.baseType }
        let takesArguments = isContent && (functionType?.as(FunctionTypeSyntax.self)?.parameters.isEmpty == false)
        return StoredProperty(
            name: name, defaultValue: binding.initializer?.value, isConstant: isConstant,
            environmentKey: environmentKey, environmentObject: environmentObject, isContent: isContent,
            contentTakesArguments: takesArguments, node: Syntax(binding))
    }

    mutating func collectExtension(_ x: ExtensionDeclSyntax) throws(ImportError) {
        let extended = x.extendedType.trimmedDescription
        // Reaching a member reaches the extension; reaching the app's own type reaches its extensions.
        for name in declaredNames(Syntax(x)) + [extended] { declarationNodes[name, default: []].append(Syntax(x)) }
        switch extended {
        case "EnvironmentValues":
            // `var rowDensity: RowDensity { get { self[RowDensityKey.self] } … }`: a key of the app's,
            // read where the view reads it as its default value.
            for member in try expanded(x.memberBlock.members) {
                guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in v.bindings {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self),
                        let accessors = binding.accessorBlock
                    else { continue }
                    final class KeyFinder: SyntaxVisitor {
                        var key: String?
                        override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                            if key == nil, let m = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                                m.declName.baseName.text == "self", let base = m.base
                            {
                                key = base.trimmedDescription
                            }
                            return .visitChildren
                        }
                    }
                    let finder = KeyFinder(viewMode: .sourceAccurate)
                    finder.walk(accessors)
                    if let key = finder.key { environmentKeys[id.identifier.text] = key }
                }
            }
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
        case "View", "Text", "Image":
            // `extension Text { func overline() -> some View }` is a function of the view, as View's are.
            for member in try expanded(x.memberBlock.members) {
                guard let f = member.decl.as(FunctionDeclSyntax.self) else {
                    throw fail(
                        member.decl, "an `extension View` is translated when it holds functions",
                        construct: member.decl.trimmedDescription.prefix(40).description)
                }
                viewExtensions[f.name.text] = f
            }
        case "Color" where types["Color"] == nil, "Font" where types["Font"] == nil:
            // `extension Color { static let brightSeafoam = Color("Bright Seafoam") }`: named colours
            // (and fonts: `extension Font { static let cardTitle = Font.system(.title3) }`).
            for member in try expanded(x.memberBlock.members) {
                guard let v = member.decl.as(VariableDeclSyntax.self),
                    v.modifiers.contains(where: { $0.name.text == "static" })
                else {
                    // An init or a function beside the named values (`init(hex:)`): the values stay;
                    // what uses it is told where it is used.
                    if let i = member.decl.as(InitializerDeclSyntax.self), extended == "Color",
                        let label = i.signature.parameterClause.parameters.first?.firstName.text
                    {
                        colourInits.insert(label)
                        continue
                    }
                    if lenient || collectingFile != 0 { continue }
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
                    if extended == "Font" {
                        fontExtensions[id.identifier.text] = value
                    } else {
                        colourExtensions[id.identifier.text] = value
                    }
                }
            }
        default:
            var base = extended.split(separator: "<").first.map(String.init) ?? extended
            // `extension Donut.Dough`: a nested type, known by its own name.
            if types[base] == nil, let last = base.split(separator: ".").last.map(String.init), types[last] != nil {
                base = last
            }
            if types[base] == nil, Self.valueTypesExtended.contains(base) {
                // `extension Double { var quantityText: String { … } }`: functions of the value.
                var holder = TypeInfo(name: base, kind: .other, node: Syntax(x))
                try addMembers(x.memberBlock, to: &holder)
                for m in holder.members where !m.isStatic { valueExtensions[m.name] = m }
                if Self.numberTypes.contains(base) {
                    // Its constants that are numbers (a formatter kept as a static is not one).
                    for s in holder.statics {
                        let declared = s.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
                        let isNumber =
                            declared.map(Self.numberTypes.contains)
                            ?? (s.value.is(IntegerLiteralExprSyntax.self) || s.value.is(FloatLiteralExprSyntax.self))
                        if isNumber { numberExtensions[s.name] = s.value }
                    }
                }
                return
            }
            guard var info = types[base] else {
                throw fail(
                    x.extendedType,
                    "an extension of \(extended), which is not declared in this \(sources.count > 1 ? "module" : "file")",
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

    /// A closure type that returns nothing (`() -> Void`, `@escaping (Item) -> ()`): an action,
    /// which Plumb never runs.
    static func isAction(_ typeText: String) -> Bool {
        let compact = typeText.filter { !$0.isWhitespace }
        return compact.hasSuffix("->Void") || compact.hasSuffix("->()") || compact.hasSuffix("->Void)?")
            || compact.hasSuffix("->())?")
    }

    /// Whether a declaration sits inside another type's body.
    static func isNested(_ node: Syntax) -> Bool {
        var parent = node.parent
        while let p = parent {
            if p.is(MemberBlockSyntax.self) { return true }
            parent = p.parent
        }
        return false
    }

    static let numberTypes: Set<String> = ["Double", "Float", "CGFloat", "Int", "TimeInterval"]

    /// Swift's and Foundation's value types whose extensions the importer translates: their members
    /// are functions of the value (`x.quantityText` is `quantityText(x)`).
    static let valueTypesExtended: Set<String> = [
        "Double", "Float", "CGFloat", "Int", "String", "Substring", "Bool", "Character", "Date", "TimeInterval",
        "Array", "Collection", "Sequence", "RandomAccessCollection", "Dictionary", "Set", "Optional", "Calendar",
        "Bundle", "NumberFormatter", "DateFormatter", "URL", "UUID", "Decimal", "BinaryInteger", "BinaryFloatingPoint",
        "Numeric", "StringProtocol",
    ]

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
            for (callee, node) in references(of: types[name]!) where types[callee]?.kind == .view && makes(node) {
                try visit(callee, via: node)
            }
            state[name] = 2
        }
        // A view may contain itself through its data (a tree's row holds its children's rows), which
        // ends where the data does: lenient, that is left to run (a recursion without end is stopped
        // by the limits and drawn as a placeholder).
        if lenient { return }
        for name in typeOrder where types[name]!.kind == .view && isWritten(name) { try visit(name, via: nil) }
    }

    /// Whether a reference to a type makes one (`Row(…)`, `Row { … }`), not reads a static of it
    /// (`Row.spacing`).
    func makes(_ node: Syntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }

    /// View structs of the file shown that no other type of it uses, in source order.
    func rootViews() -> [String] {
        let shown = typeOrder.filter { typeFile[$0] == 0 }
        var used: Set<String> = []
        for name in shown {
            for (callee, _) in references(of: types[name]!) where callee != name { used.insert(callee) }
        }
        return shown.filter { types[$0]!.kind == .view && !used.contains($0) }
    }

    /// Whether the script writes `name`'s declaration: all of a lone file's, only what is reached of
    /// a module's.
    func isWritten(_ name: String) -> Bool { reachable?.contains(name) ?? true }

    func orderedTypes() -> [String] {
        var done: Set<String> = []
        var order: [String] = []
        func visit(_ name: String) {
            if done.contains(name) { return }
            done.insert(name)
            for (callee, _) in references(of: types[name]!) where callee != name { visit(callee) }
            order.append(name)
        }
        for name in typeOrder where isWritten(name) { visit(name) }
        // Models and enums first: a view reads them through values whose types it never names
        // (`item.kind.title`), and a Lua local must be declared before a function that uses it.
        let isModel = { (name: String) in self.types[name]!.kind == .other }
        return order.filter(isModel) + order.filter { !isModel($0) }
    }
}
