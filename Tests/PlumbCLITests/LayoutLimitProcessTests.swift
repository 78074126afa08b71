import Foundation
import PlumbFuzz
import PlumbTestSupport
import Testing

/// Memory and time spent during layout and builders, on things the Lua side never
/// sees, are bounded like the script's own: each case ends with a clear error at the script's
/// line, its peak resident memory under twice the cap, and its CPU time within the deadline and
/// the watchdog's grace (CPU time, not the clock: a busy machine does not make a run fail).
@Suite("Limits during layout, end to end", .watchdog())
struct LayoutLimitProcessTests {
    typealias Case = LimitCase

    static let cases: [Case] = [
        Case(
            name: "100,000 GeometryReaders, each building three padded texts",
            source: """
                local g = GeometryReader(function(proxy)
                  return VStack { Text('a'):padding(4), Text('b'):padding(4), Text('c'):padding(4) }
                end)
                local t = {}
                for i = 1, 100000 do t[i] = g end
                return VStack(t)
                """, options: ["--max-memory", "256", "--timeout", "60"], message: "card.lua:"),
        Case(
            name: "a Text of four million lines at its ideal size",
            source: "return Text(string.rep('a\\n', 4e6)):fixedSize()",
            options: ["--max-memory", "256", "--timeout", "60"], message: "card.lua:1: script stopped while"),
        Case(
            name: "200,000 small UIKit stacks",
            source: """
                local s = UIStackView { axis = 'horizontal', spacing = 8, UILabel { text = 'Name' }, UIButton { title = 'Go' } }
                local t = {}
                for i = 1, 200000 do t[i] = s end
                return VStack(t)
                """, options: ["--max-memory", "256", "--timeout", "2"], message: "card.lua:"),
        Case(
            name: "a GeometryReader that builds itself again without end",
            source: "local function g(n) return GeometryReader(function(proxy) return g(n + 1) end) end\nreturn g(0)",
            options: ["--max-memory", "64", "--timeout", "60"], message: "card.lua:"),
        Case(
            // The Swift family's seeds 779 and 829: each row of a ForEach with modifiers is a view
            // a level (a frame and fixedSize here), and each was charged as one (150 MiB, cap 64).
            name: "100,000 rows of a ForEach with modifiers applied to the ForEach",
            source:
                "return ForEach(100000, function(i) return Text(tostring(i)) end):frame { width = 100 }:fixedSize()",
            options: ["--max-memory", "64", "--timeout", "60"], message: "card.lua:1: script stopped while"),
        Case(
            // Found by the Swift fuzz family: a Grid made every row at once
            // (`map` reserved room for 2⁶³ views: the process died in malloc).
            name: "a Grid of math.maxinteger rows",
            source: "return Grid { ForEach(math.maxinteger, function(i) return Text('x') end) }",
            options: ["--max-memory", "64", "--timeout", "1"], message: "card.lua:1: script stopped"),
        Case(
            // Found by the Swift fuzz family: a Grid makes its rows as the script builds it, and the
            // views the ForEach's modifiers add were not counted (238 MiB, cap 64).
            name: "a Grid of math.maxinteger rows with modifiers on the ForEach",
            source:
                "return Grid { ForEach(math.maxinteger, function(i) return Text('x') end):frame { minWidth = 1 }:layoutPriority(1) }",
            options: ["--max-memory", "64", "--timeout", "60"], message: "card.lua:1: script stopped"),
        Case(
            name: "an EnvironmentReader that builds itself again without end",
            source: "local function g(n) return EnvironmentReader(function(env) return g(n + 1) end) end\nreturn g(0)",
            options: ["--max-memory", "64", "--timeout", "60"], message: "card.lua:"),
    ]

    @Test(arguments: cases)
    func endsWithinItsLimits(_ test: Case) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try test.source.write(to: folder.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
        let run = try LimitCase.run(
            ["run", "card.lua", "--color", "never", "--canvas", "320x160"] + test.options, in: folder, timeout: 60)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(test.message), "\(run.stderr)")
        let cap = Double(test.options[test.options.firstIndex(of: "--max-memory")! + 1])!
        // A sanitizer build is far larger before it does anything (Tools/sanitize.sh sets the ceiling).
        let ceiling = Double(ProcessInfo.processInfo.environment["PLUMB_FUZZ_RSS_CEILING_MIB"] ?? "") ?? 2 * cap
        #expect(run.peakMiB < ceiling, "peak \(run.peakMiB) MiB")
        let timeout = Double(test.options[test.options.firstIndex(of: "--timeout")! + 1])!
        #expect(run.cpuSeconds < timeout + 1.5, "\(run.cpuSeconds) s of CPU time")
    }

    /// The budget charges what the arena takes (160 bytes a node in the store, 16 a
    /// placed view) and the estimate before layout matches it (240 bytes a node). 300,000 uses of
    /// one fixed frame are 600,001 nodes: 586 MiB by the old estimate of 1,024 bytes a node, which
    /// refused them under 192 MiB; now they are laid out, and the whole process stays under the cap.
    @Test func aTreeThatFitsIsLaidOutUnderTheCap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        local leaf = Color.clear:frame { width = 10, height = 10 }
        local t = {}
        for i = 1, 300000 do t[i] = leaf end
        return HStack(t)
        """.write(to: folder.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
        let run = try LimitCase.run(
            ["run", "card.lua", "--color", "never", "--canvas", "320x160", "--max-memory", "192", "--timeout", "120"],
            in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let ceiling = Double(ProcessInfo.processInfo.environment["PLUMB_FUZZ_RSS_CEILING_MIB"] ?? "") ?? 192
        #expect(run.peakMiB < ceiling, "peak \(run.peakMiB) MiB")
    }
}
