import PlumbScriptAPI

/// SwiftUI's (and UIKit's) own names the translation reads: what they are in SwiftUI, not which of
/// them Plumb has (that is Plumb's registry, which the script checks when it runs).
extension Translator {
    /// The style protocols whose built-in styles SwiftUI also names by type (`TitleOnlyLabelStyle()`
    /// for `.titleOnly`, `DefaultButtonStyle()` for `.automatic`).
    static let styleKinds = [
        "Label", "Button", "Toggle", "Picker", "List", "TextField", "ProgressView", "NavigationView", "TabView",
        "Form", "GroupBox", "IndexView", "Menu", "DatePicker", "Gauge", "LabeledContent", "ControlGroup",
    ]

    /// `TitleOnlyLabelStyle` → `titleOnly`, `DefaultPickerStyle` → `automatic`; nil for other names.
    func builtInStyle(_ name: String) -> String? {
        guard types[name] == nil else { return nil }
        for kind in Self.styleKinds where name.hasSuffix(kind + "Style") {
            let prefix = name.dropLast(kind.count + 5)
            guard let first = prefix.first, first.isUppercase else { continue }
            if prefix == "Default" { return "automatic" }
            return first.lowercased() + prefix.dropFirst()
        }
        return nil
    }

    /// SwiftUI's colours (`Color.red`, `.red`): the registry's colour names (not its other
    /// spellings, which are Plumb's: `grey`).
    static let swiftUIColours = Set(ScriptAPI.colours.values)
    /// SwiftUI's text styles on iOS (`.font(.title)`): the registry's.
    static let textStyles = Set(ScriptAPI.textStyles.values)

    /// `.init(…)` where the type is implied, named by its labels as the value types have them.
    static let typeOfLabels: [[String]: String] = [
        ["x", "y"]: "CGPoint",
        ["width", "height"]: "CGSize",
        ["x", "y", "width", "height"]: "CGRect",
        ["origin", "size"]: "CGRect",
        ["top", "leading", "bottom", "trailing"]: "EdgeInsets",
        ["horizontal", "vertical"]: "Alignment",
        ["red", "green", "blue"]: "Color",
        ["red", "green", "blue", "opacity"]: "Color",
    ]

    /// SwiftUI types whose values the translation writes as names (`Axis.Set.horizontal` is
    /// `.horizontal`, `ContentMode.fit` is `.fit`).
    static let enumerationTypes: Set<String> = [
        "Axis", "Axis.Set", "ContentMode", "Edge", "Edge.Set", "TextAlignment", "Font.Weight", "Font.Design",
        "Font.Width", "Visibility", "Text.TruncationMode", "Image.Scale", "ControlSize", "ColorScheme",
        "UserInterfaceSizeClass", "DynamicTypeSize", "VerticalEdge", "HorizontalEdge", "Prominence",
        "NavigationBarItem.TitleDisplayMode", "ScrollIndicatorVisibility", "ButtonRole", "SubmitLabel",
        "TextInputAutocapitalization", "ToolbarItemPlacement", "HorizontalEdge.Set", "VerticalEdge.Set",
    ]

