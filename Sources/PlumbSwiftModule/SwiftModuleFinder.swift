/// Finds the module a Swift file belongs to and reads its files: the compiler compiles a module, not a
/// file, so a view may use types declared in the module's other files. The rules, in order (README.md):
/// the folder the caller names; the nearest `Package.swift`'s target that holds the file; an app's folder
/// beside an `.xcodeproj`; the file's own folder.
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
        if let module = try appModule(folder, &collector) {
            return module
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

    /// An app's folder: walking up from the file's folder, no further than the nearest folder holding an
    /// `.xcodeproj` (else the repository's root), the nearest folder with a Swift file that declares a
    /// `@main` `App` is the app's folder. Without one, the folder beside the `.xcodeproj` that holds the
    /// file. Test folders and folders holding their own project or package are left out.
    private static func appModule(_ folder: String, _ collector: inout ModuleCollector) throws(ModuleError)
        -> SwiftModuleSources?
    {
        let repository = FileSystem.repositoryRoot(above: folder)
        var project: (folder: String, name: String)?
        for candidate in FileSystem.foldersUpward(from: folder) {
            if let name = FileSystem.names(in: candidate)?.first(where: {
                $0.hasSuffix(".xcodeproj") && FileSystem.isFolder(FileSystem.join(candidate, $0))
            }) {
                project = (candidate, name)
                break
            }
            if candidate == repository { break }
        }
        guard let bound = project?.folder ?? repository else { return nil }
        let rules = WalkRules(leavesOutTestFolders: true, leavesOutOtherProjects: true)
        for candidate in FileSystem.foldersUpward(from: folder) {
            if let app = AppEntryPoint.appFile(in: candidate, maximumBytes: collector.limits.maximumFileBytes) {
                collector.limitRoot = candidate
                _ = try collector.collect(root: candidate, rules: rules)
                let packages = try localPackages(of: project, &collector)
                return try finish(.xcodeApp, root: candidate, &collector, dependencies: packages) { count, packages in
                    "the app \(app.type)'s folder \(candidate) (\(files(count)))" + packagesNote(packages)
                }
            }
            if candidate == bound { break }
        }
        guard let project else { return nil }
        // The top folder under the project's folder that holds the file (the project's folder itself when
        // the file sits beside the `.xcodeproj`).
        var root = project.folder
        if let relative = FileSystem.relative(folder, to: project.folder),
            let first = relative.split(separator: "/").first
        {
            root = FileSystem.join(project.folder, String(first))
        }
        collector.limitRoot = root
        _ = try collector.collect(root: root, rules: rules)
        let packages = try localPackages(of: project, &collector)
        return try finish(.xcodeApp, root: root, &collector, dependencies: packages) { count, packages in
            (root == project.folder
                ? "the folder \(root) of \(project.name) (\(files(count)))"
                : "the folder \(root) beside \(project.name) (\(files(count)))") + packagesNote(packages)
        }
    }

    /// The local Swift packages an Xcode project depends on (its `project.pbxproj`'s
    /// `XCLocalSwiftPackageReference`s) that sit inside the repository: the Swift files of each one's
    /// `Sources` folder (its targets' folders by SwiftPM's convention), tests left out.
    static func localPackages(of project: (folder: String, name: String)?, _ collector: inout ModuleCollector)
        throws(ModuleError) -> [ModuleDependency]
    {
        guard let project else { return [] }
        let file = FileSystem.join(FileSystem.join(project.folder, project.name), "project.pbxproj")
        guard case .text(let text) = FileSystem.readText(file, maximumBytes: collector.limits.maximumFileBytes)
        else { return [] }
        var dependencies: [ModuleDependency] = []
        let repository = FileSystem.repositoryRoot(above: project.folder) ?? project.folder
        for relative in XcodeProject.localPackagePaths(in: text) {
            guard let folder = FileSystem.realPath(FileSystem.join(project.folder, relative)),
                FileSystem.isInside(folder, repository),
                case .file = FileSystem.type(of: FileSystem.join(folder, "Package.swift"))
            else { continue }
            let sources = FileSystem.join(folder, "Sources")
            let root = FileSystem.isFolder(sources) ? sources : folder
            let paths = try collector.collect(
                root: root, rules: WalkRules(leavesOutTestFolders: true, leavesOutOtherProjects: false))
            dependencies.append(
                ModuleDependency(
                    target: String(relative.split(separator: "/").last ?? Substring(relative)),
                    manifest: FileSystem.join(folder, "Package.swift"), root: folder, paths: paths))
        }
        return dependencies
    }

    /// ", with the local package Kit (12 files)" for the packages read with an app.
    static func packagesNote(_ packages: [ModuleDependency]) -> String {
        packages.filter { !$0.paths.isEmpty }.map { ", with the local package \($0.target) (\(files($0.paths.count)))" }
            .joined()
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
            description: describe(files.count(where: { !ofDependencies.contains($0.path) }), dependencies),
            resources: collector.readResources())
    }
}

/// "1 file", "12 files".
func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }
