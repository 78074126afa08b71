import Foundation
import PlumbSwiftModule

/// A folder tree in a fresh temporary folder, removed when the value goes away. Paths are relative to
/// `root`, which is a real path (no symbolic link in it), as the finder's paths are.
final class Tree {
    let root: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-module-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    /// Writes a file, making the folders that hold it.
    func write(_ relative: String, _ text: String = "struct S {}\n") throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let path = path(relative)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Writes each file with a small type declaration.
    func write(files: [String]) throws {
        for file in files { try write(file) }
    }

    func folder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` whose target is `destination`, as written (relative to the link's
    /// folder, or absolute).
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Makes the tree's root a repository's root, as `git init` would mark it.
    func markRepository(_ relative: String = "") throws {
        try folder(relative.isEmpty ? ".git" : relative + "/.git")
    }

    /// The module's files, relative to the tree's root, sorted.
    func relativePaths(_ module: SwiftModuleSources) -> [String] {
        module.files.map { relativePath($0.path) }
    }

    func relativePath(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    func module(_ file: String, explicitRoot: String? = nil, limits: ModuleLimits = .init()) throws(ModuleError)
        -> SwiftModuleSources
    {
        try SwiftModuleFinder.module(
            containing: path(file), explicitRoot: explicitRoot.map(path), limits: limits)
    }
}
