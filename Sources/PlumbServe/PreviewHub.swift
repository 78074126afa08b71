import FlyingFox
import Foundation
import PlumbRun

/// The pages connected to the server, the script's generations, and who needs a new picture.
/// Every save bumps the generation and lays the script out again at every page's proposal; a
/// proposal from a page lays the current run out at it. Work for one page is coalesced: a page
/// that asks faster than the worker lays out gets the picture of its latest request only, and a
/// page that reads slower than the server pushes gets only the latest picture (`Outbox`).
final class PreviewHub: @unchecked Sendable {
    let worker: PreviewWorker
    private let lock = NSLock()
    private var clients: [Int: PreviewClient] = [:]
    private var nextClient = 0
    /// The latest save not yet loaded.
    private var pendingScript: PreviewScript?
    /// Touched on the worker's thread only.
    private var generation = 0
    private var cache: (key: CacheKey, message: String)?

    private struct CacheKey: Equatable {
        var generation: Int
        var proposal: PreviewProposal
        var guides: Bool
        var options: PreviewOptions
    }

    init(makeDocument: @escaping @Sendable () -> PreviewDocument) {
        worker = PreviewWorker(makeDocument: makeDocument)
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

    func add(defaultProposal: PreviewProposal?) -> PreviewClient {
        lock.withLock {
            nextClient += 1
            let client = PreviewClient(id: nextClient, proposal: defaultProposal)
            clients[client.id] = client
            return client
        }
    }

    func remove(_ client: PreviewClient) {
        _ = lock.withLock { clients.removeValue(forKey: client.id) }
        client.outbox.close()
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
        for client in lock.withLock({ Array(clients.values) }) { client.outbox.close() }
        worker.stop()
    }
}

/// One page's WebSocket: the proposal it wants and what waits to be sent to it.
final class PreviewClient: @unchecked Sendable {
    let id: Int
    let outbox = Outbox()
    private let lock = NSLock()
    /// nil: the script's default canvas.
    private var wanted: PreviewProposal?
    private var guides = false
    private var options = PreviewOptions()
    private var scheduled = false

    init(id: Int, proposal: PreviewProposal?) {
        self.id = id
        wanted = proposal
    }

    func want(_ message: ProposeMessage) {
        lock.withLock {
            wanted = message.proposal
            guides = message.guides
            options = message.options
        }
    }

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

/// Frames waiting for one page's socket: control frames (pong, close; a few at most) and the
/// latest picture only. A page that reads slowly, or never, holds at most one picture.
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
}
