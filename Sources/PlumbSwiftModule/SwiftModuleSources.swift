/// The Swift files of one module, found and read: what the compiler would be given for the file asked for.
public struct SwiftModuleSources: Sendable, CustomStringConvertible {
    /// Which rule found the module (see README.md).
    public enum Kind: Sendable, Equatable {
        /// A target of the nearest `Package.swift`: the target whose folder holds the file.
        case packageTarget(package: String, target: String)
        /// An app's folder: the folder of its `@main` `App`, or the folder beside the `.xcodeproj` that holds
        /// the file.
        case xcodeApp
        /// The Swift files of the file's own folder.
        case folder
        /// Every Swift file under the folder the caller named (`--module DIR`).
        case explicit
    }

    public var kind: Kind
    /// The folder that was searched (absolute, symbolic links resolved).
    public var root: String
    /// Every Swift file of the module and of the targets it depends on (see `dependencies`), read, sorted by
    /// path (each path absolute, symbolic links resolved). The entry file is among them.
    public var files: [SwiftSourceFile]
    /// The real path of the file asked for.
    public var entry: String
    /// What was left out or could not be followed, in the order it was met.
    public var warnings: [ModuleWarning]
    /// The targets the module's SwiftPM target depends on whose files are in `files` too (only for
    /// `.packageTarget`).
    public var dependencies: [ModuleDependency]
    /// One line for users, e.g. "the SwiftPM target Foo of /x/Package.swift (12 files)".
    public var description: String
    /// The JSON files found among the module's files (what `Bundle.main` would hold of them), read,
    /// sorted by path: each at most `ModuleLimits.maximumResourceBytes`, within the limits' count.
    public var resources: [SwiftSourceFile]

    public init(
        kind: Kind, root: String, files: [SwiftSourceFile], entry: String, warnings: [ModuleWarning],
        dependencies: [ModuleDependency] = [], description: String, resources: [SwiftSourceFile] = []
    ) {
        self.resources = resources
        self.kind = kind
        self.root = root
        self.files = files
        self.entry = entry
        self.warnings = warnings
        self.dependencies = dependencies
        self.description = description
    }

    /// The file asked for, read.
    public var entryFile: SwiftSourceFile? { files.first { $0.path == entry } }
}

/// One Swift file: its real path and its text (valid UTF-8).
public struct SwiftSourceFile: Sendable, Equatable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A SwiftPM target whose files are read with the module's because the module's target depends on it: a
/// target of the same package, or a library target of a local package (`.package(path:)`) in the same
/// repository.
public struct ModuleDependency: Sendable, Equatable {
    /// The target's name.
    public var target: String
    /// The real path of the `Package.swift` that declares it.
    public var manifest: String
    /// The target's folder (real path).
    public var root: String
    /// The real paths of its files (each also in `SwiftModuleSources.files`), sorted.
    public var paths: [String]

    public init(target: String, manifest: String, root: String, paths: [String]) {
        self.target = target
        self.manifest = manifest
        self.root = root
        self.paths = paths
    }
}

/// Something left out of the module, or a manifest the finder could not fully read. The module is still
/// found; the caller prints these.
public struct ModuleWarning: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `PATH:LINE:COL: warning: MESSAGE`, or `PATH: warning: MESSAGE` without a position.
    public var description: String { diagnosticLine(path, line, column, "warning", message) }
}

/// Why no module could be read: a missing file, or a limit of `ModuleLimits` passed.
public struct ModuleError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `PATH:LINE:COL: error: MESSAGE`, or `PATH: error: MESSAGE` without a position.
    public var description: String { diagnosticLine(path, line, column, "error", message) }
}

/// Bounds on what one search reads, so that a file in a huge folder (a home folder, a monorepo) is an
/// error naming the folder, not minutes of reading.
public struct ModuleLimits: Sendable, Equatable {
    /// More Swift files than this (dependencies included) is an error.
    public var maximumFiles: Int
    /// A Swift file larger than this is left out with a warning (the entry file: an error).
    public var maximumFileBytes: Int
    /// Swift files coming to more than this in all (dependencies included) is an error.
    public var maximumTotalBytes: Int
    /// Folders nested deeper than this below a searched folder are not entered (a warning names each).
    public var maximumDepth: Int
    /// A JSON resource larger than this is not read (its app then finds no such file in its bundle).
    public var maximumResourceBytes: Int
    /// At most this many JSON resources, this many bytes in all, are read (the first by path).
    public var maximumResources: Int
    public var maximumTotalResourceBytes: Int

    public init(
        maximumFiles: Int = 2_000, maximumFileBytes: Int = 4 << 20, maximumTotalBytes: Int = 64 << 20,
        maximumDepth: Int = 32, maximumResourceBytes: Int = 1 << 20, maximumResources: Int = 64,
        maximumTotalResourceBytes: Int = 8 << 20
    ) {
        self.maximumResourceBytes = maximumResourceBytes
        self.maximumResources = maximumResources
        self.maximumTotalResourceBytes = maximumTotalResourceBytes
        self.maximumFiles = maximumFiles
        self.maximumFileBytes = maximumFileBytes
        self.maximumTotalBytes = maximumTotalBytes
        self.maximumDepth = maximumDepth
    }
}

private func diagnosticLine(_ path: String, _ line: Int?, _ column: Int?, _ severity: String, _ message: String)
    -> String
{
    var position = path
    if let line {
        position += ":\(line)"
        if let column { position += ":\(column)" }
    }
    return "\(position): \(severity): \(message)"
}
