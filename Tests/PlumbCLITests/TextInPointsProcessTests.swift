import Foundation
import PlumbTestSupport
import PlumbText
import Testing

/// `--text points`, the `text=points` declaration and a Swift file's default, through the built
/// binary: the root Text's frame in its JSON.
@Suite struct TextInPointsProcessTests {
    let hello = "return Text(\"Hello, world.\")\n"
    /// "Hello, world." at 17 points, rounded up to the grid of `scale`.
    func expected(_ scale: PixelScale = .x3) -> (width: Double, height: Double) {
        let font = PointFont(size: 17)
        return (scale.roundedUp(font.width(of: "Hello, world.")), scale.roundedUp(font.lineMetrics.lineHeight))
    }

    /// The root's frame size in `plumb run <name> <arguments> --format json`.
    func rootSize(_ name: String, _ source: String, _ arguments: [String] = []) throws -> (
        width: Double, height: Double
    ) {
        let folder = try scriptFolder(name, source)
        let output = try runPlumb(
            ["run", name, "--canvas", "320x100", "--format", "json"] + arguments, in: folder, timeout: 60)
        #expect(output.status == 0, "\(output.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let frame = (json?["root"] as? [String: Any])?["frame"] as? [String: Double]
        return (frame?["width"] ?? .nan, frame?["height"] ?? .nan)
    }

    @Test func theOptionMeasuresInPointsAndCellsStayTheDefault() throws {
        let points = try rootSize("hello.lua", hello, ["--text", "points"])
        #expect(abs(points.width - expected().width) < 1e-9 && abs(points.height - expected().height) < 1e-9)
        let halves = try rootSize("hello.lua", hello, ["--text", "points", "--pixel-scale", "2"])
        #expect(halves.width == expected(.x2).width && halves.height == expected(.x2).height)
        let cells = try rootSize("hello.lua", hello)
        #expect(cells.width == 13 * 8 && cells.height == 16)
    }

    @Test func aScriptDeclaresPointsAndTheCommandLineWins() throws {
        let declared = "-- plumb: text=points\n" + hello
        let points = try rootSize("declared.lua", declared)
        #expect(abs(points.width - expected().width) < 1e-9)
        let spelled = try rootSize("spelled.lua", "-- plumb: --text points --pixel-scale 1\n" + hello)
        #expect(spelled.width == expected(.x1).width && spelled.height == expected(.x1).height)
        let overridden = try rootSize("declared.lua", declared, ["--text", "cells"])
        #expect(overridden.width == 13 * 8)
    }

    @Test func variantsDrawAScriptInCellsAndInPoints() throws {
        let folder = try scriptFolder("both.lua", "-- plumb: --variants text=cells,points\n" + hello)
        let output = try runPlumb(
            ["run", "both.lua", "--canvas", "320x100", "--format", "json"], in: folder, timeout: 60)
        #expect(output.status == 0, "\(output.stderr)")
        let sheet = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]] ?? []
        let widths = sheet.map { panel -> Double in
            let root = (panel["layout"] as? [String: Any])?["root"] as? [String: Any]
            return (root?["frame"] as? [String: Double])?["width"] ?? .nan
        }
        #expect(sheet.map { $0["variant"] as? String } == ["text=cells", "text=points"])
        #expect(widths.count == 2 && widths[0] == 13 * 8 && abs(widths[1] - expected().width) < 1e-9)
    }

    @Test func anImportedSwiftFileIsMeasuredInPoints() throws {
        let swift = """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("Hello, world.") }
            }

            """
        let imported = try rootSize("ContentView.swift", swift)
        #expect(abs(imported.width - expected().width) < 1e-9 && abs(imported.height - expected().height) < 1e-9)
        let cells = try rootSize("ContentView.swift", swift, ["--text", "cells"])
        #expect(cells.width == 13 * 8)
    }
}
