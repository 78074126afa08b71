import Foundation
import PlumbTestSupport
import Testing

/// Hostile scripts: every reproducing case, run through the real binary.
/// Each must end with a clear message that names `card.lua:<line>` (or draw), within its limits,
/// and never crash, hang, overrun a limit or write a raw escape sequence.
@Suite("Hostile scripts, end to end", .watchdog())
struct HostileScriptTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var options: [String] = []
        /// 0: drawn; 1: a script error.
        var status: Int32
        /// What stderr starts with (for errors).
        var message: String = ""
        var testDescription: String { name }
    }

    /// Memory cases: only the memory limit should stop them (a debug build is slow).
    static let memory = ["--timeout", "60", "--max-memory", "64"]
    /// Time cases: only the clock should stop them. Each does work that no machine finishes within
    /// the timeout (an endless loop, a loop paced by the CPU clock, a pattern match of ~10¹⁶
    /// steps), never a fixed amount of work that a fast machine might finish in time; the
    /// instruction budget is lifted so that a fast machine cannot reach it first.
    static let limits = ["--timeout", "1", "--max-memory", "64", "--max-instructions", "\(Int.max)"]

    static let cases: [Case] = [
        // Traps on numbers.
        Case(name: "text in a 1e300-point frame", source: "return Text('a'):frame { height = 1e300 }", status: 0),
        Case(
            name: "id label in a one-cell frame", source: "return HStack { Rectangle():frame { width = 8 }:id('a') }",
            status: 0),
        Case(
            name: "huge and tiny frames",
            source: """
                return VStack { Rectangle():frame { width = 1e308, height = 1e-300 }, Text('x'):frame { width = 1e-320 },
                  Circle():frame { minWidth = 1e300, maxWidth = math.huge }, Text(string.rep('w ', 50)):frame { width = 5e-324 } }
                """, status: 0),
        // A span at the edge of Int overflowed the grid's column count (SIGILL).
        Case(
            name: "a cell spanning Int.max columns",
            source: "return Grid { GridRow { Text('a'):gridCellColumns(9223372036854775807), Text('b') } }", status: 1,
            message: "card.lua:1: gridCellColumns: a cell spans at most 10000 columns, got 9223372036854775807"),
        // Hangs.
        Case(
            name: "layoutPriority(0/0)", source: "return HStack { Text('a'):layoutPriority(0/0), Text('b') }",
            status: 1,
            message: "card.lua:1: layoutPriority: priority must be a finite number, got NaN"),
        Case(
            name: "RoundedRectangle with a NaN radius", source: "return RoundedRectangle { cornerRadius = 0/0 }",
            status: 1, message: "card.lua:1: RoundedRectangle: cornerRadius must be a finite number, got NaN"),
        // Memory held by Swift.
        Case(
            name: "200 Texts of one 16 MiB string",
            source:
                "local s = ('x'):rep(16 * 1024 * 1024)\nlocal t = {}\nfor i = 1, 200 do t[i] = Text(s) end\nreturn VStack(t)",
            options: memory, status: 1,
            message: "card.lua:3: script stopped: memory limit of 64 MiB exceeded (raise it with --max-memory)"),
        Case(
            name: "two million views",
            source: "local t = {}\nfor i = 1, 2e6 do t[i] = Rectangle() end\nreturn Text('x')", options: memory,
            status: 1,
            message: "card.lua:2: script stopped: memory limit of 64 MiB exceeded (raise it with --max-memory)"),
        Case(
            name: "a view shared 20 times by both children",
            source: "local v = Text('x')\nfor i = 1, 20 do v = HStack { v, v } end\nreturn v", options: memory,
            status: 1, message: "card.lua:3: the view tree has 2097151 views counting every use of a shared view"),
        Case(
            name: "one card repeated 300,000 times",
            source: """
                local card = VStack { Text('a'), Text('b'), Rectangle(), Circle(), Text('c'), Spacer(), Divider(), Color.red }
                local t = {}
                for i = 1, 300000 do t[i] = card end
                return VStack(t)
                """, options: memory, status: 1, message: "card.lua:4: the view tree has 2700001 views"),
        // Held whole as text (variants are combined), the JSON would take ~70 MB: 40 chains of
        // 2,000 views, nearly all at the deepest indentation. (Streamed to standard output, it is
        // not held: see OutputFileTests.)
        Case(
            name: "80,000 deeply nested views as JSON, held for --variants",
            source: """
                local chains = {}
                for c = 1, 40 do local v = Text('x') for i = 1, 2000 do v = v:padding(1) end chains[c] = v end
                return HStack(chains)
                """,
            options: memory + ["--format", "json", "--variants", "width=320"], status: 1,
            message: "card.lua:3: the JSON output would take about"),
        // Time: one deadline for the whole run, and code inside C functions and handlers.
        // Each call spins for 0.1 s of CPU time, so 30 calls take 3 s on any machine: the deadline is
        // one for the whole run, not one per call.
        Case(
            name: "a slow guide called many times",
            source: """
                local function slow(d) local t = os.clock() while os.clock() - t < 0.1 do end return 0 end
                local t = {}
                for i = 1, 30 do t[i] = Text('x'):alignmentGuide('leading', slow) end
                return VStack { alignment = 'leading', table.unpack(t) }
                """, options: limits, status: 1, message: "card.lua:1: script stopped: ran longer than 1 s"),
        Case(
            name: "an endless xpcall message handler",
            source: "xpcall(function() while true do end end, function(m) while true do end end)\nreturn Text('x')",
            options: limits, status: 1, message: "card.lua:1: script stopped: ran longer than 1 s"),
        Case(
            name: "a pathological string.find",
            source: "string.find(('a'):rep(1e4), '.-.-.-.-x')\nreturn Text('x')", options: limits, status: 1,
            message:
                "card.lua:1: script stopped: ran longer than 1 s (raise it with --timeout); it was inside string.find, which cannot be interrupted"
        ),
        Case(
            name: "a pathological string.match",
            source: "local s = ('a'):rep(1e4)\nreturn Text(s:match('(.-)(.-)(.-)(.-)x') or 'none')", options: limits,
            status: 1, message: "card.lua:2: script stopped: ran longer than 1 s"),
        Case(
            name: "a pathological gmatch iterator",
            source: "for a in ('a'):rep(1e4):gmatch('.-.-.-.-x') do end\nreturn Text('x')", options: limits,
            status: 1, message: "card.lua:1: script stopped: ran longer than 1 s"),
        // A list of views that shares its tables, 30 wide and 7 deep (2·10¹⁰ entries, no view):
        // reading it as a builder's content, during layout or at once, lets the deadline in.
        Case(
            name: "a ForEach row of a list too long to read",
            source: """
                local t = {}
                for d = 1, 7 do local n = {} for i = 1, 30 do n[i] = t end t = n end
                return VStack { ForEach(1, function() return t end) }
                """, options: limits, status: 1, message: "card.lua:3: script stopped: ran longer than 1 s"),
        Case(
            name: "a background function returning a list too long to read",
            source: """
                local t = {}
                for d = 1, 7 do local n = {} for i = 1, 30 do n[i] = t end t = n end
                return Rectangle():background(function() return t end)
                """, options: limits, status: 1, message: "card.lua:3: script stopped: ran longer than 1 s"),
        // Huge moves in C, where the count hook never runs, one after another without end: the
        // limits checked around each library call stop it.
        Case(
            name: "huge table.moves without end",
            source: "while true do table.move({}, 1, 6e7, 1, {}) end\nreturn Text('x')", options: limits, status: 1,
            message: "card.lua:1: script stopped: ran longer than 1 s"),
        Case(
            name: "a loop of few instructions doing much work",
            source: "while true do local s = ('ab'):rep(1.5e7) end", options: limits, status: 1,
            message: "card.lua:1: script stopped:"),
        // Messages without a position.
        Case(
            name: "too deep a tree", source: "local v = Text('x')\nfor i = 1, 6000 do v = v:padding(1) end\nreturn v",
            status: 1, message: "card.lua:3: the view tree nests 6001 levels deep; Plumb lays out at most 5000"),
        Case(
            name: "a string returned", source: "local x = 1\nreturn 'hello'", status: 1,
            message: "card.lua:2: the script must return a view"),
        Case(
            name: "an error raised with a table", source: "local t = 1\nerror({ code = 42 })", status: 1,
            message: "card.lua:2: error raised with a table: {code = 42}"),
        Case(
            name: "yield outside a coroutine", source: "coroutine.yield(1)\nreturn Text('x')", status: 1,
            message: "card.lua:1: attempt to yield from outside a coroutine"),
        Case(
            name: "an error with level 0", source: "local a = 1\nerror('boom', 0)", status: 1,
            message: "card.lua:2: boom"),
    ]

    @Test(arguments: cases)
    func endsCleanly(_ test: Case) throws {
        let folder = try scriptFolder("card.lua", test.source)
        // The time cases' work is endless: a limit that does not hold leaves the run to this
        // deadline, which `runPlumb` records as a failure. It is far above any limit here, so it
        // does not depend on how fast the machine is; the message says which limit ended the run.
        let output = try runPlumb(
            ["run", "card.lua", "--color", "never", "--canvas", "320x160"] + test.options, in: folder,
            timeout: 300)
        #expect(output.status == test.status, "\(output.stderr)")
        #expect(output.stderr.hasPrefix(test.message), "\(output.stderr)")
        #expect(!output.stderr.contains("\u{1B}") && !output.stdout.contains("\u{1B}"))
    }

    @Test func errorsNeverShowLinesOfFilesTheyMerelyName() throws {
        let folder = try temporaryFolder()
        let secret = folder.appendingPathComponent("secret.txt")
        try "line one\nTOP SECRET\n".write(to: secret, atomically: false, encoding: .utf8)
        for source in [
            "error('\(secret.path):2: boom', 0)",
            "local f = load('\\n error(\"x\")', '@\(secret.path)')\nf()",
            "return Text('x'):frame { width = '\(secret.path):2:' }",
        ] {
            try source.write(to: folder.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
            let output = try runPlumb(["run", "card.lua", "--color", "never"], in: folder)
            #expect(output.status == 1)
            #expect(!output.stderr.contains("TOP SECRET"), "\(output.stderr)")
            #expect(output.stderr.hasPrefix("card.lua:"), "\(output.stderr)")
        }
    }

    @Test func escapeSequencesFromScriptsAreShownNotSent() throws {
        let source = """
            print("\\27]0;pwned\\7\\27[2Jhello", "\\194\\155c")
            local v = Text("a\\27[2Jb"):id("\\27[31mred")
            if ... == nil then error("\\27[31mred\\27[0m") end
            return v
            """
        let output = try runPlumb(
            ["run", "card.lua", "--color", "never", "--canvas", "320x160"],
            in: try scriptFolder("card.lua", source))
        #expect(output.status == 1)
        #expect(!output.stdout.contains("\u{1B}") && !output.stderr.contains("\u{1B}"), "\(output)")
        #expect(!output.stdout.contains("\u{9B}"))
        #expect(output.stdout.contains("\\x1b]0;pwned\\x07\\x1b[2Jhello\t\\u009bc"), "\(output.stdout)")
        #expect(output.stderr.hasPrefix("card.lua:3: \\x1b[31mred\\x1b[0m"), "\(output.stderr)")
        let drawn = try runPlumb(
            ["run", "card.lua", "--color", "never", "--canvas", "320x160"],
            in: try scriptFolder("card.lua", "return Text('a\\27[2Jb'):padding():id('\\27[31mred')"))
        #expect(drawn.status == 0)
        #expect(!drawn.stdout.contains("\u{1B}"))
        #expect(drawn.stdout.contains("a␛[2Jb"), "\(drawn.stdout)")
    }

    /// C1 controls (U+0080–U+009F; U+009B is CSI to a terminal that reads 8-bit controls) in drawn
    /// text are written as errors write them, `\u{9b}`, in the diagram and the SVG alike; C0 keeps
    /// its control picture. No output (the JSON too) carries a raw control character.
    @Test(arguments: [
        ("card.lua", "return Text('a\\194\\155b \\27c \\194\\133d')"),
        (
            "card.swift",
            "struct ContentView: View {\n    var body: some View { Text(\"a\\u{9b}b \\u{1B}c \\u{85}d\") }\n}\n"
        ),
    ])
    func c1ControlsInDrawnTextAreShownEscaped(_ name: String, _ source: String) throws {
        let folder = try scriptFolder(name, source)
        defer { try? FileManager.default.removeItem(at: folder) }
        func hasRawControl(_ text: String) -> Bool {
            text.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{FFFD}"
            }
        }
        for format in ["diagram", "svg", "json"] {
            let output = try runPlumb(
                ["run", name, "--color", "never", "--canvas", "480x160", "--format", format], in: folder)
            #expect(output.status == 0, "\(format): \(output.stderr)")
            #expect(!hasRawControl(output.stdout), "\(format): \(output.stdout)")
            // The diagram may cut the text's end (`…`) to fit its cells; the JSON has no text.
            let shown = ["diagram": "a\\u{9b}b ␛c", "svg": "a\\u{9b}b ␛c \\u{85}d"][format]
            if let shown { #expect(output.stdout.contains(shown), "\(format): \(output.stdout)") }
        }
    }
}
