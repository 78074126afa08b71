/// Which files of a folder tree a walk takes.
struct WalkRules {
    /// Whether subfolders are entered.
    var recursive = true
    /// Leave out folders named like a test target's folder (`*Tests`, which takes in `*UITests`).
    var leavesOutTestFolders = false
    /// Leave out folders that hold their own `Package.swift` or `.xcodeproj`: other modules.
    var leavesOutOtherProjects = false
    /// Paths relative to the walk's root that are not sources, with what they hold (a target's `exclude:`
    /// and `resources:`, and the folders of targets nested in it).
    var excluded: [String] = []
    /// When set, only these paths relative to the root are sources (a target's `sources:`): files, or
    /// folders with what they hold.
    var sources: [String]?

    func isExcluded(_ relative: String) -> Bool {
        excluded.contains { !$0.isEmpty && ($0 == relative || relative.hasPrefix($0 + "/")) }
    }

    /// Whether a file at `relative` is one of `sources`.
    func isListedSource(_ relative: String) -> Bool {
        guard let sources else { return true }
        return sources.contains { $0.isEmpty || $0 == relative || relative.hasPrefix($0 + "/") }
    }

    /// Whether a folder at `relative` is one of `sources`, inside one, or holds one.
    func mayHoldSources(_ relative: String) -> Bool {
        guard let sources else { return true }
        return sources.contains {
            $0.isEmpty || $0 == relative || relative.hasPrefix($0 + "/") || $0.hasPrefix(relative + "/")
        }
    }
}

/// Folders no module's sources live in: build products, dependency managers' checkouts, version control.
/// (Any folder whose name begins with "." is left out too, as SwiftPM leaves out hidden files.)
let skippedFolderNames: Set<String> = [
    ".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules",
]

/// Walks folders for Swift files, within `ModuleLimits`, and reads them. Files are known by their real
/// path, so a file reached twice (through a symbolic link) is read once.
struct ModuleCollector {
    let limits: ModuleLimits
    /// The real path of the file asked for: it is always read, and the folders that hold it are never left
    /// out by name.
    let entry: String
    /// The folder named by the errors for too many files or bytes.
    var limitRoot: String
    private(set) var warnings: [ModuleWarning] = []
    private var sizes: [String: Int] = [:]
    private var totalBytes = 0
    /// JSON files met on the walks (real path → size): resources the app's bundle would hold.
    private var resourceSizes: [String: Int] = [:]

    init(limits: ModuleLimits, entry: String, limitRoot: String) {
        self.limits = limits
        self.entry = entry
        self.limitRoot = limitRoot
    }

    mutating func warn(_ path: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        warnings.append(ModuleWarning(path: path, line: line, column: column, message: message))
    }

    mutating func warn(_ warnings: [ModuleWarning]) { self.warnings += warnings }

    /// The real paths of the Swift files under `root` (a real path) that `rules` take, each added to the
    /// module once.
    mutating func collect(root: String, rules: WalkRules) throws(ModuleError) -> [String] {
        var found: [String] = []
        var ancestors: Set<String> = [root]
        var visited: Set<String> = [root]
        try walk(
            folder: root, relative: "", depth: 0, root: root, rules: rules, ancestors: &ancestors,
            visited: &visited, found: &found)
        return found
    }

