import Foundation
import PlumbLayout
import PlumbRender

/// What `plumb test` keeps of a script: for each variant it declares (or the one layout), the
/// diagram as `plumb run --color never` draws it and every view's frame in points. Stored as
/// text beside the script (`__snapshots__/NAME.snap`), so that a change reads well in a diff.
struct Snapshot: Equatable {
    struct Variant: Equatable {
        /// "width=320, dynamic-type=large", or "" for a script without variants.
        var caption: String
        var diagram: [String]
        var frames: [Frame]
    }

    /// A view's frame, named by its path from the root: `VStack/Text[1]` (the type, `#id` when it
    /// has one, and its index among its parent's children).
    struct Frame: Equatable {
        var path: String
        var rect: Rect
    }

    var script: String
    var variants: [Variant]

    /// Every view of `result`, in drawing order.
    static func frames(of result: LayoutResult) -> [Frame] {
        var frames: [Frame] = []
        var pending: [(PlacedView, String)] = [(result.root, name(of: result.root))]
        while let (view, path) = pending.popLast() {
            frames.append(Frame(path: path, rect: view.frame))
            for (index, child) in view.children.enumerated().reversed() {
                pending.append((child, "\(path)/\(name(of: child))[\(index)]"))
            }
        }
        return frames
    }

    private static func name(of view: PlacedView) -> String {
        view.id.map { "\(view.type)#\($0)" } ?? view.type
    }

    // MARK: - Text

    static let header = "# plumb snapshot"

