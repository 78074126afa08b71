/// The names of Plumb's script API a translation may use, as Plumb's registry declares them
/// (PlumbLua's `ScriptAPI.entries`). PlumbImport does not link PlumbLua, so it keeps no copy: its
/// caller gives it the registry's names (`plumb-import` and the tests build this from `ScriptAPI`).
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
}

/// SwiftUI names Plumb does not have, with what to write instead (knowledge of SwiftUI the registry
/// does not hold).
enum PlumbNames {
    /// SwiftUI names Plumb does not have, with what to write instead (or why not).
    static let missing: [String: String] = [
        "Canvas": "Plumb draws no Canvas: lay out shapes and frames instead",
        "Path": "Plumb has no Path: use a shape (Rectangle, Circle, Capsule, RoundedRectangle)",
        "TimelineView": "Plumb lays out one moment: write the content for one date",
        "UIScreen":
            "UIScreen.main.bounds is the device's screen: Plumb's is --canvas; read the size with a GeometryReader",
        "Date": "Plumb lays out one moment: write the date as text (in a string, \\(Date()) is read as one)",
        "Menu": "Plumb has no Menu yet: a Button with the menu's label lays out like one",
        "DatePicker": "Plumb has no DatePicker yet",
        "DisclosureGroup":
            "Plumb has no DisclosureGroup yet: a VStack of its label and content lays out as an expanded one",
        "ContentUnavailableView":
            "Plumb has no ContentUnavailableView yet: a VStack of an Image and Texts lays out like one",
        "LabeledContent":
            "Plumb has no LabeledContent yet: an HStack of the label, a Spacer and the value lays out like one in a Form",
        "ColorPicker": "Plumb has no ColorPicker yet",
        "TextEditor": "Plumb has no TextEditor yet",
        "ShareLink": "Plumb has no ShareLink yet",
        "NavigationSplitView": "Plumb has NavigationStack, not NavigationSplitView",
        "AnyView": "write the view itself: Lua has no type erasure to do",
        "zIndex": "Plumb has no zIndex: order the views in the ZStack instead",
        "matchedGeometryEffect": "Plumb has no matchedGeometryEffect (an animation between two frames)",
        "safeAreaInset": "Plumb has no safeAreaInset: the canvas is the safe area",
        "toolbar": "Plumb has no toolbars yet",
        "containerRelativeFrame": "Plumb has no containerRelativeFrame: use a GeometryReader",
        "onGeometryChange": "Plumb has no onGeometryChange: use a GeometryReader",
        "coordinateSpace": "Plumb has no named coordinate spaces",
        "listRowSeparator": "Plumb has no listRowSeparator yet",
        "listRowBackground": "Plumb has no listRowBackground yet",
        "badge": "Plumb has no badges yet",
        "headerProminence":
            "Plumb's section headers have one prominence: leave it out (an increased header is drawn larger)",
        "searchable": "Plumb has no search fields yet",
        "lineSpacing": "Plumb's text has no line spacing (it changes a wrapped text's height): leave it out",
    ]
}
