extension View {
    /// The centre of a view's first line of text: of the line's box, from its top to its first
    /// baseline plus the descent below it (the height under the last baseline); the centre of
    /// anything else, whose baselines are its bottom (SwiftUI's private `_firstTextLineCenter`, as
    /// OpenSwiftUI has it; that a label's icon sits on it is Plumb's estimate). In cells a two-row
    /// face draws its letters on the lower row of its line, above a row of descent: this is where
    /// they are.
    static let firstTextLineCenter = AlignmentID(custom: "firstTextLineCenter", axis: .vertical) {
        ($0[.firstTextBaseline] + $0.height - $0[.lastTextBaseline]) / 2
    }

    /// `Label(_:systemImage:)`: icon and title side by side (HStack, spacing 8), or one of them
    /// (`labelStyle(.iconOnly)`, `.titleOnly`), or the icon above the title in a tab bar.
    public static func label(title: View, icon: View) -> View {
        control("Label", children: [icon, title]) { inputs in
            let style = inputs.environment[LabelStyleKey.self]
            switch style {
            case .iconOnly: return (icon, "icon only")
            case .titleOnly: return (title, "title only")
            case .tabItem:
                let caption = View.transparent(title, typeName: "font") { $0.font = .caption2 }
                return (View.vStack(spacing: 0, [icon, caption]), "tab item: icon above title")
            case .automatic, .titleAndIcon:
                // The icon on the centre of the title's first line (SwiftUI's private
                // `_firstTextLineCenter`).
                return (
                    View.hStack(
                        alignment: VerticalAlignment(firstTextLineCenter), spacing: ControlMetrics.labelSpacing,
                        [icon, title]),
                    "icon and title"
                )
            }
        }
    }
}
