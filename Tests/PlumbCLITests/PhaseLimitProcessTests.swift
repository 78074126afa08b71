import Foundation
import PlumbFuzz
import PlumbTestSupport
import Testing

/// Every cap counts every phase: reading and compiling the script, building lists and contact
/// sheets, formatting errors and output. Each case runs the real binary on work that no machine
/// finishes under its limits (a script larger than the cap, a sheet that cannot fit, an endless
/// loop), and holds the stop to a clear message at a line, the peak resident memory to twice the
/// cap plus the process's own base, and the CPU time to the deadline plus the watchdog's grace.
@Suite("Limits in every phase of a run, end to end", .watchdog())
struct PhaseLimitProcessTests {
    typealias Case = LimitCase

    /// 2¹⁵ variants: fifteen keys of two values each.
    static let sheetOfPanels = Array(repeating: ["--variants", "width=100,200"], count: 15).flatMap { $0 }
    static let sheetScript = "return VStack { ForEach(50, function(i) return Text('row ' .. i) end) }"
    static let listScript = "return List { ForEach(100000, function(i) return Text('row ' .. i) end) }"

    static let cases: [Case] = [
        Case(
            name: "a List of a ForEach of 100,000 rows", source: listScript,
            options: ["--max-memory", "64", "--timeout", "60"], message: "card.lua:1: script stopped while"),
        Case(
            name: "a List of a ForEach of 100,000 rows as JSON", source: listScript,
            options: ["--max-memory", "64", "--timeout", "60", "--format", "json"],
            message: "card.lua:1: script stopped while"),
        Case(
            name: "a List of a ForEach of 100,000 rows as SVG", source: listScript,
            options: ["--max-memory", "64", "--timeout", "60", "--format", "svg"],
            message: "card.lua:1: script stopped while"),
        Case(
            name: "a contact sheet of 2¹⁵ panels", source: sheetScript,
            options: ["--max-memory", "64", "--timeout", "60"] + sheetOfPanels,
            message: "card.lua:1: the contact sheet has 32768 variants; making them would take about"),
        Case(
            name: "a contact sheet of 2¹⁵ panels as SVG", source: sheetScript,
            options: ["--max-memory", "64", "--timeout", "60", "--format", "svg"] + sheetOfPanels,
            message: "card.lua:1: the contact sheet has 32768 variants"),
        Case(
            name: "2¹⁵ variants as JSON", source: sheetScript,
            options: ["--max-memory", "64", "--timeout", "60", "--format", "json"] + sheetOfPanels,
            message: "card.lua:1: the set of variants has 32768 variants"),
        Case(
            name: "2¹⁵ variants explained", source: sheetScript,
            options: ["--max-memory", "64", "--timeout", "60"] + sheetOfPanels,
            message: "card.lua:1: the set of variants has 32768 variants"),
        Case(
            name: "a script of 40 MiB under a cap of 16", source: "-- " + String(repeating: "a", count: 40 << 20),
            options: ["--max-memory", "16", "--timeout", "60"],
            message:
                "card.lua:1: script stopped while reading the script (40.0 MiB): memory limit of 16 MiB exceeded (raise it with --max-memory)"
        ),
        Case(
            // It fits as a file; its one string does not fit as it is compiled (the lexer's buffer
            // and the string).
            name: "a string literal of 12 MiB on line 3, compiled under a cap of 16",
            source: "local a = 1\nlocal b = 2\nlocal s = [[" + String(repeating: "a", count: 12 << 20)
                + "]]\nreturn Text('x')",
            options: ["--max-memory", "16", "--timeout", "60"],
            message: "card.lua:3: script stopped: memory limit of 16 MiB exceeded (raise it with --max-memory)"),
        Case(
            name: "an error message of 20 MiB", source: "error(('A'):rep(20 * 1024 * 1024))",
            options: ["--max-memory", "256", "--timeout", "1"], message: "card.lua:1: AAAA"),
        Case(
            name: "an error message of 20 MiB in an endless loop's pcall",
            source:
                "local s = ('A'):rep(20 * 1024 * 1024)\nwhile true do pcall(error, s) end",
            options: ["--max-memory", "256", "--timeout", "1", "--max-instructions", "\(Int.max)"],
            message: "card.lua:2: script stopped: ran longer than 1 s"),
    ]

    /// The peak of a run of an empty script: what the process holds of its own.
    static let baseMiB: Double = {
        let folder = try! scriptFolder("card.lua", "return Text('x')")
        return (try? LimitCase.run(["run", "card.lua", "--color", "never"], in: folder))?.peakMiB ?? 64
    }()

