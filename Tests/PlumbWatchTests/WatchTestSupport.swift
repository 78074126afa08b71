import Foundation
import Testing

@testable import PlumbWatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which change source a scenario runs against; every scenario runs on both.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case native
    case polling

    var testDescription: String { rawValue }
}

/// A fresh temporary directory holding `card.lua`, removed when the fixture goes away.
/// Immutable, so the editor actions can run on another thread while the test waits.
final class Fixture: Sendable {
    let directory: String
    let script: String

    init(script contents: String = "-- v0\nreturn 1\n") throws {
        var template = Array((NSTemporaryDirectory() + "plumb-watch-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw FixtureError.cannotCreate }
        directory = String(cString: made)
        script = directory + "/card.lua"
        try write(script, contents)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func path(_ name: String) -> String { directory + "/" + name }

    /// A watch loop on the script (plus `otherFiles`) with the given backend; signals are
    /// left alone so that parallel tests do not steal each other's bytes.
    func loop(
        _ backend: Backend, otherFiles: Set<String> = [], settleTimeout: Double = 0.3, debounce: Double = 0.05
    ) -> WatchLoop {
        WatchLoop(
            script: script, otherFiles: otherFiles, forcePolling: backend == .polling,
            debounce: debounce, pollInterval: 0.1, settleTimeout: settleTimeout, handleSignals: false)
    }

    // MARK: Ways editors save

    /// open(O_TRUNC) + write + close, as `backupcopy=yes` editors do.
    func write(_ path: String, _ contents: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw FixtureError.io(path) }
        defer { close(fd) }
        let bytes = Array(contents.utf8)
        guard bytes.withUnsafeBytes({ systemWrite(fd, $0.baseAddress, $0.count) }) == bytes.count
        else { throw FixtureError.io(path) }
    }

    /// Write a temporary file, then rename it over the target (vim/neovim `backupcopy=no`).
    func saveByRename(_ path: String, _ contents: String) throws {
        let temporary = path + ".tmp-save"
        try write(temporary, contents)
        guard rename(temporary, path) == 0 else { throw FixtureError.io(path) }
    }

    /// JetBrains safe write: create `x___jb_tmp___`, rename `x` → `x___jb_old___`,
    /// rename the tmp file → `x`, delete `x___jb_old___`.
    func saveLikeJetBrains(_ path: String, _ contents: String) throws {
        try write(path + "___jb_tmp___", contents)
        guard rename(path, path + "___jb_old___") == 0,
            rename(path + "___jb_tmp___", path) == 0,
            unlink(path + "___jb_old___") == 0
        else { throw FixtureError.io(path) }
    }

    func remove(_ path: String) throws {
        guard unlink(path) == 0 else { throw FixtureError.io(path) }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#else
    private let systemWrite = Darwin.write
#endif

enum FixtureError: Error {
    case cannotCreate
    case io(String)
    case editorTooSlow
}

/// One event together with the script's bytes as the loop read them at that moment.
struct Observed: Equatable, Sendable {
    let event: WatchEvent
    let script: String?
}

/// Runs a blocking scenario on a thread of its own and awaits its result. Swift Testing
/// runs tests on the cooperative pool, which is only as wide as the CPU count; blocking
/// it would serialise the suite. Bodies must not use `#expect` (no test context there):
/// they return what they saw and the test asserts afterwards.
func scenario<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

func sleep(seconds: Double) {
    usleep(UInt32(seconds * 1_000_000))
}

/// Shared between the editor thread and the test: when the actions ended, what they threw,
/// and the time of the last write they marked.
final class EditorRun: @unchecked Sendable {
    private let lock = NSLock()
    private var startTime: Double?
    private var finishedAt: Double?
    private var failure: (any Error)?

    /// Notes the moment the editor starts writing (no event of the write can come before it).
    func start() {
        lock.lock()
        defer { lock.unlock() }
        startTime = monotonicNow()
    }

    func finish(_ error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        finishedAt = monotonicNow()
        failure = error
    }

    var state: (finishedAt: Double?, failure: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        return (finishedAt, failure)
    }

    var startedAt: Double? { lock.withLock { startTime } }
}

/// Runs `actions` (an editor saving) on another thread 20 ms after the loop starts
/// waiting, so events arrive while `next` is blocked, as in real use. Collects events
/// until the actions are done and none has arrived for `quiet` seconds (or `limit`
/// passed). `quiet` exceeds poll interval + debounce, so a polling run cannot be missed.
func collect(
    _ loop: WatchLoop, quiet: Double = 0.3, limit: Double = 1.8,
    during actions: @escaping @Sendable () throws -> Void
) throws -> [Observed] {
    let run = EditorRun()
    let editor = Thread {
        sleep(seconds: 0.02)
        do {
            try actions()
            run.finish(nil)
        } catch {
            run.finish(error)
        }
    }
    editor.start()
    var observed: [Observed] = []
    let start = monotonicNow()
    var lastActivity = start
    while true {
        let now = monotonicNow()
        let (finishedAt, failure) = run.state
        if let failure { throw failure }
        // Until the actions are done, wake up often to notice that they are.
        let quietEnds = finishedAt.map { max($0, lastActivity) + quiet } ?? now + 0.05
        let wait = min(quietEnds - now, start + limit - now)
        if wait <= 0 { break }
        if let event = loop.next(timeout: wait) {
            let script = loop.snapshot[loop.script].map { String(decoding: $0, as: UTF8.self) }
            observed.append(Observed(event: event, script: script))
            lastActivity = monotonicNow()
        }
    }
    guard run.state.finishedAt != nil else { throw FixtureError.editorTooSlow }
    return observed
}

func events(_ observed: [Observed]) -> [WatchEvent] { observed.map(\.event) }
