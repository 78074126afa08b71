import PlumbLayout

/// Where a guide value a container aligned a child by came from, reconstructed from the laid-out
/// tree: the `alignmentGuide` modifiers (with their source line and value), the texts, and the
/// frames say everything the layout used. The rules are the layout's (see `Layout.swift`):
/// modifiers pass their child's explicit guides up, moved by where the child sits in them (an
/// offset does not move them); a Text sets its baselines; containers merge their children's
/// values, the guide's way (custom guides: mean; firstTextBaseline: min; lastTextBaseline: max),
/// except the built-in leading/center/trailing/top/bottom guides, which stop at containers.
///
/// When the reconstruction does not give the value the layout used (a layout it does not know),
/// it says only "explicit", never a wrong story.
indirect enum GuideSource {
    /// The guide's default: nothing inside the child set it.
    case implicit
    /// The child's own `alignmentGuide`.
    case alignmentGuide(source: String?)
    /// A Text's baseline.
    case textBaseline
    /// A value from a view inside the child, moved by that view's position in it.
    case carried(from: String, value: Double, offset: Double, source: GuideSource)
    /// Several views inside the child set it; the container merged their values.
    case combined(merge: AlignmentID.Merge, parts: [(name: String, value: Double, source: GuideSource)])
    /// Explicit, but not reconstructed.
    case explicit
}

/// A guide that a child (or a modifier on it) set but its container did not align by.
struct IgnoredGuide {
    var setting: GuideSetting
    /// The guides the container aligned by.
    var usedGuides: [String]
    var container: String
}

enum GuideProvenance {
    /// Where `mark`'s value came from, for a child of a container that aligned by `line`.
    static func source(of mark: GuideMark, child: PlacedView, line: AlignmentLine?) -> GuideSource {
        guard mark.isExplicit else { return .implicit }
        guard let found = explicitValue(of: child, guide: mark.guide, axis: mark.axis, merge: line?.merge) else {
            return .explicit
        }
        let tolerance = 1e-6 * max(1, abs(mark.value))
        return abs(found.value - mark.value) <= tolerance ? found.source : .explicit
    }

    /// The explicit value of a guide for `view`, in its own coordinates, and where it came from.
    static func explicitValue(
        of view: PlacedView, guide: String, axis: Axis, merge: AlignmentID.Merge?
    ) -> (value: Double, source: GuideSource)? {
        if let setting = view.guideSetting, setting.guide == guide, setting.axis == axis, let value = setting.value {
            return (value, .alignmentGuide(source: setting.source))
        }
        if ViewNames.isModifier(view), let inner = ViewNames.wrapped(view) {
            guard let found = explicitValue(of: inner, guide: guide, axis: axis, merge: merge) else { return nil }
            let offset = view.type == "offset" ? 0 : inner.frame.origin[axis] - view.frame.origin[axis]
            if offset == 0 { return found }
            return (found.value + offset, shifted(found, by: offset, inside: inner))
        }
        if case .text(let lines, let font) = view.content, axis == .vertical,
            guide == "firstTextBaseline" || guide == "lastTextBaseline"
        {
            let count = max(view.textLineCount ?? lines.count, 1)
            let lineHeight = view.frame.height / Double(count)
            let cell = lineHeight / Double(font.lineRows)
            let first = cell * Double(font.scale)
            return (guide == "firstTextBaseline" ? first : Double(count - 1) * lineHeight + first, .textBaseline)
        }
        guard let merge, merge != .none, !view.children.isEmpty else { return nil }
        var parts: [(name: String, value: Double, source: GuideSource)] = []
        for child in view.children {
            guard let found = explicitValue(of: child, guide: guide, axis: axis, merge: merge) else { continue }
            let offset = child.frame.origin[axis] - view.frame.origin[axis]
            parts.append((ViewNames.chain(child), found.value + offset, shifted(found, by: offset, inside: child)))
        }
        guard !parts.isEmpty else { return nil }
        if parts.count == 1 { return (parts[0].value, parts[0].source) }
        let values = parts.map(\.value)
        let value: Double
        switch merge {
        case .minimum: value = values.min()!
        case .maximum: value = values.max()!
        default:
            var mean = 0.0
            for (n, part) in values.enumerated() { mean = (mean * Double(n) + part) / Double(n + 1) }
            value = mean
        }
        return (value, .combined(merge: merge, parts: parts))
    }

    /// `found`, a value of `inner`, seen from `inner`'s parent, `offset` further on.
    private static func shifted(
        _ found: (value: Double, source: GuideSource), by offset: Double, inside inner: PlacedView
    ) -> GuideSource {
        if offset == 0 { return found.source }
        if case .carried(let name, let value, let previous, let source) = found.source {
            return .carried(from: name, value: value, offset: previous + offset, source: source)
        }
        return .carried(from: ViewNames.chain(inner), value: found.value, offset: offset, source: found.source)
    }

    /// Guides set with `alignmentGuide` on the child's own modifier chain that its container
    /// did not align by (Figure 27-7: a `.trailing` guide in a `.leading` VStack).
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

    /// "leading = 66.667 (explicit: alignmentGuide at lesson.lua:6)".
    static func describe(_ mark: GuideMark, name: String, child: PlacedView, line: AlignmentLine?) -> String {
        "\(name) = \(formatPoints(mark.value)) (\(describe(source(of: mark, child: child, line: line))))"
    }

    static func describe(_ source: GuideSource) -> String {
        switch source {
        case .implicit: return "implicit: the guide's default"
        case .alignmentGuide(let place):
            return "explicit: alignmentGuide" + (place.map { " at \(shortSource($0))" } ?? "")
        case .textBaseline: return "the text's baseline"
        case .explicit: return "explicit"
        case .carried(let name, let value, let offset, let source):
            return "carried up from \(name): \(formatPoints(value)) (\(describe(source))) "
                + "\(offset < 0 ? "−" : "+") \(formatPoints(abs(offset))), where it sits inside"
        case .combined(let merge, let parts):
            let how: String
            switch merge {
            case .minimum: how = "the smallest"
            case .maximum: how = "the largest"
            default: how = "the mean"
            }
            let list = parts.map { "\($0.name): \(formatPoints($0.value)) (\(describe($0.source)))" }
            return "\(how) of \(parts.count) values set inside: " + list.joined(separator: "; ")
        }
    }

    /// "card.lua:12" for "Scripts/card.lua:12": the file's name is enough to find the line.
    static func shortSource(_ source: String) -> String {
        source.split(separator: "/").last.map(String.init) ?? source
    }

    /// "ignored: trailing = 120, set by alignmentGuide at lesson.lua:6; VStack aligns by leading".
    static func describe(_ ignored: IgnoredGuide) -> String {
        let setting = ignored.setting
        let travels = setting.merge != .none
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

extension Point {
    fileprivate subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}
