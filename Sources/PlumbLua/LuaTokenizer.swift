/// Splits Lua 5.4 source into tokens the way Lua's lexer (`llex.c`) does, with where each one
/// lies, so that a failed script can be read again to say what went wrong and where. Unlike Lua's
/// lexer it never fails: a string with a bad escape or no end, a malformed number and a byte Lua
/// has no use for (`!`, `?`, `@`, a non-ASCII letter) are tokens too, marked as such, because
/// those are exactly the places a hint is looked for. Comments are skipped.
///
/// Positions are byte offsets into the UTF-8 source; `LuaSourceText` turns them into lines and
/// columns (columns count Unicode scalars, from 1).
struct LuaToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// `Text`, `frame`, `x1` (keywords are `.keyword`).
        case name
        /// `local`, `function`, `end`, `and`, …
        case keyword
        /// `"…"` or `'…'`. `unfinished`: no closing quote before the line's end (or the
        /// source's); `badEscape`: a backslash Lua does not accept (`"\(x)"`).
        case string(unfinished: Bool, badEscape: Bool)
        /// `[[…]]`, `[==[…]==]`.
        case longString(unfinished: Bool)
        /// `42`, `0x1F`, `1.5e3`; `malformed` when Lua would refuse it (`0..<5` reads `0..`).
        case number(malformed: Bool)
        /// Punctuation and operators, longest match first (`...`, `..`, `==`, `~=`, `//`, `::`,
        /// `<=`, …), and single bytes that are no Lua token (`!`, `?`, `@`, `$`, `` ` ``).
        case symbol
        /// A byte that cannot start any token, with the rest of its UTF-8 sequence.
        case other
    }

    var kind: Kind
    /// Byte offsets: the token is `source[start..<end]`.
    var start: Int
    var end: Int
    /// The 1-based lines of its first and last byte (they differ for long strings).
    var line: Int
    var endLine: Int

    var isName: Bool { kind == .name }
    var isString: Bool {
        switch kind {
        case .string, .longString: true
        default: false
        }
    }
    var isNumber: Bool {
        if case .number = kind { return true }
        return false
    }
}

/// Source text with its tokens and the offsets where its lines start.
struct LuaSourceText {
    let bytes: [UInt8]
    let tokens: [LuaToken]
    /// `lineStarts[i]` is the offset of line i + 1.
    let lineStarts: [Int]

    init(_ source: String) {
        self.init(bytes: Array(source.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            // Lua counts "\n", "\r", "\r\n" and "\n\r" as one line break each.
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                let pair =
                    i + 1 < bytes.count && (bytes[i + 1] == 0x0A || bytes[i + 1] == 0x0D) && bytes[i + 1] != bytes[i]
                i += pair ? 2 : 1
                starts.append(i)
            } else {
                i += 1
            }
        }
        lineStarts = starts
        tokens = LuaTokenizer.tokens(bytes)
    }

    var lineCount: Int { lineStarts.count }

    /// The largest source (in bytes) read again for hints and carets: 2 MiB, far beyond a script
    /// written by hand. Larger ones keep Lua's messages.
    static let largest = 2 << 20

    /// The token's source text.
    func text(_ token: LuaToken) -> String { text(from: token.start, to: token.end) }

    func text(from start: Int, to end: Int) -> String {
        let start = max(0, start)
        let end = min(end, bytes.count)
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    /// The 1-based column of `offset` in its line: Unicode scalars before it, plus one.
    func column(of offset: Int) -> Int {
        width(from: lineStarts[line(of: offset) - 1], to: offset) + 1
    }

    /// The 1-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The length of `source[start..<end]` in Unicode scalars.
    func width(from start: Int, to end: Int) -> Int {
        let start = max(0, start)
        let end = min(end, bytes.count)
        return start < end ? bytes[start..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } : 0
    }
}

extension LuaSourceText {
    /// The caret's mark for a token (one line's worth of a multi-line token).
    func mark(_ token: LuaToken) -> SourceMark {
        let end = token.endLine == token.line ? token.end : lineStarts[min(token.line, lineStarts.count - 1)] - 1
        return SourceMark(column: column(of: token.start), length: width(from: token.start, to: end))
    }

