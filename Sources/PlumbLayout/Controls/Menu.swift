extension View {
    /// `Menu(_:content:)`: a button showing its label (borderless, tinted, as iOS's default menu
    /// style draws it); the menu's items show only when it is tapped, so they are not laid out.
    public static func menu(label: View) -> View {
        control("Menu", children: [label]) { inputs in
            let style = inputs.environment[ButtonStyleKey.self]
            return (
                buttonBody(label: label, style: style, role: nil, inputs: inputs),
                "its label, as a button (the items show when tapped)"
            )
        }
    }
}
