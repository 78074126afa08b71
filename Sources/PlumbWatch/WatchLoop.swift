#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `WatchLoop.next(timeout:)` reports.
public enum WatchEvent: Equatable, Sendable {
    /// The contents of these watched files differ from the last run; re-run the script.
    /// The bytes that were read are in `WatchLoop.snapshot`.
    case changed(Set<String>)
    /// The script is gone (after retrying for `settleTimeout`); print "waiting for …".
    /// It is picked up again, as `.changed`, when it returns.
    case waiting(String)
    /// SIGWINCH: re-layout for the new `terminalSize()` without re-running the script.
    case resized
    /// SIGINT or SIGTERM: restore the terminal and exit.
    case interrupted
}

/// The result of `readScript(at:retryFor:)`.
public enum ScriptRead: Equatable, Sendable {
    case contents(String)
    case missing
    case empty
}

/// Reads a script, re-reading every 50 ms for up to `seconds` while it is missing or
/// empty (an editor may be between truncating and writing, or between a rename-away
/// and a rename-back).
public func readScript(at path: String, retryFor seconds: Double = 0.5) -> ScriptRead {
    let deadline = monotonicNow() + seconds
    while true {
        let bytes = readFileBytes(path)
        if let bytes, !bytes.isEmpty { return .contents(String(decoding: bytes, as: UTF8.self)) }
        let remaining = deadline - monotonicNow()
        if remaining <= 0 { return bytes == nil ? .missing : .empty }
        waitUntilReadable([], timeout: min(WatchLoop.retryInterval, remaining))
    }
}

/// Turns raw file-system notifications into runs for `plumb watch`.
///
/// - A trailing debounce coalesces a burst of events into one trigger (capped at
///   `maximumDelay` so a file written continuously still triggers).
/// - After the debounce the watched files are read; a changed file that is missing or
///   empty is re-read every 50 ms for up to `settleTimeout` before it is believed.
/// - A trigger is skipped when the bytes of every watched file hash the same as at the
///   last trigger (or as recorded with `noteContentsRan`).
/// - SIGWINCH, SIGINT and SIGTERM arrive through the same `next(timeout:)` when
///   `handleSignals` is true; Ctrl-C then no longer kills the process until `stop()`.
///   A third Ctrl-C that nobody has consumed (a stuck run) kills the process anyway.
///
/// Drive it from one thread.
public final class WatchLoop {
    static let retryInterval = 0.05
    public static let maximumDelay = 1.0

    /// The main script; always watched.
    public let script: String
    /// "inotify", "kqueue" or "polling 100 ms".
    public let backendName: String
    public let debounce: Double
    public let settleTimeout: Double
    public private(set) var watchedFiles: Set<String>
    /// The bytes of each watched file as read at the last trigger (or at start, or as
    /// given to `noteContentsRan`). Missing files are absent. Run what is here rather
    /// than reading the file again, so a run never sees a half-written file.
    public private(set) var snapshot: [String: [UInt8]] = [:]
    /// Files larger than this are not read (nil: files of any size are): `plumb watch` passes
    /// the memory limit, the cap `plumb run` puts on a script file before reading it.
    public let maximumFileBytes: Int?
    /// The size of each watched file that is larger than `maximumFileBytes`, and so has no
    /// `snapshot`. Such a file counts as changed when its size, inode or modification time does.
    public private(set) var oversized: [String: Int] = [:]

    private enum FileState: Equatable {
        case missing
        case present(ContentDigest)
        case tooLarge(size: Int, stamp: [Int64])
    }

    private enum Evaluation {
        case event(WatchEvent)
        case nothing
        case deferred
    }

    private let source: any ChangeSource
    private var signals: SignalSubscription?
    private var baseline: [String: FileState] = [:]
    private var pending: Set<String> = []
    private var firstEventAt = 0.0
    private var lastEventAt = 0.0
    private var stopped = false
    private var interruptPending = false
    private var resizePending = false

    /// Watches `script` and `otherFiles` with the best available backend.
    public convenience init(
        script: String,
        otherFiles: Set<String> = [],
        forcePolling: Bool = false,
        debounce: Double = 0.05,
        pollInterval: Double = 0.1,
        settleTimeout: Double = 0.5,
        handleSignals: Bool = true,
        maximumFileBytes: Int? = nil
    ) {
        let (source, name) = makeChangeSource(
            for: otherFiles.union([script]), forcePolling: forcePolling, pollInterval: pollInterval)
        self.init(
            script: script, otherFiles: otherFiles, source: source, backendName: name,
            debounce: debounce, settleTimeout: settleTimeout, handleSignals: handleSignals,
            maximumFileBytes: maximumFileBytes)
    }

    /// Uses a given change source (for tests or custom backends).
    public init(
        script: String,
        otherFiles: Set<String> = [],
        source: any ChangeSource,
        backendName: String,
        debounce: Double = 0.05,
        settleTimeout: Double = 0.5,
        handleSignals: Bool = true,
        maximumFileBytes: Int? = nil
    ) {
        self.script = script
        self.maximumFileBytes = maximumFileBytes
        self.source = source
        self.backendName = backendName
        self.debounce = max(0, debounce)
        self.settleTimeout = max(0, settleTimeout)
        self.watchedFiles = otherFiles.union([script])
        source.setWatchedFiles(watchedFiles)
        if handleSignals { signals = SignalSubscription() }
        // Read the baseline after the source is live, so no change can fall in between.
        for path in watchedFiles { record(path, read(path)) }
    }

    deinit { stop() }

