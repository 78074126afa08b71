import Foundation
import PlumbFuzz
import PlumbTestSupport
import Testing

/// The fuzzer, bounded: a fixed, seeded sample of generated scripts through the real binary
/// (about half a minute), and every defect the fuzzer ever found. The long run is
/// `swift run -c release plumb-fuzz --count 10000` (see README, "Fuzzing").
@Suite("Fuzzing, bounded sample", .watchdog())
struct FuzzTests {
    static let sampleSize = Int(ProcessInfo.processInfo.environment["PLUMB_FUZZ_COUNT"] ?? "") ?? 120

    func runner() -> FuzzRunner {
        var runner = FuzzRunner(binary: plumbBinary.path)
        // A debug binary on a busy machine: a little more time, the same classification. Its
        // teardown and its unoptimised copies need more than the release campaign's margins
        // (`plumb-fuzz`: timeout + 1 s of CPU time, twice the memory cap).
        runner.timeout = 2
        runner.hangAfter = 4
        runner.rssCeilingMiB =
            Double(ProcessInfo.processInfo.environment["PLUMB_FUZZ_RSS_CEILING_MIB"] ?? "")
            ?? Double(runner.maxMemoryMiB) * 2 + 64
        return runner
    }

    @Test func aSeededSampleHasNoDefects() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let campaign = FuzzCampaign(
            generator: ScriptGenerator(corpus: exampleScripts(in: repositoryRoot.path)), runner: runner(),
            workFolder: work.path)
        let summary = campaign.run(first: 1, count: Self.sampleSize, jobs: 2, defectFolder: nil)
        #expect(summary.scripts == Self.sampleSize)
        #expect(summary.drawn > 0 && summary.clearErrors > 0)
        for defect in summary.defects {
            Issue.record("seed \(defect.seed) (\(defect.family)): \(defect.verdict)")
        }
    }

    /// Every script the fuzzer ever flagged (Tests/PlumbCLITests/FuzzRegressions) is a clear error
    /// or a drawing now: Lua as `card.lua`, Swift as `card.swift` (or in its place in a copy of its
    /// app, when its first line names one).
    @Test func everyDefectFoundSoFarStaysFixed() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/PlumbCLITests/FuzzRegressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".lua") || $0.hasSuffix(".swift")
        }
        #expect(!names.isEmpty)
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        var runner = runner()
        runner.repository = repositoryRoot.path
        for name in names.sorted() {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let outcome = runner.run(source, in: work.path, swift: name.hasSuffix(".swift"))
            #expect(!outcome.verdict.isDefect, "\(name): \(outcome.verdict) \(outcome.firstLine)")
        }
    }

    @Test func theGeneratorIsDeterministic() {
        let generator = ScriptGenerator(corpus: ["return Text('a'):frame { width = 10 }"])
        for seed in UInt64(1)...50 {
            #expect(generator.script(seed: seed).1 == generator.script(seed: seed).1)
        }
    }

    /// A hang is CPU time past the deadline: an endless loop is one on any machine; a run that
    /// waits (or that a busy machine starves) is not, however long the clock says it took.
    @Test func aHangIsComputingPastTheDeadline() throws {
        var runner = FuzzRunner(binary: "/bin/sh")
        runner.timeout = 0.1
        runner.hangAfter = 0.2
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let out = work.appendingPathComponent("out").path
        let err = work.appendingPathComponent("err").path
        let endless = try #require(runner.spawn(["/bin/sh", "-c", "while :; do :; done"], stdout: out, stderr: err))
        #expect(endless.0 == -1)
        #expect(endless.2 > 0.3)
        let waiting = try #require(runner.spawn(["/bin/sh", "-c", "sleep 1"], stdout: out, stderr: err))
        #expect(waiting.0 == 0)
        #expect(waiting.2 < 0.3)
    }

    @Test func theClassifierNeedsAPosition() {
        #expect(FuzzRunner.hasPosition("card.lua:3: boom", script: "card.lua"))
        #expect(FuzzRunner.hasPosition("card.lua:3:12: boom", script: "card.lua"))
        #expect(!FuzzRunner.hasPosition("card.lua:3:: boom", script: "card.lua"))
        #expect(!FuzzRunner.hasPosition("/tmp/card.lua: boom", script: "/tmp/card.lua"))
        #expect(!FuzzRunner.hasPosition("script stopped", script: "/tmp/card.lua"))
    }
}
