import PlumbLayout

/// Words for the guide values the engine recorded (`GuideProvenance`, in PlumbLayout's
/// `LayoutTrace.swift`): the renderer only names the views the provenance points at (by their
/// index among their container's subviews) and formats the numbers; it never recomputes a value
/// or decides a kind. Values within 0.01 pt of zero print as 0 (`formatPoints`).

/// A guide that a child (or a modifier on it) set but its container did not align by.
struct IgnoredGuide {
    var setting: GuideSetting
    /// The guides the container aligned by.
    var usedGuides: [String]
    var container: String
}

enum GuideWords {
    /// Guides set with `alignmentGuide` on the child's own modifier chain that its container did
    /// not align by (Smyth's SwiftUI Essentials, Figure 27-7: a `.trailing` guide in a `.leading`
    /// VStack).
    static func ignoredGuides(of child: PlacedView, in container: PlacedView) -> [IgnoredGuide] {
        let used = container.alignmentLines
        var ignored: [IgnoredGuide] = []
        var current: PlacedView? = child
        while let view = current {
            if let setting = view.guideSetting,
                !used.contains(where: { $0.guide == setting.guide && $0.axis == setting.axis })
            {
                ignored.append(
                    IgnoredGuide(setting: setting, usedGuides: used.map(\.guide), container: ViewNames.chain(container))
                )
            }
            current = ViewNames.wrapped(view)
        }
        return ignored
    }

    // MARK: Words

    /// "leading = 66.667 (explicit: alignmentGuide at lesson.lua:6)", for the mark of `child`.
    static func describe(_ mark: GuideMark, name: String, child: PlacedView, style: LegendStyle = .full) -> String {
        "\(name) = \(formatPoints(mark.value)) (\(describe(mark.provenance, value: mark.value, of: child, style: style)))"
    }

    /// Where a value of `view` came from, in words; nil: explicit, not traced.
    /// `value` is the view's value, in its own coordinates.
    static func describe(
        _ provenance: GuideProvenance?, value: Double, of view: PlacedView, style: LegendStyle = .full
    ) -> String {
        guard let provenance else { return "explicit" }
        let base = ViewNames.innermost(view)
        let compact = style == .compact
        func name(_ view: PlacedView) -> String {
            compact ? ViewNames.base(ViewNames.innermost(view)) : ViewNames.chain(view)
        }
        let words: String
        switch provenance.origin {
        case .implicit: return compact ? "default" : "implicit: the guide's default"
        case .alignmentGuide(let place):
            if compact {
                words = place.map { "set at " + shortLine($0) } ?? "set"
            } else {
                words = "explicit: alignmentGuide" + (place.map { " at \(shortSource($0))" } ?? "")
            }
        case .textBaseline: words = "the text's baseline"
        case .layout(let layout): words = "explicit: set by \(layout)'s own explicitAlignment"
        case .carried(let from, let value, let inner):
            let child = subview(from, of: base)
            let innerWords = describe(inner, value: value, of: child ?? unnamed, style: style)
            return
                "\(compact ? "from" : "carried up from") \(child.map(name) ?? from.traceName): \(formatPoints(value)) "
                + "(\(innerWords)) \(signed(provenance.shift))\(compact ? "" : ", where it sits inside")"
        case .merged(let merge, let parts):
            let how: String
            switch merge {
            case .minimum: how = "the smallest"
            case .maximum: how = "the largest"
            default: how = "the mean"
            }
            let list = parts.map { part -> String in
                let child = subview(part.from, of: base)
                let named = child.map(name) ?? part.from.traceName
                let words = describe(part.provenance, value: part.value, of: child ?? unnamed, style: style)
                return "\(named): \(formatPoints(part.value + (part.offset ?? 0))) (\(words))"
            }
            words = "\(how) of \(parts.count) values set inside: " + list.joined(separator: "; ")
        }
        // A value moved by the modifiers around the view that set it (padding, a frame).
        guard formatPoints(provenance.shift) != "0" else { return words }
        return "\(compact ? "from" : "carried up from") \(name(base)): \(formatPoints(value - provenance.shift)) "
            + "(\(words)) \(signed(provenance.shift))\(compact ? "" : ", where it sits inside")"
    }

    /// Stands for a view a provenance names that the result does not hold.
    private static let unnamed = PlacedView(type: "?", frame: Rect(x: 0, y: 0, width: 0, height: 0))

    /// The subview a provenance names, among `container`'s children.
    static func subview(_ from: GuideSubview, of container: PlacedView) -> PlacedView? {
        container.children.indices.contains(from.index) ? container.children[from.index] : nil
    }

    /// "+ 216", "− 4", "+ 0" (within 0.01 of zero: no sign of its own).
    static func signed(_ value: Double) -> String {
        let text = formatPoints(abs(value))
        return (value < 0 && text != "0" ? "− " : "+ ") + text
    }

    /// "card.lua:12" for "Scripts/card.lua:12": the file's name is enough to find the line.
    static func shortSource(_ source: String) -> String {
        source.split(separator: "/").last.map(String.init) ?? source
    }

    /// "line 12" for "Scripts/card.lua:12" (the compact legend's: a lesson is one file).
    static func shortLine(_ source: String) -> String {
        source.split(separator: ":").last.map { "line " + $0 } ?? source
    }

    /// "ignored: trailing = 120, set by alignmentGuide at lesson.lua:6; VStack aligns by leading";
    /// compact: "ignored: trailing = 120 (set at line 6)".
    static func describe(_ ignored: IgnoredGuide, style: LegendStyle = .full) -> String {
        let setting = ignored.setting
        let travels = setting.merge != .none
        if style == .compact {
            var text = (travels ? "not used here: " : "ignored: ") + setting.guide
            if let value = setting.value { text += " = \(formatPoints(value))" }
            if let source = setting.source { text += " (set at \(shortLine(source)))" }
            return text + (travels ? ", carried up" : "")
        }
        var text = (travels ? "not used here: " : "ignored: ") + setting.guide
        if let value = setting.value { text += " = \(formatPoints(value))" }
        text += ", set by alignmentGuide"
        if let source = setting.source { text += " at \(shortSource(source))" }
        let used = ignored.usedGuides.isEmpty ? "nothing" : ignored.usedGuides.joined(separator: " and ")
        text += "; \(ignored.container) aligns by \(used)"
        // A custom or baseline guide travels on: the container reports it to its own parent.
        return text + (travels ? " and carries it up to its own container" : "")
    }
}
