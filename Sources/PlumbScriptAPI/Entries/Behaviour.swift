extension ScriptAPI {
    /// Modifiers SwiftUI uses for behaviour only, accepted with no effect (PlumbLua's `BehaviourBindings`).
    public static let behaviour: [APIEntry] = [
        // Gestures
        none("onTapGesture", "(countOrAction?: integer|function, action?: function)", "A tap's action."),
        none("onLongPressGesture", "(...: any)", "A long press's action."),
        none("gesture", "(gesture: any, mask?: any)", "A gesture recogniser attached to the view."),
        none("simultaneousGesture", "(gesture: any, mask?: any)", "A gesture recognised with the view's own."),
        none("highPriorityGesture", "(gesture: any, mask?: any)", "A gesture recognised before the view's own."),
        none("onHover", "(action: function)", "An action when the pointer enters or leaves."),
        none("allowsHitTesting", "(enabled: boolean)", "Whether the view receives taps."),
        // Lifecycle
        none("onAppear", "(action?: function)", "An action when the view appears."),
        none("onDisappear", "(action?: function)", "An action when the view disappears."),
        none("onChange", "(value: any, action: function)", "An action when a value changes."),
        none("task", "(action: function)", "Work started when the view appears."),
        // Animation
        none("animation", "(animation: any, value?: any)", "How changes to the view animate."),
        none("transition", "(transition: any)", "How the view animates in and out."),
        // Presentation and actions
        none("contextMenu", "(menu: any)", "A menu shown on a long press or secondary click."),
        none("sheet", "(...: any)", "A sheet presented over the view."),
        none("alert", "(...: any)", "An alert presented over the view."),
        none("popover", "(...: any)", "A popover presented from the view."),
        none("onSubmit", "(action: function)", "An action when a text field inside is submitted."),
        none("refreshable", "(action: function)", "Pull to refresh."),
        none("swipeActions", "(...: any)", "Actions revealed by swiping a list row."),
        none("keyboardShortcut", "(key: string, modifiers?: any)", "A keyboard shortcut for the view's action."),
        none("help", "(text: string)", "A tooltip."),
        // Text input
        none("textInputAutocapitalization", "(style: any)", "How a text field inside capitalises."),
        none("autocorrectionDisabled", "(disabled?: boolean)", "Whether a text field inside autocorrects."),
        none("submitLabel", "(label: any)", "The return key's label."),
        none("focused", "(binding: any, equals?: any)", "Which view has the keyboard focus."),
        // Scrolling and the screen: Plumb draws no scroll indicators, and its canvas is the safe
        // area, with nothing beyond it to extend into.
        none(
            "scrollIndicators", "(visibility: string, axes?: any)", "Whether scroll indicators show (Plumb draws none)."
        ),
        none("scrollDisabled", "(disabled?: boolean)", "Whether the scroll view scrolls."),
        none("scrollDismissesKeyboard", "(mode: string)", "How scrolling dismisses the keyboard."),
        none(
            "ignoresSafeArea", "(regions?: any, edges?: any)",
            "Extends the view into the safe area; Plumb's canvas is the safe area, with nothing beyond it."),
        none(
            "edgesIgnoringSafeArea", "(edges: any)",
            "Extends the view into the safe area; Plumb's canvas is the safe area, with nothing beyond it."),
        none("statusBarHidden", "(hidden?: boolean)", "Whether the status bar shows (Plumb draws none)."),
        // Accessibility
        none("accessibilityLabel", "(label: string)", "The label VoiceOver reads."),
        none("accessibilityHint", "(hint: string)", "What VoiceOver says the view does."),
        none("accessibilityIdentifier", "(identifier: string)", "The view's identifier for UI tests."),
        none("accessibilityValue", "(value: string)", "The value VoiceOver reads."),
        none("accessibilityHidden", "(hidden: boolean)", "Whether VoiceOver skips the view."),
        none("accessibilityAddTraits", "(traits: any)", "Accessibility traits (a button, a header, …)."),
    ]

    private static func none(_ name: String, _ parameters: String, _ summary: String) -> APIEntry {
        APIEntry(
            name, .modifier, "\(parameters): View", "\(summary) Behaviour only: the view is unchanged.",
            effect: .none)
    }
}