    /// Watches exactly `files` plus the script from now on (for example the modules the
    /// last run required). New files are compared against their contents as of now.
    public func setWatchedFiles(_ files: Set<String>) {
        let files = files.union([script])
        for path in watchedFiles.subtracting(files) {
            baseline[path] = nil
            snapshot[path] = nil
            oversized[path] = nil
            pending.remove(path)
        }
        for path in files.subtracting(watchedFiles) { record(path, read(path)) }
        watchedFiles = files
        source.setWatchedFiles(files)
    }

    /// Records what the last run actually used, so that a change made between reading
    /// and watching is still noticed and an identical save is still skipped.
    public func noteContentsRan(_ contents: [String: [UInt8]]) {
        for (path, bytes) in contents where watchedFiles.contains(path) { record(path, .bytes(bytes)) }
    }

    /// Blocks until a debounced, de-duplicated change, a resize or an interrupt, or until
    /// `timeout` seconds pass (nil: forever), then returns nil. Waiting for a missing or
    /// empty file to settle may extend a call by up to `settleTimeout`.
    public func next(timeout: Double? = nil) -> WatchEvent? {
        let deadline = timeout.map { monotonicNow() + max(0, $0) }
        while !stopped {
            if let event = takeSignalEvent() { return event }
            let changes = source.drain().intersection(watchedFiles)
            var now = monotonicNow()
            if !changes.isEmpty {
                if pending.isEmpty { firstEventAt = now }
                pending.formUnion(changes)
                lastEventAt = now
            }
            if !pending.isEmpty && now >= fireTime {
                switch evaluate() {
                case .event(let event): return event
                case .nothing, .deferred: break
                }
                now = monotonicNow()
            }
            var wait: Double? = nil
            if let deadline {
                if now >= deadline { return nil }
                wait = deadline - now
            }
            if !pending.isEmpty { wait = min(wait ?? .infinity, max(0, fireTime - now)) }
            if let cap = source.maximumWait { wait = min(wait ?? .infinity, cap) }
            var descriptors: [Int32] = []
            if let signals { descriptors.append(signals.readDescriptor) }
            if let descriptor = source.readinessDescriptor { descriptors.append(descriptor) }
            waitUntilReadable(descriptors, timeout: wait)
        }
        return nil
    }

    /// Stops watching and restores the signal dispositions. `next` then returns nil.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        source.stop()
        signals?.cancel()
        signals = nil
    }

    private var fireTime: Double {
        min(lastEventAt + debounce, firstEventAt + max(Self.maximumDelay, debounce))
    }

    private func read(_ path: String) -> FileRead { readFile(path, maximumBytes: maximumFileBytes) }

    private func record(_ path: String, _ read: FileRead) {
        baseline[path] = state(of: read)
        switch read {
        case .bytes(let bytes):
            snapshot[path] = bytes
            oversized[path] = nil
        case .missing:
            snapshot[path] = nil
            oversized[path] = nil
        case .tooLarge(let size, _):
            snapshot[path] = nil
            oversized[path] = size
        }
    }

    /// True when SIGINT or SIGTERM arrived and `next` has not reported it yet. Cheap
    /// enough to call from a Lua instruction hook, so a runaway script can be stopped;
    /// `next` still returns `.interrupted` afterwards.
    public func interruptRequested() -> Bool {
        absorbSignals()
        return interruptPending
    }

    private func absorbSignals() {
        guard let received = signals?.takeSignals(), !received.isEmpty else { return }
        if received.contains(SIGINT) || received.contains(SIGTERM) { interruptPending = true }
        if received.contains(SIGWINCH) { resizePending = true }
    }

    private func takeSignalEvent() -> WatchEvent? {
        absorbSignals()
        if interruptPending {
            interruptPending = false
            resizePending = false
            return .interrupted
        }
        if resizePending {
            resizePending = false
            return .resized
        }
        return nil
    }

    private func state(of read: FileRead) -> FileState {
        switch read {
        case .missing: return .missing
        case .bytes(let bytes): return .present(ContentDigest(bytes))
        case .tooLarge(let size, let stamp): return .tooLarge(size: size, stamp: stamp)
        }
    }

    private func evaluate() -> Evaluation {
        var reads: [String: FileRead] = [:]
        for path in watchedFiles { reads[path] = read(path) }

        // A changed file that is now missing or empty may be mid-save: give it a moment.
        func unsettled(_ path: String) -> Bool {
            guard pending.contains(path), let read = reads[path] else { return false }
            switch read {
            case .tooLarge: return false
            case .bytes(let bytes) where !bytes.isEmpty: return false
            default: return state(of: read) != baseline[path]
            }
        }
        var waitingFor = watchedFiles.filter(unsettled)
        let settleDeadline = monotonicNow() + settleTimeout
        while !waitingFor.isEmpty {
            let remaining = settleDeadline - monotonicNow()
            if remaining <= 0 { break }
            let signalDescriptors = signals.map { [$0.readDescriptor] } ?? []
            let ready = waitUntilReadable(
                signalDescriptors, timeout: min(Self.retryInterval, remaining))
            // Handle a signal first; the pending change is re-evaluated on the next call.
            if !ready.isEmpty { return .deferred }
            for path in waitingFor { reads[path] = read(path) }
            waitingFor = waitingFor.filter(unsettled)
        }

        pending = []
        var changed: Set<String> = []
        for path in watchedFiles {
            let read = reads[path] ?? .missing
            if state(of: read) != baseline[path] { changed.insert(path) }
            record(path, read)
        }
        if changed.contains(script) && baseline[script] == .missing { return .event(.waiting(script)) }
        return changed.isEmpty ? .nothing : .event(.changed(changed))
    }
}
