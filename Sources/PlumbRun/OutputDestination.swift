import Foundation
import PlumbRender

/// Where `plumb run` writes its output, chunk by chunk (see `OutputSink`): standard output, or
/// a file replaced whole at the end.
protocol OutputDestination: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Everything is written: make it visible.
    func commit() throws
    /// The run failed: leave no trace of it.
    func discard()
}

/// The console's output (standard output), unbuffered beyond the sink's chunks.
final class ConsoleOutput: OutputDestination {
    let console: Console

    init(_ console: Console) { self.console = console }

    func write(_ bytes: UnsafeRawBufferPointer) throws { try console.writeOutput(bytes) }
    func commit() throws {}
    func discard() {}
}

/// Where `--output PATH` writes: a regular file (or a new one) is replaced whole
/// (`AtomicFileOutput`); a path that names something else, such as `/dev/null`, a terminal or a
/// named pipe, is written to in place (`DeviceOutput`), never renamed over.
func fileOutput(path: String) -> OutputDestination {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { return DeviceOutput(path: path) }
    return AtomicFileOutput(path: path)
}

/// A device or a named pipe, opened on the first chunk and written as the output is made. There
/// is no old content to keep, so a failed run leaves what it wrote.
final class DeviceOutput: OutputDestination {
    let path: String
    private var descriptor: Int32 = -1

    init(path: String) { self.path = path }

    deinit { if descriptor >= 0 { close(descriptor) } }

    private func open() throws {
        descriptor = Glibc.open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError.fromErrno() }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        if descriptor < 0 { try open() }
        try writeAll(bytes, to: descriptor)
    }

    func commit() throws {
        if descriptor < 0 { try open() }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw SystemError.fromErrno() }
    }

    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }
}

/// A file written whole or not at all: the output goes to a temporary file beside it
/// (`.NAME.plumb-XXXXXX`, made on the first chunk), which is renamed over the file once
/// everything is written and synced. Until then the old file, if any, is untouched; a run that
/// fails removes the temporary file. The new file keeps the old one's permissions (a new file
/// gets the usual ones, 0666 less the umask); a symbolic link is followed, so the file it points
/// to is replaced, not the link.
final class AtomicFileOutput: OutputDestination {
    let path: String
    private var descriptor: Int32 = -1
    private var temporaryPath: String?
    private var target: String?
    /// The copy of the temporary file's name the signal handler reads, while armed.
    private var armedName: UnsafeMutablePointer<CChar>?

    init(path: String) {
        self.path = path
    }

    /// An output dropped half-written (neither committed nor discarded, as when a write threw)
    /// leaves no temporary file and no armed signal handler behind.
    deinit {
        if descriptor >= 0 || temporaryPath != nil || armedName != nil { discard() }
    }

    private func open() throws {
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let template = Array((folder + "/." + url.lastPathComponent + ".plumb-XXXXXX").utf8CString)
        // The name is made in the buffer the signal handler reads, which is armed first: a
        // signal arriving once the file exists always finds its whole name.
        let name = removeOnSignal(template)
        armedName = name
        let made = mkstemp(name)
        guard made >= 0 else {
            let error = SystemError.fromErrno()
            disarm()
            throw error
        }
        descriptor = made
        temporaryPath = String(cString: name)
        self.target = target
        let mode: mode_t
        if stat(target, &info) == 0 {
            mode = info.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        guard fchmod(made, mode) == 0 else {
            let error = SystemError.fromErrno()
            discard()
            throw error
        }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        if descriptor < 0 { try open() }
        try writeAll(bytes, to: descriptor)
    }

    func commit() throws {
        if descriptor < 0 { try open() }
        guard fsync(descriptor) == 0 else { throw SystemError.fromErrno() }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw SystemError.fromErrno() }
        guard let temporaryPath, let target, rename(temporaryPath, target) == 0 else { throw SystemError.fromErrno() }
        self.temporaryPath = nil
        disarm()
    }

    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if let temporaryPath { unlink(temporaryPath) }
        temporaryPath = nil
        disarm()
    }

    private func disarm() {
        if let armedName { disarmRemovalOnSignal(armedName) }
        armedName = nil
    }
}

/// The temporary file to remove should the process be ended by Ctrl-C or `kill` while writing
/// it (nothing else would): a C string, read by the signal handler.
nonisolated(unsafe) private var pendingTemporaryFile: UnsafeMutablePointer<CChar>?
/// The signals whose handler `removeOnSignal` set (those the process did not ignore).
nonisolated(unsafe) private var handledSignals: [Int32] = []

/// Arms the removal of the file named in the returned copy of `path` (a C string, which the
/// caller may still change in place) should SIGINT, SIGTERM or SIGHUP end the process, until
/// `disarmRemovalOnSignal`. Signals the process ignores stay ignored.
private func removeOnSignal(_ path: [CChar]) -> UnsafeMutablePointer<CChar> {
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: path.count)
    copy.initialize(from: path, count: path.count)
    pendingTemporaryFile = copy
    for signal in [SIGINT, SIGTERM, SIGHUP] {
        let previous = Foundation.signal(signal) { received in
            // Only async-signal-safe calls: remove the file, then die of the signal as before.
            if let file = pendingTemporaryFile { unlink(file) }
            Foundation.signal(received, SIG_DFL)
            raise(received)
        }
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            Foundation.signal(signal, SIG_IGN)
        } else {
            handledSignals.append(signal)
        }
    }
    return copy
}

