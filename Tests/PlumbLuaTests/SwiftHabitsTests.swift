import Foundation
import Testing

@testable import PlumbLua

/// `SwiftHabits` against Lua's own compile errors: each habit is recognised at its token, and
/// anything else keeps Lua's message.
@Suite("Swift habits in compile errors")
struct SwiftHabitsTests {
    /// Lua's message for `source` (which must fail to compile) and the hint for it.
    func explain(_ source: String) throws -> (lua: String, hint: SwiftHabits.Hint?) {
        let vm = try LuaVM()
        let status = LuaVM.load(vm.state, source, chunkName: "@card.lua")
        #expect(status != 0, "the source compiles")
        let message = vm.stack.errorMessage(at: -1)
        vm.stack.pop(1)
        return (message, SwiftHabits.explain(syntaxError: message, in: LuaSourceText(source)))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var line: Int
        var column: Int
        var length: Int
        var says: String
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(
            source: "return VStack {\n  Text(\"a\")\n  Text(\"b\")\n}", line: 2, column: 12, length: 1,
            says: "add ',' after line 2's view"),
        Case(
            source: "return HStack { spacing = 8 Text(\"b\") }", line: 1, column: 28, length: 1,
            says: "add ',' before `Text`"),
        Case(source: "local t = { a = 1 b = 2 }", line: 1, column: 18, length: 1, says: "add ',' before `b`"),
        Case(
            source: "return VStack { alignment = \"leading\"\n  Text(\"b\") }", line: 1, column: 38, length: 1,
            says: "add ',' after line 1's option"),
        Case(
            source: "return VStack {\n  Rectangle():frame()foregroundColor(\"red\")\n}", line: 2, column: 22,
            length: 15, says: "write `:foregroundColor(…)`"),
        Case(
            source: "return HStack(alignment: .top) { Text(\"a\") }", line: 1, column: 15, length: 10,
            says: "write `HStack { alignment = \"top\", … }`"),
        Case(
            source: "return Text(\"a\"):padding(.horizontal)", line: 1, column: 26, length: 11,
            says: "write `\"horizontal\"`"),
        Case(
            source: "return Text(\"a\"):padding([.top, .leading], 8)", line: 1, column: 26, length: 16,
            says: "write `{ \"top\", \"leading\" }`"),
        Case(
            source: "return Text(\"a\"):frame(maxWidth: .infinity)", line: 1, column: 24, length: 9,
            says: "write `frame { maxWidth = math.huge }`"),
        Case(
            source: "local s = Spacer(minLength = 20)", line: 1, column: 18, length: 9,
            says: "write `Spacer { minLength = 20 }`"),
        Case(
            source: "return VStack(alignment: \"leading\") {\n  Text(\"a\")\n}", line: 1, column: 15, length: 10,
            says: "write `VStack { alignment = \"leading\", … }`"),
        Case(
            source: "return Text(\"a\"):frame(width: 100, height: 50)", line: 1, column: 24, length: 6,
            says: "write `frame { width = 100, height = 50 }`"),
        Case(
            source: "return Text(\"a\").frame(width: 100)", line: 1, column: 24, length: 6,
            says: "write `:frame { width = 100 }` (call modifiers with ':')"),
        Case(
            source: "return HStack(spacing: 8) {\n  Text(\"a\")\n}", line: 1, column: 15, length: 8,
            says: "write `HStack { spacing = 8, … }` (SwiftUI's options and trailing views go in one table"),
        Case(
            source: "return ViewThatFits(in: .horizontal) { Text(\"a\") }", line: 1, column: 21, length: 3,
            says: "write `ViewThatFits { axes = \"horizontal\", … }`"),
        Case(
            source: "return Label(\"Hi\", systemImage: \"star\")", line: 1, column: 20, length: 12,
            says: "write `Label(\"Hi\", { systemImage = \"star\" })`"),
        Case(
            source: "let x = 5\nreturn Text(\"a\")", line: 1, column: 1, length: 3,
            says: "Lua declares variables with `local`: write `local x = …`"),
        Case(
            source: "var title: String = \"a\"\nreturn Text(title)", line: 1, column: 1, length: 3,
            says: "write `local title = …` (Lua has no type annotations)"),
        Case(
            source: "local t = nil\nif let x = t { }", line: 2, column: 4, length: 3, says: "Lua has no `if let`"),
        Case(
            source: "func row() -> View {\n}", line: 1, column: 1, length: 4,
            says: "write `local function row(…) … end`"),
        Case(
            source: "import SwiftUI\nreturn Text(\"a\")", line: 1, column: 1, length: 6,
            says: "a Plumb script imports nothing"),
        Case(
            source: "struct Card: View {\n}", line: 1, column: 1, length: 6, says: "Lua has no `struct`"),
        Case(
            source: "@State var count = 0", line: 1, column: 1, length: 6,
            says: "Lua has no attributes such as `@State`"),
        Case(
            source: "// the card\nreturn Text(\"a\")", line: 1, column: 1, length: 2,
            says: "Lua comments start with '--'"),
        Case(
            source: "return VStack {\n  Text(\"a\"), // the title\n  Text(\"b\"),\n}", line: 2, column: 14, length: 2,
            says: "Lua comments start with '--'"),
        Case(
            source: "return VStack {\n  Text(\"a\") // the title\n  Text(\"b\"),\n}", line: 2, column: 13, length: 2,
            says: "Lua comments start with '--'"),
        Case(source: "/* card */\nreturn Text(\"a\")", line: 1, column: 1, length: 2, says: "--[[ … ]]"),
        Case(
            source: "local a = 1\nif a != 2 then end", line: 2, column: 6, length: 2, says: "write `~=` for `!=`"),
        Case(source: "local a = !true", line: 1, column: 11, length: 1, says: "write `not x` for `!x`"),
        Case(source: "local a = true && false", line: 1, column: 16, length: 2, says: "Lua writes `&&` as `and`"),
        Case(source: "local a = true || false", line: 1, column: 16, length: 2, says: "Lua writes `||` as `or`"),
        Case(source: "local a = b ?? 2", line: 1, column: 13, length: 2, says: "write `a or b`"),
        Case(source: "local a = b?.c", line: 1, column: 12, length: 2, says: "Lua has no optional chaining"),
        Case(source: "local a = true ? 1 : 2", line: 1, column: 16, length: 1, says: "write `c and a or b`"),
        Case(
            source: "local n = 3\nreturn Text(\"Total: \\(n) items\")", line: 2, column: 21, length: 4,
            says: "write `\"Total: \" .. n .. \" items\"`"),
        Case(
            source: "local s = \"\"\"\nhello\n\"\"\"", line: 1, column: 11, length: 3, says: "Lua's multi-line strings"),
        Case(
            source: "for i in 0..<5 do end", line: 1, column: 10, length: 4, says: "Lua has no ranges like `0..<5`"),
        Case(
            source: "return VStack {\n  if compact { Text(\"a\") } else { Text(\"b\") },\n}", line: 2, column: 3,
            length: 2, says: "write `compact and A or B`"),
        Case(
            source: "return VStack {\n  for item in items { Text(item) }\n}", line: 2, column: 3, length: 3,
            says: "`ForEach(list, function(item) return … end)`"),
        Case(
            source: "local compact = true\nif compact {\n  return Text(\"a\")\n}", line: 2, column: 12, length: 1,
            says: "Lua's `if` has no braces: write `if … then` and close the block with `end`"),
        Case(
            source: "local n = 0\nwhile n < 3 {\n  n = n + 1\n}", line: 2, column: 13, length: 1,
            says: "Lua's `while` has no braces"),
        Case(
            source: "return ForEach(items) { item in Text(item) }", line: 1, column: 23, length: 9,
            says: "write `function(item) return … end`"),
    ]

