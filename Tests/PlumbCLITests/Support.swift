import Foundation
import PlumbFuzz
import PlumbTestSupport
import Testing

/// The repository's root folder (this file is Tests/PlumbCLITests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The `plumb` binary `swift test` built next to the test bundle (or PLUMB_BINARY).
let plumbBinary: URL = {
    if let path = ProcessInfo.processInfo.environment["PLUMB_BINARY"] { return URL(fileURLWithPath: path) }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("plumb")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder = folder.deletingLastPathComponent()
    }
    return repositoryRoot.appendingPathComponent(".build/debug/plumb")
}()

struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `plumb` with `arguments` in `directory` and waits (killing it after `timeout` seconds,
/// which records an issue).
func runPlumb(
    _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
    timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation
) throws -> ProcessOutput {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    let outcome = try ChildProcess.run(
        plumbBinary.path, arguments, in: directory, environment: env, seconds: timeout)
    if outcome.timedOut {
        Issue.record(
            "plumb \(arguments.joined(separator: " ")) did not finish within \(timeout) s",
            sourceLocation: sourceLocation)
    }
    return ProcessOutput(status: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr)
}

/// Runs `plumb run` on `source`, written as `name` in a fresh folder, at 320×200 without colour.
func runScript(_ name: String, _ source: String, _ arguments: [String] = []) throws -> ProcessOutput {
    let folder = try scriptFolder(name, source)
    return try runPlumb(["run", name, "--canvas", "320x200", "--color", "never"] + arguments, in: folder)
}

/// The text between the first pair of backticks of `message`: the code it says to write.
func suggestedCode(in message: String) -> String? {
    let parts = message.split(separator: "`", omittingEmptySubsequences: false)
    return parts.count >= 3 ? String(parts[1]) : nil
}

/// The column (1-based) of the `^` under the source line an error quotes (` 4 | code`, then
/// `   |     ^~~`), counted in characters of the code.
func caretColumn(in stderr: String) -> Int? {
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let caret = lines.first(where: { $0.contains("^") && $0.contains("|") }),
        let bar = caret.firstIndex(of: "|"), let mark = caret.firstIndex(of: "^")
    else { return nil }
    return caret.distance(from: bar, to: mark) - 1
}

/// A script run against its limits through the real binary (`LayoutLimitProcessTests`,
/// `PhaseLimitProcessTests`): its name, its source (written as `card.lua`), its options and the
/// message standard error must start with.
struct LimitCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var options: [String]
    var message: String
    var testDescription: String { name }

    /// How a run ended and what it cost, as the fuzzer's runner measures it.
    struct Run {
        var status: Int32
        var peakMiB: Double
        var cpuSeconds: Double
        var stdout: Data
        var stderr: String
    }

    /// `plumb ARGUMENTS` in `folder`, with its peak resident memory and CPU time.
    static func run(_ arguments: [String], in folder: URL, timeout: Double = 120) throws -> Run {
        var runner = FuzzRunner(binary: plumbBinary.path)
        runner.timeout = timeout
        runner.hangAfter = 0
        let out = folder.appendingPathComponent("stdout").path
        let err = folder.appendingPathComponent("stderr").path
        let (status, peakMiB, cpuSeconds) = try #require(
            runner.spawn(
                ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, plumbBinary.path] + arguments,
                stdout: out, stderr: err))
        return Run(
            status: status, peakMiB: peakMiB, cpuSeconds: cpuSeconds,
            stdout: FileManager.default.contents(atPath: out) ?? Data(),
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }
}
