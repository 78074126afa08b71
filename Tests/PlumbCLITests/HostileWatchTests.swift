import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hostile scripts in `plumb watch`: a module that comes back late, scripts stuck in C code, and a
/// script file larger than the memory limit.
extension WatchTests {
    @Test func aModuleDeletedAndRecreatedLaterIsWatchedAgain() throws {
        let (project, watch) = try watch(
            ["card.lua": "return require('part')\n", "part.lua": Self.text("one")], showing: "one")
        try project.delete("part.lua")
        let failed = try #require(watch.nextFrame())
        #expect(failed.failed && failed.body.contains("module 'part' not found"), "\(failed)")
        usleep(800_000)  // longer than the loop's settle time: the failed run decided the watch set
        try project.write("part.lua", Self.text("back"))
        watch.expectRun(showing: "back")
        try project.write("part.lua", Self.text("again"))
        watch.expectRun(showing: "again")
    }

    /// A sparse file of 1 TiB: it takes no disk, and no machine reads it within a frame's wait.
    static func growToOneTebibyte(_ path: String) throws {
        let fd = open(path, O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(ftruncate(fd, 1 << 40) == 0)
    }

    static let oneTebibyteRefused =
        "card.lua:1: script stopped while reading the script (1024 GiB): memory limit of 16 MiB exceeded (raise it with --max-memory)"

    /// A script saved larger than the memory limit is refused before it is read, as `plumb run`
    /// refuses it (the file, its size, the cap); the last good picture stays, and the next save
    /// that fits runs.
    @Test func aScriptLargerThanTheCapIsRefusedBeforeItIsRead() throws {
        let (project, watch) = try watch(["card.lua": Self.text("good")], showing: "good", ["--max-memory", "16"])
        try Self.growToOneTebibyte(project.path("card.lua"))
        let refused = try #require(watch.nextFrame(timeout: 10))
        #expect(refused.failed && refused.stale, "\(refused)")
        #expect(refused.body.contains(Self.oneTebibyteRefused), "\(refused)")
        #expect(refused.body.contains("good"), "the last good picture is gone: \(refused)")
        try project.write("card.lua", Self.text("later"))
        watch.expectRun(showing: "later")
        #expect(watch.stop(with: SIGINT) == 0)
    }

    /// Started on such a file, `plumb watch --once` refuses it the same way, without reading it.
    @Test func watchOnceRefusesAScriptLargerThanTheCap() throws {
        let project = try WatchProject(["card.lua": Self.text("good")])
        try Self.growToOneTebibyte(project.path("card.lua"))
        let output = try runPlumb(
            ["watch", "card.lua", "--once", "--color", "never", "--max-memory", "16"], in: project.folder,
            timeout: 10)
        #expect(output.status == 1, "\(output)")
        #expect((output.stdout + output.stderr).contains(Self.oneTebibyteRefused), "\(output)")
    }

    @Test func ctrlCStopsAScriptStuckInAPatternMatch() throws {
        // A match of ~10¹⁶ steps under an hour's deadline: only the interrupt can end this run.
        let (project, watch) = try watch(["card.lua": Self.text("good")], showing: "good", ["--timeout", "3600"])
        try project.write("card.lua", "string.find(('a'):rep(1e4), '.-.-.-.-x')\nreturn Text('x')\n")
        usleep(300_000)
        #expect(watch.stop(with: SIGINT, timeout: 60) == 0, "Ctrl-C waited for the pattern match")
    }

    @Test func aScriptStuckInCDoesNotBlockLaterSaves() throws {
        let (project, watch) = try watch(["card.lua": Self.text("good")], showing: "good", ["--timeout", "1"])
        try project.write("card.lua", "string.find(('a'):rep(1e4), '.-.-.-.-x')\nreturn Text('x')\n")
        // The watchdog restarts the watch, which shows why and waits for the next save.
        let stopped = try #require(watch.nextFrame(timeout: 6))
        #expect(stopped.body.contains("card.lua:1: script stopped: ran longer than 1 s"), "\(stopped)")
        #expect(stopped.body.contains("string.find"), "\(stopped)")
        try project.write("card.lua", Self.text("later"))
        watch.expectRun(showing: "later")
        #expect(watch.stop(with: SIGINT) == 0)
    }
}
