import FlyingFox
import Foundation
import PlumbRun

/// The pages connected to the server, the script's generations, and who needs a new picture.
/// Every save bumps the generation and lays the script out again at every page's proposal; a
/// proposal from a page lays the current run out at it. Work for one page is coalesced: a page
/// that asks faster than the worker lays out gets the picture of its latest request only, and a
/// page that reads slower than the server pushes gets only the latest picture (`Outbox`).
///
/// Pages are known by their token (`PageToken`). A page's socket is only ever written to, so a
/// page that is gone is found by a failed write: every `heartbeat` seconds each page is sent an
/// unsolicited pong (RFC 6455 5.5.3: no answer is expected, so nothing piles up unread on our
/// side), and FlyingFox, once a write has failed, drops the page's frame stream, whose `PageLease`
/// then removes the page.
final class PreviewHub: @unchecked Sendable {
    let worker: PreviewWorker
    private let lock = NSLock()
    private var clients: [String: PreviewClient] = [:]
    /// The latest save not yet loaded.
    private var pendingScript: PreviewScript?
    /// Touched on the worker's thread only.
    private var generation = 0
    private var cache: (key: CacheKey, message: String)?
    private var heartbeatTask: Task<Void, Never>?
    private var stopped = false

    private struct CacheKey: Equatable {
        var generation: Int
        var proposal: PreviewProposal
        var guides: Bool
        var options: PreviewOptions
    }

    /// The default time between two heartbeats of a page's socket, in seconds: a page that is gone
    /// is removed within about two of them (the first write after its end is taken by the kernel,
    /// the second fails).
    static let defaultHeartbeat = 2.0

    init(makeDocument: @escaping @Sendable () -> PreviewDocument, heartbeat: Double = defaultHeartbeat) {
        worker = PreviewWorker(makeDocument: makeDocument)
        let nanoseconds = UInt64(max(heartbeat, 0.01) * 1e9)
        heartbeatTask = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: nanoseconds)
                guard let self else { return }
                beat()
            }
        }
    }

    /// One heartbeat for every page (the heartbeat task's, every `heartbeat` seconds).
    func beat() {
        for client in lock.withLock({ Array(clients.values) }) { client.outbox.postHeartbeat() }
    }

    var clientCount: Int { lock.withLock { clients.count } }

    /// A save (or, with nil, the script's disappearance): loaded on the worker, after which every
    /// page is laid out again. Saves faster than the script runs are coalesced to the latest.
    func scriptChanged(_ script: PreviewScript) {
        let first = lock.withLock {
            let first = pendingScript == nil
            pendingScript = script
            return first
        }
        guard first else { return }
        worker.enqueue { [self] document in
            let latest = lock.withLock {
                defer { pendingScript = nil }
                return pendingScript
            }
            if let latest { document.apply(latest) }
            generation += 1
            for client in lock.withLock({ Array(clients.values) }) { schedule(client) }
        }
    }

    /// A new page (its socket just opened): its token is the first message it is sent.
    func add(defaultProposal: PreviewProposal? = nil) -> PreviewClient {
        let client = PreviewClient(token: PageToken.make(), proposal: defaultProposal)
        client.outbox.post(
            control: WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(helloJSON(token: client.token).utf8)))
        let open = lock.withLock {
            if !stopped { clients[client.token] = client }
            return !stopped
        }
        // A socket that opened while the server stops: its stream ends at once.
        if !open { client.outbox.close() }
        return client
    }

    func remove(_ client: PreviewClient) {
        _ = lock.withLock { clients.removeValue(forKey: client.token) }
        client.outbox.close()
    }

    /// The open page with this token, if any.
    func client(token: String) -> PreviewClient? {
        lock.withLock { clients[token] }
    }

    /// Lays the script out for `client` at the proposal it wants when the worker gets to it (the
    /// latest, if it asked again meanwhile); one pending job per page at most.
    func schedule(_ client: PreviewClient) {
        guard client.markScheduled() else { return }
        worker.enqueue { [self] document in
            let (wanted, guides, options) = client.takeWanted()
            let proposal = wanted ?? document.defaultProposal
            client.outbox.post(picture: message(document, proposal: proposal, guides: guides, options: options))
        }
    }

    /// The state message at `proposal` (on the worker): made once per generation and proposal,
    /// however many pages show the same.
    func message(
        _ document: PreviewDocument, proposal: PreviewProposal, guides: Bool, options: PreviewOptions = PreviewOptions()
    ) -> String {
        let key = CacheKey(generation: generation, proposal: proposal, guides: guides, options: options)
        if let cache, cache.key == key { return cache.message }
        var state = StateMessage(
            generation: generation, proposal: proposal, guides: guides, options: options, picture: nil,
            error: document.error, source: document.source)
        switch document.picture(at: proposal, guides: guides, options: options) {
        case .success(let picture)?: state.picture = picture
        case .failure(let error)?: state.error = state.error ?? error
        case nil: break
        }
        let text = state.json
        cache = (key, text)
        return text
    }

    func stop() {
        heartbeatTask?.cancel()
        let open = lock.withLock {
            stopped = true
            return Array(clients.values)
        }
        for client in open { client.outbox.close() }
        worker.stop()
    }
}

