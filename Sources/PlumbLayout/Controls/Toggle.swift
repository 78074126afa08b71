extension View {
    /// The switch: a capsule track, green when on, with a white knob inset 2 at its trailing end
    /// (on) or leading end (off); 51×31.
    static func switchView(isOn: Bool) -> View {
        let side = ControlMetrics.switchSize
        let knob = filled(.circle, ControlColors.knob).padding(ControlMetrics.switchKnobInset)
        return View.zStack(
            alignment: isOn ? .trailing : .leading,
            [filled(.capsule, isOn ? ControlColors.switchOn : ControlColors.switchOff), knob]
        ).frame(width: side.width, height: side.height)
    }

    /// `Toggle(_:isOn:)`: a labeled control, `HStack { label; Spacer; switch }` (OpenSwiftUI's
    /// `SwitchToggleStyle.swift` and `LeadingTrailingLabeledContentStyle.swift`): it takes the
    /// whole width offered, the label at the leading edge, the switch at the trailing edge.
    /// `labelsHidden()` leaves the switch alone; `toggleStyle(.button)` makes it a button,
    /// bordered-prominent when on and bordered when off.
    public static func toggle(label: View, isOn: Bool) -> View {
        control("Toggle", children: [label]) { inputs in
            let environment = inputs.environment
            if environment[ToggleStyleKey.self] == .button {
                let style: ButtonStyle = isOn ? .borderedProminent : .bordered
                return (
                    buttonBody(label: label, style: style, role: nil, inputs: inputs),
                    "button style, \(isOn ? "on" : "off")"
                )
            }
            let control = switchView(isOn: isOn)
            if environment[LabelsHiddenKey.self] { return (control, "switch only (labels hidden)") }
            return (labeledContent(label, control), "switch, \(isOn ? "on" : "off")")
        }
    }

    /// LabeledContent's default iOS style: `HStack { label; Spacer; content }` (OSUI,
    /// LeadingTrailingLabeledContentStyle; its Spacer has priority −1, which orders it as Plumb's
    /// Spacer, −∞, does).
    static func labeledContent(_ label: View, _ content: View) -> View {
        View.hStack([label, View.spacer(), content])
    }
}
