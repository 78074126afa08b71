import Foundation
import PlumbRun
import PlumbTestSupport
import Testing

@testable import PlumbServe

private let card = """
    return VStack { alignment = "leading", spacing = 8,
      Text("Plumb"):id("title"),
      Rectangle():frame { height = 20 }:frame { minWidth = 40, maxWidth = math.huge }:id("bar"),
    }
    """

/// The server in process on an ephemeral loopback port, spoken to with raw bytes.
@Suite(.serialized, .watchdog()) struct ServerTests {
    @Test func thePageAndItsAssetsLoad() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let page = try await offPool { try RawClient.get("/", port: port) }
        #expect(page.status == 200)
        #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(page.body.contains(#"<script src="/plumb.js"></script>"#))
        #expect(page.body.contains("view.lua"))
        let script = try await offPool { try RawClient.get("/plumb.js", port: port) }
        #expect(script.status == 200 && script.body.contains("function describeView"))
        let style = try await offPool { try RawClient.get("/plumb.css", port: port) }
        #expect(style.status == 200 && style.body.contains("#stage"))
        // Nothing is fetched from elsewhere: the page names no other server.
        for body in [page.body, script.body, style.body] {
            #expect(!body.contains("https://") && !body.contains("http://"))
        }
    }

    @Test func aConnectedPageGetsThePictureAndEverySave() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let client = try RawClient(port: port)
        let status = try await offPool { try client.upgrade(port: port) }
        #expect(status == 101)
        let first = try await offPool { try client.readState { $0["picture"] is [String: Any] } }
        let picture = try #require(first["picture"] as? [String: Any])
        #expect((picture["svg"] as? String)?.hasPrefix("<svg") == true)
        #expect((first["proposal"] as? [String: Any])?["width"] as? Int == 320)
        let generation = try #require(first["generation"] as? Int)
        try served.save(card.replacingOccurrences(of: "Plumb", with: "Saved"))
        let next = try await offPool {
            try client.readState { ($0["generation"] as? Int ?? 0) > generation }
        }
        let svg = try #require((next["picture"] as? [String: Any])?["svg"] as? String)
        #expect(svg.contains(">Saved</text>"))
    }

    @Test func aWidthChangeGivesTheFramesOfPlumbRun() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let client = try RawClient(port: port)
        let token = try await offPool { try client.openPage(port: port) }
        _ = try await offPool { try client.readMessage() }
        for (width, height) in [(200, 120), (57, 300), (1000, 40)] {
            let answer = try await offPool {
                try RawClient.propose(#""width":\#(width),"height":\#(height)"#, token: token, port: port)
            }
            #expect(answer.status == 202 && answer.body.isEmpty)
            let state = try await offPool {
                try client.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == width }
            }
            let layout = try #require((state["picture"] as? [String: Any])?["layout"] as? NSDictionary)
            let run = plumbOutput(["run", served.path, "--format", "json", "--canvas", "\(width)x\(height)"])
            #expect(run.status == 0)
            #expect(layout == parsedJSON(run.output))
            // The HTTP endpoint gives the same text as `plumb run`, byte for byte.
            let http = try await offPool {
                try RawClient.get("/layout.json?width=\(width)&height=\(height)", port: port)
            }
            #expect(http.status == 200 && http.body == run.output)
        }
    }

    @Test func idealIsANilProposal() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let client = try RawClient(port: port)
        let token = try await offPool { try client.openPage(port: port) }
        _ = try await offPool { try client.readMessage() }
        try await offPool { try RawClient.propose(#""width":null,"height":null"#, token: token, port: port) }
        let state = try await offPool {
            try client.readState { ($0["proposal"] as? [String: Any])?["width"] is NSNull }
        }
        let layout = try #require((state["picture"] as? [String: Any])?["layout"] as? NSDictionary)
        let run = plumbOutput(["run", served.path, "--format", "json", "--canvas", "ideal"])
        #expect(layout == parsedJSON(run.output))
    }

    @Test func anErrorIsPushedOverTheLastPictureAndClearedByAFix() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let client = try RawClient(port: port)
        _ = try await offPool { try client.upgrade(port: port) }
        let first = try await offPool { try client.readMessage() }
        let generation = try #require(first["generation"] as? Int)
        try served.save("return VStack {\n  Text(\"a\"):frame { width = \"wide\" },\n}\n")
        let broken = try await offPool { try client.readState { ($0["generation"] as? Int ?? 0) > generation } }
        let error = try #require(broken["error"] as? [String: Any])
        #expect(error["line"] as? Int == 2)
        #expect((error["file"] as? String)?.hasSuffix("view.lua") == true)
        #expect((error["sourceLine"] as? String)?.contains("width = \"wide\"") == true)
        #expect((error["report"] as? String)?.contains(" 2 | ") == true)
        // The last good picture stays, for the page to show dimmed.
        #expect((broken["picture"] as? [String: Any])?["svg"] is String)
        try served.save(card)
        let fixed = try await offPool { try client.readState { ($0["generation"] as? Int ?? 0) > generation + 1 } }
        #expect(fixed["error"] is NSNull)
        #expect((fixed["picture"] as? [String: Any])?["svg"] is String)
    }

    @Test func aScriptThatTimesOutShowsItsErrorAndTheServerStaysUp() async throws {
        let served = try await ServedScript(card, arguments: ["--canvas", "320x200", "--timeout", "0.2"])
        let port = served.server.port
        let client = try RawClient(port: port)
        _ = try await offPool { try client.upgrade(port: port) }
        let first = try await offPool { try client.readMessage() }
        let generation = try #require(first["generation"] as? Int)
        try served.save("while true do end")
        let stopped = try await offPool { try client.readState { ($0["generation"] as? Int ?? 0) > generation } }
        let error = try #require(stopped["error"] as? [String: Any])
        #expect((error["message"] as? String)?.contains("0.2") == true)
        let page = try await offPool { try RawClient.get("/", port: port) }
        #expect(page.status == 200)
    }

    @Test func noOtherFileIsServed() async throws {
        let served = try await ServedScript(card)
        // A symlink to a file outside, next to the script: never followed, never served.
        try FileManager.default.createSymbolicLink(
            atPath: served.folder + "/link.lua", withDestinationPath: "/etc/passwd")
        let port = served.server.port
        let paths = [
            "/../../../../etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd",
            "/plumb.js/../../../etc/passwd", "/view.lua", "/./view.lua", "/%76iew.lua", "/link.lua", "/layout.svg/..",
            "/socket/../../view.lua", "/index.html%00.lua", "/\\..\\view.lua", "/plumb.js%2f..%2fview.lua",
            "/%2fetc%2fpasswd", "/..;/view.lua", "/layout.json/../../link.lua",
        ]
        for path in paths {
            let response = try await offPool { try RawClient.get(path, port: port) }
            #expect(response.status == 404 || response.status == 400, "\(path): \(response.status)")
            #expect(!response.body.contains("root:"), "\(path)")
            #expect(!response.body.contains("Rectangle()"), "\(path)")
        }
    }

    @Test func aForeignHostOrOriginIsRefused() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let rebound = try await offPool { try RawClient.get("/", port: port, host: "attacker.example:\(port)") }
        #expect(rebound.status == 403)
        let layout = try await offPool { try RawClient.get("/layout.json", port: port, host: "attacker.example") }
        #expect(layout.status == 403 && !layout.body.contains("frame"))
        let crossSite = try await offPool {
            try RawClient.get("/layout.json", port: port, origin: "http://attacker.example")
        }
        #expect(crossSite.status == 403)
        let socket = try RawClient(port: port)
        let status = try await offPool { try socket.upgrade(port: port, origin: "http://attacker.example") }
        #expect(status == 403)
        // Every name of loopback, with the server's port, is this server.
        for host in ["127.0.0.1:\(port)", "localhost:\(port)"] {
            let response = try await offPool { try RawClient.get("/", port: port, host: host) }
            #expect(response.status == 200)
        }
        let sameOrigin = try RawClient(port: port)
        #expect(try await offPool { try sameOrigin.upgrade(port: port, origin: "http://localhost:\(port)") } == 101)
    }

    @Test func aMalformedProposalIsAnsweredWithWhatWasExpected() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let client = try RawClient(port: port)
        let token = try await offPool { try client.openPage(port: port) }
        _ = try await offPool { try client.readMessage() }
        for (body, expected) in [
            ("not json", "expected a JSON object"), (#"{"type":"launch"}"#, #"unknown message type "launch""#),
            (#"{"type":"propose","token":"\#(token)","width":"wide"}"#, "width and height must be numbers"),
            (#"{"type":"propose","token":"\#(token)","width":-5}"#, "width must be between 0 and 100000"),
            (#"{"type":"propose","token":"\#(token)","width":1e300}"#, "width must be between 0 and 100000"),
            (#"{"type":"propose","token":"\#(token)","guides":1}"#, "guides must be true or false"),
            (#"{"type":"propose","width":10}"#, "token must be the string the page's socket sent first"),
            (#"{"type":"propose","token":"../../etc","width":10}"#, "token must be the string"),
            (#"{"type":"propose","token":"\#(token)","seq":-1}"#, "seq must be a whole number"),
            ("", "expected a JSON object"),
        ] {
            let answer = try await offPool { try RawClient(port: port).post(body: body, port: port) }
            #expect(answer.status == 400, "\(body)")
            let message = parsedJSON(answer.body)?["message"] as? String
            #expect(message?.contains(expected) == true, "\(body): \(answer.body)")
        }
        // A token no page has (never given, or its page gone): 404, saying so.
        let unknown = try await offPool {
            try RawClient.propose(#""width":10"#, token: String(repeating: "0", count: 32), port: port)
        }
        #expect(unknown.status == 404)
        #expect((parsedJSON(unknown.body)?["message"] as? String)?.contains("no open page has this token") == true)
        // Not a POST; a POST elsewhere.
        let get = try await offPool { try RawClient.get("/propose", port: port) }
        #expect(get.status == 405 && get.headers["allow"] == "POST")
        let elsewhere = try await offPool { try RawClient(port: port).post("/layout.json", body: "{}", port: port) }
        #expect(elsewhere.status == 405)
        // Several requests on one connection, a bad one among them: the connection goes on.
        let kept = try RawClient(port: port)
        for width in [100, 101] {
            let bad = try await offPool { try kept.post(body: "{", port: port) }
            #expect(bad.status == 400)
            let good = try await offPool {
                try kept.post(
                    body: #"{"type":"propose","token":"\#(token)","width":\#(width),"height":50}"#, port: port)
            }
            #expect(good.status == 202)
            _ = try await offPool {
                try client.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == width }
            }
        }
        // Garbage instead of HTTP; the server goes on.
        let garbage = try RawClient(port: port)
        try await offPool { try garbage.send([UInt8](repeating: 0xFF, count: 10_000)) }
        let page = try await offPool { try RawClient.get("/", port: port) }
        #expect(page.status == 200)
    }

    @Test func anOlderRequestThanTheNewestTakenIsIgnored() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let client = try RawClient(port: port)
        let token = try await offPool { try client.openPage(port: port) }
        _ = try await offPool { try client.readMessage() }
        // Sent on two connections, arriving out of order: seq 7 first, then seq 6.
        try await offPool { try RawClient.propose(#""width":70,"height":50"#, token: token, seq: 7, port: port) }
        _ = try await offPool { try client.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == 70 } }
        let late = try await offPool {
            try RawClient.propose(#""width":60,"height":50"#, token: token, seq: 6, port: port)
        }
        #expect(late.status == 202)
        try await offPool { try RawClient.propose(#""width":80,"height":50"#, token: token, seq: 8, port: port) }
        let next = try await offPool { try client.readMessage() }
        #expect((next["proposal"] as? [String: Any])?["width"] as? Int == 80)
    }

    @Test func aPostOverTheLimitIsRefusedUnreadAndItsConnectionClosed() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let page = try RawClient(port: port)
        let token = try await offPool { try page.openPage(port: port) }
        _ = try await offPool { try page.readMessage() }
        let before = residentBytes()
        // 64 MiB declared; the client sends what the kernel lets it (the server reads none of it).
        let huge = try RawClient(port: port)
        let declared = 64 << 20
        try await offPool {
            try huge.send(
                "POST /propose HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(declared)\r\n\r\n"
            )
        }
        let sent = try await offPool { huge.sendUntilBlocked(total: declared, seconds: 2) }
        let answer = try await offPool { try huge.readResponse() }
        #expect(answer.status == 413)
        #expect(answer.reason.contains("a body of \(declared) bytes, at most 4096"), "\(answer.reason)")
        #expect(answer.headers["connection"] == "close" && answer.headers["content-length"] == "0")
        #expect(try await offPool { huge.isClosedByServer() })
        let grown = residentBytes() - before
        #expect(sent < declared, "the server took the whole body: \(sent) bytes")
        #expect(grown < 8 << 20, "resident memory grew by \(grown >> 20) MiB; the client sent \(sent >> 10) KiB")
        print("a body of 64 MiB declared: the kernel took \(sent >> 10) KiB of it; resident memory +\(grown >> 10) KiB")
        // Just over: 4,097 declared.
        let over = try await offPool {
            try RawClient(port: port).post(body: String(repeating: " ", count: 4_097), port: port)
        }
        #expect(over.status == 413)
        // A chunked body is not read at all: 411, closed.
        let chunked = try RawClient(port: port)
        try await offPool {
            try chunked.send(
                "POST /propose HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nTransfer-Encoding: chunked\r\n\r\n10000000\r\nxx")
        }
        let lengthRequired = try await offPool { try chunked.readResponse() }
        #expect(lengthRequired.status == 411 && lengthRequired.reason.contains("Content-Length"))
        #expect(try await offPool { chunked.isClosedByServer() })
        // A GET with a large body: refused the same way (else its body would be read as the next request).
        let get = try RawClient(port: port)
        try await offPool {
            try get.send(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 1073741824\r\n\r\nGET / HTTP/1.1\r\n")
        }
        #expect(try await offPool { try get.readResponse() }.status == 413)
        #expect(try await offPool { get.isClosedByServer() })
        // At the limit: taken.
        let padding = String(
            repeating: " ", count: 4_096 - #"{"type":"propose","token":"","width":33}"#.utf8.count - 32)
        let exact = #"{"type":"propose","token":"\#(token)","width":33}"# + padding
        #expect(exact.utf8.count == 4_096)
        let taken = try await offPool { try RawClient(port: port).post(body: exact, port: port) }
        #expect(taken.status == 202)
        _ = try await offPool { try page.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == 33 } }
    }

    @Test func aPostFromAnotherOriginOrHostIsRefused() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let page = try RawClient(port: port)
        let token = try await offPool { try page.openPage(port: port) }
        _ = try await offPool { try page.readMessage() }
        // Each body written out whole: the token is random hex, and may itself contain "77".
        let refused = #"{"type":"propose","token":"\#(token)","width":77,"height":50}"#
        let taken = #"{"type":"propose","token":"\#(token)","width":78,"height":50}"#
        for (host, origin) in [
            (nil, "http://attacker.example"), (nil, "null"), ("attacker.example:\(port)", nil),
            (nil, "http://127.0.0.1:\(port + 1)"),
        ] as [(String?, String?)] {
            let answer = try await offPool {
                try RawClient(port: port).post(body: refused, port: port, host: host, origin: origin)
            }
            #expect(answer.status == 403, "\(host ?? "") \(origin ?? "")")
        }
        // None of them reached the page; its own origin does.
        let own = try await offPool {
            try RawClient(port: port).post(body: taken, port: port, origin: "http://localhost:\(port)")
        }
        #expect(own.status == 202)
        let next = try await offPool { try page.readMessage() }
        #expect((next["proposal"] as? [String: Any])?["width"] as? Int == 78)
    }

    /// Counted in heartbeats, not timed: the hub's own heartbeat is an hour away, and the test
    /// sends each one.
    @Test func aClosedPageIsRemovedWithinTwoHeartbeats() async throws {
        let served = try await ServedScript(card, heartbeat: 3600)
        let port = served.server.port
        let stays = try RawClient(port: port)
        _ = try await offPool { try stays.openPage(port: port) }
        let token = try await offPool { () -> String in
            let leaves = try RawClient(port: port)
            let token = try leaves.openPage(port: port)
            _ = try leaves.readMessage()
            return token
        }  // closed after reading its state
        // The server reads the page's socket, so it may see the close at once; else it finds out by
        // writing, within two heartbeats.
        if let closed = served.server.hub.client(token: token) {
            #expect(try await heartbeatsUntilRemoved(closed, from: served.server.hub) <= 2)
        }
        #expect(served.server.hub.clientCount == 1)
        let gone = try await offPool { try RawClient.propose(#""width":10"#, token: token, port: port) }
        #expect(gone.status == 404)
        // A page that reset its connection with data unread (a close frame it sent, unread by us).
        let rudeToken = try await offPool { () -> String in
            let rude = try RawClient(port: port)
            let token = try rude.openPage(port: port)
            try rude.sendFrame(opcode: 8, payload: [0x03, 0xE8])
            return token
        }
        if let rude = served.server.hub.client(token: rudeToken) {
            #expect(try await heartbeatsUntilRemoved(rude, from: served.server.hub) <= 2)
        }
        #expect(served.server.hub.clientCount == 1)
    }

    /// Sends heartbeats one at a time, each once the page's writer has taken the one before, until
    /// `page` is removed; how many it took. Throws after 5 with the page still there.
    func heartbeatsUntilRemoved(_ page: PreviewClient, from hub: PreviewHub) async throws -> Int {
        func removed() -> Bool { hub.client(token: page.token) == nil }
        // Its state and hello written first (or the write failed already).
        try await waitUntil { removed() || page.outbox.writerWaits }
        for beats in 1...5 {
            if removed() { return beats - 1 }
            hub.beat()
            try await waitUntil { removed() || page.outbox.writerWaits }
        }
        if removed() { return 5 }
        throw TestFailure("the page was still there after 5 heartbeats")
    }

    /// Polls `condition` (for at most 30 s, a guard against a hang, not a measure).
    func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(30)
        while !condition() {
            guard Date() < deadline else { throw TestFailure("still waiting after 30 s") }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    /// A frame is refused from its header (ServerLimit.frameSize): a client that announces a
    /// 64 MiB frame and sends until the kernel takes no more is closed with 1009 before the server
    /// reads its payload; the server's memory does not grow, and the other pages are served.
    @Test func aFrameOverTheLimitIsRefusedFromItsHeader() async throws {
        let log = ServerLog(write: { _ in })
        let served = try await ServedScript(card, log: log)
        let port = served.server.port
        let page = try RawClient(port: port)
        let token = try await offPool { try page.openPage(port: port) }
        _ = try await offPool { try page.readMessage() }
        let before = residentBytes()
        let rogue = try RawClient(port: port)
        _ = try await offPool { try rogue.openPage(port: port) }
        let size = 64 << 20
        let head: [UInt8] =
            [0x81, 0x80 | 127] + stride(from: 56, through: 0, by: -8).map { UInt8((UInt64(size) >> UInt64($0)) & 0xFF) }
        try await offPool { try rogue.send(head + [1, 2, 3, 4]) }
        let sent = try await offPool { rogue.sendUntilBlocked(total: size, seconds: 2) }
        #expect(sent < size, "the whole frame was taken: \(sent) bytes")
        let close = try await offPool { try rogue.readClose() }
        // The 1009 close frame is sent first; a client still writing may see the connection reset
        // before it reads it (the log line below says the server refused with 1009 either way).
        #expect(close == nil || close?.code == 1009, "\(String(describing: close))")
        #expect(ServerLimit.frameSize.answer == .closeCode(1009))
        #expect(log.lines.contains { $0.contains("close 1009 a frame of 67108864 bytes") }, "\(log.lines)")
        // The others are served meanwhile.
        let index = try await offPool { try RawClient.get("/", port: port) }
        #expect(index.status == 200)
        try await offPool { try RawClient.propose(#""width":150,"height":90"#, token: token, port: port) }
        _ = try await offPool { try page.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == 150 } }
        let grown = residentBytes() - before
        #expect(grown < 8 << 20, "resident memory grew by \(grown >> 20) MiB; the client sent \(sent >> 20) MiB")
        try await waitUntil { served.server.hub.clientCount == 1 }
        print(
            "a 64 MiB frame: refused with 1009; the kernel took \(sent >> 10) KiB; resident memory +\(grown >> 10) KiB")
    }

    /// The issue's "a thousand connections": 500 page sockets that never read, 250 keep-alive
    /// connections idle after one request, 250 with half a request. A request is still answered,
    /// a page still gets its picture, memory stays bounded, and once they close the pages are gone.
    @Test func aThousandIdleConnections() async throws {
        // Both ends are in this process: 2,000 files and more. The server raises the soft limit
        // to the hard one (at most 65,536) when it starts, for the test as for itself. The limits
        // on connections and on idle ones are raised: this is what a thousand held cost
        // (HostileClientTests checks the limits).
        var limits = ServerLimits()
        limits[.connections] = 1_200
        limits[.firstByteSeconds] = 600
        limits[.headSeconds] = 600
        let served = try await ServedScript(card, limits: limits)
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        try #require(limit.rlim_cur >= 2_100, "the open-file limit is \(limit.rlim_cur): 2,100 are needed")
        let port = served.server.port
        let page = try RawClient(port: port)
        let token = try await offPool { try page.openPage(port: port) }
        _ = try await offPool { try page.readMessage() }
        let before = residentBytes()
        let started = Date()
        var idle = try await offPool { () -> [RawClient] in
            try (0..<1_000).map { i in
                let client = try RawClient(port: port)
                switch i % 4 {
                case 0, 1:
                    guard try client.upgrade(port: port) == 101 else { throw TestFailure("socket \(i) refused") }
                case 2:
                    try client.send("GET /plumb.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                    guard try client.readResponse().status == 200 else { throw TestFailure("request \(i) failed") }
                default:
                    try client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
                }
                return client
            }
        }
        let opened = Date().timeIntervalSince(started)
        let index = try await offPool { try RawClient.get("/layout.json?width=100", port: port) }
        #expect(index.status == 200)
        try await offPool { try RawClient.propose(#""width":140,"height":90"#, token: token, port: port) }
        _ = try await offPool { try page.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == 140 } }
        #expect(served.server.hub.clientCount == 501)
        let grown = residentBytes() - before
        #expect(grown < 64 << 20, "1,000 connections: resident memory grew by \(grown >> 20) MiB")
        print("1,000 idle connections opened in \(Int(opened * 1000)) ms; resident memory +\(grown >> 10) KiB")
        // Closed (reset: each had data unread): the pages are removed at their next heartbeat.
        idle.removeAll()
        let closed = Date()
        while served.server.hub.clientCount > 1 && Date().timeIntervalSince(closed) < 10 {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        #expect(served.server.hub.clientCount == 1)
        #expect(try await offPool { try RawClient.get("/", port: port) }.status == 200)
    }

    @Test func aPageThatNeverReadsHoldsOnlyTheLatestPicture() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let idle = try RawClient(port: port)
        _ = try await offPool { try idle.upgrade(port: port) }
        // 300 saves of a 20 kB text: far more than the socket buffers hold.
        let big = String(repeating: "y", count: 20_000)
        for i in 0..<300 { try served.save("return Text(\"\(i)\(big)\")") }
        let reader = try RawClient(port: port)
        _ = try await offPool { try reader.upgrade(port: port) }
        let last = try await offPool {
            try reader.readState { (($0["picture"] as? [String: Any])?["svg"] as? String)?.contains(">299y") == true }
        }
        #expect(last["error"] is NSNull)
        #expect(served.server.hub.clientCount == 2)
    }
}

@Suite struct OutboxTests {
    @Test func onlyTheLatestPictureWaits() async {
        let outbox = Outbox()
        for i in 0..<100 { outbox.post(picture: "picture \(i)") }
        outbox.post(control: .close(code: .normalClosure))
        #expect(outbox.droppedPictures == 99)
        let control = await outbox.next()
        #expect(control?.opcode == .close)
        let picture = await outbox.next()
        #expect(picture.map { String(decoding: $0.payload, as: UTF8.self) } == "picture 99")
        outbox.close()
        #expect(await outbox.next() == nil)
    }
}

@Suite struct MessageTests {
    @Test func aProposalIsParsed() throws {
        let message = try ProposeMessage.parse(#"{"type":"propose","width":320.5,"height":null,"guides":true}"#).get()
        #expect(message == ProposeMessage(proposal: PreviewProposal(width: 320.5, height: nil), guides: true))
        let bare = try ProposeMessage.parse(#"{"type":"propose"}"#).get()
        #expect(bare == ProposeMessage(proposal: PreviewProposal(width: nil, height: nil), guides: false))
    }

    @Test(arguments: [
        ("[]", "expected a JSON object"), (#"{"type":"launch"}"#, #"unknown message type "launch""#),
        (#"{"type":"propose","width":true}"#, "width and height must be numbers"),
        (#"{"type":"propose","height":-1}"#, "height must be between 0 and 100000"),
        (#"{"type":"propose","guides":"yes"}"#, "guides must be true or false"),
    ])
    func aBadMessageSaysWhatWasExpected(text: String, expected: String) {
        guard case .failure(let error) = ProposeMessage.parse(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(error.message.contains(expected), "\(error.message)")
    }

    @Test func theStateIsJSON() throws {
        let state = StateMessage(
            generation: 3, proposal: PreviewProposal(width: 10, height: nil), guides: false, picture: nil,
            error: PreviewError(
                message: "boom </script>", file: "a.lua", line: 2, column: nil, sourceLine: "x\u{1}", report: "r"))
        let object = try #require(parsedJSON(state.json))
        #expect(object["generation"] as? Int == 3)
        #expect((object["error"] as? [String: Any])?["message"] as? String == "boom </script>")
        #expect(!state.json.contains("</script>"))
    }
}

@Suite struct RequestGuardTests {
    @Test func loopbackAnswersToEachOfItsNames() {
        let guardian = RequestGuard(host: "127.0.0.1", port: 8080)
        #expect(guardian.refusal(host: "127.0.0.1:8080", origin: nil) == nil)
        #expect(guardian.refusal(host: "LOCALHOST:8080", origin: "http://localhost:8080") == nil)
        #expect(guardian.refusal(host: "[::1]:8080", origin: nil) == nil)
        #expect(guardian.refusal(host: "127.0.0.1:8081", origin: nil) != nil)
        #expect(guardian.refusal(host: nil, origin: nil) != nil)
        #expect(guardian.refusal(host: "evil.example:8080", origin: nil) != nil)
        #expect(guardian.refusal(host: "127.0.0.1:8080", origin: "http://evil.example") != nil)
        #expect(guardian.refusal(host: "127.0.0.1:8080", origin: "https://127.0.0.1:8080") != nil)
        #expect(guardian.refusal(host: "127.0.0.1:8080", origin: "null") != nil)
    }

    @Test func everyAddressAnswersToAddressLiteralsOnly() {
        let guardian = RequestGuard(host: "0.0.0.0", port: 8080)
        #expect(guardian.refusal(host: "192.0.2.7:8080", origin: "http://192.0.2.7:8080") == nil)
        #expect(guardian.refusal(host: "[2001:db8::1]:8080", origin: nil) == nil)
        #expect(guardian.refusal(host: "localhost:8080", origin: nil) == nil)
        #expect(guardian.refusal(host: "rebound.example:8080", origin: nil) != nil)
        #expect(guardian.refusal(host: "192.0.2.7:9090", origin: nil) != nil)
        #expect(guardian.refusal(host: "192.0.2.7:8080", origin: "http://rebound.example:8080") != nil)
    }

    @Test func anotherHostAnswersToItsOwnNameOnly() {
        let guardian = RequestGuard(host: "192.0.2.7", port: 80)
        #expect(guardian.refusal(host: "192.0.2.7", origin: nil) == nil)
        #expect(guardian.refusal(host: "192.0.2.7:80", origin: "http://192.0.2.7:80") == nil)
        #expect(guardian.refusal(host: "localhost:80", origin: nil) != nil)
    }
}

/// The command line's side: options checked before anything starts.
@Suite struct ServeCommandTests {
    @Test func onceAndServeDoNotGoTogether() {
        let result = plumbOutput(["watch", "--once", "--serve", repositoryRoot + "/Scripts/hello.lua"])
        #expect(result.status != 0)
        #expect(result.errors.contains("--once and --serve cannot be used together"))
    }

    @Test(arguments: [
        ["serve", "--port", "70000"], ["watch", "--serve", "--port", "99999"], ["serve", "--host", ""],
    ])
    func aBadAddressIsRefused(arguments: [String]) {
        let result = plumbOutput(arguments + [repositoryRoot + "/Scripts/hello.lua"])
        #expect(result.status != 0)
        #expect(
            result.errors.contains("--port must be between 0 and 65535") || result.errors.contains("--host must name"))
    }
}

/// This process's resident memory, in bytes (Linux: /proc/self/statm).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}
