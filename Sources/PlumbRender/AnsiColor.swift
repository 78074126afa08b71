import PlumbLayout

/// A 16-colour ANSI colour for a SwiftUI colour name.
///
/// Only the 16 standard colours are used, because they are the ones every terminal has and
/// whose look the user's theme controls. Names without a 16-colour counterpart borrow a
/// neighbour: orange and brown both use yellow (33, which most palettes draw as a dark ochre),
/// so that yellow itself takes bright yellow (93); mint is bright green, teal cyan and cyan
/// bright cyan; blue (like SwiftUI's bright system blue) and `accentColor` use bright blue and
/// indigo plain blue; pink is bright magenta. `primary` is white and `secondary` grey, as on a
/// dark terminal. `clear` is no colour at all. Hex colours take the nearest name's colour (the
/// terminal's own palette decides how they look, so truecolor would not match them better).
struct AnsiColor: Hashable {
    /// The SGR foreground code (30–37, 90–97); the background code is 10 more.
    var foregroundCode: Int { Int(code) }
    /// One byte (30–97): a canvas cell holds two optional colours, and a cell of 32 bytes, not
    /// 64, halves a canvas that gap rows make tall (a deep tree's diagram: 80 × 254 cells).
    private let code: UInt8

    var backgroundCode: Int { foregroundCode + 10 }

    /// The colour for a SwiftUI colour name, or nil for `clear` and unknown names. A hex colour
    /// (`#ff8800`) takes the colour of the nearest name (orange); a transparent one is nil.
    init?(named name: String) {
        self.init(PlumbColor(name))
    }

    /// The terminal colour of a colour: every named colour has one (the switch is exhaustive).
    init?(_ color: PlumbColor) {
        switch color {
        case .unknown: return nil
        case .custom(let value):
            guard value.opacity > 0, let named = PlumbColor.Named(rawValue: value.nearestName) else { return nil }
            self.init(.named(named))
        case .named(let named):
            let code: Int
            switch named {
            case .black: code = 30
            case .red: code = 31
            case .green: code = 32
            case .orange, .brown: code = 33
            case .indigo: code = 34
            case .purple: code = 35
            case .teal: code = 36
            case .primary: code = 37
            case .white: code = 97
            case .gray, .secondary: code = 90
            case .yellow: code = 93
            case .mint: code = 92
            case .blue, .accentColor: code = 94
            case .pink: code = 95
            case .cyan: code = 96
            case .clear: return nil
            }
            self.init(code: code)
        }
    }

    /// `Color.clear`: transparent, so nothing is drawn for it. (`Color.clear`, the usual spacer
    /// of layout scripts, is told without parsing its name.)
    static func isClear(_ name: String) -> Bool { name == "clear" || PlumbColor(name).isClear }

    private init(code: Int) {
        self.code = UInt8(code)
    }

    /// Tint for alignment guides and their marks.
    static let guide = AnsiColor(code: 35)
    /// An exercise's goal outline: cyan (as teal), which no lesson or exercise colours a view with.
    static let goal = AnsiColor(code: 36)
}

/// Cells a line of drawn text takes on screen: its characters' widths (`CellWidth`), the colour
/// escapes it carries left out.
public func visibleCellWidth(_ line: String) -> Int {
    guard line.utf8.contains(0x1B) else { return CellWidth.of(line) }
    var plain = ""
    var inEscape = false
    for character in line {
        if inEscape {
            if character.isLetter { inEscape = false }
        } else if character == "\u{1B}" {
            inEscape = true
        } else {
            plain.append(character)
        }
    }
    return CellWidth.of(plain)
}
