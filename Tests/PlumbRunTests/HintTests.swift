import Foundation
import PlumbTestSupport
import Testing

/// Hints for SwiftUI habits, through the real binary: each names the file, the line and the
/// column, and the caret under the source line lands on the habit.
@Suite("Hints for SwiftUI habits, end to end")
struct HintTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var line: Int
        var column: Int
        /// What the message says (after "card.lua:LINE:COLUMN: ").
        var says: String
        var testDescription: String { source.replacingOccurrences(of: "\n", with: "⏎") }

        init(_ source: String, _ line: Int, _ column: Int, _ says: String) {
            self.source = source
            self.line = line
            self.column = column
            self.says = says
        }
    }

    func run(_ source: String, files: [String: String] = [:]) throws -> CommandOutput {
        let folder = try scriptFolder("card.lua", source)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        return plumb(["run", "card.lua", "--color", "never", "--canvas", "320x160"], in: folder)
    }

    /// Status 1, "file:LINE:COLUMN: <says>" first, then the line and a caret at the column.
    func expectHint(
        _ output: CommandOutput, file: String = "card.lua", line: Int, column: Int, says: String, code: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(output.status == 1, sourceLocation: sourceLocation)
        let prefix = "\(file):\(line):\(column): "
        #expect(output.stderr.hasPrefix(prefix), "\(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr.contains(says), "\(output.stderr)", sourceLocation: sourceLocation)
        expectCaret(output, line: line, column: column, code: code, sourceLocation: sourceLocation)
    }

    /// The source line shown, and `^` under its column (no tabs in these sources).
    func expectCaret(
        _ output: CommandOutput, line: Int, column: Int, code: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let number = " \(line) | "
        guard let shown = lines.firstIndex(of: number + code), shown + 1 < lines.count else {
            Issue.record("no line \(line) shown: \(output.stderr)", sourceLocation: sourceLocation)
            return
        }
        let gutter = String(repeating: " ", count: number.count - 3) + " | "
        let marks = lines[shown + 1]
        #expect(
            marks.hasPrefix(gutter + String(repeating: " ", count: column - 1) + "^"), "\(output.stderr)",
            sourceLocation: sourceLocation)
    }

    func code(_ source: String, line: Int) -> String {
        String(source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1])
    }

    // MARK: - Compile errors

    static let compileTime: [Case] = [
        Case(
            "return VStack {\n  Text(\"a\")\n  Text(\"b\")\n}", 2, 12,
            "add ',' after line 2's view: Lua separates a table's items with commas"),
        Case(
            "return HStack {\n  Rectangle():frame { width = 8 }foregroundColor(\"red\"),\n}", 2, 34,
            "write `:foregroundColor(…)`"),
        Case(
            "return HStack(alignment: .top) {\n  Text(\"a\"),\n}", 1, 15,
            "write `HStack { alignment = \"top\", … }` (SwiftUI's options and trailing views go in one table, the options first; SwiftUI's `.top` is the string \"top\")"
        ),
        Case(
            "return Text(\"a\"):padding(.horizontal)", 1, 26,
            "write `\"horizontal\"`: Plumb takes SwiftUI's `.horizontal` as the string \"horizontal\""),
        Case(
            "return Text(\"a\"):frame { maxWidth = .infinity }", 1, 37,
            "SwiftUI's `.infinity` is `math.huge` in Lua: write `math.huge`"),
        Case(
            "return Text(\"a\"):frame(maxWidth: .infinity)", 1, 24,
            "write `frame { maxWidth = math.huge }` (SwiftUI's `.infinity` is `math.huge`)"),
        Case(
            "return HStack { Spacer(minLength = 20), Text(\"a\") }", 1, 24,
            "labelled arguments go in a table, with '=' for ':': write `Spacer { minLength = 20 }`"),
        Case(
            "return VStack(alignment: \"leading\") {\n  Text(\"a\"),\n}", 1, 15,
            "write `VStack { alignment = \"leading\", … }`"),
        Case(
            "return Rectangle():frame(width: 100, height: 50)", 1, 26,
            "labelled arguments go in a table, with '=' for ':': write `frame { width = 100, height = 50 }`"),
        Case(
            "return HStack(spacing: 8) {\n  Text(\"a\"),\n}", 1, 15,
            "write `HStack { spacing = 8, … }` (SwiftUI's options and trailing views go in one table, the options first)"
        ),
        Case(
            "let title = \"Plumb\"\nreturn Text(title)", 1, 1,
            "Lua declares variables with `local`: write `local title = …`"),
        Case(
            "var count = 3\nreturn Text(count)", 1, 1, "Lua declares variables with `local`: write `local count = …`"),
        Case(
            "return VStack {\n  Text(\"a\"), // the title\n  Text(\"b\"),\n}", 2, 14,
            "Lua comments start with '--', not '//': write `-- …`"),
        Case(
            "local half = 10 // half the width\nreturn Text(half)", 1, 17,
            "Lua comments start with '--', not '//': write `-- …` (in Lua `//` divides)"),
        Case(
            "local n = 2\nif n != 3 then n = 3 end\nreturn Text(n)", 2, 6,
            "Lua writes 'not equal' as `~=`: write `~=` for `!=`"),
        Case(
            "local wide = true && false\nreturn Text(\"a\")", 1, 19, "Lua writes `&&` as `and`: write `a and b`"),
        Case("local wide = true || false\nreturn Text(\"a\")", 1, 19, "Lua writes `||` as `or`: write `a or b`"),
        Case("local hidden = !true\nreturn Text(\"a\")", 1, 16, "Lua writes `!` as `not`: write `not x` for `!x`"),
        Case(
            "local name = nil\nreturn Text(name ?? \"anonymous\")", 2, 18,
            "Lua has no `??`: write `a or b` (it gives b when a is nil, and also when a is false)"),
        Case(
            "local n = 3\nreturn Text(\"\\(n) items\")", 2, 14,
            "Lua has no string interpolation: write `n .. \" items\"`"),
        Case(
            "local compact = true\nreturn compact ? VStack { } : HStack { }", 2, 16,
            "Lua has no `c ? a : b`: write `c and a or b` (when a is never nil or false), or an if statement"),
    ]

    static let controlFlow: [Case] = [
        Case(
            "local compact = true\nreturn VStack {\n  if compact { Text(\"a\") } else { Text(\"b\") },\n}", 3, 3,
            "SwiftUI's `if` in a view builder is an expression in Lua: write `compact and A or B`"),
        Case(
            "local compact = true\nif compact {\n  return Text(\"a\")\n}\nreturn Text(\"b\")", 2, 12,
            "Lua's `if` has no braces: write `if … then` and close the block with `end`"),
    ]

    @Test(arguments: controlFlow)
    func controlFlowHint(_ habit: Case) throws {
        let output = try run(habit.source)
        expectHint(
            output, line: habit.line, column: habit.column, says: habit.says, code: code(habit.source, line: habit.line)
        )
    }

    @Test(arguments: compileTime)
    func compileTimeHint(_ habit: Case) throws {
        let output = try run(habit.source)
        expectHint(
            output, line: habit.line, column: habit.column, says: habit.says, code: code(habit.source, line: habit.line)
        )
    }

    @Test func aModuleWithAHabitIsNamed() throws {
        let output = try run(
            "local ui = require(\"ui\")\nreturn ui", files: ["ui.lua": "local x = 1\nlet y = 2\nreturn Text(x)"])
        expectHint(
            output, file: "ui.lua", line: 2, column: 1, says: "Lua declares variables with `local`", code: "let y = 2")
    }

    @Test func anythingElseKeepsLuasMessage() throws {
        let output = try run("return VStack {\n  Text(\"a\"),\n  Text(\"b\")\n")
        #expect(output.status == 1)
        #expect(
            output.stderr.hasPrefix("card.lua:4: '}' expected (to close '{' at line 1) near <eof>"), "\(output.stderr)")
    }

    // MARK: - Run time

    static let runTime: [Case] = [
        Case(
            "return VStack {\n  Text(\"a\")\n  { Text(\"b\") },\n}", 2, 12,
            "add ',' after line 2's view: Lua separates a table's items with commas"),
        Case("Texts = Texts or {}\nreturn Text(\"a\")", 1, 9, "unknown name 'Texts' (did you mean 'Text'?)"),
        Case("return VStackk { Text(\"a\") }", 1, 8, "unknown name 'VStackk' (did you mean 'VStack'?)"),
        Case("local row = HStack {}\nreturn vstack { row }", 2, 8, "unknown name 'vstack' (did you mean 'VStack'?)"),
        Case(
            "return NavigationSplitView {\n  Text(\"a\"),\n}", 1, 8,
            "Plumb does not have NavigationSplitView: it has NavigationStack; put the columns side by side in an HStack"
        ),
        Case(
            "return DatePicker(\"Date\")", 1, 8,
            "Plumb does not have DatePicker: no source records its compact button's size"),
        Case(
            "return Text(\"a\"):matchedGeometryEffect(1)", 1, 18,
            "Plumb does not have matchedGeometryEffect: it lays out one moment, with no animation between two frames"),
        Case(
            "return ShareLink(\"Share\")", 1, 8, "Plumb does not have ShareLink: no source records its standard label"),
        Case("return TimelineView { Text(\"now\") }", 1, 8, "Plumb does not have TimelineView: it lays out one moment"),
        Case(
            "return Text(\"a\").bold()", 1, 18,
            "bold: call modifiers with ':', not '.': write `:bold(…)` for SwiftUI's `.bold(…)`"),
        Case(
            "return VStack {\n  Text(\"a\")\n    .padding(),\n}", 3, 6,
            "padding: call modifiers with ':', not '.': write `:padding(…)`"),
        Case(
            "return Color.red.opacity(0.5)", 1, 18,
            "opacity: call modifiers with ':', not '.': write `:opacity(…)` for SwiftUI's `.opacity(…)`"),
        Case("return Rectangle():fram { width = 10 }", 1, 20, "unknown modifier 'fram' (did you mean 'frame'?)"),
        Case(
            "return Color.red()", 1, 14,
            "cannot call 'red': it is a View, not a function (a view is made already: remove the `(…)` after it)"),
        Case(
            "local width = 10 // width\nreturn Text(width)", 1, 18,
            "Lua comments start with '--', not '//': write `-- …` (in Lua `//` divides)"),
    ]

    /// Fonts are values with members of their own (`Font.system(24)` runs): a misspelt member is
    /// named with the nearest one, a method called with '.' says so, each with the caret under it.
    @Test func fontMistakesNameTheNearestMember() throws {
        let cases: [(String, String, String)] = [
            (
                "return Text(\"a\"):font(Font.systen(24))",
                "card.lua:1: Font has no member 'systen' (did you mean 'system'?)",
                "   |                            ^~~~~~"
            ),
            (
                "return Text(\"a\"):font(Font.title.bold())",
                "card.lua:1: Font:bold: call it on a Font with ':' (Font.title:bold())",
                "   |                                  ^~~~"
            ),
        ]
        for (source, message, caret) in cases {
            let output = try run(source)
            #expect(output.status == 1, "\(source)")
            #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
            #expect(output.stderr.contains(caret + "\n"), "\(output.stderr)")
        }
        #expect(try run("return Text(\"a\"):font(Font.system(24))").status == 0)
    }

    @Test(arguments: runTime)
    func runTimeHint(_ habit: Case) throws {
        let output = try run(habit.source)
        expectHint(
            output, line: habit.line, column: habit.column, says: habit.says, code: code(habit.source, line: habit.line)
        )
    }

    // MARK: - The caret under the call at fault

    @Test func theCaretIsUnderTheCallAtFaultInAChain() throws {
        let source = "return Text(\"x\"):padding():frame { widht = 3 }"
        let output = try run(source)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("card.lua:1: frame: unknown option 'widht' (did you mean 'width'?)"))
        // `^` under frame, the option underlined.
        #expect(
            output.stderr.contains("\n 1 | \(source)\n   |                            ^~~~~   ~~~~~\n"),
            "\(output.stderr)")
    }

    @Test func aChainWrittenOneCallALinePointsAtItsLine() throws {
        let source = "return Text(\"x\")\n  :padding()\n  :frame { widht = 3 }\n"
        let output = try run(source)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("card.lua:3: frame: unknown option 'widht'"), "\(output.stderr)")
        #expect(output.stderr.contains("\n 3 |   :frame { widht = 3 }\n   |    ^~~~~   ~~~~~\n"), "\(output.stderr)")
    }

    @Test func theSecondOfTwoCallsOfOneNameIsFoundByItsOption() throws {
        let source = "return Text(\"x\"):frame { width = 3 }:padding():frame { height = \"tall\" }"
        let output = try run(source)
        #expect(output.stderr.hasPrefix("card.lua:1: frame: height must be a number, got string"), "\(output.stderr)")
        expectCaret(output, line: 1, column: 48, code: source)
    }

    @Test func aWrongArgumentStillUnderlinesItsOption() throws {
        let source = "return VStack {\n  Rectangle():frame { width = \"wide\", height = 50 },\n}"
        let output = try run(source)
        #expect(output.stderr.hasPrefix("card.lua:2: frame: width must be a number, got string"), "\(output.stderr)")
        #expect(
            output.stderr.contains(
                "\n 2 |   Rectangle():frame { width = \"wide\", height = 50 },\n   |               ^~~~~   ~~~~~\n"))
    }

    // MARK: - What still runs

    @Test func undefinedGlobalsStillReadAsNil() throws {
        let output = try run(
            """
            if jit then return Text("LuaJIT") end
            local unpack = unpack or table.unpack
            if undefinedSetting then return Text("set") end
            local config = rawget(_G, "Config") or { title = "plain" }
            return Text(config.title .. " " .. select("#", unpack({ 1, 2 })))
            """)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("plain 2"))
    }

    @Test func behaviourModifiersRunAsWritten() throws {
        let output = try run(
            """
            return VStack { spacing = 8,
              Text("Tap me"):onTapGesture(function() print("tapped") end):accessibilityLabel("Button"),
              Text("Hello"):onAppear(function() end):animation("default"):help("A greeting"),
            }:padding():contextMenu { Text("Copy") }
            """)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Tap me") && output.stdout.contains("Hello"))
        #expect(!output.stdout.contains("tapped"))
    }
    // MARK: - Long lines

    /// A megabyte line (a minified script, a huge literal) is cut around the caret: the report
    /// stays a few lines of at most 160 characters, with `…` for what is left out, and the caret
    /// still lands on the habit.
    @Test func aLongLineIsCutAroundItsCaret() throws {
        let filler = String(repeating: "Text(\"x\"), ", count: 50_000)
        let output = try run("return VStack { \(filler)Text(\"y\"):font(.title) }")
        #expect(output.status == 1)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count < 6, "\(lines.count) lines")
        #expect(output.stderr.utf8.count < 2_000, "\(output.stderr.utf8.count) bytes")
        guard let code = lines.first(where: { $0.hasPrefix(" 1 | ") }), let index = lines.firstIndex(of: code),
            index + 1 < lines.count
        else {
            Issue.record("no source line: \(output.stderr.prefix(500))")
            return
        }
        #expect(code.hasPrefix(" 1 | …") && code.hasSuffix("(.title) }"), "\(code)")
        let caret = lines[index + 1]
        let column = caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
        let title = code.range(of: ".title").map { code.distance(from: code.startIndex, to: $0.lowerBound) }
        #expect(column != nil && column == title, "\(code)\n\(caret)")
    }

    /// A line under the limit is shown whole, as before.
    @Test func aShortLineIsShownWhole() throws {
        let output = try run("return Text(\"y\"):font(.title)")
        expectCaret(output, line: 1, column: 23, code: "return Text(\"y\"):font(.title)")
    }
}
