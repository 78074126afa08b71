import SwiftSyntax

/// `#if` as a debug build of the view for an iPhone sees it (Xcode's preview is one): `os(iOS)`,
/// `canImport(UIKit)`, `DEBUG` and `targetEnvironment(simulator)` hold; other platforms, `AppKit`
/// and custom flags (`-D` names the file cannot set) do not, as swiftc reads a name it was not
/// given. The clause that holds is translated in place, the others are left out as Swift leaves them.
extension Translator {
    /// The frameworks an iOS build can import (`canImport(X)`); any other module is taken as absent.
    static let iOSFrameworks: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "Observation", "SwiftData", "MapKit",
        "CoreData", "CoreLocation", "PhotosUI", "Charts", "AVKit", "WidgetKit", "Swift", "Darwin",
    ]

    /// The clause of `#if … #elseif … #else … #endif` that holds (nil when none does).
    func activeClause(_ decl: IfConfigDeclSyntax) throws(ImportError) -> IfConfigClauseSyntax? {
        for clause in decl.clauses {
            guard let condition = clause.condition else { return clause }
            if try holds(condition) { return clause }
        }
        return nil
    }

    func holds(_ e: ExprSyntax) throws(ImportError) -> Bool {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return try holds(only.expression)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return !(try holds(p.expression)) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text == "DEBUG" }
        if let s = e.as(SequenceExprSyntax.self) {
            // `a || b && c`: && binds tighter, as in Swift.
            let elements = Array(s.elements)
            var alternatives: [[ExprSyntax]] = [[]]
            for (i, element) in elements.enumerated() {
                if i % 2 == 0 {
                    alternatives[alternatives.count - 1].append(element)
                    continue
                }
                switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                case "||": alternatives.append([])
                case "&&": continue
                default:
                    throw fail(
                        element, "this operator is not read in an #if condition", construct: element.trimmedDescription)
                }
            }
            for terms in alternatives {
                var all = true
                for term in terms where !(try holds(term)) { all = false }
                if all { return true }
            }
            return false
        }
        if let c = e.as(FunctionCallExprSyntax.self), let f = c.calledExpression.as(DeclReferenceExprSyntax.self),
            c.arguments.count == 1, let argument = c.arguments.first
        {
            let value = argument.expression.trimmedDescription
            switch f.baseName.text {
            case "os": return value == "iOS"
            case "canImport":
                return Self.iOSFrameworks.contains(value.split(separator: ".").first.map(String.init) ?? "")
            case "targetEnvironment": return value == "simulator"
            case "arch": return value == "arm64"
            case "swift", "compiler": return value.hasPrefix(">=")  // a preview's compiler is recent
            default: break
            }
        }
        throw fail(
            e, "this #if condition is not evaluated", construct: e.trimmedDescription,
            suggestion:
                "the importer reads os(), canImport(), targetEnvironment(), arch(), swift(>=), compiler(>=), DEBUG and flags, with !, && and ||"
        )
    }

    /// Statements with each `#if` replaced by the clause that holds, in their Swift order.
    func expanded(_ items: some Sequence<CodeBlockItemSyntax>) throws(ImportError) -> [CodeBlockItemSyntax] {
        var out: [CodeBlockItemSyntax] = []
        for item in items {
            guard let config = item.item.as(IfConfigDeclSyntax.self) else {
                out.append(item)
                continue
            }
            guard let clause = try activeClause(config), let elements = clause.elements else { continue }
            guard case .statements(let statements) = elements else {
                throw fail(clause, "this #if holds what the importer does not translate here")
            }
            out.append(contentsOf: try expanded(statements))
        }
        return out
    }

    /// Members with each `#if` replaced by the clause that holds.
    func expanded(_ members: MemberBlockItemListSyntax) throws(ImportError) -> [MemberBlockItemSyntax] {
        var out: [MemberBlockItemSyntax] = []
        for member in members {
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else {
                out.append(member)
                continue
            }
            guard let clause = try activeClause(config), let elements = clause.elements else { continue }
            guard case .decls(let decls) = elements else {
                throw fail(clause, "this #if holds what the importer does not translate among members")
            }
            out.append(contentsOf: try expanded(decls))
        }
        return out
    }
}
