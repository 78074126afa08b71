import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one script did under the real `plumb` binary.
public enum Verdict: Sendable, Equatable, CustomStringConvertible {
    /// Exit 0 with a diagram.
    case drawn
    /// Exit 1 with a message that starts with `file:line: `.
    case clearError
    /// Anything else: a crash (signal), a hang (past the deadline and its grace), a limit overrun
    /// (peak memory far past `--max-memory`), a message without a position, a raw escape sequence.
    case defect(String)

    public var isDefect: Bool {
        if case .defect = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .drawn: return "drawn"
        case .clearError: return "clear error"
        case .defect(let why): return "DEFECT: \(why)"
        }
    }
}

/// One run of one script.
public struct FuzzOutcome: Sendable {
    public var verdict: Verdict
    /// CPU time the run used (user and system).
    public var seconds: Double
    public var peakMemoryMiB: Double
    public var firstLine: String
}

/// Runs scripts through the `plumb` binary with tight limits and classifies what happened.
public struct FuzzRunner: Sendable {
    public var binary: String
    public var timeout: Double = 1
    public var maxMemoryMiB = 64
    /// Past the timeout (no run past its timeout by more than a second): the watchdog's
    /// grace (0.5 s) plus process start and teardown. Counted in the process's CPU time, not the
    /// clock's: a run that keeps computing past its deadline is a hang on any machine, while a
    /// busy machine that starves a finished-in-time run is not. (A debug binary needs more.)
    public var hangAfter = 1.0
    /// A process that does not end (blocked, or starved of CPU while it runs away) is killed after
    /// this much wall-clock time: far past any deadline, so that only a run stuck for good
    /// reaches it.
    public var stuckAfter = 60.0
    /// Peak RSS allowed (no RSS above twice the cap): the cap for Lua and Swift-side
    /// data, and as much again for the process itself (about 30 MiB) and transient copies (a
    /// string being converted, the output being written).
    public var memoryCeilingMiB: Double { rssCeilingMiB ?? Double(maxMemoryMiB) * 2 }
    /// Overrides `memoryCeilingMiB` (a sanitizer build is much larger).
    public var rssCeilingMiB: Double?

    /// Where the apps a module case names are (`ScriptGenerator.moduleHeader`): the repository.
    public var repository = FileManager.default.currentDirectoryPath

    public init(binary: String) {
        self.binary = binary
    }

    /// Runs `source` as `card.lua` in `folder` (created if needed); with `swift`, as `card.swift`,
    /// which `plumb` imports (through the `plumb-import` beside it) before it runs. Swift whose
    /// first line is `// plumb-fuzz module: APP | FILE` is written in FILE's place in a copy of
    /// the app (made in `folder` once, and put back as it was after the run) and run there, so
    /// that the importer reads it with its module.
    public func run(_ source: String, in folder: String, swift: Bool = false) -> FuzzOutcome {
        mkdir(folder, 0o755)
        var name = swift ? "card.swift" : "card.lua"
        var original: Data?
        if swift, let (app, file) = Self.modulePlacement(source) {
            let copy = "module/" + (app as NSString).lastPathComponent
            if !FileManager.default.fileExists(atPath: folder + "/" + copy) {
                try? FileManager.default.createDirectory(atPath: folder + "/module", withIntermediateDirectories: true)
                try? FileManager.default.copyItem(atPath: repository + "/" + app, toPath: folder + "/" + copy)
            }
            name = copy + "/" + file
            original = FileManager.default.contents(atPath: folder + "/" + name)
        }
        let script = folder + "/" + name
        let out = folder + "/stdout"
        let err = folder + "/stderr"
        _ = FileManager.default.createFile(atPath: script, contents: Data(source.utf8))
        defer { if let original { _ = FileManager.default.createFile(atPath: script, contents: original) } }
        // Run from the folder, as `card.lua`: Lua shortens long chunk names ("...ests-1A2B/card.lua").
        let arguments = [
            "/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder, binary, "run", name, "--color", "never",
            "--canvas", "640x480", "--timeout", String(timeout), "--max-memory", String(maxMemoryMiB),
            "--max-instructions", "200000000",
        ]
        guard let (status, peak, seconds) = spawn(arguments, stdout: out, stderr: err) else {
            return FuzzOutcome(verdict: .defect("could not start plumb"), seconds: 0, peakMemoryMiB: 0, firstLine: "")
        }
        let output = Self.readAll(out)
        let errors = Self.readAll(err)
        let message = String(decoding: errors, as: UTF8.self)
        // The first line that is not a warning: a module's warnings (a file no target holds, which
        // names `Package.swift` alone) come before the error.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let firstLine = String(lines.first { !$0.contains(": warning: ") } ?? lines.first ?? "")
        let verdict = classify(
            status: status, seconds: seconds, peakMiB: peak, output: output, errors: errors, firstLine: firstLine,
            script: name)
        return FuzzOutcome(verdict: verdict, seconds: seconds, peakMemoryMiB: peak, firstLine: firstLine)
    }

