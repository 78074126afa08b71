import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hostile scripts in `plumb watch`: a module that comes back late, and scripts stuck in C code.
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
