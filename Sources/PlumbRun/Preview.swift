import ArgumentParser
import Foundation
import PlumbLayout
import PlumbLua
import PlumbRender

/// What the browser preview (`plumb watch --serve`, Sources/PlumbServe) asks for: a proposal, a
/// nil side being unspecified (the root's ideal size, as `--canvas ideal` says).
package struct PreviewProposal: Sendable, Hashable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// The page's toggles: the root environment's Dynamic Type size and size classes, and how text is
/// measured (nil: what `--dynamic-type`, `--size-class`, `--vertical-size-class`, `--text` or
/// the script's `-- plumb:` say), and variants as a contact sheet (the values of `--variants`; an empty list: the script's
/// own `--variants`). The same option types and checks as `plumb run`'s.
package struct PreviewOptions: Sendable, Hashable {
    package var dynamicTypeSize: DynamicTypeSize?
    package var horizontalSizeClass: UserInterfaceSizeClass?
    package var verticalSizeClass: UserInterfaceSizeClass?
    /// Cells or points.
    package var textMeasurement: TextMeasurement?
    /// nil: one picture; `[]`: the script's declared variants; else `--variants` values.
    package var variants: [String]?

    package init(
        dynamicTypeSize: DynamicTypeSize? = nil, horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil, textMeasurement: TextMeasurement? = nil,
        variants: [String]? = nil
    ) {
        self.dynamicTypeSize = dynamicTypeSize
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.textMeasurement = textMeasurement
        self.variants = variants
    }

    /// The reason `variants` are refused (the message `plumb run --variants` gives), or nil.
    package static func refusal(variants: [String]) -> String? {
        do {
            _ = try Variants.parse(variants)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}

/// One layout at one proposal, in the formats of the command line: `run --format svg`,
/// `run --format json` and `explain --format json`, each text exactly as those commands print
/// it (less the final newline).
package struct PreviewPicture: Sendable, Equatable {
    package var proposal: PreviewProposal
    package var guides: Bool
    package var svg: String
    package var layoutJSON: String
    package var explainJSON: String
    /// With variants on: the contact sheet (`plumb run --variants … --format svg`), shown in place
    /// of `svg`; the layout and explanation stay the single picture's.
    package var sheetSVG: String?
    /// The variants the script declares (`-- plumb: --variants …`), for the page's choice.
    package var declaredVariants: [String] = []
}

/// The script's text as the page's source pane shows it: the Lua script, or for a Swift file
/// the Swift (the Lua it became runs; `lineMap` gives the Swift line of each Lua line).
package struct PreviewSource: Sendable, Equatable {
    /// The chunk name views and errors give for the script (the path as given).
    package var file: String
    /// "lua" or "swift".
    package var language: String
    package var text: String
    /// For a Swift file: Lua line → the Swift line it was made from; nil for a Lua script.
    package var lineMap: [Int: Int]?

    package init(file: String, language: String, text: String, lineMap: [Int: Int]?) {
        self.file = file
        self.language = language
        self.text = text
        self.lineMap = lineMap
    }
}

/// A failed run as the page shows it: the terminal's report, and its parts as data.
package struct PreviewError: Sendable, Equatable, Error {
    package var message: String
    package var file: String?
    package var line: Int?
    /// Where the caret goes on the line (1-based, Unicode scalars), when known.
    package var column: Int?
    /// The offending line of the script or module, when Plumb loaded it.
    package var sourceLine: String?
    /// The message and the marked line, as `plumb run` prints them.
    package var report: String

    package init(message: String, file: String?, line: Int?, column: Int?, sourceLine: String?, report: String) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.report = report
    }
}

/// A script, run in a fresh Lua state on every `load`, laid out at any proposal: the browser
/// preview's engine, made of the same pieces as `plumb run` and `plumb watch` (`Session`). The
/// last good run is kept after a failed load, as watch mode keeps it: the page shows its picture,
/// dimmed, under the error, and a new proposal still lays it out. Not thread-safe: use it on one
/// thread with a large stack (layout recurses once per tree level).
package final class PreviewDocument {
    package let file: String
    private let console: Console
    private let drawing: DrawingOptions
    private var options: ScriptOptions
    private var lastGood: ScriptRun?
    /// The text of the last load (good or not), for the page's source pane.
    package private(set) var source: PreviewSource?
    /// The last load's failure, nil when it ran.
    package private(set) var error: PreviewError?
    /// The canvas `--canvas` or the script's `-- plumb: --canvas` declaration gives, else 80×24
    /// cells, as `plumb run` draws when its output is no terminal.
    package private(set) var defaultProposal: PreviewProposal

    /// `arguments` are the options of `plumb run` (`--canvas`, `--cell`, `--timeout`, …), checked
    /// as the command line checks them.
    package convenience init(file: String, arguments: [String] = [], console: Console = .process) throws {
        let drawing = try DrawingOptions.parse(arguments)
        self.init(file: file, drawing: drawing, console: console)
    }

    init(file: String, drawing: DrawingOptions, console: Console) {
        self.file = file
        self.console = console
        self.drawing = drawing
        self.options = drawing.common.scriptOptions(for: file, console: console)
        // Every view records the line that made it: the page's click-to-source.
        self.options.recordsViewSources = true
        defaultProposal = Self.proposal(drawing.common, console: console)
    }

    private static func proposal(_ group: ScriptOptionsGroup, console: Console) -> PreviewProposal {
        let canvas = group.renderSettings(console: console.withoutTerminal).canvas
        return PreviewProposal(width: canvas.width, height: canvas.height)
    }

    /// Runs `source` (the script's text as saved) in a fresh Lua state. On failure the last good
    /// run stays and `error` says what went wrong.
    @discardableResult
    package func load(source: String) -> PreviewError? {
        load(source: source, shown: PreviewSource(file: file, language: "lua", text: source, lineMap: nil))
    }

    /// Runs `source` and shows `shown` in the source pane (a Swift file's text, for the Lua it
    /// became); a failure at a mapped Lua line is told at its Swift line.
    @discardableResult
    func load(source: String, shown: PreviewSource) -> PreviewError? {
        self.source = shown
        let outcome = Result { () throws(ScriptFailure) in
            try ScriptDeclaration(source: source, path: file, resolve: console.resolve)
        }
        .flatMap { declaration -> Result<ScriptRun, ScriptFailure> in
            let group = drawing.common.declaring(declaration)
            var options = options
            options.environment = group.rootEnvironment
            options.textMetrics = group.textMetrics
            defaultProposal = Self.proposal(group, console: console)
            return Session.run(path: file, source: source, options: options) { .success($0) }
        }
        switch outcome {
        case .success(let run):
            lastGood = run
            error = nil
        case .failure(let failure):
            error = Self.previewError(Self.mapped(failure, to: shown), source: shown.text, file: file)
        }
        return error
    }

    /// `failure` at the Swift line its Lua line was made from, for an imported Swift file.
    static func mapped(_ failure: ScriptFailure, to shown: PreviewSource) -> ScriptFailure {
        guard let map = shown.lineMap else { return failure }
        let imported = SwiftImport.Imported(lua: "", lineMap: map.mapValues { (line: $0, column: 1, file: nil) })
        return SwiftImport.mapped(failure, file: shown.file, imported: imported)
    }

    /// The script is gone (deleted, or not yet written): shown as an error over the last picture.
    package func markMissing() {
        error = PreviewError(
            message: "waiting for \(file): no such file", file: file, line: nil, column: nil, sourceLine: nil,
            report: "plumb: waiting for \(file)…")
    }

    /// What the watch read, as the page should take it.
    package func apply(_ script: PreviewScript) {
        switch script {
        case .source(let source): load(source: source)
        case .imported(let lua, let swift, let lineMap):
            load(source: lua, shown: PreviewSource(file: file, language: "swift", text: swift, lineMap: lineMap))
        case .failed(let failure): error = failure
        case .missing: markMissing()
        }
    }

    /// Lays the last good run out at `proposal` (guide closures and Lua layouts run again, under
    /// the script's limits) and writes its SVG, JSON and explanation; nil when no run succeeded
    /// yet. A failure of the layout itself (a guide closure's error) is returned, and the run kept.
    /// With `options`, the root environment and variants the page chose: a toggle lays the last
    /// run out again (the script does not run again), as `--variants` does.
    package func picture(
        at proposal: PreviewProposal, guides: Bool = false, options: PreviewOptions = PreviewOptions()
    ) -> Result<PreviewPicture, PreviewError>? {
        guard let run = lastGood else { return nil }
        var drawing = drawing
        let declaration = try? ScriptDeclaration(source: run.source, path: run.path, resolve: console.resolve)
        if let declaration { drawing.common = drawing.common.declaring(declaration) }
        let declared = drawing.common.variants
        if let size = options.dynamicTypeSize { drawing.common.dynamicTypeSize = size }
        if let sizeClass = options.horizontalSizeClass { drawing.common.horizontalSizeClass = sizeClass }
        if let sizeClass = options.verticalSizeClass { drawing.common.verticalSizeClass = sizeClass }
        if let text = options.textMeasurement { drawing.common.textMeasurement = text }
        var settings = drawing.common.renderSettings(console: console.withoutTerminal, format: .svg, guides: guides)
        settings.canvas = ProposedSize(width: proposal.width, height: proposal.height)
        settings.exercise = drawing.common.showingHints(declaration?.exercise)
        return Session.preview(run, settings: settings)
            .flatMap { texts -> Result<PreviewPicture, ScriptFailure> in
                var picture = PreviewPicture(
                    proposal: proposal, guides: guides, svg: texts.svg, layoutJSON: texts.json,
                    explainJSON: texts.explain, declaredVariants: declared)
                if let chosen = options.variants, !(chosen.isEmpty ? declared : chosen).isEmpty {
                    if let refusal = PreviewOptions.refusal(variants: chosen) {
                        return .failure(ScriptFailure(message: "plumb: " + refusal))
                    }
                    // A failing panel shows its error inside the sheet, as in `plumb run`.
                    switch Variants.contactSheet(run, settings: settings, options: chosen.isEmpty ? declared : chosen) {
                    case .success(let sheet): picture.sheetSVG = sheet.text
                    case .failure(let failure): return .failure(failure)
                    }
                }
                return .success(picture)
            }
            .mapError { failure in
                guard let shown = source, shown.lineMap != nil else {
                    return Self.previewError(failure, source: run.source, file: file)
                }
                return Self.previewError(Self.mapped(failure, to: shown), source: shown.text, file: file)
            }
    }

    static func previewError(_ failure: ScriptFailure, source: String, file: String) -> PreviewError {
        var line: String?
        if let number = failure.line, number > 0 {
            let contents =
                failure.file == nil || failure.file == file ? source : failure.file.flatMap { failure.sources[$0] }
            if let contents {
                let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
                if number <= lines.count { line = visibleControlCharacters(String(lines[number - 1])) }
            }
        }
        return PreviewError(
            message: visibleControlCharacters(failure.message), file: failure.file ?? file, line: failure.line,
            column: failure.caret?.column, sourceLine: line,
            report: failure.report(source: source, scriptPath: file))
    }
}

extension Session {
    /// One layout (traced, so that the explanation has every proposal), written three ways:
    /// SVG, the layout's JSON and the explanation's JSON.
    static func preview(_ run: ScriptRun, settings: RenderSettings) -> Result<
        (svg: String, json: String, explain: String), ScriptFailure
    > {
        layout(run, settings: settings, tracing: true).map { result in
            func text(_ write: (OutputSink) -> Void) -> String {
                var text = OutputSink.collectText { write($0) }
                if text.hasSuffix("\n") { text.removeLast() }
                return text
            }
            var options = SVGOptions(
                cellWidth: settings.cellWidth, cellHeight: settings.cellHeight, showGuides: settings.guides)
            options.exercise = settings.exercise
            let svg = text { writeSVG(result, options: options, to: $0) }
            let json = text { writeJSON(result, to: $0) }
            let explain = renderExplanationJSON(result, canvasFromTerminal: false)
            return (svg, json, explain)
        }
    }
}

extension Console {
    /// This console as one whose output is no terminal: the page's canvas never follows the
    /// terminal's size.
    var withoutTerminal: Console {
        Console(
            writeOutput: writeOutput, writeError: writeError, outputIsTerminal: false, terminalSize: { nil },
            environment: environment, workingDirectory: workingDirectory, ownsProcess: ownsProcess)
    }
}

/// What `plumb watch --serve` tells the server: every run's source, from the watch's thread.
/// PlumbRun knows the server only through this (the server, in PlumbServe, depends on PlumbRun;
/// the `plumb-serve` executable registers it in `Plumb.previewServerFactory`).
package protocol PreviewServing: AnyObject {
    /// The URL the page is served at.
    var url: String { get }
    /// The script was saved (or is gone, or could not become a script). Must return at once.
    func scriptChanged(_ script: PreviewScript)
    /// Closes the server (the watch ends).
    func stop()
}

/// What the watch read, for the page: the script to run, a failure that came before any script
/// could run (a Swift file that does not import), or nothing (the script is gone).
package enum PreviewScript: Sendable, Equatable {
    case source(String)
    /// A Swift file as imported: the Lua that runs, the Swift the page shows, and the Swift line
    /// each Lua line was made from.
    case imported(lua: String, swift: String, lineMap: [Int: Int])
    case failed(PreviewError)
    case missing
}

extension PreviewServing {
    /// The script was saved: its text, or nil when it is missing.
    package func scriptChanged(source: String?) {
        scriptChanged(source.map(PreviewScript.source) ?? .missing)
    }
}

/// How to start the server: the script, where to listen, and how to make the engine.
package struct PreviewServerRequest: Sendable {
    package var file: String
    package var host: String
    package var port: UInt16
    /// Makes the document on the thread that will use it.
    package var makeDocument: @Sendable () -> PreviewDocument

    package init(file: String, host: String, port: UInt16, makeDocument: @escaping @Sendable () -> PreviewDocument) {
        self.file = file
        self.host = host
        self.port = port
        self.makeDocument = makeDocument
    }
}

extension Plumb {
    /// Starts the browser preview's server and returns once it listens; nil in a build without
    /// one (set by the `plumb-serve` executable before `Plumb.main()`).
    nonisolated(unsafe) package static var previewServerFactory: ((PreviewServerRequest) throws -> any PreviewServing)?

    /// The executable that `--serve` hands the process over to when there is no factory: the
    /// same command line with the server (`plumb` sets "plumb-serve", found as `plumb-import`
    /// is: `$PLUMB_SERVE`, beside `plumb`, on `PATH`). Nil: `--serve` is refused.
    nonisolated(unsafe) package static var previewServerExecutable: String?
}
