import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the frames of `plumb watch` to standard output.
///
/// A frame is a block of text followed by the status line, written with one unbuffered write.
/// When stdout is not a terminal every status line ends with a newline, so a reader can split
/// the stream into frames at status lines. On a terminal the status line is left without its
/// newline (so a diagram as tall as the terminal minus one row fits exactly); the next frame
/// either clears the screen (`--clear`) or starts on a new line after a blank one.
final class WatchScreen {
    struct Glyphs {
        var separator: String
        var ellipsis: String
        var times: String
        var rule: String
    }

    static let unicode = Glyphs(separator: " · ", ellipsis: "…", times: "×", rule: "──")
    static let plain = Glyphs(separator: " | ", ellipsis: "...", times: "x", rule: "--")

    let terminal: Bool
    let clear: Bool
    let color: Bool
    let glyphs: Glyphs
    private var framesDrawn = 0

    init(terminal: Bool, clear: Bool, color: Bool, ascii: Bool) {
        self.terminal = terminal
        self.clear = clear
        self.color = color
        self.glyphs = ascii ? Self.plain : Self.unicode
    }

    /// "── stale: last good diagram from 12:03:04 ──"
    func staleMarker(since clock: String) -> String {
        paint("\(glyphs.rule) stale: last good diagram from \(clock) \(glyphs.rule)", "33")
    }

    /// An error report with its first line in red.
    func error(_ report: String) -> String {
        guard color else { return report }
        let lines = report.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return paint(String(lines[0]), "31") + (lines.count > 1 ? "\n" + lines[1] : "")
    }

    /// Serialises writes: the watch thread draws frames, a run's "running…" ticker (another
    /// thread) rewrites the status line.
    private let lock = NSLock()

    /// On a terminal, rewrites the status line in place (it is the last line, left without its
    /// newline); elsewhere nothing, so that a reader of a pipe sees one status line a frame.
    func replaceStatus(_ status: String) {
        guard terminal, framesDrawn > 0 else { return }
        lock.withLock { writeAll("\r\u{1B}[2K" + paint(status, "2")) }
    }

    func draw(_ blocks: [String], status: String) {
        lock.lock()
        defer { lock.unlock() }
        var text = ""
        if clear {
            // Home and erase the screen; the scrollback is left alone.
            text += "\u{1B}[H\u{1B}[2J"
        } else if terminal && framesDrawn > 0 {
            text += "\n\n"
        }
        for block in blocks { text += block + "\n" }
        text += paint(status, "2")
        if !terminal { text += "\n" }
        framesDrawn += 1
        writeAll(text)
    }

    /// On exit: reset colours, show the cursor, end the last line.
    func restore() {
        guard terminal else { return }
        writeAll("\u{1B}[0m\u{1B}[?25h\n")
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func writeAll(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return
            }
        }
    }
}
