import Foundation
import Testing

/// Every script under Scripts/ renders its golden diagram (Tests/PlumbRunTests/Golden/…).
/// A script may ask for options on a line `-- golden: --canvas 640x480 --guides`; the default
/// canvas is 80×24 cells (640×384 points), colour off. Each line `-- golden-also: OPTIONS` adds
/// one more golden (`NAME.also1.txt`, …) drawn with those options on top of the others: a
/// script whose layout switches (a GeometryReader, a size class) keeps a golden on each side.
/// Run with PLUMB_UPDATE_GOLDENS=1 to rewrite the goldens after an intended change, then review
/// the diff.
@Suite("Golden diagrams")
struct GoldenTests {
    static let scripts: [String] = {
        let scriptsFolder = repositoryRoot.appendingPathComponent("Scripts")
        guard let enumerator = FileManager.default.enumerator(atPath: scriptsFolder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".lua") && !$0.contains("/modules/") }
            .sorted()
    }()

    static func options(for script: String) throws -> [String] {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Scripts/\(script)"), encoding: .utf8)
        // The canvas the script declares (`-- plumb: --canvas`, or a solution's exercise), else
        // 80×24 cells.
        let declares = source.split(separator: "\n").contains {
            $0.hasPrefix("-- plumb:") && ($0.contains("--canvas") || $0.hasPrefix("-- plumb: exercise "))
        }
        var options = declares ? [] : ["--canvas", "640x384"]
        for line in source.split(separator: "\n") where line.hasPrefix("-- golden:") {
            options += line.dropFirst("-- golden:".count).split(separator: " ").map(String.init)
        }
        return options
    }

    /// (script, index) for every `-- golden-also:` line.
    static let variants: [String] = scripts.flatMap { script -> [String] in
        let count = (try? alsoOptions(for: script).count) ?? 0
        return (0..<count).map { "\(script)#\($0 + 1)" }
    }

    static func alsoOptions(for script: String) throws -> [[String]] {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Scripts/\(script)"), encoding: .utf8)
        return source.split(separator: "\n").filter { $0.hasPrefix("-- golden-also:") }.map {
            $0.dropFirst("-- golden-also:".count).split(separator: " ").map(String.init)
        }
    }

    @Test(arguments: variants)
    func rendersItsVariantGoldens(_ variant: String) throws {
        let parts = variant.split(separator: "#")
        let script = String(parts[0])
        let index = Int(parts[1])!
        let extra = try Self.alsoOptions(for: script)[index - 1]
        try check(script, command: ["run"], suffix: ".also\(index)", extra: extra)
    }

    /// The goldens are exactly the scripts' (their variants', lessons' `--guides` and `explain`):
    /// a script without one, or a golden whose script was renamed or removed, fails here.
    @Test func theGoldensAreExactlyTheScripts() throws {
        #expect(!Self.scripts.isEmpty)
        var expected = Set(Self.scripts.map { "\($0).txt" })
        for variant in Self.variants {
            let parts = variant.split(separator: "#")
            expected.insert("\(parts[0]).also\(parts[1]).txt")
        }
        for lesson in Self.lessons { expected.formUnion(["\(lesson).guides.txt", "\(lesson).explain.txt"]) }
        let folder = repositoryRoot.appendingPathComponent("Tests/PlumbRunTests/Golden")
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        let goldens = Set(enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".txt") })
        #expect(goldens.subtracting(expected).sorted() == [], "goldens with no script")
        #expect(
            expected.subtracting(goldens).sorted() == [], "scripts with no golden (PLUMB_UPDATE_GOLDENS=1 writes them)")
    }

    /// The lessons and exercises also keep goldens of `--guides` and of `plumb explain`.
    static let lessons = scripts.filter { $0.hasPrefix("Lessons/") || $0.hasPrefix("Exercises/") }

    @Test(arguments: scripts)
    func rendersItsGolden(_ script: String) throws {
        try check(script, command: ["run"], suffix: "")
    }

    @Test(arguments: lessons)
    func lessonGuidesMatchTheirGolden(_ script: String) throws {
        try check(script, command: ["run", "--guides"], suffix: ".guides")
    }

    @Test(arguments: lessons)
    func lessonExplanationMatchesItsGolden(_ script: String) throws {
        try check(script, command: ["explain"], suffix: ".explain")
    }

    func check(_ script: String, command: [String], suffix: String, extra: [String] = []) throws {
        let options = try Self.options(for: script)
        let output = plumb(command + ["Scripts/\(script)", "--color", "never"] + options + extra)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let golden = repositoryRoot.appendingPathComponent("Tests/PlumbRunTests/Golden/\(script)\(suffix).txt")
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.stdout.write(to: golden, atomically: false, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(
            output.stdout == expected,
            "plumb \(command.joined(separator: " ")) Scripts/\(script) no longer matches \(golden.path)")
    }
}
