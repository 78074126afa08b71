import Foundation
import PlumbRun
import PlumbTestSupport
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
