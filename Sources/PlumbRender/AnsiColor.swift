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
    let foregroundCode: Int

    var backgroundCode: Int { foregroundCode + 10 }

    /// The colour for a SwiftUI colour name, or nil for `clear` and unknown names. A hex colour
    /// (`#ff8800`) takes the colour of the nearest name (orange); a transparent one is nil.
    init?(named name: String) {
        if name.utf8.first == UInt8(ascii: "#") {
            guard let color = ColorValue(name), color.opacity > 0 else { return nil }
            foregroundCode = Self.codes[color.nearestName]!
            return
        }
        guard let code = Self.codes[name.lowercased()] else { return nil }
        foregroundCode = code
    }

    private init(code: Int) {
        foregroundCode = code
    }

    /// `Color.clear`: transparent, so nothing is drawn for it.
    static func isClear(_ name: String) -> Bool {
        if name.utf8.first == UInt8(ascii: "#") { return ColorValue(name)?.opacity == 0 }
        return name.utf8.count == 5 && name.lowercased() == "clear"
    }

    /// Tint for alignment guides and their marks.
    static let guide = AnsiColor(code: 35)

    private static let codes: [String: Int] = [
        "black": 30, "red": 31, "green": 32, "orange": 33, "brown": 33, "indigo": 34,
        "purple": 35, "teal": 36, "primary": 37, "white": 97, "gray": 90, "grey": 90,
        "secondary": 90, "yellow": 93, "mint": 92, "blue": 94, "accentcolor": 94, "pink": 95,
        "cyan": 96,
    ]
}
