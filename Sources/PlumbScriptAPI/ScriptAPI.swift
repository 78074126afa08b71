/// The script API, declared once: every global a script can call or read and every method of a
/// view, with its parameters, one line of documentation and what it does to layout.
///
/// PlumbLua's bindings (`*Bindings.swift`) implement the names; this registry describes them. A
/// modifier declared with its parameters (`APIEntry.modifier`) has no binding of its own:
/// PlumbLua's `DeclaredModifierBindings` reads its arguments by the declaration and calls the
/// layout core's code for the name (`NamedModifiers`).
/// The "did you mean" hints, `types/plumb.d.lua` (`ScriptAPI.luaTypes()`) and docs/api.md's tables
/// follow from it, and `ScriptAPITests` holds the bindings, the types file and docs/api.md equal
/// to it. The entries are declared by family in `Entries/` (`ScriptAPI.core`, `.grids`, …), each
/// naming the bindings file that implements it.
public struct APIEntry: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// A global function that makes a view (`Text`, `HStack`, `Button`).
        case view
        /// A method of every view that returns a new view (`frame`, `border`).
        case modifier
        /// A global function that returns something else (`measure`, `GridItem`, `CGSize`).
        case function
        /// A global table of values (`Color`, `Font`, `HorizontalAlignment`).
        case namespace
    }

    /// What the name does to layout: every modifier says, and a test holds the `drawing` ones to it
    /// (the frames are equal with and without them).
    public enum Effect: String, Sendable {
        /// Sizes or positions may change.
        case layout
        /// Only what is drawn changes; no frame moves.
        case drawing
        /// Neither: behaviour SwiftUI attaches (an action, a gesture, an animation) that a
        /// layout has no use for, or a label (`id`). Accepted and documented; the behaviour
        /// modifiers (`BehaviourBindings`) return the view unchanged.
        case none
    }

    public let name: String
    public let kind: Kind
    /// The parameters and result in LuaLS's notation, as `types/plumb.d.lua` writes them:
    /// `(color?: ColorName|View, width?: number): View`. Several forms are separate entries'
    /// business only when their parameters differ in kind; otherwise one signature with unions.
    public let signature: String
    /// One line for docs/api.md's tables and editors' hover text.
    public let summary: String
    public let effect: Effect
    /// A modifier's parameters, when the registry declares them (`APIEntry.modifier`): then
    /// PlumbLua reads its arguments by them and the layout core's `NamedModifiers` applies it,
    /// with no binding of its own. Nil for the names bound by hand (views, namespaces, and the
    /// modifiers whose arguments take several forms, such as `frame` and `overlay`).
    public let parameters: [Parameter]?

    public init(
        _ name: String, _ kind: Kind, _ signature: String, _ summary: String, effect: Effect = .layout,
        parameters: [Parameter]? = nil
    ) {
        self.name = name
        self.kind = kind
        self.signature = signature
        self.summary = summary
        self.effect = effect
        self.parameters = parameters
    }
}

public enum ScriptAPI {
    /// Every entry, in the order docs/api.md lists them.
    /// Each group is declared in the bindings file that implements it.
    public static let entries: [APIEntry] =
        core + layouts + collections + grids + controls + menusGaugesAndDrawnViews + uikit + viewLists + text + drawing
        + behaviour

    /// The names of every method of a view.
    public static var modifierNames: [String] { entries.filter { $0.kind == .modifier }.map(\.name) }

    /// The names of every global the API installs.
    public static var globalNames: [String] { entries.filter { $0.kind != .modifier }.map(\.name) }

    /// Entries by name (a modifier and a global may share a name: `Color` and `foregroundColor`
    /// never do, but lookups say which kind they want).
    public static func entry(named name: String, kind: APIEntry.Kind? = nil) -> APIEntry? {
        entries.first { $0.name == name && (kind == nil || $0.kind == kind) }
    }
}

// MARK: - The types file

extension ScriptAPI {
    /// One declaration of `types/plumb.d.lua`: `View:frame` or `Text`, and its text.
    public struct LuaDeclaration: Sendable {
        public let name: String
        public let text: String
    }

    /// The line after which `types/plumb.d.lua` is made from the registry; what comes before it
    /// (aliases and classes) is written by hand.
    public static let luaTypesMarker =
        "-- Made from the registry (Sources/PlumbScriptAPI) by `PLUMB_UPDATE_GOLDENS=1 swift test --filter ScriptAPITests`: edit the registry, not this part."

