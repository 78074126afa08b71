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
        "TimelineView": "Plumb lays out one moment: write the content for one date",
        "UIScreen":
            "UIScreen.main.bounds is the device's screen, which reaches past the safe area Plumb's --canvas stands for: for a width from the window's write .containerRelativeFrame(.horizontal) { width, _ in width - 30 }, or read the size offered with a GeometryReader",
        "Date": "Plumb lays out one moment: write the date as text (in a string, \\(Date()) is read as one)",
        "DatePicker":
            "Plumb has no DatePicker: no source records its compact button's size; an HStack of its label, a Spacer and the date as Text lays out like one",
        "ContentUnavailableView":
            "Plumb has no ContentUnavailableView yet: a VStack of an Image and Texts lays out like one",
        "ColorPicker": "Plumb has no ColorPicker yet",
        "ShareLink":
            "Plumb has no ShareLink: no source records its standard label; a Button with the label you give it lays out like one",
        "NavigationSplitView": "Plumb has NavigationStack, not NavigationSplitView",
        "AnyView": "write the view itself: Lua has no type erasure to do",
        "matchedGeometryEffect": "Plumb has no matchedGeometryEffect (an animation between two frames)",
        "safeAreaInset":
            "Plumb has no safeAreaInset: it moves the safe area, which Plumb does not model; a VStack of the view and the inset content lays out like it when the view fills its space",
        "headerProminence":
            "Plumb's section headers have one prominence: an increased header is drawn larger, in a size no source records; leave it out",
        "searchable": "Plumb has no search fields yet",
        "baselineOffset": "Plumb's text has no baseline offset (it moves a line within a taller one): leave it out",
        "kerning": "Plumb's text is monospaced cells: kerning would widen it by an amount per letter; leave it out",
        "tracking": "Plumb's text is monospaced cells: tracking would widen it by an amount per letter; leave it out",
        "textScale": "Plumb has no text scale (a smaller face for secondary text): write a smaller .font",
        "contentMargins":
            "Plumb's content margins are a ScrollView's: write .contentMargins on the ScrollView itself, or pad its content",
        "safeAreaPadding": "Plumb has no safe area to pad: write .padding, which is the same outside a scroll view",
        "navigationSubtitle": "Plumb's navigation bar shows a title only",
        "defaultScrollAnchor":
            "Plumb's scroll views start at the top: scroll with ScrollView's contentOffset (or plumb run --scroll)",
        "toolbarVisibility": "Plumb's bars are always shown: navigationBarHidden(true) hides the navigation bar",
        "overlayPreferenceValue":
            "Plumb has no preferences: views made from a preference's value need the values; use a GeometryReader",
        "backgroundPreferenceValue":
            "Plumb has no preferences: views made from a preference's value need the values; use a GeometryReader",
        "transformEnvironment": "set the value with .environment(…) instead",
        "keyframeAnimator": "Plumb lays out one moment: write the content at its first keyframe",
        "phaseAnimator": "Plumb lays out one moment: write the content in its first phase",
        "Table": "Plumb has no Table: on an iPhone a Table shows its first column as a List",
        "ControlGroup": "Plumb has no ControlGroup: an HStack of its buttons lays out like one",
        "OutlineGroup": "Plumb has no OutlineGroup: a List of its first level lays out like a collapsed one",
        "MultiDatePicker": "Plumb has no MultiDatePicker",
        "TipView": "Plumb has no TipView",
        "KeyframeAnimator": "Plumb lays out one moment: write the content at its first keyframe",
        "PhaseAnimator": "Plumb lays out one moment: write the content in its first phase",
        "PasteButton": "Plumb has no PasteButton: a Button with its label lays out like one",
        "layoutValue": "Plumb's Layout reads no layout values: compute the value in the layout",
        "controlGroupStyle": "Plumb has no ControlGroup",
        "disclosureGroupStyle": "Plumb draws DisclosureGroup's default iOS style only: leave it out",
        "gaugeStyle": "Plumb draws Gauge's default (linear) iOS style only: leave it out",
        "groupBoxStyle": "Plumb draws GroupBox's default iOS style only: leave it out",
        "labeledContentStyle": "Plumb draws LabeledContent's default iOS style only: leave it out",
        "textEditorStyle": "Plumb draws TextEditor's default iOS style only: leave it out",
        "menuButtonStyle": "menuButtonStyle is macOS's: leave it out",
        "searchScopes": "Plumb has no search fields yet",
        "searchSuggestions": "Plumb has no search fields yet",
    ]
}
