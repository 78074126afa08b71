extension View {
    /// The views a container's content stands for: ForEach made, Sections opened, EmptyViews
    /// dropped (as a container expands them).
    static func flattened(_ views: [View]) -> [View] {
        var result: [View] = []
        func add(_ view: View) {
            switch view.content {
            case .empty: return
            case .forEach(let sequence): for index in 0..<sequence.count { add(sequence.make(index)) }
            case .section: for child in view.children { add(child) }
            default: result.append(view)
            }
        }
        views.forEach(add)
        return result
    }

    /// The option `selection` picks: the one tagged with it; else (Plumb: SwiftUI tags a ForEach's
    /// views with their ids) the Text whose string it is; else the option at that (1-based)
    /// position.
    static func selectedOption(_ options: [View], _ selection: ControlTag?) -> (index: Int, view: View)? {
        guard let selection else { return nil }
        if let index = options.firstIndex(where: { $0.environment[TagKey.self] == selection }) {
            return (index, options[index])
        }
        if case .string(let string) = selection,
            let index = options.firstIndex(where: { if case .text(string) = $0.content { true } else { false } })
        {
            return (index, options[index])
        }
        if case .number(let number) = selection, let position = Int(exactly: number),
            options.indices.contains(position - 1)
        {
            return (position - 1, options[position - 1])
        }
        return nil
    }

    /// `Picker(_:selection:content:)` in the menu style (iOS 16+'s automatic style): the selected
    /// option and ↕ (`chevron.up.chevron.down`), tinted, as a borderless button; its label is not
    /// shown. In a List row it is a labeled row, `HStack { label; Spacer; option ↕ }` in grey.
    public static func picker(label: View, selection: ControlTag?, _ content: [View]) -> View {
        control("Picker", children: [label] + content) { inputs in
            let environment = inputs.environment
            let options = flattened(content)
            let selected = selectedOption(options, selection)
            if environment[PickerStyleKey.self] == .segmented {
                // In a List row too: the segments alone, across the row.
                return (
                    segmentedPicker(options: options, selected: selected?.index),
                    "segmented, \(options.count) segment\(options.count == 1 ? "" : "s")"
                        + (selected.map { ", option \($0.index + 1) selected" } ?? "")
                )
            }
            let chevrons = symbol("↕")
            var value = View.hStack(selected.map { [$0.view, chevrons] } ?? [chevrons])
            let note =
                selected.map { "menu showing option \($0.index + 1) of \(options.count)" } ?? "menu, nothing selected"
            if environment[IsInListKey.self] {
                value = value.tinted(ControlColors.secondary, unless: environment)
                if environment[LabelsHiddenKey.self] { return (value, note) }
                return (labeledContent(label, value), note + ", as a row")
            }
            return (value.tinted(ControlColors.tint, unless: environment), note)
        }
    }
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
