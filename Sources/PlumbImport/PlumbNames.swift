import PlumbScriptAPI

/// The names of Plumb's script API a translation may use: the registry's (`PlumbScriptAPI`), or
/// fewer where a test narrows them.
public struct PlumbVocabulary: Sendable, Hashable {
    /// Globals that make views (`Text`, `HStack`).
    public var views: Set<String>
    /// Methods of views (`frame`, `padding`).
    public var modifiers: Set<String>
    /// Every global: views, functions (`GridItem`, `measure`) and namespaces (`Color`, `Font`).
    public var globals: Set<String>
    /// Modifiers that move nothing (behaviour: `animation`, `onTapGesture`, `sheet`): an argument
    /// the importer cannot translate is left out of them, said in a comment.
    public var behaviours: Set<String>

    public init(
        views: some Sequence<String>, modifiers: some Sequence<String>, globals: some Sequence<String>,
        behaviours: some Sequence<String>
    ) {
        self.views = Set(views)
        self.modifiers = Set(modifiers)
        self.globals = Set(globals)
        self.behaviours = Set(behaviours)
    }

    /// Plumb's names as its registry declares them: what the translation may write and what "did
    /// you mean" offers.
    public static let registry = PlumbVocabulary(
        views: ScriptAPI.entries.filter { $0.kind == .view }.map(\.name), modifiers: ScriptAPI.modifierNames,
        globals: ScriptAPI.globalNames,
        behaviours: ScriptAPI.entries.filter { $0.kind == .modifier && $0.effect == .none }.map(\.name))
}

/// SwiftUI names Plumb does not have, with what to write instead: the registry's
/// (`ScriptAPI.missingNames`), less the habits only a Lua script has.
enum PlumbNames {
    static let missing: [String: String] = ScriptAPI.missingNames.filter { $0.value.scope == .everywhere }
        .mapValues(\.advice)
}
