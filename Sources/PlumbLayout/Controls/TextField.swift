extension View {
    /// `TextField(_:text:)`: greedy across (it takes the whole width offered, its placeholder's
    /// width when asked its ideal), one SwiftUI line of its font high; the text (or the placeholder,
    /// in grey, when the text is empty) leading, on one line unless `axis` is vertical.
    /// `textFieldStyle(.roundedBorder)` insets it by 7 in a rounded rectangle.
    public static func textField(
        placeholder: View, text: String, isSecure: Bool = false, axis: Axis = .horizontal
    ) -> View {
        control(isSecure ? "SecureField" : "TextField", children: [placeholder]) { inputs in
            let environment = inputs.environment
            var shown: View
            if text.isEmpty {
                shown = View.transparent(placeholder, typeName: "placeholder") {
                    $0.foregroundColor = ControlColors.placeholder
                }
            } else {
                shown = View.text(isSecure ? String(repeating: "•", count: text.count) : text)
            }
            if axis == .horizontal { shown = shown.lineLimit(1) }
            let font = environment.font ?? .body
            let line = ControlMetrics.lineHeight(font, at: environment.dynamicTypeSize ?? .default)
            let field = shown.frame(maxWidth: .infinity, minHeight: line, alignment: .leading)
            guard environment[TextFieldStyleKey.self] == .roundedBorder else { return (field, "plain") }
            let inset = ControlMetrics.roundedBorderInset
            return (
                field.padding(inset).background(
                    filled(
                        .roundedRectangle(cornerRadius: ControlMetrics.roundedBorderCornerRadius),
                        ControlColors.fieldFill
                    ).strokeBorder(ControlColors.separator)),
                "rounded border"
            )
        }
    }
}
