extension ScriptAPI {
    /// Views as a list: Group (PlumbLua's `ViewListBindings`).
    public static let viewLists: [APIEntry] = [
        APIEntry(
            "Group", .view, "(content?: View[]|fun(): Content): View",
            "Views that join the container the group is in; a modifier on the group applies to each."
        )
    ]
}
