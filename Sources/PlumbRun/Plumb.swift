import ArgumentParser
import Foundation
import PlumbLayout
import PlumbLua
import PlumbRender
import PlumbText
import PlumbWatch

package struct Plumb: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Lay out SwiftUI-style views written in Lua and draw them in the terminal.",
        discussion: """
            A script returns a view built with SwiftUI's names, for example:

              return VStack { Text("Hi"), Rectangle():frame { width = 120 } }

            Plumb lays it out with SwiftUI's rules, in points (by default one cell is 8×16 points), and \
            draws it. See docs/api.md for the whole API.
            """,
        version: "0.1.0",
        subcommands: [Run.self, Watch.self, Serve.self, Explain.self, Test.self, Import.self],
        defaultSubcommand: Run.self)
}

/// Options of every subcommand that runs a script (`run`, `watch`, `explain`). Each value is
/// parsed into its type by the argument parser (`CanvasSize`, `CellSize`, `ColorChoice`, …), so a
/// malformed value is refused with the option's name and what is valid.
struct ScriptOptionsGroup: ParsableArguments {
    // `.unconditional`: "-10x20" is the option's value (refused as negative), not an option.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Canvas size in points, WxH; either side (or the whole, 'ideal') may be 'ideal': the root's own size.",
            discussion:
                "Default: the canvas the script declares ('-- plumb: --canvas WxH'), else the terminal's size in cells (80×24 cells when stdout is no terminal; plumb test: always 80×24 cells).",
            valueName: "WxH"),
        transform: { text throws in try CanvasSize.parse(text) })
    var canvas: CanvasSize?

    @Option(
        name: .long, help: ArgumentHelp("Size of one character cell in points.", valueName: "WxH"),
        transform: { text throws in try CellSize.parse(text) })
    var cell = CellSize(width: 8, height: 16)

    @Flag(name: .long, help: "Draw with plain ASCII characters only.")
    var ascii = false

    @Option(
        name: .long,
        help: ArgumentHelp("Colour: auto (a terminal without NO_COLOR), always or never.", valueName: "when"))
    var color = ColorChoice.auto

    @Option(name: .long, help: ArgumentHelp("Stop a script after this many seconds.", valueName: "seconds"))
    var timeout: Double = 5

    @Option(
        name: .long,
        help: ArgumentHelp(
            "An exercise's hints to show: the first N, each closer to the answer than the one before.",
            valueName: "n"))
    var hint = 1

    @Option(
        name: .customLong("max-instructions"),
        help: ArgumentHelp("Stop a script after this many Lua instructions.", valueName: "n"))
    var maxInstructions: Int = 1_000_000_000

    @Option(name: .customLong("max-memory"), help: ArgumentHelp("Cap a script's memory, in MiB.", valueName: "MiB"))
    var maxMemory: Int = 256

    @Flag(name: .long, help: "Open Lua's full standard library (io, os, package, debug) to the script.")
    var unsafe = false

    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp(
            "The root environment's horizontalSizeClass (compact or regular); unset by default.",
            valueName: "class"))
    var horizontalSizeClass: UserInterfaceSizeClass?

    @Option(
        name: .customLong("vertical-size-class"),
        help: ArgumentHelp("The root environment's verticalSizeClass (compact or regular).", valueName: "class"))
    var verticalSizeClass: UserInterfaceSizeClass?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Scroll every ScrollView that sets no contentOffset this far, in points (Y, or X,Y).", valueName: "offset"
        ),
        transform: { text throws in try ScrollOffset.parse(text) })
    var scroll = ScrollOffset(point: .zero)

    @Option(
        name: .customLong("dynamic-type"),
        help: ArgumentHelp(
            "The root environment's Dynamic Type size (xSmall … xxxLarge, accessibility1 … accessibility5; default large).",
            valueName: "size"))
    var dynamicTypeSize: DynamicTypeSize?

    @Option(
        name: .customLong("text"),
        help: ArgumentHelp(
            "Measure text in cells (monospaced, a character a cell) or points (as iOS measures SF); default cells for a Lua script, points for a .swift file.",
            valueName: "cells|points"))
    var textMeasurement: TextMeasurement?

    @Option(
        name: .customLong("pixel-scale"),
        help: ArgumentHelp(
            "With --text points: the screen's pixels per point (1, 2 or 3), to which a Text's frame is rounded up; default 3.",
            valueName: "1|2|3"))
    var pixelScale: PixelScale?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw one layout per value: KEY=V1,V2,… with KEY width, dynamic-type, size-class, vertical-size-class or text; repeat to combine.",
            valueName: "key=values"))
    var variants: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "For a .swift file: the view struct to show (default: the #Preview, a PreviewProvider, ContentView, else the last view).",
            valueName: "name"))
    var view: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "For a .swift file: read this folder's Swift files as its module (default: the SwiftPM target, Xcode app folder or folder that holds it).",
            valueName: "dir"))
    var module: String?

    @Flag(
        name: .long,
        help:
            "For a .swift file: print every warning of the import (default: every one of the file, the first three of each other file)."
    )
    var allWarnings = false

    @Flag(
        name: .long,
        help: "Print on standard error how long each stage took (script, tree, layout, output …) and the peak memory.")
    var stats = false

    @Option(
        name: .customLong("stats-json"),
        help: ArgumentHelp("Write the same figures as JSON to this file (for benchmarks).", valueName: "file"))
    var statsJSON: String?

    /// The environment at the root of the tree.
    var rootEnvironment: EnvironmentValues {
        EnvironmentValues(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            dynamicTypeSize: dynamicTypeSize)
    }

    func validate() throws {
        _ = try Variants.parse(variants)
        guard timeout > 0, timeout.isFinite else {
            throw ValidationError("--timeout must be a positive number of seconds")
        }
        guard maxInstructions > 0 else { throw ValidationError("--max-instructions must be positive") }
        guard hint > 0 else { throw ValidationError("--hint must be 1 or more: hint 1 is the first") }
        guard maxMemory > 0, maxMemory <= 1 << 20 else {
            throw ValidationError("--max-memory must be between 1 and 1048576 MiB")
        }
    }

    /// The script's exercise with as many hints shown as `--hint` asks.
    func showingHints(_ exercise: Exercise?) -> Exercise? {
        guard var exercise else { return nil }
        exercise.shownHints = hint
        return exercise
    }

    var scriptOptions: ScriptOptions {
        ScriptOptions(
            limits: LuaLimits(memoryBytes: maxMemory << 20, instructions: maxInstructions, seconds: timeout),
            unsafeLibraries: unsafe, textMetrics: textMetrics, environment: rootEnvironment)
    }

    /// How text is measured: the cell size, cells or points, and the pixel grid.
    var textMetrics: TextMetrics {
        TextMetrics(
            cellWidth: cell.width, cellHeight: cell.height, measurement: textMeasurement ?? .cells,
            pixelScale: pixelScale ?? .x3)
    }

    /// `scriptOptions` for the script at `file`: `require` searches its folder, then PLUMB_PATH.
    func scriptOptions(for file: String, console: Console) -> ScriptOptions {
        var options = scriptOptions
        options.moduleSearchPath = Self.moduleSearchPath(for: file, console: console)
        return options
    }

    /// Render settings for `console`: with no `--canvas`, its terminal's size less
    /// `reservedRows` rows, or 80×24 cells when its output is no terminal.
    func renderSettings(
        console: Console, format: RenderSettings.Format = .diagram, guides: Bool = false, reservedRows: Int = 1
    ) -> RenderSettings {
        let (cellWidth, cellHeight) = (cell.width, cell.height)
        let proposal: ProposedSize
        var fromTerminal = false
        let terminal = console.outputIsTerminal ? console.terminalSize() : nil
        if let canvas {
            proposal = canvas.proposal
        } else {
            var columns = 80
            var rows = 24
            if let terminal {
                columns = terminal.columns
                rows = max(1, terminal.rows - reservedRows)
                fromTerminal = true
            }
            proposal = ProposedSize(width: Double(columns) * cellWidth, height: Double(rows) * cellHeight)
        }
        return RenderSettings(
            canvas: proposal, cellWidth: cellWidth, cellHeight: cellHeight,
            textMeasurement: textMeasurement ?? .cells, pixelScale: pixelScale ?? .x3, ascii: ascii,
            color: console.colorEnabled(color),
            format: format, guides: guides, environment: rootEnvironment, scroll: scroll.point,
            canvasFromTerminal: fromTerminal, terminalColumns: terminal?.columns, terminalRows: terminal?.rows,
            reservedRows: reservedRows,
            stats: stats || statsJSON != nil ? RunStats() : nil)
    }

    /// Folders `require` searches: the script's own, then PLUMB_PATH (colon-separated), each
    /// as the file system sees it from `console`'s folder.
    static func moduleSearchPath(for script: String, console: Console) -> [String] {
        let folder = (script as NSString).deletingLastPathComponent
        var path = [folder.isEmpty ? "." : folder]
        if let extra = console.environment["PLUMB_PATH"] {
            path += extra.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        return path.map(console.resolve)
    }
}