    private mutating func walk(
        folder: String, relative: String, depth: Int, root: String, rules: WalkRules,
        ancestors: inout Set<String>, visited: inout Set<String>, found: inout [String]
    ) throws(ModuleError) {
        guard let names = FileSystem.names(in: folder) else {
            warn(folder, "this folder cannot be listed; its files are left out")
            return
        }
        for name in names {
            let path = FileSystem.join(folder, name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if rules.isExcluded(relativePath) { continue }
            var type = FileSystem.type(of: path, followingLinks: false)
            var real = path
            if type == .link {
                guard let resolved = FileSystem.realPath(path) else {
                    if name.hasSuffix(".swift") { warn(path, "this symbolic link points to nothing; it is left out") }
                    continue
                }
                real = resolved
                type = FileSystem.type(of: resolved)
            }
            switch type {
            case .folder:
                guard rules.recursive, rules.mayHoldSources(relativePath) else { continue }
                if !FileSystem.isInside(entry, real) {
                    if name.hasPrefix(".") || skippedFolderNames.contains(name) { continue }
                    if rules.leavesOutTestFolders && name.hasSuffix("Tests") { continue }
                    if rules.leavesOutOtherProjects && Self.holdsProject(real) { continue }
                }
                if ancestors.contains(real) {
                    warn(path, "this symbolic link leads back to \(real), which holds it; it is not followed")
                    continue
                }
                if visited.contains(real) { continue }
                if depth + 1 > limits.maximumDepth {
                    warn(
                        path,
                        "this folder is more than \(limits.maximumDepth) folders deep below \(root); "
                            + "its files are left out")
                    continue
                }
                visited.insert(real)
                ancestors.insert(real)
                try walk(
                    folder: real, relative: relativePath, depth: depth + 1, root: root, rules: rules,
                    ancestors: &ancestors, visited: &visited, found: &found)
                ancestors.remove(real)
            case .file(let size):
                // An asset catalogue's `Contents.json` describes its images and colours: not a resource
                // the app reads.
                if name.hasSuffix(".json"), !name.hasPrefix("."), size <= limits.maximumResourceBytes,
                    !relativePath.contains(".xcassets/")
                {
                    resourceSizes[real] = size
                    continue
                }
                guard name.hasSuffix(".swift"), !name.hasPrefix("."), rules.isListedSource(relativePath) else {
                    continue
                }
                // A package's manifest is run by SwiftPM, never compiled into a module.
                if name == "Package.swift" || name.hasPrefix("Package@swift") { continue }
                if try add(real, size: size, shownAs: path) { found.append(real) }
            case .other:
                if name.hasSuffix(".swift") { warn(path, "this is not a regular file; it is left out") }
            case .link, .missing:
                continue
            }
        }
    }

    /// Whether `folder` holds a `Package.swift` or an `.xcodeproj`.
    static func holdsProject(_ folder: String) -> Bool {
        guard let names = FileSystem.names(in: folder) else { return false }
        return names.contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }
    }

    /// Adds a file (known by its real path) to the module; false when it is left out for its size.
    @discardableResult
    mutating func add(_ real: String, size: Int, shownAs path: String) throws(ModuleError) -> Bool {
        if sizes[real] != nil { return true }
        if size > limits.maximumFileBytes {
            let message = "this file is larger than \(bytes(limits.maximumFileBytes)), the limit for one file"
            if real == entry { throw ModuleError(path: path, message: message) }
            warn(path, message + "; it is left out of the module")
            return false
        }
        sizes[real] = size
        totalBytes += size
        if sizes.count > limits.maximumFiles {
            throw ModuleError(
                path: limitRoot,
                message: "the module found here has more than \(limits.maximumFiles) Swift files, the limit; "
                    + "name the module's own folder with --module")
        }
        if totalBytes > limits.maximumTotalBytes {
            throw ModuleError(
                path: limitRoot,
                message: "the Swift files of the module found here come to more than "
                    + "\(bytes(limits.maximumTotalBytes)), the limit; name the module's own folder with --module")
        }
        return true
    }

    /// Adds the entry file when no walk found it (it is read whatever the rules say).
    mutating func addEntry() throws(ModuleError) {
        guard sizes[entry] == nil else { return }
        guard case .file(let size) = FileSystem.type(of: entry) else {
            throw ModuleError(path: entry, message: "this is not a regular file")
        }
        try add(entry, size: size, shownAs: entry)
    }

    /// Reads every file added, sorted by path. A file that is not UTF-8 or cannot be read is left out with
    /// a warning; the entry file is an error then.
    mutating func read() throws(ModuleError) -> [SwiftSourceFile] {
        var files: [SwiftSourceFile] = []
        for path in sizes.keys.sorted() {
            let problem: String
            switch FileSystem.readText(path, maximumBytes: limits.maximumFileBytes) {
            case .text(let text):
                files.append(SwiftSourceFile(path: path, text: text))
                continue
            case .notUTF8: problem = "this file is not UTF-8 text"
            case .tooLarge:
                problem = "this file is larger than \(bytes(limits.maximumFileBytes)), the limit for one file"
            case .unreadable(let reason): problem = "this file cannot be read (\(reason))"
            }
            if path == entry { throw ModuleError(path: path, message: problem) }
            warn(path, problem + "; it is left out of the module")
        }
        return files
    }
}

extension ModuleCollector {
    /// The JSON resources met, read, sorted by path, within the limits on their count and bytes (the
    /// first by path kept); one that is not UTF-8 or cannot be read is left out.
    func readResources() -> [SwiftSourceFile] {
        var files: [SwiftSourceFile] = []
        var total = 0
        for path in resourceSizes.keys.sorted() {
            let size = resourceSizes[path]!
            guard files.count < limits.maximumResources, total + size <= limits.maximumTotalResourceBytes else { break }
            guard case .text(let text) = FileSystem.readText(path, maximumBytes: limits.maximumResourceBytes) else {
                continue
            }
            total += size
            files.append(SwiftSourceFile(path: path, text: text))
        }
        return files
    }
}

/// "4 MiB" for whole mebibytes, else "N bytes".
func bytes(_ count: Int) -> String {
    count >= 1 << 20 && count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
}
