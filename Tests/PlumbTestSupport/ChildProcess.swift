import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a child process did: how it ended and what it wrote.
public struct ChildOutcome: Sendable {
    /// The exit status, or the number of the signal that ended it (`signalled`); -1 when the
    /// child could not be waited for (it outlived even SIGKILL's grace).
    public var status: Int32
    public var signalled: Bool
    /// Killed at its deadline.
    public var timedOut: Bool
    public var output: Data
    public var errors: Data

    public var stdout: String { String(decoding: output, as: UTF8.self) }
    public var stderr: String { String(decoding: errors, as: UTF8.self) }
}

/// Child processes for the tests: every wait has a deadline, and the end is SIGKILL to the
/// child's whole process group.
///
/// Why not `terminate()` and `waitUntilExit()`: a child started from a test inherits the signal
/// mask of the thread that started it, and the threads of Swift's concurrency pool block SIGTERM,
/// so a `terminate()` may never arrive; `waitUntilExit()` has no deadline. One hung child then
/// holds the whole test run until CI's own timeout, naming nothing.
public enum ChildProcess {
    /// SIGKILL's grace: how long a killed child may take to be reaped.
    static let graceSeconds = 10.0

    /// Runs `executable` to its end or to `seconds`, whichever comes first, reading both pipes
    /// while it runs (a large output cannot block it). `input` is written to its standard input,
    /// which is otherwise /dev/null; `standardOutput`, when given, replaces the captured pipe.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, input: Data? = nil, standardOutput: FileHandle? = nil,
        seconds: Double = 120
    ) throws -> ChildOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let outputPipe = standardOutput == nil ? Pipe() : nil
        process.standardOutput = standardOutput ?? outputPipe
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let readers = DispatchGroup()
        let output = Captured()
        let errors = Captured()
        if let outputPipe { output.read(outputPipe, in: readers) }
        errors.read(errorPipe, in: readers)
        if let inputPipe, let input {
            Thread.detachNewThread {
                // For children that read all of their input (a child that stops reading early
                // would end this process with SIGPIPE).
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        let timedOut = !waitForExit(process, seconds: seconds)
        if timedOut { kill(process) }
        let reaped = waitForExit(process, seconds: graceSeconds)
        _ = readers.wait(timeout: .now() + graceSeconds)
        return ChildOutcome(
            status: reaped ? process.terminationStatus : -1,
            signalled: reaped && process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            output: output.data, errors: errors.data)
    }

    /// Whether `process` ended within `seconds` (polled: `isRunning` is kept by Foundation's
    /// own thread, so no run loop of ours is needed).
    public static func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() >= deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// SIGKILL to the child's process group (Foundation starts each child in a group of its own,
    /// so a browser's helpers go with it), and to the child itself.
    public static func kill(_ process: Process) {
        let pid = process.processIdentifier
        guard pid > 0 else { return }
        _ = Glibc.kill(-pid, SIGKILL)
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Kills `process` and waits for it at most SIGKILL's grace; whether it was reaped.
    @discardableResult
    public static func stop(_ process: Process) -> Bool {
        if process.isRunning { kill(process) }
        return waitForExit(process, seconds: graceSeconds)
    }

    /// A pipe read to its end on a thread of its own.
    private final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()

        var data: Data { lock.withLock { bytes } }

        func read(_ pipe: Pipe, in group: DispatchGroup) {
            group.enter()
            Thread.detachNewThread { [self] in
                let read = pipe.fileHandleForReading.readDataToEndOfFile()
                lock.withLock { bytes = read }
                group.leave()
            }
        }
    }
}
