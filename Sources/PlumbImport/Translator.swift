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
    guard let seq = e?.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(seq.elements)
    guard
        let index = elements.firstIndex(where: {
            ["...", "..<"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        }), index > 0, index < elements.count - 1
    else { return nil }
    if elements.count == 3 { return seq }
    // `1..<maximumRating + 1`: the range binds loosest, so each side is the arithmetic around it
    // (made as its own sequence; an error inside it is told at the range).
    func side(_ part: ArraySlice<ExprSyntax>) -> ExprSyntax {
        part.count == 1 ? part.first! : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(part))))
    }
    return SequenceExprSyntax(
        elements: ExprListSyntax([side(elements[..<index]), elements[index], side(elements[(index + 1)...])]))
}

/// One Swift file the translation reads: its name as messages give it, and how its offsets become
/// lines and columns.
struct SourceFile {
    var name: String
    var converter: SourceLocationConverter
}

struct Translator {
    /// The files of the module, the entry file first (its positions carry no file name).
    let sources: [SourceFile]
    /// Each file's syntax tree, by its root's identifier: which file a node was read from.
    let sourceIndex: [SyntaxIdentifier: Int]
    /// The file shown: the one the user named.
    var fileName: String { sources[0].name }
    /// Whether what cannot be translated becomes a placeholder with a warning (the command line)
    /// rather than an error (the translator's own verdict, which the tests pin).
    var lenient = false
    /// What the translation left out or stood in for, at its Swift position.
    var warnings: [ImportWarning] = []
    /// Declarations of other files that could not be collected, by the name they declare: an error
    /// only where something reached uses them.
    var unavailable: [String: ImportError] = [:]
    /// Every declaration by the name it declares (a type and its extensions, a function, a colour,
    /// a constant): what reaching that name reaches.
    var declarationNodes: [String: [Syntax]] = [:]
    /// The file each type was declared in (an index of `sources`).
    var typeFile: [String: Int] = [:]
    /// The file whose declarations are being collected.
    var collectingFile = 0
    /// What a struct that could not be collected would have been (a view gets a placeholder).
    var unavailableKinds: [String: TypeKind?] = [:]
    /// Views that stand as placeholders (their declarations could not be translated).
    var placeholderViews: [String] = []
    /// Second declarations of a name, in files after the first one's.
    var duplicates: [String: [Syntax]] = [:]
    /// Members of extensions of Swift's value types (`extension Double { var quantityText … }`), by
    /// name: Lua functions of the value.
    var valueExtensions: [String: Member] = [:]
    /// Lenient: the models' statics, computed after every function of the script is defined.
    var deferredStatics: [String] = []
    /// Views of modifier chains that failed alone, with their error (lenient).
    var failedViews: [SyntaxIdentifier: ImportError] = [:]
    /// The names the script reaches, when only those are written (a module's files); nil: all.
    var reachable: Set<String>?
    /// Plumb's names, from its registry.
    let vocabulary: PlumbVocabulary
    var types: [String: TypeInfo] = [:]
    var typeOrder: [String] = []
    var alignments: [String: CustomAlignment] = [:]  // by static name
    var viewExtensions: [String: FunctionDeclSyntax] = [:]
    /// `extension Color { static let brand = Color("Brand") }`: the colours by name, their values as
    /// written (`.brand` and `Color.brand` are translated as the value).
    var colourExtensions: [String: ExprSyntax] = [:]
    /// `extension CGFloat { static let spacing6: CGFloat = 6 }`: constants of a number type, read as
    /// `.spacing6` or `CGFloat.spacing6`.
    var numberExtensions: [String: ExprSyntax] = [:]
    /// The module's JSON files by file name (what `Bundle.main` holds of them), and those a string
    /// literal of the translated code names (only these are written into the script).
    var bundleResources: [String: String] = [:]
    var namedResources: Set<String> = []
    /// The app's environment keys (`extension EnvironmentValues { var rowDensity … }`): the type of
    /// each key (`RowDensityKey`), whose `defaultValue` a view reading it gets.
    var environmentKeys: [String: String] = [:]
    /// The first labels of the inits an `extension Color` of the app declares (`hex`).
    var colourInits: Set<String> = []
    /// `extension Font { static let cardTitle = Font.system(.title3) }`: the fonts by name.
    var fontExtensions: [String: ExprSyntax] = [:]
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
    /// The names declared as dictionaries anywhere in the module (`DictionaryNames`), once found.
    var dictionaryNames: Set<String>?
    /// The type whose function is being written (`Card.spacing` inside Card is its local).
    var currentType: String?
    /// The role of what a `return` gives in the function being written (a member declared `Color`
    /// returns `.orange` as the colour view); nil for any value.
    var returnRole: Role?

    init(sources: [SourceFile], trees: [SourceFileSyntax], vocabulary: PlumbVocabulary) {
        self.sources = sources
        var index: [SyntaxIdentifier: Int] = [:]
        for (i, tree) in trees.enumerated() { index[Syntax(tree).id] = i }
        self.sourceIndex = index
        self.vocabulary = vocabulary
    }

    // MARK: - Errors and positions

    /// `#Preview` with no view in braces (a paste cut off after it).
    func previewWithoutBody(_ node: some SyntaxProtocol) -> ImportError {
        fail(
            node, "#Preview has no view to show", construct: "#Preview",
            suggestion: "give it the view in braces: #Preview { ContentView() }")
    }

    /// The index in `sources` of the file `node` was read from.
    func fileIndex(of node: some SyntaxProtocol) -> Int {
        sourceIndex[Syntax(node).root.id] ?? 0
    }

    func position(_ node: some SyntaxProtocol) -> SwiftPosition {
        let index = fileIndex(of: node)
        let loc = sources[index].converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SwiftPosition(line: loc.line, column: loc.column, file: index == 0 ? nil : sources[index].name)
    }

    func fail(_ node: some SyntaxProtocol, _ message: String, construct: String? = nil, suggestion: String? = nil)
        -> ImportError
    {
        let p = position(node)
        return ImportError(
            fileName: p.file ?? fileName, line: p.line, column: p.column, message: message,
            construct: construct ?? String(node.trimmedDescription.prefix(60)), suggestion: suggestion)
    }

    /// Notes `message` at `node` as a warning of the import.
    mutating func warn(_ node: some SyntaxProtocol, _ message: String) {
        let p = position(node)
        warnings.append(ImportWarning(fileName: p.file ?? fileName, line: p.line, column: p.column, message: message))
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

    /// The value-type extension member `name`, unless the app's own types have a member of that
    /// name (then `x.name` is theirs).
    func valueExtension(_ name: String) -> Member? {
        guard let m = valueExtensions[name] else { return nil }
        let shadowed = types.values.contains { t in
            t.properties.contains { $0.name == name } || t.members.contains { $0.name == name }
        }
        return shadowed ? nil : m
    }

    /// A marker the writer turns into a line-map entry for the line it lands on.
    func mark(_ node: some SyntaxProtocol) -> String {
        let p = position(node)
        let index = fileIndex(of: node)
        return "\u{1}\(p.line):\(p.column)" + (index == 0 ? "" : ":\(index)") + "\u{2}"
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
}
