import Foundation
import PlumbRun
import Testing

/// The repository's root folder (this file is Tests/PlumbRunTests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// What a command printed and its exit status.
struct CommandOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `plumb ARGUMENTS` in this process, as the executable would in `directory` with
/// `environment` (and no terminal unless `terminal` gives its size): the same parser, commands
/// and pipeline, with a console that keeps what they write.
func plumb(
    _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
    terminal: (columns: Int, rows: Int)? = nil
) -> CommandOutput {
    let captured = CapturedConsole(workingDirectory: directory.path, environment: environment, terminal: terminal)
    let status = Plumb.invoke(arguments, console: captured.console)
    return CommandOutput(status: status, stdout: captured.output, stderr: captured.errors)
}

/// A fresh temporary folder, inside this test process's own folder, which is removed when the
/// process exits (the tests leave nothing behind in the system's temporary folder).
func temporaryFolder() throws -> URL {
    let url = testRunFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `plumb-tests-<pid>` in the temporary folder, made once and removed at exit.
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
