import Foundation
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

/// Runs `plumb` with `arguments` in `directory` and waits (killing it after `timeout` seconds).
func runPlumb(
    _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
    timeout: Double = 20
) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = plumbBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes while the process runs, so a large output cannot block it.
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        outData = out.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    if process.isRunning {
        process.terminate()
        Issue.record("plumb \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    group.wait()
    return ProcessOutput(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
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
