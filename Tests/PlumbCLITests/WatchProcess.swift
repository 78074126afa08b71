import Foundation
import PlumbTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One frame of `plumb watch` output: everything since the previous status line, then the status line
/// ("card.lua · 12:03:04 · ran in 3.2 ms · inotify").
struct WatchFrame: CustomStringConvertible {
    var body: String
    var status: String
    /// The status line's third part: "ran in 3.2 ms", "failed in …", "resized to 60×16 in …", "waiting for …".
    var what: String
    var backend: String

    var description: String { body + "\n" + status }

    /// Parses a status line; nil for any other line.
    init?(body: String, statusLine line: String) {
        let parts = line.components(separatedBy: " · ")
        guard parts.count == 3 || parts.count == 4, parts[1].count == 8, parts[1].filter({ $0 == ":" }).count == 2
        else { return nil }
        // On a narrow terminal the status line leaves the backend out first (`WatchStatus`).
        let backend = parts.count == 4 ? parts[3] : ""
        let isPolling = backend.hasPrefix("polling ") && backend.hasSuffix(" ms")
        guard backend == "inotify" || backend == "kqueue" || isPolling || backend.isEmpty else { return nil }
        let what = parts[2]
        guard parts.count == 4 || ["ran in ", "failed in ", "resized", "waiting for "].contains(where: what.hasPrefix)
        else { return nil }
        self.body = body
        self.status = line
        self.what = parts[2]
        self.backend = backend
    }

    var ran: Bool { what.hasPrefix("ran in ") }
    var failed: Bool { what.hasPrefix("failed in ") }
    var resized: Bool { what.hasPrefix("resized") }
    var stale: Bool { body.contains("── stale: last good diagram from ") }
}

/// A folder holding the scripts a test edits, with the ways editors save a file.
struct WatchProject {
    let folder: URL

