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
        generator.swiftModuleCorpus = exampleSwiftModuleFiles(in: repositoryRoot.path)
        generator.families = [.swiftImport]
        return generator
    }

    @Test func theSwiftCorpusIsTheRepositorysOwnSwift() throws {
        let corpus = exampleSwiftSnippets(in: repositoryRoot.path)
        let apps = exampleSwiftModuleFiles(in: repositoryRoot.path)
        // The importer's tests, its fixtures, and every file of the whole apps.
        #expect(corpus.contains { $0.contains("@Suite") })
        #expect(corpus.contains { $0.contains("struct ContentView") })
        #expect(apps.count >= 50)
        #expect(Set(apps.map(\.app)).count >= 5)
        for file in apps {
            let text = try String(
                contentsOf: repositoryRoot.appendingPathComponent(file.app + "/" + file.file), encoding: .utf8)
            #expect(text == file.text)
            #expect(corpus.contains(text), "\(file.app)/\(file.file) is not in the corpus")
        }
        // A folder that is missing adds nothing.
        let empty = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(exampleSwiftSnippets(in: empty.path).isEmpty && exampleSwiftModuleFiles(in: empty.path).isEmpty)
    }

    @Test func aSeededSampleHoldsFilesMutatedInsideTheirApps() {
        let generator = generator()
        let placed = (UInt64(1)...400).compactMap { FuzzRunner.modulePlacement(generator.script(seed: $0).1) }
        #expect(placed.count >= 10)
        for (app, file) in placed {
            #expect(app.hasPrefix("Tests/PlumbImportTests/Apps/") && file.hasSuffix(".swift"))
        }
    }

    /// A file mutated inside its app is imported with its module, from a copy of the app that the
    /// run leaves as it found it; the message names the file in the copy.
    @Test func aFileMutatedInsideItsAppIsImportedWithItsModule() throws {
        var runner = FuzzRunner(binary: plumbBinary.path)
        runner.repository = repositoryRoot.path
        runner.timeout = 5
        runner.hangAfter = 30
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let app = "Tests/PlumbImportTests/Apps/Tally"
        let file = "HabitRowView.swift"
        let original = try String(contentsOf: repositoryRoot.appendingPathComponent(app + "/" + file), encoding: .utf8)
        let broken = ScriptGenerator.moduleHeader + app + " | " + file + "\n" + original + "\nstruct {\n"
        let outcome = runner.run(broken, in: work.path, swift: true)
        #expect(outcome.verdict == .clearError, "\(outcome.verdict): \(outcome.firstLine)")
        #expect(outcome.firstLine.hasPrefix("module/Tally/HabitRowView.swift:"), "\(outcome.firstLine)")
        let copy = try String(contentsOf: work.appendingPathComponent("module/Tally/" + file), encoding: .utf8)
        #expect(copy == original)
        // The app's other files are there: the module is whole.
        let names = try FileManager.default.contentsOfDirectory(
            atPath: work.appendingPathComponent("module/Tally").path)
        #expect(names.contains("TallyApp.swift") && names.contains("HabitStore.swift"))
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

    /// A module's warnings come before the error (a file no target of its package holds: the
    /// warning names `Package.swift` alone); the verdict is the error's, which has its position.
    @Test func aModulesWarningsBeforeTheErrorAreNotTheVerdict() throws {
        var runner = FuzzRunner(binary: plumbBinary.path)
        runner.repository = repositoryRoot.path
        runner.timeout = 5
        runner.hangAfter = 30
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let app = "Tests/PlumbImportTests/Apps/Fieldnotes"
        let file = "Sources/UI/Archive/SightingRowOld.swift"
        let source =
            ScriptGenerator.moduleHeader + app + " | " + file
            + "\nstruct V: View {\n    var body: some View {\nText(\"x\") }\n)\n"
        let outcome = runner.run(source, in: work.path, swift: true)
        #expect(outcome.verdict == .clearError, "\(outcome.verdict): \(outcome.firstLine)")
        #expect(outcome.firstLine.hasPrefix("module/Fieldnotes/\(file):5:"), "\(outcome.firstLine)")
    }

    /// Found by the Swift fuzz family (121 chained `.padding(1)`, which overflowed a debug
    /// build's stack): an importer that crashed left the Swift runtime's backtracer holding its
    /// output, and `plumb` waited for that output's end for good. Here the importer dies of a
    /// signal and leaves a process holding its output for a minute: `plumb` tells the signal at
    /// once.
    @Test func anImporterThatCrashesAndLeavesItsOutputOpenIsToldAtOnce() throws {
        let folder = try scriptFolder("card.swift", "Text(\"x\")\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let importer = folder.appendingPathComponent("crashing-importer")
        try "#!/bin/sh\nsleep 60 &\nkill -SEGV $$\n".write(to: importer, atomically: false, encoding: .utf8)
        chmod(importer.path, 0o755)
        let started = Date()
        let output = try runPlumb(
            ["run", "card.swift", "--color", "never"], in: folder, environment: ["PLUMB_IMPORT": importer.path],
            timeout: 30)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(output.status == 1, "\(output)")
        #expect(
            output.stderr.hasPrefix("card.swift: plumb-import was stopped by signal 11 while importing"), "\(output)")
    }

    @Test func aSeededSwiftSampleHasNoDefects() throws {
        var runner = FuzzRunner(binary: plumbBinary.path)
        runner.repository = repositoryRoot.path
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
