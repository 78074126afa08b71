import PlumbLayout

/// The status line of `plumb watch` and the look of a stale diagram: the line is
/// shortened to the terminal's width instead of wrapping, names the module whose change caused
/// the run, and says "running…" while a run takes longer than `runningDelay`.
public struct WatchStatus: Sendable, Hashable {
    /// What the watcher is doing.
    public enum State: Sendable, Hashable {
        /// The script ran (or failed) in `seconds`.
        case ran(seconds: Double)
        case failed(seconds: Double)
        /// A run under way for `seconds` so far (shown once it passes `runningDelay`).
        case running(seconds: Double)
        /// Laid out again for a new terminal size, in `seconds`.
        case resized(columns: Int, rows: Int, seconds: Double)
        /// The script is missing.
        case waiting
    }

    /// A run shorter than this shows no "running…": most runs take a few milliseconds, and a
    /// notice that flashes for each would be noise.
    public static let runningDelay = 0.3

    /// The script, as given on the command line.
    public var file: String
    /// The wall-clock time of the event ("14:03:07").
    public var clock: String
    public var state: State
    /// The watched files whose change caused this run (the script itself, or modules it requires).
    public var changed: [String]
    /// The change source ("inotify", "kqueue", "polling").
    public var backend: String
    /// What `ScreenFit` chose, when it drew the figure at another cell size.
    public var fitNote: String?
    public var ascii: Bool

    public init(
        file: String, clock: String, state: State, changed: [String] = [], backend: String = "",
        fitNote: String? = nil, ascii: Bool = false
    ) {
        self.file = file
        self.clock = clock
        self.state = state
        self.changed = changed
        self.backend = backend
        self.fitNote = fitNote
        self.ascii = ascii
    }

    /// The name `require` gives a module at `path`, for a script at `script`: the path relative
    /// to the script's folder, without ".lua", with "." for "/" (`lib/card.lua` → `lib.card`).
    /// A path outside the script's folder keeps its file name only.
    public static func moduleName(of path: String, script: String) -> String {
        let folder = script.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var relative = Substring(path)
        if !folder.isEmpty, path.hasPrefix(folder + "/") {
            relative = path.dropFirst(folder.count + 1)
        } else if path.contains("/") {
            relative = path.split(separator: "/").last ?? relative
        }
        if relative.hasSuffix(".lua") { relative = relative.dropLast(4) }
        if relative.hasSuffix("/init") { relative = relative.dropLast(5) }
        return relative.split(separator: "/").joined(separator: ".")
    }

    /// The line, at most `width` cells: the parts that matter most are kept. In order of what
    /// goes first when there is no room: the change source, the cell-size note, the clock, then
    /// the file's folder; what is left is cut with "…".
    ///
    ///     card.lua · 14:03:07 · ran in 4.2 ms after a change to module lib.card · inotify
    public func line(width: Int) -> String {
        let separator = ascii ? " | " : " · "
        let ellipsis = ascii ? "..." : "…"
        var what: String
        switch state {
        case .ran(let seconds): what = "ran in \(Self.duration(seconds))"
        case .failed(let seconds): what = "failed in \(Self.duration(seconds))"
        case .running(let seconds):
            what = seconds >= Self.runningDelay ? "running\(ellipsis) \(Self.duration(seconds))" : "running"
        case .resized(let columns, let rows, let seconds):
            what = "resized to \(columns)\(ascii ? "x" : "×")\(rows) in \(Self.duration(seconds))"
        case .waiting: what = "waiting for \(file)\(ellipsis)"
        }
        let modules = changed.filter { $0 != file }.map { Self.moduleName(of: $0, script: file) }
        if !modules.isEmpty {
            what += " after a change to module" + (modules.count > 1 ? "s " : " ") + modules.joined(separator: ", ")
        }
        let shortFile = file.split(separator: "/").last.map(String.init) ?? file
        // From the fullest line to the shortest; the first that fits is it.
        let candidates: [[String?]] = [
            [file, clock, what, fitNote, backend],
            [file, clock, what, fitNote],
            [file, clock, what],
            [file, what],
            [shortFile, what],
            [what],
        ]
        for parts in candidates {
            let text = parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: separator)
            if CellWidth.of(text) <= width { return text }
        }
        return Self.cut(what, width: width, ellipsis: ellipsis)
    }

    /// `text` cut to `width` cells, ending in the ellipsis.
    static func cut(_ text: String, width: Int, ellipsis: String) -> String {
        guard width > 0 else { return "" }
        guard CellWidth.of(text) > width else { return text }
        let room = width - CellWidth.of(ellipsis)
        guard room > 0 else { return String(ellipsis.prefix(width)) }
        var result = ""
        var used = 0
        for character in text {
            let cells = CellWidth.of(character)
            if used + cells > room { break }
            result.append(character)
            used += cells
        }
        return result + ellipsis
    }

    /// "4.2 ms", "1.25 s".
    static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return formatPoints((seconds * 100).rounded() / 100) + " s" }
        return formatPoints((seconds * 10_000).rounded() / 10) + " ms"
    }

    /// A diagram shown while it is stale (the script failed or is gone): every line faint
    /// (SGR 2), kept faint across the diagram's own colour resets. Without colour the text is
    /// returned as it is (the stale marker under it says it).
    public static func dimmed(_ text: String, color: Bool) -> String {
        guard color else { return text }
        let faint = "\u{1B}[2m"
        let reset = "\u{1B}[0m"
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? "" : faint + line.replacingBytes(of: reset, with: reset + faint) + reset
        }.joined(separator: "\n")
    }
}

extension Substring {
    fileprivate func replacingBytes(of needle: String, with replacement: String) -> String {
        String(self).replacingBytes(of: needle, with: replacement)
    }
}
