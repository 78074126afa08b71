import PlumbScriptAPI

/// SwiftUI habits in a Lua script: what a SwiftUI developer writes by reflex, what Lua makes of
/// it, and what to write instead.
///
/// A script that fails to compile is read again with `LuaTokenizer`, and the token Lua's message
/// names ("near 'Text'") is looked at with its neighbours. Each recogniser below knows one habit
/// by its tokens (a missing ',' between two views, `frame(width: 100)`, `let x = 1`, `!=`, …) and
/// says where it is and what Lua wants. When none matches, Lua's own message stays: a hint is
/// given only for a habit that is there in the source, at the token Lua stopped on.
///
/// At run time the habits are seen by the bindings themselves (`HabitBindings`): a global that
/// is not there, a modifier called with '.', a call of something that is not a function.
enum SwiftHabits {
    /// A habit found in the source: where it is (1-based line and column, in Unicode scalars)
    /// and what to write instead.
    struct Hint: Equatable, Sendable {
        var line: Int
        var column: Int
        var length: Int
        var message: String
    }

    /// "card.lua:2:12: <hint>", with the caret at the hint.
    static func error(_ hint: Hint, chunk: String, kind: LuaError.Kind) -> LuaError {
        var error = LuaError(
            kind: kind, message: "\(chunk):\(hint.line):\(hint.column): \(hint.message)", file: chunk, line: hint.line)
        error.caret = SourceMark(column: hint.column, length: hint.length)
        error.isHint = true
        return error
    }

    // MARK: - Compile errors

    /// The parts of Lua's compile error: "card.lua:3: '}' expected (to close '{' at line 1) near 'Text'".
    struct SyntaxMessage: Equatable {
        var line: Int
        /// The message without its position.
        var body: String
        /// The token Lua names after "near", without its quotes ("Text", "<eof>"), or nil.
        var near: String?
    }

    static func parse(_ message: String) -> SyntaxMessage? {
        guard let position = LuaError.position(in: message) else { return nil }
        let prefix = "\(position.file):\(position.line): "
        let body = message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
        var near: String?
        if let range = body.ranges(of: " near ").last {
            let token = body[range.upperBound...]
            if token.count >= 2, token.first == "'", token.last == "'" {
                near = String(token.dropFirst().dropLast())
            } else {
                near = String(token)
            }
        }
        return SyntaxMessage(line: position.line, body: body, near: near)
    }

    /// The habit that explains Lua's compile error `message` in `text`, or nil.
    static func explain(syntaxError message: String, in text: LuaSourceText) -> Hint? {
        guard let parsed = parse(message) else { return nil }
        let reader = Reader(text: text)
        let recognisers: [(Reader, Int, SyntaxMessage) -> Hint?] = [
            interpolation, tripleQuotes, range, slashComment, declaration, attribute, swiftOperator,
            gridItemSize, labelledArguments, colonInTable, memberShorthand, closure, controlFlowInTable, bracedBlock,
            missingComma,
        ]
        for fault in faults(parsed, reader) {
            for recognise in recognisers {
                if let hint = recognise(reader, fault, parsed) { return hint }
            }
        }
        return nil
    }

    /// The tokens Lua's message may mean: on its line, with the text it quotes (a string's text
    /// is Lua's after escapes, so any string there may be it). `<eof>` is the index past the end.
    static func faults(_ message: SyntaxMessage, _ reader: Reader) -> [Int] {
        let tokens = reader.tokens
        guard let near = message.near else { return [] }
        if near == "<eof>" { return [tokens.count] }
        let onLine = tokens.indices.filter { tokens[$0].line <= message.line && message.line <= tokens[$0].endLine }
        if near.first == "\"" || near.first == "'" || near.hasPrefix("[[") || near.hasPrefix("[=") {
            let strings = onLine.filter { tokens[$0].isString }
            let exact = strings.filter { reader.text.text(tokens[$0]).hasPrefix(near) }
            return exact.isEmpty ? strings : exact + strings.filter { !exact.contains($0) }
        }
        return onLine.filter { reader.text.text(tokens[$0]) == near }
    }

