/// A Swift construct the importer cannot translate, or Swift that does not parse, at its position.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name given to `SwiftImporter.translate`.
    public var fileName: String
    /// 1-based line and column in the Swift source (columns count UTF-8 bytes, as swiftc's do).
    public var line: Int
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String
    /// The construct at fault as written (`Canvas`, `.matchedGeometryEffect`), when there is one.
    public var construct: String?
    /// The nearest supported form (`did you mean 'VStack'?`, `write ForEach over a range`), when there is one.
    public var suggestion: String?

    public init(
        fileName: String, line: Int, column: Int, message: String, construct: String? = nil,
        suggestion: String? = nil
    ) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
        self.construct = construct
        self.suggestion = suggestion
    }

    /// `FILE:LINE:COL: error: message (suggestion)`, the form compilers print.
    public var description: String {
        var text = "\(fileName):\(line):\(column): error: \(message)"
        if let suggestion { text += " (\(suggestion))" }
        return text
    }
}

/// Something the import left out or stood in for, at its Swift position: the script still runs.
public struct ImportWarning: Error, Sendable, Hashable, CustomStringConvertible {
    public var fileName: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(fileName: String, line: Int, column: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COL: warning: message`, the form compilers print.
    public var description: String { "\(fileName):\(line):\(column): warning: \(message)" }

    /// `warnings` as printed: every one of the file imported (`shown`); of each other file of the
    /// module, the first `perFile` and then one line that counts the rest (a model file the view
    /// reaches may hold dozens of lines of networking code, each left out).
    public static func summarised(_ warnings: [ImportWarning], shown: String, perFile: Int = 3) -> [String] {
        var seen: [String: Int] = [:]
        var lines: [String] = []
        var more: [(file: String, count: Int)] = []
        for w in warnings {
            guard w.fileName != shown else {
                lines.append(w.description)
                continue
            }
            seen[w.fileName, default: 0] += 1
            if seen[w.fileName]! <= perFile {
                lines.append(w.description)
            } else if seen[w.fileName]! == perFile + 1 {
                more.append((w.fileName, 0))
            }
        }
        for (file, _) in more {
            let n = seen[file]! - perFile
            lines.append(
                "\(file): warning: \(n) more warning\(n == 1 ? "" : "s") in this file (--all-warnings lists them)")
        }
        return lines
    }
}

/// A position in the Swift source: 1-based line and column, and the file when it is not the one
/// imported (a model or a view of another file of the module).
public struct SwiftPosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// The file, as the module's file list names it; nil for the file imported.
    public var file: String?
    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }
    public var description: String { "\(line):\(column)" }
}

/// The importer's result: the Lua script and where each of its lines came from.
public struct ImportedScript: Sendable, Hashable {
    /// The Lua script, ending with a newline.
    public var lua: String
    /// For each Lua line (1-based) that came from Swift, the Swift position it was made from;
    /// lines without an entry (comments, closing braces) belong to the nearest mapped line above.
    public var lineMap: [Int: SwiftPosition]
    /// The struct or expression the script returns.
    public var entryPoint: String
    /// What was left out or stood in for (placeholders, files that did not parse), in the order met.
    public var warnings: [ImportWarning]

    public init(lua: String, lineMap: [Int: SwiftPosition], entryPoint: String, warnings: [ImportWarning] = []) {
        self.lua = lua
        self.lineMap = lineMap
        self.entryPoint = entryPoint
        self.warnings = warnings
    }

    /// The Swift position of a Lua line: its own entry, else the nearest mapped line above it.
    public func swiftPosition(ofLuaLine line: Int) -> SwiftPosition? {
        var l = line
        while l >= 1 {
            if let p = lineMap[l] { return p }
            l -= 1
        }
        return nil
    }

    /// The line map as text, one `LUA_LINE SWIFT_LINE:SWIFT_COLUMN` a line, followed by ` FILE` for
    /// a line made from another file of the module, in Lua line order (what `plumb-import --line-map`
    /// prints after a `--` separator).
    public var lineMapText: String {
        lineMap.keys.sorted().map { line in
            let p = lineMap[line]!
            return "\(line) \(p)" + (p.file.map { " " + $0 } ?? "")
        }.joined(separator: "\n")
    }
}