    @Test(arguments: cases)
    func stopsWithinItsLimits(_ test: Case) throws {
        let folder = try scriptFolder("card.lua", test.source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = test.name.hasSuffix("explained") ? "explain" : "run"
        let run = try LimitCase.run(
            [command, "card.lua", "--color", "never", "--canvas", "320x160"] + test.options, in: folder)
        #expect(run.status == 1, "\(run.stderr.prefix(2_000))")
        #expect(run.stderr.hasPrefix(test.message), "\(run.stderr.prefix(2_000))")
        // A message is cut before it is quoted: never megabytes on the terminal.
        #expect(run.stderr.utf8.count < 16_384, "\(run.stderr.utf8.count) bytes on standard error")
        let cap = Double(test.options[test.options.firstIndex(of: "--max-memory")! + 1])!
        let ceiling =
            Double(ProcessInfo.processInfo.environment["PLUMB_FUZZ_RSS_CEILING_MIB"] ?? "")
            ?? 2 * cap + Self.baseMiB
        #expect(run.peakMiB < ceiling, "peak \(run.peakMiB) MiB, base \(Self.baseMiB) MiB")
        let timeout = Double(test.options[test.options.firstIndex(of: "--timeout")! + 1])!
        #expect(run.cpuSeconds < timeout + 1.5, "\(run.cpuSeconds) s of CPU time")
    }

    @Test func aMessageOfMegabytesIsCutAndSaysSo() throws {
        let folder = try scriptFolder("card.lua", "error(('A'):rep(20 * 1024 * 1024))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LimitCase.run(["run", "card.lua", "--color", "never"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("… (message cut: 20.0 MiB in all)"), "\(run.stderr.prefix(200))")
    }

    /// A lone 0x9b is CSI to a terminal that reads 8-bit controls; U+009B written as UTF-8 is the
    /// same control to one that reads UTF-8. Neither reaches standard output raw from `print`,
    /// nor standard error from a message, nor the drawing from a Text.
    @Test func c1ControlsFromScriptsAreShownEscaped() throws {
        let source = """
            print("a\\155[2Jb", "c\\194\\155d", "e\\128f")
            local v = VStack { Text("x\\155y"), Text("p\\194\\155q") }
            if ... == nil then error("m\\155[31mn") end
            return v
            """
        let folder = try scriptFolder("card.lua", source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try LimitCase.run(["run", "card.lua", "--color", "never", "--canvas", "320x160"], in: folder)
        #expect(run.status == 1)
        let stdout = String(decoding: run.stdout, as: UTF8.self)
        #expect(!run.stdout.contains(0x9B) && !run.stdout.contains(0x80), "\(stdout)")
        #expect(stdout.contains("a\\x9b[2Jb\tc\\u009bd\te\\x80f"), "\(stdout)")
        #expect(!run.stderr.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("card.lua:3: m"), "\(run.stderr)")
        let drawn = try LimitCase.run(
            ["run", "card.lua", "--color", "never", "--canvas", "320x160"],
            in: try scriptFolder("card.lua", "return VStack { Text('x\\155y'), Text('p\\194\\155q') }"))
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let drawing = try #require(String(data: drawn.stdout, encoding: .utf8), "the drawing is not UTF-8")
        #expect(!drawing.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(drawing)")
    }

    /// `require` resolves real paths: a link beside the script to a file outside its folder (and
    /// the module path) is refused, and nothing of the file is shown; a link that stays inside
    /// is followed.
    @Test func modulesStayInsideTheScriptsFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project")
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("ui"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "SECRET LINE of a file outside\n".write(
            to: outside.appendingPathComponent("secret.lua"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("mod.lua").path, withDestinationPath: "../outside/secret.lua")
        try "return require('mod')".write(
            to: project.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
        let refused = try LimitCase.run(["run", "card.lua", "--color", "never"], in: project)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "card.lua:1: require: module 'mod' (mod.lua) leads outside the script's folder and the module path"),
            "\(refused.stderr)")
        #expect(!refused.stderr.contains("SECRET"), "\(refused.stderr)")
        // A folder of links that leads out is refused the same way.
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("away").path, withDestinationPath: outside.path)
        try "return require('away.secret')".write(
            to: project.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
        let throughFolder = try LimitCase.run(["run", "card.lua", "--color", "never"], in: project)
        #expect(throughFolder.status == 1)
        #expect(!throughFolder.stderr.contains("SECRET"), "\(throughFolder.stderr)")
        #expect(throughFolder.stderr.contains("leads outside"), "\(throughFolder.stderr)")
        // Inside: a link to a file in a subfolder is followed.
        try "return Text('inside')".write(
            to: project.appendingPathComponent("ui/row.lua"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("row.lua").path, withDestinationPath: "ui/row.lua")
        try "return require('row')".write(
            to: project.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
        let inside = try LimitCase.run(["run", "card.lua", "--color", "never", "--canvas", "320x32"], in: project)
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(String(decoding: inside.stdout, as: UTF8.self).contains("inside"))
    }

    /// A module larger than what is left under the cap is refused before it is read, at the line
    /// of its `require`.
    @Test func aModuleLargerThanTheCapIsRefusedAtItsRequire() throws {
        let folder = try scriptFolder("card.lua", "local x = 1\nreturn require('big')")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ("-- " + String(repeating: "b", count: 20 << 20)).write(
            to: folder.appendingPathComponent("big.lua"), atomically: false, encoding: .utf8)
        let run = try LimitCase.run(["run", "card.lua", "--color", "never", "--max-memory", "16"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("card.lua:2: require: module 'big' (big.lua) is 20.0 MiB"), "\(run.stderr)")
        #expect(run.peakMiB < 2 * 16 + Self.baseMiB, "peak \(run.peakMiB) MiB")
    }
}
