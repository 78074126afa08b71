import Foundation
import PlumbRun
import Testing

@testable import PlumbServe

private let card = """
    return VStack { alignment = "leading", spacing = 8,
      Text("Plumb"):id("title"),
      Rectangle():frame { height = 20 }:frame { minWidth = 40, maxWidth = math.huge }:id("bar"),
    }
    """

/// The server in process on an ephemeral loopback port, spoken to with raw bytes.
@Suite(.serialized) struct ServerTests {
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
        _ = try await offPool { try client.upgrade(port: port) }
        _ = try await offPool { try client.readMessage() }
        for (width, height) in [(200, 120), (57, 300), (1000, 40)] {
            try await offPool { try client.sendText(#"{"type":"propose","width":\#(width),"height":\#(height)}"#) }
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
        _ = try await offPool { try client.upgrade(port: port) }
        _ = try await offPool { try client.readMessage() }
        try await offPool { try client.sendText(#"{"type":"propose","width":null,"height":null}"#) }
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

    @Test func badMessagesLeaveTheServerServing() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let client = try RawClient(port: port)
        _ = try await offPool { try client.upgrade(port: port) }
        _ = try await offPool { try client.readMessage() }
        // Malformed: answered with what was expected; the connection stays.
        for text in [
            "not json", #"{"type":"launch"}"#, #"{"type":"propose","width":"wide"}"#,
            #"{"type":"propose","width":-5}"#, #"{"type":"propose","width":1e300}"#, #"{"type":"propose","guides":1}"#,
        ] {
            try await offPool { try client.sendText(text) }
            let refused = try await offPool { try client.readMessage(type: "refused") }
            #expect((refused["message"] as? String)?.isEmpty == false, "\(text)")
        }
        try await offPool { try client.sendText(#"{"type":"propose","width":100,"height":100}"#) }
        _ = try await offPool { try client.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == 100 } }
        // Huge: the connection is closed with 1009; others go on.
        let huge = try RawClient(port: port)
        _ = try await offPool { try huge.upgrade(port: port) }
        try await offPool { try huge.sendText(String(repeating: "x", count: 1 << 20)) }
        let closing = try await offPool { () -> (UInt8, [UInt8]) in
            while true {
                let frame = try huge.readFrame()
                if frame.opcode == 8 { return frame }
            }
        }
        #expect(closing.1.count >= 2 && (UInt16(closing.1[0]) << 8 | UInt16(closing.1[1])) == 1009)
        // A frame that claims 2⁴⁰ bytes, then a hang-up; a binary frame; a fragment.
        for (opcode, fin, declared) in [(UInt8(1), true, UInt64(1) << 40), (2, true, nil), (1, false, nil)]
            as [(UInt8, Bool, UInt64?)]
        {
            let rogue = try RawClient(port: port)
            _ = try await offPool { try rogue.upgrade(port: port) }
            try await offPool {
                try rogue.sendFrame(opcode: opcode, payload: Array("abc".utf8), fin: fin, declaredLength: declared)
            }
        }
        // Garbage instead of HTTP.
        let garbage = try RawClient(port: port)
        try await offPool { try garbage.send([UInt8](repeating: 0xFF, count: 10_000)) }
        let page = try await offPool { try RawClient.get("/", port: port) }
        #expect(page.status == 200)
        try await offPool { try client.sendText(#"{"type":"propose","width":120,"height":100}"#) }
        _ = try await offPool { try client.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == 120 } }
    }

    /// FlyingFox reads a frame's payload before the handler sees it (README, "Huge frames"): a
    /// frame announcing 1 GiB costs what the client has sent of it, never what it announces, and
    /// the others are served meanwhile.
    @Test func aFrameAnnouncingAGibibyteCostsOnlyWhatIsSent() async throws {
        let served = try await ServedScript(card)
        let port = served.server.port
        let page = try RawClient(port: port)
        _ = try await offPool { try page.upgrade(port: port) }
        _ = try await offPool { try page.readMessage() }
        let before = residentBytes()
        let rogue = try RawClient(port: port)
        _ = try await offPool { try rogue.upgrade(port: port) }
        let sent = 8 << 20
        try await offPool {
            try rogue.sendFrame(
                opcode: 1, payload: [UInt8](repeating: 0x61, count: sent), declaredLength: UInt64(1) << 30)
        }
        // The others are served while the rogue frame is open.
        let index = try await offPool { try RawClient.get("/", port: port) }
        #expect(index.status == 200)
        try await offPool { try page.sendText(#"{"type":"propose","width":150,"height":90}"#) }
        _ = try await offPool { try page.readState { ($0["proposal"] as? [String: Any])?["width"] as? Int == 150 } }
        let grown = residentBytes() - before
        #expect(grown < 96 << 20, "resident memory grew by \(grown >> 20) MiB for a frame announcing 1024 MiB")
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
