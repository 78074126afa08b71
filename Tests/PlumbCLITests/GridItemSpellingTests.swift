import Foundation
import PlumbTestSupport
import Testing

/// SwiftUI's GridItem sizes get a rewrite GridItem accepts, and GridItem takes "flexible".
@Suite("GridItem as SwiftUI writes it", .watchdog())
struct GridItemSpellingTests {
    /// SwiftUI's GridItem sizes are refused with a rewrite, and the rewrite runs.
    @Test(arguments: [
        ("GridItem(.flexible())", "GridItem()"),
        ("GridItem(.fixed(60))", "GridItem { fixed = 60 }"),
        (
            "GridItem(.adaptive(minimum: 40), spacing: 4, alignment: .leading)",
            "GridItem { adaptive = { minimum = 40 }, spacing = 4, alignment = \"leading\" }"
        ),
        ("GridItem(.flexible(minimum: 10, maximum: 90))", "GridItem { flexible = { minimum = 10, maximum = 90 } }"),
    ])
    func aSwiftUIGridItemGetsARewriteThatRuns(_ written: String, _ rewrite: String) throws {
        let source = "return LazyVGrid { columns = { \(written), GridItem() }, Text(\"a\"), Text(\"b\") }"
        let output = try runScript("grid.lua", source)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("grid.lua:1:41: write `\(rewrite)`"), "\(output.stderr)")
        #expect(caretColumn(in: output.stderr) == 41, "\(output.stderr)")
        let fixed = try runScript(
            "grid.lua", source.replacingOccurrences(of: written, with: suggestedCode(in: output.stderr)!))
        #expect(fixed.status == 0, "\(fixed.stderr)")
    }

    @Test func gridItemTakesFlexibleAsAString() throws {
        let plain = try runScript(
            "a.lua", "return LazyVGrid { columns = { GridItem(), GridItem { spacing = 20 } }, Text('a'), Text('b') }")
        let named = try runScript(
            "b.lua",
            "return LazyVGrid { columns = { GridItem(\"flexible\"), GridItem(\"flexible\", { spacing = 20 }) }, Text('a'), Text('b') }"
        )
        #expect(plain.status == 0 && named.status == 0, "\(plain.stderr)\(named.stderr)")
        #expect(named.stdout == plain.stdout)
        let fixed = try runScript("c.lua", "return LazyVGrid { columns = { GridItem(\"fixed\") }, Text('a') }")
        #expect(
            fixed.stderr.hasPrefix(
                "c.lua:1: GridItem: a fixed GridItem needs its size: write GridItem { fixed = 60 } (SwiftUI's GridItem(.fixed(…)))"
            ), "\(fixed.stderr)")
        let typo = try runScript("d.lua", "return LazyVGrid { columns = { GridItem(\"flexable\") }, Text('a') }")
        #expect(typo.stderr.contains("unknown GridItem size 'flexable' (did you mean 'flexible'?)"), "\(typo.stderr)")
    }
}
