import Testing

@testable import PlumbLua

/// `LuaTokenizer` reads source as Lua's lexer does, and never fails.
@Suite("Lua tokenizer")
struct LuaTokenizerTests {
    /// (text, kind) of every token.
    func tokens(_ source: String) -> [(String, LuaToken.Kind)] {
        let text = LuaSourceText(source)
        return text.tokens.map { (text.text($0), $0.kind) }
    }

    func texts(_ source: String) -> [String] { tokens(source).map(\.0) }

    @Test func namesKeywordsAndSymbols() {
        let result = tokens("local x = VStack { alignment = \"leading\", Text(\"a\") }")
        #expect(
            result.map(\.0) == [
                "local", "x", "=", "VStack", "{", "alignment", "=", "\"leading\"", ",", "Text", "(", "\"a\"", ")", "}",
            ])
        #expect(result[0].1 == .keyword)
        #expect(result[1].1 == .name)
        #expect(result[2].1 == .symbol)
        #expect(result[7].1 == .string(unfinished: false, badEscape: false))
    }

    @Test(arguments: [
        ("a ~= b", ["a", "~=", "b"]),
        ("a == b", ["a", "==", "b"]),
        ("a != b", ["a", "!", "=", "b"]),
        ("a && b || c", ["a", "&", "&", "b", "|", "|", "c"]),
        ("a // b", ["a", "//", "b"]),
        ("s .. t", ["s", "..", "t"]),
        ("f(...)", ["f", "(", "...", ")"]),
        ("::top::", ["::", "top", "::"]),
        ("x << 2 >= y", ["x", "<<", "2", ">=", "y"]),
        ("a ?? b", ["a", "?", "?", "b"]),
        ("@State", ["@", "State"]),
    ])
    func longestSymbolFirst(source: String, expected: [String]) {
        #expect(texts(source) == expected)
    }

    @Test(arguments: [
        ("42", true), ("3.25", true), (".5", true), ("0x1F", true), ("1e10", true), ("2.5E-3", true), ("0x1p4", true),
        ("0..", false), ("1...", false), ("3abc", false), ("0x", false),
    ])
    func numbers(source: String, wellFormed: Bool) {
        let result = tokens(source)
        #expect(result.count == 1, "\(result.map(\.0))")
        #expect(result.first?.0 == source)
        #expect(result.first?.1 == .number(malformed: !wellFormed))
    }

    @Test func rangesReadAsMalformedNumbers() {
        #expect(texts("0..<5") == ["0..", "<", "5"])
    }

    @Test func stringsKeepTheirQuotesAndEscapes() {
        #expect(texts(#"a = "it's \"x\"" .. 'b\'c'"#) == ["a", "=", #""it's \"x\"""#, "..", #"'b\'c'"#])
        // Escapes Lua accepts, a \z that skips the line break, an escaped line break.
        let result = tokens("\"\\n\\t\\65\\x41\\u{48}\\z\n   end\" \"a\\\nb\"")
        #expect(result.count == 2)
        #expect(result.allSatisfy { $0.1 == .string(unfinished: false, badEscape: false) })
    }

    @Test func badEscapesAndUnfinishedStrings() {
        let interpolated = tokens(#"Text("v \(x)")"#)
        #expect(interpolated[2].0 == #""v \(x)""#)
        #expect(interpolated[2].1 == .string(unfinished: false, badEscape: true))
        let open = tokens("x = \"abc\ny = 1")
        #expect(open[2].0 == "\"abc")
        #expect(open[2].1 == .string(unfinished: true, badEscape: false))
        #expect(open.map(\.0).suffix(3) == ["y", "=", "1"])
        #expect(tokens("\"\"\"").map(\.0) == ["\"\"", "\""])
    }

    @Test func longStringsAndComments() {
        let source =
            "-- a comment Text(\"no\")\nx = [[one\ntwo]] --[==[ long\ncomment ]] still ]==] y = [=[a]]b]=]\n--[[ open"
        let text = LuaSourceText(source)
        #expect(text.tokens.map { text.text($0) } == ["x", "=", "[[one\ntwo]]", "y", "=", "[=[a]]b]=]"])
        let long = text.tokens[2]
        #expect(long.kind == .longString(unfinished: false))
        #expect(long.line == 2 && long.endLine == 3)
        #expect(text.tokens[3].line == 4)
        #expect(tokens("s = [[never closed").last?.1 == .longString(unfinished: true))
        // `[` without a long bracket is an index.
        #expect(texts("t[1] = t [ 2 ]") == ["t", "[", "1", "]", "=", "t", "[", "2", "]"])
    }

    @Test func linesAndColumns() {
        let text = LuaSourceText("return VStack {\r\n\tText(\"é\"), Text(\"b\")\n}")
        let t = text.tokens
        #expect(t.map { $0.line } == [1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3])
        #expect(text.lineCount == 3)
        // Columns count Unicode scalars from 1; a tab is one.
        #expect(text.column(of: t[3].start) == 2)  // Text
        #expect(text.column(of: t[8].start) == 13)  // the second Text, after "é" (two bytes, one column)
        #expect(text.mark(t[5]) == SourceMark(column: 7, length: 3))  // "é"
        #expect(text.line(of: t[12].start) == 3)
        #expect(text.column(of: t[12].end) == 2)
    }

    @Test func aShebangLineIsSkipped() {
        let text = LuaSourceText("#!/usr/bin/env plumb\nreturn Text(\"a\")")
        #expect(text.tokens.first.map { text.text($0) } == "return")
        #expect(text.tokens.first?.line == 2)
    }

    @Test func bytesLuaHasNoUseForAreTokens() {
        let result = tokens("x = é $ `")
        #expect(result.map(\.0) == ["x", "=", "é", "$", "`"])
        #expect(result[2].1 == .other)
        #expect(result[3].1 == .symbol)
    }

    @Test func everyByteIsCoveredOnce() {
        // Tokens never overlap and stay in order, whatever the input.
        let source = "local s = \"a\\\"b\" .. [==[\n]]]==] -- c\nx = 0x1p-2 // 3 ~= 4 @ ? \"open\n\u{1}"
        let text = LuaSourceText(source)
        var end = 0
        for token in text.tokens {
            #expect(token.start >= end && token.end > token.start)
            end = token.end
        }
        #expect(end <= text.bytes.count)
    }
}
