import ArgumentParser
import Foundation

/// `plumb import View.swift`: SwiftUI source in, a Plumb script out (through `plumb-import`,
/// see `SwiftImport`).
struct Import: ParsableCommand {
    init() {}

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Translate SwiftUI source into a Plumb script.",
        discussion: """
            Prints the Lua script that lays out the Swift file's view as SwiftUI would: one Lua function \
            per view struct, SwiftUI's names, comments where something was dropped or approximated. \
            'plumb run', 'explain' and 'watch' import a .swift file on the fly. Swift that Plumb cannot \
            translate is an error at its line and column.
            """)

    @Argument(help: "The Swift file.")
    var file: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The view struct to show (default: the #Preview, a PreviewProvider, ContentView, else the last view).",
            valueName: "name"))
    var view: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read this folder's Swift files as the file's module (default: the SwiftPM target, Xcode app folder or folder that holds it).",
            valueName: "dir"))
    var module: String?

    @Flag(
        name: .long, help: "Print every warning (default: every one of the file, the first three of each other file).")
    var allWarnings = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write the script to this file (replaced whole) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Stop the import after this many seconds.", valueName: "seconds"))
    var timeout: Double = 5

    @Option(
        name: .customLong("max-memory"), help: ArgumentHelp("Cap the import's memory, in MiB.", valueName: "MiB"))
    var maxMemory: Int = 256

    func validate() throws {
        guard timeout > 0, timeout.isFinite else {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
        guard maxMemory > 0, maxMemory <= 1 << 20 else {
            throw ValidationError("--max-memory must be between 1 and 1048576 MiB")
        }
    }

    func run() throws {
        let console = Console.current
        try checkScriptPath(file, console: console)
        guard let importer = SwiftImport.importer(console: console) else {
            console.error(SwiftImport.missingImporterMessage)
            throw ExitCode(2)
        }
        var arguments = [console.resolve(file), "--max-memory", String(maxMemory)]
        if let view { arguments += ["--view", view] }
        if let module { arguments += ["--module", console.resolve(module)] }
        if allWarnings { arguments.append("--all-warnings") }
        if let output { arguments += ["--output", console.resolve(output)] }
        let outcome = try runProcess(importer, arguments, seconds: timeout)
        if outcome.timedOut {
            console.error("\(file): importing took longer than \(timeout) s and was stopped (raise it with --timeout)")
            throw ExitCode(1)
        }
        if let stopped = SwiftImport.limitFailure(outcome, file: file, memoryMiB: maxMemory) {
            console.error(stopped.message)
            throw ExitCode(1)
        }
        var written = outcome.output
        if !written.isEmpty {
            if written.hasSuffix("\n") { written.removeLast() }
            console.print(written)
        }
        let errors = outcome.errors.replacingOccurrences(of: console.resolve(file) + ":", with: file + ":")
        if !errors.isEmpty { console.writeError(errors) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}
