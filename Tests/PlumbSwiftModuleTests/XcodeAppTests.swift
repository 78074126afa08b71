import Foundation
import PlumbSwiftModule
import Testing

/// The app rule: the folder of a `@main` `App` above the file, else the folder beside the `.xcodeproj`
/// that holds the file.
@Suite("A file of an app")
struct XcodeAppTests {
    static let app = """
        import SwiftUI

        @main
        struct MyAppApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        """

    /// Xcode's app template: `MyApp.xcodeproj` beside `MyApp/` (the app's sources, `@main` in
    /// `MyAppApp.swift`), `MyAppTests/` and `MyAppUITests/`.
    func xcodeTemplate() throws -> Tree {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write("MyApp.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        try tree.write("MyApp/MyAppApp.swift", Self.app)
        try tree.write(files: [
            "MyApp/ContentView.swift", "MyApp/Views/Card.swift", "MyApp/Models/Item.swift",
            "MyApp/Preview Content/PreviewData.swift", "MyAppTests/MyAppTests.swift",
            "MyAppUITests/MyAppUITests.swift",
        ])
        try tree.folder("MyApp/Assets.xcassets/AppIcon.appiconset")
        return tree
    }

    static let templateAppFiles = [
        "MyApp/ContentView.swift", "MyApp/Models/Item.swift", "MyApp/MyAppApp.swift",
        "MyApp/Preview Content/PreviewData.swift", "MyApp/Views/Card.swift",
    ]

    @Test func aFileOfAnXcodeAppReadsTheFolderOfItsMainApp() throws {
        let tree = try xcodeTemplate()
        let module = try tree.module("MyApp/Views/Card.swift")
        #expect(module.kind == .xcodeApp)
        #expect(module.root == tree.path("MyApp"))
        #expect(tree.relativePaths(module) == Self.templateAppFiles)
        #expect(module.description == "the app MyAppApp's folder \(tree.path("MyApp")) (5 files)")
        #expect(module.warnings.isEmpty)
    }

    /// Local packages the project depends on, in either of the forms Xcode writes them, are read
    /// with the app: their `Sources`, not their tests; a package path leading out of the
    /// repository is not followed.
    @Test func theLocalPackagesOfTheProjectAreReadWithTheApp() throws {
        let tree = try xcodeTemplate()
        try tree.write(
            "MyApp.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            {
                objects = {
                    A1 /* Kit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Kit; sourceTree = "<group>"; };
                    B2 /* XCLocalSwiftPackageReference "Shared Code" */ = {
                        isa = XCLocalSwiftPackageReference;
                        relativePath = "Packages/Shared Code";
                    };
                    C3 /* XCLocalSwiftPackageReference "../Elsewhere" */ = {
                        isa = XCLocalSwiftPackageReference;
                        relativePath = ../Elsewhere;
                    };
                };
            }
            """)
        try tree.write("Kit/Package.swift", "// swift-tools-version:5.9\n")
        try tree.write(files: ["Kit/Sources/Kit/Donut.swift", "Kit/Tests/KitTests/DonutTests.swift"])
        try tree.write("Packages/Shared Code/Package.swift", "// swift-tools-version:5.9\n")
        try tree.write(files: ["Packages/Shared Code/Sources/Shared/Theme.swift"])
        let module = try tree.module("MyApp/Views/Card.swift")
        #expect(
            tree.relativePaths(module)
                == ["Kit/Sources/Kit/Donut.swift"] + Self.templateAppFiles
                + ["Packages/Shared Code/Sources/Shared/Theme.swift"])
        #expect(module.dependencies.map(\.target) == ["Kit", "Shared Code"])
        #expect(
            module.description
                == "the app MyAppApp's folder \(tree.path("MyApp")) (5 files), with the local package Kit (1 file), with the local package Shared Code (1 file)"
        )
    }

    @Test func anAppWhoseMainIsBesideTheProjectLeavesOutItsTestFolders() throws {
        let tree = try Tree()
        try tree.write("App.xcodeproj/project.pbxproj", "")
        try tree.write("XApp.swift", Self.app.replacingOccurrences(of: "MyAppApp", with: "XApp"))
        try tree.write(files: [
            "Views/Card.swift", "AppTests/AppTests.swift", "AppUITests/Launch.swift", "Local/Package.swift",
            "Local/Sources/Local/L.swift",
        ])
        let module = try tree.module("Views/Card.swift")
        #expect(module.kind == .xcodeApp)
        #expect(module.root == tree.root)
        #expect(tree.relativePaths(module) == ["Views/Card.swift", "XApp.swift"])
    }

    @Test func withoutAMainAppTheFolderBesideTheProjectThatHoldsTheFileIsRead() throws {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write("App.xcodeproj/project.pbxproj", "")
        // `@main` in a subfolder: not in a folder above the file.
        try tree.write("App/Entry/XApp.swift", Self.app.replacingOccurrences(of: "MyAppApp", with: "XApp"))
        try tree.write(files: [
            "App/Views/Card.swift", "App/AppTests/Inner.swift", "AppTests/AppTests.swift", "Other/O.swift",
        ])
        let module = try tree.module("App/Views/Card.swift")
        #expect(module.kind == .xcodeApp)
        #expect(module.root == tree.path("App"))
        #expect(tree.relativePaths(module) == ["App/Entry/XApp.swift", "App/Views/Card.swift"])
        #expect(module.description == "the folder \(tree.path("App")) beside App.xcodeproj (2 files)")
    }

    @Test func aFileOfATestFolderReadsThatTestFolder() throws {
        let tree = try xcodeTemplate()
        let module = try tree.module("MyAppTests/MyAppTests.swift")
        #expect(module.kind == .xcodeApp)
        #expect(tree.relativePaths(module) == ["MyAppTests/MyAppTests.swift"])
    }

    @Test func aMainAppInARepositoryWithoutAProjectMarksTheAppFolder() throws {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write("Client/ClientApp.swift", Self.app)
        try tree.write(files: ["Client/Screens/Home.swift", "Client/ClientTests/T.swift", "Server/S.swift"])
        let module = try tree.module("Client/Screens/Home.swift")
        #expect(module.kind == .xcodeApp)
        #expect(tree.relativePaths(module) == ["Client/ClientApp.swift", "Client/Screens/Home.swift"])
    }

    @Test func aMainThatIsNotAnAppDoesNotMarkAFolder() throws {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write("Tool/main.swift", "@main struct Tool { static func main() {} }\n")
        try tree.write(files: ["Tool/Sub/Helper.swift"])
        let module = try tree.module("Tool/Sub/Helper.swift")
        #expect(module.kind == .folder)
        #expect(tree.relativePaths(module) == ["Tool/Sub/Helper.swift"])
    }
}
