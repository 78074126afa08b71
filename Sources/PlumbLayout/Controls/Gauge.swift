extension View {
    /// `Gauge(value:in:label:…)`: iOS's default style, "a linear, continuous bar with an indicator
    /// showing the current value, and optional labels" (apple `Gauge`). Laid out as ProgressView's
    /// bar is (4 high, filling the width; its label above and its current-value label below, a
    /// leading VStack, spacing 4), with the minimum and maximum labels at the bar's ends as a
    /// Slider's are (an estimate: no source gives the style's metrics).
    public static func gauge(
        value: Double, in range: ClosedRange<Double> = 0...1, label: View?, currentValueLabel: View? = nil,
        minimumValueLabel: View? = nil, maximumValueLabel: View? = nil
    ) -> View {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let children = [label, currentValueLabel, minimumValueLabel, maximumValueLabel].compactMap { $0 }
        return control("Gauge", children: children) { inputs in
            let bar = track(
                fraction: fraction, height: ControlMetrics.progressBarHeight,
                trackHeight: ControlMetrics.progressBarHeight)
            var row = bar
            if minimumValueLabel != nil || maximumValueLabel != nil {
                row = View.hStack([minimumValueLabel, bar, maximumValueLabel].compactMap { $0 })
            }
            let parts = [
                label, row, currentValueLabel?.tinted(ControlColors.secondary, unless: inputs.environment),
            ].compactMap { $0 }
            let note = "linear, \(formatPoints((fraction.isNaN ? 0 : min(max(fraction, 0), 1)) * 100))%"
            guard parts.count > 1 else { return (row, note) }
            return (View.vStack(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing, parts), note)
        }
    }
}
