import Foundation
import PlumbTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `plumb watch`, end to end: the real binary, real files saved the ways editors save them, stdout read
/// as it arrives and split into frames at status lines (see WatchProcess.swift).
@Suite("plumb watch, end to end", .watchdog())
struct WatchTests {
    #if os(Linux)
        static let nativeBackend = "inotify"
    #else
        static let nativeBackend = "kqueue"
    #endif

    /// `return Text("…")`, the smallest script whose diagram shows its content.
    static func text(_ content: String) -> String { "return Text(\"\(content)\")\n" }

    /// Starts `plumb watch card.lua` on a project holding `files` and waits for the first frame, which
    /// must be a successful run showing `first`.
    func watch(
        _ files: [String: String], showing first: String, _ extra: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (WatchProject, WatchProcess) {
        let project = try WatchProject(files)
        let watch = try WatchProcess(
            ["card.lua", "--color", "never", "--canvas", "320x64"] + extra, in: project.folder)
        let frame = try #require(watch.nextFrame(sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        #expect(frame.ran && frame.body.contains(first), "\(frame)", sourceLocation: sourceLocation)
        return (project, watch)
    }

    @Test func inPlaceWriteRedrawsOnce() throws {
        let (project, watch) = try watch(["card.lua": Self.text("one")], showing: "one")
        try project.write("card.lua", Self.text("two"))
        let frame = watch.expectRun(showing: "two")
        #expect(frame?.body.contains("one") == false)
        #expect(frame?.backend == Self.nativeBackend)
        watch.expectNoFrame()
        // Saving the same bytes again runs nothing.
        try project.write("card.lua", Self.text("two"))
        watch.expectNoFrame()
        #expect(watch.stop() == 0)
    }

    @Test func renameSavesRedrawEveryTime() throws {
        let (project, watch) = try watch(["card.lua": Self.text("one")], showing: "one")
        try project.renameSave("card.lua", Self.text("two"))
        watch.expectRun(showing: "two")
        try project.renameSave("card.lua", Self.text("three"))
        watch.expectRun(showing: "three")
        watch.expectNoFrame()
    }

    @Test func jetBrainsSafeWriteRedrawsOnce() throws {
        let (project, watch) = try watch(["card.lua": Self.text("one")], showing: "one")
        try project.jetBrainsSave("card.lua", Self.text("two"))
        watch.expectRun(showing: "two")
        watch.expectNoFrame()
    }

    @Test func deletedScriptIsWaitedForAndPickedUp() throws {
        let (project, watch) = try watch(["card.lua": Self.text("one")], showing: "one")
        try project.delete("card.lua")
        let waiting = try #require(watch.nextFrame())
        #expect(waiting.what == "waiting for card.lua…", "\(waiting)")
        #expect(waiting.stale && waiting.body.contains("one"), "\(waiting)")
        try project.write("card.lua", Self.text("back"))
        watch.expectRun(showing: "back")
    }

    @Test func scriptMissingAtStartIsWaitedFor() throws {
        let project = try WatchProject([:])
        let watch = try WatchProcess(["card.lua", "--color", "never", "--canvas", "320x64"], in: project.folder)
        let waiting = try #require(watch.nextFrame())
        #expect(waiting.what == "waiting for card.lua…" && waiting.body.isEmpty, "\(waiting)")
        try project.write("card.lua", Self.text("here"))
        watch.expectRun(showing: "here")
    }

    @Test func watchesExactlyTheModulesTheLastRunRequired() throws {
        let (project, watch) = try watch(
            ["card.lua": "return Text(require(\"label\"))\n", "label.lua": "return \"first\"\n"], showing: "first")
        try project.write("label.lua", "return \"second\"\n")
        watch.expectRun(showing: "second")
        // A broken module fails the run; the module is still watched, so fixing it redraws.
        try project.write("label.lua", "return (\n")
        let failed = try #require(watch.nextFrame())
        #expect(failed.failed && failed.stale && failed.body.contains("label.lua:"), "\(failed)")
        try project.write("label.lua", "return \"fixed\"\n")
        watch.expectRun(showing: "fixed")
        // Once the script stops requiring it, the module is no longer watched.
        try project.write("card.lua", Self.text("alone"))
        watch.expectRun(showing: "alone")
        try project.write("label.lua", "return \"ignored\"\n")
        watch.expectNoFrame()
    }

    @Test func syntaxErrorKeepsTheLastGoodDiagramMarkedStale() throws {
        let (project, watch) = try watch(["card.lua": Self.text("good")], showing: "good")
        try project.write("card.lua", "local x = 1\nreturn Text(\"bad\"))\n")
        let frame = try #require(watch.nextFrame())
        #expect(frame.failed, "\(frame)")
        let lines = frame.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marker = try #require(lines.firstIndex { $0.hasPrefix("── stale: last good diagram from ") }, "\(frame)")
        // The last good diagram above the marker, the error with its source line and caret below it.
        #expect(lines[..<marker].contains { $0.contains("good") }, "\(frame)")
        #expect(lines[marker].hasSuffix(" ──") && lines[marker].count == "── stale: last good diagram from ".count + 11)
        #expect(lines[marker + 1].hasPrefix("card.lua:2: <eof> expected near ')'"), "\(frame)")
        #expect(lines[(marker + 2)...].contains { $0.hasPrefix(" 2 | ") }, "\(frame)")
        #expect(lines[(marker + 2)...].contains { $0.contains("| ^") }, "\(frame)")
        try project.write("card.lua", Self.text("fixed"))
        let fixed = watch.expectRun(showing: "fixed")
        #expect(fixed?.body.contains("expected") == false)
    }

    @Test func runawayLoopIsStoppedAndTheWatchGoesOn() throws {
        let (project, watch) = try watch(
            ["card.lua": Self.text("good")], showing: "good", ["--timeout", "0.3", "--max-instructions", "\(Int.max)"])
        try project.write("card.lua", "while true do end\n")
        let frame = try #require(watch.nextFrame())
        #expect(frame.failed && frame.stale, "\(frame)")
        #expect(frame.body.contains("card.lua:1: script stopped: ran longer than 0.3 s"), "\(frame)")
        try project.write("card.lua", Self.text("fixed"))
        watch.expectRun(showing: "fixed")
    }

    @Test func memoryBombIsStoppedAndTheWatchGoesOn() throws {
        // Megabyte strings reach the cap within a few dozen steps, even in a sanitizer build.
        let (project, watch) = try watch(
            ["card.lua": Self.text("good")], showing: "good", ["--max-memory", "32", "--timeout", "30"])
        try project.write(
            "card.lua", "local t = {}\nlocal s = string.rep(\"x\", 1e6)\nfor i = 1, 1e9 do t[i] = s .. i end\n")
        let frame = try #require(watch.nextFrame(timeout: 8))
        #expect(frame.failed && frame.stale, "\(frame)")
        #expect(frame.body.contains("memory limit of 32 MiB exceeded"), "\(frame)")
        try project.write("card.lua", Self.text("fixed"))
        watch.expectRun(showing: "fixed")
    }

    @Test func burstOfTenWritesRunsOnce() throws {
        let (project, watch) = try watch(["card.lua": Self.text("start")], showing: "start")
        for index in 1...10 { try project.write("card.lua", Self.text("burst \(index)")) }
        watch.expectRun(showing: "burst 10")
        watch.expectNoFrame(for: 0.4)
    }

    @Test func pollingBackend() throws {
        let (project, watch) = try watch(["card.lua": Self.text("one")], showing: "one", ["--poll"])
        try project.write("card.lua", Self.text("two"))
        let frame = watch.expectRun(showing: "two")
        #expect(frame?.backend == "polling 100 ms")
        try project.renameSave("card.lua", Self.text("three"))
        watch.expectRun(showing: "three")
        watch.expectNoFrame()
    }

    @Test func onceExitsWithTheRunsStatus() throws {
        let project = try WatchProject(["good.lua": Self.text("fine"), "bad.lua": "return Text(\n"])
        func once(_ name: String) throws -> ProcessOutput {
            try runPlumb(["watch", "--once", name, "--color", "never", "--canvas", "320x64"], in: project.folder)
        }
        let good = try once("good.lua")
        #expect(good.status == 0)
        let frames = WatchProcess.frames(in: good.stdout)
        #expect(frames.count == 1 && frames[0].ran && frames[0].body.contains("fine"), "\(good.stdout)")
        let bad = try once("bad.lua")
        #expect(bad.status == 1)
        #expect(WatchProcess.frames(in: bad.stdout).first?.failed == true, "\(bad.stdout)")
        #expect(bad.stdout.contains("bad.lua:2:"), "\(bad.stdout)")
        let missing = try once("missing.lua")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read missing.lua"), "\(missing.stderr)")
    }

    @Test func ctrlCStopsARunawayScriptAtOnce() throws {
        // An endless loop under an hour's deadline: only the interrupt can end this run, so an
        // exit at all (status 0, within the stop's patience) is the interrupt's doing.
        let (project, watch) = try watch(["card.lua": Self.text("good")], showing: "good", ["--timeout", "3600"])
        try project.write("card.lua", "while true do end\n")
        usleep(300_000)  // the debounce has fired and the endless run is under way
        #expect(watch.stop(with: SIGINT, timeout: 60) == 0, "Ctrl-C waited for the run to end")
    }

    @Test func ctrlCExitsCleanly() throws {
        let (_, watch) = try watch(["card.lua": Self.text("one")], showing: "one")
        #expect(watch.stop(with: SIGINT) == 0)
        #expect(watch.rawOutput.hasSuffix(" · \(Self.nativeBackend)\n"))
        #expect(watch.standardError.isEmpty, "\(watch.standardError)")
    }

    /// On a terminal: the canvas follows the window; SIGWINCH lays the last run out again for the new
    /// size without running the script; `--clear` clears before each frame; Ctrl-C restores the terminal.
    @Test func resizeRelaysOutWithoutRunningAgain() throws {
        let project = try WatchProject(["card.lua": "return Rectangle()\n"])
        let watch = try WatchProcess(
            ["card.lua", "--color", "never", "--clear"], in: project.folder, terminal: (40, 12))
        let first = try #require(watch.nextFrame())
        #expect(first.ran)
        let firstLines = first.body.split(separator: "\n").map(String.init)
        // 40 columns; 12 rows minus the status line.
        #expect(firstLines.count == 11, "\(first)")
        #expect(firstLines.first == "┌" + String(repeating: "─", count: 38) + "┐", "\(first)")
        try watch.resize(columns: 60, rows: 16)
        watch.send(SIGWINCH)
        let resized = try #require(watch.nextFrame())
        #expect(resized.what.hasPrefix("resized to 60×16 in "), "\(resized)")
        let lines = resized.body.split(separator: "\n").map(String.init)
        #expect(lines.count == 15, "\(resized)")
        #expect(lines.first == "┌" + String(repeating: "─", count: 58) + "┐", "\(resized)")
        #expect(watch.stop(with: SIGINT) == 0)
        let raw = watch.rawOutput
        #expect(raw.components(separatedBy: "\u{1B}[H\u{1B}[2J").count == 3, "two frames, each after a clear")
        #expect(raw.hasSuffix("\u{1B}[0m\u{1B}[?25h\r\n"), "\(raw.suffix(40).debugDescription)")
    }

    /// A watch holds one run: once a save fails, the last good picture stays, stale, but its run is
    /// gone, so a resize shows that picture as it was drawn, with the error, and the GeometryReader
    /// of the old run does not run again.
    @Test func aResizeAfterAFailureShowsTheStalePictureAsDrawn() throws {
        let source = """
            return GeometryReader(function(proxy)
              return Text(string.format("%d wide", proxy.size.width))
            end)

            """
        let project = try WatchProject(["reader.lua": source])
        let watch = try WatchProcess(["reader.lua", "--color", "never"], in: project.folder, terminal: (60, 12))
        let first = try #require(watch.nextFrame())
        #expect(first.body.contains("480 wide"), "\(first)")
        try project.write("reader.lua", "return Text('bad'))\n")
        let failed = try #require(watch.nextFrame())
        #expect(failed.failed, "\(failed)")
        try watch.resize(columns: 80, rows: 16)
        watch.send(SIGWINCH)
        let resized = try #require(watch.nextFrame())
        #expect(resized.what.hasPrefix("resized to 80×16"), "\(resized)")
        #expect(resized.body.contains("480 wide"), "\(resized)")
        #expect(!resized.body.contains("640 wide"), "\(resized)")
        #expect(resized.body.contains("── stale: last good diagram from "), "\(resized)")
        #expect(resized.body.contains("reader.lua:1:"), "\(resized)")
        #expect(watch.stop(with: SIGINT) == 0)
    }

    /// A resize runs a GeometryReader's function again for the new size (not the script).
    @Test func resizeRebuildsGeometryReaderContent() throws {
        let source = """
            runs = (runs or 0) + 1
            return GeometryReader(function(proxy)
              return Text(string.format("%d wide, run %d", proxy.size.width, runs))
            end)

            """
        let project = try WatchProject(["reader.lua": source])
        let watch = try WatchProcess(["reader.lua", "--color", "never"], in: project.folder, terminal: (40, 12))
        let first = try #require(watch.nextFrame())
        #expect(first.body.contains("320 wide, run 1"), "\(first)")
        try watch.resize(columns: 60, rows: 16)
        watch.send(SIGWINCH)
        let resized = try #require(watch.nextFrame())
        #expect(resized.what.hasPrefix("resized to 60×16"), "\(resized)")
        #expect(resized.body.contains("480 wide, run 1"), "\(resized)")
        #expect(watch.stop(with: SIGINT) == 0)
    }

    /// A run that goes on past `WatchStatus.runningDelay` says so on the status line, in place,
    /// on a terminal: an endless loop, stopped by its timeout, is such a run on any machine.
    @Test func aLongRunSaysItIsRunning() throws {
        let project = try WatchProject(["card.lua": "return Text('quick')\n"])
        let watch = try WatchProcess(
            ["card.lua", "--color", "never", "--timeout", "1", "--max-instructions", "\(Int.max)"], in: project.folder,
            terminal: (60, 12))
        _ = try #require(watch.nextFrame())
        try project.write("card.lua", "while true do end\n")
        // On a terminal the last status line has no newline until the watch ends.
        let deadline = Date().addingTimeInterval(20)
        while !watch.rawOutput.contains("failed in"), Date() < deadline { usleep(20_000) }
        #expect(watch.stop(with: SIGINT) == 0)
        let frames = WatchProcess.frames(in: watch.rawOutput)
        #expect(frames.last?.failed == true, "\(frames)")
        #expect(watch.rawOutput.contains(" · running… "), "\(watch.rawOutput.debugDescription)")
    }
}
