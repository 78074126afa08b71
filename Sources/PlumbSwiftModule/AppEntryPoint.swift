import SwiftParser
import SwiftSyntax

/// Finds a SwiftUI app's entry point: a type declared at the top level with `@main` that conforms to `App`
/// (`@main struct MyApp: App`, or `SwiftUI.App`), as Xcode's app templates write it.
enum AppEntryPoint {
    /// The name of the `@main` `App` type `text` declares, if any.
    static func appType(in text: String) -> String? {
        // Most files have no `@main`; they are not parsed.
        guard text.contains("@main") else { return nil }
        let finder = MainAppFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.found
    }

    /// The first Swift file directly in `folder` (by name) that declares a `@main` `App`: its real path and
    /// the type's name. Files larger than `maximumBytes` are not read.
    static func appFile(in folder: String, maximumBytes: Int) -> (path: String, type: String)? {
        for name in FileSystem.names(in: folder) ?? [] where name.hasSuffix(".swift") && !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            guard case .file(let size) = FileSystem.type(of: path), size <= maximumBytes,
                case .text(let text) = FileSystem.readText(path, maximumBytes: maximumBytes),
                let type = appType(in: text)
            else { continue }
            return (FileSystem.realPath(path) ?? path, type)
        }
        return nil
    }
}

private final class MainAppFinder: SyntaxVisitor {
    var found: String?

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, node.inheritanceClause, node.name)
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, node.inheritanceClause, node.name)
        return .skipChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, node.inheritanceClause, node.name)
        return .skipChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.attributes, node.inheritanceClause, node.name)
        return .skipChildren
    }

    // Types are declared at the top level (or in `#if` blocks there): function bodies and other
    // declarations are not entered.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func check(_ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?, _ name: TokenSyntax)
    {
        guard found == nil else { return }
        let isMain = attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
        }
        let isApp =
            inheritance?.inheritedTypes.contains {
                let type = $0.type.trimmedDescription
                return type == "App" || type == "SwiftUI.App"
            } ?? false
        if isMain && isApp { found = name.text }
    }
}
