/// A side of a cell, for line segments running from the cell's centre to that side.
enum Direction: CaseIterable {
    case up, right, down, left

    var edge: BoxEdges {
        switch self {
        case .up: .up
        case .right: .right
        case .down: .down
        case .left: .left
        }
    }

    var opposite: Direction {
        switch self {
        case .up: .down
        case .right: .left
        case .down: .up
        case .left: .right
        }
    }

    var step: (column: Int, row: Int) {
        switch self {
        case .up: (0, -1)
        case .right: (1, 0)
        case .down: (0, 1)
        case .left: (-1, 0)
        }
    }
}

/// The line segments through one cell, from its centre towards its sides.
struct BoxEdges: OptionSet, Hashable {
    let rawValue: UInt8

    static let up = BoxEdges(rawValue: 1)
    static let right = BoxEdges(rawValue: 2)
    static let down = BoxEdges(rawValue: 4)
    static let left = BoxEdges(rawValue: 8)
    static let horizontal: BoxEdges = [.left, .right]
    static let vertical: BoxEdges = [.up, .down]
}

/// What an outline leaves in a cell. Outlines add segments instead of replacing glyphs, so
/// coincident or crossing borders merge into junctions (`├ ┬ ┼`); glyphs are chosen only when
/// the canvas is printed.
struct BoxLines: Hashable {
    var edges: BoxEdges
    /// Rounded corners exist only in the light weight, so "rounded" is a flag on light lines. It
    /// survives a merge only if every contributor was rounded: a square corner on top of a rounded
    /// one stays square.
    var isRounded: Bool

    func merged(with other: BoxLines) -> BoxLines {
        BoxLines(edges: edges.union(other.edges), isRounded: isRounded && other.isRounded)
    }
}

/// Glyphs for box lines and the ASCII stand-ins for every decoration the renderer draws.
enum BoxGlyphs {
    /// Unicode light box drawing, indexed by `BoxEdges.rawValue` (up 1, right 2, down 4, left 8).
    private static let light: [Character] = [
        " ", "╵", "╶", "└", "╷", "│", "┌", "├", "╴", "┘", "─", "┴", "┐", "┤", "┬", "┼",
    ]

    static func glyph(for lines: BoxLines, ascii: Bool) -> Character {
        if ascii { return asciiGlyph(for: lines) }
        if lines.isRounded {
            switch lines.edges {
            case [.right, .down]: return "╭"
            case [.left, .down]: return "╮"
            case [.up, .right]: return "╰"
            case [.up, .left]: return "╯"
            default: break
            }
        }
        return light[Int(lines.edges.rawValue)]
    }

    private static func asciiGlyph(for lines: BoxLines) -> Character {
        let edges = lines.edges
        if edges.isEmpty { return " " }
        if edges.isSubset(of: .horizontal) { return "-" }
        if edges.isSubset(of: .vertical) { return "|" }
        if lines.isRounded {
            // The classic ASCII rounded box: .---. on top, '---' below.
            if edges == [.right, .down] || edges == [.left, .down] { return "." }
            if edges == [.up, .right] || edges == [.up, .left] { return "'" }
        }
        return "+"
    }

    /// ASCII stand-ins for the non-text glyphs the renderer draws (fills, markers, guides, shape
    /// ends and block-letter quadrants). Text and labels are printed as given.
    static func ascii(_ glyph: Character) -> Character {
        if glyph.isASCII { return glyph }
        return asciiStandIns[glyph] ?? "?"
    }

    private static let asciiStandIns: [Character: Character] = [
        "○": "o", "□": "#", "░": ".", "▒": ":", "▓": "%", "╌": "-", "╎": "!", "·": ".", "┊": ":", "┄": "-", "◆": "*",
        "┈": ".", "┆": ":",
        "›": ">", "‹": "<", "˅": "v", "˄": "^",
        // Block-letter quadrants: ASCII has no half cells, so a single dot becomes ' or . and
        // anything heavier a solid #.
        "▘": "'", "▝": "'", "▖": ".", "▗": ".", "▀": "#", "▄": "#", "▌": "#", "▐": "#",
        "▚": "#", "▞": "#", "▛": "#", "▜": "#", "▙": "#", "▟": "#", "█": "#",
    ]
}