    init(_ files: [String: String]) throws {
        folder = try temporaryFolder()
        for (name, contents) in files { try write(name, contents) }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// open(O_TRUNC) + write + close: an in-place save (vim `backupcopy=yes`, most editors).
    func write(_ name: String, _ contents: String) throws {
        let fd = open(path(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        defer { close(fd) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw POSIXError(.EIO) }
    }

    /// Writes a temporary file and renames it over the target (vim `backupcopy=no`, neovim, VS Code).
    func renameSave(_ name: String, _ contents: String) throws {
        try write(name + ".plumb-tmp", contents)
        try rename(name + ".plumb-tmp", to: name)
    }

    /// JetBrains "safe write": write `x___jb_tmp___`, rename `x` to `x___jb_old___`, rename the
    /// temporary file to `x`, delete `x___jb_old___`.
    func jetBrainsSave(_ name: String, _ contents: String) throws {
        try write(name + "___jb_tmp___", contents)
        try rename(name, to: name + "___jb_old___")
        try rename(name + "___jb_tmp___", to: name)
        try delete(name + "___jb_old___")
    }

    func rename(_ name: String, to newName: String) throws {
        guard posixRename(path(name), path(newName)) == 0 else { throw POSIXError(.EIO) }
    }

    func delete(_ name: String) throws {
        guard unlink(path(name)) == 0 else { throw POSIXError(.EIO) }
    }
}

/// A `plumb watch` child process whose standard output (a pipe, or a pseudo-terminal) is read as it
/// arrives and split into frames at status lines. Killed when released.
final class WatchProcess {
    let process = Process()
    private let streams = OutputStreams()
    private var pipes: [Pipe] = []
    /// The pseudo-terminal's master side, when stdout is a terminal (closed by its reader).
    private var master: Int32 = -1
    private var framesTaken = 0
    private var launched = false

    /// Starts `plumb <command> <arguments>` in `folder` (`watch` unless said). With `terminal`,
    /// stdout is a pseudo-terminal of that size; otherwise it is a pipe.
    init(
        _ arguments: [String], in folder: URL, terminal: (columns: Int, rows: Int)? = nil,
        command: String = "watch"
    ) throws {
        process.executableURL = plumbBinary
        process.arguments = [command] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let errorPipe = Pipe()
        process.standardError = errorPipe
        pipes.append(errorPipe)
        var slave: Int32 = -1
        let outputDescriptor: Int32
        if let terminal {
            master = PseudoTerminal.openMaster(O_RDWR | O_NOCTTY)
            guard master >= 0, PseudoTerminal.grant(master) == 0, PseudoTerminal.unlock(master) == 0,
                let name = PseudoTerminal.slaveName(master)
            else {
                throw POSIXError(.ENXIO)
            }
            slave = open(name, O_RDWR | O_NOCTTY)
            guard slave >= 0 else { throw POSIXError(.ENXIO) }
            try resize(columns: terminal.columns, rows: terminal.rows)
            process.standardOutput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            outputDescriptor = master
        } else {
            let outputPipe = Pipe()
            process.standardOutput = outputPipe
            pipes.append(outputPipe)
            outputDescriptor = outputPipe.fileHandleForReading.fileDescriptor
        }
        try process.run()
        launched = true
        if slave >= 0 { close(slave) }
        streams.read(outputDescriptor, isOutput: true, closing: terminal != nil)
        streams.read(errorPipe.fileHandleForReading.fileDescriptor, isOutput: false, closing: false)
    }

    deinit {
        guard launched else { return }
        ChildProcess.stop(process)
        streams.waitUntilClosed(timeout: 2)
    }

    /// Sets the pseudo-terminal's window size (the child learns of it only from SIGWINCH).
    func resize(columns: Int, rows: Int) throws {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw POSIXError(.ENOTTY) }
    }

    /// Sends `signal` to the watch, only while it runs: a pid Foundation has reaped may name
    /// another process by now (this machine's pids wrap at 32,768), and pid 0 would signal this
    /// test process's whole group.
    func send(_ signal: Int32) {
        let pid = process.processIdentifier
        guard pid > 0, process.isRunning else { return }
        kill(pid, signal)
    }

    /// Everything written to stdout so far, exactly as written (escape sequences, \r\n on a terminal).
    var rawOutput: String { String(decoding: streams.snapshot().output, as: UTF8.self) }

    var standardError: String { String(decoding: streams.snapshot().errors, as: UTF8.self) }

    /// Waits for a command that ends by itself (`run`, `explain`) and for its output to be read
    /// whole; returns its exit status (nil after `timeout`).
    func finish(timeout: Double = 20) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        streams.waitUntilClosed(timeout: max(deadline.timeIntervalSinceNow, 1))
        return process.terminationStatus
    }

    /// All complete frames written so far.
    var frames: [WatchFrame] { Self.frames(in: rawOutput) }

    /// Waits for the next frame not returned before; records an issue and returns nil after `timeout`.
    func nextFrame(timeout: Double = 4, sourceLocation: SourceLocation = #_sourceLocation) -> WatchFrame? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let (output, _, open) = streams.snapshot()
            let all = Self.frames(in: String(decoding: output, as: UTF8.self))
            if all.count > framesTaken {
                framesTaken += 1
                return all[framesTaken - 1]
            }
            if !open || !streams.waitForMore(than: output.count, until: deadline) { break }
        }
        Issue.record(
            "no new frame within \(timeout) s; output so far:\n\(rawOutput)\nstderr:\n\(standardError)",
            sourceLocation: sourceLocation)
        return nil
    }

    /// Waits for the next frame and checks that it is a fresh diagram containing `text`.
    @discardableResult
    func expectRun(showing text: String, sourceLocation: SourceLocation = #_sourceLocation) -> WatchFrame? {
        guard let frame = nextFrame(sourceLocation: sourceLocation) else { return nil }
        #expect(frame.ran, "\(frame)", sourceLocation: sourceLocation)
        #expect(!frame.stale, "\(frame)", sourceLocation: sourceLocation)
        #expect(frame.body.contains(text), "\(frame)", sourceLocation: sourceLocation)
        return frame
    }

