import Foundation
import PlumbLayout
import PlumbLua
import PlumbMemory
import PlumbRender
import PlumbScriptAPI
import PlumbText

/// How to draw: canvas, cells, charset, colour, format.
struct RenderSettings {
    enum Format: String { case diagram, json, svg }

    /// The canvas in points; a nil side is an ideal-size proposal.
    var canvas: ProposedSize
    var cellWidth: Double = 8
    var cellHeight: Double = 16
    /// `--text`: text measured in cells or in points.
    var textMeasurement = TextMeasurement.cells
    /// `--pixel-scale`: the pixel grid a Text's frame in points is rounded up to.
    var pixelScale = PixelScale.x3
    var ascii = false
    var color = false
    var format = Format.diagram
    var guides = false
    /// The root environment (size classes from the command line).
    var environment = EnvironmentValues()
    /// The offset of ScrollViews that set none (`--scroll`).
    var scroll = Point.zero
    /// The canvas is the terminal's size (no `--canvas`): output depends on it, and says so.
    var canvasFromTerminal = false
    /// The terminal's width in columns when stdout is one (legends wrap to it), else nil.
    var terminalColumns: Int?
    /// The terminal's height in rows when stdout is one (a figure is fitted to it), else nil.
    var terminalRows: Int?
    /// The exercise the script declares: its goals are drawn as outlines and checked under the
    /// figure.
    var exercise: Exercise?
    /// The diagram leaves out the canvas's blank rows above and below the figure (`ScreenFit`
    /// sets it when the figure and its legend would not fit otherwise).
    var trimsBlankRows = false
    /// Rows of the terminal kept free under the figure (the shell's prompt, watch's status line).
    var reservedRows = 1
    /// `--scale`: an SVG's points per layout point.
    var scale = 1.0
    /// `--width`: columns an explanation is wrapped to (default: the terminal's).
    var explanationWidth: Int?
    /// Where each stage's time goes (`--stats`), or nil.
    var stats: RunStats?
    /// The process ends after this run (`plumb run`, `plumb explain`): what it built is never
    /// freed (see `keepUntilExit`).
    var endsWithProcess = false
}

/// Keeps `value` alive until the process exits, never to be freed. A one-shot run ends the
/// process right after its output; releasing a tree of 10⁶ views object by object (Lua's
/// userdata, the views, the nodes, the result) took as long as building it, for nothing. Watch
/// mode, which runs again and again, frees everything as usual. (Held by a global, so that a
/// leak checker sees it as reachable; only the run's one thread touches it.)
func keepUntilExit(_ value: Any) {
    keptUntilExit.append(value)
}

nonisolated(unsafe) private var keptUntilExit: [Any] = []

/// One run of a script: a fresh Lua state, the view it returned, and what it loaded.
final class ScriptRun {
    let path: String
    let source: String
    let script: PlumbScript
    let view: View

    init(path: String, source: String, script: PlumbScript, view: View) {
        self.path = path
        self.source = source
        self.script = script
        self.view = view
    }
}

/// A failure to show the user: the message and, when known, the offending source line.
struct ScriptFailure: Error {
    var message: String
    var file: String?
    var line: Int?
    /// Files the failed run had loaded (still worth watching).
    var loadedModules: [String] = []
    /// Files the failed run looked for, found or not (a deleted module is watched for its return).
    var attemptedModules: [String] = []
    /// The chunks Plumb itself loaded (the script and its modules), by chunk name. Source lines
    /// are shown only from these, never from a file a message merely names.
    var sources: [String: String] = [:]
    /// Where the caret goes on the line (the call at fault, a habit's token), when known; else
    /// it is placed by the words of the message.
    var caret: SourceMark?
    /// Other stretches of the line to underline with `~`.
    var underlines: [SourceMark] = []

    init(message: String, file: String? = nil, line: Int? = nil, script: PlumbScript? = nil) {
        self.message = message
        self.file = file
        self.line = line
        if let script {
            loadedModules = script.loadedModules
            attemptedModules = script.vm.attemptedModules
            sources = script.vm.loadedSources
        }
    }

