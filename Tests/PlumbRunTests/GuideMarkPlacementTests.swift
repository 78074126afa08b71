import Foundation
import Testing

/// Every guide mark sits on its line, in the diagram and in the SVG (which the browser page shows),
/// for every lesson and exercise.
@Suite("Guide marks on their lines")
struct GuideMarkPlacementTests {
    static let scripts: [String] = ["Lessons", "Exercises"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Scripts/\(folder)").path)) ?? [])
            .filter { $0.hasSuffix(".lua") }.sorted().map { "Scripts/\(folder)/\($0)" }
    }

    @Test func thereAreScripts() { #expect(Self.scripts.count >= 25) }

    /// Each ◆ of the diagram is on a drawn line: its row holds `┄` (a y line) or its column
    /// holds `┊` (an x line).
    @Test(arguments: scripts)
    func everyDiagramMarkIsOnALine(_ script: String) throws {
        let output = plumb(["run", "--guides", "--color", "never", script])
        #expect(output.status == 0, "\(output.stderr)")
        // The figure: the lines before the legend's first header (`HStack: oneThird at y = 240`).
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let legendStart =
            lines.firstIndex { !$0.hasPrefix(" ") && ($0.contains(" at x = ") || $0.contains(" at y = ")) }
            ?? lines.endIndex
        let figure = lines[..<legendStart].joined(separator: "\n")
        let rows = lines[..<legendStart].map { Array($0) }
        var marks = 0
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() where cell == "◆" {
                marks += 1
                let onRow = cells.contains("┄")
                let onColumn = rows.contains { column < $0.count && $0[column] == "┊" }
                // A line hidden under texts is drawn at their ends, where its marks are, just
                // before a text (PlumbRender's design note: marks win).
                let beforeText =
                    column + 1 < cells.count && !" ┄┊─│◆·┈┆".contains(cells[column + 1])
                    && !(cells[column + 1].unicodeScalars.first.map { (0x2500...0x257F).contains($0.value) } ?? false)
                #expect(onRow || onColumn || beforeText, "\(script): ◆ at row \(row), column \(column)\n\(figure)")
            }
        }
        #expect(marks > 0, "\(script)\n\(figure)")
    }

    /// Every view aligned on a guide shows its mark: as many ◆ in the figure as the legend lists
    /// children of containers with one line (each child its own), plus one for each container with
    /// two (a ZStack's children share the point where its lines meet). Lesson 01's three centred
    /// texts, one under the other, each have theirs.
    @Test(arguments: scripts)
    func everyAlignedViewShowsItsMark(_ script: String) throws {
        let output = plumb(["run", "--guides", "--color", "never", script])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let isHeader = { (line: Substring) in
            !line.hasPrefix(" ") && (line.contains(" at x = ") || line.contains(" at y = "))
        }
        let legendStart = lines.firstIndex(where: isHeader) ?? lines.endIndex
        let marks = lines[..<legendStart].reduce(0) { $0 + $1.filter { $0 == "◆" }.count }
        var expected = 0
        var perChild = false
        for line in lines[legendStart...] {
            if isHeader(line) {
                let both = line.contains(" at x = ") && line.contains(" at y = ")
                perChild = !both
                if both { expected += 1 }
            } else if !line.hasPrefix(" ") {
                // A legend's block ends at a line that is not indented (the exercise's words).
                perChild = false
            } else if perChild, line.hasPrefix("  "), !line.hasPrefix("   ") {
                expected += 1
            }
        }
        let figure = lines[..<legendStart].joined(separator: "\n")
        #expect(marks >= expected, "\(script): \(marks) ◆ for \(expected) aligned views\n\(figure)")
    }

    /// Each diamond of the SVG is centred on a guide line of the picture (x for a vertical line,
    /// y for a horizontal one), within the writer's precision.
    @Test(arguments: scripts)
    func everySVGMarkIsOnALine(_ script: String) throws {
        let output = plumb(["run", "--guides", "--format", "svg", script])
        #expect(output.status == 0, "\(output.stderr)")
        let svg = output.stdout
        var xs: [Double] = []
        var ys: [Double] = []
        for match in svg.matches(
            of: /<line x1="([-0-9.]+)" y1="([-0-9.]+)" x2="([-0-9.]+)" y2="([-0-9.]+)"[^>]*stroke-dasharray="3 2"/)
        {
            let (x1, y1, x2, y2) = (Double(match.1)!, Double(match.2)!, Double(match.3)!, Double(match.4)!)
            if x1 == x2 { xs.append(x1) }
            if y1 == y2 { ys.append(y1) }
        }
        let diamonds = svg.matches(of: /<path d="M([-0-9.]+) ([-0-9.]+)L([-0-9.]+) ([-0-9.]+)L/)
        #expect(!diamonds.isEmpty, "\(script)")
        for diamond in diamonds {
            // The path starts at the top point: its centre is 4 points below.
            let (x, y) = (Double(diamond.1)!, Double(diamond.2)! + 4)
            let onLine = xs.contains { abs($0 - x) < 0.001 } || ys.contains { abs($0 - y) < 0.001 }
            #expect(onLine, "\(script): diamond at (\(x), \(y)); lines x \(xs), y \(ys)")
        }
    }

    /// An edge that lies on a line is drawn on it: lesson 12's red bar ends at y = 240, the line,
    /// so its bottom edge is on the line's row, its ◆ at the corner.
    @Test func anEdgeOnALineIsDrawnOnIt() throws {
        let output = plumb(["run", "--guides", "--color", "never", "Scripts/Lessons/12-custom-alignment-bottom.lua"])
        let lineRow = output.stdout.split(separator: "\n").first { $0.contains("┄") }.map(String.init) ?? ""
        #expect(lineRow.contains("◆─────┘"), "\(output.stdout)")
    }
}
