/// The SwiftPM rule: the module is the target of the nearest `Package.swift` whose sources hold the file
/// (the deepest when targets nest), read as SwiftPM reads a target's sources; the targets it depends on in
/// the same package, and the library targets of the local packages (`.package(path:)`) in the same
/// repository it depends on, are read with it.
struct PackageRule {
    var collector: ModuleCollector
    /// Manifests read, by their package's folder (nil: none could be read there).
    private var manifests: [String: PackageManifest?] = [:]

    init(collector: ModuleCollector) {
        self.collector = collector
    }

    /// The module, or nil (with a warning naming the manifest) when no target of the package holds the
    /// file or the manifest cannot be read.
    mutating func module(manifestPath: String) throws(ModuleError) -> SwiftModuleSources? {
        let entry = collector.entry
        guard let manifest = load(FileSystem.parent(of: manifestPath)) else { return nil }
        let roots = manifest.targets.map { FileSystem.realPath(manifest.folder(of: $0)) }
        var chosen: Int?
        for (index, root) in roots.enumerated() {
            guard let root, let relative = FileSystem.relative(entry, to: root), !relative.isEmpty else { continue }
            let rules = Self.rules(for: index, of: manifest, roots: roots)
            guard !rules.isExcluded(relative), rules.isListedSource(relative) else { continue }
            if let best = chosen, let bestRoot = roots[best], bestRoot.count >= root.count { continue }
            chosen = index
        }
        guard let chosen, let root = roots[chosen] else {
            collector.warn(
                manifest.path,
                manifest.targets.isEmpty
                    ? "no target with a literal name: is declared here, so \(entry) is not read as a SwiftPM "
                        + "target; its module is looked for beside an .xcodeproj, else in its folder"
                    : "no target of the package \(manifest.name) holds \(entry); its module is looked for beside "
                        + "an .xcodeproj, else in its folder")
            return nil
        }
        let target = manifest.targets[chosen]
        collector.limitRoot = root
        _ = try collector.collect(root: root, rules: Self.rules(for: chosen, of: manifest, roots: roots))
        let dependencies = try readDependencies(of: target, in: manifest)
        return try SwiftModuleFinder.finish(
            .packageTarget(package: manifest.name, target: target.name), root: root, &collector,
            dependencies: dependencies
        ) { count, dependencies in
            var text = "the SwiftPM target \(target.name) of \(manifest.path) (\(files(count)))"
            if !dependencies.isEmpty {
                text +=
                    ", with the targets it depends on: "
                    + dependencies.map {
                        $0.manifest == manifest.path
                            ? "\($0.target) (\(files($0.paths.count)))"
                            : "\($0.target) of \($0.manifest) (\(files($0.paths.count)))"
                    }.joined(separator: ", ")
            }
            return text
        }
    }

    /// What a target's walk leaves out: its `exclude:` and `resources:` paths and the folders of the
    /// targets nested in its own; and `sources:` when given.
    static func rules(for index: Int, of manifest: PackageManifest, roots: [String?]) -> WalkRules {
        let target = manifest.targets[index]
        var rules = WalkRules()
        rules.excluded = (target.exclude + target.resources).map(FileSystem.normalize)
        if let root = roots[index] {
            for (other, otherRoot) in roots.enumerated() where other != index {
                if let otherRoot, let relative = FileSystem.relative(otherRoot, to: root), !relative.isEmpty {
                    rules.excluded.append(relative)
                }
            }
        }
        rules.sources = target.sources?.map(FileSystem.normalize)
        return rules
    }

    /// The targets `target` depends on, and theirs in turn, read: targets of the same package (`"Name"`,
    /// `.target(name:)`, `.byName(name:)`), and targets of local packages in the same repository
    /// (`.product(name:package:)`, or a product named by `"Name"`). Macros and plugins run at build time
    /// and are not read.
    private mutating func readDependencies(of target: PackageManifest.Target, in manifest: PackageManifest)
        throws(ModuleError) -> [ModuleDependency]
    {
        let repository = FileSystem.repositoryRoot(above: manifest.folder) ?? manifest.folder
        var seen: Set<String> = [manifest.folder + "\u{0}" + target.name]
        var queue = resolve(target.dependencies, in: manifest, repository: repository)
        var result: [ModuleDependency] = []
        while !queue.isEmpty {
            let (owner, dependency) = queue.removeFirst()
            guard dependency.kind != .macro, dependency.kind != .plugin,
                seen.insert(owner.folder + "\u{0}" + dependency.name).inserted
            else { continue }
            let roots = owner.targets.map { FileSystem.realPath(owner.folder(of: $0)) }
            guard let index = owner.targets.firstIndex(where: { $0.name == dependency.name }),
                let root = roots[index]
            else { continue }
            let paths = try collector.collect(root: root, rules: Self.rules(for: index, of: owner, roots: roots))
            // A target without Swift files (C, C++) is not listed; what it depends on is.
            if !paths.isEmpty {
                result.append(ModuleDependency(target: dependency.name, manifest: owner.path, root: root, paths: paths))
            }
            queue += resolve(dependency.dependencies, in: owner, repository: repository)
        }
        return result
    }