    var text: String {
        var lines = [
            "\(Self.header) of \(script): the diagram (plumb run --color never) and every frame (x y width height)"
        ]
        for variant in variants {
            let suffix = variant.caption.isEmpty ? "" : " (\(variant.caption))"
            lines.append("== diagram\(suffix)")
            lines += variant.diagram
            lines.append("== frames\(suffix)")
            for frame in variant.frames {
                let r = frame.rect
                lines.append(
                    "\(frame.path)\t\(formatPoints(r.minX)) \(formatPoints(r.minY)) \(formatPoints(r.width)) \(formatPoints(r.height))"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads what `text` wrote; nil for a file that is not a snapshot.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.hasPrefix(Self.header + " of ") else { return nil }
        script = String(first.dropFirst((Self.header + " of ").count).prefix { $0 != ":" })
        variants = []
        var inFrames = false
        for line in lines.dropFirst() {
            if line.hasPrefix("== diagram") {
                let caption = line.dropFirst("== diagram".count).trimmingCharacters(
                    in: CharacterSet(charactersIn: " ()"))
                variants.append(Variant(caption: caption, diagram: [], frames: []))
                inFrames = false
            } else if line.hasPrefix("== frames") {
                inFrames = true
            } else if !variants.isEmpty {
                if inFrames {
                    let parts = line.split(separator: "\t")
                    let numbers = parts.last.map { $0.split(separator: " ").compactMap { Double($0) } } ?? []
                    guard parts.count == 2, numbers.count == 4 else { return nil }
                    let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                    variants[variants.count - 1].frames.append(Frame(path: String(parts[0]), rect: rect))
                } else {
                    variants[variants.count - 1].diagram.append(line)
                }
            }
        }
    }

    init(script: String, variants: [Variant]) {
        self.script = script
        self.variants = variants
    }

    // MARK: - Differences

    /// What changed from `old` to this snapshot, for people: the views that moved or resized (by
    /// how much), appeared or went, then the two diagrams, side by side when they fit `columns`
    /// (the report's width), else one under the other (`comparison`). Empty when nothing did.
    func differences(from old: Snapshot, columns: Int = 80) -> String {
        var report: [String] = []
        let oldByCaption = Dictionary(old.variants.map { ($0.caption, $0) }, uniquingKeysWith: { a, _ in a })
        for variant in variants {
            let title = variant.caption.isEmpty ? "" : "[\(variant.caption)] "
            guard let before = oldByCaption[variant.caption] else {
                report.append("\(title)a new variant (the snapshot has none by this name)")
                continue
            }
            guard before != variant else { continue }
            let oldFrames = Dictionary(before.frames.map { ($0.path, $0.rect) }, uniquingKeysWith: { a, _ in a })
            let newPaths = Set(variant.frames.map(\.path))
            // A view that changed exactly as its parent did, when it is its parent's only child (a
            // modifier and what it wraps), is named once, by its outermost view.
            var changes: [String: [Double]] = [:]
            var childCounts: [String: Int] = [:]
            for frame in variant.frames {
                childCounts[Self.parent(of: frame.path), default: 0] += 1
            }
            for frame in variant.frames {
                guard let was = oldFrames[frame.path] else {
                    report.append("\(title)\(frame.path) is new, at \(Self.describe(frame.rect))")
                    continue
                }
                guard was != frame.rect else { continue }
                let change = [
                    frame.rect.minX - was.minX, frame.rect.minY - was.minY, frame.rect.width - was.width,
                    frame.rect.height - was.height,
                ]
                changes[frame.path] = change
                let parent = Self.parent(of: frame.path)
                if changes[parent] == change, childCounts[parent] == 1 { continue }
                report.append("\(title)\(frame.path) \(Self.change(from: was, to: frame.rect))")
            }
            for frame in before.frames where !newPaths.contains(frame.path) {
                report.append("\(title)\(frame.path) is gone (was at \(Self.describe(frame.rect)))")
            }
            if before.diagram != variant.diagram {
                report += Self.comparison(before.diagram, variant.diagram, title: title, columns: columns)
            }
        }
        let newCaptions = Set(variants.map(\.caption))
        for variant in old.variants where !newCaptions.contains(variant.caption) {
            report.append("[\(variant.caption)] is no longer a variant of the script")
        }
        return report.joined(separator: "\n")
    }

    static func parent(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }

    static func describe(_ rect: Rect) -> String {
        "(\(formatPoints(rect.minX)), \(formatPoints(rect.minY))) \(formatPoints(rect.width))×\(formatPoints(rect.height))"
    }

    /// "moved by (+8, 0) to (16, 0)" / "resized 100×20 → 120×20" / both.
    static func change(from old: Rect, to new: Rect) -> String {
        func signed(_ value: Double) -> String { (value > 0 ? "+" : value < 0 ? "−" : "") + formatPoints(abs(value)) }
        var parts: [String] = []
        if old.origin != new.origin {
            parts.append(
                "moved by (\(signed(new.minX - old.minX)), \(signed(new.minY - old.minY))) to (\(formatPoints(new.minX)), \(formatPoints(new.minY)))"
            )
        }
        if old.size != new.size {
            parts.append(
                "resized \(formatPoints(old.width))×\(formatPoints(old.height)) → \(formatPoints(new.width))×\(formatPoints(new.height))"
            )
        }
        return parts.joined(separator: ", ")
    }

    /// The two diagrams for a reader `columns` wide, without the blank rows both have above and
    /// below nor the blank columns both have on the left, with a heading that says how they are
    /// laid out: side by side when both fit (`≠ ` before each row, ` │ ` between), else one
    /// under the other (the snapshot's, then now's, each row marked the same way), a row wider
    /// than the report cut with `›`. A diagram is as wide as its canvas (80 cells by default),
    /// so two side by side needed 165 columns and wrapped in an 80-column terminal.
    static func comparison(_ left: [String], _ right: [String], title: String = "", columns: Int = 80) -> [String] {
        func blank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }
        let rows = 0..<max(left.count, right.count)
        let leftRows = rows.map { $0 < left.count ? left[$0] : "" }
        let rightRows = rows.map { $0 < right.count ? right[$0] : "" }
        guard let first = rows.first(where: { !blank(leftRows[$0]) || !blank(rightRows[$0]) }),
            let last = rows.last(where: { !blank(leftRows[$0]) || !blank(rightRows[$0]) })
        else { return [] }
        let shown = first...last
        let margin =
            shown.flatMap { [leftRows[$0], rightRows[$0]] }.filter { !blank($0) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        func trimmed(_ line: String) -> String {
            var text = Substring(line.dropFirst(margin))
            while text.last == " " { text = text.dropLast() }
            return String(text)
        }
        let a = shown.map { trimmed(leftRows[$0]) }
        let b = shown.map { trimmed(rightRows[$0]) }
        let marks = zip(a, b).map { $0 == $1 ? " " : "≠" }
        let leftWidth = a.map { CellWidth.of($0) }.max() ?? 0
        let rightWidth = b.map { CellWidth.of($0) }.max() ?? 0
        if 2 + leftWidth + 3 + rightWidth <= columns {
            return ["\(title)diagram, snapshot on the left, now on the right (≠ marks rows that differ):"]
                + a.indices.map { row in
                    let padding = String(repeating: " ", count: leftWidth - CellWidth.of(a[row]))
                    let line = "\(marks[row]) \(a[row])\(padding) │ \(b[row])"
                    return String(line.reversed().drop { $0 == " " }.reversed())
                }
        }
        var cut = false
        func fitted(_ line: String) -> String {
            let room = columns - 2
            guard CellWidth.of(line) > room else { return line }
            cut = true
            var kept = ""
            var width = 0
            for character in line {
                let next = CellWidth.of(character)
                if width + next > room - 1 { break }
                kept.append(character)
                width += next
            }
            return kept + "›"
        }
        let before = a.indices.map { "\(marks[$0]) \(fitted(a[$0]))" }
        let now = b.indices.map { "\(marks[$0]) \(fitted(b[$0]))" }
        let cutNote = cut ? ", › a row cut" : ""
        return ["\(title)diagram: the snapshot's, then now's (≠ marks rows that differ\(cutNote)):", "snapshot:"]
            + before + ["now:"] + now
    }
}
