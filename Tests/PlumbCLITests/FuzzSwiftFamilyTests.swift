import Foundation
import PlumbFuzz
import PlumbTestSupport
import Testing

/// The fuzzer's Swift family (`Sources/PlumbFuzz/SwiftFamily.swift`): SwiftUI source run as
/// `card.swift`, imported by the `plumb-import` beside `plumb`. A small seeded sample through the
/// real binaries; the campaign is `plumb-fuzz --family swiftImport` (see Sources/PlumbImport/README.md).
@Suite("Fuzzing, the Swift family", .watchdog())
struct FuzzSwiftFamilyTests {
    static let sampleSize = Int(ProcessInfo.processInfo.environment["PLUMB_FUZZ_SWIFT_COUNT"] ?? "") ?? 24

    func generator() -> ScriptGenerator {
        var generator = ScriptGenerator(corpus: exampleScripts(in: repositoryRoot.path))
        generator.swiftCorpus = exampleSwiftSnippets(in: repositoryRoot.path)
        generator.families = [.swiftImport]
        return generator
    }

    @Test func theSwiftCorpusIsTheImportersFixtures() {
        let corpus = exampleSwiftSnippets(in: repositoryRoot.path)
        #expect(corpus.count >= 90)
        #expect(corpus.contains { $0.contains("struct ContentView") })
    }

    @Test func theSwiftFamilyIsDeterministicAndSwift() {
        let generator = generator()
        for seed in UInt64(1)...40 {
            let (family, source) = generator.script(seed: seed)
            #expect(family == .swiftImport && family.isSwift)
            #expect(generator.script(seed: seed).1 == source)
        }
    }

    @Test func anImportLimitNamesTheFileAndTheLimit() {
        #expect(
            FuzzRunner.isImportLimit(
                "card.swift: importing needed more memory than the cap of 64 MiB and was stopped (raise it with --max-memory)",
                script: "card.swift"))
        #expect(
            FuzzRunner.isImportLimit(
                "card.swift: importing took longer than 1 s and was stopped (raise it with --timeout)",
                script: "card.swift"))
        #expect(
            !FuzzRunner.isImportLimit(
                "card.swift: plumb-import was stopped by signal 11 while importing", script: "card.swift"))
        #expect(
            !FuzzRunner.isImportLimit("card.lua: importing took longer (raise it with --timeout)", script: "card.lua"))
        #expect(FuzzRunner.hasPosition("card.swift:3:17: error: unknown name 'x'", script: "card.swift"))
    }

    @Test func aSeededSwiftSampleHasNoDefects() throws {
        var runner = FuzzRunner(binary: plumbBinary.path)
        runner.timeout = 2
        if let ceiling = Double(ProcessInfo.processInfo.environment["PLUMB_FUZZ_RSS_CEILING_MIB"] ?? "") {
            runner.rssCeilingMiB = ceiling
        }
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let campaign = FuzzCampaign(generator: generator(), runner: runner, workFolder: work.path)
        let summary = campaign.run(first: 1, count: Self.sampleSize, jobs: 2, defectFolder: nil)
        #expect(summary.scripts == Self.sampleSize)
        #expect(summary.byFamily == ["swiftImport": Self.sampleSize])
        #expect(summary.clearErrors > 0)
        for defect in summary.defects {
            Issue.record("seed \(defect.seed) (\(defect.family)): \(defect.verdict)")
        }
    }
}