    /// Token-level questions the recognisers ask.
    struct Reader {
        let text: LuaSourceText
        var tokens: [LuaToken] { text.tokens }

        func string(_ i: Int) -> String { i >= 0 && i < tokens.count ? text.text(tokens[i]) : "" }
        func isSymbol(_ i: Int, _ symbol: String) -> Bool { text.isSymbol(i, symbol) }
        func isName(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .name }
        func isKeyword(_ i: Int, _ word: String) -> Bool {
            i >= 0 && i < tokens.count && tokens[i].kind == .keyword && string(i) == word
        }
        /// No space between the two tokens.
        func adjacent(_ a: Int, _ b: Int) -> Bool {
            a >= 0 && b < tokens.count && tokens[a].end == tokens[b].start
        }

        /// The token can end an expression (a value, a call's `)`, a table's `}`).
        func endsExpression(_ i: Int) -> Bool {
            guard i >= 0, i < tokens.count else { return false }
            switch tokens[i].kind {
            case .name, .string, .longString, .number: return true
            case .keyword: return ["true", "false", "nil", "end"].contains(string(i))
            case .symbol: return [")", "}", "]", "..."].contains(string(i))
            case .other: return false
            }
        }

        /// The token can start a table item Lua would not read as going on with the one before
        /// (a `{` or a string would be a call, `(` a call, `[` an index).
        func startsItem(_ i: Int) -> Bool {
            guard i >= 0, i < tokens.count else { return false }
            switch tokens[i].kind {
            case .name, .number: return true
            case .keyword: return ["function", "nil", "true", "false", "not"].contains(string(i))
            case .symbol: return string(i) == "..." || string(i) == "#"
            default: return false
            }
        }

        /// The unmatched opening bracket before token `i`.
        func enclosingOpen(_ i: Int) -> Int? {
            var depth = 0
            var k = min(i, tokens.count) - 1
            while k >= 0 {
                if tokens[k].kind == .symbol {
                    switch string(k) {
                    case ")", "}", "]": depth += 1
                    case "(", "{", "[":
                        if depth == 0 { return k }
                        depth -= 1
                    default: break
                    }
                }
                k -= 1
            }
            return nil
        }

        /// The items between an opening bracket and `end` (exclusive), split at the commas (and
        /// semicolons) of that level: half-open ranges of token indices.
        func items(after open: Int, before end: Int) -> [Range<Int>] {
            var items: [Range<Int>] = []
            var start = open + 1
            var depth = 0
            var k = open + 1
            while k < end {
                if tokens[k].kind == .symbol {
                    switch string(k) {
                    case "(", "{", "[": depth += 1
                    case ")", "}", "]": depth -= 1
                    case ",", ";":
                        guard depth == 0 else { break }
                        if k > start { items.append(start..<k) }
                        start = k + 1
                    default: break
                    }
                }
                k += 1
            }
            if end > start { items.append(start..<end) }
            return items
        }

        func hint(at i: Int, length: Int? = nil, _ message: String) -> Hint {
            let token = tokens[i]
            return Hint(
                line: token.line, column: text.column(of: token.start),
                length: length ?? text.width(from: token.start, to: token.end), message: message)
        }

        /// A hint at the place just after token `i` (where a missing ',' goes).
        func hint(after i: Int, _ message: String) -> Hint {
            let token = tokens[i]
            return Hint(line: token.endLine, column: text.column(of: token.end), length: 1, message: message)
        }
    }

    // MARK: - The recognisers