    init(_ error: LuaError, script: PlumbScript) {
        self.init(message: error.message, file: error.file, line: error.line, script: script)
        caret = error.caret
        underlines = error.underlines
    }

    /// The message, then the source line with a caret under the culprit; control characters
    /// shown as escapes (`\x1b`), so nothing a script wrote can drive the terminal.
    func report(source: String?, scriptPath: String) -> String {
        visibleControlCharacters(reportText(source: source, scriptPath: scriptPath))
    }

    private func reportText(source: String?, scriptPath: String) -> String {
        var text = message
        guard let line, line > 0 else { return text }
        let contents = file == nil || file == scriptPath ? source : file.flatMap { sources[$0] }
        guard let contents, let (original, shift) = Self.sourceLine(line, of: contents, around: caret?.column ?? 1)
        else { return text }
        let code = original.replacingOccurrences(of: "\t", with: "    ")
        let marks = markLine(original: original, code: code, shift: shift)
        let (shownCode, shownMarks) = Self.clipped(code: code, marks: marks)
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        text += "\n \(number) | \(shownCode)"
        text += "\n \(gutter) | " + shownMarks
        return text
    }

    /// The most characters of a source line a report shows: a longer line (a minified script, a
    /// megabyte literal) is cut to a window around its marks, `…` standing for what is left out.
    static let maximumShownLine = 160
    /// How much of the line before the first mark the window keeps.
    static let contextBeforeMark = 40

    /// `code` and the mark line under it, cut to the same window of at most `maximumShownLine`
    /// characters when the line is longer: from `contextBeforeMark` characters before the first
    /// mark, or earlier when the line ends sooner.
    static func clipped(code: String, marks: String) -> (code: String, marks: String) {
        let characters = Array(code)
        guard characters.count > maximumShownLine else { return (code, marks) }
        let markCells = Array(marks)
        let firstMark = markCells.firstIndex { $0 != " " } ?? 0
        let start = max(0, min(firstMark - contextBeforeMark, characters.count - maximumShownLine))
        let end = min(characters.count, start + maximumShownLine)
        let lead = start > 0 ? "…" : ""
        let shownCode = lead + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        let shownMarks = markCells.count > start ? String(markCells[start..<min(markCells.count, end)]) : ""
        return (shownCode, String(repeating: " ", count: lead.count) + shownMarks)
    }

    /// The most Unicode scalars of a source line the report reads: a longer line (a string literal
    /// of megabytes) is cut to a window around the caret first, so that showing it takes no time
    /// or memory in proportion to the line.
    static let longestReadLine = 4_096

    /// Line `number` (from 1) of `contents`, found by its bytes; when longer than
    /// `longestReadLine`, a window of it around `column` (in scalars), with `…` for each cut end.
    /// `shift` is what to take from a column of the whole line to find it in the text returned.
    static func sourceLine(_ number: Int, of contents: String, around column: Int) -> (text: String, shift: Int)? {
        let bytes = contents.utf8
        var start = bytes.startIndex
        var current = 1
        while current < number {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = bytes.index(after: newline)
            current += 1
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let line = Substring(contents[start..<end])
        guard line.utf8.count > longestReadLine else { return (String(line), 0) }
        let scalars = line.unicodeScalars
        let first = max(0, column - 1 - contextBeforeMark)
        var view = String.UnicodeScalarView()
        var index = scalars.index(scalars.startIndex, offsetBy: first, limitedBy: scalars.endIndex) ?? scalars.endIndex
        if first > 0 { view.append("…") }
        var taken = 0
        while index < scalars.endIndex, taken < longestReadLine {
            view.append(scalars[index])
            index = scalars.index(after: index)
            taken += 1
        }
        if index < scalars.endIndex { view.append("…") }
        return (String(view), first > 0 ? first - 1 : 0)
    }

    /// The line under the code: `^` at the caret, `~` along the rest of it and under the
    /// underlines (their columns less `shift`, for a line cut by `sourceLine`).
    private func markLine(original: String, code: String, shift: Int) -> String {
        let caret = self.caret.map { SourceMark(column: max(1, $0.column - shift), length: $0.length) }
        let underlines = self.underlines.map { SourceMark(column: max(1, $0.column - shift), length: $0.length) }
        guard let caret else {
            let (column, length) = caretSpan(in: code)
            return String(repeating: " ", count: column) + "^" + String(repeating: "~", count: max(0, length - 1))
        }
        // Marks count Unicode scalars of the line as written; the line is shown with tabs as
        // four spaces.
        let scalars = Array(original.unicodeScalars)
        func displayed(_ column: Int) -> Int {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars.prefix(max(0, column - 1)))
            return String(view).replacingOccurrences(of: "\t", with: "    ").count
        }
        var cells: [Character] = []
        func mark(_ mark: SourceMark, first: Character) {
            let start = displayed(mark.column)
            let end = max(start + 1, displayed(mark.column + mark.length))
            while cells.count < end { cells.append(" ") }
            for i in start..<end where cells[i] == " " { cells[i] = i == start ? first : "~" }
        }
        mark(caret, first: "^")
        for underline in underlines { mark(underline, first: "~") }
        return String(cells)
    }

