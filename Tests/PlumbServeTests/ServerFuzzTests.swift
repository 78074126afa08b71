import Foundation
import PlumbFuzz
import PlumbTestSupport
import Testing

/// The server fuzzer (HTTP heads and WebSocket frames, malformed and huge) against a real
/// `plumb serve` process: no crash, no hang, no overrun, and the terminal still draws a save.
/// 200 cases here; `PLUMB_SERVER_FUZZ_CASES=10000 swift test --filter ServerFuzzTests` runs more.
@Suite(.serialized, .watchdog(seconds: 3_600)) struct ServerFuzzTests {
    @Test func fuzzedInputsNeitherCrashNorHangTheServer() async throws {
        let cases = Int(ProcessInfo.processInfo.environment["PLUMB_SERVER_FUZZ_CASES"] ?? "") ?? 200
        let served = try await offPool {
            try ServeProcess("return Text(\"first\")\n", limits: "firstByteSeconds=1,headSeconds=1")
        }
        let port = served.port
        let before = served.residentBytes
        var fuzzer = ServerFuzzer(port: port)
        fuzzer.deadline = 3
        let (summary, crashed) = try await offPool { [fuzzer] in
            fuzzer.run(first: 1, count: cases) {
                served.process.isRunning
                    && (try? RawClient.get("/layout.json", port: port).status) == 200
            }
        }
        #expect(!crashed, "the server stopped or stopped answering")
        #expect(summary.hangs.isEmpty, "hangs at seeds \(summary.hangs.prefix(20))")
        #expect(summary.overruns.isEmpty, "overruns at seeds \(summary.overruns.prefix(20))")
        #expect(summary.cases == cases)
        let grown = served.residentBytes - before
        #expect(grown < 32 << 20, "resident memory grew by \(grown >> 10) KiB")
        try served.save("return Text(\"after\")\n")
        #expect(served.waitForDrawing("after"))
        print(
            "server fuzz: \(summary.cases) cases, \(summary.answered) answered, \(summary.closedUnanswered) closed unanswered, \(summary.hangs.count) hangs, \(summary.overruns.count) overruns, crashed: \(crashed); resident memory +\(grown >> 10) KiB"
        )
    }
}