    /// The index of the first token that starts on `line` or later.
    func firstToken(onOrAfter line: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func isSymbol(_ index: Int, _ symbol: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .symbol else { return false }
        return text(tokens[index]) == symbol
    }

    /// The index of the bracket that closes the one at `open` (`(`, `{` or `[`), or nil.
    func matchingClose(_ open: Int) -> Int? {
        var depth = 0
        var k = open
        while k < tokens.count {
            if tokens[k].kind == .symbol {
                switch text(tokens[k]) {
                case "(", "{", "[": depth += 1
                case ")", "}", "]":
                    depth -= 1
                    if depth == 0 { return k }
                default: break
                }
            }
            k += 1
        }
        return nil
    }
}

enum LuaTokenizer {
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil",
        "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// Symbols of two or three bytes, longest first.
    private static let longSymbols: [[UInt8]] = ["...", "..", "==", "~=", "<=", ">=", "<<", ">>", "//", "::"].map {
        Array($0.utf8)
    }

    static func tokens(_ bytes: [UInt8]) -> [LuaToken] {
        var tokens: [LuaToken] = []
        var i = 0
        var line = 1
        let count = bytes.count

        func at(_ k: Int) -> UInt8 { k < count ? bytes[k] : 0 }
        func isNewline(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
        /// Steps over one line break at `k` (two bytes for "\r\n" and "\n\r") and counts it.
        func skipNewline(_ k: inout Int) {
            let first = bytes[k]
            k += 1
            if k < count, isNewline(bytes[k]), bytes[k] != first { k += 1 }
            line += 1
        }
        /// The level of a long bracket at `k` (`[[` is 0, `[==[` is 2), or nil.
        func longBracket(_ k: Int) -> Int? {
            guard at(k) == UInt8(ascii: "[") else { return nil }
            var j = k + 1
            while at(j) == UInt8(ascii: "=") { j += 1 }
            return at(j) == UInt8(ascii: "[") ? j - k - 1 : nil
        }
        /// Skips a long bracket's body from just after its opening; returns whether it closed.
        func skipLong(_ k: inout Int, level: Int) -> Bool {
            while k < count {
                if bytes[k] == UInt8(ascii: "]") {
                    var j = k + 1
                    while at(j) == UInt8(ascii: "=") { j += 1 }
                    if at(j) == UInt8(ascii: "]"), j - k - 1 == level {
                        k = j + 1
                        return true
                    }
                    k += 1
                } else if isNewline(bytes[k]) {
                    skipNewline(&k)
                } else {
                    k += 1
                }
            }
            return false
        }

        // A first line starting with '#' (a shebang) is skipped, as Lua's loaders do.
        if at(0) == UInt8(ascii: "#") {
            while i < count, !isNewline(bytes[i]) { i += 1 }
        }
        while i < count {
            let b = bytes[i]
            if isNewline(b) {
                skipNewline(&i)
                continue
            }
            if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C {
                i += 1
                continue
            }
            let start = i
            let startLine = line
            var kind = LuaToken.Kind.symbol
            if b == UInt8(ascii: "-"), at(i + 1) == UInt8(ascii: "-") {
                i += 2
                if let level = longBracket(i) {
                    i += level + 2
                    _ = skipLong(&i, level: level)
                } else {
                    while i < count, !isNewline(bytes[i]) { i += 1 }
                }
                continue
            }
            if isLetter(b) {
                while i < count, isLetter(bytes[i]) || isDigit(bytes[i]) { i += 1 }
                let word = String(decoding: bytes[start..<i], as: UTF8.self)
                kind = keywords.contains(word) ? .keyword : .name
            } else if isDigit(b) || (b == UInt8(ascii: ".") && isDigit(at(i + 1))) {
                kind = .number(malformed: !readNumber(bytes, &i))
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                kind = readString(bytes, &i, line: &line)
            } else if let level = longBracket(i) {
                i += level + 2
                kind = .longString(unfinished: !skipLong(&i, level: level))
            } else if b >= 0x80 {
                i += 1
                while i < count, bytes[i] & 0xC0 == 0x80 { i += 1 }
                kind = .other
            } else if let symbol = longSymbols.first(where: { matches($0, bytes, at: i) }) {
                i += symbol.count
            } else {
                i += 1
                kind = b < 0x20 || b == 0x7F ? .other : .symbol
            }
            tokens.append(LuaToken(kind: kind, start: start, end: i, line: startLine, endLine: line))
        }
        return tokens
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66)
    }