    /// SwiftUI modifiers that move no frame (behaviour, presentation, or only how pixels are drawn),
    /// by why: where Plumb's registry lacks one, it is dropped with a comment saying why.
    static let framelessModifiers: [String: String] = {
        var out: [String: String] = [:]
        for name in [
            "keyboardType", "textContentType", "autocapitalization", "disableAutocorrection", "environmentObject",
            "onReceive", "onOpenURL", "sensoryFeedback", "fullScreenCover", "confirmationDialog",
            "navigationDestination", "onDrag", "onDrop", "draggable", "dropDestination", "accessibilityElement",
            "accessibility", "accessibilityAction", "accessibilitySortPriority", "interactiveDismissDisabled",
            "presentationDetents", "presentationDragIndicator", "presentationBackground", "onSubmit", "textSelection",
            "privacySensitive", "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout",
            "onScrollGeometryChange", "onKeyPress", "focusable", "focusedValue", "hoverEffect",
            "persistentSystemOverlays",
            "userActivity", "handlesExternalEvents", "sheet", "menuIndicator", "menuStyle", "datePickerStyle",
            "navigationViewStyle", "tabViewStyle", "indexViewStyle", "contentTransition", "symbolEffect",
            "onContinuousHover", "equatable", "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled",
            "selectionDisabled", "actionSheet", "fileImporter", "fileExporter", "fileMover", "photosPicker",
            "inspector", "onPreferenceChange", "preference", "transformPreference", "anchorPreference",
            "onGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange", "onScrollTargetVisibilityChange",
            "scrollBounceBehavior", "scrollIndicatorsFlash", "scrollInputBehavior", "scrollClipDisabled",
            "navigationBarBackButtonHidden", "toolbarRole", "defaultFocus", "prefersDefaultFocus", "focusScope",
            "focusSection", "focusedSceneValue", "focusedObject", "focusedSceneObject", "searchFocused",
            "textInputSuggestions", "textInputCompletion", "submitScope", "buttonRepeatBehavior", "menuOrder",
            "menuActionDismissBehavior", "pointerStyle", "pointerVisibility", "hoverEffectDisabled",
            "defaultHoverEffect", "itemProvider", "onCopyCommand", "onCutCommand", "onPasteCommand",
            "onDeleteCommand", "onMoveCommand", "onExitCommand", "onPlayPauseCommand", "onCommand",
            "statusBar", "textSelectionAffinity", "typesettingLanguage", "transformAnchorPreference",
            "hoverEffectGroup", "focusEffectDisabled", "findDisabled", "findNavigator", "replaceDisabled",
            "renameAction", "toolbarTitleMenu", "toolbarItemHidden", "invalidatableContent", "listRowHoverEffect",
            "listRowHoverEffectDisabled", "navigationSplitViewColumnWidth", "navigationSplitViewStyle",
            "materialActiveAppearance", "paletteSelectionEffect", "searchCompletion", "searchDictationBehavior",
            "searchPresentationToolbarBehavior", "handGestureShortcut", "pageCommand", "modifierKeyAlternate",
            "widgetAccentable", "widgetLabel", "containerValue", "defersSystemGestures", "dialogPreventsAppTermination",
            "dismissalConfirmationDialog", "documentBrowserContextMenu", "exportableToServices",
            "importableFromServices", "exportsItemProviders", "importsItemProviders", "onGeometryChange3D",
            "onPencilDoubleTap", "onPencilSqueeze", "onLongTouchGesture", "onModifierKeysChanged",
            "fileExporterFilenameLabel", "inspectorColumnWidth", "alternatingRowBackgrounds",
            "defaultWheelPickerItemHeight", "upperLimbVisibility", "onCameraCaptureEvent",
            "copyable", "cuttable", "pasteDestination", "springLoadingBehavior", "typeSelectEquivalent",
            "onContinueUserActivity", "modelContainer", "modelContext", "defaultAppStorage", "transaction",
            "geometryGroup", "speechAdjustedPitch", "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued",
            "speechSpellsOutCharacters", "presentationCornerRadius", "presentationContentInteraction",
            "presentationCompactAdaptation", "presentationBackgroundInteraction", "presentationSizing",
            "popoverTip", "sensoryFeedback", "interactionActivityTrackingTag", "dialogIcon", "dialogSeverity",
            "dialogSuppressionToggle", "tabViewCustomization", "navigationTransition", "matchedTransitionSource",
            "writingToolsBehavior", "allowsWindowActivationEvents",
        ] {
            out[name] = "it changes behaviour, not frames"
        }
        for name in [
            "symbolRenderingMode", "scrollContentBackground", "brightness", "contrast", "saturation",
            "hueRotation", "colorMultiply", "colorInvert", "blendMode", "compositingGroup", "drawingGroup",
            "luminanceToAlpha", "redacted", "unredacted", "listRowSeparatorTint", "listSectionSeparatorTint",
            "toolbarBackground", "toolbarColorScheme", "backgroundStyle", "accentColor", "foregroundStyle",
            "shadow", "tint", "listItemTint", "badgeProminence", "symbolVariant", "rotation3DEffect",
            "projectionEffect", "transformEffect", "perspectiveRotationEffect", "visualEffect", "colorEffect",
            "distortionEffect", "layerEffect", "containerShape", "colorScheme", "listSectionSeparator",
            "scrollTransition", "symbolEffectsRemoved", "flipsForRightToLeftLayoutDirection",
            "layoutDirectionBehavior", "allowedDynamicRange", "containerBackground", "presentationBackground",
            "toolbarForegroundStyle", "toolbarBackgroundVisibility", "listRowPlatterColor", "renderingMode",
            "interpolation", "antialiased", "accessibilityIgnoresInvertColors", "textRenderer", "visualEffect3D",
            "transform3DEffect", "glassBackgroundEffect",
        ] {
            out[name] = "it changes how it is drawn, not frames"
        }
        // A shape's inset (`Rectangle().inset(by: 10)`) moves its path inside its frame, and
        // a named coordinate space is a name: neither moves a frame (a frame read in a named space
        // is refused where it is read).
        out["inset"] = "a shape's inset moves its path inside its frame, not the frame"
        out["coordinateSpace"] = "it names a coordinate space, which moves no frame"
        for name in ["fontDesign", "fontWidth", "monospaced", "monospacedDigit"] {
            // As `fontWeight` is in Plumb's registry: a face of the same size, in cells of one width.
            out[name] = "a face of the same size: Plumb's text is monospaced cells, whose width it does not change"
        }
        return out
    }()

