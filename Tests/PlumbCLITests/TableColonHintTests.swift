import Foundation
import PlumbTestSupport
import Testing

/// Swift's ':' in a table (`frame { width: 100 }`) gets what to write, with its position.
@Suite("A colon in a table", .watchdog())
struct TableColonHintTests {
    @Test func aColonInATableSaysToWriteEquals() throws {
        let output = try runScript("colon.lua", "return VStack {\n  Rectangle():frame { width: 100 },\n}")
        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix(
                "colon.lua:2:23: an option in a table takes '=', not Swift's ':': write `frame { width = 100 }`\n"),
            "\(output.stderr)")
        #expect(caretColumn(in: output.stderr) == 23, "\(output.stderr)")

        let stack = "return VStack { spacing: 8, alignment: .leading,\n  Text(\"a\"),\n}"
        let both = try runScript("stack.lua", stack)
        #expect(
            both.stderr.hasPrefix(
                "stack.lua:1:17: an option in a table takes '=', not Swift's ':': write `VStack { spacing = 8, alignment = \"leading\", Text(\"a\") }` (SwiftUI's `.leading` is the string \"leading\")"
            ), "\(both.stderr)")
        let rewritten = "return " + suggestedCode(in: both.stderr)!
        #expect(try runScript("stack.lua", rewritten).status == 0)
        // A method call in a table is Lua, and runs.
        #expect(try runScript("method.lua", "local t = { Text('a') }\nreturn VStack { t[1]:padding(4) }").status == 0)
    }
}
