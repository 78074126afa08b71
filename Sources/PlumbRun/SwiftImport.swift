import Foundation
import PlumbLua

/// SwiftUI source as a script: `plumb import View.swift`, and `plumb run`, `explain` and `watch`
/// of a `.swift` file, which import it on the fly.
///
/// The importer is its own executable, `plumb-import` (PlumbImport, on swift-syntax), which
/// `plumb` runs and does not link: swift-syntax takes minutes to build, and the README's first
/// command must stay quick for everyone who never reads Swift. `plumb-import` is found through
/// `$PLUMB_IMPORT`, then beside the running `plumb` (the same build folder), then on `PATH`;
/// when it is missing, the message says how to build it. Its contract (see
/// `Sources/PlumbImport/README.md`): the Lua script on standard output, then, with
/// `--line-map`, a line `--` and one line `LUA_LINE SWIFT_LINE:SWIFT_COLUMN` per mapped line;
/// errors as `FILE:LINE:COL: error: MESSAGE` on standard error with exit status 1, an unreadable
/// file or a bad option with 2.
enum SwiftImport {
    static let executableName = "plumb-import"

    /// Whether `path` names Swift source rather than a Lua script.
    static func isSwift(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    /// The imported script: its Lua source and where each of its lines came from.
    struct Imported {
        var lua: String
        /// How long the import took: the script runs in what is left of `--timeout`.
        var seconds = 0.0
        /// Lua line → the Swift line and column it was made from, and the file when it is another
        /// file of the module than the one imported.
        var lineMap: [Int: (line: Int, column: Int, file: String?)]
        /// What the importer left out or stood in for: its warnings, one a line.
        var warnings: [String] = []
        /// The other files of the module the importer read (what a watch watches besides the file).
        var moduleFiles: [String] = []

        /// Where `line` of `chunk` came from, when the chunk is the imported script (named after
        /// the Swift file) and the line is mapped.
        func origin(of chunk: String?, _ line: Int, in swiftFile: String) -> (line: Int, column: Int, file: String?)? {
            chunk == swiftFile ? lineMap[line] : nil
        }

        /// The lines of the file imported itself: Lua line → Swift line (what the page marks).
        var linesOfImportedFile: [Int: Int] { lineMap.filter { $0.value.file == nil }.mapValues(\.line) }
    }

    /// Where `plumb-import` is, or nil (`$PLUMB_IMPORT`, beside `plumb`, on `PATH`).
    static func importer(console: Console) -> String? {
        Companion.locate(executableName, variable: "PLUMB_IMPORT", console: console)
    }

    /// What the user is told when `plumb-import` cannot be found.
    static let missingImporterMessage =
        "plumb: reading Swift needs plumb-import, which is built on its own (swift-syntax takes a few minutes to compile): run `swift build --product plumb-import` once in Plumb's folder, or set PLUMB_IMPORT to its path"

    /// Runs `plumb-import` on `file` (as the user wrote it; read from `console`'s folder), with
    /// `seconds` to finish and `memoryMiB` of memory (the script's `--max-memory`: the importer caps
    /// its own data segment at it, see `plumb-import --max-memory`).
    static func translate(
        file: String, view: String?, module: String? = nil, allWarnings: Bool = false, console: Console,
        seconds: Double, memoryMiB: Int = 256
    ) -> Result<Imported, ScriptFailure> {
        guard let importer = importer(console: console) else {
            return .failure(ScriptFailure(message: missingImporterMessage))
        }
        var arguments = [console.resolve(file), "--line-map", "--max-memory", String(memoryMiB)]
        if let view { arguments += ["--view", view] }
        if let module { arguments += ["--module", console.resolve(module)] }
        if allWarnings { arguments.append("--all-warnings") }
        let outcome: ProcessOutcome
        let started = Date()
        do {
            outcome = try runProcess(importer, arguments, seconds: seconds)
        } catch {
            return .failure(ScriptFailure(message: "plumb: could not start \(importer): \(error.localizedDescription)"))
        }
        if outcome.timedOut {
            return .failure(
                ScriptFailure(
                    message:
                        "\(file): importing took longer than \(formatSeconds(seconds)) s and was stopped (raise it with --timeout)"
                ))
        }
        if let stopped = limitFailure(outcome, file: file, memoryMiB: memoryMiB) { return .failure(stopped) }
        // The importer names the file as it was given to it: name it as the user wrote it.
        let errors = outcome.errors.replacingOccurrences(of: console.resolve(file) + ":", with: file + ":")
        guard outcome.status == 0 else {
            let text = errors.trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(swiftFailure(text.isEmpty ? "\(file): plumb-import exited with \(outcome.status)" : text))
        }
        var imported = parse(outcome.output)
        imported.seconds = Date().timeIntervalSince(started)
        imported.warnings = errors.split(separator: "\n").map { shownPath(String($0), console: console) }
        return .success(imported)
    }

    /// The exit status of `plumb-import` stopped at its memory cap.
    static let memoryCapStatus: Int32 = 3

    /// The failure of an importer that hit its memory cap or died of a signal: a message naming the
    /// Swift file (there is no Swift position to give: the limit applies to the whole import).
    static func limitFailure(_ outcome: ProcessOutcome, file: String, memoryMiB: Int) -> ScriptFailure? {
        if !outcome.signalled && outcome.status == memoryCapStatus {
            return ScriptFailure(
                message:
                    "\(file): importing needed more memory than the cap of \(memoryMiB) MiB and was stopped (raise it with --max-memory)",
                file: file)
        }
        if outcome.signalled {
            return ScriptFailure(
                message:
                    "\(file): plumb-import was stopped by signal \(outcome.status) while importing (a defect in plumb-import: please report it with the file)",
                file: file)
        }
        return nil
    }

    /// The importer's output: the script, then after the last line `--` that is followed only
    /// by map lines, the line map.
    static func parse(_ output: String) -> Imported {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // After the map, `--files` and the module's other files.
        var moduleFiles: [String] = []
        if let marker = lines.lastIndex(of: "--files"), marker > 0,
            lines[..<marker].last.map({ $0 == "--" || mapEntry($0) != nil }) == true
        {
            moduleFiles = Array(lines[(marker + 1)...])
            lines.removeSubrange(marker...)
        }
        var imported = parseScriptAndMap(lines, output: output)
        imported.moduleFiles = moduleFiles
        return imported
    }

    private static func parseScriptAndMap(_ lines: [String], output: String) -> Imported {
        var map: [Int: (line: Int, column: Int, file: String?)] = [:]
        var index = lines.count
        while index > 0, let entry = mapEntry(lines[index - 1]) {
            map[entry.lua] = (entry.line, entry.column, entry.file)
            index -= 1
        }
        guard index > 0, lines[index - 1] == "--" else { return Imported(lua: output, lineMap: [:]) }
        return Imported(lua: lines[..<(index - 1)].joined(separator: "\n") + "\n", lineMap: map)
    }

    /// `LUA_LINE SWIFT_LINE:SWIFT_COLUMN`, then ` FILE` for a line of another file of the module.
    private static func mapEntry(_ line: String) -> (lua: Int, line: Int, column: Int, file: String?)? {
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let lua = Int(parts[0]) else { return nil }
        let position = parts[1].split(separator: ":")
        guard position.count == 2, let swiftLine = Int(position[0]), let column = Int(position[1]) else { return nil }
        return (lua, swiftLine, column, parts.count == 3 ? String(parts[2]) : nil)
    }

    /// A message of the importer's naming a file by its absolute path: the path relative to the
    /// current folder when the file is under it.
    static func shownPath(_ message: String, console: Console) -> String {
        let folder = console.resolve(".")
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }

    /// A failure for the importer's first error, `FILE:LINE:COL: error: MESSAGE` (later lines,
    /// notes, kept in the message), pointing at the Swift line and column.
    static func swiftFailure(_ text: String) -> ScriptFailure {
        let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
        let parts = first.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) else {
            return ScriptFailure(message: text)
        }
        var failure = ScriptFailure(message: text, file: String(parts[0]), line: line)
        failure.caret = SourceMark(column: column, length: 1)
        return failure
    }