/// One page: its token, the proposal it wants and what waits to be sent to its socket.
final class PreviewClient: @unchecked Sendable {
    let token: String
    let outbox = Outbox()
    private let lock = NSLock()
    /// nil: the script's default canvas.
    private var wanted: PreviewProposal?
    private var guides = false
    private var options = PreviewOptions()
    private var scheduled = false
    /// The `seq` of the newest request taken.
    private var newest: Int?

    init(token: String, proposal: PreviewProposal?) {
        self.token = token
        wanted = proposal
    }

    /// Takes the page's request unless a newer one (a higher `seq`) was taken already; false when
    /// it was older and is ignored. A request without `seq` is taken always.
    @discardableResult
    func want(_ message: ProposeMessage, seq: Int? = nil) -> Bool {
        lock.withLock {
            if let seq {
                if let newest, seq <= newest { return false }
                newest = seq
            }
            wanted = message.proposal
            guides = message.guides
            options = message.options
            return true
        }
    }

    /// The proposal the page wants now (nil: the script's default canvas).
    var wantedProposal: PreviewProposal? { lock.withLock { wanted } }

    /// True when no job for this page is pending (one is now).
    func markScheduled() -> Bool {
        lock.withLock {
            if scheduled { return false }
            scheduled = true
            return true
        }
    }

    func takeWanted() -> (PreviewProposal?, Bool, PreviewOptions) {
        lock.withLock {
            scheduled = false
            return (wanted, guides, options)
        }
    }
}

/// Frames waiting for one page's socket: control frames (the hello, heartbeats, a close; a few at
/// most) and the latest picture only. A page that reads slowly, or never, holds at most one picture.
final class Outbox: @unchecked Sendable {
    private let lock = NSLock()
    private var control: [WSFrame] = []
    private var picture: WSFrame?
    private var closed = false
    private var waiter: CheckedContinuation<WSFrame?, Never>?
    /// Pictures replaced before they were sent (for the tests and the design note's claim).
    private(set) var dropped = 0

    static let maximumControlFrames = 8

    func post(picture text: String) {
        deliver(WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8)), isPicture: true)
    }

    func post(control frame: WSFrame) {
        deliver(frame, isPicture: false)
    }

    /// An unsolicited pong, unless a control frame already waits (a write is coming anyway).
    func postHeartbeat() {
        guard lock.withLock({ control.isEmpty }) else { return }
        deliver(WSFrame(fin: true, opcode: .pong, mask: nil, payload: Data()), isPicture: false)
    }

    private func deliver(_ frame: WSFrame, isPicture: Bool) {
        lock.lock()
        guard !closed else { return lock.unlock() }
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.resume(returning: frame)
            return
        }
        if isPicture {
            if picture != nil { dropped += 1 }
            picture = frame
        } else if control.count < Self.maximumControlFrames {
            control.append(frame)
        }
        lock.unlock()
    }

    /// The next frame to send: control frames first, then the latest picture; nil once closed.
    func next() async -> WSFrame? {
        await withCheckedContinuation { continuation in
            lock.lock()
            if !control.isEmpty {
                let frame = control.removeFirst()
                lock.unlock()
                continuation.resume(returning: frame)
            } else if let frame = picture {
                picture = nil
                lock.unlock()
                continuation.resume(returning: frame)
            } else if closed {
                lock.unlock()
                continuation.resume(returning: nil)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }

    /// Sends `frame` (a close frame) and nothing else, then ends the stream: what was queued is
    /// dropped.
    func close(with frame: WSFrame) {
        lock.lock()
        guard !closed else { return lock.unlock() }
        closed = true
        picture = nil
        let waiter = self.waiter
        self.waiter = nil
        control = waiter == nil ? [frame] : []
        lock.unlock()
        waiter?.resume(returning: frame)
    }

    /// Sends what is queued, then ends the stream.
    func close() {
        lock.lock()
        closed = true
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: nil)
    }

    var droppedPictures: Int { lock.withLock { dropped } }

    /// Whether the socket's writer waits for the next frame: every frame before it was written.
    var writerWaits: Bool { lock.withLock { waiter != nil } }
}
