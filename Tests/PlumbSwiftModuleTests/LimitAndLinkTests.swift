import PlumbSwiftModule
import Testing

/// Symbolic links, files that cannot be read as Swift, and the limits: warnings and errors naming the path,
/// never a hang.
@Suite("Links, unreadable files and limits")
struct LimitAndLinkTests {
    @Test func aSymbolicLinkLoopIsAWarningNamingTheLink() throws {
        let tree = try Tree()
        try tree.write(files: ["M/A.swift", "M/Sub/B.swift"])
        try tree.link("M/Sub/Loop", to: "..")
        let module = try tree.module("M/A.swift", explicitRoot: "M")
        #expect(tree.relativePaths(module) == ["M/A.swift", "M/Sub/B.swift"])
        #expect(module.warnings.map(\.path) == [tree.path("M/Sub/Loop")])
        #expect(module.warnings.first?.description.hasPrefix("\(tree.path("M/Sub/Loop")): warning: ") == true)
    }

    @Test func aLinkedFolderIsReadOnceByItsRealPath() throws {
        let tree = try Tree()
        try tree.write(files: ["M/A.swift", "Shared/S.swift"])
        try tree.link("M/Shared", to: "../Shared")
        try tree.link("M/SharedAgain", to: tree.path("Shared"))
        try tree.link("M/Alias.swift", to: "A.swift")
        let module = try tree.module("M/A.swift", explicitRoot: "M")
        #expect(tree.relativePaths(module) == ["M/A.swift", "Shared/S.swift"])
        #expect(module.warnings.isEmpty)
    }

    @Test func anEntryGivenThroughALinkIsItsRealPath() throws {
        let tree = try Tree()
        try tree.write(files: ["Real/A.swift", "Real/B.swift"])
        try tree.link("Alias", to: "Real")
        let module = try tree.module("Alias/A.swift")
        #expect(module.entry == tree.path("Real/A.swift"))
        #expect(module.root == tree.path("Real"))
        #expect(module.entryFile?.path == tree.path("Real/A.swift"))
        #expect(tree.relativePaths(module) == ["Real/A.swift", "Real/B.swift"])
    }

    @Test func aFileThatIsNotUTF8IsAWarningAndLeftOut() throws {
        let tree = try Tree()
        try tree.write(files: ["M/A.swift"])
        try tree.write("M/Latin1.swift", bytes: Array("let s = \"caf".utf8) + [0xE9, 0x22, 0x0A])
        let module = try tree.module("M/A.swift")
        #expect(tree.relativePaths(module) == ["M/A.swift"])
        #expect(module.warnings.map(\.path) == [tree.path("M/Latin1.swift")])
        #expect(module.warnings.first?.message.contains("not UTF-8") == true)
    }

    @Test func anEntryThatIsNotUTF8IsAnError() throws {
        let tree = try Tree()
        try tree.write("M/Latin1.swift", bytes: [0x2F, 0x2F, 0xE9, 0x0A])
        let error = #expect(throws: ModuleError.self) { try tree.module("M/Latin1.swift") }
        #expect(error?.path == tree.path("M/Latin1.swift"))
        #expect(error?.description == "\(tree.path("M/Latin1.swift")): error: this file is not UTF-8 text")
    }

    @Test func aFileOverTheSizeLimitIsAWarningAndLeftOut() throws {
        let tree = try Tree()
        try tree.write("M/A.swift", "struct A {}\n")
        try tree.write("M/Big.swift", String(repeating: "// padding\n", count: 10))
        let module = try tree.module("M/A.swift", limits: ModuleLimits(maximumFileBytes: 64))
        #expect(tree.relativePaths(module) == ["M/A.swift"])
        #expect(module.warnings.map(\.path) == [tree.path("M/Big.swift")])
        #expect(module.warnings.first?.message.contains("64 bytes") == true)

        let error = #expect(throws: ModuleError.self) {
            try tree.module("M/Big.swift", limits: ModuleLimits(maximumFileBytes: 64))
        }
        #expect(error?.path == tree.path("M/Big.swift"))
    }

    @Test func tooManyFilesIsAnErrorNamingTheRootAndTheLimit() throws {
        let tree = try Tree()
        try tree.write(files: ["M/A.swift", "M/B.swift", "M/C.swift", "M/D.swift"])
        let error = #expect(throws: ModuleError.self) {
            try tree.module("M/A.swift", limits: ModuleLimits(maximumFiles: 3))
        }
        #expect(error?.path == tree.path("M"))
        #expect(error?.message.contains("more than 3 Swift files") == true)
        #expect(error?.message.contains("--module") == true)
        // At the limit: read.
        let module = try tree.module("M/A.swift", limits: ModuleLimits(maximumFiles: 4))
        #expect(module.files.count == 4)
    }

    @Test func tooManyBytesIsAnErrorNamingTheRootAndTheLimit() throws {
        let tree = try Tree()
        try tree.write(files: ["M/A.swift", "M/B.swift", "M/C.swift"])  // 12 bytes each
        let error = #expect(throws: ModuleError.self) {
            try tree.module("M/A.swift", explicitRoot: "M", limits: ModuleLimits(maximumTotalBytes: 30))
        }
        #expect(error?.path == tree.path("M"))
        #expect(error?.message.contains("more than 30 bytes") == true)
        #expect(error?.message.contains("--module") == true)
    }

    @Test func foldersDeeperThanTheLimitAreLeftOutWithAWarning() throws {
        let tree = try Tree()
        try tree.write(files: ["M/A.swift", "M/1/B.swift", "M/1/2/C.swift", "M/1/2/3/D.swift"])
        let module = try tree.module("M/A.swift", explicitRoot: "M", limits: ModuleLimits(maximumDepth: 2))
        #expect(tree.relativePaths(module) == ["M/1/2/C.swift", "M/1/B.swift", "M/A.swift"])
        #expect(module.warnings.map(\.path) == [tree.path("M/1/2/3")])
    }

    @Test func aMissingFileOrAFolderIsAnError() throws {
        let tree = try Tree()
        try tree.folder("M")
        let missing = #expect(throws: ModuleError.self) { try tree.module("M/Nope.swift") }
        #expect(missing?.description == "\(tree.path("M/Nope.swift")): error: no such file")
        let folder = #expect(throws: ModuleError.self) { try tree.module("M") }
        #expect(folder?.path == tree.path("M"))
        try tree.write("M/A.swift")
        let root = #expect(throws: ModuleError.self) { try tree.module("M/A.swift", explicitRoot: "Nowhere") }
        #expect(root?.path == tree.path("Nowhere"))
    }

    @Test func diagnosticsPrintPathPositionSeverityAndMessage() {
        #expect(
            ModuleWarning(path: "/p/Package.swift", line: 3, column: 9, message: "m").description
                == "/p/Package.swift:3:9: warning: m")
        #expect(ModuleWarning(path: "/p/A.swift", message: "m").description == "/p/A.swift: warning: m")
        #expect(ModuleError(path: "/p", message: "m").description == "/p: error: m")
        #expect(ModuleError(path: "/p", line: 2, column: 1, message: "m").description == "/p:2:1: error: m")
    }

    @Test func theDefaultLimits() {
        let limits = ModuleLimits()
        #expect(limits.maximumFiles == 2_000)
        #expect(limits.maximumFileBytes == 4 * 1024 * 1024)
        #expect(limits.maximumTotalBytes == 64 * 1024 * 1024)
        #expect(limits.maximumDepth == 32)
    }
}
