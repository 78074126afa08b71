// plumb-import: SwiftUI source in, a Plumb script out. The interface is the contract
// `plumb import/run/explain/watch X.swift` relies on: see Sources/PlumbImport/README.md.
import ArgumentParser
import PlumbImport
import PlumbSwiftModule

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct PlumbImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb-import",
        abstract: "Translate SwiftUI source into a Plumb Lua script.",
        discussion: """
            Prints the script on standard output (or writes it atomically with --output). Errors are \
            printed as FILE:LINE:COL: error: MESSAGE on standard error, with exit status 1; a file that \
            cannot be read, and bad options, exit with 2; an import stopped at its --max-memory cap exits with 3.
            """)

    @Argument(help: "The Swift file to translate ('-' reads standard input).")
    var file: String

    @Option(
        help:
            "The view struct to show (default: #Preview, PreviewProvider, ContentView, else the last view expression).")
    var view: String?

    @Option(
        help: ArgumentHelp(
            "Read this folder's Swift files as the file's module (default: the SwiftPM target, Xcode app folder or folder that holds the file).",
            valueName: "dir"))
    var module: String?

    @Option(help: "Write the script to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(
        help: ArgumentHelp(
            "After the script, print a line '--' then the line map: 'LUA_LINE SWIFT_LINE:SWIFT_COLUMN [FILE]' per line, then a line '--files' and the other files of the module read, one a line."
        ))
    var lineMap = false

    @Flag(
        help:
            "Print every warning (default: every one of the file, and the first three of each other file of the module)."
    )
    var allWarnings = false

    @Option(
        name: .customLong("max-memory"),
        help: ArgumentHelp(
            "Cap the importer's memory, in MiB: past it the import stops with exit status 3.", valueName: "MiB"))
    var maxMemory: Int?

    func validate() throws {
        if let maxMemory, maxMemory < 1 || maxMemory > 1 << 20 {
            throw ValidationError("--max-memory must be between 1 and 1048576 MiB")
        }
    }

    func run() throws {
        if let maxMemory { capMemory(mebibytes: maxMemory, file: file == "-" ? "<stdin>" : file) }
        let source: String
        switch readSource(file) {
        case .success(let s): source = s
        case .failure(let message):
            printError("\(file): error: \(message)")
            throw ExitCode(2)
        }
        let name = file == "-" ? "<stdin>" : file
        var sources = [SwiftSource(path: name, text: source)]
        var resources: [SwiftSource] = []
        if file != "-" {
            let found = otherFilesOfModule(file, explicitRoot: module)
            sources += found.files
            resources = found.resources
        }
        let script: ImportedScript
        do {
            script = try SwiftImporter.translate(
                module: sources, view: view, vocabulary: registryVocabulary, resources: resources)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        let warnings =
            allWarnings
            ? script.warnings.map(\.description) : ImportWarning.summarised(script.warnings, shown: name)
        for warning in warnings { printError(warning) }
        var text = script.lua
        if lineMap {
            // An empty map is no line at all: the `--files` trailer follows `--` at once.
            text += "--\n" + (script.lineMapText.isEmpty ? "" : script.lineMapText + "\n")
            // The other files read, for a watcher to watch.
            text += "--files\n" + (sources.dropFirst() + resources).map { $0.path + "\n" }.joined()
        }
        if let output {
            if let message = writeAtomically(text, to: output) {
                printError("\(output): error: \(message)")
                throw ExitCode(2)
            }
        } else {
            print(text, terminator: "")
        }
    }
}

let registryVocabulary = PlumbVocabulary.registry

/// The exit status of an import stopped at its memory cap.
let memoryCapStatus: Int32 = 3

/// The message the SIGABRT handler writes (prepared before the cap is set: a handler may not allocate).
nonisolated(unsafe) var memoryCapMessage: UnsafeMutableBufferPointer<UInt8>?

/// Caps the process's data segment (RLIMIT_DATA: the heap and every private writable mapping) at
/// `mebibytes`. An allocation past the cap fails, and Swift's runtime aborts ("failed to allocate");
/// the SIGABRT handler then says so, naming the file, and exits with `memoryCapStatus`. A runtime
/// abort with the cap set is taken for the cap: Swift's own checks (a precondition, an index out of
/// range) trap with SIGILL or SIGTRAP, not SIGABRT, and keep their crash report.
func capMemory(mebibytes: Int, file: String) {
    let text =
        "\(file): error: importing needed more memory than its cap of \(mebibytes) MiB and was stopped (raise it with --max-memory)\n"
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
    _ = buffer.initialize(from: text.utf8)
    memoryCapMessage = buffer
    var action = sigaction()
    #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in
            if let m = memoryCapMessage { _ = write(2, m.baseAddress, m.count) }
            _exit(memoryCapStatus)
        }
    #else
        action.__sigaction_u.__sa_handler = { _ in
            if let m = memoryCapMessage { _ = write(2, m.baseAddress, m.count) }
            _exit(memoryCapStatus)
        }
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(SIGABRT, &action, nil)
    let bytes = rlim_t(mebibytes) << 20
    var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
    #if canImport(Glibc)
        setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
    #else
        setrlimit(RLIMIT_DATA, &limit)
    #endif
}

