import Foundation
import PlumbRun
import Testing

@testable import PlumbServe

#if canImport(Glibc)
    import Glibc
#endif

/// The repository's root (for Scripts/).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A folder of its own with `script` in it, and a server on an ephemeral loopback port.
final class ServedScript: @unchecked Sendable {
    let folder: String
    let path: String
    let server: PreviewServer

    /// `heartbeat`: short, so that a closed page is found within the tests' patience. `log`
    /// collects the refusals' lines (nothing is written to standard error).
    init(
        _ source: String, arguments: [String] = ["--canvas", "320x200"], heartbeat: Double = 0.25,
        limits: ServerLimits = ServerLimits(), log: ServerLog = ServerLog(write: { _ in })
    ) async throws {
        // Short: Lua shortens chunk names over 60 bytes in its messages.
        folder = "/tmp/plumb-serve-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/view.lua"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let path = path
        let document = try UncheckedDocumentArguments(arguments)
        server = try await PreviewServer.start(
            PreviewServerRequest(
                file: path, host: "127.0.0.1", port: 0,
                makeDocument: { try! PreviewDocument(file: path, arguments: document.value, console: .process) }),
            // The test run's pool may be busy with other suites' blocking work for minutes: the
            // watchdog, not this, bounds a server that never listens.
            heartbeat: heartbeat, patience: 900, limits: limits, log: log)
        server.scriptChanged(source: source)
    }

    /// Writes the script and tells the server, as the watch does after a save.
    func save(_ source: String) throws {
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        server.scriptChanged(source: source)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }
}

struct UncheckedDocumentArguments: Sendable {
    let value: [String]
    init(_ value: [String]) throws { self.value = value }
}

/// What `plumb ARGUMENTS` prints, in process.
func plumbOutput(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let captured = CapturedConsole()
    let status = Plumb.invoke(arguments, console: captured.console)
    return (status, captured.output, captured.errors)
}

/// Runs blocking socket code on a thread of its own (never on the pool the server's tasks use).
@discardableResult
func offPool<T>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    let box = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<TestBox<T>, any Error>) in
        let thread = Thread { continuation.resume(with: Result { TestBox(value: try body()) }) }
        thread.start()
    }
    return box.value
}

struct TestBox<Value>: @unchecked Sendable {
    let value: Value
}