// The value lists are spelled out: the argument parser derives them for every run otherwise,
// and that took a tenth of `plumb run`'s start-up (names in `--help` and in errors are the same).
extension UserInterfaceSizeClass: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension ScriptOptionsGroup {
    /// `body` once, or once per `--variants` combination, combined.
    func withVariants(
        _ run: ScriptRun, _ settings: RenderSettings,
        _ body: (ScriptRun, RenderSettings) -> Result<String, ScriptFailure>
    ) -> Result<String, ScriptFailure> {
        guard !variants.isEmpty, let parsed = try? Variants.parse(variants) else { return body(run, settings) }
        let columns = settings.terminalColumns
        return Variants.render(run, settings: settings, variants: parsed, columns: columns, body)
    }
}
extension DynamicTypeSize: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension TextMeasurement: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension PixelScale: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value = Int(argument) else { return nil }
        self.init(rawValue: value)
    }
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// How long past `--timeout` the watchdog waits before it ends a script stuck in C code (the
/// count hook normally stops a script within a millisecond of its deadline). Half a second, so
/// that no run outlives its timeout by a second with process start and exit.
let watchdogGrace = 0.5

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a script once and draw its layout.")

    @Argument(help: "The Lua script.")
    var file: String

    @OptionGroup var drawing: DrawingOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        try runOnce(
            file: file, options: drawing.common, format: drawing.format, guides: drawing.guides, output: output,
            scale: drawing.scale, console: .current
        ) { run, options, settings in
            // One layout streams its output; variants are a contact sheet (JSON: an array).
            guard options.variants.isEmpty else {
                guard settings.format != .json else {
                    return options.withVariants(run, settings) { Session.render($0, settings: $1) }.map(RunOutput.text)
                }
                return Variants.contactSheet(run, settings: settings, options: options.variants).map { sheet in
                    sheet.failure.map { RunOutput.partial(sheet.text, failed: $0) } ?? .text(sheet.text)
                }
            }
            return Session.prepare(run, settings: settings).map(RunOutput.stream)
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the layout negotiation: what each view was proposed, chose, and where it went.",
        discussion: """
            For every view: the proposal its parent made, the size it chose, its position in its parent \
            and the alignment guide value it was aligned by (explicit or implicit). For stacks, the order \
            in which children were sized (priority, then flexibility) and what each was offered.
            """)

    @Argument(help: "The Lua script.")
    var file: String

    @OptionGroup var explaining: ExplainOptions

    func run() throws {
        try runOnce(
            file: file, options: explaining.common, format: explaining.format.renderFormat, output: explaining.output,
            warningsInText: explaining.format == .diagram, explanationWidth: explaining.width, console: .current
        ) { run, options, settings in
            options.withVariants(run, settings) { Session.explain($0, settings: $1) }.map(RunOutput.text)
        }
    }
}