/// Lets the main thread's stack grow to 64 MiB. swift-syntax's parser and visitors recurse once a
/// level of nesting, and a debug build's frames are large: 121 chained modifiers overflowed the
/// default 8 MiB. The main stack grows on demand up to this limit (the kernel checks it when the
/// stack grows, and leaves at least 128 MiB below it for that), and `--max-memory`'s RLIMIT_DATA
/// does not count it, unlike a thread's stack, which is mapped whole when the thread starts.
func raiseStackLimit() {
    let wanted = rlim_t(64) << 20
    var limit = rlimit()
    #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        let infinity = rlim_t.max  // glibc's RLIM_INFINITY, which Swift imports as an overflowing -1
    #else
        let resource = RLIMIT_STACK
        let infinity = RLIM_INFINITY
    #endif
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != infinity, limit.rlim_cur < wanted else { return }
    limit.rlim_cur = limit.rlim_max == infinity ? wanted : min(wanted, limit.rlim_max)
    setrlimit(resource, &limit)
}

enum ReadResult {
    case success(String)
    case failure(String)
}

/// Reads at most `SwiftImporter.maximumSourceBytes` + 1 bytes: a larger file is refused by the
/// importer without being read whole.
func readSource(_ path: String) -> ReadResult {
    let fd = path == "-" ? 0 : open(path, O_RDONLY)
    if fd < 0 { return .failure("cannot read the file: \(String(cString: strerror(errno)))") }
    defer { if fd != 0 { close(fd) } }
    var st = stat()
    if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { return .failure("is a directory, not a Swift file") }
    let limit = SwiftImporter.maximumSourceBytes + 1
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while bytes.count < limit {
        let n = read(fd, &buffer, min(buffer.count, limit - bytes.count))
        if n < 0 { return .failure("cannot read the file: \(String(cString: strerror(errno)))") }
        if n == 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure("this is not Swift source: it is not UTF-8 text")
    }
    return .success(text)
}

/// The other Swift files of `file`'s module (`PlumbSwiftModule`: its SwiftPM target, Xcode app folder
/// or folder, or `explicitRoot`), named as the current folder sees them; what the finder warns of is
/// printed. A module that cannot be read (too many files) is warned of, and the file is read alone.
func otherFilesOfModule(_ file: String, explicitRoot: String?) -> (files: [SwiftSource], resources: [SwiftSource]) {
    let found: SwiftModuleSources
    do {
        found = try SwiftModuleFinder.module(containing: file, explicitRoot: explicitRoot)
    } catch {
        // The file itself (too large, not UTF-8) is the importer's to refuse, at its own position.
        if realPath(file) != realPath(error.path) {
            printError("\(error.path): warning: \(error.message); the file is read alone")
        }
        return ([], [])
    }
    for warning in found.warnings { printError(warning.description) }
    let folder = currentFolder()
    let files = found.files.filter { $0.path != found.entry }.map {
        SwiftSource(path: shown($0.path, from: folder), text: $0.text)
    }
    return (files, found.resources.map { SwiftSource(path: shown($0.path, from: folder), text: $0.text) })
}

/// `path` with its links resolved, or as it is when it cannot be.
func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The current folder's real path, ending with `/`.
func currentFolder() -> String {
    guard let path = getcwd(nil, 0) else { return "/" }
    defer { free(path) }
    let folder = String(cString: path)
    return folder.hasSuffix("/") ? folder : folder + "/"
}

/// `path` relative to `folder` when it is inside it, else as it is.
func shown(_ path: String, from folder: String) -> String {
    path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
}

/// Writes to a temporary file beside `path`, then renames it over `path`. Returns an error message.
func writeAtomically(_ text: String, to path: String) -> String? {
    let temporary = path + ".plumb-import-\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if fd < 0 { return "cannot write: \(String(cString: strerror(errno)))" }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n <= 0 {
            close(fd)
            unlink(temporary)
            return "cannot write: \(String(cString: strerror(errno)))"
        }
        written += n
    }
    if close(fd) != 0 || rename(temporary, path) != 0 {
        unlink(temporary)
        return "cannot write: \(String(cString: strerror(errno)))"
    }
    return nil
}

func printError(_ message: String) {
    var line = message
    line += "\n"
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

raiseStackLimit()

// Usage errors exit with 2 (ArgumentParser's default is 64); --help and --version with 0.
do {
    let command = try PlumbImportCommand.parse()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    if PlumbImportCommand.exitCode(for: error) == .success { PlumbImportCommand.exit(withError: error) }
    printError(PlumbImportCommand.fullMessage(for: error))
    printError("Usage: plumb-import FILE [--view NAME] [--module DIR] [--output FILE] [--line-map] [--max-memory MiB]")
    exit(2)
}