    /// The declarations LuaLS reads, one per entry, in the registry's order.
    public static func luaDeclarations() -> [LuaDeclaration] {
        entries.map { entry in
            var lines = ["---\(entry.summary)"]
            if entry.kind == .namespace {
                lines += ["---@type \(entry.signature)", "\(entry.name) = {}"]
                return LuaDeclaration(name: entry.name, text: lines.joined(separator: "\n"))
            }
            let (parameters, result) = splitSignature(entry.signature)
            var names: [String] = []
            for parameter in parameters {
                guard let colon = parameter.firstIndex(of: ":") else { continue }
                let name = parameter[..<colon].trimmingSpaces
                let type = parameter[parameter.index(after: colon)...].trimmingSpaces
                lines.append("---@param \(name) \(type)")
                names.append(name.hasSuffix("?") ? String(name.dropLast()) : name)
            }
            if let result { lines.append("---@return \(result)") }
            let qualified = entry.kind == .modifier ? "View:\(entry.name)" : entry.name
            lines.append("function \(qualified)(\(names.joined(separator: ", "))) end")
            return LuaDeclaration(name: qualified, text: lines.joined(separator: "\n"))
        }
    }

    /// One `---@alias` per value set.
    public static func luaAliases() -> String {
        valueSets.map { "---\($0.summary)\n---@alias \($0.name) \($0.luaType)" }.joined(separator: "\n")
    }

    /// The generated part of `types/plumb.d.lua`, marker included: the value sets' aliases, the
    /// option tables' classes, then one declaration per entry.
    public static func luaTypes() -> String {
        ([luaTypesMarker, luaAliases(), optionTables.map(\.luaClass).joined(separator: "\n")]
            + luaDeclarations().map(\.text)).joined(separator: "\n\n") + "\n"
    }

    /// "(a: T, b?: fun(x: U): V): R" → (["a: T", "b?: fun(x: U): V"], "R").
    static func splitSignature(_ signature: String) -> (parameters: [String], result: String?) {
        var parameters: [String] = []
        var depth = 0
        var current = ""
        var rest = Substring(signature)
        guard rest.first == "(" else { return ([], nil) }
        rest = rest.dropFirst()
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "(", "{", "[", "<": depth += 1
            case ")" where depth == 0:
                if !current.trimmingSpaces.isEmpty { parameters.append(current.trimmingSpaces) }
                let result = rest.drop { $0 == ":" || $0 == " " }
                return (parameters, result.isEmpty ? nil : String(result))
            case ")", "}", "]", ">": depth -= 1
            case "," where depth == 0:
                parameters.append(current.trimmingSpaces)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return (parameters, nil)
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

// MARK: - The reference in docs/api.md

extension ScriptAPI {
    /// The lines around docs/api.md's reference tables, which are made from the registry.
    public static let readmeMarkers = (
        begin:
            "<!-- API reference: made from Sources/PlumbScriptAPI by `PLUMB_UPDATE_GOLDENS=1 swift test --filter ScriptAPITests` -->",
        end: "<!-- end of the API reference -->"
    )

    /// docs/api.md's reference: one table per kind, every entry with its call and its summary.
    public static func markdownReference() -> String {
        func call(_ entry: APIEntry) -> String {
            let (parameters, _) = splitSignature(entry.signature)
            let names = parameters.compactMap { $0.split(separator: ":").first.map(String.init) }
            switch entry.kind {
            case .namespace: return "`\(entry.name)`"
            case .modifier: return "`:\(entry.name)(\(names.joined(separator: ", ")))`"
            case .view, .function: return "`\(entry.name)(\(names.joined(separator: ", ")))`"
            }
        }
        func escaped(_ text: String) -> String {
            text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
        }
        var lines = [readmeMarkers.begin, ""]
        let groups: [(APIEntry.Kind, String, String)] = [
            (.view, "Views", "| Lua | what it is |\n| --- | --- |"),
            (.modifier, "Modifiers", "| Lua | what it does | layout |\n| --- | --- | --- |"),
            (.function, "Functions", "| Lua | what it returns |\n| --- | --- |"),
            (.namespace, "Values", "| Lua | what it holds |\n| --- | --- |"),
        ]
        for (kind, title, header) in groups {
            lines += ["**\(title)**", "", header]
            for entry in entries where entry.kind == kind {
                var row = "| \(call(entry)) | \(escaped(entry.summary)) |"
                if kind == .modifier {
                    let effect: String
                    switch entry.effect {
                    case .layout: effect = "changes layout"
                    case .drawing: effect = "draws only"
                    case .none: effect = "accepted, no effect"
                    }
                    row += " \(effect) |"
                }
                lines.append(row)
            }
            lines.append("")
        }
        lines += ["**Names**", "", "| Lua type | names |", "| --- | --- |"]
        for set in valueSets {
            var names = set.values.map { "`\($0)`" }.joined(separator: ", ")
            for (spelling, value) in set.spellings.sorted(by: { $0.key < $1.key }) {
                names += " (`\(spelling)` for `\(value)`)"
            }
            lines.append("| `\(set.name)` | \(names) |")
        }
        lines.append("")
        lines += [
            "**SwiftUI names Plumb does not have**, and what it says to write instead (in a script; the importer says the same where it reads Swift):",
            "", "| SwiftUI | instead |", "| --- | --- |",
        ]
        for missing in missingNameList.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
            lines.append("| `\(missing.name)` | \(escaped(missing.advice)) |")
        }
        lines.append("")
        lines.append(readmeMarkers.end)
        return lines.joined(separator: "\n")
    }
}