    /// `failure` of the imported script told at the Swift positions: a position in the Lua
    /// chunk (named after the Swift file) becomes the Swift line and column it was made from.
    static func mapped(_ failure: ScriptFailure, file: String, imported: Imported) -> ScriptFailure {
        guard let luaLine = failure.line, let origin = imported.origin(of: failure.file, luaLine, in: file) else {
            return failure
        }
        var mapped = failure
        mapped.line = origin.line
        mapped.caret = SourceMark(column: origin.column, length: 1)
        mapped.underlines = []
        if let other = origin.file {
            // A line made from another file of the module: told at that file's line and column.
            mapped.file = other
            let prefix = "\(file):\(luaLine):"
            if mapped.message.hasPrefix(prefix) {
                var rest = mapped.message.dropFirst(prefix.count)
                let digits = rest.prefix { $0.isNumber }
                if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(":") {
                    rest = rest.dropFirst(digits.count + 1)
                }
                mapped.message = "\(other):\(origin.line):\(origin.column):" + rest
            }
            return mapped
        }
        let prefix = "\(file):\(luaLine):"
        if mapped.message.hasPrefix(prefix) {
            var rest = mapped.message.dropFirst(prefix.count)
            // A hint's Lua column (`X.swift:7:42: Plumb does not have …`) is a column of the Lua
            // line, not of the Swift one: the Swift column replaces it.
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(":") { rest = rest.dropFirst(digits.count + 1) }
            mapped.message = "\(file):\(origin.line):\(origin.column):" + rest
        }
        return mapped
    }

