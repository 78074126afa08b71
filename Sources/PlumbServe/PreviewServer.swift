import FlyingFox
import FlyingSocks
import Foundation
import PlumbRun

/// `plumb watch --serve`: the page, its assets, the layouts of the one script at any proposal,
/// and a WebSocket that pushes a new picture on every save. Serves nothing else: the routes are
/// a fixed list of exact paths, matched before any decoding, and no route reads a file.
package final class PreviewServer: PreviewServing, @unchecked Sendable {
    package let url: String
    package let port: UInt16
    let hub: PreviewHub
    let file: String
    private let slot: ServerSlot
    private let task: Task<Void, any Error>
    let guardian: RequestGuard

    private init(
        file: String, port: UInt16, url: String, hub: PreviewHub, slot: ServerSlot, task: Task<Void, any Error>,
        guardian: RequestGuard
    ) {
        self.file = file
        self.port = port
        self.url = url
        self.hub = hub
        self.slot = slot
        self.task = task
        self.guardian = guardian
    }

    /// Starts the server and returns once it listens (port 0: any free port). `heartbeat`: the
    /// seconds between two writes to an idle page's socket (`PreviewHub`). `patience`: how long
    /// to wait for it to listen; a test run's shared pool may not give the server a thread for a
    /// while, so tests wait longer than a user's `plumb watch --serve` does.
    package static func start(
        _ request: PreviewServerRequest, heartbeat: Double = PreviewHub.defaultHeartbeat, patience: Double = 5,
        limits: ServerLimits = ServerLimits(), log: ServerLog = ServerLog()
    ) async throws -> PreviewServer {
        let address: any SocketAddress
        let ipv6 = request.host.contains(":")
        if request.host == "localhost" {
            address = try sockaddr_in.inet(ip4: "127.0.0.1", port: request.port)
        } else if ipv6 {
            let bare = request.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            address = try sockaddr_in6.inet6(ip6: bare, port: request.port)
        } else {
            address = try sockaddr_in.inet(ip4: request.host, port: request.port)
        }
        raiseOpenFileLimit()
        let hub = PreviewHub(makeDocument: request.makeDocument, heartbeat: heartbeat)
        let routes = Routes(hub: hub, file: request.file, limits: limits, log: log)
        func makeServer(_ address: any SocketAddress) -> HTTPServer {
            HTTPServer(
                // Bodies of at most 4,096 bytes are read up front, longer ones never (RequestBody);
                // every other input is bounded by `limits` (ServerLimit).
                config: HTTPServer.Configuration(
                    address: address, timeout: 15, sharedRequestBufferSize: RequestBody.limit,
                    sharedRequestReplaySize: RequestBody.limit, pool: HTTPServer.defaultPool(), logger: log,
                    limits: limits.http),
                handler: routes)
        }
        let slot = ServerSlot(makeServer(address))
        let server = slot.current
        // FlyingFox closes its listening socket when `accept` fails (out of file descriptors: a
        // thousand clients that never hang up): listen again, on the same port, a moment later.
        let task = Task {
            var current = server
            while !Task.isCancelled {
                do {
                    try await current.run()
                } catch  where slot.bound == nil {
                    throw error  // never listened: the address is in use, or not this machine's
                } catch {}
                guard !Task.isCancelled, let bound = slot.bound else { break }
                try await Task.sleep(nanoseconds: 200_000_000)
                current = makeServer(bound)
                slot.current = current
            }
        }
        do {
            try await server.waitUntilListening(timeout: patience)
        } catch {
            task.cancel()
            hub.stop()
            // `run` failed: its error says why (address in use, cannot assign).
            if case .failure(let failure) = await task.result { throw failure }
            throw error
        }
        var port = request.port
        if case .ip4(_, let bound)? = await server.listeningAddress { port = bound }
        if case .ip6(_, let bound)? = await server.listeningAddress { port = bound }
        if ipv6 {
            slot.bound = try? sockaddr_in6.inet6(
                ip6: request.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port)
        } else {
            slot.bound = try? sockaddr_in.inet(
                ip4: request.host == "localhost" ? "127.0.0.1" : request.host, port: port)
        }
        let guardian = RequestGuard(host: request.host, port: port)
        routes.guardian.set(guardian)
        // Bound to every address: the URL names loopback, which is one of them.
        let bare = request.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let shownHost = guardian.wildcard ? "127.0.0.1" : ipv6 ? "[\(bare)]" : request.host
        return PreviewServer(
            file: request.file, port: port, url: "http://\(shownHost):\(port)/", hub: hub, slot: slot, task: task,
            guardian: guardian)
    }

    /// `start`, waiting on this thread (the watch's start-up is synchronous), with the limits
    /// `PLUMB_SERVE_LIMITS` sets over the defaults (`ServerLimits.parse`).
    package static func startBlocking(_ request: PreviewServerRequest) throws -> PreviewServer {
        var limits = ServerLimits()
        if let text = ProcessInfo.processInfo.environment["PLUMB_SERVE_LIMITS"] {
            limits = try ServerLimits.parse(text).get()
        }
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task { [limits] in
            do { box.result = .success(try await start(request, limits: limits)) } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    private final class ResultBox: @unchecked Sendable {
        var result: Result<PreviewServer, any Error>?
    }

    package func scriptChanged(_ script: PreviewScript) {
        hub.scriptChanged(script)
    }

    package func stop() {
        hub.stop()
        task.cancel()
        let server = slot.current
        let done = DispatchSemaphore(value: 0)
        Task {
            await server.stop(timeout: 1)
            done.signal()
        }
        _ = done.wait(timeout: .now() + 2)
        task.cancel()
    }

    /// The number of pages connected now.
    var clientCount: Int { hub.clientCount }
}

/// Which `Host` and `Origin` the server answers: its own address (and for loopback, each name
/// of loopback) with its port. A request whose `Host` is another (DNS rebinding: a page
/// elsewhere whose name now points here) or that comes from a page of another origin is refused.
struct RequestGuard: Sendable {
    let authorities: Set<String>
    let port: UInt16
    /// Bound to every address (0.0.0.0, ::): any address literal of this machine is its name.
    let wildcard: Bool

    init(host: String, port: UInt16) {
        var names: Set<String> = []
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare.hasPrefix("127.") || bare == "localhost" || bare == "::1" {
            names = ["127.0.0.1", "localhost", "[::1]"]
        }
        names.insert(bare.contains(":") ? "[\(bare)]" : bare)
        var authorities: Set<String> = []
        for name in names {
            authorities.insert("\(name):\(port)")
            if port == 80 { authorities.insert(name) }
        }
        self.authorities = authorities
        self.port = port
        wildcard = bare == "0.0.0.0" || bare == "::"
    }

    /// Whether `authority` (a `Host` header's value, or an origin less its scheme) is this server.
    func isOwn(_ authority: String) -> Bool {
        let lowered = authority.lowercased()
        if authorities.contains(lowered) { return true }
        guard wildcard else { return false }
        // An address literal cannot be rebound by DNS: any is this server, at its port.
        let suffix = ":\(port)"
        guard lowered.hasSuffix(suffix) || port == 80 else { return false }
        let name = lowered.hasSuffix(suffix) ? String(lowered.dropLast(suffix.count)) : lowered
        if name == "localhost" { return true }
        if name.hasPrefix("[") && name.hasSuffix("]") {
            return name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Why the request is refused, or nil.
    func refusal(host: String?, origin: String?) -> String? {
        guard let host, isOwn(host) else {
            return "refused: the Host header must name this server (\(authorities.sorted().first ?? ""))"
        }
        if let origin {
            let lowered = origin.lowercased()
            guard lowered.hasPrefix("http://"), isOwn(String(lowered.dropFirst(7))) else {
                return "refused: requests from pages of another origin (\(origin)) are not served"
            }
        }
        return nil
    }
}

/// The HTTP server listening now (a new one after `accept` failed), and the address it is bound to.
final class ServerSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var server: HTTPServer
    private var address: (any SocketAddress)?
    init(_ server: HTTPServer) { self.server = server }
    var current: HTTPServer {
        get { lock.withLock { server } }
        set { lock.withLock { server = newValue } }
    }
    var bound: (any SocketAddress)? {
        get { lock.withLock { address } }
        set { lock.withLock { address = newValue } }
    }
}

/// Raises the soft limit of open files to the hard one (at most 65,536): each page holds one.
func raiseOpenFileLimit() {
    var limit = rlimit()
    #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return }
    let wanted = min(limit.rlim_max, 65_536)
    if limit.rlim_cur < wanted {
        limit.rlim_cur = wanted
        setrlimit(resource, &limit)
    }
}

/// Set once, read by every request.
final class GuardSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var value: RequestGuard?
    func set(_ guardian: RequestGuard) { lock.withLock { value = guardian } }
    var current: RequestGuard? { lock.withLock { value } }
}

/// The server's every route. Paths are compared, exactly, in the form the request wrote them
/// (percent-encoded): `/a/../layout.svg`, `/%2e%2e/`, `//etc/passwd` and the like match nothing.
struct Routes: HTTPHandler {
    let hub: PreviewHub
    let file: String
    let limits: ServerLimits
    let log: ServerLog
    let guardian = GuardSlot()

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // The body first: one that is not read is refused, and its connection closed.
        let body: Data
        switch await RequestBody.read(request) {
        case .success(let read): body = read
        case .failure(let refusal):
            log.refused(peer(of: request), "\(refusal.status.code) \(refusal.reason)")
            return refusal.response
        }
        guard let guardian = guardian.current else { return text(.serviceUnavailable, "starting") }
        if let refusal = guardian.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")]) {
            log.refused(peer(of: request), "403 \(refusal)")
            return text(.forbidden, refusal)
        }
        let path = request.target.path(percentEncoded: true)
        if path == "/propose" {
            guard request.method == .POST else {
                return text(.methodNotAllowed, "/propose takes POST only", allow: "POST")
            }
            return propose(body)
        }
        guard request.method == .GET || request.method == .HEAD else {
            return text(.methodNotAllowed, "only GET is served here (and POST to /propose)", allow: "GET, HEAD")
        }
        switch path {
        case "/", "/index.html":
            return asset(PageAssets.html(file: file), type: "text/html; charset=utf-8")
        case "/plumb.js":
            return asset(PageAssets.script, type: "text/javascript; charset=utf-8")
        case "/plumb.css":
            return asset(PageAssets.style, type: "text/css; charset=utf-8")
        case "/layout.svg", "/layout.json", "/explain.json":
            return await layout(request, path: path)
        case "/socket":
            let socket = PreviewSocket(
                hub: hub, reader: PageSocketReader(limits: limits, log: log, peer: peer(of: request)))
            return try await WebSocketHTTPHandler(handler: socket).handleRequest(request)
        default:
            return text(.notFound, "not found: this server serves the page of \(file) and its layouts only")
        }
    }

    /// The client's address, for the log.
    private func peer(of request: HTTPRequest) -> String {
        switch request.remoteAddress {
        case .ip4(let address, _)?, .ip6(let address, _)?: return address
        case .unix(let path)?: return path
        case nil: return "unknown"
        }
    }

    /// `POST /propose`: a page's proposal and toggles (`ProposeRequest`). Answered 202 and no body
    /// once taken: the picture comes, as every picture does, on that page's socket. A malformed
    /// body is answered 400 with what was expected; a token of no open page, 404.
    private func propose(_ body: Data) -> HTTPResponse {
        let request: ProposeRequest
        switch ProposeRequest.parse(body) {
        case .success(let parsed): request = parsed
        case .failure(let error): return json(.badRequest, error.json)
        }
        guard let page = hub.client(token: request.token) else {
            return json(
                .notFound,
                MessageError(
                    "no open page has this token: its socket has closed (the page reconnects and gets a new one), or the token is not one this server gave"
                ).json)
        }
        if page.want(request.message, seq: request.seq) { hub.schedule(page) }
        return HTTPResponse(statusCode: .accepted, headers: [.cacheControl: "no-store"], body: Data())
    }

    private func asset(_ body: String, type: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff",
                HTTPHeader("Content-Security-Policy"):
                    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'",
            ], body: Data(body.utf8))
    }

    private func text(_ status: HTTPStatusCode, _ message: String, allow: String? = nil) -> HTTPResponse {
        var response = HTTPResponse(
            statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((message + "\n").utf8))
        if let allow { response.headers[HTTPHeader("Allow")] = allow }
        return response
    }

    private func json(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: Data(text.utf8))
    }

    /// `GET /layout.svg?width=320&height=ideal&guides=1`: the last good run laid out at that
    /// proposal (a missing side: the script's canvas), as `plumb run --format svg|json` or
    /// `plumb explain --format json` print it.
    private func layout(_ request: HTTPRequest, path: String) async -> HTTPResponse {
        var sides: [String: Double?] = [:]
        for key in ["width", "height"] {
            guard let value = request.query[key] else { continue }
            if value == "ideal" || value == "nil" {
                sides[key] = .some(nil)
            } else if let number = Double(value), number.isFinite, number >= 0, number <= ProposeMessage.maximumSide {
                sides[key] = number
            } else {
                return text(
                    .badRequest,
                    "\(key)=\(value): expected a number of points between 0 and \(Int(ProposeMessage.maximumSide)), or ideal"
                )
            }
        }
        let guides = ["1", "true", "yes"].contains(request.query["guides"] ?? "")
        let outcome = await hub.worker.perform { document -> Result<PreviewPicture, PreviewError>? in
            let base = document.defaultProposal
            let proposal = PreviewProposal(
                width: sides["width"] ?? base.width, height: sides["height"] ?? base.height)
            return document.picture(at: proposal, guides: guides)
        }
        switch outcome {
        case .success(let picture)??:
            switch path {
            case "/layout.svg": return asset(picture.svg + "\n", type: "image/svg+xml")
            case "/layout.json": return asset(picture.layoutJSON + "\n", type: "application/json")
            default: return asset(picture.explainJSON + "\n", type: "application/json")
            }
        case .failure(let error)??:
            return text(.unprocessableContent, error.report)
        case .some(nil):
            return text(.serviceUnavailable, "no layout yet: \(file) has not run successfully")
        case nil:
            return text(.serviceUnavailable, "the server is stopping")
        }
    }
}