    /// `"Total: \(count)"`: Lua has no interpolation (and `\(` is no escape).
    static func interpolation(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard f < r.tokens.count, case .string(let unfinished, true) = r.tokens[f].kind else { return nil }
        let bytes = Array(r.text.bytes[r.tokens[f].start..<r.tokens[f].end])
        guard let slash = (0..<max(0, bytes.count - 1)).first(where: { bytes[$0] == 0x5C && bytes[$0 + 1] == 0x28 })
        else { return nil }
        // The parts: literal text (escapes kept) and the expressions of `\( … )`.
        let quote = bytes[0]
        var parts: [String] = []
        var literal: [UInt8] = []
        var i = 1
        var firstEnd = slash + 2
        let last = unfinished ? bytes.count : bytes.count - 1
        while i < last {
            if bytes[i] == 0x5C, i + 1 < last, bytes[i + 1] == 0x28 {
                var depth = 1
                var j = i + 2
                while j < last, depth > 0 {
                    if bytes[j] == 0x28 { depth += 1 }
                    if bytes[j] == 0x29 { depth -= 1 }
                    j += 1
                }
                if !literal.isEmpty { parts.append(String(decoding: [quote] + literal + [quote], as: UTF8.self)) }
                literal = []
                let expression = String(decoding: bytes[(i + 2)..<max(i + 2, j - 1)], as: UTF8.self)
                parts.append(expression.trimmingCharacters(in: " "))
                if i == slash { firstEnd = j }
                i = j
            } else if bytes[i] == 0x5C, i + 1 < last {
                literal += bytes[i...(i + 1)]
                i += 2
            } else {
                literal.append(bytes[i])
                i += 1
            }
        }
        if !literal.isEmpty { parts.append(String(decoding: [quote] + literal + [quote], as: UTF8.self)) }
        let start = r.tokens[f].start + slash
        let hint = Hint(
            line: r.text.line(of: start), column: r.text.column(of: start),
            length: r.text.width(from: start, to: r.tokens[f].start + firstEnd),
            message:
                "Lua has no string interpolation: write `\(parts.joined(separator: " .. "))` (`..` joins strings and numbers)"
        )
        return hint
    }

    /// `"""` … `"""`: Lua's multi-line strings are long brackets.
    static func tripleQuotes(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard f > 0, f < r.tokens.count, case .string(true, _) = r.tokens[f].kind,
            r.string(f - 1) == "\"\"", r.adjacent(f - 1, f)
        else { return nil }
        return r.hint(at: f - 1, length: 3, "Lua's multi-line strings are written [[ … ]], not \"\"\" … \"\"\"")
    }

    /// `0..<5`, `1...3`: Swift's ranges read as a malformed number.
    static func range(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard f < r.tokens.count, case .number(malformed: true) = r.tokens[f].kind, r.string(f).contains("..")
        else { return nil }
        var length = r.text.width(from: r.tokens[f].start, to: r.tokens[f].end)
        if r.isSymbol(f + 1, "<"), r.adjacent(f, f + 1) { length += 1 }
        return r.hint(
            at: f, length: length,
            "Lua has no ranges like `0..<5`: count with `for i = 0, 4 do … end`, or make views with `ForEach(5, function(i) … end)` (i from 1)"
        )
    }

    /// `// a comment` (and `/* … */`).
    static func slashComment(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        let message = "Lua comments start with '--', not '//': write `-- …` (in Lua `//` divides)"
        if r.isSymbol(f, "//") { return r.hint(at: f, message) }
        let block = "Lua's block comments are written --[[ … ]], not /* … */"
        if r.isSymbol(f, "*"), r.isSymbol(f - 1, "/"), r.adjacent(f - 1, f) {
            return r.hint(at: f - 1, length: 2, block)
        }
        if r.isSymbol(f, "/"), r.isSymbol(f + 1, "*"), r.adjacent(f, f + 1) { return r.hint(at: f, length: 2, block) }
        // `Text("a") // the title` reads as a division by `the`, and Lua stops a little later:
        // a `//` followed by words, on the line Lua stopped on or the one before it.
        let tokens = r.tokens
        guard f > 0 else { return nil }
        let firstLine = tokens[f - 1].line
        var k = f - 1
        while k >= 0, tokens[k].endLine >= firstLine {
            if r.isSymbol(k, "//"), r.isName(k + 1) || tokens[safe: k + 1]?.kind == .keyword,
                tokens[k + 1].line == tokens[k].line
            {
                return r.hint(at: k, message)
            }
            k -= 1
        }
        return nil
    }

