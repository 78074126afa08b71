import Foundation
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

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let url = testRunFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `plumb-tests-<pid>` in the temporary folder, made once and removed at exit: what a test
/// forgets to remove does not stay behind.
let testRunFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testRunFolder) }
    return url
}()

/// Writes `source` to `name` in a fresh folder and returns the folder.
func scriptFolder(_ name: String, _ source: String) throws -> URL {
    let folder = try temporaryFolder()
    try source.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    return folder
}
