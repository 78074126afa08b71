/// A linear track: a track across the whole width, a fill from the leading edge to the value, and
/// optionally a thumb at the value, all centred vertically in the control's height. It takes the
/// width it is offered (10 when asked its ideal width) and a fixed height.
struct TrackLayout: EngineLayout {
    /// The value's place along the track, 0…1.
    let fraction: Double
    let height: Double
    let trackHeight: Double

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        Size(width: proposal.width ?? ControlMetrics.trackIdealWidth, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let width = bounds.width
        let trackY = bounds.minY + (bounds.height - trackHeight) / 2
        var fillWidth = fraction * width
        if subviews.count > 2 {
            // The thumb travels between the track's ends; the fill reaches its centre.
            let thumb = subviews[2].sizeThatFits(.unspecified)
            let centre = bounds.minX + thumb.width / 2 + fraction * max(width - thumb.width, 0)
            subviews[2].place(
                at: Point(x: centre, y: bounds.minY + bounds.height / 2), anchor: UnitPoint(x: 0.5, y: 0.5),
                proposal: .unspecified)
            fillWidth = centre - bounds.minX
        }
        if subviews.count > 0 {
            subviews[0].place(
                at: Point(x: bounds.minX, y: trackY), proposal: ProposedSize(width: width, height: trackHeight))
        }
        if subviews.count > 1 {
            subviews[1].place(
                at: Point(x: bounds.minX, y: trackY), proposal: ProposedSize(width: fillWidth, height: trackHeight))
        }
    }

    /// The height is fixed; the width is the proposal's.
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .horizontal }

    /// No explicit guides: the parts are drawing.
    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { nil }
}

extension View {
    static func track(fraction: Double?, height: Double, trackHeight: Double, thumb: View? = nil) -> View {
        // NaN (an infinite range's ∞/∞) reads as 0, like any value below the track.
        let value = fraction ?? 0
        let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
        var parts = [filled(.capsule, ControlColors.track)]
        if fraction != nil { parts.append(filled(.capsule, ControlColors.tint)) }
        if let thumb { parts.append(thumb) }
        return View(
            typeName: "track", builtin: TrackLayout(fraction: clamped, height: height, trackHeight: trackHeight),
            children: parts)
    }

    /// `ProgressView()`: a spinner, 20×20 (37×37 at `controlSize(.large)`; recorded at
    /// markmeretzky.com/swift/activity, the rest Plumb's estimate), with its label
    /// centred below it; `ProgressView(value:total:)` a linear bar 4 high that fills the width,
    /// with its label above and its current-value label below (a leading VStack, spacing 4).
    /// `progressViewStyle` picks either look whatever the value.
    public static func progressView(
        value: Double?, total: Double = 1, label: View? = nil, currentValueLabel: View? = nil
    ) -> View {
        control("ProgressView", children: [label, currentValueLabel].compactMap { $0 }) { inputs in
            let environment = inputs.environment
            let style = environment[ProgressViewStyleKey.self]
            let linear = style == .linear || (style == .automatic && value != nil)
            if !linear {
                let side =
                    environment[ControlSizeKey.self] == .large
                    ? ControlMetrics.largeSpinnerSide : ControlMetrics.spinnerSide
                let spinner = filled(.circle, ControlColors.spinner).frame(width: side, height: side)
                guard let label else { return (spinner, "spinner \(formatPoints(side))×\(formatPoints(side))") }
                return (
                    View.vStack([spinner, label.tinted(ControlColors.secondary, unless: environment)]),
                    "spinner with its label"
                )
            }
            let fraction = value.map { total > 0 ? $0 / total : 0 }
            let bar = track(
                fraction: fraction, height: ControlMetrics.progressBarHeight,
                trackHeight: ControlMetrics.progressBarHeight)
            let parts = [label, bar, currentValueLabel?.tinted(ControlColors.secondary, unless: environment)]
                .compactMap { $0 }
            let note =
                fraction.map { "linear, \(formatPoints(($0.isNaN ? 0 : min(max($0, 0), 1)) * 100))%" }
                ?? "linear, no value"
            guard parts.count > 1 else { return (bar, note) }
            return (View.vStack(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing, parts), note)
        }
    }

    /// `Slider(value:in:)` (Plumb's estimate, from UISlider): a 4-point track with a 28-point
    /// thumb, 31 high, filling the width; with value labels, `HStack { minimum; track; maximum }`.
    /// Its label is not shown on iOS.
    public static func slider(
        value: Double, in range: ClosedRange<Double> = 0...1, minimumValueLabel: View? = nil,
        maximumValueLabel: View? = nil
    ) -> View {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let thumb = filled(.circle, ControlColors.knob).frame(
            width: ControlMetrics.sliderThumbSide, height: ControlMetrics.sliderThumbSide)
        let bar = track(
            fraction: fraction, height: ControlMetrics.sliderHeight, trackHeight: ControlMetrics.sliderTrackHeight,
            thumb: thumb)
        guard minimumValueLabel != nil || maximumValueLabel != nil else {
            return View(typeName: "Slider", builtin: EnvironmentReaderLayout(), children: [bar])
        }
        let row = View.hStack([minimumValueLabel, bar, maximumValueLabel].compactMap { $0 })
        return View(typeName: "Slider", builtin: EnvironmentReaderLayout(), children: [row])
    }

    /// `Stepper(_:value:)` (Plumb's estimate: no public source): a labeled control like Toggle,
    /// `HStack { label; Spacer; −|+ }`, the −/+ control 94×32.
    public static func stepper(label: View) -> View {
        control("Stepper", children: [label]) { inputs in
            let size = ControlMetrics.stepperSize
            let half = { (sign: String) in View.text(sign).frame(maxWidth: .infinity, maxHeight: .infinity) }
            let buttons = View.hStack(spacing: 0, [half("−"), View.divider(), half("+")])
                .frame(width: size.width, height: size.height)
                .background(
                    filled(
                        .roundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius), ControlColors.stepperFill))
            if inputs.environment[LabelsHiddenKey.self] { return (buttons, "−/+ only (labels hidden)") }
            return (labeledContent(label, buttons), "label, −/+")
        }
    }
}
