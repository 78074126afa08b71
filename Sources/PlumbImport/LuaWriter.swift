/// Lua text: quoting, names, tables laid out as the README writes them, and the line map.
enum LuaWriter {
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil",
        "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// A Swift name as a Lua local (Lua's keywords get a trailing `_`).
    static func identifier(_ name: String) -> String {
        let n = ascii(name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name)
        return keywords.contains(n) ? n + "_" : n
    }

    /// A Swift name as Lua can name it: Lua's names are ASCII, so any other character (Swift takes
    /// `café`, or a Cyrillic `с` among Latin letters) is written `_u` and its code point in hex.
    static func ascii(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { !$0.isASCII }) else { return name }
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                out += "_u" + String(scalar.value, radix: 16)
            }
        }
        return out
    }

    /// A table key: `name` or `["in"]`.
    static func key(_ name: String) -> String {
        // A Swift name in backticks (`default`) is the name.
        let n = ascii(name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name)
        return keywords.contains(n) ? "[\(quote(n))]" : n
    }

    /// `.name`, or `["name"]` for a name Lua reserves.
    static func fieldAccess(_ name: String) -> String {
        let k = key(name)
        return k.hasPrefix("[") ? k : "." + k
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    // Three digits, so that a digit after it is not read as part of the escape.
                    let digits = String(scalar.value)
                    out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static let orPrecedence = 1
    static let andPrecedence = 2
    static let comparePrecedence = 3
    static let concatPrecedence = 5
    static let addPrecedence = 6
    static let mulPrecedence = 7
    static let unaryPrecedence = 8

    /// Parenthesises an expression that is not a single term.
    static func paren(_ s: String) -> String {
        if s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) { return s }
        return "(\(s))"
    }

    /// `n - 1` written simply when `n` is a number.
    static func minusOne(_ s: String) -> String {
        if let n = Int(s) { return String(n - 1) }
        return "\(s) - 1"
    }

    /// `Name { options, items }`: one line when short, else options on the first line and one item a line.
    static func table(_ name: String, options: [String], items: [String], indent: Int) -> String {
        let all = options + items
        let pad = String(repeating: " ", count: indent)
        let prefix = name.isEmpty ? "{" : "\(name) {"
        if all.isEmpty { return name.isEmpty ? "{}" : "\(name) {}" }
        let oneLine = "\(prefix) \(all.joined(separator: ", ")) }"
        if !oneLine.contains("\n") && visibleCount(oneLine) + indent <= 100
            && (items.count <= 1 || visibleCount(oneLine) <= 60)
        {
            return oneLine
        }
        var text = prefix
        if items.isEmpty {
            for option in options { text += "\n" + pad + "  " + option + "," }
            return text + "\n" + pad + "}"
        }
        if !options.isEmpty { text += " " + options.joined(separator: ", ") + "," }
        for item in items { text += "\n" + pad + "  " + item + "," }
        return text + "\n" + pad + "}"
    }

    /// Lines (which may hold several lines each) indented by `n` more spaces.
    static func indented(_ lines: [String], by n: Int) -> [String] {
        let pad = String(repeating: " ", count: n)
        return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map {
            $0.isEmpty ? "" : pad + $0
        }
    }

    static func visibleCount(_ s: String) -> Int {
        var n = 0
        var inMark = false
        for c in s.unicodeScalars {
            if c == "\u{1}" || c == "\u{5}" {
                inMark = true
            } else if c == "\u{2}" || c == "\u{6}" {
                inMark = false
            } else if !inMark {
                n += 1
            }
        }
        return n
    }

    /// `text` without its position markers and notes, trailing spaces trimmed: the Lua as it will read.
    static func visible(_ text: String) -> String {
        var out = ""
        var hidden = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{1}", "\u{5}": hidden = true
            case "\u{2}", "\u{6}": hidden = false
            case "\u{3}", "\u{7}": continue
            default: if !hidden { out.unicodeScalars.append(scalar) }
            }
        }
        while out.last == " " || out.last == "\n" { out.removeLast() }
        return out
    }

    /// A comment the writer puts at the end of the Lua line this marker lands on (once a line per text).
    static func note(_ text: String) -> String { "\u{5}\(text)\u{6}" }

    /// Joins the lines, takes the position markers out and makes the line map from them.
    /// A marker's third number names the file among `files` (the entry file's markers have none).
    static func finish(_ lines: [String], entryPoint: String, files: [String] = [], warnings: [ImportWarning] = [])
        -> ImportedScript
    {
        let text = lines.joined(separator: "\n") + "\n"
        var out = ""
        var map: [Int: SwiftPosition] = [:]
        var line = 1
        var marker: String?
        var note: String?
        var notes: [String] = []
        for scalar in text.unicodeScalars {
            if scalar == "\u{5}" {
                note = ""
                continue
            }
            if scalar == "\u{6}", let n = note {
                note = nil
                if !notes.contains(n) { notes.append(n) }
                continue
            }
            if note != nil {
                note!.unicodeScalars.append(scalar)
                continue
            }
            if scalar == "\u{1}" {
                marker = ""
                continue
            }
            if scalar == "\u{2}", let m = marker {
                marker = nil
                let parts = m.split(separator: ":")
                if map[line] == nil, parts.count >= 2, let l = Int(parts[0]), let c = Int(parts[1]) {
                    let file =
                        parts.count == 3 ? Int(parts[2]).flatMap { files.indices.contains($0) ? files[$0] : nil } : nil
                    map[line] = SwiftPosition(line: l, column: c, file: file)
                }
                continue
            }
            if marker != nil {
                marker!.unicodeScalars.append(scalar)
                continue
            }
            if scalar == "\n" {
                if !notes.isEmpty { out += "  -- " + notes.joined(separator: "; ") }
                notes = []
                line += 1
            }
            out.unicodeScalars.append(scalar)
        }
        // Trailing spaces left by empty indented lines.
        let cleaned = out.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var l = line
            while l.last == " " { l = l.dropLast() }
            return l
        }.joined(separator: "\n")
        return ImportedScript(lua: cleaned, lineMap: map, entryPoint: entryPoint, warnings: warnings)
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// Replaces the first occurrence of a one-character `target`.
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let i = firstIndex(of: target) else { return self }
        return String(self[..<i]) + replacement + String(self[index(after: i)...])
    }
}
