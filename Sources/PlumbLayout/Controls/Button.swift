extension View {
    /// `Button(action:label:)`: its body is its style's `makeBody(configuration)`, the style read
    /// from the environment (`buttonStyle`), so a style set on a container applies to every
    /// button inside it.
    public static func button(label: View, role: ButtonRole? = nil) -> View {
        control("Button", children: [label]) { inputs in
            let style = inputs.environment[ButtonStyleKey.self]
            let size = inputs.environment[ControlSizeKey.self]
            let body = buttonBody(label: label, style: style, role: role, inputs: inputs)
            let name = style == .automatic ? "automatic (borderless on iOS)" : style.name
            return (body, "style \(name)" + (size == .regular ? "" : ", control size \(size.rawValue)"))
        }
    }

    /// The shape behind a bordered button (`buttonBorderShape`; automatic: a rounded rectangle of
    /// the control size's radius).
    static func borderShape(_ environment: EnvironmentValues, _ metrics: ControlMetrics.Bordered) -> ShapeKind {
        switch environment[ButtonBorderShapeKey.self] {
        case .automatic: .roundedRectangle(cornerRadius: metrics.cornerRadius)
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius ?? metrics.cornerRadius)
        case .capsule: .capsule
        case .circle: .circle
        }
    }

    static func buttonBody(label: View, style: ButtonStyle, role: ButtonRole?, inputs: BuilderInputs) -> View {
        let environment = inputs.environment
        let size = environment[ControlSizeKey.self]
        let tint = role == .destructive ? ControlColors.destructive : ControlColors.tint
        switch style {
        case .custom(let custom):
            return custom.makeBody(
                ButtonStyleConfiguration(label: label, isPressed: false, role: role, inputs: inputs))
        case .plain:
            // The label, not tinted (OpenSwiftUI's `PlainButtonStyle.swift`;
            // fivestars.blog/articles/button-styles).
            return label
        case .automatic, .borderless:
            // iOS's automatic style is borderless (Apple's `PrimitiveButtonStyle.automatic`): the
            // label only, tinted (OpenSwiftUI's `BorderlessButtonStyle.swift`).
            return label.defaultFont(ControlMetrics.borderlessFont(size), unless: environment)
                .tinted(tint, unless: environment)
        case .bordered, .borderedProminent:
            // label.padding(insets).background(shape), hugging the label (Apple's `tint(_:)` for
            // the fills; the insets are Plumb's estimate); at least one SwiftUI line of the font plus
            // the insets high.
            let metrics = ControlMetrics.bordered(size)
            let prominent = style == .borderedProminent
            let font = environment.font ?? Font(metrics.font)
            let minimumHeight =
                ControlMetrics.lineHeight(font, at: environment.dynamicTypeSize ?? .default) + 2 * metrics.vertical
            let fill =
                prominent
                ? filled(borderShape(environment, metrics), tint)
                : filled(borderShape(environment, metrics), ControlColors.borderedFill).opacity(
                    ControlColors.borderedFillOpacity)
            return label.defaultFont(metrics.font, unless: environment)
                .tinted(prominent ? ControlColors.prominentLabel : tint, unless: environment)
                .padding(vertical: metrics.vertical, horizontal: metrics.horizontal)
                .frame(minHeight: minimumHeight)
                .background(fill)
        }
    }

    /// `Link(_:destination:)`: its label, tinted, as a borderless button (Apple's `Link`: "a
    /// link-styled view").
    public static func link(label: View) -> View {
        control("Link", children: [label]) { inputs in
            (label.tinted(ControlColors.tint, unless: inputs.environment), "tinted label")
        }
    }
}
