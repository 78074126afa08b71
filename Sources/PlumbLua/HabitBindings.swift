import CLua
import CLuaShims
import PlumbLayout
import PlumbScriptAPI

/// SwiftUI habits seen while a script runs (the compile-time ones are `SwiftHabits`'): a
/// misspelt global or one SwiftUI has and Plumb lacks, a
/// modifier called with '.', a modifier Plumb lacks, a call of something that is not a function.
/// Each error is a hint at the line and column of the name at fault.
enum HabitBindings {
    static func install(in script: PlumbScript) {
        let vm = script.vm
        vm.explainSyntaxError = { message, chunk, text in
            SwiftHabits.explain(syntaxError: message, in: text).map {
                SwiftHabits.error($0, chunk: chunk, kind: .syntax)
            }
        }
        vm.explainRuntimeError = { [unowned vm] error in explain(error, vm: vm) }
        // Every global installed by now (the API and Lua's libraries): the names a misspelt
        // global is compared with.
        let known = vm.globalNames().filter { !$0.hasPrefix("_") }
        installGlobalsIndex(vm, known: known)
    }

    // MARK: - Globals

    /// Makes reading a global that is not there fail when the name is a SwiftUI name Plumb lacks
    /// or close to one it has; any other missing global reads as nil (`if jit then`).
    private static func installGlobalsIndex(_ vm: LuaVM, known: [String]) {
        // SwiftUI's types and views (and the script-only habits); a lowercase name read as a global
        // is a script's own variable more often than a modifier.
        let missing = ScriptAPI.missingNames.filter {
            !known.contains($0.key) && ($0.key.first?.isUppercase == true || $0.value.scope == .scripts)
        }
        let state = vm.state
        guard lua_checkstack(state, 4) != 0 else { return }
        luashim_pushglobaltable(state)
        lua_createtable(state, 0, 1)
        // Names already found to be nobody's typo: a loop reading `DEBUG` pays for the
        // comparison once (at most 10,000 names are remembered).
        let plain = PlainNames()
        vm.pushFunction { call throws(LuaError) -> Int32 in
            guard let name = call.string(at: 2), !plain.names.contains(name) else { return 0 }
            let message: String
            if let missingName = missing[name] {
                message = missingName.message
            } else if let match = closestGlobal(name, in: known) {
                message = "unknown name '\(name)' (did you mean '\(match)'?)"
            } else {
                if plain.names.count < 10_000 { plain.names.insert(name) }
                return 0
            }
            throw hint(call, name: name, access: .global, message)
        }
        vm.stack.setField("__index", tableIndex: -2)
        lua_setmetatable(state, -2)
        lua_settop(state, -2)
    }

    /// The global `name` was likely meant as: the script API's nearest name, held to more than
    /// the usual rule, because reading a global that is not set is also how a script asks whether
    /// it is (`if DEBUG then`): the same letters in another case (`vstack`), or a typo of at most
    /// two letters that keeps the first letter's case, in a name of three letters or more.
    static func closestGlobal(_ name: String, in known: [String]) -> String? {
        guard let match = nearestName(to: name, in: known) else { return nil }
        if match.lowercased() == name.lowercased() { return match }
        guard name.count > 2, editDistance(name.lowercased(), match.lowercased()) <= 2,
            name.first?.isUppercase == match.first?.isUppercase
        else { return nil }
        return match
    }

    // MARK: - Modifiers

    /// The error for a missing member of a view (`view:fram`, `Color.red.opacity(0.5)`).
    static func unknownModifier(_ call: LuaCall, name: String, modifiers: [String]) -> LuaError {
        var message: String
        if let missingName = ScriptAPI.missingNames[name], !modifiers.contains(name) {
            message = missingName.message
        } else {
            let suggestion = didYouMean(name, in: modifiers)
            message = "unknown modifier '\(name)'\(suggestion)"
        }
        guard let (file, text, found) = CallSites.locate(call, name: name, access: .any) else {
            var error = LuaError(kind: .runtime, message: message)
            error.isHint = true
            return error
        }
        if text.followsDot(found.name), text.isCalled(found.name) {
            message += "; and call modifiers with ':', not '.'"
        }
        var error = LuaError(kind: .runtime, message: message)
        error.isHint = true
        return CallSites.placed(error, file: file, text: text, found: found)
    }

    /// The error for a modifier called on no view: with '.' (`Text("a").bold()`, SwiftUI's
    /// spelling) a hint; otherwise "call it on a view with ':'".
    static func notOnAView(_ args: Arguments, _ name: String) -> LuaError {
        let call = args.call
        if let (file, text, found) = CallSites.locate(call, name: name, access: .field), text.followsDot(found.name) {
            var error = LuaError(
                kind: .runtime,
                message:
                    "\(name): call modifiers with ':', not '.': write `:\(name)(…)` for SwiftUI's `.\(name)(…)` (call it on a view with ':')"
            )
            error.isHint = true
            return CallSites.placed(error, file: file, text: text, found: found)
        }
        return args.fail("call it on a view with ':' (view:\(name)(…)), got \(LuaBindings.describe(call, at: 1))")
    }

    // MARK: - Lua's own runtime errors

