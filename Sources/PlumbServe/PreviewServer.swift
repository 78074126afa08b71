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

    /// Starts the server and returns once it listens (port 0: any free port).
    package static func start(_ request: PreviewServerRequest) async throws -> PreviewServer {
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
        let hub = PreviewHub(makeDocument: request.makeDocument)
        let routes = Routes(hub: hub, file: request.file)
        func makeServer(_ address: any SocketAddress) -> HTTPServer {
            HTTPServer(
                config: HTTPServer.Configuration(
                    address: address, timeout: 15, pool: HTTPServer.defaultPool(), logger: .disabled),
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
            try await server.waitUntilListening(timeout: 5)
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

    /// `start`, waiting on this thread (the watch's start-up is synchronous).
    package static func startBlocking(_ request: PreviewServerRequest) throws -> PreviewServer {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await start(request)) } catch { box.result = .failure(error) }
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
    let guardian = GuardSlot()

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let guardian = guardian.current else { return text(.serviceUnavailable, "starting") }
        if let refusal = guardian.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")]) {
            return text(.forbidden, refusal)
        }
        guard request.method == .GET || request.method == .HEAD else {
            return text(.methodNotAllowed, "only GET is served")
        }
        let path = request.target.path(percentEncoded: true)
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
            return try await WebSocketHTTPHandler(handler: PreviewSocket(hub: hub)).handleRequest(request)
        default:
            return text(.notFound, "not found: this server serves the page of \(file) and its layouts only")
        }
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

    private func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((message + "\n").utf8))
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

/// One page's WebSocket: reads its proposals, pushes its pictures (`Outbox`).
struct PreviewSocket: WSHandler {
    let hub: PreviewHub

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let page = hub.add(defaultProposal: nil)
        let hub = hub
        Task {
            defer { hub.remove(page) }
            do {
                for try await frame in client {
                    guard receive(frame, from: page) else { break }
                }
            } catch {
                // A malformed frame or a lost connection: this page only.
            }
        }
        hub.schedule(page)
        let outbox = page.outbox
        return AsyncStream(unfolding: { await outbox.next() })
    }

    /// Handles one frame; false when the connection is to end.
    private func receive(_ frame: WSFrame, from page: PreviewClient) -> Bool {
        switch frame.opcode {
        case .text where frame.fin:
            guard frame.payload.count <= ProposeMessage.maximumBytes else {
                refuse(
                    page, code: 1009, "message of \(frame.payload.count) bytes: at most \(ProposeMessage.maximumBytes)")
                return false
            }
            switch ProposeMessage.parse(String(decoding: frame.payload, as: UTF8.self)) {
            case .success(let message):
                page.want(message)
                hub.schedule(page)
            case .failure(let error):
                page.outbox.post(control: WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(error.json.utf8)))
            }
            return true
        case .ping:
            page.outbox.post(control: WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload.prefix(125)))
            return true
        case .pong:
            return true
        case .close:
            page.outbox.post(control: .close(code: .normalClosure))
            return false
        default:
            // Binary or fragmented messages: a page never sends them.
            refuse(page, code: 1003, "only single-frame text messages are accepted")
            return false
        }
    }

    private func refuse(_ page: PreviewClient, code: UInt16, _ reason: String) {
        page.outbox.post(control: .close(code: WSCloseCode(code, reason: reason)))
    }
}
