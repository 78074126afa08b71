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

    func run(_ source: String, _ extra: [String]) throws -> ProcessOutput {
        let folder = try scriptFolder("card.lua", source)
        return try runPlumb(["run", "card.lua", "--color", "never", "--canvas", "320x160"] + extra, in: folder)
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
        let output = try runPlumb(
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
            "return GeometryReader(function(proxy) while true do end end)", ["--timeout", "0.5"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("0.5"), "\(output.stderr)")
    }
}
