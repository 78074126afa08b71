import Foundation
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

    @Test func oneDiagramPerValueEachUnderItsCaption() throws {
        let folder = try scriptFolder("card.lua", script)
        let output = plumb(
            ["run", "card.lua", "--color", "never", "--canvas", "320x48", "--variants", "width=200,400"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let narrow = try #require(lines.firstIndex(of: "── width=200 ──"))
        let wide = try #require(lines.firstIndex(of: "── width=400 ──"))
        #expect(narrow < wide)
        #expect(lines[narrow..<wide].contains { $0.contains("narrow") })
        #expect(lines[wide...].contains { $0.contains("wide") })
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