    private mutating func resolve(
        _ dependencies: [PackageManifest.Dependency], in manifest: PackageManifest, repository: String
    ) -> [(PackageManifest, PackageManifest.Target)] {
        var result: [(PackageManifest, PackageManifest.Target)] = []
        for dependency in dependencies {
            switch dependency {
            case .target(let name):
                if let target = manifest.targets.first(where: { $0.name == name }) { result.append((manifest, target)) }
            case .byName(let name):
                if let target = manifest.targets.first(where: { $0.name == name }) {
                    result.append((manifest, target))
                    continue
                }
                for package in manifest.localPackages {
                    guard let other = localManifest(package, of: manifest, repository: repository),
                        other.products.contains(where: { $0.name == name })
                    else { continue }
                    result += productTargets(name, of: other)
                    break
                }
            case .product(let name, let packageName):
                guard let package = manifest.localPackage(named: packageName),
                    let other = localManifest(package, of: manifest, repository: repository)
                else { continue }
                result += productTargets(name, of: other)
            }
        }
        return result
    }

    /// A product's targets (a target of the product's name when the manifest declares no such product).
    private func productTargets(_ product: String, of manifest: PackageManifest) -> [(
        PackageManifest, PackageManifest.Target
    )] {
        let names = manifest.products.first { $0.name == product }?.targets ?? [product]
        return names.compactMap { name in manifest.targets.first { $0.name == name }.map { (manifest, $0) } }
    }

    /// The manifest of a local package, when it is in `repository`; a warning at its `.package(path:)`
    /// otherwise.
    private mutating func localManifest(
        _ package: PackageManifest.LocalPackage, of manifest: PackageManifest, repository: String
    ) -> PackageManifest? {
        let folder = FileSystem.normalize(
            package.path.hasPrefix("/") ? package.path : FileSystem.join(manifest.folder, package.path))
        guard let real = FileSystem.realPath(folder), FileSystem.isFolder(real) else {
            warnOnce(
                folder, manifest, package,
                "the local package \(package.path) does not exist; its files are not read")
            return nil
        }
        guard FileSystem.isInside(real, repository) else {
            warnOnce(
                real, manifest, package,
                "the local package \(package.path) is outside the repository \(repository); its files are not read")
            return nil
        }
        return load(real)
    }

    private var warned: Set<String> = []

    private mutating func warnOnce(
        _ key: String, _ manifest: PackageManifest, _ package: PackageManifest.LocalPackage, _ message: String
    ) {
        guard warned.insert(key).inserted else { return }
        collector.warn(manifest.path, line: package.line, column: package.column, message)
    }

    /// The manifest of the package in `folder` (a real path), read once; nil with a warning when it cannot
    /// be read.
    private mutating func load(_ folder: String) -> PackageManifest? {
        if let known = manifests[folder] { return known }
        let path = FileSystem.join(folder, "Package.swift")
        var manifest: PackageManifest?
        switch FileSystem.readText(path, maximumBytes: collector.limits.maximumFileBytes) {
        case .text(let text):
            manifest = PackageManifest(path: path, text: text)
            collector.warn(manifest!.warnings)
        case .notUTF8:
            collector.warn(path, "this manifest is not UTF-8 text, so it is not read")
        case .tooLarge:
            collector.warn(
                path, "this manifest is larger than \(bytes(collector.limits.maximumFileBytes)), so it is not read")
        case .unreadable(let reason):
            collector.warn(path, "this manifest cannot be read (\(reason))")
        }
        manifests[folder] = manifest
        return manifest
    }
}