    /// `let x = 1`, `var body: some View`, `func row()`, `struct Card: View`, `import SwiftUI`.
    static func declaration(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard f > 0, f < r.tokens.count, r.isName(f - 1), r.isName(f) || r.tokens[f].kind == .keyword,
            r.tokens[f - 1].line == r.tokens[f].line
        else { return nil }
        let word = r.string(f - 1)
        let name = r.string(f)
        let typed = r.isSymbol(f + 1, ":") ? " (Lua has no type annotations)" : ""
        // `if let x = y`: Swift's unwrapping.
        if word == "let" || word == "var", r.isKeyword(f - 2, "if") || r.isKeyword(f - 2, "while") {
            return r.hint(
                at: f - 1,
                "Lua has no `\(r.string(f - 2)) \(word)`: write `local \(name) = …` on the line before, then `\(r.string(f - 2)) \(name) then`"
            )
        }
        // Otherwise the word must start a statement.
        let before = f - 2
        let startsStatement =
            before < 0 || r.tokens[before].endLine < r.tokens[f - 1].line || r.isSymbol(before, ";")
            || ["then", "do", "else", "end"].contains(where: { r.isKeyword(before, $0) })
        guard startsStatement else { return nil }
        switch word {
        case "let", "var":
            return r.hint(at: f - 1, "Lua declares variables with `local`: write `local \(name) = …`\(typed)")
        case "func":
            return r.hint(at: f - 1, "Lua defines functions with `function`: write `local function \(name)(…) … end`")
        case "struct", "class", "enum", "protocol", "extension":
            return r.hint(
                at: f - 1,
                "Lua has no `\(word)`: a Plumb script returns its root view (`return VStack { … }`), and a view made in several places is a function (`local function \(name)(…) return … end`)"
            )
        case "import":
            return r.hint(
                at: f - 1, "a Plumb script imports nothing: SwiftUI's names are already there, so remove this line")
        default:
            return nil
        }
    }

    /// `@State var count = 0`, `@ViewBuilder`: Lua has no attributes.
    static func attribute(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard r.isSymbol(f, "@"), r.isName(f + 1), r.adjacent(f, f + 1) else { return nil }
        let name = r.string(f + 1)
        return r.hint(
            at: f, length: name.count + 1,
            "Lua has no attributes such as `@\(name)`: remove it (a script lays out one moment, so state is a plain `local` value)"
        )
    }

    /// `!=`, `!x`, `&&`, `||`, `??`, `a?.b`, `c ? a : b`.
    static func swiftOperator(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard f < r.tokens.count, r.tokens[f].kind == .symbol else { return nil }
        switch r.string(f) {
        case "!":
            if r.isSymbol(f + 1, "=") || r.isSymbol(f + 1, "=="), r.adjacent(f, f + 1) {
                return r.hint(
                    at: f, length: 1 + r.string(f + 1).count, "Lua writes 'not equal' as `~=`: write `~=` for `!=`")
            }
            return r.hint(at: f, "Lua writes `!` as `not`: write `not x` for `!x`")
        case "&", "|":
            let symbol = r.string(f)
            let first = r.isSymbol(f - 1, symbol) && r.adjacent(f - 1, f) ? f - 1 : f
            guard r.isSymbol(first + 1, symbol), r.adjacent(first, first + 1) else { return nil }
            let word = symbol == "&" ? "and" : "or"
            return r.hint(at: first, length: 2, "Lua writes `\(symbol)\(symbol)` as `\(word)`: write `a \(word) b`")
        case "?":
            if r.isSymbol(f + 1, "?"), r.adjacent(f, f + 1) {
                return r.hint(
                    at: f, length: 2,
                    "Lua has no `??`: write `a or b` (it gives b when a is nil, and also when a is false)")
            }
            if r.isSymbol(f + 1, "."), r.adjacent(f, f + 1) {
                return r.hint(at: f, length: 2, "Lua has no optional chaining: write `a and a.b` for `a?.b`")
            }
            return r.hint(
                at: f,
                "Lua has no `c ? a : b`: write `c and a or b` (when a is never nil or false), or an if statement")
        default:
            return nil
        }
    }

