extension View {
    /// `LabeledContent(_:value:)`, `LabeledContent { content } label: { … }`: iOS's default style,
    /// `HStack { label; Spacer; content }` with the content in the secondary colour (OSUI's
    /// LeadingTrailingLabeledContentStyle, the one Toggle's switch sits in).
    public static func labeledContent(label: View, content: View) -> View {
        control("LabeledContent", children: [label, content]) { inputs in
            let value = content.tinted(ControlColors.secondary, unless: inputs.environment)
            if inputs.environment[LabelsHiddenKey.self] { return (value, "content only (labels hidden)") }
            return (labeledContent(label, value), "label, content")
        }
    }
}
