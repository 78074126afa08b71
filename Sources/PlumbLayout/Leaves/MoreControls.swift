/// SwiftUI views and styles that imported SwiftUI uses beyond the core controls (the metrics and
/// their sources are in Sources/PlumbImport/README.md, "The sweep"): the segmented picker, Menu,
/// DisclosureGroup, LabeledContent, TextEditor, Canvas and Path.

// MARK: - Metrics

extension ControlMetrics {
    /// A segmented control's height: UIKit's UISegmentedControl is 32 points tall on iOS 13 and
    /// later (recorded: `UISegmentedControl.defaultHeight = 32`, kefaxoo/new-pulse-app 2023, and
    /// "Apple's own UISegmentedControl is 32pt tall" in a react-native-paper control).
    public static let segmentedHeight = 32.0
    /// Space on each side of a segment's label, when the control is asked its ideal width
    /// (estimate: no measurement found).
    public static let segmentInset = 12.0
    /// The selected segment's highlight, inset from the control's edge (estimate).
    public static let segmentHighlightInset = 2.0
    public static let segmentedCornerRadius = 8.0
    /// A DisclosureGroup's chevron and the gap before it (estimate: the label, a Spacer and a
    /// chevron, as a List's NavigationLink row draws one).
    public static let disclosureSpacing = 8.0
}

// MARK: - Segmented picker

/// A segmented control's layout: the width offered (its segments' widest label plus insets, times
/// the number of segments, when asked its ideal), 32 high; every segment as wide as the others,
/// its label centred in it. Subviews: the track, the selected segment's highlight, then the labels.
struct SegmentedLayout: EngineLayout {
    let selected: Int?
    let segments: Int

    func idealWidth(_ subviews: LayoutSubviews) -> Double {
        var widest = 0.0
        for index in 2..<subviews.count {
            widest = max(widest, subviews[index].sizeThatFits(.unspecified).width)
        }
        return Double(segments) * (widest + 2 * ControlMetrics.segmentInset)
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        Size(width: proposal.width ?? idealWidth(subviews), height: ControlMetrics.segmentedHeight)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let count = max(segments, 1)
        let width = bounds.width / Double(count)
        let whole = ProposedSize(width: bounds.width, height: bounds.height)
        subviews[0].place(at: Point(x: bounds.minX, y: bounds.minY), proposal: whole)
        let inset = ControlMetrics.segmentHighlightInset
        if let selected, selected < count {
            subviews[1].place(
                at: Point(x: bounds.minX + Double(selected) * width + inset, y: bounds.minY + inset),
                proposal: ProposedSize(width: max(width - 2 * inset, 0), height: max(bounds.height - 2 * inset, 0)))
        } else {
            subviews[1].place(at: Point(x: bounds.minX, y: bounds.minY), proposal: ProposedSize(width: 0, height: 0))
        }
        let labelWidth = max(width - 2 * ControlMetrics.segmentInset, 0)
        for index in 2..<subviews.count {
            let centre = Point(
                x: bounds.minX + (Double(index - 2) + 0.5) * width, y: bounds.minY + bounds.height / 2)
            subviews[index].place(
                at: centre, anchor: UnitPoint(x: 0.5, y: 0.5),
                proposal: ProposedSize(width: labelWidth, height: bounds.height))
        }
    }

    /// The height is fixed; the width is the proposal's (or the labels').
    func sizeDependence(subviews: LayoutSubviews) -> Axis.Set { .horizontal }

    func explicitAlignment(
        of guide: AlignmentID, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews
    ) -> Double? { nil }
}

extension View {
    /// `.pickerStyle(.segmented)`: the options side by side in equal segments across the width
    /// offered, 32 high, the selected one highlighted; the labels in the footnote face (13 points,
    /// UIKit's segment title). Its label is not shown, in a List row too.
    static func segmentedPicker(options: [View], selected: Int?) -> View {
        let labels = options.map { option in
            // UIKit draws a segment's title in its own 13-point face, whatever `.font` says.
            View.transparent(option, typeName: "segment") {
                $0.font = .footnote
                $0.lineLimit = 1
            }
        }
        let track = filled(.roundedRectangle(cornerRadius: ControlMetrics.segmentedCornerRadius), "#EEEEEF")
        let highlight = filled(
            .roundedRectangle(
                cornerRadius: ControlMetrics.segmentedCornerRadius - ControlMetrics.segmentHighlightInset),
            ControlColors.knob)
        return View(
            typeName: "segmented", builtin: SegmentedLayout(selected: selected, segments: labels.count),
            children: [track, highlight] + labels)
    }
}

// MARK: - Menu

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

// MARK: - DisclosureGroup

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

// MARK: - LabeledContent

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

// MARK: - TextEditor, Canvas, Path

extension View {
    /// `TextEditor(text:)`: a scrolling text area that takes the whole size offered (10×10 when
    /// asked its ideal, as a Color), its text from the top leading corner.
    public static func textEditor(text: String) -> View {
        let shown = View.text(text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return View(typeName: "TextEditor", builtin: EnvironmentReaderLayout(), children: [shown])
    }

    /// `Canvas { context, size in … }` and `Path { path in … }`: drawings that fill what they are
    /// offered, as a shape does; Plumb draws neither, so they are laid out as clear colours named
    /// for what they are.
    public static func drawing(_ typeName: String) -> View {
        View(typeName: typeName, builtin: EnvironmentReaderLayout(), children: [View.color("clear")])
    }
}

// MARK: - Placeholder

extension View {
    /// What the importer could not translate (a UIKit representable, a call into a framework Plumb
    /// does not model), standing where it was: its label in a bordered box. It hugs its label (as
    /// the Text it most often stands for does), with 4 points around it; `fills`, it takes the whole
    /// size offered (as a representable without an intrinsic size does), the label centred.
    public static func placeholder(_ label: String, fills: Bool = false) -> View {
        let text = View.text("⚠ " + label)
        let content =
            fills ? text.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center) : text.padding(4)
        return View(typeName: "Placeholder", builtin: EnvironmentReaderLayout(), children: [content.border("gray")])
    }
}

// MARK: - Gauge

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
