import Foundation
import PlumbLua
import Testing

@testable import PlumbRun

/// docs/errors-and-limits.md's limits table is `LimitTable`: every limit with its default, read from where the
/// limit is enforced.
@Suite("The limits table")
struct LimitTableTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/errors-and-limits.md")

    @Test func theDocsListEveryLimitWithItsDefault() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let section = try #require(text.range(of: "## Limits"), "docs/errors-and-limits.md has no limits section")
        #expect(
            text[section.upperBound...].contains(LimitTable.markdown),
            "docs/errors-and-limits.md's limits table should be:\n\(LimitTable.markdown)")
    }

    @Test func theDefaultsAreTheOnesInForce() {
        let rows = Dictionary(uniqueKeysWithValues: LimitTable.rows.map { ($0.limit, $0.defaultValue) })
        #expect(rows["`--timeout S`"] == "5 s")
        #expect(rows["`--max-instructions N`"] == "1,000,000,000")
        #expect(rows["`--max-memory MiB`"] == "256 MiB")
        #expect(rows["error message"] == "4,096 bytes")
        #expect(LimitTable.grouped(4_000_000) == "4,000,000")
        #expect(LimitTable.grouped(999) == "999")
    }
}