    /// `warning` of the imported script at the Swift line and column it was made from.
    static func mapped(_ warning: ScriptWarning, file: String, imported: Imported) -> ScriptWarning {
        guard let luaLine = warning.line, let origin = imported.origin(of: warning.file, luaLine, in: file) else {
            return warning
        }
        var mapped = warning
        mapped.line = origin.line
        if let other = origin.file { mapped.file = other }
        return mapped
    }

    private static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// What a child process printed and how it ended.
struct ProcessOutcome {
    /// The exit status, or the signal's number when `signalled`.
    var status: Int32
    var output: String
    var errors: String
    var timedOut: Bool
    /// Whether it ended by a signal (other than the timeout's).
    var signalled = false
}

/// Runs `executable` with `arguments`, reading both pipes while it runs, and kills it after
/// `seconds`.
///
/// The child's end is its own exit (waitpid), not the end of its output: a process it left
/// behind may hold its standard output and error open (the Swift runtime's backtracer, started
/// when a Swift program crashes, inherits both and can outlive it for good). So what the pipes
/// still hold is read for at most `drainSeconds` after the child has ended, and the runtime's
/// backtracer is turned off for the child (`SWIFT_BACKTRACE=enable=no`, documented in the Swift
/// repository's docs/Backtracing.rst): a crash ends it at once, told as its signal.
func runProcess(
    _ executable: String, _ arguments: [String], seconds: Double, drainSeconds: Double = 1
) throws -> ProcessOutcome {
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    guard pipe(&errPipe) == 0 else {
        close(outPipe[0])
        close(outPipe[1])
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer {
        close(outPipe[0])
        close(errPipe[0])
    }
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
    #else
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
    // Nothing else of `plumb`'s reaches the importer (a watch's descriptors, a copy of the
    // terminal's output that a process the importer left behind would keep open).
    #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        posix_spawnattr_init(&attributes)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
    #else
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // glibc 2.34 and later (Swift's Glibc module does not import it): looked up by name.
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }
    #endif
    defer { posix_spawnattr_destroy(&attributes) }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }

    var output: [UInt8] = []
    var errors: [UInt8] = []
    var open = [true, true]
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    let deadline = Date().addingTimeInterval(seconds)
    var timedOut = false
    var exit: Int32?
    var drainUntil: Date?
    while true {
        if exit != nil, !open[0] && !open[1] || Date() > drainUntil ?? .distantFuture { break }
        var fds = [outPipe[0], errPipe[0]].enumerated().map { index, fd in
            pollfd(fd: open[index] ? fd : -1, events: Int16(POLLIN), revents: 0)
        }
        _ = poll(&fds, 2, 10)
        for index in 0..<2 where open[index] && fds[index].revents != 0 {
            let count = chunk.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
            if count > 0 {
                if index == 0 { output += chunk[0..<count] } else { errors += chunk[0..<count] }
            } else if count == 0 || errno != EINTR {
                open[index] = false
            }
        }
        if exit == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exit = status
                drainUntil = Date().addingTimeInterval(drainSeconds)
            } else if Date() > deadline {
                // SIGKILL, not SIGTERM: a child inherits an ignored SIGTERM from its parent (a
                // test runner, a supervisor), and the importer has nothing to clean up.
                kill(pid, SIGKILL)
                timedOut = true
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                exit = status
                drainUntil = Date().addingTimeInterval(drainSeconds)
            }
        }
    }
    let status = exit ?? 0
    // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
    let signal = status & 0x7F
    let signalled = signal != 0 && signal != 0x7F
    return ProcessOutcome(
        status: signalled ? signal : (status >> 8) & 0xFF, output: String(decoding: output, as: UTF8.self),
        errors: String(decoding: errors, as: UTF8.self), timedOut: timedOut, signalled: !timedOut && signalled)
}
