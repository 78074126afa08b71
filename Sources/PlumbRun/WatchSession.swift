import Foundation
import PlumbLua
import PlumbRender
import PlumbWatch

/// The state of `plumb watch`: the last good run (kept alive while it is the latest, so a resize
/// can lay it out again without re-running the script), what is wrong now, and the watch loop.
/// Driven from one thread. One run is held at a time, and the memory each run frees is given back
/// after its frame (`returnFreedMemory`), so a long watch stays near one run's size.
final class WatchSession {
    /// Rows of the terminal kept free under the diagram for the status line.
    static let reservedRows = 1

    /// Trailing debounce after the last file-system event before the files are read. An editor's save
    /// is one burst of events well under a millisecond long (write+close, temp file+rename, or the four
    /// steps of JetBrains' safe write), and a script writing a file ten times in a row takes about as
    /// long; 12 ms of quiet covers both, with room for a busy machine, while keeping a save-to-diagram
    /// time well under 30 ms (PlumbWatch's general-purpose default of 50 ms alone would exceed it).
    /// The wait is measured from the *last* event, so a longer burst still gives one run, and a save
    /// caught half-way (a file left empty or missing) is re-read by the loop for up to `settleTimeout`.
    /// Polling uses the same value: the files are read when the debounce fires, not when the poll
    /// noticed the change, so the run sees the end of the burst either way.
    static let debounce = 0.012
    static let pollInterval = 0.1
    /// How long a missing or empty script is re-read before it is believed (an editor between a
    /// rename-away and a rename-back, or between truncating and writing).
    static let settleTimeout = 0.5

    private enum Problem {
        case none
        case failed(String)
        case waiting
    }

    private struct GoodRun {
        /// The run, while it is the script's latest: a resize lays it out again. Released when
        /// the next run starts, so that a watch holds one run at a time (two would double what
        /// `--max-memory` lets a watch hold); a stale picture is then shown as it was drawn.
        var run: ScriptRun?
        /// The run's warnings, shown under its picture.
        var warnings: [String]
        /// The Swift file as imported, for a .swift file: its errors are told at Swift lines.
        var imported: SwiftImport.Imported?
        /// What errors show: the file as the user wrote it.
        var displayed: String
        var output: String
        /// When the run happened, as shown in the status line.
        var clock: String
    }

    private let file: String
    private let console: Console
    private let drawing: DrawingOptions
    private let options: ScriptOptions
    private let once: Bool
    private let loop: WatchLoop
    private let screen: WatchScreen
    private var lastGood: GoodRun?
    /// The watched files whose change caused the run under way (the status line names modules).
    private var changed: Set<String> = []
    private var problem = Problem.none
    /// The browser preview (`--serve`), told of every run's source.
    var preview: (any PreviewServing)?

    init(file: String, drawing: DrawingOptions, forcePolling: Bool, clear: Bool, once: Bool, console: Console) {
        self.file = file
        self.console = console
        self.drawing = drawing
        self.once = once
        self.options = drawing.common.scriptOptions(for: file, console: console)
        let (source, backend) = makeChangeSource(
            for: [file], forcePolling: forcePolling, pollInterval: Self.pollInterval)
        if !forcePolling && source is PollingChangeSource {
            console.error("plumb: the native file watcher could not start; polling instead (\(backend))")
        }
        loop = WatchLoop(
            script: file, source: source, backendName: backend, debounce: Self.debounce,
            settleTimeout: Self.settleTimeout, handleSignals: !once,
            // A script larger than the memory limit is refused before it is read, as `plumb run`
            // refuses it; the loop does not read it either (`refuse(oversized:)`).
            maximumFileBytes: options.limits.memoryBytes > 0 ? options.limits.memoryBytes : nil)
        let terminal = console.outputIsTerminal
        screen = WatchScreen(
            terminal: terminal, clear: clear && terminal, color: console.colorEnabled(drawing.color),
            ascii: drawing.ascii)
    }

    /// Runs until Ctrl-C (or SIGTERM), or once with `once`; returns the exit status.
    func run() -> Int32 {
        defer { loop.stop() }
        var source = loop.snapshot[file]
        let oversized = loop.oversized[file] ?? Session.oversizedSize(at: file, limits: options.limits)
        if oversized != nil {
            source = nil
        } else if source?.isEmpty ?? true {
            // Started in the middle of a save? Give the file a moment, as the loop does later.
            switch readScript(at: file, retryFor: Self.settleTimeout) {
            case .contents(let text):
                source = Array(text.utf8)
                loop.noteContentsRan([file: Array(text.utf8)])
            case .empty: source = []
            case .missing: source = nil
            }
        }
        if once {
            if let oversized {
                refuse(oversized: oversized)
                return 1
            }
            guard let source else {
                console.error("plumb: cannot read \(file): no such file")
                return 2
            }
            runScript(source)
            if case .none = problem { return 0 }
            return 1
        }
        if let stopped = getenv(watchStoppedVariable).map({ String(cString: $0) }) {
            // Restarted by the watchdog: show why, and wait for the next save.
            unsetenv(watchStoppedVariable)
            problem = .failed(visibleControlCharacters(stopped))
            show(clock: wallClock(), what: "stopped; waiting for a save")
            changed = []
        } else if let oversized {
            refuse(oversized: oversized)
        } else if let source {
            runScript(source)
            returnFreedMemory()
        } else {
            showWaiting()
        }
        while let event = loop.next() {
            switch event {
            case .changed(let files):
                changed = files
                // A module changed while the script is gone: keep waiting for the script.
                if let size = loop.oversized[file] {
                    refuse(oversized: size)
                } else if let bytes = loop.snapshot[file] {
                    runScript(bytes)
                    // After the frame is drawn: the run before (or this one, if it failed) is
                    // freed by now, and giving its memory back costs the next save nothing.
                    returnFreedMemory()
                }
            case .waiting:
                showWaiting()
            case .resized:
                relayout()
            case .interrupted:
                screen.restore()
                return 0
            }
        }
        screen.restore()
        return 0
    }

