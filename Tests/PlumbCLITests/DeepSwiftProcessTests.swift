import Foundation
import PlumbTestSupport
import Testing

/// Swift nested as deep as the importer accepts is imported, in a debug build too: the parser
/// recurses once a level, which 8 MiB of stack did not hold at 121 chained modifiers.
@Suite("Deeply nested Swift through the binary")
struct DeepSwiftProcessTests {
    @Test func threeHundredChainedModifiersAreImported() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("Deep.swift")
        let chain = String(repeating: ".padding(1)", count: 300)
        try "import SwiftUI\nstruct Deep: View { var body: some View { Text(\"a\")\(chain) } }\n".write(
            to: file, atomically: true, encoding: .utf8)
        let output = try runPlumb(["run", file.path, "--canvas", "800x800"], in: folder, timeout: 120)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("a"))
    }
}
