import PlumbLayout
import PlumbLua

/// Every limit a run has, with its default and what it bounds: docs/errors-and-limits.md's limits table is
/// this table (`markdown`), and a test holds the two equal, so that a limit changed here is a
/// limit changed there. The defaults are read from where each limit is enforced.
enum LimitTable {
    struct Row: Equatable {
        /// The option that sets it, or what it is.
        var limit: String
        var defaultValue: String
        /// What it bounds, and what happens past it.
        var bounds: String
    }

    static var rows: [Row] {
        let defaults = LuaLimits()
        let seconds = defaults.seconds.map { $0 == $0.rounded() ? "\(Int($0)) s" : "\($0) s" } ?? "none"
        let instructions = defaults.instructions.map(grouped) ?? "none"
        return [
            Row(
                limit: "`--timeout S`", defaultValue: seconds,
                bounds:
                    "one deadline for every phase of a run: reading and compiling the script and its modules, running it, building lists and contact sheets, layout, and formatting its errors and output; a stop comes within a fraction of a second of it, in every output format"
            ),
            Row(
                limit: "`--max-instructions N`", defaultValue: instructions,
                bounds: "Lua instructions of the script and every function layout calls back, counted together"),
            Row(
                limit: "`--max-memory MiB`", defaultValue: LuaLimits.formatBytes(defaults.memoryBytes),
                bounds:
                    "Lua's memory, the text of the script and its modules, the views, layout nodes and results Swift holds for it, and a contact sheet's panels; a script file larger than it is refused before it is read. Peak resident memory stays within twice the limit plus the process's own"
            ),
            Row(
                limit: "watchdog grace", defaultValue: "\(watchdogGrace) s",
                bounds:
                    "how long past `--timeout` a run stuck in one C call (a pathological `string.find`) goes on before the process is ended with the line and the function"
            ),
            Row(
                limit: "tree depth", defaultValue: grouped(Session.maximumDepth),
                bounds: "levels of nesting of the returned view tree"),
            Row(
                limit: "layout nodes", defaultValue: grouped(PlumbScript.maximumNodes),
                bounds:
                    "nodes of the tree, every use of a shared view counted; a tree is also refused when its estimate (\(LayoutSize.bytesPerNode) bytes a node, \(LayoutSize.bytesPerTextByte) a text byte) does not fit in what is left of `--max-memory`"
            ),
            Row(
                limit: "contact sheet", defaultValue: "what `--max-memory` leaves",
                bounds:
                    "`--variants`: the panels times each panel's tree and drawing (\(Variants.bytesPerDrawnCell) bytes a cell) or text, estimated before any panel is made"
            ),
            Row(
                limit: "module name", defaultValue: "\(grouped(LuaVM.maximumModuleNameLength)) bytes",
                bounds:
                    "a `require`d name; a module is loaded only when its real path is inside the script's folder or a folder of `PLUMB_PATH`"
            ),
            Row(
                limit: "error message", defaultValue: "\(grouped(LuaError.maximumMessageBytes)) bytes",
                bounds: "what is read of a message a script raises; the rest is cut before it is placed or shown"),
            Row(
                limit: "source line shown", defaultValue: "\(ScriptFailure.maximumShownLine) characters",
                bounds: "of the line an error points at, around its caret"),
            Row(
                limit: "warnings", defaultValue: grouped(PlumbScript.maximumWarnings),
                bounds: "different warnings kept; the same warning again is counted"),
        ]
    }

    /// The rows as docs/errors-and-limits.md's Markdown table.
    static var markdown: String {
        (["| limit | default | what it bounds |", "| --- | --- | --- |"]
            + rows.map { "| \($0.limit) | \($0.defaultValue) | \($0.bounds) |" })
            .joined(separator: "\n")
    }

    /// 1000000000 as "1,000,000,000".
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