/// A plain TCP client speaking just enough HTTP/1.1 and WebSocket to test the server with bytes
/// it chooses (raw paths, foreign headers, malformed frames). Blocking, with a 10 s timeout.
final class RawClient: @unchecked Sendable {
    let socket: Int32
    private var buffer: [UInt8] = []

    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw TestFailure("socket failed") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw TestFailure("connect failed: \(errno)") }
    }

    deinit { close(socket) }

    /// Ends the connection (the descriptor is closed when the client is released).
    func disconnect() { shutdown(socket, Int32(SHUT_RDWR)) }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw TestFailure("send failed: \(errno)") }
            sent += count
        }
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends up to `total` bytes (of 0x61) until the kernel takes no more for `seconds`; returns how
    /// many it took.
    func sendUntilBlocked(total: Int, seconds: Int) -> Int {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let chunk = [UInt8](repeating: 0x61, count: 65_536)
        var sent = 0
        while sent < total {
            let count = chunk.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, min($0.count, total - sent), Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { break }
            sent += count
        }
        return sent
    }

    /// Reads more bytes into the buffer; false at the end of the stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw TestFailure("receive failed or timed out: \(errno)") }
        if count == 0 { return false }
        buffer += chunk[0..<count]
        return true
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw TestFailure("connection closed") }
        }
        let bytes = Array(buffer[0..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// A response's status, its reason phrase, headers (lowercased names) and body (by
    /// Content-Length).
    func readResponse() throws -> Response {
        let end: Int = try {
            while true {
                if let range = findHeaderEnd() { return range }
                guard try fill() else { throw TestFailure("connection closed before the headers") }
            }
        }()
        let head = String(decoding: try take(end + 4), as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ", maxSplits: 2)
        let status = Int(statusLine[1]) ?? 0
        let reason = statusLine.count > 2 ? String(statusLine[2]) : ""
        var headers: [String: String] = [:]
        for line in lines where line.contains(":") {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        return Response(
            status: status, reason: reason, headers: headers, body: String(decoding: try take(length), as: UTF8.self))
    }

    struct Response {
        var status: Int
        var reason: String
        var headers: [String: String]
        var body: String
    }

    /// Whether the server has closed the connection (a read gives the end, or a reset), waiting
    /// at most `seconds`.
    func isClosedByServer(within seconds: Int = 10) -> Bool {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        // Bytes may keep coming (heartbeats on a socket that stays open): not past the deadline.
        let deadline = Date().addingTimeInterval(TimeInterval(seconds))
        while Date() < deadline {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
        return false
    }

    private func findHeaderEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4)
        where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
            return i
        }
        return nil
    }

    /// `GET path` with these headers, the path sent byte for byte.
    static func get(
        _ path: String, port: UInt16, host: String? = nil, origin: String? = nil
    ) throws -> Response {
        let client = try RawClient(port: port)
        var request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try client.send(request + "\r\n")
        return try client.readResponse()
    }

    /// `POST path` with `body` on this connection (kept open), and the response.
    func post(
        _ path: String = "/propose", body: String, port: UInt16, host: String? = nil, origin: String? = nil,
        headers: [String] = []
    ) throws -> Response {
        var request = "POST \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
        request += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        for header in headers { request += header + "\r\n" }
        try send(request + "\r\n" + body)
        return try readResponse()
    }

    /// `POST /propose` for the page `token` on a connection of its own.
    @discardableResult
    static func propose(_ fields: String, token: String, seq: Int? = nil, port: UInt16) throws -> Response {
        let client = try RawClient(port: port)
        let sequence = seq.map { #","seq":\#($0)"# } ?? ""
        let body = #"{"type":"propose","token":"\#(token)"\#(sequence)"# + (fields.isEmpty ? "" : "," + fields) + "}"
        return try client.post(body: body, port: port)
    }

    /// Opens a page's WebSocket and reads its first message; returns the page's token.
    func openPage(port: UInt16) throws -> String {
        let status = try upgrade(port: port)
        guard status == 101 else { throw TestFailure("handshake answered \(status)") }
        let hello = try readMessage(type: "hello")
        guard let token = hello["token"] as? String else { throw TestFailure("no token in \(hello)") }
        return token
    }

    /// Opens a WebSocket; returns the handshake's status (101 when it was accepted).
    func upgrade(port: UInt16, host: String? = nil, origin: String? = nil) throws -> Int {
        var request = "GET /socket HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
        request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        request += "Origin: \(origin ?? "http://127.0.0.1:\(port)")\r\n\r\n"
        try send(request)
        let end: Int = try {
            while true {
                if let range = findHeaderEnd() { return range }
                guard try fill() else { throw TestFailure("connection closed before the handshake") }
            }
        }()
        let head = String(decoding: try take(end + 4), as: UTF8.self)
        return Int(head.split(separator: " ")[1]) ?? 0
    }

    /// Sends one masked frame; `declaredLength` lies about its length.
    func sendFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true, declaredLength: UInt64? = nil) throws {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let length = declaredLength ?? UInt64(payload.count)
        if length < 126 {
            frame.append(0x80 | UInt8(length))
        } else if length <= 0xFFFF {
            frame += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((length >> UInt64(shift)) & 0xFF)) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try send(frame)
    }

    func sendText(_ text: String) throws { try sendFrame(opcode: 1, payload: Array(text.utf8)) }

    /// Sends `chunk` again and again, up to `total` bytes, stopping as soon as the server answers
    /// or stops taking them (it closed the connection); returns how many bytes were sent and the
    /// answer (read while it can be: before the server's close resets the connection).
    func flood(_ chunk: [UInt8], total: Int) -> (sent: Int, response: Response?) {
        var sent = 0
        while sent < total {
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 0) > 0 { break }
            let count = chunk.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }
            sent += count
        }
        return (sent, try? readResponse())
    }

    /// Everything the server sends until it closes the connection, or nil if it has not closed it
    /// within `seconds`.
    func readUntilClosed(within seconds: Int = 30) -> [UInt8]? {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received = buffer
        buffer = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { return received }
            if count < 0 { return errno == ECONNRESET ? received : nil }
            received += chunk[0..<count]
        }
    }

    /// Reads frames until a close frame (its code and reason) or the end of the stream (nil).
    func readClose() throws -> (code: Int, reason: String)? {
        while true {
            let frame: (opcode: UInt8, payload: [UInt8])
            do { frame = try readFrame() } catch { return nil }
            guard frame.opcode == 8 else { continue }
            guard frame.payload.count >= 2 else { return (1005, "") }
            return (
                Int(frame.payload[0]) << 8 | Int(frame.payload[1]),
                String(decoding: frame.payload.dropFirst(2), as: UTF8.self)
            )
        }
    }

    /// The next frame from the server (unmasked): opcode and payload.
    func readFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
        let head = try take(2)
        var length = UInt64(head[1] & 0x7F)
        if length == 126 {
            let bytes = try take(2)
            length = UInt64(bytes[0]) << 8 | UInt64(bytes[1])
        } else if length == 127 {
            length = try take(8).reduce(0) { $0 << 8 | UInt64($1) }
        }
        return (head[0] & 0x0F, try take(Int(length)))
    }

    /// The next message of this type (`state` or `refused`), as JSON. Heartbeats and messages of
    /// other types are skipped for at most `patience` seconds (they keep coming, so a message that
    /// never comes would otherwise be waited for forever).
    func readMessage(type: String = "state", patience: TimeInterval = 30) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(patience)
        while true {
            guard Date() < deadline else {
                throw TestFailure("no \(type) message within \(Int(patience)) s, only heartbeats and other messages")
            }
            let frame = try readFrame()
            if frame.opcode == 8 {
                throw TestFailure("closed: \(String(decoding: frame.payload.dropFirst(2), as: UTF8.self))")
            }
            guard frame.opcode == 1,
                let object = try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any]
            else { continue }
            if object["type"] as? String == type { return object }
        }
    }

    /// Reads state messages until `accept` takes one (a save or a proposal may arrive after an
    /// older state).
    func readState(where accept: ([String: Any]) -> Bool) throws -> [String: Any] {
        for _ in 0..<20 {
            let message = try readMessage()
            if accept(message) { return message }
        }
        throw TestFailure("no matching state in 20 messages")
    }
}

/// A JSON text as an object graph, for comparing two texts by value.
func parsedJSON(_ text: String) -> NSDictionary? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? NSDictionary
}
