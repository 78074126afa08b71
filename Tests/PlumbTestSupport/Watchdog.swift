import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A test that has not ended after `seconds` ends the whole test run, naming itself and showing
/// every thread's stack (with gdb, where it is installed). For suites that drive processes,
/// sockets and browsers: a wait that never ends there would otherwise hold the run until CI's own
/// timeout and name nothing. The limit is a guard against hangs, far above any test's time on a
/// slow machine, never a measure of speed: a test's time counts its waits for the concurrency
/// pool, which all the run's tests share (the whole run took 192 s on two cores under load).
///
/// Swift Testing's `.timeLimit` cannot do this: it cancels the test's task, and a thread blocked
/// in a system call, or a continuation never resumed, does not notice.
public struct Watchdog: TestTrait, SuiteTrait, TestScoping {
    public let seconds: Double
    /// What a test that outlives `seconds` sets off: `stopTheRun` (its test name, where it is
    /// declared); another action only in the watchdog's own tests.
    let expiry: @Sendable (_ test: String, _ location: String) -> Void

    public var isRecursive: Bool { true }

    /// Armed for each test case (each argument of a parameterized test on its own), not for
    /// suites or for a parameterized test as a whole.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil, !test.isSuite else { return try await function() }
        let name = test.name
        let location = "\(test.sourceLocation.fileID):\(test.sourceLocation.line)"
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "watchdog"))
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler { [expiry] in expiry(name, location) }
        timer.resume()
        defer { timer.cancel() }
        try await function()
    }

    /// Says which test hung, shows the stacks, and ends the process with a failure.
    static func stopTheRun(test: String, at location: String, after seconds: Double) -> Never {
        say(
            "\nWATCHDOG: the test \(test) (\(location)) is still running after \(Int(seconds)) s; "
                + "the test run stops here. Every thread's stack follows (if gdb can attach).\n")
        let gdb = "/usr/bin/gdb"
        if FileManager.default.isExecutableFile(atPath: gdb) {
            // Where Yama's ptrace scope or a container forbids attaching, gdb says so instead.
            // Straight to our standard error: gdb stops every thread of this process, so none of
            // them could read a pipe for it.
            let stacks = Process()
            stacks.executableURL = URL(fileURLWithPath: gdb)
            stacks.arguments = ["-p", String(getpid()), "-batch", "-ex", "thread apply all bt"]
            stacks.standardInput = FileHandle.nullDevice
            stacks.standardOutput = FileHandle.standardError
            stacks.standardError = FileHandle.standardError
            if (try? stacks.run()) != nil, !ChildProcess.waitForExit(stacks, seconds: 60) { ChildProcess.stop(stacks) }
        }
        say("WATCHDOG: \(test) hung; the run is stopped.\n")
        _exit(3)
    }

    private static func say(_ text: String) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                write(STDERR_FILENO, $0.baseAddress! + written, $0.count - written)
            }
            if count <= 0 { return }
            written += count
        }
    }
}

extension Trait where Self == Watchdog {
    /// Ends the test run, naming the test, if it has not ended after `seconds`.
    public static func watchdog(seconds: Double = 600) -> Self {
        Watchdog(seconds: seconds) { test, location in Watchdog.stopTheRun(test: test, at: location, after: seconds) }
    }

    /// Calls `expiry` instead of ending the run (for the watchdog's own tests).
    static func watchdog(seconds: Double, expiry: @escaping @Sendable (String, String) -> Void) -> Self {
        Watchdog(seconds: seconds, expiry: expiry)
    }
}