    @Test(arguments: cases)
    func recognises(_ habit: Case) throws {
        let (lua, hint) = try explain(habit.source)
        let found = try #require(hint, "no hint for Lua's \(lua)")
        #expect(found.line == habit.line, "\(found.message)")
        #expect(found.column == habit.column, "\(found.message)")
        #expect(found.length == habit.length, "\(found.message)")
        #expect(found.message.contains(habit.says), "\(found.message)")
    }

    /// Mistakes that are no SwiftUI habit keep Lua's message.
    @Test(arguments: [
        "local = 2",
        "return VStack { Text(\"a\"),\n",
        "x = = 1",
        "return Text(\"a\"))",
        "for i = 1 do end",
        "local s = \"abc",
        "return f(a, b",
        "local x = 10 // 3 4",
        "local x <const> = 1; x = 2",
        "for _, v in ipairs{1, 2} print(v) end",
        "if x then y = 1 z end",
    ])
    func keepsLuasMessage(source: String) throws {
        let (lua, hint) = try explain(source)
        #expect(hint == nil, "Lua's \(lua) got \(hint?.message ?? "")")
    }

    @Test func readsLuasMessage() {
        let message = SwiftHabits.parse("card.lua:3: '}' expected (to close '{' at line 1) near 'Text'")
        #expect(
            message
                == SwiftHabits.SyntaxMessage(
                    line: 3, body: "'}' expected (to close '{' at line 1) near 'Text'", near: "Text"))
        #expect(SwiftHabits.parse("card.lua:9: '}' expected near <eof>")?.near == "<eof>")
        #expect(SwiftHabits.parse("card.lua:1: unexpected symbol near '''")?.near == "'")
        #expect(SwiftHabits.parse("no position") == nil)
    }

    @Test func aHintIsAnErrorNamingLineAndColumn() {
        let hint = SwiftHabits.Hint(line: 2, column: 12, length: 1, message: "add ','")
        let error = SwiftHabits.error(hint, chunk: "card.lua", kind: .syntax)
        #expect(error.message == "card.lua:2:12: add ','")
        #expect(error.file == "card.lua" && error.line == 2)
        #expect(error.caret == SourceMark(column: 12, length: 1))
        #expect(LuaError.position(in: error.message)?.column == 12)
    }
}