/// Prints `stats` on stderr (`--stats`) and writes them as JSON (`--stats-json`).
func report(_ stats: RunStats, options: ScriptOptionsGroup, console: Console) throws {
    if options.stats { console.error(stats.summary()) }
    if let path = options.statsJSON {
        do {
            try Data((stats.json() + "\n").utf8).write(to: URL(fileURLWithPath: console.resolve(path)))
        } catch {
            console.error("plumb: cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}

/// What a one-shot run prints: text already made (`explain`, `--variants`), or a writer that
/// makes the output as it writes it.
enum RunOutput {
    case text(String)
    case stream(Session.OutputWriter)
    /// Text made although part of the run failed (a variant of a contact sheet): written, then
    /// the failure is reported and the run ends with status 1.
    case partial(String, failed: ScriptFailure)
}

/// Reads `file`, runs it once, and prints what `body` makes of the run (diagram, JSON or
/// explanation) to standard output or `outputFile`; errors go to stderr with the offending line
/// and exit status 1.
///
/// The output is written as it is made, in chunks, never held whole (`OutputSink`). It is made
/// after the script's limit window has closed (`Session.run`): writing to a slow reader is no
/// part of the script's time. `outputFile` is replaced only once the whole output is written
/// (`AtomicFileOutput`): a failed run leaves the file as it was. With `--stats`, a streamed
/// output's writes count as `output` (it is written as it is made); `write` is what is left: the
/// last chunk and the file's replacement (or, for text made whole, all of the writing).
func runOnce(
    file: String, options commandLine: ScriptOptionsGroup, format: RenderSettings.Format, guides: Bool = false,
    output outputFile: String? = nil, warningsInText: Bool = false, scale: Double = 1,
    explanationWidth: Int? = nil, console: Console,
    _ body: @escaping (ScriptRun, ScriptOptionsGroup, RenderSettings) -> Result<RunOutput, ScriptFailure>
) throws {
    try checkScriptPath(file, console: console)
    let limits = commandLine.scriptOptions.limits
    if let oversized = Session.oversizedScript(at: console.resolve(file), shownAs: file, limits: limits) {
        console.error(oversized.report(source: nil, scriptPath: file))
        throw ExitCode(1)
    }
    let source: String
    switch readScript(at: console.resolve(file), retryFor: 0) {
    case .contents(let text): source = text
    case .empty: source = ""
    case .missing:
        console.error("plumb: cannot read \(file): no such file")
        throw ExitCode(2)
    }
    // Swift is imported first; the Lua it becomes runs, and errors are told at the Swift lines.
    var imported: SwiftImport.Imported?
    if SwiftImport.isSwift(file) {
        switch SwiftImport.translate(
            file: file, view: commandLine.view, module: commandLine.module, allWarnings: commandLine.allWarnings,
            console: console,
            seconds: commandLine.timeout,
            memoryMiB: commandLine.maxMemory)
        {
        case .success(let script):
            imported = script
            for warning in script.warnings { console.error(visibleControlCharacters(warning)) }
        case .failure(let failure):
            console.error(failure.report(source: source, scriptPath: file))
            throw ExitCode(SwiftImport.importer(console: console) == nil ? 2 : 1)
        }
    }
    let script = imported?.lua ?? source
    func told(_ failure: ScriptFailure) -> String {
        let told = imported.map { SwiftImport.mapped(failure, file: file, imported: $0) } ?? failure
        return told.report(source: source, scriptPath: file)
    }
    // What the script declares (`-- plumb: --canvas …`) where the command line says nothing.
    let group: ScriptOptionsGroup
    let declaration: ScriptDeclaration
    do {
        declaration = try ScriptDeclaration(source: script, path: file, resolve: console.resolve)
        group = commandLine.declaring(declaration)
    } catch {
        console.error(told(error))
        throw ExitCode(1)
    }
    var options = group.scriptOptions(for: file, console: console)
    // One `--timeout` for the import and the script.
    options.limits.spentSeconds = imported?.seconds ?? 0
    var settings = group.renderSettings(console: console, format: format, guides: guides)
    settings.exercise = group.showingHints(declaration.exercise)
    settings.scale = scale
    settings.explanationWidth = explanationWidth
    settings.endsWithProcess = console.ownsProcess
    if console.ownsProcess { startExitingWatchdog() }
    let outcome = onLargeStack { () -> Result<(RunOutput, ScriptRun), ScriptFailure> in
        // The sandbox refuses `__gc` metamethods, so nothing a script wrote runs when its state
        // closes: the state can stay until exit. With --unsafe a finalizer may print at close, so
        // the state is closed as usual (when this function ends).
        Session.run(
            path: file, source: script, options: options, stats: settings.stats,
            keptUntilExit: !options.unsafeLibraries && console.ownsProcess
        ) { run in
            body(run, group, settings).map { ($0, run) }
        }
    }
    var output: RunOutput
    let run: ScriptRun
    switch outcome {
    case .success(let value): (output, run) = value
    case .failure(let failure):
        console.error(told(failure))
        throw ExitCode(1)
    }
    func describe(_ warning: ScriptWarning) -> String {
        let mapped = imported.map { SwiftImport.mapped(warning, file: file, imported: $0) } ?? warning
        return visibleControlCharacters(mapped.description)
    }
    var warned = 0
    func printWarnings() {
        let warnings = run.script.warnings
        for warning in warnings.dropFirst(warned) { console.error(describe(warning)) }
        warned = warnings.count
    }
    printWarnings()
    // `explain` also tells them in its text: what UIKit broke, what a frame ignored.
    if warningsInText, case .text(let text) = output, !run.script.warnings.isEmpty {
        output = .text(
            text + "\n\nWarnings:\n" + run.script.warnings.map { "  " + describe($0) }.joined(separator: "\n"))
    }
    var destination: OutputDestination
    if let outputFile {
        destination = fileOutput(path: console.resolve(outputFile))
    } else {
        destination = ConsoleOutput(console)
    }
    // A process of its own writes a large output on a second thread (`BackgroundWriter`); an
    // in-process console (the tests') is written to on the caller's thread only.
    if console.ownsProcess { destination = BackgroundWriter(wrapping: destination) }
    let sink = OutputSink { try destination.write($0) }
    // On the large stack too: a terminal-sized diagram may be laid out again to fit.
    let written = onLargeStack { () -> Result<Void, ScriptFailure> in
        switch output {
        case .text(let text), .partial(let text, _):
            settings.stats.measure("write") {
                sink.write(text)
                sink.write("\n" as StaticString)
            }
            return .success(())
        case .stream(let write):
            return write(sink)
        }
    }
    // Warnings come after the output, as they did when it was written on this thread.
    if let background = destination as? BackgroundWriter { try? background.waitUntilWritten() }
    printWarnings()
    var failedPart: ScriptFailure?
    if case .partial(_, let failure) = output { failedPart = failure }
    do {
        try settings.stats.measure("write") {
            // A failure of the run comes before its first byte: nothing was written.
            try written.get()
            try sink.finish()
            try destination.commit()
        }
    } catch let failure as ScriptFailure {
        destination.discard()
        console.error(told(failure))
        throw ExitCode(1)
    } catch {
        destination.discard()
        console.error("plumb: cannot write \(outputFile ?? "standard output"): \(error.localizedDescription)")
        throw ExitCode(2)
    }
    if let stats = settings.stats { try report(stats, options: group, console: console) }
    if let failedPart {
        // Drawn with the failed part shown in place; the run still failed.
        console.error(told(failedPart))
        throw ExitCode(1)
    }
}

/// Refuses a path that names a directory (exit status 2, like an unreadable file), listing the
/// scripts in it: a directory is never a script, and `watch` would otherwise wait for it forever.
func checkScriptPath(_ path: String, console: Console) throws {
    var isDirectory: ObjCBool = false
    let resolved = console.resolve(path)
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue else {
        return
    }
    let scripts =
        ((try? FileManager.default.contentsOfDirectory(atPath: resolved)) ?? []).filter { $0.hasSuffix(".lua") }
        .sorted()
    var message = "plumb: \(path) is a directory; name a script file"
    if !scripts.isEmpty {
        let shown = scripts.prefix(3).map { (path as NSString).appendingPathComponent($0) }
        message += " such as \(shown.joined(separator: ", "))\(scripts.count > 3 ? ", …" : "")"
    } else {
        message += " (it holds no .lua file)"
    }
    console.error(message)
    throw ExitCode(2)
}

/// Starts the watchdog of a one-shot command: a script stuck in C code past its deadline (or
/// one that ignored Ctrl-C) is reported and the process ends. Only for a console that owns the
/// process.
func startExitingWatchdog() {
    LuaVM.startWatchdog(grace: watchdogGrace) { message, kind in
        let text = (message.map { String(cString: $0) } ?? "script stopped") + "\n"
        _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(kind == 4 ? 130 : 1)
    }
}