/// One page's WebSocket: written its hello (the page's token), its pictures (`Outbox`) and
/// heartbeats; what the page sends is read within the limits and dropped (`PageSocketReader`),
/// which ends the socket when the page closes it or breaks a rule. A page speaks to the server by
/// `POST /propose`.
struct PreviewSocket: WSHandler {
    let hub: PreviewHub
    let reader: PageSocketReader

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let page = hub.add()
        let reading = Task { [reader] in await reader.read(client, into: page.outbox) }
        let lease = PageLease(hub: hub, page: page, reading: reading)
        hub.schedule(lease.page)
        return AsyncStream(unfolding: { await lease.next() })
    }
}

/// Holds a page for as long as FlyingFox holds its frame stream (which alone holds the lease): the
/// stream is dropped when a write to the socket fails, the page's socket ends (`PageSocketReader`)
/// or the server stops, and the page is then removed from the hub and its reading stopped.
final class PageLease: Sendable {
    let hub: PreviewHub
    let page: PreviewClient
    let reading: Task<Void, Never>

    init(hub: PreviewHub, page: PreviewClient, reading: Task<Void, Never>) {
        self.hub = hub
        self.page = page
        self.reading = reading
    }

    func next() async -> WSFrame? { await page.outbox.next() }

    deinit {
        reading.cancel()
        hub.remove(page)
    }
}
