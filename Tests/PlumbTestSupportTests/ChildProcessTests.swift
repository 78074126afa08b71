import Foundation
import Testing

@testable import PlumbTestSupport

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Child processes with deadlines")
struct ChildProcessTests {
    @Test func theExitStatusAndBothStreamsAreKept() throws {
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(outcome.status == 3 && !outcome.signalled && !outcome.timedOut)
        #expect(outcome.stdout == "out\n")
        #expect(outcome.stderr == "err\n")
    }

    @Test func inputIsWrittenWholeAndTheOutputReadWhileItRuns() throws {
        // More than any pipe's buffer each way: both are drained while the child runs.
        let input = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let outcome = try ChildProcess.run("/bin/cat", [], input: input)
        #expect(outcome.status == 0 && !outcome.timedOut)
        #expect(outcome.output == input)
    }

    /// A child that never ends (on any machine) is killed at its deadline, though it ignores SIGTERM.
    @Test func aChildThatNeverEndsIsKilledAtItsDeadline() throws {
        let outcome = try ChildProcess.run(
            "/bin/sh", ["-c", "trap '' TERM; echo started; exec sleep 100000"], seconds: 0.5)
        #expect(outcome.timedOut)
        #expect(outcome.signalled && outcome.status == SIGKILL)
        #expect(outcome.stdout == "started\n")
    }

    /// Its children go with it: a grandchild holding the output pipe open does not hold the run.
    @Test func theChildsWholeProcessGroupIsKilled() throws {
        let outcome = try ChildProcess.run("/bin/sh", ["-c", "sleep 100000 & sleep 100000"], seconds: 0.5)
        #expect(outcome.timedOut && outcome.signalled)
        #expect(outcome.status == SIGKILL)
    }
}

/// What the watchdog's expiry was told.
private final class Expiries: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func record(_ name: String) { lock.withLock { names.append(name) } }
    var recorded: [String] { lock.withLock { names } }
}

private let expiries = Expiries()

@Suite("The watchdog", .watchdog(seconds: 0.2, expiry: { test, _ in expiries.record(test) }))
struct WatchdogTests {
    /// Outlives its limit (it waits for the watchdog itself, however long that takes): the expiry
    /// names it.
    @Test func aTestThatOutlivesItsLimitIsNamed() async throws {
        while !expiries.recorded.contains(where: { $0.hasPrefix("aTestThatOutlivesItsLimitIsNamed") }) {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(expiries.recorded.filter { $0.hasPrefix("aTestThatOutlivesItsLimitIsNamed") }.count == 1)
    }
}