    /// A script file larger than the memory limit, refused before it is read (the loop looked at
    /// its size only), with the message `plumb run` gives it: the file, its size and the cap. The
    /// last good picture stays, marked stale.
    private func refuse(oversized size: Int) {
        lastGood?.run = nil
        let failure = Session.oversizedScript(size: size, shownAs: file, limits: options.limits)
        preview?.scriptChanged(.failed(PreviewDocument.previewError(failure, source: "", file: file)))
        problem = .failed(failure.report(source: nil, scriptPath: file))
        show(clock: wallClock(), state: .failed(seconds: 0))
        changed = []
    }

    /// Runs the script from `bytes` (what the watch loop read) in a fresh Lua state, draws it, and
    /// watches exactly the files this run read.
    private func runScript(_ bytes: [UInt8]) {
        // One run at a time: the last good picture stays, its run goes.
        lastGood?.run = nil
        let started = monotonicSeconds()
        let clock = wallClock()
        // A run longer than `WatchStatus.runningDelay` says so on the status line, and how long
        // it has run, until it ends (on a terminal; the frame after it replaces the line).
        let (backend, ascii, causes) = (loop.backendName, drawing.ascii, changed.sorted())
        let ticker = RunningTicker(screen: screen) { [file, console] in
            let status = WatchStatus(
                file: file, clock: clock, state: .running(seconds: monotonicSeconds() - started),
                changed: causes, backend: backend, ascii: ascii)
            return status.line(width: console.terminalSize()?.columns ?? 80)
        }
        defer { ticker.stop() }
        let displayed = String(decoding: bytes, as: UTF8.self)
        var ran: ScriptRun?
        var imported: SwiftImport.Imported?
        // A Swift file is imported again on every save; the Lua it becomes runs.
        let script = Result { () throws(ScriptFailure) -> String in
            guard SwiftImport.isSwift(file) else { return displayed }
            let translated = try SwiftImport.translate(
                file: file, view: drawing.common.view, module: drawing.common.module,
                allWarnings: drawing.common.allWarnings, console: console,
                seconds: drawing.common.timeout,
                memoryMiB: drawing.common.maxMemory
            ).get()
            imported = translated
            return translated.lua
        }
        // The page (`--serve`) runs the same script: the Lua a Swift file became, or shows why
        // the Swift file did not import.
        switch script {
        case .success(let lua):
            preview?.scriptChanged(
                imported.map { .imported(lua: lua, swift: displayed, lineMap: $0.linesOfImportedFile) }
                    ?? .source(lua))
        case .failure(let failure):
            preview?.scriptChanged(.failed(PreviewDocument.previewError(failure, source: displayed, file: file)))
        }
        // What the script declares (`-- plumb: --canvas …`), read again on every save.
        let outcome = script.flatMap { source in
            Result { () throws(ScriptFailure) in
                try ScriptDeclaration(source: source, path: file, resolve: console.resolve)
            }
            .map { ($0, source) }
        }
        .flatMap { (declaration, source) in
            var options = options
            let declared = drawing.common.declaring(declaration)
            options.environment = declared.rootEnvironment
            options.textMetrics = declared.textMetrics
            // One `--timeout` for the import and the script.
            options.limits.spentSeconds = imported?.seconds ?? 0
            return Session.run(path: file, source: source, options: options) { run in
                ran = run
                return render(run)
            }
        }
        switch outcome {
        case .success(let output):
            guard let run = ran else { break }
            // An imported file's module is watched too: a change to a model redraws the view.
            let moduleFiles = imported?.moduleFiles.map(console.resolve) ?? []
            loop.setWatchedFiles(Set(run.script.loadedModules + run.script.vm.attemptedModules + moduleFiles))
            let importWarnings = imported?.warnings.map(visibleControlCharacters) ?? []
            lastGood = GoodRun(
                run: run,
                warnings: importWarnings + run.script.warnings.map { visibleControlCharacters($0.description) },
                imported: imported, displayed: displayed, output: output, clock: clock)
            problem = .none
        case .failure(let failure):
            // Everything the failed run read or looked for: a module deleted now is seen when it
            // comes back, however long that takes.
            loop.setWatchedFiles(Set(failure.loadedModules + failure.attemptedModules))
            let told = imported.map { SwiftImport.mapped(failure, file: file, imported: $0) } ?? failure
            problem = .failed(told.report(source: displayed, scriptPath: file))
        }
        // No "running…" may land on the frame drawn now.
        ticker.stop()
        let seconds = monotonicSeconds() - started
        if case .none = problem {
            show(clock: clock, state: .ran(seconds: seconds))
        } else {
            show(clock: clock, state: .failed(seconds: seconds))
        }
        changed = []
    }