    /// The app folder and the file a module case names on its first line, if it is one.
    public static func modulePlacement(_ source: String) -> (app: String, file: String)? {
        guard source.hasPrefix(ScriptGenerator.moduleHeader) else { return nil }
        let line = source.dropFirst(ScriptGenerator.moduleHeader.count).prefix { $0 != "\n" }
        let parts = line.components(separatedBy: " | ")
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].contains(".."),
            !parts[1].contains("..")
        else { return nil }
        return (parts[0], parts[1])
    }

    /// VmHWM of a running process (Linux), in MiB: the peak resident size of its current image.
    static func highWaterMiB(_ pid: pid_t) -> Double? { statusMiB(pid, "VmHWM:") }

    /// The resident size of `pid` now (Linux), in MiB.
    static func residentMiB(_ pid: pid_t) -> Double? { statusMiB(pid, "VmRSS:") }

    /// A memory line of /proc/PID/status (in kB there), in MiB.
    static func statusMiB(_ pid: pid_t, _ field: String) -> Double? {
        #if os(Linux)
            let text = String(decoding: readAll("/proc/\(pid)/status"), as: UTF8.self)
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else { return nil }
            let digits = line.filter { $0.isNumber }
            return Double(digits).map { $0 / 1024 }
        #else
            return nil
        #endif
    }

    /// A file's bytes, read with stdio (Foundation's `Data(contentsOf:)` leaks its buffer when
    /// called from a detached thread, which LeakSanitizer reports).
    static func readAll(_ path: String) -> [UInt8] {
        guard let file = fopen(path, "rb") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { return bytes }
        }
    }

    /// Whether `bytes` hold a C1 control a terminal would act on: a byte that is not part of
    /// well-formed UTF-8 (a lone 0x9b is CSI to a terminal that reads 8-bit controls), or U+0080…
    /// U+009F written as UTF-8.
    static func hasRawC1Control(_ bytes: [UInt8]) -> Bool {
        guard let text = String(validating: bytes, as: UTF8.self) else { return true }
        return text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
    }

    func classify(
        status: Int32, seconds: Double, peakMiB: Double, output: [UInt8], errors: [UInt8], firstLine: String,
        script: String
    ) -> Verdict {
        if status == -1 { return .defect("hang: still running after \(timeout + hangAfter) s of CPU time") }
        if status == -2 { return .defect("hang: did not end within \(stuckAfter) s") }
        if status >= 128 { return .defect("crash: signal \(status - 128)") }
        if seconds > timeout + hangAfter { return .defect("hang: ran \(seconds) s of CPU time") }
        if peakMiB > memoryCeilingMiB {
            return .defect("limit overrun: peak \(Int(peakMiB)) MiB with --max-memory \(maxMemoryMiB)")
        }
        if output.contains(0x1B) || errors.contains(0x1B) { return .defect("raw escape sequence in the output") }
        if Self.hasRawC1Control(output) || Self.hasRawC1Control(errors) {
            return .defect("raw C1 control in the output")
        }
        switch status {
        case 0: return .drawn
        case 1:
            // In a module, the message may be at another file of it (a name declared twice).
            let named =
                script.hasPrefix("module/")
                ? firstLine.range(of: ".swift:").map { String(firstLine[..<$0.lowerBound]) + ".swift" } ?? script
                : script
            let inModule = named == script || named.hasPrefix(script.prefix { $0 != "/" } + "/")
            return inModule
                && (Self.hasPosition(firstLine, script: named) || Self.isImportLimit(firstLine, script: named))
                ? .clearError : .defect("message without a position: \(firstLine)")
        default: return .defect("exit status \(status)")
        }
    }

    /// "<script>:12: …", or "<script>:12:7: …" (a hint names the column).
    public static func hasPosition(_ line: String, script: String) -> Bool {
        guard line.hasPrefix(script + ":") else { return false }
        var rest = line.dropFirst(script.count + 1)
        let digits = rest.prefix { $0.isNumber }
        guard !digits.isEmpty else { return false }
        rest = rest.dropFirst(digits.count)
        if rest.hasPrefix(":"), let column = rest.dropFirst().first, column.isNumber {
            rest = rest.dropFirst().drop { $0.isNumber }
        }
        return rest.hasPrefix(": ")
    }

    /// "card.swift: importing needed more memory than the cap of 64 MiB … (raise it with
    /// --max-memory)" or "… took longer than 1 s … (raise it with --timeout)": a Swift file the
    /// importer could not read within a limit. Such a limit is the whole import's, so the message
    /// names the file and the limit to raise, and no position.
    public static func isImportLimit(_ line: String, script: String) -> Bool {
        script.hasSuffix(".swift") && line.hasPrefix(script + ": importing ")
            && (line.hasSuffix("(raise it with --max-memory)") || line.hasSuffix("(raise it with --timeout)"))
    }

    /// VmHWM of the running children of `pid` (Linux): for `plumb run X.swift`, plumb-import's.
    static func childrenHighWaterMiB(_ pid: pid_t) -> Double {
        #if os(Linux)
            let text = String(decoding: readAll("/proc/\(pid)/task/\(pid)/children"), as: UTF8.self)
            return text.split(separator: " ").compactMap { Int32($0) }.compactMap { highWaterMiB($0) }.reduce(0, +)
        #else
            return 0
        #endif
    }

    /// CPU time (user and system) a running process has used so far (Linux), in seconds.
    static func cpuSeconds(_ pid: pid_t) -> Double? {
        #if os(Linux)
            let text = String(decoding: readAll("/proc/\(pid)/stat"), as: UTF8.self)
            // Fields after the command name (which may hold spaces, so it is skipped by its ')'):
            // state is field 3, utime and stime are fields 14 and 15.
            guard let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
            return nil
        #endif
    }

    /// posix_spawn + wait4: the exit status (128 + signal when killed by one, -1 when it had to
    /// be killed for computing too long, -2 for neither ending nor computing), the peak resident
    /// memory in MiB and the CPU time it used, in seconds.
    public func spawn(_ arguments: [String], stdout: String, stderr: String) -> (Int32, Double, Double)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, &envp) == 0 else { return nil }
        let stuckDeadline = Date().addingTimeInterval(stuckAfter)
        var status: Int32 = 0
        var usage = rusage()
        var killed: Int32?
        var lastHighWater: Double?
        var childrenPeak = 0.0
        while true {
            // On Linux, wait4's ru_maxrss is inherited across exec from the process that spawned
            // the child (a large test runner), so the peak is read from the child's own memory.
            if let value = Self.highWaterMiB(pid) { lastHighWater = value }
            // plumb's own children (plumb-import) count too: while one runs, its peak is added to
            // what plumb holds then (it imports before the script runs, so its peak and the
            // script's are not added).
            let children = Self.childrenHighWaterMiB(pid)
            if children > 0 {
                childrenPeak = max(childrenPeak, children + (Self.residentMiB(pid) ?? 0))
            }
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid { break }
            if result < 0 && errno != EINTR { return nil }
            if killed == nil, let cpu = Self.cpuSeconds(pid), cpu > timeout + hangAfter {
                kill(pid, SIGKILL)
                killed = -1
            } else if killed == nil, Date() > stuckDeadline {
                kill(pid, SIGKILL)
                killed = -2
            }
            usleep(2_000)
        }
        #if os(Linux)
            let peak = max(lastHighWater ?? Double(usage.ru_maxrss) / 1024, childrenPeak)
        #else
            let peak = Double(usage.ru_maxrss) / 1_048_576
        #endif
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        if let killed { return (killed, peak, cpu) }
        let signal = status & 0x7F
        if signal != 0 { return (128 + signal, peak, cpu) }
        return ((status >> 8) & 0xFF, peak, cpu)
    }
}
