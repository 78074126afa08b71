import SwiftSyntax

// Pass 1: the file's types, members, extensions and alignments, collected before anything is written;
// the order types are written in, and the check that no view contains itself.

extension Translator {
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
}