    /// Where to put the caret: on a name the message quotes or starts with ("frame: width must
    /// be…" points at `width`), else under the whole statement.
    private func caretSpan(in code: String) -> (Int, Int) {
        let body = message.split(separator: ":", maxSplits: 2).dropFirst(2).first.map(String.init) ?? message
        var candidates: [String] = []
        for quote in ["'", "\""] {
            let parts = body.components(separatedBy: quote)
            if parts.count >= 3 { candidates.append(parts[1]) }
        }
        let words = body.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        if words.count > 1 { candidates.append(String(words[1])) }
        if let first = words.first { candidates.append(String(first)) }
        for candidate in candidates where candidate.count > 1 {
            if let range = code.range(of: candidate) {
                return (code.distance(from: code.startIndex, to: range.lowerBound), candidate.count)
            }
        }
        let leading = code.prefix { $0 == " " }.count
        return (leading, max(1, code.count - leading))
    }
}

/// `text` with control characters (C0 but newline and tab, DEL, C1) written as `\x1b` or
/// `\u{9b}`: text from a script reaches the terminal only through this.
func visibleControlCharacters(_ text: String) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if !isControl(scalar) {
            result.unicodeScalars.append(scalar)
        } else if scalar.value <= 0x7F {
            result += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return result
}

enum Session {
    /// Deeper trees are refused: layout, rendering and releasing the tree recurse once per level.
    static let maximumDepth = 5_000

    /// A script file larger than the memory limit, refused before it is read: reading takes the
    /// file's size twice over for a moment (its bytes, then its text), and the text is charged to
    /// the limit for the whole run (`LuaVM.run`). Nil when it fits, or cannot be looked at (the
    /// read then says why).
    static func oversizedScript(at resolved: String, shownAs path: String, limits: LuaLimits) -> ScriptFailure? {
        oversizedSize(at: resolved, limits: limits).map { oversizedScript(size: $0, shownAs: path, limits: limits) }
    }

    /// The size of the regular file at `resolved` when it is larger than the memory limit.
    static func oversizedSize(at resolved: String, limits: LuaLimits) -> Int? {
        var info = stat()
        guard limits.memoryBytes > 0, stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            Int(info.st_size) > limits.memoryBytes
        else { return nil }
        return Int(info.st_size)
    }

    /// The refusal of a script file of `size` bytes, larger than the memory limit.
    static func oversizedScript(size: Int, shownAs path: String, limits: LuaLimits) -> ScriptFailure {
        let error = limits.readingStop(chunk: path, bytes: size)
        return ScriptFailure(message: error.message, file: error.file, line: error.line)
    }
    /// A script whose Lua heap is this large when it returns has its garbage collected before
    /// layout (see `run`).
    static let collectsGarbageOver = 1 << 20

