import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbText

private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
private let generator = repositoryRoot + "/Tools/generate-text-metrics.py"
private let fontFile = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

/// Whether `python3` can import fontTools and uharfbuzz and Debian's fonts-inter is installed
/// (Tools/bootstrap.sh installs them).
private let canRegenerate: Bool = {
    guard FileManager.default.fileExists(atPath: fontFile) else { return false }
    let outcome = try? ChildProcess.run("/usr/bin/env", ["python3", "-c", "import fontTools, uharfbuzz"], seconds: 60)
    return outcome?.status == 0
}()

@Suite(
    .enabled(
        if: canRegenerate,
        "SKIPPED: regenerating the width table needs python3 with fontTools and uharfbuzz, and fonts-inter"))
struct RegenerationTests {
    /// The committed table and licence are what the generator writes from the installed fonts,
    /// byte for byte.
    @Test func theCommittedTableIsWhatTheGeneratorWrites() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-text-metrics-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try ChildProcess.run(
            "/usr/bin/env", ["python3", generator, "--output-dir", directory.path], seconds: 300)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for name in ["InterTable.swift", "Inter-OFL.txt"] {
            let committed = try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Sources/PlumbText/" + name))
            let regenerated = try Data(contentsOf: directory.appendingPathComponent(name))
            #expect(
                committed == regenerated,
                "\(name) differs from what Tools/generate-text-metrics.py writes from the installed fonts")
        }
        // The table's version strings are the installed fonts'.
        let table = try String(contentsOf: directory.appendingPathComponent("InterTable.swift"), encoding: .utf8)
        for version in InterTable.fontVersions { #expect(table.contains(version)) }
    }
}
