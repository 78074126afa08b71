import Foundation
import PlumbTestSupport
import Testing

/// `plumb-import --max-memory` (and `plumb run X.swift --max-memory`, which passes its cap on):
/// Swift that no importer can read within the cap ends with an error naming the file, exit status
/// 3 from `plumb-import` and 1 from `plumb`, instead of taking the machine's memory. These run the
/// executables `swift build` put beside the test bundle.
@Suite("The importer's memory cap")
struct MemoryCapTests {
    /// An executable of this package from the build folder (`plumb`, `plumb-import`).
    static func executable(_ name: String) -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let fallback = packageFolder.appendingPathComponent(".build/debug/\(name)").path
        return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
    }

    /// Writes `text` as `name` in a fresh folder and runs `executable` there with `arguments`
    /// (the file's name among them), returning the exit status and standard error.
    func run(_ executable: String, _ arguments: [String], file name: String, text: String) throws -> (Int32, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-memcap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let outcome = try ChildProcess.run(
            executable, arguments, in: folder, environment: environment, standardOutput: FileHandle.nullDevice)
        #expect(!outcome.timedOut, "\(executable) \(arguments) did not end within its deadline")
        return (outcome.status, outcome.stderr)
    }

    /// 300,000 elements: about 0.6 MB of Swift, well under the 4 MiB input limit, whose syntax tree
    /// alone takes a few hundred MiB.
    static let hugeArray =
        "let a = [" + Array(repeating: "0", count: 300_000).joined(separator: ",") + "]\n"
        + "struct ContentView: View { var body: some View { Text(\"x\") } }\n"

    @Test func aHugeArrayLiteralStopsAtTheCap() throws {
        let importer = try #require(Self.executable("plumb-import"), "plumb-import is built by `swift build`")
        let (status, errors) = try run(
            importer, ["--max-memory", "32", "Huge.swift"], file: "Huge.swift", text: Self.hugeArray)
        #expect(status == 3)
        let last = errors.split(separator: "\n").last.map(String.init)
        #expect(
            last
                == "Huge.swift: error: importing needed more memory than its cap of 32 MiB and was stopped (raise it with --max-memory)"
        )
    }

    @Test func aFourMebibyteLineStopsAtTheCap() throws {
        let importer = try #require(Self.executable("plumb-import"), "plumb-import is built by `swift build`")
        let line = "Text(\"" + String(repeating: "a", count: 4 * 1024 * 1024 - 20) + "\")\n"
        let (status, errors) = try run(importer, ["--max-memory", "32", "Line.swift"], file: "Line.swift", text: line)
        #expect(status == 3)
        #expect(errors.contains("Line.swift: error: importing needed more memory than its cap of 32 MiB"))
    }

    @Test func deepNestingIsRefusedAtItsPositionWithinTheCap() throws {
        let importer = try #require(Self.executable("plumb-import"), "plumb-import is built by `swift build`")
        let deep =
            String(repeating: "VStack {", count: 10_000) + "Text(\"x\")" + String(repeating: "}", count: 10_000)
        let (status, errors) = try run(importer, ["--max-memory", "32", "Deep.swift"], file: "Deep.swift", text: deep)
        #expect(status == 1)
        #expect(errors.hasPrefix("Deep.swift:1:"))
    }

    @Test func plumbRunPassesItsCapOnAndSaysSo() throws {
        let plumb = try #require(Self.executable("plumb"), "plumb is built by `swift build`")
        let (status, errors) = try run(
            plumb, ["run", "Huge.swift", "--max-memory", "32", "--timeout", "120", "--color", "never"],
            file: "Huge.swift", text: Self.hugeArray)
        #expect(status == 1)
        #expect(
            errors.trimmingCharacters(in: .whitespacesAndNewlines)
                == "Huge.swift: importing needed more memory than the cap of 32 MiB and was stopped (raise it with --max-memory)"
        )
    }

    @Test func plumbImportHasTheSameCap() throws {
        let plumb = try #require(Self.executable("plumb"), "plumb is built by `swift build`")
        let (status, errors) = try run(
            plumb, ["import", "Huge.swift", "--max-memory", "32", "--timeout", "120"], file: "Huge.swift",
            text: Self.hugeArray)
        #expect(status == 1)
        #expect(errors.contains("Huge.swift: importing needed more memory than the cap of 32 MiB"))
        #expect(!errors.contains("Fatal error"))
    }
}
