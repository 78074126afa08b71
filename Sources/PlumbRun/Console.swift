import Foundation
import PlumbWatch

/// What a command knows of the world around it: where its output and errors go, whether the
/// output is a terminal and how large, the environment, the folder relative paths start from,
/// and whether the process is its own. The `plumb` executable runs with `Console.process`; the
/// tests run the same commands in process with a `CapturedConsole`, each with its own folder and
/// environment, many at once. Nothing in PlumbRun reads the process's streams, environment or
/// current folder except through a console.
package final class Console: @unchecked Sendable {
    /// Writes bytes of the output, all of them or throws.
    let writeOutput: (UnsafeRawBufferPointer) throws -> Void
    /// Writes text to the error stream.
    let writeError: (String) -> Void
    /// Whether the output is a terminal (the canvas then defaults to its size).
    let outputIsTerminal: Bool
    /// The terminal's size in cells, when the output is one.
    let terminalSize: () -> (columns: Int, rows: Int)?
    /// The environment: `NO_COLOR`, `TERM`, `PLUMB_PATH`.
    let environment: [String: String]
    /// The folder relative paths start from; nil for the process's current folder.
    let workingDirectory: String?
    /// The process is this command's alone: it may install the watchdog (which ends the process
    /// when a script is stuck in C code), handle signals, and leave what a one-shot run built for
    /// the process's exit to free.
    let ownsProcess: Bool

    package init(
        writeOutput: @escaping (UnsafeRawBufferPointer) throws -> Void, writeError: @escaping (String) -> Void,
        outputIsTerminal: Bool = false, terminalSize: @escaping () -> (columns: Int, rows: Int)? = { nil },
        environment: [String: String] = [:], workingDirectory: String? = nil, ownsProcess: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.terminalSize = terminalSize
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.ownsProcess = ownsProcess
    }

    /// The process's own standard streams, terminal, environment and folder.
    package static let process = Console(
        writeOutput: { try writeAll($0, to: STDOUT_FILENO) },
        writeError: { text in
            var text = text
            text.withUTF8 { try? writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
        },
        outputIsTerminal: isatty(STDOUT_FILENO) != 0, terminalSize: { PlumbWatch.terminalSize() },
        environment: ProcessInfo.processInfo.environment, workingDirectory: nil, ownsProcess: true)

    /// The console of the command running in this task (`Plumb.invoke` sets it). A command reads
    /// it once, at the start of `run()`, and hands it on: threads it starts do not inherit it.
    @TaskLocal package static var current = Console.process

    /// `path` as the file system must see it: relative paths start at `workingDirectory`.
    func resolve(_ path: String) -> String {
        guard let workingDirectory, !path.hasPrefix("/") else { return path }
        return path.isEmpty || path == "." ? workingDirectory : workingDirectory + "/" + path
    }

    /// Writes `text` and a newline to the output.
    func print(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { try? writeOutput(UnsafeRawBufferPointer($0)) }
    }

    /// Writes `text` and a newline to the error stream.
    func error(_ text: String) {
        writeError(text + "\n")
    }

    /// Whether colour is on for `choice`: `auto` means a terminal, without `NO_COLOR` or a dumb
    /// `TERM`.
    func colorEnabled(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return outputIsTerminal
        }
    }
}

/// A console that keeps what a command writes (tests; anything that runs a command in process).
package final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outputBytes: [UInt8] = []
    private var errorText = ""
    package private(set) var console: Console!

    package init(
        workingDirectory: String? = nil, environment: [String: String] = [:], terminal: (columns: Int, rows: Int)? = nil
    ) {
        console = Console(
            writeOutput: { [unowned self] bytes in
                lock.withLock { outputBytes.append(contentsOf: bytes) }
            },
            writeError: { [unowned self] text in lock.withLock { errorText += text } },
            outputIsTerminal: terminal != nil, terminalSize: { terminal }, environment: environment,
            workingDirectory: workingDirectory, ownsProcess: false)
    }

    /// What was written to the output so far.
    package var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }
    /// What was written to the error stream so far.
    package var errors: String { lock.withLock { errorText } }
}

/// A failed system call, with its reason ("No such file or directory").
struct SystemError: LocalizedError {
    var reason: String
    var errorDescription: String? { reason }

    static func fromErrno() -> SystemError { SystemError(reason: String(cString: strerror(errno))) }
}

/// Writes all of `bytes` to `descriptor`, across short writes and interruptions.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            throw SystemError.fromErrno()
        }
        offset += written
    }
}
