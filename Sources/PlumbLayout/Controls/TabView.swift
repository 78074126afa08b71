extension View {
    /// `TabView { … }`: the selected tab's content centred above a 49-point tab bar of equal
    /// slots, each the tab's `tabItem` label with its icon above its title, the selected one
    /// tinted. It takes the whole size offered. `selection` picks a tab by its `tag`, else by its
    /// (1-based) position; none picks the first.
    public static func tabView(selection: ControlTag?, _ tabs: [View]) -> View {
        control("TabView", children: tabs) { inputs in
            let environment = inputs.environment
            let items = flattened(tabs)
            guard !items.isEmpty else { return (View.empty(), "no tabs") }
            let selected = selectedOption(items, selection)?.index ?? 0
            if environment[TabViewStyleKey.self] == .page {
                // `tabViewStyle(.page)`: the selected page fills the TabView; no tab bar (its dots
                // are drawn over the page).
                return (
                    items[selected].containerArea(of: "TabView"),
                    "page \(selected + 1) of \(items.count)"
                )
            }
            var slots: [View] = []
            for (index, item) in items.enumerated() {
                let label = item.environment[TabItemKey.self]?.view ?? View.empty()
                let color = index == selected ? ControlColors.tint : ControlColors.unselectedTab
                slots.append(
                    View.transparent(label, typeName: "tabItem") {
                        $0[LabelStyleKey.self] = .tabItem
                        if environment.foregroundColor == nil { $0.foregroundColor = color }
                    }.frame(maxWidth: .infinity, maxHeight: .infinity))
            }
            // No hairline: iOS 15+ draws the bar's separator only while content scrolls under it.
            let bar = View.hStack(spacing: 0, slots).frame(height: ControlMetrics.tabBarHeight)
            let body = View.vStack(
                spacing: 0, [items[selected].containerArea(of: "TabView"), bar])
            return (body, "tab \(selected + 1) of \(items.count) selected")
        }
    }
}