    /// Explains "attempt to call a … value (field 'x')" (a call of something that is not a
    /// function) and "attempt to perform arithmetic on a nil value (global 'x')" after a `//`
    /// (a Swift comment Lua read as a division), at the name's column.
    static func explain(_ error: LuaError, vm: LuaVM) -> LuaError? {
        guard let file = error.file, let line = error.line, let text = vm.sourceText(file) else { return nil }
        let prefix = "\(file):\(line): "
        guard error.message.hasPrefix(prefix) else { return nil }
        let body = error.message.dropFirst(prefix.count)
        func placed(_ message: String, at token: LuaToken) -> LuaError {
            var hint = LuaError(kind: .runtime, message: message, traceback: error.traceback)
            hint.isHint = true
            return CallSites.placed(hint, file: file, text: text, found: CallSites.Found(name: token))
        }
        // "attempt to call a View value (field 'red')"
        let call = "attempt to call a "
        if body.hasPrefix(call), let (type, kind, name) = parseNamedValue(body.dropFirst(call.count)) {
            guard let found = text.findCall(name, access: CallSites.Access(namewhat: kind), line: line, keys: []) else {
                return nil
            }
            if type == "nil" {
                guard kind == "field" || kind == "method", ScriptAPI.modifierNames.contains(name) else { return nil }
                return placed(
                    "'\(name)' is a modifier of views, and what it is called on is not a view: call it on a view with ':' (`Text(…):\(name)(…)`)",
                    at: found.name)
            }
            var message = "cannot call '\(name)': it is a \(type), not a function"
            if type == "View" { message += " (a view is made already: remove the `(…)` after it)" }
            if type == "table", name == "Font" { message += " (text styles are `Font.title` or \"title\")" }
            return placed(message, at: found.name)
        }
        // `Text("a")` ⏎ `{ Text("b") }`: a table (or a string) on the line after a view is an
        // argument list in Lua, and the view is called. Only when the statement has one such place.
        if body == "attempt to call a View value" {
            let reader = SwiftHabits.Reader(text: text)
            let tokens = text.tokens
            let first = text.firstToken(onOrAfter: line)
            var places: [Int] = []
            var k = first + 1
            var depth = 0
            while k < tokens.count, tokens[k].line <= line + 200 {
                if text.isSymbol(k - 1, "(") || text.isSymbol(k - 1, "{") || text.isSymbol(k - 1, "[") { depth += 1 }
                if text.isSymbol(k - 1, ")") || text.isSymbol(k - 1, "}") || text.isSymbol(k - 1, "]") { depth -= 1 }
                if depth < 0 { break }
                if tokens[k].line > tokens[k - 1].endLine, text.isSymbol(k, "{") || tokens[k].isString,
                    reader.endsExpression(k - 1), !tokens[k - 1].isString
                {
                    places.append(k - 1)
                }
                k += 1
            }
            if places.count == 1, let previous = places.first {
                let token = tokens[previous]
                var hint = LuaError(
                    kind: .runtime,
                    message:
                        "add ',' after line \(token.endLine)'s view: Lua separates a table's items with commas (SwiftUI's view builder needs none), and a table or string after a view is a call",
                    traceback: error.traceback)
                hint.isHint = true
                let column = text.column(of: token.end)
                hint.message = "\(file):\(token.endLine):\(column): \(hint.message)"
                hint.file = file
                hint.line = token.endLine
                hint.caret = SourceMark(column: column, length: 1)
                return hint
            }
        }
        // "attempt to perform arithmetic on a nil value (global 'the')" after a `//`
        let arithmetic = "attempt to perform arithmetic on a nil value (global '"
        if body.hasPrefix(arithmetic) {
            let name = body.dropFirst(arithmetic.count).prefix { $0 != "'" }
            let tokens = text.tokens
            var k = text.firstToken(onOrAfter: line)
            while k + 1 < tokens.count, tokens[k].line == line {
                if text.isSymbol(k, "//"), text.text(tokens[k + 1]) == name {
                    return placed(
                        "Lua comments start with '--', not '//': write `-- …` (in Lua `//` divides)", at: tokens[k])
                }
                k += 1
            }
        }
        return nil
    }

    /// "View value (field 'red')" → ("View", "field", "red").
    private static func parseNamedValue(_ text: Substring) -> (String, String, String)? {
        guard let space = text.firstIndex(of: " "), text[space...].hasPrefix(" value (") else { return nil }
        let type = String(text[..<space])
        let rest = text[space...].dropFirst(8)
        guard let quote = rest.firstIndex(of: "'") else { return nil }
        let kind = rest[..<quote].trimmingCharacters(in: " ")
        let name = rest[rest.index(after: quote)...].prefix { $0 != "'" }
        guard !name.isEmpty else { return nil }
        return (type, kind, String(name))
    }

    /// An error for `name` at the caller's line, placed at its column when found.
    static func hint(_ call: LuaCall, name: String, access: CallSites.Access, _ message: String) -> LuaError {
        var error = LuaError(kind: .runtime, message: message)
        error.isHint = true
        guard let (file, text, found) = CallSites.locate(call, name: name, access: access) else { return error }
        return CallSites.placed(error, file: file, text: text, found: found)
    }
}

/// The missing globals read so far that are no typo (they read as nil).
private final class PlainNames {
    var names: Set<String> = []
}

extension LuaSourceText {
    /// Whether the token is written right after a '.' (spaces aside): `Text("a").bold`.
    func followsDot(_ token: LuaToken) -> Bool {
        var k = token.start - 1
        while k >= 0, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k -= 1 }
        return k >= 0 && bytes[k] == UInt8(ascii: ".") && (k == 0 || bytes[k - 1] != UInt8(ascii: "."))
    }

    /// Whether arguments follow the token (spaces aside): `(`, `{` or a string.
    func isCalled(_ token: LuaToken) -> Bool {
        var k = token.end
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
        return k < bytes.count && "({\"'[".utf8.contains(bytes[k])
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