    /// `Spacer(minLength = 20)`, `frame(width: 100, height: 50)`, `HStack(alignment: .top)`,
    /// `HStack(spacing: 8) { … }`: labelled arguments go in a table.
    static func labelledArguments(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard f < r.tokens.count, let open = r.enclosingOpen(f), r.isSymbol(open, "("), r.isName(open - 1) else {
            return nil
        }
        func isLabel(_ i: Int) -> Bool {
            (r.isName(i) || r.isKeyword(i, "in")) && (r.isSymbol(i + 1, ":") || r.isSymbol(i + 1, "="))
        }
        let close = r.text.matchingClose(open)
        let end = close ?? r.tokens.count
        let items = r.items(after: open, before: end)
        guard let first = items.first(where: { isLabel($0.lowerBound) }), first.lowerBound <= f,
            f <= first.lowerBound + 3
        else { return nil }
        let label = first.lowerBound
        let callee = r.string(open - 1)
        let viaDot = r.isSymbol(open - 2, ".") && r.endsExpression(open - 3)
        let name = (viaDot ? ":" : "") + callee
        var notes: [String] = []
        var rewrite: String
        if let close {
            var positional: [String] = []
            var options: [String] = []
            for item in items {
                if isLabel(item.lowerBound) {
                    var key = r.string(item.lowerBound)
                    if key == "in" { key = callee == "ViewThatFits" ? "axes" : "[\"in\"]" }
                    options.append(
                        "\(key) = \(luaValue(r, min(item.lowerBound + 2, item.upperBound)..<item.upperBound, notes: &notes))"
                    )
                } else {
                    positional.append(luaValue(r, item, notes: &notes))
                }
            }
            let trailing = r.isSymbol(close + 1, "{")
            if trailing { options.append("…") }
            let table = "{ \(options.joined(separator: ", ")) }"
            rewrite =
                positional.isEmpty ? "\(name) \(table)" : "\(name)(\(positional.joined(separator: ", ")), \(table))"
            if rewrite.count > 100 { rewrite = "\(name) { \(r.string(label)) = …, … }" }
            if trailing {
                notes.insert("SwiftUI's options and trailing views go in one table, the options first", at: 0)
            }
        } else {
            rewrite = "\(name) { \(r.string(label)) = … }"
        }
        if viaDot { notes.append("call modifiers with ':'") }
        let noteText = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        let length = r.string(label).count + (r.adjacent(label, label + 1) ? 1 : 0)
        return r.hint(
            at: label, length: length,
            "labelled arguments go in a table, with '=' for ':': write `\(rewrite)`\(noteText)")
    }

