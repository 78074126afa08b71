/// Finds the module a Swift file belongs to and reads its files: the compiler compiles a module, not a
/// file, so a view may use types declared in the module's other files. The rules, in order: the folder
/// the caller names; the nearest `Package.swift`'s target that holds the file; the file's own folder.
public enum SwiftModuleFinder {
    public static func module(
        containing file: String, explicitRoot: String? = nil, limits: ModuleLimits = .init()
    ) throws(ModuleError) -> SwiftModuleSources {
        guard let entry = FileSystem.realPath(file) else {
            throw ModuleError(path: file, message: "no such file")
        }
        switch FileSystem.type(of: entry) {
        case .file: break
        case .folder: throw ModuleError(path: file, message: "this is a folder, not a Swift file")
        default: throw ModuleError(path: file, message: "this is not a regular file")
        }
        let folder = FileSystem.parent(of: entry)
        var collector = ModuleCollector(limits: limits, entry: entry, limitRoot: folder)

        if let explicitRoot {
            return try explicitModule(explicitRoot, &collector)
        }
        if let manifestPath = nearestManifest(above: folder) {
            var rule = PackageRule(collector: collector)
            if let module = try rule.module(manifestPath: manifestPath) {
                return module
            }
            // The package rule's warnings (its manifest's, and why no target holds the file) stay.
            collector.warn(rule.collector.warnings)
        }
        return try folderModule(folder, &collector)
    }

    /// The `Package.swift` in `folder` or the nearest folder above it.
    static func nearestManifest(above folder: String) -> String? {
        for candidate in FileSystem.foldersUpward(from: folder) {
            let path = FileSystem.join(candidate, "Package.swift")
            if case .file = FileSystem.type(of: path) { return path }
        }
        return nil
    }

    /// Every Swift file under the folder the caller names (the entry file too, wherever it is).
    private static func explicitModule(_ explicitRoot: String, _ collector: inout ModuleCollector) throws(ModuleError)
        -> SwiftModuleSources
    {
        guard let root = FileSystem.realPath(explicitRoot), FileSystem.isFolder(root) else {
            throw ModuleError(path: explicitRoot, message: "no such folder (given by --module)")
        }
        collector.limitRoot = root
        _ = try collector.collect(root: root, rules: WalkRules())
        return try finish(.explicit, root: root, &collector) { count, _ in
            "the Swift files under \(root), given by --module (\(files(count)))"
        }
    }

    /// The Swift files of the file's own folder, not its subfolders.
    private static func folderModule(_ folder: String, _ collector: inout ModuleCollector) throws(ModuleError)
        -> SwiftModuleSources
    {
        collector.limitRoot = folder
        _ = try collector.collect(root: folder, rules: WalkRules(recursive: false))
        return try finish(.folder, root: folder, &collector) { count, _ in
            "the Swift files of the folder \(folder) (\(files(count)))"
        }
    }

    /// Adds the entry file, reads every file and describes the module (`describe` gets the count of the
    /// module's own files read, and its dependencies with the paths read).
    static func finish(
        _ kind: SwiftModuleSources.Kind, root: String, _ collector: inout ModuleCollector,
        dependencies: [ModuleDependency] = [], describe: (Int, [ModuleDependency]) -> String
    ) throws(ModuleError) -> SwiftModuleSources {
        try collector.addEntry()
        let files = try collector.read()
        let read = Set(files.map(\.path))
        let dependencies = dependencies.map {
            var dependency = $0
            dependency.paths = dependency.paths.filter { read.contains($0) }.sorted()
            return dependency
        }
        let ofDependencies = Set(dependencies.flatMap(\.paths))
        return SwiftModuleSources(
            kind: kind, root: root, files: files, entry: collector.entry, warnings: collector.warnings,
            dependencies: dependencies,
            description: describe(files.count(where: { !ofDependencies.contains($0.path) }), dependencies))
    }
}

/// "1 file", "12 files".
func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }
