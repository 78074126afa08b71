import Foundation
import PlumbTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The `plumb-serve` binary `swift test` built next to the test bundle (or `PLUMB_SERVE`).
let plumbServeBinary: String = {
    if let path = ProcessInfo.processInfo.environment["PLUMB_SERVE"] { return path }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("plumb-serve")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        folder = folder.deletingLastPathComponent()
    }
    return repositoryRoot + "/.build/debug/plumb-serve"
}()

/// A real `plumb serve FILE` process (the one `plumb watch --serve` becomes), drawing on a pipe and
/// serving on an ephemeral loopback port, with `PLUMB_SERVE_LIMITS` set. Killed when released.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let folder: String
    let script: String
    private(set) var port: UInt16 = 0
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()

    init(_ source: String, limits: String) throws {
        folder = "/tmp/plumb-hostile-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        script = folder + "/view.lua"
        try source.write(toFile: script, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: plumbServeBinary)
        process.arguments = ["serve", "view.lua", "--port", "0", "--color", "never", "--canvas", "320x64"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["PLUMB_SERVE_LIMITS"] = limits
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.output.append(data) }
        }
        errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.errors.append(data) }
        }
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let line = standardError.split(separator: "\n").first(where: { $0.contains(" at http://127.0.0.1:") }),
                let port = line.split(separator: ":").last.flatMap({ UInt16($0.filter(\.isNumber)) })
            {
                self.port = port
                return
            }
            guard process.isRunning else { break }
            usleep(10_000)
        }
        throw TestFailure("plumb serve did not say where it serves; stderr: \(standardError)")
    }

    deinit {
        ChildProcess.stop(process)
        try? FileManager.default.removeItem(atPath: folder)
    }

    var standardOutput: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
    var standardError: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

    /// Saves the script as an editor does.
    func save(_ source: String) throws { try source.write(toFile: script, atomically: true, encoding: .utf8) }

    /// Waits until the terminal side has drawn `text` (at most `seconds`).
    func waitForDrawing(_ text: String, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if standardOutput.contains(text) { return true }
            usleep(10_000)
        }
        return false
    }

    /// Waits until standard error has a line containing `text` (at most `seconds`).
    func waitForLogLine(containing text: String, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if standardError.contains(text) { return true }
            usleep(10_000)
        }
        return false
    }

    /// The process's resident memory, in bytes (/proc/PID/status).
    var residentBytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.filter(\.isNumber))
        else { return 0 }
        return kilobytes << 10
    }

    /// The process's open files (/proc/PID/fd).
    var openFiles: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd").count) ?? 0
    }
}