    /// `frame { width: 100 }`, `VStack { spacing: 8, … }`: Swift's ':' between an option and its
    /// value, in a table, where Lua wants '=' (Lua reads `width:100` as a method call).
    static func colonInTable(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard let open = r.enclosingOpen(f), r.isSymbol(open, "{") else { return nil }
        /// `key: value`, not `object:method(…)` (which Lua reads, and never stops in).
        func isLabel(_ i: Int) -> Bool {
            guard r.isName(i), r.isSymbol(i + 1, ":") else { return false }
            let callsMethod =
                r.isName(i + 2)
                && (r.isSymbol(i + 3, "(") || r.isSymbol(i + 3, "{") || r.tokens[safe: i + 3]?.isString == true)
            return !callsMethod
        }
        let close = r.text.matchingClose(open)
        let items = r.items(after: open, before: close ?? r.tokens.count)
        // The item Lua stopped in (or just after) is written `key: value`.
        guard
            let item = items.first(where: { $0.lowerBound <= f && f <= $0.upperBound }),
            isLabel(item.lowerBound)
        else { return nil }
        let label = item.lowerBound
        let name = r.isName(open - 1) ? r.string(open - 1) + " " : ""
        var notes: [String] = []
        var rewrite: String
        if close != nil {
            let written = items.map { item -> String in
                guard isLabel(item.lowerBound) else { return luaValue(r, item, notes: &notes) }
                let value = min(item.lowerBound + 2, item.upperBound)..<item.upperBound
                return "\(r.string(item.lowerBound)) = \(luaValue(r, value, notes: &notes))"
            }
            rewrite = "\(name){ \(written.joined(separator: ", ")) }"
            if rewrite.count > 100 { rewrite = "\(name){ \(r.string(label)) = …, … }" }
        } else {
            rewrite = "\(name){ \(r.string(label)) = … }"
        }
        let noteText = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        let length = r.string(label).count + (r.adjacent(label, label + 1) ? 1 : 0)
        return r.hint(
            at: label, length: length,
            "an option in a table takes '=', not Swift's ':': write `\(rewrite)`\(noteText)")
    }

    /// `GridItem(.flexible())`, `GridItem(.fixed(60))`, `GridItem(.adaptive(minimum: 40), spacing: 8)`:
    /// a GridItem's size is an option of its table in Plumb.
    static func gridItemSize(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard r.isSymbol(f, "."), r.isName(f + 1), r.adjacent(f, f + 1), r.isSymbol(f - 1, "("),
            r.string(f - 2) == "GridItem"
        else { return nil }
        let open = f - 1
        let size = r.string(f + 1)
        guard ["flexible", "fixed", "adaptive"].contains(size) else { return nil }
        var notes: [String] = []
        var options: [String] = []
        // The size's own arguments: `.fixed(60)`, `.adaptive(minimum: 40, maximum: 80)`.
        var after = f + 2
        if r.isSymbol(f + 2, "("), let sizeClose = r.text.matchingClose(f + 2) {
            let arguments = r.items(after: f + 2, before: sizeClose)
            after = sizeClose + 1
            let bounds = arguments.map { item -> String in
                if r.isName(item.lowerBound), r.isSymbol(item.lowerBound + 1, ":") {
                    let value = min(item.lowerBound + 2, item.upperBound)..<item.upperBound
                    return "\(r.string(item.lowerBound)) = \(luaValue(r, value, notes: &notes))"
                }
                return luaValue(r, item, notes: &notes)
            }
            switch size {
            case "fixed": options.append("fixed = \(bounds.first ?? "60")")
            case "adaptive":
                options.append("adaptive = { \(bounds.isEmpty ? "minimum = 40" : bounds.joined(separator: ", ")) }")
            default: if !bounds.isEmpty { options.append("flexible = { \(bounds.joined(separator: ", ")) }") }
            }
        } else {
            switch size {
            case "fixed": options.append("fixed = 60")
            case "adaptive": options.append("adaptive = { minimum = 40 }")
            default: break
            }
        }
        // GridItem's other labelled arguments: `spacing: 8`, `alignment: .leading`.
        if let close = r.text.matchingClose(open), after < close {
            for item in r.items(after: after, before: close) where r.isName(item.lowerBound) {
                guard r.isSymbol(item.lowerBound + 1, ":") || r.isSymbol(item.lowerBound + 1, "=") else { continue }
                let value = min(item.lowerBound + 2, item.upperBound)..<item.upperBound
                options.append("\(r.string(item.lowerBound)) = \(luaValue(r, value, notes: &notes))")
            }
        }
        let rewrite = options.isEmpty ? "GridItem()" : "GridItem { \(options.joined(separator: ", ")) }"
        let noteText = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        let what =
            options.isEmpty
            ? "GridItem() is SwiftUI's GridItem(.flexible()); a size with numbers is an option of its table, as in GridItem { fixed = 60 }"
            : "a GridItem's size is an option of its table, as are spacing and alignment"
        return r.hint(at: f, length: size.count + 1, "write `\(rewrite)`: \(what)\(noteText)")
    }

