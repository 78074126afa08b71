import PlumbSwiftModule
import Testing

/// The folder rule, `--module`, and the folders every rule skips.
@Suite("A file of a plain folder, or of a named folder")
struct FolderTests {
    @Test func aPlainFileReadsTheSwiftFilesOfItsOwnFolderOnly() throws {
        let tree = try Tree()
        try tree.write(files: [
            "Snippets/Card.swift", "Snippets/List.swift", "Snippets/Old/Card.swift", "Snippets/notes.txt",
            "Snippets/.hidden.swift",
        ])
        let module = try tree.module("Snippets/Card.swift")
        #expect(module.kind == .folder)
        #expect(module.root == tree.path("Snippets"))
        #expect(tree.relativePaths(module) == ["Snippets/Card.swift", "Snippets/List.swift"])
        #expect(module.description == "the Swift files of the folder \(tree.path("Snippets")) (2 files)")
    }

    /// JSON files among the module's are its bundle's resources, read; one too large is not, nor an
    /// asset catalogue's description of its images.
    @Test func theModulesJSONFilesAreReadAsItsResources() throws {
        let tree = try Tree()
        try tree.write(files: ["App/App.swift", "App/Views/List.swift"])
        try tree.write("App/Resources/peaks.json", #"[{"name": "Eiger"}]"#)
        try tree.write("App/big.json", String(repeating: " ", count: 40))
        try tree.write("App/.hidden.json", "{}")
        try tree.write("App/Assets.xcassets/Contents.json", "{}")
        let module = try SwiftModuleFinder.module(
            containing: tree.path("App/App.swift"), explicitRoot: tree.path("App"),
            limits: ModuleLimits(maximumResourceBytes: 32))
        #expect(module.resources.map(\.path) == [tree.path("App/Resources/peaks.json")])
        #expect(module.resources.first?.text == #"[{"name": "Eiger"}]"#)
    }

    @Test func anExplicitRootReadsEverySwiftFileUnderIt() throws {
        let tree = try Tree()
        try tree.write("Module/Package.swift", #"let package = Package(name: "M", targets: [.target(name: "X")])"#)
        try tree.write(files: [
            "Module/A.swift", "Module/Deep/B.swift", "Module/FooTests/T.swift", "Module/.build/debug/G.swift",
            "Outside/O.swift",
        ])
        let module = try tree.module("Module/Deep/B.swift", explicitRoot: "Module")
        #expect(module.kind == .explicit)
        #expect(module.root == tree.path("Module"))
        #expect(
            tree.relativePaths(module) == [
                "Module/A.swift", "Module/Deep/B.swift", "Module/FooTests/T.swift",
            ])
        #expect(module.warnings.isEmpty)
    }

    @Test func anEntryOutsideTheExplicitRootIsReadWithIt() throws {
        let tree = try Tree()
        try tree.write(files: ["Module/A.swift", "Preview/P.swift", "Preview/Q.swift"])
        let module = try tree.module("Preview/P.swift", explicitRoot: "Module")
        #expect(module.kind == .explicit)
        #expect(tree.relativePaths(module) == ["Module/A.swift", "Preview/P.swift"])
    }

    @Test func buildProductsAndDependencyCheckoutsAreSkipped() throws {
        let tree = try Tree()
        try tree.write(files: [
            "M/A.swift", "M/.build/checkouts/x/X.swift", "M/.git/G.swift", "M/DerivedData/D.swift",
            "M/Pods/P.swift", "M/Carthage/C.swift", "M/.swiftpm/S.swift", "M/node_modules/N.swift",
            "M/Sub/B.swift",
        ])
        let module = try tree.module("M/A.swift", explicitRoot: "M")
        #expect(tree.relativePaths(module) == ["M/A.swift", "M/Sub/B.swift"])
    }

    @Test func aSkippedFolderThatHoldsTheEntryIsRead() throws {
        let tree = try Tree()
        try tree.write(files: ["M/A.swift", "M/Pods/P.swift", "M/Pods/Q.swift", "M/node_modules/N.swift"])
        let module = try tree.module("M/Pods/P.swift", explicitRoot: "M")
        #expect(tree.relativePaths(module) == ["M/A.swift", "M/Pods/P.swift", "M/Pods/Q.swift"])
    }
}
