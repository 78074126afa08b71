import PlumbLayout

/// Wraps text to a terminal's width, so that long legend and explanation lines never run past
/// the edge (where the terminal would break them anywhere and scroll the diagram away).
public enum TextWrapping {
    /// Each line longer than `width` cells broken at spaces; continuation lines keep the line's
    /// tree prefix (`│`, `|`; branches become their continuations) and indent four more cells.
    /// A word longer than the room is broken inside. Lines that fit are left as they are.
    public static func wrap(_ text: String, width: Int) -> String {
        guard width > 8 else { return text }
        var output: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            output += wrapLine(String(line), width: width)
        }
        return output.joined(separator: "\n")
    }

    private static func wrapLine(_ line: String, width: Int) -> [String] {
        guard CellWidth.of(line) > width else { return [line] }
        let prefixCharacters: Set<Character> = [" ", "│", "├", "└", "─", "|", "`", "-"]
        let prefix = line.prefix { prefixCharacters.contains($0) }
        var indent =
            String(
                prefix.map { character -> Character in
                    switch character {
                    case "├": "│"
                    case "│", "|": character
                    default: " "
                    }
                }) + "    "
        if CellWidth.of(indent) > width / 2 { indent = "    " }
        var lines: [String] = []
        var current = String(prefix)
        var currentWidth = CellWidth.of(current)
        var atLineStart = true
        for word in line.dropFirst(prefix.count).split(separator: " ", omittingEmptySubsequences: false) {
            var word = word
            let wordWidth = CellWidth.of(word)
            let needed = (atLineStart ? 0 : 1) + wordWidth
            if currentWidth + needed > width, !atLineStart {
                lines.append(current)
                current = indent
                currentWidth = CellWidth.of(indent)
                atLineStart = true
            }
            if !atLineStart {
                current += " "
                currentWidth += 1
            }
            // A word wider than the room: as much as fits, then the rest on the next lines.
            while currentWidth + CellWidth.of(word) > width, !word.isEmpty {
                var piece = ""
                var pieceWidth = 0
                var index = word.startIndex
                while index < word.endIndex, currentWidth + pieceWidth + CellWidth.of(word[index]) <= width {
                    piece.append(word[index])
                    pieceWidth += CellWidth.of(word[index])
                    index = word.index(after: index)
                }
                if piece.isEmpty, index < word.endIndex {
                    piece.append(word[index])
                    index = word.index(after: index)
                }
                lines.append(current + piece)
                current = indent
                currentWidth = CellWidth.of(indent)
                word = word[index...]
            }
            current += word
            currentWidth += CellWidth.of(word)
            atLineStart = false
        }
        lines.append(current)
        return lines
    }
}
