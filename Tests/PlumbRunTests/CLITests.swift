import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

@testable import PlumbRun

@Suite("plumb run, in process")
struct CLITests {
    /// Runs `source` saved as `name` in a fresh folder, from that folder.
    func run(_ source: String, name: String = "card.lua", _ extra: [String] = []) throws -> CommandOutput {
        let folder = try scriptFolder(name, source)
        return plumb(["run", name, "--color", "never", "--canvas", "320x160"] + extra, in: folder)
    }

    @Test func drawsADiagram() throws {
        let output = try run("return Rectangle():frame { width = 40, height = 32 }")
        #expect(output.status == 0)
        // 40×32 points are 5×2 cells.
        #expect(output.stdout.contains("┌───┐\n"))
        #expect(output.stdout.contains("└───┘"))
        #expect(output.stderr.isEmpty)
    }

    @Test func defaultSubcommandIsRun() throws {
        let folder = try scriptFolder("a.lua", "return Text('hi')")
        let output = plumb(["a.lua", "--canvas", "80x32"], in: folder)
        #expect(output.status == 0)
        #expect(output.stdout.contains("hi"))
    }

    @Test func wrongTypeNamesFileLineAndExpectation() throws {
        let output = try run("local a = 1\n\nreturn VStack {\n  Rectangle():frame { width = \"wide\" },\n}\n")
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("card.lua:4: frame: width must be a number, got string"))
        #expect(output.stderr.contains(" 4 |   Rectangle():frame { width = \"wide\" },"))
        #expect(output.stdout.isEmpty)
    }

    @Test func syntaxError() throws {
        // A SwiftUI habit (no ',' between views): the hint is at the missing comma (HintTests).
        let output = try run("return VStack {\n  Text(\"a\")\n  Text(\"b\")\n")
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("card.lua:2:12: add ','"), "\(output.stderr)")
        // Anything else keeps Lua's message.
        let other = try run("return VStack {\n  Text(\"a\"),\n  Text(\"b\")\n")
        #expect(other.status == 1)
        #expect(
            other.stderr.hasPrefix("card.lua:4: '}' expected (to close '{' at line 1) near <eof>"), "\(other.stderr)")
    }

    @Test func runtimeError() throws {
        let output = try run("local t = nil\nreturn t.x")
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("card.lua:2: attempt to index a nil value"), "\(output.stderr)")
    }

    @Test func unknownModifierSuggestsTheNearestName() throws {
        let output = try run("return Rectangle():fram { width = 10 }")
        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix("card.lua:1:20: unknown modifier 'fram' (did you mean 'frame'?)"),
            "\(output.stderr)")
    }

    @Test func unknownOptionAndBadChildren() throws {
        let option = try run("return HStack { alignmnet = \"top\", Text(\"a\") }")
        #expect(option.status == 1)
        #expect(
            option.stderr.contains("HStack: unknown option 'alignmnet' (did you mean 'alignment'?)"), "\(option.stderr)"
        )
        let child = try run("return VStack { Text(\"a\"), 42 }")
        #expect(child.stderr.hasPrefix("card.lua:1: VStack: item 2 must be a view, got number"), "\(child.stderr)")
        let alignment = try run("return VStack { alignment = \"top\", Text(\"a\") }")
        #expect(alignment.stderr.contains("VStack: unknown horizontal alignment 'top'"), "\(alignment.stderr)")
    }

    @Test func negativeAndNonFiniteSizesWarnAndCarryOn() throws {
        let output = try run("return Rectangle():frame { width = -10, height = 20 }\n")
        #expect(output.status == 0)
        #expect(
            output.stderr.contains("card.lua:1: warning: frame: invalid frame dimension width = -10"),
            "\(output.stderr)")
        let nan = try run("return Text('x'):padding(0/0)")
        #expect(nan.status == 0)
        #expect(nan.stderr.contains("warning: padding"), "\(nan.stderr)")
    }

    /// `explain` tells the warnings in its text too (a UIKit conflict broken, a frame ignored),
    /// after the negotiation; JSON keeps them on stderr only.
    @Test func explainTellsTheWarnings() throws {
        let folder = try scriptFolder("card.lua", "return Rectangle():frame { width = -10, height = 20 }\n")
        let text = plumb(["explain", "card.lua", "--canvas", "80x48"], in: folder)
        #expect(text.status == 0)
        #expect(
            text.stdout.hasSuffix("\n\nWarnings:\n  card.lua:1: warning: frame: invalid frame dimension width = -10\n")
                || text.stdout.contains("Warnings:\n  card.lua:1: warning: frame: invalid frame dimension width = -10"),
            "\(text.stdout)")
        #expect(text.stderr.contains("card.lua:1: warning: frame"))
        let json = plumb(["explain", "card.lua", "--canvas", "80x48", "--format", "json"], in: folder)
        #expect(!json.stdout.contains("Warnings:") && json.stderr.contains("warning: frame"))
    }

    @Test func scriptMustReturnAView() throws {
        let nothing = try run("local x = 1")
        #expect(nothing.status == 1)
        #expect(nothing.stderr.contains("card.lua:1: the script must return a view"), "\(nothing.stderr)")
        #expect(nothing.stderr.contains("got nothing") || nothing.stderr.contains("got nil"), "\(nothing.stderr)")
        let number = try run("return 42")
        #expect(number.stderr.contains("got number"), "\(number.stderr)")
    }

    @Test func missingFileIsAnErrorNotACrash() throws {
        let output = plumb(["run", "/nonexistent/plumb/card.lua"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot read /nonexistent/plumb/card.lua"))
    }

    @Test func badOptionsAreRejected() throws {
        let folder = try scriptFolder("a.lua", "return Text('hi')")
        let canvas = plumb(["run", "a.lua", "--canvas", "wide"], in: folder)
        #expect(canvas.status != 0)
        #expect(canvas.stderr.contains("invalid for '--canvas <WxH>': expected WxH in points"), "\(canvas.stderr)")
        let cell = plumb(["run", "a.lua", "--cell", "0x16"], in: folder)
        #expect(
            cell.stderr.contains("invalid for '--cell <WxH>': expected WxH in points, both above 0"), "\(cell.stderr)")
    }

    @Test func infiniteLoopIsStopped() throws {
        let output = try run("while true do end", ["--timeout", "0.3", "--max-instructions", "\(Int.max)"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("--timeout"), "\(output.stderr)")
        let swallowed = try run(
            "pcall(function() while true do end end)\nreturn Text('x')", ["--max-instructions", "100000"])
        #expect(swallowed.status == 1)
        #expect(swallowed.stderr.contains("--max-instructions"), "\(swallowed.stderr)")
    }

    @Test func memoryBombIsStopped() throws {
        let output = try run(
            "local t = {}\nfor i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end", ["--max-memory", "32"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("--max-memory"), "\(output.stderr)")
    }

    @Test func sandboxHidesIOAndOS() throws {
        let output = try run(
            "return Text(tostring(io) .. ' ' .. tostring(os.execute) .. ' ' .. type(os.clock))", ["--canvas", "400x32"])
        #expect(output.stdout.contains("nil nil function"), "\(output.stdout)")
    }

    @Test func requireLoadsSiblingModules() throws {
        let folder = try scriptFolder("main.lua", "local card = require('card')\nreturn card('Hi')")
        try "return function(title) return Text(title):padding(4) end".write(
            to: folder.appendingPathComponent("card.lua"), atomically: false, encoding: .utf8)
        let output = plumb(["run", "main.lua", "--canvas", "80x48"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Hi"))
    }

    @Test func errorInAGuideClosurePointsAtTheClosure() throws {
        let source = """
            return VStack { alignment = "leading",
              Rectangle():frame { width = 20, height = 20 },
              Rectangle()
                :alignmentGuide("leading", function(d)
                  return d.widht * 2
                end)
                :frame { width = 20, height = 20 },
            }
            """
        let output = try run(source)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("card.lua:5: ViewDimensions has no member 'widht'"), "\(output.stderr)")
    }

    @Test func asciiOutputIsPlainASCII() throws {
        let output = try run("return HStack { Circle(), Rectangle(), Capsule() }", ["--ascii"])
        #expect(output.status == 0)
        #expect(output.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(output.stdout.contains("+"))
    }

    @Test func colourAlwaysEmitsEscapesAndNeverDoesNot() throws {
        let folder = try scriptFolder(
            "a.lua", "return Rectangle():foregroundColor('red'):frame { width = 40, height = 32 }")
        let always = plumb(["run", "a.lua", "--color", "always", "--canvas", "80x48"], in: folder)
        #expect(always.stdout.contains("\u{1B}["))
        let piped = plumb(["run", "a.lua", "--canvas", "80x48"], in: folder)
        #expect(!piped.stdout.contains("\u{1B}["), "auto is off when stdout is not a terminal")
        let noColor = plumb(["run", "a.lua", "--canvas", "80x48"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test func idealCanvasTakesTheRootsSize() throws {
        let output = try run(
            "return Rectangle():frame { width = 40, height = 32 }", ["--canvas", "idealxideal", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Double]
        #expect(canvas == ["width": 40, "height": 32])
    }
}

@Suite("JSON output")
struct JSONOutputTests {
    @Test func followsTheContract() throws {
        let source = """
            return VStack { alignment = "leading",
              Rectangle():frame { width = 120, height = 50 },
              Text("Hello"):id("title"),
            }
            """
        let folder = try scriptFolder("card.lua", source)
        let output = plumb(["run", "card.lua", "--format", "json", "--canvas", "640x384"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let root = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
        #expect(Set(root.keys) == ["canvas", "root"])
        #expect(root["canvas"] as? [String: Double] == ["width": 640, "height": 384])
        let stack = root["root"] as! [String: Any]
        #expect(stack["type"] as? String == "VStack")
        #expect(stack["id"] == nil)
        // VStack: 120 × (50 + 8 + 16) = 120 × 74, centred in 640 × 384.
        #expect(stack["frame"] as? [String: Double] == ["x": 260, "y": 155, "width": 120, "height": 74])
        let children = stack["children"] as! [[String: Any]]
        #expect(children.map { $0["type"] as? String } == ["frame", "Text"])
        #expect(children[1]["id"] as? String == "title")
        #expect(children[1]["frame"] as? [String: Double] == ["x": 260, "y": 213, "width": 40, "height": 16])
        let rectangle = (children[0]["children"] as! [[String: Any]])[0]
        #expect(rectangle["type"] as? String == "Rectangle")
        #expect((rectangle["children"] as? [Any])?.isEmpty == true)
        // Keys come in the documented order.
        #expect(output.stdout.range(of: "\"type\"")!.lowerBound < output.stdout.range(of: "\"frame\"")!.lowerBound)
    }

    @Test func framesAreUnrounded() throws {
        let folder = try scriptFolder(
            "a.lua", "return HStack { spacing = 0, Color.red, Color.blue, Color.green }")
        let output = plumb(["run", "a.lua", "--format", "json", "--canvas", "100x10"], in: folder)
        #expect(output.stdout.contains("33.333333333333336"), "\(output.stdout)")
    }
}

@Suite("SVG output")
struct SVGOutputTests {
    @Test func writesThePictureToTheOutputFile() throws {
        let folder = try scriptFolder(
            "a.lua", "return Rectangle():foregroundColor(\"red\"):frame { width = 40.5, height = 20 }:id(\"box\")")
        let output = plumb(
            ["run", "a.lua", "--format", "svg", "--canvas", "100x60", "--output", "out.svg"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        let svg = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"60\""))
        // Exact points: centred, 29.75 from the left, not rounded to cells.
        #expect(svg.contains("<rect x=\"29.75\" y=\"20\" width=\"40.5\" height=\"20\" fill=\"#ff3b30\"/>"))
        #expect(svg.contains("#box</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func anUnwritableOutputIsReported() throws {
        let folder = try scriptFolder("a.lua", "return Color.red")
        let output = plumb(["run", "a.lua", "--output", "missing/folder/out.txt"], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot write missing/folder/out.txt"))
    }
}

@Suite("plumb explain options")
struct ExplainOptionTests {
    static let source = """
        return VStack { alignment = "leading",
          Rectangle():frame { width = 120, height = 50 },
          Rectangle():alignmentGuide("trailing", function(d) return 10 end):frame { width = 80, height = 50 },
        }
        """

    @Test func jsonIsTheNegotiationAsData() throws {
        let folder = try scriptFolder("a.lua", Self.source)
        let output = plumb(["explain", "a.lua", "--format", "json", "--canvas", "400x300"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let root = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
        #expect(root["canvasFromTerminal"] as? Bool == false)
        let stack = root["root"] as! [String: Any]
        #expect(stack["view"] as? String == "VStack")
        #expect((stack["measuring"] as? [String])?.isEmpty == false)
        let children = stack["children"] as! [[String: Any]]
        #expect(children[1]["positionIn"] as? String == "VStack")
        #expect(children[1]["position"] as? [String: Double] == ["x": 0, "y": 58])
        let aligned = children[1]["alignedBy"] as! [[String: Any]]
        #expect(aligned.first?["source"] as? String == "implicit: the guide's default")
        let ignored = children[1]["ignoredGuides"] as! [String]
        #expect(ignored == ["ignored: trailing = 10, set by alignmentGuide at a.lua:3; VStack aligns by leading"])
    }

    @Test func asciiIsHonoured() throws {
        let folder = try scriptFolder("a.lua", Self.source)
        let output = plumb(["explain", "a.lua", "--ascii", "--canvas", "400x300"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let nonASCII = output.stdout.unicodeScalars.filter { !$0.isASCII }
        #expect(nonASCII.isEmpty, "\(output.stdout)")
        #expect(
            output.stdout.contains(
                "`- Rectangle.alignmentGuide(trailing).frame  placing: proposed 400x50 -> chose 80x50"))
    }

    @Test func aPipedExplanationDoesNotDependOnATerminal() throws {
        let folder = try scriptFolder("a.lua", Self.source)
        let output = plumb(["explain", "a.lua"], in: folder)
        #expect(output.stdout.hasPrefix("canvas 640×384 points; the root is proposed 640×384 and centred"))
    }
}

/// A figure with a canvas of its own is shown whole in a terminal; explain wraps to a
/// width; an SVG takes a scale and frames its canvas. (The lessons and exercises are checked
/// whole on real screens, in a pseudo-terminal, by PlumbCLITests' `LessonScreenTests`.)
@Suite("Pictures on real screens")
struct ScreenTests {
    static let seeds =
        (try? FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Scripts/Seeds").path))?.filter { $0.hasSuffix(".lua") }
        .sorted() ?? []

    @Test func thereAreSeeds() { #expect(Self.seeds.count >= 16) }

    /// Every seed, at 80×24 and 120×40, with `--guides`: everything fits the screen less the
    /// prompt's row, nothing is cut at the canvas's edge (a seed whose canvas is the terminal's
    /// keeps at least half the rows and its whole figure; the legend says what it leaves out),
    /// and the guide marks drawn when piped are drawn on the screen too. A ScrollView's own
    /// markers (`˅` where its content goes on) are no cut.
    @Test(arguments: seeds, [80, 120])
    func aSeedShowsItsWholeFigure(_ seed: String, _ columns: Int) throws {
        let rows = columns == 80 ? 24 : 40
        let script = "Scripts/Seeds/\(seed)"
        let output = plumb(["run", "--guides", "--color", "never", script], terminal: (columns: columns, rows: rows))
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count - 1 <= rows - 1, "\(lines.count) lines")
        #expect(lines.allSatisfy { visibleCellWidth(String($0)) <= columns })
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent(script), encoding: .utf8)
        let cutMarks: [Character] = source.contains("ScrollView") ? ["‹", "›", "˄"] : ["‹", "›", "˄", "˅"]
        // (The legend never holds these glyphs: the whole output is the figure's test.)
        #expect(!output.stdout.contains { cutMarks.contains($0) }, "cut:\n\(output.stdout)")
        let piped = plumb(["run", "--guides", "--color", "never", script])
        #expect(output.stdout.contains("◆") == piped.stdout.contains("◆"), "\(output.stdout)")
        // explain wraps to the terminal.
        let explained = plumb(["explain", script], terminal: (columns: columns, rows: rows))
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.split(separator: "\n").allSatisfy { visibleCellWidth(String($0)) <= columns })
    }

    /// Bad input: a figure no cell size fits (a canvas of 100,000 points) ends cleanly: its
    /// top-left corner in the screen, `›`/`˅` where it goes on, and a last line saying so.
    @Test func aFigureNoCellSizeFitsShowsItsCornerAndSaysSo() {
        let output = plumb(
            ["run", "--canvas", "100000x100000", "--color", "never", "Scripts/hello.lua"],
            terminal: (columns: 80, rows: 24))
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count - 1 <= 23, "\(lines.count) lines")
        #expect(lines.allSatisfy { visibleCellWidth(String($0)) <= 80 })
        #expect(output.stdout.contains("›") && output.stdout.contains("˅"), "\(output.stdout)")
        let said = lines.last { !$0.isEmpty }
        #expect(said == "(too large for 80×23 cells even at 256×512 points a cell: cut)", "\(output.stdout)")
    }

    /// Bad input: a legend longer than the screen keeps the figure whole and ends with how many
    /// lines it left out, as many as the piped legend has more (with a canvas of its own, and in
    /// the terminal's).
    @Test(arguments: ["-- plumb: --canvas 320x200\n", ""])
    func aLegendLongerThanTheScreenSaysWhatItLeavesOut(_ declaration: String) throws {
        let rows = (1...12).map {
            "HStack { alignment = 'top', Text('r\($0)'), Rectangle():frame { width = 8, height = 4 } }"
        }
        let source =
            declaration + "return VStack { alignment = 'leading', spacing = 0,\n" + rows.joined(separator: ",\n")
            + " }\n"
        let folder = try scriptFolder("long.lua", source)
        let output = plumb(
            ["run", "--guides", "--color", "never", "long.lua"], in: folder, terminal: (columns: 80, rows: 24))
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count - 1 <= 23, "\(lines.count) lines")
        let last = try #require(lines.last { !$0.isEmpty })
        #expect(
            last.hasPrefix("… ")
                && last.hasSuffix(" more lines of legend: in a taller terminal, piped, or with plumb explain"),
            "\(output.stdout)")
        #expect(!output.stdout.contains("˄") && !output.stdout.contains("˅"), "\(output.stdout)")
        // The number is what the screen left out of the legend: 1 + 12 + 12 × 3 lines in all.
        let shown = lines.firstIndex { $0.hasPrefix("VStack: leading") }.map { lines.count - $0 - 2 } ?? 0
        let hidden = Int(last.dropFirst(2).prefix { $0.isNumber }) ?? -1
        #expect(shown > 0 && shown + hidden == 49, "\(shown) + \(hidden):\n\(output.stdout)")
    }

    @Test func piped_theFigureIsAsItWas() {
        let piped = plumb(["run", "--color", "never", "Scripts/Lessons/14-cross-stack-alignment.lua"])
        #expect(piped.status == 0 && !piped.stdout.contains("points a cell"))
    }

    @Test func explainWrapsToTheWidthAsked() {
        let output = plumb(["explain", "--width", "40", "Scripts/Lessons/14-cross-stack-alignment.lua"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 }, "\(output.stdout)")
        let narrow = plumb(["explain", "--width", "5", "Scripts/Lessons/14-cross-stack-alignment.lua"])
        #expect(narrow.status == 64 && narrow.stderr.contains("--width must be at least 20"))
    }

    @Test func anSVGIsScaledAndFramed() {
        let one = plumb(["run", "--format", "svg", "--canvas", "100x50", "Scripts/hello.lua"])
        let two = plumb(["run", "--format", "svg", "--scale", "2", "--canvas", "100x50", "Scripts/hello.lua"])
        #expect(one.status == 0 && two.status == 0, "\(two.stderr)")
        #expect(
            one.stdout.contains("width=\"100\"") && two.stdout.contains("width=\"200\""), "\(two.stdout.prefix(300))")
        let bad = plumb(["run", "--format", "svg", "--scale", "0", "Scripts/hello.lua"])
        #expect(bad.status == 64 && bad.stderr.contains("--scale"))
    }
}