    /// Why a modifier Plumb's registry lacks moves no frame, when SwiftUI's says so: the table
    /// above, and every accessibility and speech modifier (what VoiceOver reads and does).
    static func framelessReason(_ name: String) -> String? {
        if let why = framelessModifiers[name] { return why }
        if name.hasPrefix("accessibility") || name.hasPrefix("speech") {
            return "it changes accessibility, not frames"
        }
        return nil
    }

    /// Text modifiers that change how a run of `Text + Text` is drawn, not how wide it is.
    static let drawnTextRunModifiers: Set<String> = [
        "bold", "italic", "foregroundColor", "foregroundStyle", "underline", "strikethrough", "fontWeight",
    ]

    /// SwiftUI's materials (a blur of what is behind): drawn as a flat grey, which moves no frame.
    /// `bar` is "a material matching the style of system toolbars" (Apple's `Material.bar`).
    static let materials: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
    ]
    static let materialColour = "Color(\"#F2F2F7\")"
    static let materialNote = "material drawn as a flat grey: Plumb has no blur"

    /// SwiftUI's shape styles that are colours in context (`.foregroundStyle(.tint)`,
    /// `.fill(.tertiary)`), as the colour Plumb draws: the tint is the accent colour (what it is
    /// until `.tint(_:)` says otherwise), the lower levels of the hierarchy are drawn as secondary.
    static let shapeStyleColours: [String: (colour: String, note: String)] = [
        "tint": ("Color.accentColor", "the tint drawn as the accent colour"),
        "tertiary": ("Color.secondary", "tertiary drawn as secondary: Plumb has two levels"),
        "quaternary": ("Color.secondary", "quaternary drawn as secondary: Plumb has two levels"),
        "quinary": ("Color.secondary", "quinary drawn as secondary: Plumb has two levels"),
    ]

    /// UIKit's colours (`Color(.secondarySystemBackground)`, `Color(uiColor: .systemBlue)`) as their
    /// light-mode values, those with transparency as they look on white. A fill moves no frame.
    static let uiKitColours: [String: String] = [
        "systemBackground": "#FFFFFF", "secondarySystemBackground": "#F2F2F7", "tertiarySystemBackground": "#FFFFFF",
        "systemGroupedBackground": "#F2F2F7", "secondarySystemGroupedBackground": "#FFFFFF",
        "tertiarySystemGroupedBackground": "#F2F2F7", "label": "#000000", "secondaryLabel": "#8A8A8E",
        "tertiaryLabel": "#C4C4C6", "quaternaryLabel": "#DCDCDD", "placeholderText": "#C4C4C6",
        "separator": "#C6C6C8", "opaqueSeparator": "#C6C6C8", "link": "#007AFF", "systemFill": "#E4E4E6",
        "secondarySystemFill": "#E9E9EB", "tertiarySystemFill": "#EFEFF0", "quaternarySystemFill": "#F4F4F5",
        "systemRed": "#FF3B30", "systemOrange": "#FF9500", "systemYellow": "#FFCC00", "systemGreen": "#34C759",
        "systemMint": "#00C7BE", "systemTeal": "#30B0C7", "systemCyan": "#32ADE6", "systemBlue": "#007AFF",
        "systemIndigo": "#5856D6", "systemPurple": "#AF52DE", "systemPink": "#FF2D55", "systemBrown": "#A2845E",
        "systemGray": "#8E8E93", "systemGray2": "#AEAEB2", "systemGray3": "#C7C7CC", "systemGray4": "#D1D1D6",
        "systemGray5": "#E5E5EA", "systemGray6": "#F2F2F7", "lightGray": "#AAAAAA", "darkGray": "#555555",
        "darkText": "#000000", "lightText": "#FFFFFF",
    ]
}