/// The file is renamed or removed: signals act as before.
/// Disarms what `removeOnSignal` armed for `name`, and frees `name`. (Outputs opened at once in
/// one process, as in-process tests do, each free their own name; the handler follows the last.)
private func disarmRemovalOnSignal(_ name: UnsafeMutablePointer<CChar>) {
    if pendingTemporaryFile == name {
        for signal in handledSignals { Foundation.signal(signal, SIG_DFL) }
        handledSignals = []
        pendingTemporaryFile = nil
    }
    name.deallocate()
}

/// Hands another destination its chunks on a thread of its own, so that
/// making a large output (JSON of a 10⁵-view tree: 34 MB) and the kernel's copying of it into a
/// file or pipe go on side by side, on two cores: at flat 10⁵ the copy took 11 ms of the JSON
/// output stage's 31. Chunks are written in order, gathered into buffers of `bufferSize` (at
/// most `bufferLimit` of them: a slow reader slows the writer, as before, and holds no more
/// memory). The first chunk is written at once, so an output of one chunk (any diagram, most
/// SVG) starts no thread. The first failure is kept: later writes throw it, and so do
/// `waitUntilWritten` and `commit`. (`@unchecked Sendable`: its state is read and written with
/// `condition` locked, on the caller's thread and the writer's.)
final class BackgroundWriter: OutputDestination, @unchecked Sendable {
    private let inner: any OutputDestination
    /// Guards everything below but `open`, and is signalled whenever any of it changes.
    private let condition = NSCondition()
    /// Buffers filled and waiting, in order, with the bytes each holds.
    private var pending: [(buffer: UnsafeMutableRawBufferPointer, count: Int)] = []
    /// Buffers written and free for the next chunks.
    private var spare: [UnsafeMutableRawBufferPointer] = []
    private var buffersMade = 0
    /// The writer is writing a buffer it took from `pending`.
    private var writing = false
    private var failure: (any Error)?
    private var thread: Thread?
    private var stopping = false
    private var stopped = false
    private var chunks = 0
    /// The buffer being filled, on the caller's side (not yet handed over), and its bytes.
    private var open: (buffer: UnsafeMutableRawBufferPointer, count: Int)?

    /// Chunks are gathered into buffers of this size before they are handed over: a hand-over
    /// costs a lock and a wake-up, which for every 64 KB chunk cost about what writing it did.
    static let bufferSize = 256 << 10
    /// At most this many buffers exist (768 KB): a slow reader slows the writer, as before.
    static let bufferLimit = 3

    init(wrapping inner: any OutputDestination) {
        self.inner = inner
    }

    deinit {
        stop()
        for buffer in pending.map(\.buffer) + spare + (open.map { [$0.buffer] } ?? []) { buffer.deallocate() }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        chunks += 1
        if chunks == 1 {
            try inner.write(bytes)
            return
        }
        var rest = bytes
        while !rest.isEmpty {
            if open == nil { open = (try takeBuffer(), 0) }
            guard var filling = open else { return }
            let step = min(rest.count, filling.buffer.count - filling.count)
            UnsafeMutableRawBufferPointer(rebasing: filling.buffer[filling.count..<(filling.count + step)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: rest[..<step]))
            filling.count += step
            rest = UnsafeRawBufferPointer(rebasing: rest[step...])
            open = filling
            if filling.count == filling.buffer.count { handOver() }
        }
    }

    /// A free buffer: a spare one, a new one while there are fewer than `bufferLimit`, else the
    /// next one the writer frees. Throws the writer's failure.
    private func takeBuffer() throws -> UnsafeMutableRawBufferPointer {
        condition.lock()
        defer { condition.unlock() }
        if thread == nil { start() }
        while true {
            if let failure { throw failure }
            if let free = spare.popLast() { return free }
            if buffersMade < Self.bufferLimit {
                buffersMade += 1
                return .allocate(byteCount: Self.bufferSize, alignment: 16)
            }
            condition.wait()
        }
    }

    /// Hands the buffer being filled to the writer.
    private func handOver() {
        guard let filling = open else { return }
        open = nil
        guard filling.count > 0 else {
            condition.lock()
            spare.append(filling.buffer)
            condition.unlock()
            return
        }
        condition.lock()
        pending.append(filling)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every chunk handed over is written; throws the first failure.
    func waitUntilWritten() throws {
        handOver()
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, !pending.isEmpty || writing { condition.wait() }
        if let failure { throw failure }
    }

    func commit() throws {
        try waitUntilWritten()
        stop()
        try inner.commit()
    }

    func discard() {
        stop()
        inner.discard()
    }

    private func start() {
        let thread = Thread { [unowned self] in run() }
        thread.name = "plumb output"
        self.thread = thread
        thread.start()
    }

    /// Ends the writer: what is still waiting is dropped (after `waitUntilWritten`, nothing).
    private func stop() {
        condition.lock()
        defer { condition.unlock() }
        guard thread != nil else { return }
        stopping = true
        condition.broadcast()
        while !stopped { condition.wait() }
        thread = nil
    }

    private func run() {
        condition.lock()
        while true {
            while pending.isEmpty, !stopping { condition.wait() }
            if stopping { break }
            let chunk = pending.removeFirst()
            let failed = failure != nil
            writing = true
            condition.unlock()
            var error: (any Error)?
            if !failed {
                do {
                    try inner.write(UnsafeRawBufferPointer(rebasing: chunk.buffer[..<chunk.count]))
                } catch let thrown {
                    error = thrown
                }
            }
            condition.lock()
            writing = false
            if let error, failure == nil { failure = error }
            spare.append(chunk.buffer)
            condition.broadcast()
        }
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