    private static func matches(_ symbol: [UInt8], _ bytes: [UInt8], at i: Int) -> Bool {
        guard i + symbol.count <= bytes.count else { return false }
        for (k, b) in symbol.enumerated() where bytes[i + k] != b { return false }
        return true
    }

    /// Reads a numeral as `read_numeral` does (any hex digit, '.', an exponent with its sign);
    /// returns whether Lua would accept it.
    private static func readNumber(_ bytes: [UInt8], _ i: inout Int) -> Bool {
        let start = i
        var exponent: (UInt8, UInt8) = (UInt8(ascii: "e"), UInt8(ascii: "E"))
        if bytes[i] == UInt8(ascii: "0"), i + 1 < bytes.count, bytes[i + 1] | 0x20 == UInt8(ascii: "x") {
            exponent = (UInt8(ascii: "p"), UInt8(ascii: "P"))
            i += 2
        }
        var dots = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == exponent.0 || b == exponent.1 {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            } else if isHexDigit(b) {
                i += 1
            } else if b == UInt8(ascii: ".") {
                dots += 1
                i += 1
            } else {
                break
            }
        }
        // A letter right after a numeral is part of Lua's (malformed) token.
        var malformed = dots > 1
        if i < bytes.count, isLetter(bytes[i]) {
            malformed = true
            while i < bytes.count, isLetter(bytes[i]) || isDigit(bytes[i]) { i += 1 }
        }
        if !malformed {
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            let hex = text.count > 1 && text.dropFirst().first.map { $0 == "x" || $0 == "X" } == true
            if !hex, text.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" }) { malformed = true }
            if hex, text.count == 2 { malformed = true }
        }
        return !malformed
    }

    /// Reads a quoted string from its opening quote; stops at the closing quote or before a line
    /// break (an unfinished string, as Lua reports it).
    private static func readString(_ bytes: [UInt8], _ i: inout Int, line: inout Int) -> LuaToken.Kind {
        let quote = bytes[i]
        i += 1
        var badEscape = false
        while i < bytes.count {
            let b = bytes[i]
            if b == quote {
                i += 1
                return .string(unfinished: false, badEscape: badEscape)
            }
            if b == 0x0A || b == 0x0D { return .string(unfinished: true, badEscape: badEscape) }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { break }
                let e = bytes[i]
                switch e {
                case 0x0A, 0x0D:
                    // An escaped line break continues the string on the next line.
                    let first = e
                    i += 1
                    if i < bytes.count, bytes[i] == 0x0A || bytes[i] == 0x0D, bytes[i] != first { i += 1 }
                    line += 1
                case UInt8(ascii: "z"):
                    i += 1
                    while i < bytes.count, bytes[i] == 0x20 || (bytes[i] >= 0x09 && bytes[i] <= 0x0D) {
                        if bytes[i] == 0x0A || bytes[i] == 0x0D {
                            let first = bytes[i]
                            i += 1
                            if i < bytes.count, bytes[i] == 0x0A || bytes[i] == 0x0D, bytes[i] != first { i += 1 }
                            line += 1
                        } else {
                            i += 1
                        }
                    }
                default:
                    if !"abfnrtvxu\\\"'".utf8.contains(e) && !isDigit(e) { badEscape = true }
                    i += 1
                }
                continue
            }
            i += 1
        }
        return .string(unfinished: true, badEscape: badEscape)
    }
}
