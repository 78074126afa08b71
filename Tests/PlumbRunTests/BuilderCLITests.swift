import Foundation
import PlumbTestSupport
import Testing

/// Views made during layout, through the real `plumb` binary.
@Suite("plumb run with views made during layout")
struct BuilderCLITests {
    let sizeClassScript = """
        return EnvironmentReader(function(env)
          return Text("class: " .. (env.horizontalSizeClass or "none"))
        end)
        """

    func run(_ source: String, _ extra: [String]) throws -> CommandOutput {
        let folder = try scriptFolder("card.lua", source)
        return plumb(["run", "card.lua", "--color", "never", "--canvas", "320x160"] + extra, in: folder)
    }

    @Test(arguments: [
        ([], "class: none"), (["--size-class", "compact"], "class: compact"),
        (["--size-class", "regular"], "class: regular"),
    ])
    func theRootSizeClassComesFromTheCommandLine(_ extra: [String], _ expected: String) throws {
        let output = try run(sizeClassScript, extra)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(expected))
    }

    @Test func anUnknownSizeClassListsTheValidOnes() throws {
        let output = try run(sizeClassScript, ["--size-class", "wide"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("compact"), "\(output.stderr)")
        #expect(output.stderr.contains("regular"), "\(output.stderr)")
    }

    @Test func jsonIncludesViewsBuiltDuringLayout() throws {
        let output = try run(
            "return GeometryReader(function(proxy) return Rectangle():frame { width = proxy.size.width / 2, height = 10 }:id('half') end)",
            ["--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout.contains("\"type\": \"GeometryReader\"")
                || output.stdout.contains("\"type\":\"GeometryReader\""))
        #expect(output.stdout.contains("\"half\""), "\(output.stdout)")
        #expect(output.stdout.contains("160"), "half of 320: \(output.stdout)")
    }

    @Test func explainSaysWhatABuilderReadAndChose() throws {
        let folder = try scriptFolder("card.lua", sizeClassScript)
        let output = plumb(
            ["explain", "card.lua", "--color", "never", "--canvas", "320x160", "--size-class", "regular"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("content built during layout: read horizontalSizeClass = regular → Text"))
    }

    @Test func aBuilderErrorNamesTheLineAndExits1() throws {
        let output = try run("return GeometryReader(function(proxy)\n  return proxy.size.depth + 1\nend)\n", [])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("card.lua:2: attempt to perform arithmetic on a nil value"), "\(output.stderr)")
        #expect(output.stderr.contains(" 2 |   return proxy.size.depth + 1"), "\(output.stderr)")
    }

    @Test func anEndlessBuilderIsStoppedByTheTimeout() throws {
        let output = try run(
            "return GeometryReader(function(proxy) while true do end end)",
            ["--timeout", "0.5", "--max-instructions", "\(Int.max)"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("0.5"), "\(output.stderr)")
    }
}

@Suite("Dynamic Type from the command line")
struct DynamicTypeCLITests {
    @Test func theRootSizeReachesReadersAndText() throws {
        let folder = try scriptFolder(
            "card.lua",
            "return EnvironmentReader(function(env) return Text(env.dynamicTypeSize .. ' ' .. tostring(env.isAccessibilitySize)):id('t') end)"
        )
        let output = plumb(
            ["run", "card.lua", "--format", "json", "--canvas", "800x200", "--dynamic-type", "accessibility2"],
            in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        // "accessibility2 true" (19 characters) in body text at accessibility2 (33 points), drawn
        // two cells a letter: 19 × 16 points wide, on a 3-row line (48 points).
        #expect(output.stdout.contains("\"width\": 304"), "\(output.stdout)")
        #expect(output.stdout.contains("\"height\": 48"), "\(output.stdout)")
    }

    @Test func anUnknownSizeListsTheValidOnes() throws {
        let folder = try scriptFolder("card.lua", "return Text('a')")
        let output = plumb(["run", "card.lua", "--dynamic-type", "huge"], in: folder)
        #expect(output.status == 64)
        #expect(output.stderr.contains("accessibility5"), "\(output.stderr)")
    }
}

@Suite("plumb run --variants")
struct VariantsCLITests {
    let script = """
        return GeometryReader(function(proxy)
          if proxy.size.width > 300 then return HStack { Text("wide") } end
          return VStack { Text("narrow") }
        end)
        """

    /// A contact sheet: the panels side by side, each its caption over its framed
    /// canvas, so that widths can be compared.
    @Test func onePanelPerValueEachUnderItsCaption() throws {
        let folder = try scriptFolder("card.lua", script)
        let output = plumb(
            ["run", "card.lua", "--color", "never", "--canvas", "320x48", "--variants", "width=200,400"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let captions = try #require(lines.first)
        let narrow = try #require(captions.range(of: "width=200"))
        let wide = try #require(captions.range(of: "width=400"))
        #expect(narrow.lowerBound < wide.lowerBound)
        // Each canvas framed: 200 and 400 points are 25 and 50 cells inside their frames.
        #expect(lines[1] == "┌" + String(repeating: "─", count: 25) + "┐  ┌" + String(repeating: "─", count: 50) + "┐")
        #expect(lines[2].hasPrefix("│narrow") && lines[2].contains("│wide"), "\(output.stdout)")
    }

    /// Two keys: rows for the first, columns for the second; a variant that fails shows its
    /// error in its panel, the others draw, and the run ends with status 1.
    @Test func twoKeysMakeAGridAndAFailingPanelShowsItsError() throws {
        let source = """
            return EnvironmentReader(function(env)
              if env.dynamicTypeSize == 'accessibility3' and env.horizontalSizeClass == 'regular' then error('too big here') end
              return Text(env.dynamicTypeSize)
            end)
            """
        let folder = try scriptFolder("card.lua", source)
        let output = plumb(
            [
                "run", "card.lua", "--color", "never", "--canvas", "160x32", "--variants",
                "dynamic-type=large,accessibility3", "--variants", "size-class=compact,regular",
            ], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr.contains("too big here"), "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let captionRows = lines.filter { $0.contains("dynamic-type=") }
        #expect(captionRows.count == 2, "\(output.stdout)")
        #expect(captionRows.allSatisfy { $0.contains("size-class=compact") && $0.contains("size-class=regular") })
        #expect(output.stdout.contains("too big here") && output.stdout.contains("large"), "\(output.stdout)")
    }

    /// As SVG the sheet is one document (it was a caption followed by several documents).
    @Test func anSVGSheetIsOneDocument() throws {
        let folder = try scriptFolder("card.lua", script)
        let output = plumb(
            ["run", "card.lua", "--format", "svg", "--canvas", "320x48", "--variants", "width=200,400"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("<svg"), "\(output.stdout.prefix(80))")
        #expect(output.stdout.components(separatedBy: "<svg").count - 1 >= 1)
        #expect(output.stdout.hasSuffix("</svg>\n"))
        let file = folder.appendingPathComponent("sheet.svg")
        try output.stdout.write(to: file, atomically: false, encoding: .utf8)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else { return }
        let rsvg = try ChildProcess.run(
            "/usr/bin/rsvg-convert", [file.path, "-o", folder.appendingPathComponent("sheet.png").path])
        #expect(rsvg.status == 0 && !rsvg.timedOut, "\(rsvg.stderr)")
    }

    @Test func variantsCombineAndJSONIsAnArray() throws {
        let folder = try scriptFolder("card.lua", script)
        let output = plumb(
            [
                "run", "card.lua", "--format", "json", "--canvas", "320x48", "--variants", "width=200,400",
                "--variants", "dynamic-type=large,accessibility3",
            ], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let data = Data(output.stdout.utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(
            array.map { $0["variant"] as? String } == [
                "width=200, dynamic-type=large", "width=200, dynamic-type=accessibility3",
                "width=400, dynamic-type=large", "width=400, dynamic-type=accessibility3",
            ])
    }

    @Test(arguments: ["depth=3", "width=", "width=abc", "dynamic-type=huge", "size-class=wide"])
    func aMalformedListNamesWhatWasExpected(_ option: String) throws {
        let folder = try scriptFolder("card.lua", script)
        let output = plumb(["run", "card.lua", "--variants", option], in: folder)
        #expect(output.status == 64)
        #expect(output.stderr.contains("--variants"), "\(output.stderr)")
    }
}