/// The recognisers read broken source: whatever Lua refuses, they must never crash, and a hint
/// they give must point inside the source.
@Suite("Swift habits on broken scripts")
struct SwiftHabitsRobustnessTests {
    func check(_ source: String, _ vm: LuaVM) {
        guard LuaVM.load(vm.state, source, chunkName: "@card.lua") != 0 else {
            vm.stack.pop(1)
            return
        }
        let message = vm.stack.errorMessage(at: -1)
        vm.stack.pop(1)
        let text = LuaSourceText(source)
        guard let hint = SwiftHabits.explain(syntaxError: message, in: text) else { return }
        #expect(hint.line >= 1 && hint.line <= text.lineCount, "\(hint) for \(source)")
        #expect(hint.column >= 1 && hint.length >= 1, "\(hint) for \(source)")
    }

    /// Every example script, with tokens removed or replaced by pieces of Swift.
    @Test func mutatedExamples() throws {
        let vm = try LuaVM()
        let folder = repositoryRoot.appendingPathComponent("Scripts")
        let files =
            FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".lua") }.sorted() ?? []
        #expect(files.count > 20)
        let pieces = ["", ".", ":", "(", ",", "{", "}", "!", "?", "//", "let", "\"\\(x)\"", "[.top", "a: .b", "0..<"]
        for (n, file) in files.enumerated() {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let bytes = Array(source.utf8)
            let tokens = LuaSourceText(source).tokens
            for (k, token) in tokens.enumerated() where (k + n) % 5 == 0 {
                let piece = pieces[(k / 5 + n) % pieces.count]
                let mutated = Array(bytes[..<token.start]) + Array(piece.utf8) + Array(bytes[token.end...])
                check(String(decoding: mutated, as: UTF8.self), vm)
            }
        }
    }

    /// Short random sources made of Lua's and Swift's pieces.
    @Test func randomSources() throws {
        let vm = try LuaVM()
        let pieces = [
            "return", " ", "\n", "VStack", "Text", "(", ")", "{", "}", "[", "]", ",", ".", ":", "=", "==", "!", "?",
            "&",
            "|", "//", "--", "\"", "'", "\\(", "[[", "]]", "x", "1", "0..", "let", "in", "function", "end", "@", "é",
        ]
        var seed: UInt64 = 42
        for _ in 0..<3000 {
            var source = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(seed >> 59) + 1
            for _ in 0..<length {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                source += pieces[Int(seed >> 33) % pieces.count]
            }
            check(source, vm)
        }
    }
}
