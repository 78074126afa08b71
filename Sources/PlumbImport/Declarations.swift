import SwiftSyntax

/// What a Swift struct (or enum) is to the translation.
enum TypeKind: Equatable {
    case view, buttonStyle, viewModifier, layout, alignmentID, previewProvider, app, shape, otherStyle, other
    /// A UIKit view or controller wrapped for SwiftUI (`UIViewRepresentable`): a placeholder.
    case representable
}

/// A stored property of a view, style, modifier or layout: a parameter of its Lua function.
struct StoredProperty {
    var name: String
    var defaultValue: ExprSyntax?
    /// `let x = 1` (not in the memberwise initialiser: a constant) or a `private` one (the same).
    var isConstant: Bool
    /// `@Environment(\.key)`: read from the environment, not a parameter.
    var environmentKey: String?
    /// `@EnvironmentObject var x: T` or `@Environment(T.self) var x`: the type of the object.
    var environmentObject: String? = nil
    /// `@ViewBuilder var content: () -> Content` (or any closure-typed property): views at the call site.
    var isContent: Bool
    /// A content closure that takes arguments (`let content: (Int, Int) -> Content`, as in a
    /// `GridStack`): a Lua function the view calls, not a list of views.
    var contentTakesArguments = false
    var node: Syntax

    /// Declared `Color` (or `[Color]`): an implicit `.gray` given to it is the colour view
    /// `Color.gray`, not the name (`.background(color)` needs a view).
    var isColour: Bool {
        let type = node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription ?? ""
        return ["Color", "Color?", "[Color]"].contains(type)
    }
    var role: Role { isColour ? .view : .any }
    /// The declared type, or its element's for an array (`[GridItem]` → `GridItem`), optionals unwrapped.
    var elementType: String? {
        guard var type = node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription else { return nil }
        if type.hasSuffix("?") { type.removeLast() }
        if type.hasPrefix("[") && type.hasSuffix("]") { type = String(type.dropFirst().dropLast()) }
        return type
    }

    /// Declared `Int` (or one of its sized kinds).
    var isInteger: Bool {
        let type = node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription ?? ""
        return ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(type)
    }

    /// Declared `Double`, `CGFloat` or `Float` (optional or not): Swift prints such a value with a
    /// fraction (`999.0`), so an integer literal given to it is written as a Lua float.
    var isFloating: Bool {
        let type = node.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription ?? ""
        return ["Double", "CGFloat", "Float", "Double?", "CGFloat?", "Float?"].contains(type)
    }
}

/// `5` as `5.0` where the value is floating (Swift's `Double` prints `5.0`; Lua's integer `5`).
func floating(_ lua: String, _ e: ExprSyntax, if isFloating: Bool) -> String {
    guard isFloating, e.is(IntegerLiteralExprSyntax.self) else { return lua }
    return lua + ".0"
}

/// A computed property or method of a type (or of its extensions).
struct Member {
    var name: String
    var isFunction: Bool
    var parameters: [FunctionParameterSyntax]
    var body: CodeBlockItemListSyntax
    var node: Syntax
    var isStatic: Bool
}

