import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbServe

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile clients against a real `plumb serve` process: each is refused with the answer its limit
/// has in `ServerLimit` and a line on standard error, the server's memory stays bounded, and the
/// terminal side draws each save meanwhile. The timeouts are shortened (`PLUMB_SERVE_LIMITS`); the
/// other limits are the defaults. A slow client is one that never finishes, so no test depends on
/// the machine's speed.
@Suite(.serialized, .watchdog()) struct HostileClientTests {
    static let script = "return Text(\"first\")\n"
    static let shortTimeouts = "firstByteSeconds=1,headSeconds=1"

    func serve(_ limits: String = shortTimeouts) async throws -> ServeProcess {
        let served = try await offPool { try ServeProcess(Self.script, limits: limits) }
        #expect(served.waitForDrawing("first"), "stdout: \(served.standardOutput)")
        return served
    }

    func status(_ limit: ServerLimit) -> Int {
        guard case .status(let code) = limit.answer else { return 0 }
        return code
    }

    /// A raw request on a connection of its own: its answer.
    func request(_ head: String, port: UInt16) async throws -> RawClient.Response {
        try await offPool {
            let client = try RawClient(port: port)
            try client.send(head)
            return try client.readResponse()
        }
    }

    @Test func overLongHeadsAreRefusedWithTheirStatus() async throws {
        let served = try await serve()
        let port = served.port
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let lineLimit = ServerLimits().count(.requestLine)
        // "GET " + path + " HTTP/1.1\r\n": the longest line taken, and one byte more.
        let longest = "/" + String(repeating: "a", count: lineLimit - 4 - 1 - 11)
        #expect(try await request("GET \(longest) HTTP/1.1\r\n\(host)\r\n", port: port).status == 404)
        let overLine = try await request("GET \(longest)a HTTP/1.1\r\n\(host)\r\n", port: port)
        #expect(overLine.status == status(.requestLine), "\(overLine)")
        #expect(served.waitForLogLine(containing: "refused 127.0.0.1: 414 the request line is over 8192 bytes"))

        let headerLimit = ServerLimits().count(.headerCount)
        let headers = (1..<headerLimit).map { "X-\($0): 1\r\n" }.joined()
        #expect(try await request("GET / HTTP/1.1\r\n\(host)\(headers)\r\n", port: port).status == 200)
        let tooMany = try await request("GET / HTTP/1.1\r\n\(host)\(headers)X-Last: 1\r\n\r\n", port: port)
        #expect(tooMany.status == status(.headerCount), "\(tooMany)")
        #expect(served.waitForLogLine(containing: "431 the request has more than 100 header lines"))

        let long = (1...9).map { "X-\($0): " + String(repeating: "b", count: 8_000) + "\r\n" }.joined()
        let tooLarge = try await request("GET / HTTP/1.1\r\n\(host)\(long)\r\n", port: port)
        #expect(tooLarge.status == status(.headSize), "\(tooLarge)")
        #expect(served.waitForLogLine(containing: "431 the request's head is over 65536 bytes"))
    }

    /// Header lines sent as fast as the client can, 25 MiB of them: the server reads up to the head's
    /// limit, answers 431 and closes; its memory does not grow with what was sent.
    @Test func aHeaderFloodIsCutAtTheLimitAndMemoryStaysBounded() async throws {
        let served = try await serve()
        let port = served.port
        let before = served.residentBytes
        let total = 25 << 20
        let (sent, response) = try await offPool { () -> (Int, RawClient.Response?) in
            let client = try RawClient(port: port)
            try client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
            return client.flood(Array(("X-Flood: " + String(repeating: "f", count: 1_000) + "\r\n").utf8), total: total)
        }
        #expect(response?.status == status(.headSize), "\(String(describing: response))")
        #expect(sent < total, "the server took all \(sent) bytes")
        let grown = served.residentBytes - before
        #expect(grown < 8 << 20, "resident memory grew by \(grown >> 10) KiB for \(sent >> 10) KiB sent")
        print("a header flood: \(sent >> 10) KiB sent before the 431; resident memory +\(grown >> 10) KiB")
        #expect(try await request("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port).status == 200)
    }

    @Test func aSecondHostOrOriginIsABadRequest() async throws {
        let served = try await serve()
        let port = served.port
        let own = "Host: 127.0.0.1:\(port)\r\n"
        let foreign = "Host: attacker.example\r\n"
        for head in [
            "GET /layout.json HTTP/1.1\r\n\(foreign)\(own)\r\n",
            "GET /layout.json HTTP/1.1\r\n\(own)\(foreign)\r\n",
            "GET /layout.json HTTP/1.1\r\n\(own)\(own)\r\n",
            "GET /layout.json HTTP/1.1\r\n\(own)Origin: http://attacker.example\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n",
        ] {
            let response = try await request(head, port: port)
            #expect(response.status == status(.hostFields), "\(head): \(response)")
        }
        #expect(served.waitForLogLine(containing: "400 the request has more than one Host header"))
    }

    /// A client that connects and sends nothing is closed unanswered; one that never finishes its
    /// head, or its body, is answered 408. Neither finishes, whatever the machine's speed.
    @Test func slowClientsAreClosed() async throws {
        let served = try await serve()
        let port = served.port
        let silent = try RawClient(port: port)
        let halfHead = try RawClient(port: port)
        let halfBody = try RawClient(port: port)
        try halfHead.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow:")
        try halfBody.send(
            "POST /propose HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 100\r\n\r\n{\"type\":")
        let silence = try await offPool { silent.readUntilClosed() }
        #expect(silence == [], "the silent client got \(String(describing: silence))")
        #expect(ServerLimit.firstByteSeconds.answer == .closed)
        for client in [halfHead, halfBody] {
            let response = try await offPool { try client.readResponse() }
            #expect(response.status == status(.headSeconds), "\(response)")
        }
        #expect(served.waitForLogLine(containing: "closed, no request within 1.0 s"))
        #expect(served.waitForLogLine(containing: "408 the request's head did not end within 1.0 s"))
    }

    /// 500 connections at once, held open, with half-sent heads and a page's socket sending a frame
    /// that claims 1 GiB: the ones over the limit are answered 503, the server's open files and
    /// memory stay bounded, the terminal draws a save meanwhile, and once they close a request is
    /// answered.
    @Test func fiveHundredConnectionsAndASaveMeanwhile() async throws {
        let limit = 64
        let served = try await serve("connections=\(limit),firstByteSeconds=120,headSeconds=120")
        let port = served.port
        let before = served.residentBytes
        var held = try await offPool { try (0..<500).map { _ in try RawClient(port: port) } }
        // Each connection after the limit is refused as it comes; the others are held.
        let clients = held
        let answers = try await offPool { Self.answers(of: clients, count: 500 - limit) }
        let refused = answers.values.filter {
            String(decoding: $0, as: UTF8.self).hasPrefix("HTTP/1.1 \(status(.connections)) ")
        }
        // Every one over the limit is closed at once: answered 503 unless a flood of refusals
        // was itself over its bound (then closed unanswered); the others are held.
        #expect(answers.count == 500 - limit, "\(500 - answers.count) held; \(limit) may be")
        #expect(refused.count > 0 && answers.values.allSatisfy { $0.isEmpty || refused.contains($0) })
        #expect(served.openFiles < limit + 40, "\(served.openFiles) files open")
        #expect(served.waitForLogLine(containing: "503 more than \(limit) connections are open"))
        // The terminal side draws a save while they are held.
        try served.save("return Text(\"second\")\n")
        #expect(served.waitForDrawing("second"), "stdout: \(served.standardOutput)")
        let grown = served.residentBytes - before
        #expect(grown < 16 << 20, "resident memory grew by \(grown >> 10) KiB")
        print("500 connections: \(refused.count) refused with 503; resident memory +\(grown >> 10) KiB")
        for client in held { client.disconnect() }
        held.removeAll()
        let deadline = Date().addingTimeInterval(30)
        var answered = 0
        while Date() < deadline {
            answered =
                (try? await request("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port))?.status ?? 0
            if answered == 200 { break }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(answered == 200)
    }

    /// What the server sent each client it closed, once `count` of them are closed (at most 60 s),
    /// by index; then a moment more, in which no other may close.
    static func answers(of clients: [RawClient], count: Int) -> [Int: [UInt8]] {
        var answers: [Int: [UInt8]] = [:]
        let deadline = Date().addingTimeInterval(60)
        var settled: Date?
        while Date() < deadline {
            var ready = clients.enumerated().filter { answers[$0.offset] == nil }.map {
                pollfd(fd: $0.element.socket, events: Int16(POLLIN), revents: 0)
            }
            let open = clients.indices.filter { answers[$0] == nil }
            _ = poll(&ready, nfds_t(ready.count), 100)
            for (slot, index) in open.enumerated() where ready[slot].revents != 0 {
                answers[index] = clients[index].readUntilClosed(within: 10) ?? []
            }
            if answers.count >= count {
                if let settled, Date().timeIntervalSince(settled) > 0.5 { break }
                if settled == nil { settled = Date() }
            }
        }
        return answers
    }

    @Test func aPageSocketOverItsLimitsIsClosedWithItsCode() async throws {
        let served = try await serve()
        let port = served.port
        let before = served.residentBytes
        func page() async throws -> RawClient {
            let client = try RawClient(port: port)
            _ = try await offPool { try client.openPage(port: port) }
            return client
        }
        // A frame claiming 1 GiB: refused from its header.
        let claim = try await page()
        try claim.sendFrame(opcode: 2, payload: Array(repeating: 7, count: 1_000), declaredLength: 1 << 30)
        #expect(try await offPool { try claim.readClose() }?.code == 1009)
        // A message of fragments, each under the frame's limit, together over the message's.
        let fragments = try await page()
        let fragment = [UInt8](repeating: 0x61, count: 3_000)
        try fragments.sendFrame(opcode: 1, payload: fragment, fin: false)
        try fragments.sendFrame(opcode: 0, payload: fragment, fin: false)
        #expect(try await offPool { try fragments.readClose() }?.code == 1009)
        // More messages in a second than the limit.
        let chatty = try await page()
        for _ in 0..<(ServerLimits().count(.messagesPerSecond) * 5) { try chatty.sendText("{}") }
        #expect(try await offPool { try chatty.readClose() }?.code == 1008)
        #expect(ServerLimit.frameSize.answer == .closeCode(1009))
        #expect(ServerLimit.messageSize.answer == .closeCode(1009))
        #expect(ServerLimit.messagesPerSecond.answer == .closeCode(1008))
        // An unmasked frame.
        let unmasked = try await page()
        try unmasked.send([0x81, 0x02, 0x68, 0x69])
        #expect(try await offPool { try unmasked.readClose() }?.code == 1002)
        #expect(served.waitForLogLine(containing: "close 1009 a frame of 1073741824 bytes, over 4096"))
        #expect(served.waitForLogLine(containing: "close 1009 a message of more than 4096 bytes"))
        #expect(served.waitForLogLine(containing: "close 1008 more than 20 messages in a second"))
        #expect(served.waitForLogLine(containing: "close 1002 a client's frames must be masked"))
        // A page that keeps to the rules is served meanwhile, and a save reaches it.
        let good = try await page()
        _ = try await offPool { try good.readMessage() }
        try served.save("return Text(\"third\")\n")
        #expect(served.waitForDrawing("third"))
        let state = try await offPool { try good.readState { ($0["generation"] as? Int ?? 0) >= 2 } }
        #expect(state["error"] is NSNull)
        let grown = served.residentBytes - before
        #expect(grown < 8 << 20, "resident memory grew by \(grown >> 10) KiB")
    }

    @Test func malformedJSONBodiesAndCrossOriginUpgradesAreRefused() async throws {
        let served = try await serve()
        let port = served.port
        let client = try RawClient(port: port)
        let malformed = try await offPool { try client.post(body: "{\"type\":\"propose\",", port: port) }
        #expect(malformed.status == 400, "\(malformed)")
        #expect(malformed.body.contains("\"type\":\"refused\""))
        let crossOrigin = try RawClient(port: port)
        let upgrade = try await offPool { try crossOrigin.upgrade(port: port, origin: "http://attacker.example") }
        #expect(upgrade == 403)
        let huge = try await request(
            "POST /propose HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 1073741824\r\n\r\n", port: port)
        #expect(huge.status == status(.body), "\(huge)")
        #expect(served.waitForLogLine(containing: "403 refused: requests from pages of another origin"))
        #expect(served.waitForLogLine(containing: "413 Content Too Large: a body of 1073741824 bytes"))
    }
}
