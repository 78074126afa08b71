import PlumbLayout

/// Names views the way a learner wrote them: the base view, then its modifiers from the inside
/// out, as in the code (`Rectangle(green).alignmentGuide.frame`), with the id when there is one.
enum ViewNames {
    /// Marks a name shortened for a listing (never text truncation, which is "…").
    static let elision = "⋯"

    /// Whether the view is a modifier, as the layout says (`ViewKind`).
    static func isModifier(_ view: PlacedView) -> Bool { view.kind.isModifier }

    /// Whether `--guides` and `explain` show the view's alignment: always for containers; for a
    /// frame only when its child does not fill it (otherwise the alignment moved nothing).
    static func showsAlignment(_ view: PlacedView) -> Bool {
        guard !view.alignmentLines.isEmpty else { return false }
        guard isModifier(view) else { return true }
        guard let child = wrapped(view) else { return false }
        let tolerance = 1e-9 * max(1, view.frame.width, view.frame.height)
        return abs(child.frame.width - view.frame.width) > tolerance
            || abs(child.frame.height - view.frame.height) > tolerance
    }

    /// The primary child of a modifier: the one the modifier wraps (for background, the second).
    static func wrapped(_ view: PlacedView) -> PlacedView? {
        guard let primary = view.kind.primaryIndex, !view.children.isEmpty else { return nil }
        return view.children[min(primary, view.children.count - 1)]
    }

    /// A modifier's secondary content (an overlay's or a background's view), and whether it is
    /// drawn behind the view it decorates.
    static func secondary(_ view: PlacedView) -> (view: PlacedView, isBehind: Bool)? {
        guard let primary = view.kind.primaryIndex, view.children.count == 2 else { return nil }
        return (view.children[1 - min(primary, 1)], primary == 1)
    }

    /// "Rectangle(green).alignmentGuide(leading).frame#title".
    /// An `alignmentGuide` says which guide it sets: "alignmentGuide(leading)", and with the axis
    /// when two in the chain set guides of one name: "alignmentGuide(myAlignment, x)".
    static func chain(_ view: PlacedView) -> String {
        var links: [PlacedView] = []
        var current = view
        while let inner = wrapped(current) {
            links.append(current)
            current = inner
        }
        let settings = links.compactMap(\.guideSetting)
        let modifiers = links.map { link in
            var name = link.type
            if let setting = link.guideSetting {
                let shared = settings.contains { $0.guide == setting.guide && $0.axis != setting.axis }
                name += "(\(setting.guide)" + (shared ? (setting.axis == .horizontal ? ", x" : ", y") : "") + ")"
            }
            return name + drawingModifiers(link) + (link.id.map { "#\($0)" } ?? "")
        }
        return base(current) + modifiers.reversed().map { "." + $0 }.joined()
    }

    /// ".border.opacity": a view's drawing modifiers as the code reads (`mask`'s own mark aside:
    /// its view is named `mask` already).
    static func drawingModifiers(_ view: PlacedView) -> String {
        let decorations = view.decorations
        guard !decorations.isEmpty else { return "" }
        return decorations.filter { $0 != .mask }.map { "." + $0.name }.joined()
    }

    /// The innermost view of a modifier chain.
    static func innermost(_ view: PlacedView) -> PlacedView {
        var current = view
        while let inner = wrapped(current) { current = inner }
        return current
    }

    /// "leading = 0 (implicit: the guide's default), oneThird = 66.667 (explicit: alignmentGuide at
    /// card.lua:4)": each guide value `child` was aligned by in `container`, and where it came
    /// from (`GuideWords`). When two guides share a name (a ZStack aligned by a custom
    /// horizontal and vertical guide of the same name), each says its axis: "myAlignment (x)".
    static func describe(_ child: PlacedView, in container: PlacedView?, style: LegendStyle = .full) -> String {
        let marks = child.guideMarks
        let names = marks.map(\.guide)
        return marks.map { mark in
            let axis = names.filter { $0 == mark.guide }.count > 1 ? (mark.axis == .horizontal ? " (x)" : " (y)") : ""
            return GuideWords.describe(mark, name: mark.guide + axis, child: child, style: style)
        }.joined(separator: ", ")
    }

    /// The first view inside `view` (itself included) that shows something a reader can find
    /// in the diagram: a text, a symbol, an image or a coloured shape or fill; depth first.
    static func firstContent(in view: PlacedView) -> PlacedView? {
        var pending = [view]
        var visited = 0
        while let current = pending.popLast(), visited < 4096 {
            visited += 1
            switch current.content {
            case .text, .symbol, .image, .color: return current
            case .shape where current.foregroundColor != nil: return current
            default: pending.append(contentsOf: current.children.reversed())
            }
        }
        return nil
    }

    /// The subview at `index` of `container` as the engine counted them (a ViewThatFits's result
    /// holds only its choice: then nil).
    static func child(_ index: Int, of container: PlacedView) -> PlacedView? {
        container.children.indices.contains(index) ? container.children[index] : nil
    }

    /// "Text \"Hello\"", "Rectangle(green)", "Color(red)#bg", "Text \"A very long text that goes\"⋯".
    static func base(_ view: PlacedView) -> String {
        var name = view.type
        switch view.content {
        case .text(let lines, _):
            let text = lines.joined(separator: " ")
            // Shortened with ⋯ outside the quotes: "…" inside them is the text's own truncation.
            name += text.count > 28 ? " \"" + String(text.prefix(27)) + "\"" + elision : " \"" + text + "\""
        case .symbol(let glyph):
            name += " \"" + glyph + "\""
        case .image(let image):
            name += "(\"" + image + "\")"
        case .color(let color):
            name += "(\(color))"
        case .shape:
            if let color = view.foregroundColor { name += "(\(color))" }
        default:
            break
        }
        name += drawingModifiers(view)
        if let id = view.id { name += "#\(id)" }
        return name
    }
}