    /// A value in SwiftUI's spelling, in Lua's: `.top` → `"top"`, `.infinity` → `math.huge`,
    /// `[.top, .leading]` → `{ "top", "leading" }`; anything else as it is written.
    static func luaValue(_ r: Reader, _ range: Range<Int>, notes: inout [String]) -> String {
        guard !range.isEmpty else { return "…" }
        var replacements: [(start: Int, end: Int, text: String)] = []
        var k = range.lowerBound
        while k < range.upperBound {
            if r.isSymbol(k, "."), r.isName(k + 1), r.adjacent(k, k + 1), k + 1 < range.upperBound,
                k == range.lowerBound || !r.endsExpression(k - 1)
            {
                let member = r.string(k + 1)
                let text = member == "infinity" ? "math.huge" : "\"\(member)\""
                let note =
                    member == "infinity"
                    ? "SwiftUI's `.infinity` is `math.huge`" : "SwiftUI's `.\(member)` is the string \"\(member)\""
                if !notes.contains(note) { notes.append(note) }
                replacements.append((r.tokens[k].start, r.tokens[k + 1].end, text))
                k += 2
                continue
            }
            if r.isSymbol(k, "["), k == range.lowerBound || !r.endsExpression(k - 1),
                let close = r.text.matchingClose(k), close < range.upperBound
            {
                replacements.append((r.tokens[k].start, r.tokens[k].end, "{ "))
                replacements.append((r.tokens[close].start, r.tokens[close].end, " }"))
            }
            k += 1
        }
        var text = ""
        var position = r.tokens[range.lowerBound].start
        for replacement in replacements.sorted(by: { $0.start < $1.start }) {
            text += r.text.text(from: position, to: replacement.start) + replacement.text
            position = replacement.end
        }
        text += r.text.text(from: position, to: r.tokens[range.upperBound - 1].end)
        return text
    }

    /// `padding(.horizontal)`, `foregroundColor(.red)`, `padding([.top, .leading])`.
    static func memberShorthand(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        if r.isSymbol(f, "."), r.isName(f + 1), r.adjacent(f, f + 1), !r.endsExpression(f - 1) {
            let member = r.string(f + 1)
            let length = member.count + 1
            if member == "infinity" {
                return r.hint(at: f, length: length, "SwiftUI's `.infinity` is `math.huge` in Lua: write `math.huge`")
            }
            return r.hint(
                at: f, length: length,
                "write `\"\(member)\"`: Plumb takes SwiftUI's `.\(member)` as the string \"\(member)\"")
        }
        if r.isSymbol(f, "["), r.isSymbol(f + 1, "."), !r.endsExpression(f - 1), let close = r.text.matchingClose(f) {
            var notes: [String] = []
            let value = luaValue(r, f..<(close + 1), notes: &notes)
            return r.hint(
                at: f, length: r.text.width(from: r.tokens[f].start, to: r.tokens[close].end),
                "write `\(value)`: a Swift array is a table in braces in Lua, and SwiftUI's `.name` is the string \"name\""
            )
        }
        return nil
    }

    /// `ForEach(items) { item in … }`: Swift's closure syntax.
    static func closure(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard r.isKeyword(f, "in"), let open = r.enclosingOpen(f), r.isSymbol(open, "{"), open + 1 < f else {
            return nil
        }
        // Only names (and commas, parentheses) between the brace and `in`.
        var names: [String] = []
        for k in (open + 1)..<f {
            if r.isName(k) {
                names.append(r.string(k))
            } else if !(r.isSymbol(k, ",") || r.isSymbol(k, "(") || r.isSymbol(k, ")")) {
                return nil
            }
        }
        guard !names.isEmpty else { return nil }
        let parameters = names.joined(separator: ", ")
        return r.hint(
            at: open,
            length: r.text.width(from: r.tokens[open].start, to: r.tokens[f].end),
            "Lua's closures are functions: write `function(\(parameters)) return … end` for `{ \(parameters) in … }` (ForEach(list, function(item) … end))"
        )
    }

