extension View {
    /// This view with `key` set to `value` for everything inside. When the view already sets the
    /// key itself, the value goes on a transparent wrapper instead, so the inner setting keeps
    /// winning (`.buttonStyle(.bordered).buttonStyle(.plain)` is bordered, as in SwiftUI).
    public func environment<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> View {
        guard environment.isSet(key) else { return withEnvironment { $0[key] = value } }
        return View.transparent(self) { $0[key] = value }
    }

    /// A wrapper that only sets environment values for `content`: transparent to layout (the
    /// content's size, guides, spacing and priority).
    static func transparent(
        _ content: View, typeName: String = "environment", _ change: (inout EnvironmentValues) -> Void
    ) -> View {
        var environment = EnvironmentValues()
        change(&environment)
        return View(
            typeName: typeName, builtin: EnvironmentReaderLayout(), children: [content], environment: environment)
    }

    public func buttonStyle(_ style: ButtonStyle) -> View { environment(ButtonStyleKey.self, style) }
    public func controlSize(_ size: ControlSize) -> View { environment(ControlSizeKey.self, size) }
    public func labelStyle(_ style: LabelStyle) -> View { environment(LabelStyleKey.self, style) }
    public func labelsHidden() -> View { environment(LabelsHiddenKey.self, true) }
    public func toggleStyle(_ style: ToggleStyle) -> View { environment(ToggleStyleKey.self, style) }
    public func textFieldStyle(_ style: TextFieldStyle) -> View { environment(TextFieldStyleKey.self, style) }
    public func pickerStyle(_ style: PickerStyle) -> View { environment(PickerStyleKey.self, style) }
    public func progressViewStyle(_ style: ProgressViewStyle) -> View {
        environment(ProgressViewStyleKey.self, style)
    }
    public func listStyle(_ style: ListStyle) -> View { environment(ListStyleKey.self, style) }
    public func listSectionSpacing(_ spacing: Double) -> View { environment(ListSectionSpacingKey.self, spacing) }
    public func listRowSpacing(_ spacing: Double?) -> View { environment(ListRowSpacingKey.self, spacing) }
    public func listRowInsets(_ insets: EdgeInsets?) -> View { environment(ListRowInsetsKey.self, insets) }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> View { environment(ButtonBorderShapeKey.self, shape) }
    public func disabled(_ isDisabled: Bool = true) -> View { environment(IsEnabledKey.self, !isDisabled) }
    public func tag(_ tag: ControlTag) -> View { environment(TagKey.self, tag) }
    public func tabItem(_ label: View) -> View { environment(TabItemKey.self, ViewValue(label)) }
    public func navigationTitle(_ title: String) -> View { environment(NavigationTitleKey.self, title) }
    public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> View {
        environment(TitleDisplayModeKey.self, mode)
    }
    public func navigationBarHidden(_ hidden: Bool = true) -> View { environment(NavigationBarHiddenKey.self, hidden) }
    /// `badge(3)`, `badge("New")`: nil (or a count of 0) shows none.
    public func badge(_ label: View?) -> View { environment(BadgeKey.self, label.map(ViewValue.init)) }
    public func listRowSeparatorHidden(_ hidden: Bool = true) -> View {
        environment(ListRowSeparatorHiddenKey.self, hidden)
    }
    public func listRowBackground(_ background: View?) -> View {
        environment(ListRowBackgroundKey.self, background.map(ViewValue.init))
    }
    public func tabViewStyle(_ style: TabViewStyle) -> View { environment(TabViewStyleKey.self, style) }
}

// MARK: - Building blocks

extension View {
    /// A control: a view whose body is made from the environment it inherits when its node is
    /// made. `make` returns the body and a note for `plumb explain`.
    static func control(
        _ typeName: String, children: [View] = [], _ make: @escaping (BuilderInputs) -> (View, String)
    ) -> View {
        let builder = ContentBuilder(trigger: .environment) { make($0) }
        return View(typeName: typeName, builtin: EnvironmentReaderLayout(), children: children, builder: builder)
    }

    /// The label drawn in `color` unless a colour is set outside the control (SwiftUI: an explicit
    /// `foregroundStyle` wins over the tint); the label's own colour always wins.
    func tinted(_ color: String, unless environment: EnvironmentValues) -> View {
        environment.foregroundColor == nil
            ? View.transparent(self, typeName: "tint") { $0.foregroundColor = color } : self
    }

    /// The label set in `font` unless a font is set outside the control.
    func defaultFont(_ font: FontStyle, unless environment: EnvironmentValues) -> View {
        environment.font == nil && font != .body
            ? View.transparent(self, typeName: "font") { $0.font = Font(font) } : self
    }

    func padding(vertical: Double, horizontal: Double) -> View {
        padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }

    static func filled(_ kind: ShapeKind, _ color: String) -> View { View.shape(kind).foregroundColor(color) }

    /// An SF Symbol as one character (as `Image(systemName:)` draws it in Plumb).
    public static func symbol(_ character: String) -> View { View(typeName: "Image", content: .text(character)) }
}

extension NamedModifiers {
    /// The control modifiers of this file a script calls by name (see `NamedModifiers`).
    static let controls: [String: Apply] = [
        "controlSize": { view, arguments in view.controlSize(arguments.value("size", as: ControlSize.self)) },
        "labelStyle": { view, arguments in view.labelStyle(arguments.value("style", as: LabelStyle.self)) },
        "toggleStyle": { view, arguments in view.toggleStyle(arguments.value("style", as: ToggleStyle.self)) },
        "textFieldStyle": { view, arguments in
            view.textFieldStyle(arguments.value("style", as: TextFieldStyle.self))
        },
        "pickerStyle": { view, arguments in view.pickerStyle(arguments.value("style", as: PickerStyle.self)) },
        "progressViewStyle": { view, arguments in
            view.progressViewStyle(arguments.value("style", as: ProgressViewStyle.self))
        },
        "listStyle": { view, arguments in view.listStyle(arguments.value("style", as: ListStyle.self)) },
        // On iOS every form style is grouped (a Form is drawn as an insetGrouped list); `columns`
        // is macOS's. The name is checked; the view is unchanged.
        "formStyle": { view, _ in view },
        "labelsHidden": { view, _ in view.labelsHidden() },
        "navigationTitle": { view, arguments in view.navigationTitle(arguments.string("title")) },
        "listSectionSpacing": { view, arguments in view.listSectionSpacing(arguments.number("spacing")) },
        "disabled": { view, arguments in view.disabled(arguments.boolean("disabled", default: true)) },
        "navigationBarTitleDisplayMode": { view, arguments in
            view.navigationBarTitleDisplayMode(arguments.value("mode", as: TitleDisplayMode.self))
        },
        // `.page(indexDisplayMode:)` changes how the dots are drawn, not the pages.
        "tabViewStyle": { view, arguments in view.tabViewStyle(arguments.value("style", as: TabViewStyle.self)) },
        "navigationBarHidden": { view, arguments in
            view.navigationBarHidden(arguments.boolean("hidden", default: true))
        },
    ]
}
