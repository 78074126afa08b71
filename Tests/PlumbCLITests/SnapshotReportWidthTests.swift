import Foundation
import PlumbTestSupport
import Testing

/// `plumb test` reads at 80 columns, and its help gives the one default canvas it uses.
@Suite("plumb test at 80 columns", .watchdog())
struct SnapshotReportWidthTests {
    /// A change at both edges of an 80-cell diagram: the report fits 80 columns, one diagram
    /// under the other, rows cut with a mark.
    @Test func aSnapshotDifferenceReadsAtEightyColumns() throws {
        let source =
            "return HStack { Rectangle():frame { width = 200, height = 40 }:id('left'), Spacer(), Text('right edge') }"
        let folder = try scriptFolder("wide.lua", source)
        #expect(try runPlumb(["test"], in: folder).status == 0)
        try source.replacingOccurrences(of: "200", with: "260").write(
            to: folder.appendingPathComponent("wide.lua"), atomically: false, encoding: .utf8)
        let output = try runPlumb(["test"], in: folder)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        for line in lines { #expect(line.count <= 80, "\(line.count) columns: \(line)") }
        #expect(
            lines.contains("    diagram: the snapshot's, then now's (≠ marks rows that differ, › a row cut):"),
            "\(output.stdout)")
        let snapshot = try #require(lines.firstIndex(of: "    snapshot:"))
        let now = try #require(lines.firstIndex(of: "    now:"))
        #expect(snapshot < now)
        #expect(lines[snapshot + 1].hasPrefix("    ≠ ┌left───────────────────┐"), "\(output.stdout)")
        #expect(lines[now + 1].hasPrefix("    ≠ ┌left───────────────────────────┐"), "\(output.stdout)")
        #expect(lines[now + 2].hasSuffix("rig›"), "\(output.stdout)")
    }

    /// The help gives one default canvas, and it is the one a snapshot is taken at.
    @Test func theTestHelpGivesTheDefaultCanvasItUses() throws {
        let help = try runPlumb(["test", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("without one, 80×24 cells, 640×384 points at the default 8×16-point cell"), "\(words)")
        #expect(words.contains("plumb test: always 80×24 cells"), "\(words)")
        #expect(!words.contains("640x384"), "\(words)")
        let folder = try scriptFolder("fill.lua", "return Color.red")
        #expect(try runPlumb(["test"], in: folder).status == 0)
        let snap = try String(contentsOf: folder.appendingPathComponent("__snapshots__/fill.snap"), encoding: .utf8)
        #expect(snap.contains("Color\t0 0 640 384"), "\(snap)")
    }
}