    /// Runs the script at `path` with `source` in a fresh Lua state, then `body` with the run,
    /// all inside one limit window: the script, its layout and its guide closures share one
    /// deadline, one instruction budget and one memory cap.
    ///
    /// `keptUntilExit`: the process ends with the run's state open (`keepUntilExit`), which the
    /// VM is told before the script runs (`LuaVM.keepUntilExit`).
    static func run<T>(
        path: String, source: String, options: ScriptOptions, stats: RunStats? = nil, keptUntilExit: Bool = false,
        then body: (ScriptRun) -> Result<T, ScriptFailure>
    ) -> Result<T, ScriptFailure> {
        let script: PlumbScript
        do {
            script = try PlumbScript(options: options)
        } catch {
            return .failure(ScriptFailure(message: "plumb: could not start Lua: \(error.message)"))
        }
        if keptUntilExit { script.vm.keepUntilExit() }
        return script.vm.withLimitWindow {
            let view: View
            do throws(LuaError) {
                view = try stats.measure("script") { () throws(LuaError) in
                    try script.run(source: source, chunkName: path)
                }
                try stats.measure("check") { () throws(LuaError) in
                    let depth = view.depth
                    guard depth <= maximumDepth else {
                        throw script.returnError(
                            chunkName: path,
                            "the view tree nests \(depth) levels deep; Plumb lays out at most \(maximumDepth)")
                    }
                    try script.checkLayoutSize(of: view, chunkName: path)
                }
                stats?.views = view.treeSize
                stats?.luaBytes = script.vm.memoryInUse
                // What the script left behind (a large tree's userdata and argument tables, about
                // 96 bytes a view) is garbage once it has returned: collected and given back before
                // layout allocates, so that it is not part of the run's peak. A small
                // script's heap is left to the collector (a watch loop's save pays nothing).
                // Beside the making of the layout nodes where it is safe (`LuaVM.
                // releaseGarbageInBackground`); `layout` waits for it before laying out.
                if script.vm.heapBytes >= collectsGarbageOver, !script.vm.releaseGarbageInBackground() {
                    _ = stats.measure("collect") { script.vm.releaseGarbage() }
                }
            } catch {
                return .failure(ScriptFailure(error, script: script))
            }
            let run = ScriptRun(path: path, source: source, script: script, view: view)
            if keptUntilExit { keepUntilExit(run) }
            return body(run)
        }
    }

    /// Lays the view out (guide closures run here; their errors fail the run). Joins the limit
    /// window of the run when called inside `run`; opens its own otherwise (a resize).
    static func layout(_ run: ScriptRun, settings: RenderSettings, tracing: Bool = false) -> Result<
        LayoutResult, ScriptFailure
    > {
        let metrics = TextMetrics(
            cellWidth: settings.cellWidth, cellHeight: settings.cellHeight, measurement: settings.textMeasurement,
            pixelScale: settings.pixelScale)
        let engine = LayoutEngine(textMetrics: metrics, tracing: tracing, recordsGuides: settings.guides || tracing)
        engine.defaultScrollOffset = settings.scroll
        engine.columnMemory = .prefaulted
        // One limit window for the whole pass: builders, Layout functions and guides written in
        // Lua share one budget and one deadline, however many times layout calls them.
        let script = run.script
        return script.withLayoutPass {
            script.vm.notePhase("laying out and drawing the view")
            let stats = settings.stats
            let tree = stats.measure("tree") { engine.makeTree(run.view, environment: settings.environment) }
            // The script's garbage, if it is being collected beside `makeTree` (see `run`): what
            // this waits is the collection's share of the run.
            if script.vm.isCollectingInBackground {
                _ = stats.measure("collect") { script.vm.finishBackgroundCollection() }
            }
            stats.measure("layout") { tree.layout(canvas: settings.canvas) }
            if let error = script.layoutError ?? script.vm.stopError {
                return .failure(ScriptFailure(error, script: script))
            }
            let result = stats.measure("result") { tree.result() }
            // The result is charged too (its views and text lines): a stop while it was made
            // leaves it cut short, and is the run's failure.
            if let error = script.layoutError ?? script.vm.stopError {
                return .failure(ScriptFailure(error, script: script))
            }
            if settings.endsWithProcess {
                keepUntilExit(tree)
                keepUntilExit(result)
            }
            return .success(result)
        }
    }

