import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal size of standard output (ioctl TIOCGWINSZ), or nil when it is not a terminal.
public func terminalSize() -> (columns: Int, rows: Int)? {
    var size = winsize()
    #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
    #else
        let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
        return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
}

// MARK: - Self-pipe signal relay

/// A C function run by the SIGINT handler itself (so it must be async-signal-safe), e.g. one that
/// stops the Lua script running on another thread. PlumbWatch knows nothing of Lua: the program
/// installs it with `setInterruptHook`.
nonisolated(unsafe) private let interruptHook: UnsafeMutablePointer<(@convention(c) () -> Void)?> = {
    let slot = UnsafeMutablePointer<(@convention(c) () -> Void)?>.allocate(capacity: 1)
    slot.initialize(to: nil)
    return slot
}()

/// Installs (or with nil removes) the function the SIGINT handler calls before relaying Ctrl-C.
public func setInterruptHook(_ hook: (@convention(c) () -> Void)?) {
    interruptHook.pointee = hook
}

/// Write ends of the pipes of every live subscriber, -1 for a free slot. A C signal handler
/// cannot capture context, so it reads this fixed table and writes the signal number as
/// one byte to each pipe (write(2) is async-signal-safe). The extra last slot counts
/// SIGINTs that nobody has consumed yet.
private let signalSlotCount = 16
private let unconsumedInterrupts = signalSlotCount
/// After this many unconsumed SIGINTs (the program is stuck, say in an endless Lua loop)
/// the default action is restored and the signal re-raised, so Ctrl-C still kills.
private let forceQuitInterrupts: Int32 = 3
nonisolated(unsafe) private let signalSlots: UnsafeMutablePointer<Int32> = {
    let slots = UnsafeMutablePointer<Int32>.allocate(capacity: signalSlotCount + 1)
    slots.initialize(repeating: -1, count: signalSlotCount)
    (slots + unconsumedInterrupts).initialize(to: 0)
    return slots
}()

private func relaySignal(_ signo: Int32) {
    let savedErrno = errno
    if signo == SIGINT {
        // Stop whatever long computation is under way (a script's run), so that the interrupt
        // is read without waiting for it to finish.
        interruptHook.pointee?()
        signalSlots[unconsumedInterrupts] += 1
        if signalSlots[unconsumedInterrupts] >= forceQuitInterrupts {
            _ = signal(SIGINT, nil)
            _ = raise(SIGINT)
        }
    }
    var byte = UInt8(truncatingIfNeeded: signo)
    for index in 0..<signalSlotCount {
        let fd = signalSlots[index]
        if fd >= 0 { _ = write(fd, &byte, 1) }
    }
    errno = savedErrno
}

/// One subscriber's end of the relay: `readDescriptor` becomes readable when SIGINT,
/// SIGTERM or SIGWINCH arrive. While at least one subscription is alive those signals
/// are caught (so Ctrl-C no longer kills the process); the previous dispositions are
/// restored when the last one is cancelled.
final class SignalSubscription {
    typealias Handler = @convention(c) (Int32) -> Void
    static let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGWINCH]
    private static let lock = NSLock()
    nonisolated(unsafe) private static var activeCount = 0
    nonisolated(unsafe) private static var previousHandlers: [Int32: Handler?] = [:]

    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private let slot: Int
    private var cancelled = false

    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        Self.lock.lock()
        defer { Self.lock.unlock() }
        guard let free = (0..<signalSlotCount).first(where: { signalSlots[$0] < 0 }) else {
            close(ends[0])
            close(ends[1])
            return nil
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
        slot = free
        signalSlots[free] = writeDescriptor
        if Self.activeCount == 0 {
            for signo in Self.relayedSignals {
                Self.previousHandlers[signo] = .some(signal(signo, relaySignal))
            }
        }
        Self.activeCount += 1
    }

    deinit { cancel() }

    /// Consumes everything pending; returns the signal numbers received (possibly repeated).
    func takeSignals() -> [Int32] {
        var received: [Int32] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while !cancelled {
            let count = bytes.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            received += bytes[0..<count].map { Int32($0) }
        }
        if received.contains(SIGINT) { signalSlots[unconsumedInterrupts] = 0 }
        return received
    }

    func cancel() {
        guard !cancelled else { return }
        cancelled = true
        Self.lock.lock()
        signalSlots[slot] = -1
        Self.activeCount -= 1
        if Self.activeCount == 0 {
            for signo in Self.relayedSignals {
                _ = signal(signo, Self.previousHandlers[signo] ?? nil)
            }
            Self.previousHandlers = [:]
        }
        Self.lock.unlock()
        close(writeDescriptor)
        close(readDescriptor)
    }
}
