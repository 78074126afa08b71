extension View {
    /// `DisclosureGroup(_:isExpanded:content:)`: a row of its label, a Spacer and a chevron
    /// (› collapsed, ⌄ expanded) across the width offered; expanded, its content below the row,
    /// leading (a VStack, spacing 8: estimate). Collapsed unless `isExpanded` says otherwise, as
    /// SwiftUI's starts.
    public static func disclosureGroup(label: View, isExpanded: Bool, _ content: [View]) -> View {
        control("DisclosureGroup", children: [label] + content) { inputs in
            let chevron = symbol(isExpanded ? "⌄" : "›").tinted(ControlColors.tint, unless: inputs.environment)
            let row = View.hStack(spacing: ControlMetrics.disclosureSpacing, [label, View.spacer(), chevron])
            guard isExpanded else { return (row, "collapsed") }
            return (
                View.vStack(alignment: .leading, spacing: ControlMetrics.disclosureSpacing, [row] + content),
                "expanded"
            )
        }
    }
}
