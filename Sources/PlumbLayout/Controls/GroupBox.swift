extension View {
    /// `GroupBox(_:content:)`: `VStack(alignment: .leading, spacing: 8) { label; content }`
    /// padded 16 in a rounded rectangle (radius 8); it hugs its content.
    public static func groupBox(label: View?, _ content: [View]) -> View {
        let title = label.map { View.transparent($0, typeName: "font") { $0.font = .headline } }
        let stack = View.vStack(
            alignment: .leading, spacing: ControlMetrics.groupBoxSpacing, (title.map { [$0] } ?? []) + content)
        let box = stack.padding(ControlMetrics.groupBoxPadding)
            .background(
                filled(.roundedRectangle(cornerRadius: ControlMetrics.groupBoxCornerRadius), ControlColors.boxFill))
        return View(typeName: "GroupBox", builtin: EnvironmentReaderLayout(), children: [box])
    }
}