struct TypeInfo {
    var name: String
    var kind: TypeKind
    var properties: [StoredProperty] = []
    var members: [Member] = []
    var node: Syntax
    /// An enum: its cases, in order, with their raw values as written.
    var isEnum = false
    var cases: [(name: String, rawValue: ExprSyntax?)] = []
    /// `static let x = …` of a model or enum: fields of its Lua table.
    var statics: [(name: String, value: ExprSyntax, node: Syntax)] = []
    /// An init that does more than store its parameters (refused where the type is made).
    var explicitInit: Syntax?
    /// A written-out memberwise init's parameters: their labels (nil for `_`) and the properties
    /// they store, so that `Row("Hi")` is `Row { title = "Hi" }`.
    var initParameters: [(label: String?, name: String)] = []
    /// That init also prints (dropped, said so).
    var initLogs = false
    /// A view's (or modifier's) own init that computes what it stores (`self.title =
    /// title.uppercased()`): its parameters are the Lua function's, its body runs first.
    var customInit: InitializerDeclSyntax?
    /// Its other inits, in order: Swift picks among them by their labels, and so does a call
    /// (`Money(cents: 0)`, `Money(12.5)`): the Lua function takes the init's number after its props.
    var otherInits: [InitializerDeclSyntax] = []
    /// Every init written in its body that a call may pick (not failable, not a decoder's), in order.
    var writtenInits: [InitializerDeclSyntax] = []
    /// Its inits, the first one first.
    var inits: [InitializerDeclSyntax] { (customInit.map { [$0] } ?? []) + otherInits }
    /// Members that could not be collected (lenient): each left out, warned where the type is written.
    var leftOutMembers: [ImportError] = []
    /// Whether `name` is a static of the type: a `static let`, or a static computed property or function.
    func hasStatic(_ name: String) -> Bool {
        statics.contains { $0.name == name } || members.contains { $0.isStatic && $0.name == name }
    }
    /// `previews` / `body` and similar: found among `members`.
    func member(_ name: String) -> Member? { members.first { $0.name == name } }
    var contentProperty: StoredProperty? { properties.first { $0.isContent } }
}

/// A custom alignment: `extension VerticalAlignment { static let name = VerticalAlignment(ID.self) }`.
struct CustomAlignment {
    var name: String
    var axis: String  // "VerticalAlignment", "HorizontalAlignment" or "Alignment" (a pair)
    var idType: String
    var node: Syntax
    /// Its Lua local: the name, with the axis added when both axes have one of that name.
    var luaName: String
    /// For an `Alignment`: its horizontal and vertical parts, as written.
    var parts: (ExprSyntax, ExprSyntax)?
}

extension TypeKind {
    init(inheritance: InheritanceClauseSyntax?) {
        let names = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if names.contains(where: { $0.hasSuffix("ViewRepresentable") || $0.hasSuffix("ViewControllerRepresentable") }) {
            self = .representable
        } else if names.contains("View") {
            self = .view
        } else if names.contains("ButtonStyle") || names.contains("PrimitiveButtonStyle") {
            self = .buttonStyle
        } else if names.contains("ViewModifier") {
            self = .viewModifier
        } else if names.contains("Layout") {
            self = .layout
        } else if names.contains("AlignmentID") {
            self = .alignmentID
        } else if names.contains("PreviewProvider") {
            self = .previewProvider
        } else if names.contains("App") {
            self = .app
        } else if names.contains("Shape") || names.contains("InsettableShape") {
            self = .shape
        } else if names.contains(where: { $0.hasSuffix("Style") }) {
            self = .otherStyle
        } else {
            self = .other
        }
    }
}

extension AttributeListSyntax {
    func named(_ name: String) -> AttributeSyntax? {
        for element in self {
            if case .attribute(let a) = element, a.attributeName.trimmedDescription == name { return a }
        }
        return nil
    }
}

extension DeclModifierListSyntax {
    var isPrivate: Bool { contains { ["private", "fileprivate"].contains($0.name.text) } }
    var isStatic: Bool { contains { ["static", "class"].contains($0.name.text) } }
}

extension SyntaxKind {
    /// A readable name of the kind of node (`structDecl` → `struct decl`), for messages.
    var nameForDiagnostics: String? {
        var out = ""
        for c in String(describing: self) {
            if c.isUppercase {
                out += " " + c.lowercased()
            } else {
                out.append(c)
            }
        }
        return out.replacingFirstWord()
    }
}

extension String {
    fileprivate func replacingFirstWord() -> String {
        var s = self
        for (from, to) in [(" decl", " declaration"), (" expr", " expression"), (" stmt", " statement")]
        where s.hasSuffix(from) {
            s = String(s.dropLast(from.count)) + to
        }
        return s
    }
}