    /// `VStack { if compact { … } else { … } }`, `VStack { for item in items { … } }`: a view
    /// builder's control flow, among a table's items.
    static func controlFlowInTable(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard r.isKeyword(f, "if") || r.isKeyword(f, "for"), let open = r.enclosingOpen(f), r.isSymbol(open, "{")
        else { return nil }
        let word = r.string(f)
        let message =
            word == "if"
            ? "a table's items are values, and SwiftUI's `if` in a view builder is an expression in Lua: write `compact and A or B` (or choose the views before the table, with `if … then … end`)"
            : "a table's items are values, and SwiftUI's `for` in a view builder is `ForEach(list, function(item) return … end)` in Lua"
        return r.hint(at: f, message)
    }

    /// `if compact {` ⏎ …: Swift's braces around a block.
    static func bracedBlock(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        // The statement keyword before the fault, with no `then` or `do` in between.
        var k = min(f, r.tokens.count) - 1
        var keyword: Int?
        while k >= 0, k > f - 200 {
            if ["then", "do", "end", "function", "return", "local"].contains(where: { r.isKeyword(k, $0) }) { break }
            if ["if", "elseif", "while", "for"].contains(where: { r.isKeyword(k, $0) }) {
                keyword = k
                break
            }
            k -= 1
        }
        guard let keyword else { return nil }
        // A `{` that ends its line: a block opened the Swift way.
        guard
            let brace = (keyword + 1..<min(f + 1, r.tokens.count)).first(where: {
                r.isSymbol($0, "{") && ($0 + 1 >= r.tokens.count || r.tokens[$0 + 1].line > r.tokens[$0].endLine)
            })
        else { return nil }
        let word = r.string(keyword)
        let opener = word == "if" || word == "elseif" ? "then" : "do"
        return r.hint(
            at: brace, "Lua's `\(word)` has no braces: write `\(word) … \(opener)` and close the block with `end`")
    }

    /// `VStack {\n Text("a")\n Text("b")\n}`: SwiftUI's view builder needs no commas; a table does.
    static func missingComma(_ r: Reader, _ f: Int, _ m: SyntaxMessage) -> Hint? {
        guard m.body.hasPrefix("'}' expected"), f > 0, r.startsItem(f), r.endsExpression(f - 1),
            let open = r.enclosingOpen(f), r.isSymbol(open, "{")
        else { return nil }
        let previous = f - 1
        // `Rectangle():frame() foregroundColor("red")`: a modifier without its ':'.
        let name = r.string(f)
        if r.isName(f), ScriptAPI.modifierNames.contains(name),
            r.isSymbol(f + 1, "(") || r.isSymbol(f + 1, "{") || r.tokens[safe: f + 1]?.isString == true
        {
            return r.hint(at: f, "write `:\(name)(…)`: Lua calls a modifier on the view before it with ':'")
        }
        // What the item before is: an option (`spacing = 8`), a view (a capitalised name) or a value.
        let itemStart = r.items(after: open, before: f).last?.lowerBound ?? previous
        let what: String
        if r.isName(itemStart), r.isSymbol(itemStart + 1, "=") {
            what = "option"
        } else if let first = r.string(itemStart).first, first.isUppercase {
            what = "view"
        } else {
            what = "item"
        }
        let line = r.tokens[previous].endLine
        let place = r.tokens[f].line == line ? "before `\(r.string(f))`" : "after line \(line)'s \(what)"
        return r.hint(
            after: previous,
            "add ',' \(place): Lua separates a table's items with commas (SwiftUI's view builder needs none)")
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