    /// SIGWINCH: lays the last good run out again for the new terminal size; the script does not run.
    /// A stale picture (the script failed since) has no run any more and is shown as it was drawn.
    private func relayout() {
        let started = monotonicSeconds()
        if var good = lastGood, let run = good.run {
            switch render(run) {
            case .success(let output):
                good.output = output
                lastGood = good
            case .failure(let failure):
                let told = good.imported.map { SwiftImport.mapped(failure, file: file, imported: $0) } ?? failure
                problem = .failed(told.report(source: good.displayed, scriptPath: file))
            }
        }
        let seconds = monotonicSeconds() - started
        if console.outputIsTerminal, let terminal = console.terminalSize() {
            show(clock: wallClock(), state: .resized(columns: terminal.columns, rows: terminal.rows, seconds: seconds))
        } else {
            show(clock: wallClock(), what: "resized in \(duration(since: started))")
        }
    }

    private func showWaiting() {
        preview?.scriptChanged(source: nil)
        problem = .waiting
        show(clock: wallClock(), state: .waiting)
    }

    private func render(_ run: ScriptRun) -> Result<String, ScriptFailure> {
        var drawing = drawing
        let declaration = try? ScriptDeclaration(source: run.source, path: run.path, resolve: console.resolve)
        if let declaration { drawing.common = drawing.common.declaring(declaration) }
        var settings = drawing.renderSettings(console: console, reservedRows: Self.reservedRows)
        settings.exercise = drawing.common.showingHints(declaration?.exercise)
        // Variants as a contact sheet, every panel on screen (a failing panel shows its error).
        if !drawing.common.variants.isEmpty, settings.format != .json {
            return Variants.contactSheet(run, settings: settings, options: drawing.common.variants).map(\.text)
        }
        return drawing.common.withVariants(run, settings) { Session.render($0, settings: $1) }
    }

    /// Draws one frame: the last good diagram (marked stale when something is wrong), the error or
    /// the warnings, then the status line.
    private func show(clock: String, state: WatchStatus.State) {
        let status = WatchStatus(
            file: file, clock: clock, state: state, changed: changed.sorted(), backend: loop.backendName,
            ascii: drawing.ascii)
        // Shortened to the terminal's width rather than wrapped; piped, whole.
        let width = console.outputIsTerminal ? console.terminalSize()?.columns ?? 80 : Int.max
        draw(status: status.line(width: width))
    }

    /// A status that `WatchStatus` has no state for (the watchdog's restart).
    private func show(clock: String, what: String) {
        draw(status: [file, clock, what, loop.backendName].joined(separator: screen.glyphs.separator))
    }

    private func draw(status: String) {
        var blocks: [String] = []
        if let lastGood {
            switch problem {
            case .none:
                blocks.append(lastGood.output)
                blocks += lastGood.warnings
            case .failed, .waiting:
                // Stale: faint, and marked so.
                blocks.append(WatchStatus.dimmed(lastGood.output, color: screen.color))
                blocks.append(screen.staleMarker(since: lastGood.clock))
            }
        }
        if case .failed(let report) = problem { blocks.append(screen.error(report)) }
        screen.draw(blocks, status: status)
    }

    private func duration(since start: Double) -> String {
        let seconds = monotonicSeconds() - start
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        return String(format: "%.1f ms", seconds * 1000)
    }
}

/// Seconds on a monotonic clock.
private func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The local time as HH:MM:SS.
private func wallClock() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return String(format: "%02d:%02d:%02d", parts.tm_hour, parts.tm_min, parts.tm_sec)
}

/// Rewrites the status line while a run goes on: first after `WatchStatus.runningDelay`, then
/// every 0.25 s (on a terminal only). `stop` returns once no rewrite is under way or will start.
private final class RunningTicker: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private let timer: DispatchSourceTimer?

    init(screen: WatchScreen, status: @escaping @Sendable () -> String) {
        guard screen.terminal else {
            timer = nil
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        self.timer = timer
        timer.schedule(deadline: .now() + WatchStatus.runningDelay, repeating: 0.25)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            self.lock.withLock {
                guard !self.stopped else { return }
                screen.replaceStatus(status())
            }
        }
        timer.resume()
    }

    func stop() {
        lock.withLock { stopped = true }
        timer?.cancel()
    }
}
