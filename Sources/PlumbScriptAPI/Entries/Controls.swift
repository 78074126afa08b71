extension ScriptAPI {
    /// Controls and the containers that hold them (PlumbLua's `ControlBindings`).
    public static let controls: [APIEntry] = [
        APIEntry(
            "Button", .view,
            "(titleOrAction: string|fun()|ButtonOptions, actionOrLabel?: fun()|View|ButtonOptions, label?: View|fun()): View",
            "A button: its style's body around its label (borderless, tinted, by default); the action never runs."),
        APIEntry(
            "ButtonStyle", .function,
            "(style: {makeBody: fun(configuration: ButtonStyleConfiguration): View}|fun(configuration: ButtonStyleConfiguration): View): ButtonStyleValue",
            "A button style written in Lua (SwiftUI's ButtonStyle), for `buttonStyle`."),
        APIEntry(
            "Link", .view,
            "(title: string|{destination: string, label?: View|string}, options?: {destination: string}|View): View",
            "A link: its label, tinted, as a borderless button."),
        APIEntry(
            "Toggle", .view,
            "(title: string|ToggleOptions, isOn?: boolean|ToggleOptions|View, options?: ToggleOptions|View): View",
            "A label and a 51×31 switch at the trailing edge; it takes the whole width."),
        APIEntry(
            "ProgressView", .view,
            "(title?: string|number|ProgressOptions, value?: number|ProgressOptions, options?: ProgressOptions): View",
            "A 20×20 spinner, or with a value a 4-point bar that fills the width."),
        APIEntry(
            "TextField", .view,
            "(placeholder: string|TextFieldOptions, text?: string|TextFieldOptions, options?: TextFieldOptions): View",
            "A text field: the whole width, one line high (34.33 with a rounded border)."),
        APIEntry(
            "SecureField", .view,
            "(placeholder: string|SecureFieldOptions, text?: string|SecureFieldOptions, options?: SecureFieldOptions): View",
            "A text field that shows dots for its text."),
        APIEntry(
            "Slider", .view, "(options: SliderOptions): View",
            "A track with a thumb at the value, 31 high, filling the width."),
        APIEntry(
            "Stepper", .view, "(title: string|StepperOptions, options?: StepperOptions): View",
            "A label and a 94×32 −/+ control at the trailing edge; it takes the whole width."),
        APIEntry(
            "Picker", .view,
            "(title: string|PickerOptions, options?: PickerOptions): View",
            "A menu showing the selected option and ↕; in a List, a row with its label."),
        APIEntry(
            "GroupBox", .view, "(title: string|GroupBoxOptions, content?: GroupBoxOptions): View",
            "Its label and content in a padded rounded rectangle."),
        APIEntry(
            "List", .view, "(content: {selection?: any, [integer]: View|View[]}): View",
            "Sections of rows as inset cards (insetGrouped), scrolling; it takes the whole size."),
        APIEntry(
            "Form", .view, "(content: {[integer]: View|View[]}): View", "A List of controls, always insetGrouped."),
        APIEntry(
            "NavigationStack", .view, "(content: {path?: any, [integer]: View|View[]}): View",
            "A navigation bar (44, 96 with a large title) above its content; it takes the whole size."),
        APIEntry(
            "NavigationView", .view, "(content: {[integer]: View|View[]}): View",
            "NavigationStack's older name."),
        APIEntry(
            "NavigationLink", .view,
            "(title: string|NavigationLinkOptions, options?: NavigationLinkOptions|View): View",
            "Its label, tinted; in a List a row with a chevron. The destination is not shown."),
        APIEntry(
            "TabView", .view, "(content: {selection?: string|number|boolean, [integer]: View|View[]}): View",
            "The selected tab's content above a 49-point tab bar of its tabs' items."),
        APIEntry(
            "buttonStyle", .modifier,
            "(style: ButtonStyleName|ButtonStyleValue|fun(configuration: ButtonStyleConfiguration): View): View",
            "The style of every button inside."),
        .modifier(
            "controlSize", [Parameter("size", .name(controlSizes))],
            "The size of controls inside: system button styles' insets and font, the spinner."),
        .modifier(
            "labelStyle", [Parameter("style", .name(labelStyles))], "Which parts of the Labels inside are shown."),
        .modifier("labelsHidden", [], "Controls inside show no label (a Toggle is its switch)."),
        .modifier(
            "toggleStyle", [Parameter("style", .name(toggleStyles))],
            "A switch (iOS's default), or a button that is prominent when on."),
        .modifier(
            "textFieldStyle", [Parameter("style", .name(textFieldStyles))],
            "Plain fields, or fields inset by 7 in a rounded rectangle."),
        .modifier(
            "pickerStyle", [Parameter("style", .name(pickerStyles))],
            "The style of pickers inside: the menu (iOS's default) or segments across the width, 32 high."),
        .modifier(
            "progressViewStyle", [Parameter("style", .name(progressViewStyles))],
            "A bar or a spinner, whatever the value."),
        .modifier(
            "formStyle", [Parameter("style", .name(formStyles))],
            "A Form's style; on iOS every style is grouped, as Plumb draws a Form.", effect: .none),
        .modifier(
            "listStyle", [Parameter("style", .name(listStyles))],
            "Inset cards (iOS's default), cards across the whole width (grouped) or plain rows across it."),
        APIEntry(
            "buttonBorderShape", .modifier,
            "(shape: ButtonBorderShapeName, options?: {radius: number}): View",
            "The shape behind bordered buttons inside (automatic: a rounded rectangle for the control size)."),
        APIEntry(
            "listRowInsets", .modifier,
            "(insets?: {top?: number, leading?: number, bottom?: number, trailing?: number}): View",
            "The row's insets in a List (11 and 20 by default); nil for the default."),
        .modifier("listSectionSpacing", [Parameter("spacing", .length)], "The gap between a List's sections (35)."),
        APIEntry(
            "listRowSpacing", .modifier, "(spacing?: number): View",
            "The gap between a List's rows (0: they touch); apart, each row is a card of its own."),
        .modifier(
            "navigationTitle", [Parameter("title", .text)],
            "The title the enclosing NavigationStack shows."),
        .modifier(
            "navigationBarTitleDisplayMode", [Parameter("mode", .name(titleDisplayModes))],
            "A large title (the root's automatic mode) or an inline one."),
        APIEntry(
            "tabItem", .modifier, "(label: View|View[]): View", "The tab's item in the enclosing TabView's bar."),
        APIEntry(
            "tag", .modifier, "(value: string|number|boolean): View",
            "The value a Picker's selection or a TabView's selection picks this view by."),
        .modifier(
            "disabled", [Parameter("disabled", .boolean, optional: true)],
            "Dims the controls inside; layout is unchanged.",
            effect: .none),
    ]
}
