import PlumbSwiftModule
import Testing

/// The SwiftPM rule: the nearest Package.swift's target whose sources hold the file.
@Suite("A file of a SwiftPM package")
struct PackageTargetTests {
    static let twoTargets = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Demo",
            targets: [
                .executableTarget(name: "App"),
                .target(name: "Core", path: "Lib/Core"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )
        """

    func twoTargetTree() throws -> Tree {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write("Package.swift", Self.twoTargets)
        try tree.write(files: [
            "Sources/App/Main.swift", "Sources/App/Views/Card.swift", "Sources/App/Notes.md",
            "Lib/Core/Model.swift", "Lib/Core/Storage/Disk.swift",
            "Tests/AppTests/AppTests.swift",
        ])
        return tree
    }

    @Test func aFileOfADefaultPathTargetReadsThatTargetOnly() throws {
        let tree = try twoTargetTree()
        let module = try tree.module("Sources/App/Views/Card.swift")
        #expect(module.kind == .packageTarget(package: "Demo", target: "App"))
        #expect(tree.relativePaths(module) == ["Sources/App/Main.swift", "Sources/App/Views/Card.swift"])
        #expect(module.root == tree.path("Sources/App"))
        #expect(module.entry == tree.path("Sources/App/Views/Card.swift"))
        #expect(module.warnings.isEmpty)
        #expect(module.description == "the SwiftPM target App of \(tree.path("Package.swift")) (2 files)")
    }

    @Test func aFileOfACustomPathTargetReadsThatFolder() throws {
        let tree = try twoTargetTree()
        let module = try tree.module("Lib/Core/Storage/Disk.swift")
        #expect(module.kind == .packageTarget(package: "Demo", target: "Core"))
        #expect(tree.relativePaths(module) == ["Lib/Core/Model.swift", "Lib/Core/Storage/Disk.swift"])
    }

    @Test func aTestTargetIsUnderTestsAndReadsTheTargetsItDependsOn() throws {
        let tree = try twoTargetTree()
        let module = try tree.module("Tests/AppTests/AppTests.swift")
        #expect(module.kind == .packageTarget(package: "Demo", target: "AppTests"))
        #expect(
            tree.relativePaths(module) == [
                "Sources/App/Main.swift", "Sources/App/Views/Card.swift", "Tests/AppTests/AppTests.swift",
            ])
        #expect(module.dependencies.map(\.target) == ["App"])
        #expect(
            module.description
                == "the SwiftPM target AppTests of \(tree.path("Package.swift")) (1 file), "
                + "with the targets it depends on: App (2 files)")
    }

    @Test func excludeLeavesOutAFileAndAFolderWithoutReadingThem() throws {
        let tree = try Tree()
        try tree.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Lib", targets: [
                .target(name: "Lib", exclude: ["Old.swift", "Legacy/", "./Notes"]),
            ])
            """)
        try tree.write(files: ["Sources/Lib/A.swift", "Sources/Lib/Sub/B.swift", "Sources/Lib/Notes/N.swift"])
        // Not UTF-8: reading them would be a warning.
        try tree.write("Sources/Lib/Old.swift", bytes: [0xFF, 0xFE])
        try tree.write("Sources/Lib/Legacy/Older.swift", bytes: [0xFF, 0xFE])
        let module = try tree.module("Sources/Lib/A.swift")
        #expect(module.kind == .packageTarget(package: "Lib", target: "Lib"))
        #expect(tree.relativePaths(module) == ["Sources/Lib/A.swift", "Sources/Lib/Sub/B.swift"])
        #expect(module.warnings.isEmpty)
    }

    @Test func anExcludedFileBelongsToNoTargetAndFallsThroughWithAWarning() throws {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write(
            "Package.swift",
            """
            let package = Package(name: "Lib", targets: [.target(name: "Lib", exclude: ["Scratch.swift"])])
            """)
        try tree.write(files: ["Sources/Lib/A.swift", "Sources/Lib/Scratch.swift"])
        let module = try tree.module("Sources/Lib/Scratch.swift")
        #expect(module.kind == .folder)
        #expect(tree.relativePaths(module) == ["Sources/Lib/A.swift", "Sources/Lib/Scratch.swift"])
        #expect(module.warnings.map(\.path) == [tree.path("Package.swift")])
    }

    @Test func sourcesReadsOnlyTheFilesAndFoldersItNames() throws {
        let tree = try Tree()
        try tree.write(
            "Package.swift",
            """
            let package = Package(name: "Lib", targets: [
                .target(name: "Lib", path: "Code", sources: ["A.swift", "Sub"]),
            ])
            """)
        try tree.write(files: [
            "Code/A.swift", "Code/B.swift", "Code/Sub/C.swift", "Code/Sub/Deep/D.swift", "Code/Other/E.swift",
        ])
        let module = try tree.module("Code/Sub/C.swift")
        #expect(module.kind == .packageTarget(package: "Lib", target: "Lib"))
        #expect(tree.relativePaths(module) == ["Code/A.swift", "Code/Sub/C.swift", "Code/Sub/Deep/D.swift"])
    }

    @Test func nestedTargetsEachReadTheirOwnFolder() throws {
        let tree = try Tree()
        try tree.write(
            "Package.swift",
            """
            let package = Package(name: "Nest", targets: [
                .target(name: "Outer", path: "Sources/Outer"),
                Target.target(name: "Inner", path: "Sources/Outer/Inner"),
            ])
            """)
        try tree.write(files: [
            "Sources/Outer/O.swift", "Sources/Outer/Inner/I.swift", "Sources/Outer/Inner/Sub/J.swift",
        ])
        let inner = try tree.module("Sources/Outer/Inner/Sub/J.swift")
        #expect(inner.kind == .packageTarget(package: "Nest", target: "Inner"))
        #expect(tree.relativePaths(inner) == ["Sources/Outer/Inner/I.swift", "Sources/Outer/Inner/Sub/J.swift"])
        let outer = try tree.module("Sources/Outer/O.swift")
        #expect(outer.kind == .packageTarget(package: "Nest", target: "Outer"))
        #expect(tree.relativePaths(outer) == ["Sources/Outer/O.swift"])
    }

    @Test func aLocalPackageInTheRepositoryIsReadThroughItsProduct() throws {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write(
            "App/Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [
                    .package(path: "../Packages/DesignSystem"),
                    .package(url: "https://github.com/apple/swift-collections", from: "1.0.0"),
                ],
                targets: [
                    .executableTarget(
                        name: "App",
                        dependencies: [
                            .product(name: "DesignSystem", package: "DesignSystem"),
                            .product(name: "Collections", package: "swift-collections"),
                        ]),
                ])
            """)
        try tree.write(
            "Packages/DesignSystem/Package.swift",
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "DesignSystem",
                products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
                targets: [
                    .target(name: "DesignSystem", dependencies: ["Tokens"]),
                    .target(name: "Tokens", dependencies: ["CTokens"]),
                    .target(name: "CTokens", dependencies: ["Palette"]),
                    .target(name: "Palette"),
                    .target(name: "Unused"),
                    .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
                ])
            """)
        try tree.write(files: [
            "App/Sources/App/ContentView.swift",
            "Packages/DesignSystem/Sources/DesignSystem/Card.swift",
            "Packages/DesignSystem/Sources/Tokens/Colors.swift",
            "Packages/DesignSystem/Sources/Palette/Palette.swift",
            "Packages/DesignSystem/Sources/Unused/U.swift",
            "Packages/DesignSystem/Tests/DesignSystemTests/CardTests.swift",
        ])
        // A C target: no Swift files, so not listed, but what it depends on is read.
        try tree.write("Packages/DesignSystem/Sources/CTokens/shim.c", "int tokens;\n")
        let module = try tree.module("App/Sources/App/ContentView.swift")
        #expect(module.kind == .packageTarget(package: "App", target: "App"))
        #expect(
            tree.relativePaths(module) == [
                "App/Sources/App/ContentView.swift",
                "Packages/DesignSystem/Sources/DesignSystem/Card.swift",
                "Packages/DesignSystem/Sources/Palette/Palette.swift",
                "Packages/DesignSystem/Sources/Tokens/Colors.swift",
            ])
        #expect(module.dependencies.map(\.target) == ["DesignSystem", "Tokens", "Palette"])
        #expect(module.root == tree.path("App/Sources/App"))
        let manifest = tree.path("Packages/DesignSystem/Package.swift")
        #expect(
            module.description
                == "the SwiftPM target App of \(tree.path("App/Package.swift")) (1 file), with the targets it "
                + "depends on: DesignSystem of \(manifest) (1 file), Tokens of \(manifest) (1 file), "
                + "Palette of \(manifest) (1 file)")
        #expect(module.warnings.isEmpty)
    }

    @Test func aLocalPackageOutsideTheRepositoryIsNotRead() throws {
        let tree = try Tree()
        try tree.markRepository("Repo")
        try tree.write(
            "Repo/Package.swift",
            """
            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Elsewhere")],
                targets: [.target(name: "App", dependencies: [.product(name: "Kit", package: "Elsewhere")])])
            """)
        try tree.write(
            "Elsewhere/Package.swift",
            #"let package = Package(name: "Kit", targets: [.target(name: "Kit")])"#)
        try tree.write(files: ["Repo/Sources/App/A.swift", "Elsewhere/Sources/Kit/K.swift"])
        let module = try tree.module("Repo/Sources/App/A.swift")
        #expect(tree.relativePaths(module) == ["Repo/Sources/App/A.swift"])
        #expect(module.dependencies.isEmpty)
        let warning = try #require(module.warnings.first)
        #expect(warning.path == tree.path("Repo/Package.swift"))
        #expect(warning.line == 3)
        #expect(warning.message.contains("outside the repository"))
    }

    @Test func aManifestWithNoTargetForTheFileFallsThroughWithAWarningNamingIt() throws {
        let tree = try Tree()
        try tree.markRepository()
        try tree.write("Package.swift", #"let package = Package(name: "Lib", targets: [.target(name: "Lib")])"#)
        try tree.write(files: ["Sources/Lib/L.swift", "Scripts/tool.swift", "Scripts/helper.swift"])
        let module = try tree.module("Scripts/tool.swift")
        #expect(module.kind == .folder)
        #expect(tree.relativePaths(module) == ["Scripts/helper.swift", "Scripts/tool.swift"])
        #expect(module.warnings.count == 1)
        #expect(module.warnings.first?.path == tree.path("Package.swift"))
        #expect(module.warnings.first?.message.contains("no target of the package Lib holds") == true)
    }

    @Test func swiftPMsFallbackSourceFoldersAndASingleTargetOwningThem() throws {
        let tree = try Tree()
        try tree.write("A/Package.swift", #"let package = Package(name: "A", targets: [.target(name: "A")])"#)
        try tree.write(files: ["A/src/A/One.swift", "A/src/A/Two.swift"])
        let fallback = try tree.module("A/src/A/One.swift")
        #expect(fallback.kind == .packageTarget(package: "A", target: "A"))
        #expect(tree.relativePaths(fallback) == ["A/src/A/One.swift", "A/src/A/Two.swift"])

        // Tools version 5.9: the only regular target may own Sources/ itself.
        try tree.write(
            "B/Package.swift",
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "B", targets: [.target(name: "B"), .testTarget(name: "BTests")])
            """)
        try tree.write(files: ["B/Sources/One.swift", "B/Sources/Sub/Two.swift", "B/Tests/T.swift"])
        let whole = try tree.module("B/Sources/Sub/Two.swift")
        #expect(whole.kind == .packageTarget(package: "B", target: "B"))
        #expect(tree.relativePaths(whole) == ["B/Sources/One.swift", "B/Sources/Sub/Two.swift"])
    }

    @Test func resourcesAndTheManifestAreNotSources() throws {
        let tree = try Tree()
        try tree.write(
            "Package.swift",
            """
            let package = Package(name: "P", targets: [
                .testTarget(name: "PTests", path: ".", exclude: ["Sources"], resources: [.copy("Fixtures")]),
            ])
            """)
        try tree.write(files: ["T.swift", "Package@swift-5.9.swift", "Fixtures/Sample.swift", "Sources/S.swift"])
        let module = try tree.module("T.swift")
        #expect(module.kind == .packageTarget(package: "P", target: "PTests"))
        #expect(tree.relativePaths(module) == ["T.swift"])
    }

    @Test func aValueThatIsNotALiteralIsAWarningAtItsPosition() throws {
        let tree = try Tree()
        try tree.write(
            "Package.swift",
            """
            let common = ["Old.swift"]
            let package = Package(name: "P", targets: [
                .target(name: "P", exclude: common),
            ])
            """)
        try tree.write(files: ["Sources/P/A.swift"])
        let module = try tree.module("Sources/P/A.swift")
        #expect(module.kind == .packageTarget(package: "P", target: "P"))
        #expect(module.warnings.count == 1)
        let warning = try #require(module.warnings.first)
        #expect(warning.path == tree.path("Package.swift"))
        #expect(warning.line == 3)
        #expect(warning.column == 33)
        #expect(warning.description.hasPrefix("\(tree.path("Package.swift")):3:33: warning: exclude:"))
    }

    @Test func aTargetFolderSkipsBuildFolders() throws {
        let tree = try Tree()
        try tree.write("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "P")])"#)
        try tree.write(files: ["Sources/P/A.swift", "Sources/P/.build/B.swift", "Sources/P/DerivedData/C.swift"])
        let module = try tree.module("Sources/P/A.swift")
        #expect(tree.relativePaths(module) == ["Sources/P/A.swift"])
    }
}