    /// Waits `seconds` and checks that no frame arrived meanwhile.
    func expectNoFrame(for seconds: Double = 0.3, sourceLocation: SourceLocation = #_sourceLocation) {
        usleep(UInt32(seconds * 1_000_000))
        let extra = frames.dropFirst(framesTaken)
        #expect(
            extra.isEmpty, "unexpected frames:\n\(extra.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    /// Sends `signal` and waits up to `timeout` seconds for the process to exit; returns its status.
    func stop(with signal: Int32 = SIGINT, timeout: Double = 3, sourceLocation: SourceLocation = #_sourceLocation)
        -> Int32?
    {
        send(signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        guard !process.isRunning else {
            Issue.record("plumb watch did not exit within \(timeout) s", sourceLocation: sourceLocation)
            return nil
        }
        streams.waitUntilClosed(timeout: 1)
        return process.terminationStatus
    }

    static func frames(in output: String) -> [WatchFrame] {
        var frames: [WatchFrame] = []
        var body: [Substring] = []
        for line in plainText(output).split(separator: "\n", omittingEmptySubsequences: false) {
            if let frame = WatchFrame(body: body.joined(separator: "\n"), statusLine: String(line)) {
                frames.append(frame)
                body = []
            } else {
                body.append(line)
            }
        }
        return frames
    }

    /// Output without \r and without CSI escape sequences (a screen clear becomes a line break).
    static func plainText(_ text: String) -> String {
        // A long run's "running…" rewrites the status line in place ("\r" ESC[2K …): the frame's
        // own status line is what came before it, and the rewrite is no frame.
        // (A pty writes "\r\n", one Character to Swift: line ends are made "\n" first.)
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        while let start = text.range(of: "\r\u{1B}[2K") {
            let end = text[start.upperBound...].firstIndex(of: "\n") ?? text.endIndex
            text.removeSubrange(start.lowerBound..<end)
        }
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\r" { continue }
            if scalar == "\u{1B}" {
                // ESC [ parameters… final byte (@ to ~)
                guard iterator.next() == "[" else { continue }
                var final: Unicode.Scalar?
                repeat { final = iterator.next() } while final.map { !(0x40...0x7E).contains($0.value) } ?? false
                // A cleared screen starts a new line (the status line before it has no newline).
                if final == "J" { result += "\n" }
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// The bytes read so far from the child's stdout and stderr, filled by two reader threads (which hold
/// only this object, so releasing the `WatchProcess` still kills the child).
private final class OutputStreams: @unchecked Sendable {
    private let condition = NSCondition()
    var output: [UInt8] = []  // guarded by `condition`
    var errors: [UInt8] = []  // guarded by `condition`
    private var openCount = 0  // guarded by `condition`

    func snapshot() -> (output: [UInt8], errors: [UInt8], open: Bool) {
        condition.lock()
        defer { condition.unlock() }
        return (output, errors, openCount > 0)
    }

    /// Waits until stdout holds more than `count` bytes or a stream closes; false on timeout.
    func waitForMore(than count: Int, until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let streams = openCount
        while output.count <= count && openCount == streams {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    func waitUntilClosed(timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        while openCount > 0 && condition.wait(until: deadline) {}
        condition.unlock()
    }

    func read(_ descriptor: Int32, isOutput: Bool, closing: Bool) {
        condition.lock()
        openCount += 1
        condition.unlock()
        Thread.detachNewThread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                condition.lock()
                if count > 0 && isOutput {
                    output += chunk[0..<count]
                } else if count > 0 {
                    errors += chunk[0..<count]
                } else {
                    openCount -= 1
                }
                condition.broadcast()
                condition.unlock()
                if count <= 0 { break }
            }
            if closing { close(descriptor) }
        }
    }
}

// Wrappers, so that methods named `write`, `rename` and `read` can call the system functions.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func posixRename(_ old: String, _ new: String) -> Int32 { rename(old, new) }

/// posix_openpt(3) and friends. Swift's Glibc module leaves them out (they need _XOPEN_SOURCE), so on
/// Linux they are looked up in the C library at run time.
private enum PseudoTerminal {
    #if canImport(Glibc)
        private static func function<T>(_ name: String, as type: T.Type) -> T {
            guard let symbol = dlsym(nil, name) else { fatalError("\(name) is missing from the C library") }
            return unsafeBitCast(symbol, to: type)
        }
        static let openMaster = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        private static let ptsname = function(
            "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    #else
        static func openMaster(_ flags: Int32) -> Int32 { posix_openpt(flags) }
        static func grant(_ fd: Int32) -> Int32 { grantpt(fd) }
        static func unlock(_ fd: Int32) -> Int32 { unlockpt(fd) }
    #endif

    static func slaveName(_ master: Int32) -> String? {
        ptsname(master).map { String(cString: $0) }
    }
}
