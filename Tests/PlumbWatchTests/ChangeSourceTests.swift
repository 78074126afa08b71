import Foundation
import Testing

@testable import PlumbWatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ChangeSourceTests {
    @Test func backendNames() {
        let (polling, pollingName) = makeChangeSource(for: [], forcePolling: true, pollInterval: 0.1)
        #expect(pollingName == "polling 100 ms")
        #expect(polling is PollingChangeSource)
        #expect(
            makeChangeSource(for: [], forcePolling: true, pollInterval: 0.25).backendName
                == "polling 250 ms")
        #if os(Linux)
            let (native, nativeName) = makeChangeSource(for: [], forcePolling: false, pollInterval: 0.1)
            #expect(nativeName == "inotify")
            #expect(native is InotifyChangeSource)
        #endif
    }

    @Test func editorTemporaryNames() {
        for name in [
            "4913", ".card.lua.swp", ".card.lua.swx", ".card.lua.swo", "card.lua~",
            "card.lua___jb_tmp___",
            "card.lua___jb_old___", ".#card.lua", "#card.lua#",
        ] {
            #expect(isEditorTemporaryFile(name), "\(name)")
        }
        for name in ["card.lua", "swift.lua", "#", "a.swift", "4914", "notes.sw"] {
            #expect(!isEditorTemporaryFile(name), "\(name)")
        }
    }

    @Test func readScriptRetriesMissingAndEmpty() throws {
        let fixture = try Fixture(script: "return 1\n")
        #expect(readScript(at: fixture.script, retryFor: 0) == .contents("return 1\n"))
        #expect(readScript(at: fixture.path("nope.lua"), retryFor: 0.1) == .missing)
        try fixture.write(fixture.script, "")
        #expect(readScript(at: fixture.script, retryFor: 0.1) == .empty)
        // A file that appears while we retry is read. Written from a thread of its own: with the
        // whole suite running in parallel the global queue's workers can all be busy for longer
        // than the retry window (seen once in CI-like runs).
        let late = fixture.path("late.lua")
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.1)
            try? "return 2\n".write(toFile: late, atomically: true, encoding: .utf8)
        }
        writer.start()
        #expect(readScript(at: late, retryFor: 5) == .contents("return 2\n"))
    }

    @Test func changeSourcesReportFilesByTheirGivenNames() throws {
        let fixture = try Fixture()
        for backend in Backend.allCases {
            let (source, _) = makeChangeSource(
                for: [fixture.script], forcePolling: backend == .polling, pollInterval: 0.05)
            defer { source.stop() }
            try fixture.saveByRename(fixture.script, "-- \(backend)\n")
            #expect(source.waitForChanges(timeout: 1) == [fixture.script], "\(backend)")
            source.stop()
            #expect(source.drain() == [])
        }
    }

    #if os(Linux)
        /// A directory that does not exist yet is polled until it can be watched.
        @Test func inotifyWatchesADirectoryCreatedLater() throws {
            let fixture = try Fixture()
            let module = fixture.path("later/mod.lua")
            let source = try InotifyChangeSource(paths: [module], pollInterval: 0.05)
            defer { source.stop() }
            #expect(source.maximumWait != nil)
            #expect(mkdir(fixture.path("later"), 0o755) == 0)
            try fixture.write(module, "return 1\n")
            #expect(source.waitForChanges(timeout: 1.5) == [module])
            // The directory is now watched natively: no more polling.
            _ = source.waitForChanges(timeout: 0.2)
            #expect(source.maximumWait == nil)
            try fixture.saveByRename(module, "return 2\n")
            #expect(source.waitForChanges(timeout: 1) == [module])
        }

        @Test func inotifyFollowsSymlinkedScripts() throws {
            let fixture = try Fixture()
            #expect(mkdir(fixture.path("real"), 0o755) == 0)
            let target = fixture.path("real/card.lua")
            try fixture.write(target, "return 1\n")
            let link = fixture.path("link.lua")
            #expect(symlink(target, link) == 0)
            let source = try InotifyChangeSource(paths: [link])
            defer { source.stop() }
            try fixture.write(target, "return 2\n")
            #expect(source.waitForChanges(timeout: 1) == [link])
        }
    #endif

    @Test func terminalSizeIsNilOrPositive() {
        if let size = terminalSize() {
            #expect(size.columns > 0 && size.rows > 0)
        }
    }
}

/// Signals are process-wide, so this is the only test that lets a loop catch them.
@Suite(.serialized) struct SignalTests {
    @Test func resizeAndInterruptArriveThroughNext() throws {
        let fixture = try Fixture()
        var before = sigaction()
        sigaction(SIGINT, nil, &before)
        let loop = WatchLoop(script: fixture.script, handleSignals: true)
        // A SIGINT with no handler in place would end the whole test run without a word: send
        // none unless the loop's relay is installed (SIG_DFL is 0, SIG_IGN 1).
        var installed = sigaction()
        sigaction(SIGINT, nil, &installed)
        try #require(handlerAddress(installed) > 1, "the loop installed no SIGINT handler")
        kill(getpid(), SIGWINCH)
        #expect(loop.next(timeout: 1) == .resized)
        // Signals are delivered asynchronously; once both have landed they make one event.
        kill(getpid(), SIGWINCH)
        kill(getpid(), SIGWINCH)
        sleep(seconds: 0.1)
        #expect(loop.next(timeout: 1) == .resized)
        #expect(loop.next(timeout: 0.1) == nil)
        kill(getpid(), SIGINT)
        // A Lua hook can see the interrupt without consuming it; `next` still reports it.
        let deadline = monotonicNow() + 1
        while !loop.interruptRequested() && monotonicNow() < deadline { sleep(seconds: 0.005) }
        #expect(loop.interruptRequested())
        #expect(loop.next(timeout: 1) == .interrupted)
        #expect(!loop.interruptRequested())
        loop.stop()
        var after = sigaction()
        sigaction(SIGINT, nil, &after)
        #expect(handlerAddress(after) == handlerAddress(before))
    }

    private func handlerAddress(_ action: sigaction) -> Int {
        #if canImport(Glibc)
            unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
            unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }
}
