import Foundation
import PlumbTestSupport
import Testing

/// What only a real process shows: the exit status a shell sees, which stream each text goes
/// to, and figures that belong to the process (peak memory). Everything else about the command
/// line runs in process (Tests/PlumbRunTests), through the same parser and pipeline.
@Suite("The plumb process", .watchdog())
struct ProcessContractTests {
    @Test func exitStatusesAndStreams() throws {
        let folder = try scriptFolder("good.lua", "return Color.red:frame { width = 16, height = 16 }")
        try "return Text(nil)".write(to: folder.appendingPathComponent("bad.lua"), atomically: false, encoding: .utf8)
        let drawn = try runPlumb(["run", "good.lua", "--canvas", "16x16", "--color", "never"], in: folder)
        #expect(drawn.status == 0 && drawn.stdout == "░░\n" && drawn.stderr.isEmpty, "\(drawn)")
        let failed = try runPlumb(["run", "bad.lua"], in: folder)
        #expect(failed.status == 1 && failed.stdout.isEmpty && failed.stderr.hasPrefix("bad.lua:1:"), "\(failed)")
        let missing = try runPlumb(["run", "missing.lua"], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("cannot read missing.lua"), "\(missing)")
        let usage = try runPlumb(["run", "good.lua", "--canvas", "wide"], in: folder)
        #expect(usage.status == 64 && usage.stderr.contains("--canvas"), "\(usage)")
        let help = try runPlumb(["--help"], in: folder)
        #expect(help.status == 0 && help.stdout.contains("USAGE") && help.stderr.isEmpty)
    }

    /// `--stats` reports the process's peak memory.
    @Test func statsGiveEachStageAndThePeakMemory() throws {
        let source =
            "local row = {}\nfor i = 1, 500 do row[i] = Color.clear:frame { width = 2, height = 2 } end\nreturn HStack(row)"
        let folder = try scriptFolder("card.lua", source)
        let output = try runPlumb(
            ["run", "card.lua", "--color", "never", "--format", "json", "--stats", "--stats-json", "stats.json"],
            in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("{"))
        // One line for people on stderr, in pipeline order.
        let line = output.stderr.split(separator: "\n").first { $0.hasPrefix("plumb: script ") }
        #expect(line != nil, "\(output.stderr)")
        #expect(line?.contains(" · tree ") == true && line?.contains(" · output ") == true)
        #expect(line?.hasSuffix("1001 views") == true, "\(line ?? "")")
        // The same as JSON for benchmarks.
        let data = try Data(contentsOf: folder.appendingPathComponent("stats.json"))
        let stats = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let stages = try #require(stats["stages"] as? [String: Double])
        #expect(Set(stages.keys).isSuperset(of: ["script", "check", "tree", "layout", "result", "output"]))
        #expect(stages.values.allSatisfy { $0 >= 0 })
        #expect(stats["views"] as? Int == 1001)
        let peak = try #require(stats["peak_bytes"] as? Int)
        #expect(peak > 1_000_000)
        let after = try #require(stats["peak_bytes_after"] as? [String: Int])
        #expect(after["script"].map { $0 <= peak } == true)
    }

    /// A Swift file runs through the real `plumb-import`, found beside `plumb`; an error of the
    /// imported script is told at the Swift line.
    @Test func aSwiftFileRunsThroughTheImporterBesidePlumb() throws {
        let swift = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 16, height: 16)
                        Color.blue.frame(width: 16, height: 16)
                    }
                }
            }
            """
        let folder = try scriptFolder("View.swift", swift)
        let output = try runPlumb(
            ["run", "View.swift", "--format", "json", "--canvas", "ideal"], in: folder,
            environment: ["PLUMB_IMPORT": ""])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"width\" : 32") || output.stdout.contains("\"width\": 32"), "\(output.stdout)")
        let script = try runPlumb(["import", "View.swift"], in: folder, environment: ["PLUMB_IMPORT": ""])
        #expect(script.status == 0 && script.stdout.contains("HStack"), "\(script)")
        try swift.replacingOccurrences(of: ".frame(width: 16", with: ".frame(widht: 16").write(
            to: folder.appendingPathComponent("View.swift"), atomically: false, encoding: .utf8)
        // What Plumb refuses as the script runs makes the view a placeholder, warned at its Swift
        // line with Plumb's own message: the picture is still drawn.
        let wrong = try runPlumb(["run", "View.swift"], in: folder, environment: ["PLUMB_IMPORT": ""])
        #expect(wrong.status == 0)
        #expect(
            wrong.stderr.hasPrefix("View.swift:")
                && wrong.stderr.contains("warning: ContentView is drawn as a placeholder")
                && wrong.stderr.contains("unknown option 'widht' (did you mean 'width'?)"), "\(wrong.stderr)")
    }
}
