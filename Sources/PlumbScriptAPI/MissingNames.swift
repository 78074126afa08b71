/// A SwiftUI name Plumb does not have, with what to write instead: one table for every place a
/// name is checked (a Lua script's globals and modifiers, the importer's views, modifiers and
/// types), so that the advice for a name is written once. Messages say "Plumb does not have
/// `name`: advice".
public struct MissingName: Sendable, Hashable {
    /// Where the advice applies.
    public enum Scope: Sendable, Hashable {
        /// In a script and in imported Swift.
        case everywhere
        /// Only in a Lua script: a SwiftUI habit that the importer translates (`Edge.top`, `CGFloat`).
        case scripts
    }

    public let name: String
    public let advice: String
    public let scope: Scope

    init(_ name: String, _ advice: String, _ scope: Scope = .everywhere) {
        self.name = name
        self.advice = advice
        self.scope = scope
    }

    /// "Plumb does not have DatePicker: …".
    public var message: String { "Plumb does not have \(name): \(advice)" }
}

extension ScriptAPI {
    /// SwiftUI's views, modifiers and types that Plumb does not have, by name. A name the
    /// registry has is never here (`MissingNameTests`).
    public static let missingNames: [String: MissingName] = Dictionary(
        uniqueKeysWithValues: missingNameList.map { ($0.name, $0) })

    static let missingNameList: [MissingName] = [
        MissingName("TimelineView", "it lays out one moment: write the content for one date"),
        MissingName(
            "UIScreen",
            "UIScreen.main.bounds is the device's screen, which reaches past the safe area the canvas (--canvas) stands for: read the size offered with a GeometryReader, or for a width from the window's write .containerRelativeFrame(.horizontal) { width, _ in width - 30 }"
        ),
        MissingName("Date", "it lays out one moment: write the date as text (in a string, \\(Date()) is read as one)"),
        MissingName(
            "DatePicker",
            "no source records its compact button's size; an HStack of its label, a Spacer and the date as Text lays out like one"
        ),
        MissingName("ContentUnavailableView", "a VStack of an Image and Texts lays out like one"),
        MissingName("ColorPicker", "it is not in Plumb yet"),
        MissingName(
            "ShareLink", "no source records its standard label; a Button with the label you give it lays out like one"),
        MissingName("NavigationSplitView", "it has NavigationStack; put the columns side by side in an HStack"),
        MissingName("AnyView", "there is no type erasure to do: write the view itself"),
        MissingName(
            "matchedGeometryEffect", "it lays out one moment, with no animation between two frames: leave it out"),
        MissingName(
            "safeAreaInset",
            "it does not model the safe area; a VStack of the view and the inset content lays out like it when the view fills its space"
        ),
        MissingName(
            "headerProminence",
            "section headers have one prominence: an increased header is drawn larger, in a size no source records; leave it out"
        ),
        MissingName("searchable", "it has no search fields yet"),
        MissingName(
            "baselineOffset", "its text has no baseline offset (it moves a line within a taller one): leave it out"),
        MissingName(
            "kerning", "its text has no extra space between letters: leave it out (the text is measured without it)"),
        MissingName(
            "tracking", "its text has no extra space between letters: leave it out (the text is measured without it)"),
        MissingName("textScale", "it has no text scale (a smaller face for secondary text): write a smaller .font"),
        MissingName(
            "contentMargins",
            "its content margins are a ScrollView's: write .contentMargins on the ScrollView itself, or pad its content"
        ),
        MissingName(
            "safeAreaPadding", "it has no safe area to pad: write .padding, which is the same outside a scroll view"),
        MissingName("navigationSubtitle", "its navigation bar shows a title only"),
        MissingName(
            "defaultScrollAnchor",
            "its scroll views start at the top: scroll with ScrollView's contentOffset (or plumb run --scroll)"),
        MissingName(
            "toolbarVisibility", "its bars are always shown: navigationBarHidden(true) hides the navigation bar"),
        MissingName(
            "overlayPreferenceValue",
            "it has no preferences: views made from a preference's value need the values; use a GeometryReader"),
        MissingName(
            "backgroundPreferenceValue",
            "it has no preferences: views made from a preference's value need the values; use a GeometryReader"),
        MissingName("transformEnvironment", "set the value with .environment(…) instead"),
        MissingName("keyframeAnimator", "it lays out one moment: write the content at its first keyframe"),
        MissingName("phaseAnimator", "it lays out one moment: write the content in its first phase"),
        MissingName("Table", "on an iPhone a Table shows its first column as a List"),
        MissingName("ControlGroup", "an HStack of its buttons lays out like one"),
        MissingName("OutlineGroup", "a List of its first level lays out like a collapsed one"),
        MissingName("MultiDatePicker", "leave it out"),
        MissingName("TipView", "leave it out"),
        MissingName("KeyframeAnimator", "it lays out one moment: write the content at its first keyframe"),
        MissingName("PhaseAnimator", "it lays out one moment: write the content in its first phase"),
        MissingName("PasteButton", "a Button with its label lays out like one"),
        MissingName("layoutValue", "its Layout reads no layout values: compute the value in the layout"),
        MissingName("controlGroupStyle", "it has no ControlGroup"),
        MissingName("disclosureGroupStyle", "it draws DisclosureGroup's default iOS style only: leave it out"),
        MissingName("gaugeStyle", "it draws Gauge's default (linear) iOS style only: leave it out"),
        MissingName("groupBoxStyle", "it draws GroupBox's default iOS style only: leave it out"),
        MissingName("labeledContentStyle", "it draws LabeledContent's default iOS style only: leave it out"),
        MissingName("textEditorStyle", "it draws TextEditor's default iOS style only: leave it out"),
        MissingName("menuButtonStyle", "menuButtonStyle is macOS's: leave it out"),
        MissingName("searchScopes", "it has no search fields yet"),
        MissingName("searchSuggestions", "it has no search fields yet"),
        MissingName(
            "Edge",
            "edges are strings: \"top\", \"leading\", \"bottom\", \"trailing\", \"horizontal\", \"vertical\", \"all\"",
            .scripts),
        MissingName("Axis", "axes are strings: \"horizontal\", \"vertical\"", .scripts),
        MissingName("CGFloat", "numbers are Lua numbers, and `.infinity` is `math.huge`", .scripts),
        MissingName("Double", "numbers are Lua numbers, and `.infinity` is `math.huge`", .scripts),
        MissingName("withAnimation", "it lays out one moment; call the function directly", .scripts),
        MissingName(
            "toolbar", "it draws no toolbar (items in the navigation bar keep its height); put the items in the view",
            .scripts),
        MissingName("scrollContentBackground", "it draws a List's page as iOS does; remove it", .scripts),
    ]
}