    /// Lays the view out and draws it (or prints JSON or SVG), as one String (watch mode and
    /// `--variants`, which combine or redraw the text). The text is what `prepare` streams, less
    /// the final newline.
    ///
    /// In a terminal (the canvas is the terminal's size), `--guides` makes room for its legend:
    /// the legend is wrapped to the terminal's width and the canvas loses as many rows as the
    /// legend needs, so that the top of the diagram never scrolls off the screen.
    static func render(_ run: ScriptRun, settings: RenderSettings) -> Result<String, ScriptFailure> {
        prepare(run, settings: settings, heldInMemory: true).flatMap { write in
            var outcome: Result<Void, ScriptFailure> = .success(())
            var text = OutputSink.collectText { outcome = write($0) }
            if text.hasSuffix("\n") { text.removeLast() }
            return outcome.map { text }
        }
    }

    /// Writes output into a sink: the text of a file, with its final newline. Every failure of
    /// the script comes before the first byte is written, so a failed run writes nothing.
    typealias OutputWriter = (OutputSink) -> Result<Void, ScriptFailure>

    /// Lays the view out and returns what writes the output (diagram, JSON or SVG) into a sink,
    /// straight from the layout (`plumb run` streams it to standard output or a file). Time spent
    /// in the writer counts as `output`.
    ///
    /// `heldInMemory`: the output will be held whole as a String (see `render`), so a JSON text
    /// estimated over the memory limit is refused. A streamed output is never held whole, so it
    /// is not refused: its size is bounded by the tree's (which `--max-memory` already limits)
    /// times its depth, and takes no memory beyond one chunk of the sink.
    static func prepare(
        _ run: ScriptRun, settings: RenderSettings, heldInMemory: Bool = false
    ) -> Result<OutputWriter, ScriptFailure> {
        layout(run, settings: settings).flatMap { result in
            if heldInMemory, settings.format == .json {
                let cap = run.script.vm.limits.memoryBytes
                let size = jsonSizeEstimate(result)
                if cap > 0, size > cap {
                    return .failure(
                        ScriptFailure(
                            run.script.returnError(
                                chunkName: run.path,
                                "the JSON output would take about \(LuaLimits.formatBytes(size)) (the tree has deep nesting or many views), over the memory limit of \(LuaLimits.formatBytes(cap)) (raise it with --max-memory)"
                            ), script: run.script))
                }
            }
            return .success({ sink in
                settings.stats.measure("output") { output(run, result, settings: settings, to: sink) }
            })
        }
    }

    private static func output(
        _ run: ScriptRun, _ result: LayoutResult, settings: RenderSettings, to sink: OutputSink
    ) -> Result<Void, ScriptFailure> {
        switch settings.format {
        case .json:
            writeJSON(result, to: sink)
            sink.write("\n" as StaticString)
        case .svg:
            var options = SVGOptions(
                cellWidth: settings.cellWidth, cellHeight: settings.cellHeight, showGuides: settings.guides,
                scale: settings.scale, framesCanvas: true)
            options.exercise = settings.exercise
            writeSVG(result, options: options, to: sink)
        case .diagram:
            return fittedDiagram(run, result, settings: settings, to: sink)
        }
        return .success(())
    }

