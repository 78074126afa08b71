import SwiftParser
import SwiftSyntax

/// What the finder reads of a `Package.swift`, parsed by SwiftParser and never run: the targets' names and
/// folders, their `exclude:`, `sources:`, `resources:` and dependencies, the products, and the local
/// packages (`.package(path:)`). Only literal values are understood; a value that is not a literal is a
/// warning at its position.
struct PackageManifest {
    enum TargetKind: Equatable {
        case regular
        case executable
        case test
        case macro
        case plugin
    }

    enum Dependency: Equatable {
        /// `"Name"` or `.byName(name:)`: a target of the same package, else a product.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(name: String, package: String)
    }

    struct Target {
        var name: String
        var kind: TargetKind
        var path: String?
        var exclude: [String] = []
        var sources: [String]?
        var resources: [String] = []
        var dependencies: [Dependency] = []
        var argumentCount: Int
    }

    struct LocalPackage {
        var path: String
        var name: String?
        var line: Int
        var column: Int
    }

    /// The manifest's real path.
    var path: String
    /// The package's folder (real path).
    var folder: String
    /// `Package(name:)`, else the folder's name.
    var name: String
    var toolsVersion: (major: Int, minor: Int)?
    var targets: [Target] = []
    /// Each product's name and targets.
    var products: [(name: String, targets: [String])] = []
    var localPackages: [LocalPackage] = []
    var warnings: [ModuleWarning] = []

    init(path: String, text: String) {
        self.path = path
        self.folder = FileSystem.parent(of: path)
        self.name = FileSystem.lastComponent(of: folder)
        self.toolsVersion = Self.toolsVersion(of: text)
        let tree = Parser.parse(source: text)
        let reader = ManifestReader(converter: SourceLocationConverter(fileName: path, tree: tree), path: path)
        reader.walk(tree)
        if let name = reader.packageName { self.name = name }
        // A `.target(name:)` dependency kept outside a target (in a variable) reads like a target of that
        // name with nothing else; the declaration with the most arguments is the target.
        for target in reader.targets {
            if let index = targets.firstIndex(where: { $0.name == target.name }) {
                if target.argumentCount > targets[index].argumentCount { targets[index] = target }
            } else {
                targets.append(target)
            }
        }
        products = reader.products
        localPackages = reader.localPackages
        warnings = reader.warnings
    }

    /// The manifest's `// swift-tools-version:X.Y` (its first line).
    static func toolsVersion(of text: String) -> (major: Int, minor: Int)? {
        guard let firstLine = text.split(separator: "\n", maxSplits: 1).first,
            let colon = firstLine.firstIndex(of: ":"),
            firstLine.lowercased().hasPrefix("// swift-tools-version")
        else { return nil }
        let version = firstLine[firstLine.index(after: colon)...].prefix { $0 != ";" }
            .filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        let numbers = version.split(separator: ".").map { Int($0) }
        guard let major = numbers.first ?? nil else { return nil }
        return (major, numbers.count > 1 ? numbers[1] ?? 0 : 0)
    }

    /// The target's folder (absolute, not resolved), by SwiftPM's rules: `path:` relative to the package;
    /// else `<dir>/<name>` where `<dir>` is the first of `Sources`, `Source`, `src`, `srcs` (test targets:
    /// `Tests` first; plugins: `Plugins`) that exists in the package; else, with tools version 5.9 or later
    /// and only one target of its group (tests; plugins; the others), `<dir>` itself.
    func folder(of target: Target) -> String {
        if let path = target.path {
            if path.hasPrefix("/") { return FileSystem.normalize(path) }
            return FileSystem.normalize(FileSystem.join(folder, path))
        }
        let candidates: [String]
        switch target.kind {
        case .test: candidates = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: candidates = ["Plugins"]
        default: candidates = ["Sources", "Source", "src", "srcs"]
        }
        let base = FileSystem.join(
            folder, candidates.first { FileSystem.isFolder(FileSystem.join(folder, $0)) } ?? candidates[0])
        let own = FileSystem.join(base, target.name)
        if FileSystem.isFolder(own) { return own }
        if let toolsVersion, toolsVersion.major > 5 || toolsVersion.major == 5 && toolsVersion.minor >= 9 {
            let group = targets.filter { Self.group($0.kind) == Self.group(target.kind) }
            if group.count == 1 { return base }
        }
        return own
    }

    private static func group(_ kind: TargetKind) -> Int {
        switch kind {
        case .test: 1
        case .plugin: 2
        default: 0
        }
    }

    /// The local package a `.product(name:package:)` names: by its `name:`, or its folder's name (SwiftPM's
    /// identity for a path dependency), ignoring case.
    func localPackage(named package: String) -> LocalPackage? {
        localPackages.first {
            $0.name?.lowercased() == package.lowercased()
                || FileSystem.lastComponent(of: FileSystem.normalize($0.path)).lowercased() == package.lowercased()
        }
    }
}

private final class ManifestReader: SyntaxVisitor {
    let converter: SourceLocationConverter
    let path: String
    var packageName: String?
    var targets: [PackageManifest.Target] = []
    var products: [(name: String, targets: [String])] = []
    var localPackages: [PackageManifest.LocalPackage] = []
    var warnings: [ModuleWarning] = []

