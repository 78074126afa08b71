import CLua
import CLuaShims
import PlumbLayout

/// Finding the call at fault in a line of source.
///
/// Lua's debug information has lines, not columns, and a chain of calls carries the line where
/// the chain starts: in
///
///     return Text("x")
///       :padding()
///       :frame { widht = 3 }
///
/// every call is "line 1". So when a Swift callback fails, the name Lua used for it (`frame`,
/// a method; `lua_getinfo`'s "n") is looked up in the tokens from that line on, through the rest
/// of the chain, and the error is moved to the line and column where that name is written. When
/// the name appears more than once, the call whose arguments hold an option the message names
/// is chosen (else the first). Only chunks Plumb loaded itself are read.
enum CallSites {
    /// How the calling code named the function: `view:frame(…)`, `Font.system`, `Text(…)`.
    enum Access {
        case method, field, global, any

        init(namewhat: String) {
            switch namewhat {
            case "method": self = .method
            case "field": self = .field
            case "global": self = .global
            default: self = .any
            }
        }
    }

    /// A name found in the source: its token and, when the message names one of the call's
    /// options, that option's key.
    struct Found {
        var name: LuaToken
        var key: LuaToken?
    }

    /// Moves an error a Swift callback threw (with no position of its own) to the call at fault:
    /// "card.lua:3: frame: …" with a caret under `frame` on line 3 (and the column in the
    /// message, for a hint). Nil when the caller is not a chunk Plumb loaded or the name is not
    /// found: the trampoline then prefixes Lua's position, as before.
    static func place(_ error: LuaError, _ call: LuaCall) -> LuaError? {
        guard let anchor = LuaStateAnchor.of(call.state), let (file, line) = call.whereInfo(level: 1),
            let text = anchor.sourceText(file)
        else { return nil }
        var name = [CChar](repeating: 0, count: 128)
        var what = [CChar](repeating: 0, count: 32)
        guard luashim_callee_name(call.state, &name, name.count, &what, what.count) != 0 else { return nil }
        func string(_ buffer: [CChar]) -> String {
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        var callee = string(name)
        var access = Access(namewhat: string(what))
        if string(what) == "metamethod" {
            // An `__index` that refuses a member (`Color.purple2`, `view:fram`): find the member.
            guard callee == "index", let key = call.string(at: 2) else { return nil }
            callee = key
            access = .any
        }
        guard
            let found = text.findCall(
                callee, access: access, line: line, keys: keys(in: error.message), values: quoted(in: error.message))
        else {
            return nil
        }
        return placed(error, file: file, text: text, found: found)
    }

    /// `error` placed at `found`: the message prefixed with its position, the caret and
    /// underlines set, `file` set (so the trampoline raises the message as it is).
    static func placed(_ error: LuaError, file: String, text: LuaSourceText, found: Found) -> LuaError {
        var error = error
        let line = found.name.line
        let caret = text.mark(found.name)
        error.file = file
        error.line = line
        error.caret = caret
        error.underlines = found.key.map { [text.mark($0)] } ?? []
        error.message = "\(file):\(line):\(error.isHint ? "\(caret.column):" : "") \(error.message)"
        return error
    }

    /// The position of the Lua code that called the running callback, and the name it used
    /// there, found in its source; nil when unknown.
    static func locate(_ call: LuaCall, name: String, access: Access) -> (
        file: String, text: LuaSourceText, found: Found
    )? {
        guard let anchor = LuaStateAnchor.of(call.state), let (file, line) = call.whereInfo(level: 1),
            let text = anchor.sourceText(file),
            let found = text.findCall(name, access: access, line: line, keys: [])
        else { return nil }
        return (file, text, found)
    }

    /// Where the Lua code that called the running callback wrote the call: the line and column
    /// of the callee's name when it is found in the source (a chain's calls all carry the line
    /// the chain starts on), else the line Lua gives and no column; nil when Lua gives none.
    static func viewSource(_ call: LuaCall) -> ViewSource? {
        guard let (file, line) = call.whereInfo(level: 1) else { return nil }
        var name = [CChar](repeating: 0, count: 128)
        var what = [CChar](repeating: 0, count: 32)
        if luashim_callee_name(call.state, &name, name.count, &what, what.count) != 0 {
            func string(_ buffer: [CChar]) -> String {
                String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            let kind = string(what)
            if kind != "metamethod", let located = locate(call, name: string(name), access: Access(namewhat: kind)) {
                let token = located.found.name
                return ViewSource(file: file, line: token.line, column: located.text.mark(token).column)
            }
        }
        return ViewSource(file: file, line: line, column: nil)
    }

    /// The words a message quotes ("unknown alignment 'leadingLastTextBaseline'"): values that
    /// may be written as a call's string argument.
    static func quoted(in message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.enumerated().compactMap { i, part in i % 2 == 1 && i < parts.count - 1 ? String(part) : nil }
    }

    /// Words of a message that may be the option at fault: quoted ones first ("unknown option
    /// 'widht'"), then the words before the first ';' ("frame: width must be a number").
    static func keys(in message: String) -> [String] {
        var keys = quoted(in: message)
        let clause = message.prefix { $0 != ";" && $0 != "(" }
        keys += clause.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        return keys
    }
}

extension LuaSourceText {
    /// Finds `name` written as `access` says, from the first token of `line` through the
    /// expression that starts there (brackets opened on the way, and lines that go on with
    /// `:name` or `.name`, as a chain written one call a line does).
    func findCall(
        _ name: String, access: CallSites.Access, line: Int, keys: [String], values: [String] = []
    ) -> CallSites.Found? {
        let first = firstToken(onOrAfter: line)
        guard first < tokens.count, tokens[first].line == line else { return nil }
        var candidates: [Int] = []
        var anyAccess: [Int] = []
        var depth = 0
        var currentLine = line
        var k = first
        while k < tokens.count, k - first < 10_000 {
            let token = tokens[k]
            if token.line > currentLine {
                guard depth > 0 || isSymbol(k, ":") || isSymbol(k, ".") else { break }
                currentLine = token.line
            }
            if token.kind == .symbol {
                switch text(token) {
                case "(", "{", "[": depth += 1
                case ")", "}", "]": depth -= 1
                default: break
                }
                if depth < 0 { break }
            } else if token.kind == .name, text(token) == name {
                let matches: Bool
                switch access {
                case .method: matches = isSymbol(k - 1, ":")
                case .field: matches = isSymbol(k - 1, ".")
                case .global: matches = !isSymbol(k - 1, ":") && !isSymbol(k - 1, ".")
                case .any: matches = true
                }
                if matches { candidates.append(k) }
                anyAccess.append(k)
            }
            k += 1
        }
        if candidates.isEmpty { candidates = anyAccess }
        // A global read (`Texts = Texts or {}`): not the name assigned to.
        if access == .global, candidates.contains(where: { !isSymbol($0 + 1, "=") }) {
            candidates.removeAll { isSymbol($0 + 1, "=") }
        }
        guard let firstCandidate = candidates.first else { return nil }
        for key in keys {
            for candidate in candidates {
                if let found = optionKey(key, ofCallAt: candidate) {
                    return CallSites.Found(name: tokens[candidate], key: tokens[found])
                }
            }
        }
        // A value the message quotes, written as a string argument: the call that was given it
        // (the third of three `:overlay(…, "…")` in a chain), not the chain's first.
        for value in values {
            for candidate in candidates {
                if let found = optionKey(value, ofCallAt: candidate, asValue: true) {
                    return CallSites.Found(name: tokens[candidate], key: tokens[found])
                }
            }
        }
        return CallSites.Found(name: tokens[firstCandidate], key: nil)
    }

    /// The index of `key = …` among the arguments of the call whose name is at `index`, or, when
    /// `asValue` (a word the message quotes), of a string argument that is `key`
    /// (`:overlay(v, "leadingLastTextBaseline")`).
    private func optionKey(_ key: String, ofCallAt index: Int, asValue: Bool = false) -> Int? {
        var open = index + 1
        if open < tokens.count, tokens[open].kind == .symbol, text(tokens[open]) == "." || text(tokens[open]) == ":" {
            return nil
        }
        guard open < tokens.count, isSymbol(open, "(") || isSymbol(open, "{") else { return nil }
        let close = matchingClose(open) ?? min(tokens.count - 1, open + 200)
        open += 1
        while open < close {
            if tokens[open].kind == .name, isSymbol(open + 1, "="), text(tokens[open]) == key {
                return open
            }
            if asValue, case .string(false, _) = tokens[open].kind, text(tokens[open]).dropFirst().dropLast() == key {
                return open
            }
            open += 1
        }
        return nil
    }
}