    /// The diagram (and with `--guides` its legend, wrapped to the terminal). When the canvas is
    /// the terminal's size, the canvas is made smaller by what does not fit: the legend's rows,
    /// and the columns and rows inserted to keep gaps open (see docs/guide.md, "Reading the
    /// diagram"), so that nothing scrolls the top of the diagram off the screen or wraps.
    private static func fittedDiagram(
        _ run: ScriptRun, _ first: LayoutResult, settings: RenderSettings, to sink: OutputSink
    ) -> Result<Void, ScriptFailure> {
        func legend(for result: LayoutResult, style: LegendStyle = .full) -> String {
            let guides = settings.guides ? renderGuideLegend(result, width: settings.terminalColumns, style: style) : ""
            guard let checked = exerciseText(result, settings: settings, width: settings.terminalColumns) else {
                return guides
            }
            return guides.isEmpty ? checked : guides + "\n\n" + checked
        }
        func lineCount(_ text: String) -> Int {
            text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        var result = first
        var current = settings
        // A canvas of its own (`--canvas`, or the script's `-- plumb: --canvas`) shown in a
        // terminal: the whole figure is drawn, at a larger cell size when it does not fit at the
        // one asked for (`ScreenFit`), and the legend follows it, never taking its rows; when no
        // cell size leaves the whole legend room, it is said in fewer words (`LegendStyle`).
        if !settings.canvasFromTerminal, let columns = settings.terminalColumns, let rows = settings.terminalRows {
            var fitted: (fit: ScreenFit, result: LayoutResult)
            var style = LegendStyle.full
            do {
                func fit(_ style: LegendStyle) throws(ScriptFailure) -> (fit: ScreenFit, result: LayoutResult) {
                    try ScreenFit.fit(
                        columns: columns, rows: rows, reservedRows: settings.reservedRows,
                        options: diagramOptions(settings),
                        legendLines: { lineCount(legend(for: $0, style: style)) },
                        layout: { (width, height) throws(ScriptFailure) in
                            if width == settings.cellWidth && height == settings.cellHeight { return first }
                            var scaled = settings
                            scaled.cellWidth = width
                            scaled.cellHeight = height
                            return try layout(run, settings: scaled).get()
                        })
                }
                fitted = try fit(.full)
                // The compact legend when the full one leaves out lines, or needs a larger cell
                // size than the compact one does: the figure is worth more than the words.
                let whole = { (fitted: (fit: ScreenFit, result: LayoutResult), style: LegendStyle) in
                    lineCount(legend(for: fitted.result, style: style)) + fitted.fit.noteRows <= fitted.fit.legendRows
                }
                if settings.guides, fitted.fit.fits, fitted.fit.isEnlarged || !whole(fitted, .full) {
                    let compact = try fit(.compact)
                    if compact.fit.fits, whole(compact, .compact),
                        !whole(fitted, .full) || compact.fit.cellWidth < fitted.fit.cellWidth
                    {
                        (fitted, style) = (compact, .compact)
                    }
                }
            } catch {
                return .failure(error)
            }
            current.cellWidth = fitted.fit.cellWidth
            current.cellHeight = fitted.fit.cellHeight
            current.trimsBlankRows = fitted.fit.trimsBlankRows
            var lines = legend(for: fitted.result, style: style).split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            if lines == [""] { lines = [] }
            if let note = fitted.fit.note { lines.insert("(\(note))", at: 0) }
            // The screen shows the whole figure: the legend has the rows left under it, and says
            // what it leaves out.
            // Too large at any cell size: its top-left corner, in the screen, and the note.
            let shown = fitted.fit.fits ? Self.legend(lines, room: fitted.fit.legendRows) : lines.first ?? ""
            diagram(fitted.result, settings: current, legend: shown, window: fitted.fit.window, to: sink)
            return .success(())
        }
        guard settings.canvasFromTerminal, let width = settings.canvas.width, let height = settings.canvas.height
        else {
            diagram(result, settings: settings, legend: legend(for: result), to: sink)
            return .success(())
        }
        let columns = Int((width / settings.cellWidth).rounded(.down))
        let rows = Int((height / settings.cellHeight).rounded(.down))
        // The canvas is the terminal's: it is made smaller for the legend, but the figure keeps
        // at least half the rows, and is never made smaller than the first height at which it is
        // not cut (when it is not cut at the terminal's size): the figure wins, and the legend
        // has the rows left, saying what it leaves out.
        let keptRows = max(rows / 2, min(rows, 3))
        let firstIsCut = diagramIsCut(first, options: diagramOptions(settings))
        // Twice at most: the second layout may insert other cells, but never many more.
        for _ in 0..<2 {
            let text = legend(for: result)
            let legendRows = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            let drawn = diagramCells(result, options: diagramOptions(current))
            let excessColumns = drawn.columns - columns
            let excessRows = drawn.rows + legendRows - rows
            guard excessColumns > 0 || excessRows > 0 else { break }
            let currentColumns = Int(((current.canvas.width ?? width) / settings.cellWidth).rounded(.down))
            let currentRows = Int(((current.canvas.height ?? height) / settings.cellHeight).rounded(.down))
            let fittedColumns = max(currentColumns - max(excessColumns, 0), min(currentColumns, 8))
            let fittedRows = max(currentRows - max(excessRows, 0), min(currentRows, keptRows))
            guard fittedColumns < currentColumns || fittedRows < currentRows else { break }
            var smaller = current
            smaller.canvas = ProposedSize(
                width: Double(fittedColumns) * settings.cellWidth, height: Double(fittedRows) * settings.cellHeight)
            switch layout(run, settings: smaller) {
            case .failure(let failure): return .failure(failure)
            case .success(let laidOut):
                guard !firstIsCut, diagramIsCut(laidOut, options: diagramOptions(smaller)) else {
                    (result, current) = (laidOut, smaller)
                    continue
                }
                // Cut at this height: the lowest height between it and the current one that is not
                // (a taller canvas never cuts more), found by halving.
                var (low, high) = (fittedRows, currentRows)
                var best = (result, current)
                while high - low > 1 {
                    let middle = (low + high) / 2
                    var trial = smaller
                    trial.canvas = ProposedSize(
                        width: smaller.canvas.width, height: Double(middle) * settings.cellHeight)
                    switch layout(run, settings: trial) {
                    case .failure(let failure): return .failure(failure)
                    case .success(let tried):
                        if diagramIsCut(tried, options: diagramOptions(trial)) {
                            low = middle
                        } else {
                            (high, best) = (middle, (tried, trial))
                        }
                    }
                }
                (result, current) = best
            }
        }
        let drawnRows = diagramCells(result, options: diagramOptions(current)).rows
        var lines = legend(for: result).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines == [""] { lines = [] }
        diagram(result, settings: current, legend: Self.legend(lines, room: max(rows - drawnRows - 1, 0)), to: sink)
        return .success(())
    }

    /// The legend's `lines` in `room` rows: all of them when they fit, else the first ones and a
    /// line saying how many are left out and where to see them (none when there is no room).
    static func legend(_ lines: [String], room: Int) -> String {
        guard lines.count > room else { return lines.joined(separator: "\n") }
        guard room > 0 else { return "" }
        let hidden = lines.count - (room - 1)
        return
            (lines.prefix(room - 1)
            + ["… \(hidden) more lines of legend: in a taller terminal, piped, or with plumb explain"])
            .joined(separator: "\n")
    }

    private static func diagramOptions(_ settings: RenderSettings) -> DiagramOptions {
        var options = DiagramOptions(
            cellWidth: settings.cellWidth, cellHeight: settings.cellHeight, ascii: settings.ascii,
            color: settings.color, showGuides: settings.guides)
        options.trimsBlankRows = settings.trimsBlankRows
        options.exercise = settings.exercise
        return options
    }

    private static func diagram(
        _ result: LayoutResult, settings: RenderSettings, legend: String, window: CellWindow? = nil,
        to sink: OutputSink
    ) {
        var options = diagramOptions(settings)
        options.window = window
        writeDiagram(result, options: options, to: sink)
        if !legend.isEmpty {
            sink.write("\n\n" as StaticString)
            sink.write(legend)
        }
        sink.write("\n" as StaticString)
    }

    /// Bytes of `renderJSON(result)`, estimated without building it: every node takes about 6
    /// lines (its frame on one), indented four spaces per level of nesting. Only output held
    /// whole in memory (a String for watch mode or `--variants`) is checked against the memory
    /// limit with it; see `prepare`.
    static func jsonSizeEstimate(_ result: LayoutResult) -> Int {
        var total = 64
        var pending: [(PlacedView, Int)] = [(result.root, 1)]
        while let (view, depth) = pending.popLast() {
            total +=
                150 + 6 * min(4 * depth, JSONOutput.maximumIndent) + view.type.utf8.count
                + (view.id?.utf8.count ?? 0)
            if total > Int.max / 4 { return total }
            for child in view.children { pending.append((child, depth + 1)) }
        }
        return total
    }

    /// The negotiation as text (`plumb explain`).
    static func explain(_ run: ScriptRun, settings: RenderSettings) -> Result<String, ScriptFailure> {
        layout(run, settings: settings, tracing: true).map { result in
            settings.stats.measure("output") { explanation(result, settings: settings) }
        }
    }

    /// The exercise's checks and hints under a figure or an explanation, wrapped to `width`; nil
    /// when the script sets no exercise.
    static func exerciseText(_ result: LayoutResult, settings: RenderSettings, width: Int?) -> String? {
        guard let exercise = settings.exercise else { return nil }
        let text = ExerciseWords.text(exercise, result: result, ascii: settings.ascii) { nearestName(to: $0, in: $1) }
        return width.map { TextWrapping.wrap(text, width: $0) } ?? text
    }

    private static func explanation(_ result: LayoutResult, settings: RenderSettings) -> String {
        switch settings.format {
        case .json:
            return renderExplanationJSON(result, canvasFromTerminal: settings.canvasFromTerminal)
        case .diagram, .svg:
            let options = ExplanationOptions(
                ascii: settings.ascii, canvasFromTerminal: settings.canvasFromTerminal,
                width: settings.explanationWidth ?? settings.terminalColumns)
            let text = renderExplanation(result, options: options)
            guard let checked = exerciseText(result, settings: settings, width: options.width) else { return text }
            return text + "\n\n" + checked
        }
    }
}

/// Runs `body` on a thread with a large stack: layout and drawing recurse once per tree level.
/// Hands a closure and its result between two threads; the caller waits for the thread, so
/// nothing is shared concurrently.
private final class ThreadHandoff<T>: @unchecked Sendable {
    var body: (() -> T)?
    var value: T?
}

func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    let box = ThreadHandoff<T>()
    box.body = body
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = box.body!()
        // The body and what it captured go now, on this stack (a tree it held may recurse as it
        // is released).
        box.body = nil
        done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
    done.wait()
    // The value leaves the box: the thread releases its closure (and so the box) whenever it
    // exits, maybe after this process has ended, so nothing the caller will release (a Lua
    // state whose finalizers print, with --unsafe) may stay in it.
    let value = box.value!
    box.value = nil
    return value
}

/// Gives the memory freed since the last call back to the system. Watch mode runs scripts one
/// after another, each on a thread of its own; glibc's allocator keeps what a run freed in that
/// thread's arena, so without this a long watch holds the high-water mark of every arena it has
/// used (several times `--max-memory`; see `Tools/watch-soak.py`).
/// (`malloc_trim` is glibc's and not in Swift's Glibc module: it is looked up once, and is nil
/// on other C libraries.)
func returnFreedMemory() {
    _ = mallocTrim?(0)
}

private let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
        return nil
    #endif
}()

extension ColumnMemory {
    /// Node columns whose pages a helper thread faults in while the nodes are made (PlumbMemory's
    /// `PrefaultedPages`): making the nodes of flat 10⁵ took 35 ms, a third of it page
    /// faults, on the one core.
    static let prefaulted = ColumnMemory(
        allocate: { byteCount in
            guard let block = PrefaultedPages.allocate(byteCount: byteCount) else {
                fatalError("plumb: out of memory (\(byteCount) bytes for layout nodes)")
            }
            return block
        },
        deallocate: { block, byteCount in PrefaultedPages.deallocate(block, byteCount: byteCount) })
}