    init(converter: SourceLocationConverter, path: String) {
        self.converter = converter
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let (base, name) = callee(call)
        if base == nil, name == "Package", call.calledExpression.is(DeclReferenceExprSyntax.self) {
            if let value = argument("name", of: call), let text = literal(value) { packageName = text }
            return .visitChildren
        }
        if let kind = targetKind(base: base, name: name) {
            // `.target(name:)` in a target's `dependencies:` is not a target: the target's arguments are
            // read below, not visited.
            guard let value = argument("name", of: call), let targetName = literal(value) else {
                return .visitChildren
            }
            targets.append(target(targetName, kind, call))
            return .skipChildren
        }
        if name == "library" || name == "executable", base == nil || base == "Product" {
            if let value = argument("name", of: call), let productName = literal(value) {
                let targets = argument("targets", of: call).flatMap { strings($0, label: "targets") } ?? []
                products.append((productName, targets))
            }
            return .skipChildren
        }
        if name == "package", base == nil || base == "Package.Dependency",
            let value = argument("path", of: call)
        {
            let location = position(of: call)
            if let path = literal(value) {
                let name = argument("name", of: call).flatMap(literal)
                localPackages.append(.init(path: path, name: name, line: location.line, column: location.column))
            } else {
                warn(value, "this local package's path is not a string literal; its files are not read")
            }
            return .skipChildren
        }
        return .visitChildren
    }

    private func targetKind(base: String?, name: String) -> PackageManifest.TargetKind? {
        guard base == nil || base == "Target" || base == "PackageDescription.Target" else { return nil }
        switch name {
        case "target": return .regular
        case "executableTarget": return .executable
        case "testTarget": return .test
        case "macro": return .macro
        case "plugin": return .plugin
        default: return nil
        }
    }

    private func target(_ name: String, _ kind: PackageManifest.TargetKind, _ call: FunctionCallExprSyntax)
        -> PackageManifest.Target
    {
        var target = PackageManifest.Target(name: name, kind: kind, argumentCount: call.arguments.count)
        if let value = argument("path", of: call) {
            if let path = literal(value) {
                target.path = path
            } else {
                warn(value, "the target \(name)'s path: is not a string literal; its default folder is searched")
            }
        }
        if let value = argument("exclude", of: call) {
            target.exclude = strings(value, label: "exclude") ?? []
        }
        if let value = argument("sources", of: call) {
            target.sources = strings(value, label: "sources")
        }
        if let value = argument("resources", of: call) {
            target.resources = resourcePaths(value)
        }
        if let value = argument("dependencies", of: call) {
            target.dependencies = dependencies(value)
        }
        return target
    }

    /// The string literals of an array literal; nil (with a warning) when it is not one.
    private func strings(_ value: ExprSyntax, label: String) -> [String]? {
        guard let array = value.as(ArrayExprSyntax.self) else {
            warn(value, "\(label): is not an array literal, so it is not applied")
            return nil
        }
        var result: [String] = []
        for element in array.elements {
            if let text = literal(element.expression) {
                result.append(text)
            } else {
                warn(element.expression, "this \(label): element is not a string literal, so it is not applied")
            }
        }
        return result
    }

    /// The paths of `.copy("…")`, `.process("…")`, `.embedInCode("…")`: resources, not sources.
    private func resourcePaths(_ value: ExprSyntax) -> [String] {
        guard let array = value.as(ArrayExprSyntax.self) else {
            warn(value, "resources: is not an array literal, so its files are not told from sources")
            return []
        }
        var result: [String] = []
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let first = call.arguments.first, let text = literal(first.expression)
            else {
                warn(element.expression, "this resource's path is not a string literal, so it is not applied")
                continue
            }
            result.append(text)
        }
        return result
    }

    private func dependencies(_ value: ExprSyntax) -> [PackageManifest.Dependency] {
        guard let array = value.as(ArrayExprSyntax.self) else { return [] }
        var result: [PackageManifest.Dependency] = []
        for element in array.elements {
            let expression = element.expression
            if let name = literal(expression) {
                result.append(.byName(name))
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                let nameValue = argument("name", of: call), let name = literal(nameValue)
            else { continue }
            switch callee(call).name {
            case "target": result.append(.target(name))
            case "byName": result.append(.byName(name))
            case "product":
                if let package = argument("package", of: call).flatMap(literal) {
                    result.append(.product(name: name, package: package))
                }
            default: continue
            }
        }
        return result
    }

    /// `.name(…)` → (nil, "name"); `Base.name(…)` → ("Base", "name"); `name(…)` → (nil, "name").
    private func callee(_ call: FunctionCallExprSyntax) -> (base: String?, name: String) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base?.trimmedDescription, member.declName.baseName.text)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return (nil, "")
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func literal(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    private func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (location.line, location.column)
    }

    private func warn(_ node: some SyntaxProtocol, _ message: String) {
        let location = position(of: node)
        warnings.append(ModuleWarning(path: path, line: location.line, column: location.column, message: message))
    }
}
