import ArgumentParser
import Foundation
import PlumbLayout
import PlumbLua
import PlumbRender
import PlumbScriptAPI
import PlumbWatch

/// `plumb test`: snapshot testing for scripts. Each script is laid out at the canvas (and for each
/// variant) it declares, and compared with its snapshot (`Snapshot`) in `__snapshots__/` beside it.
struct Test: ParsableCommand {
    init() {}

    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check scripts against their snapshots: which views moved, and by how much.",
        discussion: """
            Each script (a folder means every .lua file in it, recursively, except those under modules/) is \
            laid out at the canvas it declares (a line '-- plumb: --canvas 320x480'; without one, 80×24 cells, \
            640×384 points at the default 8×16-point cell, whatever the terminal) \
            and for each variant it declares ('-- plumb: --variants width=320,480'), drawn without colour, \
            and compared with its snapshot: __snapshots__/NAME.snap beside the script, a text file to commit.

            A missing snapshot is recorded and reported; --record records them all again. A failure names \
            the views that moved or resized and by how much, and shows the snapshot's diagram and the new \
            one side by side when both fit the terminal's width (80 columns when piped), else one under \
            the other. Exit status: 0 when every script matches (or was recorded), 1 otherwise, 2 \
            when a path cannot be read.
            """)

    @Argument(help: "Scripts or folders of scripts (default: the current folder).")
    var paths: [String] = []

    @Flag(name: .long, help: "Write every snapshot anew instead of comparing.")
    var record = false

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report to this file (for CI).", valueName: "file"))
    var junit: String?

    @OptionGroup var common: ScriptOptionsGroup

    /// What happened to one script.
    struct Outcome {
        enum Status { case passed, recorded, failed }
        var script: String
        var status: Status
        /// Why it failed (the differences or the script's error), or what was recorded.
        var detail: String = ""
        var seconds: Double = 0
    }

    func run() throws {
        let console = Console.current
        let scripts = try Self.scripts(in: paths.isEmpty ? ["."] : paths, console: console)
        if console.ownsProcess { startExitingWatchdog() }
        var outcomes: [Outcome] = []
        for script in scripts {
            let started = Date()
            var outcome = onLargeStack { check(script, console: console) }
            outcome.seconds = Date().timeIntervalSince(started)
            outcomes.append(outcome)
            console.print(Self.line(for: outcome))
        }
        let count = { (status: Outcome.Status) in outcomes.filter { $0.status == status }.count }
        var summary = "\(count(.passed)) passed, \(count(.failed)) failed"
        if count(.recorded) > 0 { summary += ", \(count(.recorded)) recorded" }
        console.print(summary)
        if let junit {
            do {
                try Data(Self.junitReport(outcomes).utf8).write(
                    to: URL(fileURLWithPath: console.resolve(junit)), options: .atomic)
            } catch {
                console.error("plumb: cannot write \(junit): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        if count(.failed) > 0 { throw ExitCode(1) }
    }

    /// The .lua files named or inside the folders named, sorted, modules and snapshots excluded.
    static func scripts(in paths: [String], console: Console) throws -> [String] {
        var scripts: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: console.resolve(path), isDirectory: &isDirectory) else {
                console.error("plumb: cannot read \(path): no such file or folder")
                throw ExitCode(2)
            }
            guard isDirectory.boolValue else {
                scripts.append(path)
                continue
            }
            let found =
                (FileManager.default.enumerator(atPath: console.resolve(path))?.compactMap { $0 as? String } ?? [])
                .filter {
                    name in
                    let parts = name.split(separator: "/")
                    return name.hasSuffix(".lua") && !parts.contains("modules") && !parts.contains("__snapshots__")
                        && !parts.contains(where: { $0.hasPrefix(".") })
                }
            scripts += found.sorted().map { path == "." ? $0 : (path as NSString).appendingPathComponent($0) }
        }
        return scripts
    }

    /// `__snapshots__/NAME.snap` beside `script`.
    static func snapshotPath(for script: String) -> String {
        let folder = (script as NSString).deletingLastPathComponent
        let name = ((script as NSString).lastPathComponent as NSString).deletingPathExtension + ".snap"
        return ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("__snapshots__/" + name)
    }

    private func check(_ script: String, console: Console) -> Outcome {
        guard case .contents(let source) = readScript(at: console.resolve(script), retryFor: 0) else {
            return Outcome(script: script, status: .failed, detail: "cannot read \(script)")
        }
        let declaration: ScriptDeclaration
        do {
            declaration = try ScriptDeclaration(source: source, path: script, resolve: console.resolve)
        } catch {
            return Outcome(script: script, status: .failed, detail: error.report(source: source, scriptPath: script))
        }
        if let exercise = common.showingHints(declaration.exercise) {
            return exerciseOutcome(
                script, source: source, declaration: declaration, exercise: exercise, console: console)
        }
        let snapshot: Snapshot
        switch snapshotOf(script, source: source, declaration: declaration, console: console) {
        case .failure(let failure):
            return Outcome(script: script, status: .failed, detail: failure.report(source: source, scriptPath: script))
        case .success(let made): snapshot = made
        }
        let path = Self.snapshotPath(for: script)
        let file = console.resolve(path)
        let stored = (try? String(contentsOfFile: file, encoding: .utf8)).flatMap(Snapshot.init(text:))
        if record || stored == nil {
            do {
                try FileManager.default.createDirectory(
                    atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(snapshot.text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                return Outcome(
                    script: script, status: .failed, detail: "cannot write \(path): \(error.localizedDescription)")
            }
            return Outcome(
                script: script, status: .recorded,
                detail: stored == nil ? "no snapshot yet: recorded \(path)" : "recorded \(path)")
        }
        // The report is indented by 4 (`line(for:)`): the diagrams get the rest of the terminal's
        // width, or of 80 columns when the output is no terminal (a log, CI).
        let width = console.outputIsTerminal ? console.terminalSize()?.columns ?? 80 : 80
        let differences = snapshot.differences(from: stored!, columns: max(20, width - 4))
        guard !differences.isEmpty else { return Outcome(script: script, status: .passed) }
        return Outcome(
            script: script, status: .failed,
            detail: differences + "\n(if the change is intended: plumb test --record \(script))")
    }

    /// An exercise (a script that declares goals, or a solution that names its exercise) is
    /// checked against its goals instead of a snapshot, in every variant it declares: it passes
    /// when every goal is met, and a failure says what is still off (`ExerciseWords`).
    private func exerciseOutcome(
        _ script: String, source: String, declaration: ScriptDeclaration, exercise: Exercise, console: Console
    ) -> Outcome {
        var unmet: [String] = []
        let laidOut = layouts(of: script, source: source, declaration: declaration, console: console) {
            caption, result, _ in
            let checks = exercise.check(result)
            guard !checks.allSatisfy(\.isMet) else { return }
            let ids = Exercise.ids(in: result)
            let header = caption.isEmpty ? "" : caption + ": "
            for check in checks where !check.isMet {
                unmet.append(header + ExerciseWords.describe(check, ids: ids) { nearestName(to: $0, in: $1) })
            }
        }
        if case .failure(let failure) = laidOut {
            return Outcome(script: script, status: .failed, detail: failure.report(source: source, scriptPath: script))
        }
        guard !unmet.isEmpty else { return Outcome(script: script, status: .passed) }
        return Outcome(
            script: script, status: .failed,
            detail: (["not yet solved:"] + unmet.map { "✗ " + $0 } + ExerciseWords.hintLines(exercise))
                .joined(separator: "\n"))
    }

    /// Runs `script` and lays it out for each variant it declares.
    private func snapshotOf(
        _ script: String, source: String, declaration: ScriptDeclaration, console: Console
    ) -> Result<Snapshot, ScriptFailure> {
        var made: [Snapshot.Variant] = []
        return layouts(of: script, source: source, declaration: declaration, console: console) {
            caption, result, diagram in
            made.append(
                Snapshot.Variant(
                    caption: caption,
                    diagram: diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                    frames: Snapshot.frames(of: result)))
        }.map {
            // As it reads back from its file (numbers as written), so that a comparison never sees
            // differences smaller than the file can hold.
            let snapshot = Snapshot(script: (script as NSString).lastPathComponent, variants: made)
            return Snapshot(text: snapshot.text) ?? snapshot
        }
    }

    /// Runs `script` and lays it out (and draws it) for each variant `declaration` gives, handing
    /// each to `body` with the variant's caption.
    private func layouts(
        of script: String, source: String, declaration: ScriptDeclaration, console: Console,
        _ body: (_ caption: String, _ result: LayoutResult, _ diagram: String) -> Void
    ) -> Result<Void, ScriptFailure> {
        var group = common.declaring(declaration)
        if group.canvas == nil {
            // 80×24 cells, whatever the terminal: a snapshot must not depend on where it is taken.
            group.canvas = CanvasSize(
                proposal: ProposedSize(width: 80 * group.cell.width, height: 24 * group.cell.height))
        }
        let options = group.scriptOptions(for: script, console: console)
        var settings = group.renderSettings(console: console, format: .diagram)
        settings.color = false
        settings.terminalColumns = nil
        settings.terminalRows = nil
        let variants: [Variant]
        do {
            variants = try Variants.parse(group.variants)
        } catch {
            return .failure(ScriptFailure(message: "\(script): \(error)"))
        }
        return Session.run(path: script, source: source, options: options) { run in
            for variant in variants {
                var current = settings
                variant.apply(&current)
                let laidOut = Session.layout(run, settings: current).flatMap { result in
                    Session.render(run, settings: current).map { (result, $0) }
                }
                switch laidOut {
                case .failure(let failure): return .failure(failure)
                case .success(let (result, diagram)): body(variant.caption, result, diagram)
                }
            }
            return .success(())
        }
    }

    static func line(for outcome: Outcome) -> String {
        switch outcome.status {
        case .passed: return "✓ \(outcome.script)"
        case .recorded: return "+ \(outcome.script): \(outcome.detail)"
        case .failed:
            let detail = outcome.detail.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            return (["✗ \(outcome.script)"] + detail).joined(separator: "\n")
        }
    }

    /// JUnit's XML: one test case per script, a failure with the differences as its text.
    static func junitReport(_ outcomes: [Outcome]) -> String {
        func escaped(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "\n", "\t": result.unicodeScalars.append(scalar)
                default:
                    // XML 1.0 has no place for other control characters.
                    if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
                }
            }
            return result
        }
        let failures = outcomes.filter { $0.status == .failed }.count
        let total = outcomes.reduce(0) { $0 + $1.seconds }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites tests=\"\(outcomes.count)\" failures=\"\(failures)\" time=\"\(String(format: "%.3f", total))\">",
            "  <testsuite name=\"plumb test\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" time=\"\(String(format: "%.3f", total))\">",
        ]
        for outcome in outcomes {
            let folder = (outcome.script as NSString).deletingLastPathComponent
            let name = (outcome.script as NSString).lastPathComponent
            let opening =
                "    <testcase classname=\"\(escaped(folder.isEmpty ? "." : folder))\" name=\"\(escaped(name))\" time=\"\(String(format: "%.3f", outcome.seconds))\""
            switch outcome.status {
            case .passed: lines.append(opening + "/>")
            case .recorded:
                lines.append(opening + ">")
                lines.append("      <system-out>\(escaped(outcome.detail))</system-out>")
                lines.append("    </testcase>")
            case .failed:
                let first = outcome.detail.split(separator: "\n").first.map(String.init) ?? "failed"
                lines.append(opening + ">")
                lines.append("      <failure message=\"\(escaped(first))\">\(escaped(outcome.detail))</failure>")
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
