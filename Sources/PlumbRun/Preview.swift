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

/// One layout at one proposal, in the formats of the command line: `run --format svg`,
/// `run --format json` and `explain --format json`, each text exactly as those commands print
/// it (less the final newline).
package struct PreviewPicture: Sendable, Equatable {
    package var proposal: PreviewProposal
    package var guides: Bool
    package var svg: String
    package var layoutJSON: String
    package var explainJSON: String
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
        let outcome = Result { () throws(ScriptFailure) in try ScriptDeclaration(source: source, path: file) }
            .flatMap { declaration -> Result<ScriptRun, ScriptFailure> in
                let group = drawing.common.declaring(declaration)
                var options = options
                options.environment = group.rootEnvironment
                defaultProposal = Self.proposal(group, console: console)
                return Session.run(path: file, source: source, options: options) { .success($0) }
            }
        switch outcome {
        case .success(let run):
            lastGood = run
            error = nil
        case .failure(let failure):
            error = Self.previewError(failure, source: source, file: file)
        }
        return error
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
        case .failed(let failure): error = failure
        case .missing: markMissing()
        }
    }

    /// Lays the last good run out at `proposal` (guide closures and Lua layouts run again, under
    /// the script's limits) and writes its SVG, JSON and explanation; nil when no run succeeded
    /// yet. A failure of the layout itself (a guide closure's error) is returned, and the run kept.
    package func picture(at proposal: PreviewProposal, guides: Bool = false) -> Result<PreviewPicture, PreviewError>? {
        guard let run = lastGood else { return nil }
        var drawing = drawing
        if let declaration = try? ScriptDeclaration(source: run.source, path: run.path) {
            drawing.common = drawing.common.declaring(declaration)
        }
        var settings = drawing.common.renderSettings(console: console.withoutTerminal, format: .svg, guides: guides)
        settings.canvas = ProposedSize(width: proposal.width, height: proposal.height)
        return Session.preview(run, settings: settings)
            .map { texts in
                PreviewPicture(
                    proposal: proposal, guides: guides, svg: texts.svg, layoutJSON: texts.json,
                    explainJSON: texts.explain)
            }
            .mapError { Self.previewError($0, source: run.source, file: file) }
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
            let options = SVGOptions(
                cellWidth: settings.cellWidth, cellHeight: settings.cellHeight, showGuides: settings.guides)
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
/// the `plumb` executable registers it in `Plumb.previewServerFactory`).
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
    /// one (set by the `plumb` executable before `Plumb.main()`).
    nonisolated(unsafe) package static var previewServerFactory: ((PreviewServerRequest) throws -> any PreviewServing)?
}
