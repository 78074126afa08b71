import Foundation
import PlumbRun
import PlumbTestSupport
import Testing

@testable import PlumbServe

/// Debian's `chromium` and `chromium-driver` (`.ci/run` installs them).
private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
private let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// The page in headless Chromium, driven through chromedriver (WebDriver): what a person sees
/// and does. Skipped, and said so, where no browser is installed.
@Suite(
    .serialized, .watchdog(),
    .enabled(
        if: chromium != nil && chromedriver != nil,
        "SKIPPED: headless Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)"))
struct BrowserTests {
    static let lesson = repositoryRoot + "/Scripts/Lessons/05-vstack-leading-rectangles.lua"

    @Test func thePageShowsEveryViewOfALessonAndHoverShowsProposalAndSize() async throws {
        let source = try String(contentsOfFile: Self.lesson, encoding: .utf8)
        let served = try await ServedScript(source, arguments: ["--canvas", "400x300"])
        try await Browser.with { browser in
            try await browser.open(served.server.url)
            try await browser.waitFor(
                "document.body.dataset.generation !== undefined && document.querySelector('#picture svg') !== null")
            // Every view of `plumb explain --format json` has its place on the page.
            let explain = plumbOutput(["explain", served.path, "--format", "json", "--canvas", "400x300"])
            let root = try #require(parsedJSON(explain.output)?["root"] as? [String: Any])
            func views(_ node: [String: Any]) -> [String] {
                [node["view"] as? String ?? ""] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(views)
            }
            let expected = views(root).sorted()
            let shown = try await browser.run("return [...document.querySelectorAll('.hit')].map(e => e.dataset.view)")
            #expect((shown as? [String])?.sorted() == expected)
            // Hover the last view (a leaf): its proposal and size appear, as explain gives them.
            func leaves(_ node: [String: Any]) -> [[String: Any]] {
                let children = (node["children"] as? [[String: Any]]) ?? []
                return children.isEmpty ? [node] : children.flatMap(leaves)
            }
            let leaf = try #require(leaves(root).last)
            let index = try #require(
                (try await browser.run(
                    "return window.plumb.state.views.findIndex(v => v.view === arguments[0])", [leaf["view"] as! String]
                ))
                    as? Int)
            try await browser.hover(css: ".hit[data-index='\(index)']")
            try await browser.waitFor("document.body.dataset.hovered !== undefined")
            let info = try #require(
                try await browser.run("return document.getElementById('info').innerText") as? String)
            let proposal = try #require(leaf["proposal"] as? [String: Any])
            let size = try #require(leaf["size"] as? [String: Any])
            func number(_ value: Any?) -> String {
                guard let value = value as? Double else { return "nil" }
                return value == value.rounded() ? String(Int(value)) : String(value)
            }
            #expect(info.contains("proposal\t\(number(proposal["width"])) × \(number(proposal["height"]))"), "\(info)")
            #expect(info.contains("size\t\(number(size["width"])) × \(number(size["height"]))"), "\(info)")
            // Clicked too, for the screenshot: its line is marked in the source pane.
            try await browser.click(css: ".hit[data-index='\(index)']")
            try await browser.waitFor("document.body.dataset.sourceLine !== undefined")
            let png = try await browser.screenshot()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // Kept for a person to look at only when asked (tests leave nothing in /tmp).
            if let folder = ProcessInfo.processInfo.environment["PLUMB_SCREENSHOTS"] {
                try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("plumb-serve-hover.png"))
            }
        }
    }

    @Test func clickingAViewHighlightsTheLineThatMadeIt() async throws {
        let source = try String(contentsOfFile: Self.lesson, encoding: .utf8)
        let served = try await ServedScript(source, arguments: ["--canvas", "400x300"])
        try await Browser.with { browser in
            try await browser.open(served.server.url)
            try await browser.waitFor(
                "document.querySelectorAll('#source .line').length > 0 && document.querySelector('.hit') !== null")
            // The script's text, line for line.
            let shown = try await browser.run(
                "return [...document.querySelectorAll('#source .line')].map(l => l.textContent.replace(/^\\s*\\d+/, '').replace(/\\n$/, ''))"
            )
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect((shown as? [String]) == Array(lines.prefix((shown as? [String])?.count ?? 0)))
            // Each rectangle: its line, the one that names its colour.
            for (color, line) in [("green", 4), ("red", 5), ("blue", 6)] {
                let index = try #require(
                    try await browser.run(
                        "return window.plumb.state.views.findIndex(v => v.view.includes(arguments[0]))", [color])
                        as? Int)
                #expect(index >= 0)
                try await browser.click(css: ".hit[data-index='\(index)']")
                try await browser.waitFor("document.body.dataset.sourceLine === '\(line)'")
                let chosen = try await browser.run("return document.querySelector('#source .line.chosen').textContent")
                #expect((chosen as? String)?.contains(color) == true)
                let info = try await browser.run("return document.getElementById('info').innerText") as? String
                #expect(info?.contains("made at") == true, "\(info ?? "")")
            }
            // The stack itself: the line of `VStack {`.
            _ = try await browser.run("window.plumb.select(window.plumb.state.views[0], null)")
            #expect(try await browser.run("return document.body.dataset.sourceLine") as? String == "3")
        }
    }

    @Test func aSwiftFileShowsItsSwiftLines() async throws {
        let swift = """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Swift")
                        Rectangle()
                            .frame(width: 40, height: 20)
                    }
                }
            }

            """
        // The Lua the importer would make, and its map of Lua line → Swift line.
        let lua = """
            return VStack {
              Text("Swift"),
              Rectangle()
                :frame { width = 40, height = 20 },
            }

            """
        let served = try await ServedScript(lua, arguments: ["--canvas", "300x200"])
        served.server.scriptChanged(.imported(lua: lua, swift: swift, lineMap: [1: 5, 2: 6, 3: 7, 4: 8, 5: 9]))
        try await Browser.with { browser in
            try await browser.open(served.server.url)
            try await browser.waitFor(
                "window.plumb.state.source && window.plumb.state.source.language === 'swift' && document.querySelector('.hit') !== null"
            )
            let first = try await browser.run("return document.querySelector('#source .line').textContent")
            #expect((first as? String)?.hasSuffix("import SwiftUI\n") == true)
            let index = try #require(
                try await browser.run("return window.plumb.state.views.findIndex(v => v.type === 'frame')") as? Int)
            #expect(index >= 0)
            try await browser.click(css: ".hit[data-index='\(index)']")
            // The Rectangle (Lua line 3) is Swift line 7, its frame (Lua line 4) Swift line 8.
            try await browser.waitFor("document.body.dataset.sourceLine === '7'")
            #expect(try await browser.run("return document.body.dataset.sourceLines") as? String == "8,7")
            let chosen = try await browser.run("return document.querySelector('#source .line.chosen').textContent")
            #expect((chosen as? String)?.contains("Rectangle()") == true)
        }
    }

    @Test func theTogglesLayTheScriptOutAgain() async throws {
        let lesson = repositoryRoot + "/Scripts/Lessons/01-vstack-default-center.lua"
        let source = try String(contentsOfFile: lesson, encoding: .utf8)
        let served = try await ServedScript(source, arguments: ["--canvas", "400x300"])
        try await Browser.with { browser in
            try await browser.open(served.server.url)
            try await browser.waitFor("document.querySelector('#picture svg') !== null")
            func choose(_ id: String, _ value: String) async throws {
                _ = try await browser.run(
                    "const s = document.getElementById(arguments[0]); s.value = arguments[1]; s.dispatchEvent(new Event('change'))",
                    [id, value])
            }
            // Dynamic Type: the frames of `plumb run --dynamic-type accessibility3` at the page's proposal.
            try await choose("dynamic-type", "accessibility3")
            try await browser.waitFor(
                "JSON.parse(document.body.dataset.options || '{}').dynamicType === 'accessibility3'")
            let layout = try #require(
                try await browser.run("return JSON.stringify(window.plumb.state.message.picture.layout)") as? String)
            let run = plumbOutput([
                "run", served.path, "--format", "json", "--canvas", "400x300", "--dynamic-type", "accessibility3",
            ])
            #expect(parsedJSON(layout) == parsedJSON(run.output))
            // Variants: the contact sheet, one panel per size class.
            try await choose("variants", "size-class=compact,regular")
            try await browser.waitFor("document.body.dataset.sheet === 'on'")
            let svg = try await browser.run("return document.querySelector('#picture svg').outerHTML") as? String
            #expect(svg?.contains("size-class=compact") == true && svg?.contains("size-class=regular") == true)
            try await choose("variants", "")
            try await browser.waitFor("document.body.dataset.sheet === 'off'")
            // Dark: the page's scheme.
            _ = try await browser.run(
                "const d = document.getElementById('dark'); d.checked = true; d.dispatchEvent(new Event('change'))")
            #expect(
                try await browser.run("return document.documentElement.classList.contains('dark')") as? Bool == true)
        }
    }

    /// The page's state is in its address: a link opens it with guides, a width and a Dynamic Type
    /// size, and a change is written back, so the address always reproduces what is shown.
    @Test func theAddressHoldsThePagesState() async throws {
        let source = try String(contentsOfFile: Self.lesson, encoding: .utf8)
        let served = try await ServedScript(source, arguments: ["--canvas", "400x300"])
        try await Browser.with { browser in
            try await browser.open(served.server.url + "?guides=1&width=320&dynamicType=accessibility3")
            try await browser.waitFor(
                "JSON.parse(document.body.dataset.options || '{}').dynamicType === 'accessibility3'"
                    + " && document.body.dataset.proposal?.startsWith('320')"
                    + " && (document.querySelector('#picture svg')?.outerHTML || '').includes('stroke-dasharray=\"3 2\"')"
            )
            #expect(try await browser.run("return document.getElementById('guides').checked") as? Bool == true)
            _ = try await browser.run(
                "const g = document.getElementById('guides'); g.checked = false; g.dispatchEvent(new Event('change'))")
            let search = try await browser.run("return location.search") as? String
            #expect(search == "?width=320&height=300&dynamicType=accessibility3", "\(search ?? "nil")")
        }
    }

    /// `?present=1`: the presentation layout, its picture larger; a source line longer than the pane
    /// wraps under itself instead of being cut.
    @Test func thePresentationLayoutShowsTheWholeSource() async throws {
        let source = "-- " + String(repeating: "a long comment that runs on ", count: 12) + "\nreturn Color.red\n"
        let served = try await ServedScript(source, arguments: ["--canvas", "200x100"])
        try await Browser.with { browser in
            try await browser.open(served.server.url + "?present=1")
            try await browser.waitFor("document.querySelector('#source .line') !== null")
            #expect(
                try await browser.run("return document.documentElement.classList.contains('present')") as? Bool == true)
            let fits = try await browser.run(
                "const pane = document.getElementById('source'); return pane.scrollWidth <= pane.clientWidth")
            #expect(fits as? Bool == true)
            let rows = try await browser.run(
                "const line = document.querySelector('#source .line'); return Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight))"
            )
            #expect((rows as? Int ?? 0) > 1, "\(String(describing: rows))")
        }
    }

    @Test func draggingTheCornerGivesTheFramesOfPlumbRunAtThatSize() async throws {
        let source = try String(contentsOfFile: Self.lesson, encoding: .utf8)
        let served = try await ServedScript(source, arguments: ["--canvas", "400x300"])
        try await Browser.with { browser in
            try await browser.open(served.server.url)
            try await browser.waitFor("document.querySelector('#picture svg') !== null")
            let origin = try #require(
                try await browser.run(
                    "const r = document.getElementById('stage').getBoundingClientRect(); return [r.left, r.top]")
                    as? [Double])
            try await browser.drag(css: "#handle", toX: Int(origin[0]) + 230, y: Int(origin[1]) + 170)
            try await browser.waitFor("document.body.dataset.proposal === '230 × 170'")
            let layout = try #require(
                try await browser.run("return JSON.stringify(window.plumb.state.message.picture.layout)") as? String)
            let run = plumbOutput(["run", served.path, "--format", "json", "--canvas", "230x170"])
            #expect(parsedJSON(layout) == parsedJSON(run.output))
        }
    }

    @Test func aSaveChangesThePictureAndAnErrorIsShownThenClearedByAFix() async throws {
        let served = try await ServedScript(#"return Text("before")"#)
        try await Browser.with { browser in
            try await browser.open(served.server.url)
            try await browser.waitFor("document.querySelector('#picture svg text')?.textContent === 'before'")
            try served.save(#"return Text("after")"#)
            try await browser.waitFor("document.querySelector('#picture svg text')?.textContent === 'after'")
            try served.save("return Text(\"after\"):frame { width = \"wide\" }")
            try await browser.waitFor("!document.getElementById('error').hidden")
            let error = try await browser.run("return document.getElementById('error').textContent") as? String
            #expect(error?.contains("view.lua:1") == true)
            #expect(
                try await browser.run("return document.getElementById('stage').classList.contains('stale')") as? Bool
                    == true)
            // The last good picture stays under the error.
            #expect(
                try await browser.run("return document.querySelector('#picture svg text').textContent") as? String
                    == "after")
            try served.save(#"return Text("fixed")"#)
            try await browser.waitFor(
                "document.getElementById('error').hidden && document.querySelector('#picture svg text')?.textContent === 'fixed'"
            )
        }
    }

    @Test func aPageOfAnotherOriginIsRefused() async throws {
        let served = try await ServedScript(#"return Text("secret")"#)
        // Another origin: the page of a second server, on another port of loopback.
        let elsewhere = try await ServedScript(#"return Text("elsewhere")"#)
        let port = served.server.port
        try await Browser.with { browser in
            // The server's own page, and its token (which a page elsewhere could only guess).
            try await browser.open(served.server.url)
            try await browser.waitFor("window.plumb.state.token && document.body.dataset.generation !== undefined")
            let token = try #require(try await browser.run("return window.plumb.state.token") as? String)
            // In a second tab (the first stays open, its token valid): a data: page, and a page of
            // the second server (its 404, which has no Content-Security-Policy to stop the fetch).
            try await browser.newTab()
            for url in ["data:text/html,<title>elsewhere</title>", elsewhere.server.url + "elsewhere"] {
                try await browser.open(url)
                // Its WebSocket never opens.
                let outcome = try await browser.runAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    const socket = new WebSocket("ws://127.0.0.1:\(port)/socket");
                    socket.onopen = () => done("opened");
                    socket.onerror = () => done("refused");
                    """)
                #expect(outcome as? String == "refused", "\(url)")
            }
            // Its POST, even with the token, is answered (an opaque response: no network error) and
            // changes nothing: refused (403) for its Origin.
            let posted = try await browser.runAsync(
                """
                const done = arguments[arguments.length - 1];
                fetch("http://127.0.0.1:\(port)/propose", { method: "POST", mode: "no-cors",
                  body: JSON.stringify({ type: "propose", token: "\(token)", width: 77, height: 77 }) })
                  .then((response) => done(response.type), (error) => done("failed: " + error));
                """)
            #expect(posted as? String == "opaque")
            try await Task.sleep(nanoseconds: 300_000_000)
            let page = try #require(served.server.hub.client(token: token))
            #expect(page.wantedProposal != PreviewProposal(width: 77, height: 77))
        }
    }

    @Test func aClosedTabIsRemovedFromTheServer() async throws {
        let served = try await ServedScript(#"return Text("bye")"#, heartbeat: 0.25)
        try await Browser.with { browser in
            try await browser.open(served.server.url)
            try await browser.waitFor("window.plumb.state.token && document.body.dataset.generation !== undefined")
            #expect(served.server.hub.clientCount == 1)
            // Away from the page: the browser closes its socket; the server finds out by writing.
            try await browser.open("data:text/html,<title>elsewhere</title>")
            let left = Date()
            while served.server.hub.clientCount > 0 && Date().timeIntervalSince(left) < 10 {
                try await Task.sleep(nanoseconds: 20_000_000)
            }
            #expect(served.server.hub.clientCount == 0, "the page was still there after 10 s")
            print("a page left in the browser was removed after \(Int(Date().timeIntervalSince(left) * 1000)) ms")
        }
    }
}

/// A headless Chromium session through chromedriver's WebDriver API.
final class Browser: @unchecked Sendable {
    private let driver: Process
    private let base: String
    private let session: String

    private init(driver: Process, base: String, session: String) {
        self.driver = driver
        self.base = base
        self.session = session
    }

    static func start() async throws -> Browser {
        let port = try freePort()
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: chromedriver!)
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        let base = "http://127.0.0.1:\(port)"
        // Wait for the driver (its status answers without starting a browser), then start one
        // browser, once.
        var ready = false
        for _ in 0..<100 where !ready {
            ready = (try? await request("GET", base + "/status", nil)) != nil
            if !ready { try await Task.sleep(nanoseconds: 100_000_000) }
        }
        do {
            guard ready else { throw TestFailure("chromedriver did not start") }
            let reply = try await request(
                "POST", base + "/session",
                [
                    "capabilities": [
                        "alwaysMatch": [
                            "browserName": "chrome",
                            "goog:chromeOptions": [
                                "binary": chromium!,
                                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,800"],
                            ],
                        ]
                    ]
                ])
            guard let id = (reply as? [String: Any])?["sessionId"] as? String else {
                throw TestFailure("no session: \(String(describing: reply))")
            }
            return Browser(driver: driver, base: base, session: id)
        } catch {
            ChildProcess.stop(driver)
            throw error
        }
    }

    /// Ends the session (and its browser), then the driver and its process group (`ChildProcess`
    /// says why SIGKILL: a `terminate()` left every chromedriver of every run behind).
    func quit() async {
        _ = try? await Self.request("DELETE", base + "/session/" + session, nil)
        ChildProcess.stop(driver)
    }

    /// Starts a browser, runs `body` with it, and quits it whatever happens.
    static func with(_ body: (Browser) async throws -> Void) async throws {
        let browser = try await start()
        do {
            try await body(browser)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    /// Opens a new tab and makes it the current one.
    func newTab() async throws {
        let reply = try await command("POST", "/window/new", ["type": "tab"])
        guard let handle = (reply as? [String: Any])?["handle"] as? String else { throw TestFailure("no new tab") }
        _ = try await command("POST", "/window", ["handle": handle])
    }

    func open(_ url: String) async throws {
        _ = try await command("POST", "/url", ["url": url])
    }

    func run(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/execute/sync", ["script": script, "args": arguments])
    }

    func runAsync(_ script: String) async throws -> Any? {
        try await command("POST", "/execute/async", ["script": script, "args": []])
    }

    /// Waits up to 10 s for `condition` (a JavaScript expression) to hold.
    func waitFor(_ condition: String) async throws {
        for _ in 0..<200 {
            if try await run("return !!(\(condition))") as? Bool == true { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw TestFailure("timed out waiting for \(condition)")
    }

    private func element(_ css: String) async throws -> [String: Any] {
        let found = try await command("POST", "/element", ["using": "css selector", "value": css])
        guard let reference = found as? [String: Any] else { throw TestFailure("no element \(css)") }
        return reference
    }

    func hover(css: String) async throws {
        let target = try await element(css)
        try await pointer([["type": "pointerMove", "duration": 0, "origin": target, "x": 0, "y": 0]])
    }

    func click(css: String) async throws {
        let target = try await element(css)
        guard let id = target.values.first as? String else { throw TestFailure("no element id for \(css)") }
        _ = try await command("POST", "/element/\(id)/click", [:])
    }

    func drag(css: String, toX x: Int, y: Int) async throws {
        let target = try await element(css)
        try await pointer([
            ["type": "pointerMove", "duration": 0, "origin": target, "x": 0, "y": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerMove", "duration": 100, "origin": "viewport", "x": x - 20, "y": y - 20],
            ["type": "pointerMove", "duration": 100, "origin": "viewport", "x": x, "y": y],
            ["type": "pointerUp", "button": 0],
        ])
    }

    private func pointer(_ actions: [[String: Any]]) async throws {
        _ = try await command(
            "POST", "/actions",
            [
                "actions": [
                    ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions]
                ]
            ])
    }

    /// A screenshot of the first element `css` selects: its box, in device pixels.
    func screenshot(css: String) async throws -> Data {
        let target = try await element(css)
        guard let id = target.values.first as? String,
            let text = try await command("GET", "/element/\(id)/screenshot", nil) as? String,
            let data = Data(base64Encoded: text)
        else { throw TestFailure("no screenshot of \(css)") }
        return data
    }

    func screenshot() async throws -> Data {
        guard let text = try await command("GET", "/screenshot", nil) as? String, let data = Data(base64Encoded: text)
        else { throw TestFailure("no screenshot") }
        return data
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]?) async throws -> Any? {
        try await Self.request(method, base + "/session/" + session + path, body)
    }

    /// One WebDriver call; its `value`, or its error thrown.
    static func request(_ method: String, _ url: String, _ body: [String: Any]?) async throws -> Any? {
        let parts = url.dropFirst("http://".count).split(separator: "/", maxSplits: 1)
        let authority = String(parts[0])
        let path = "/" + (parts.count > 1 ? String(parts[1]) : "")
        let port = UInt16(authority.split(separator: ":")[1])!
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let reply = try await offPool { () -> String in
            let client = try RawClient(port: port)
            var head = "\(method) \(path) HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n"
            head += "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n"
            try client.send(Array(head.utf8) + Array(payload))
            return try client.readResponse().body
        }
        let object =
            try JSONSerialization.jsonObject(with: Data(reply.utf8), options: [.fragmentsAllowed]) as? [String: Any]
        let value = object?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw TestFailure("WebDriver \(error): \(failure["message"] ?? "")")
        }
        return value is NSNull ? nil : value
    }

    /// A port no one listens on now.
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw TestFailure("no free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}
