import FlyingFox
import FlyingSocks
import Foundation

/// One line on standard error for each client refused over a limit (the terminal's diagram is on
/// standard output and goes on being drawn): `plumb: serve: refused 127.0.0.1: 431 the request's
/// head is over 65536 bytes`. A flood is not a flood of lines: the same refusal is written at most
/// once a second, the next line telling how many were not.
package final class ServerLog: Logging, @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let interval: Double
    private var last: [String: (time: Double, unwritten: Int)] = [:]
    private var written: [String] = []

    /// `write`: where a line goes (standard error unless a test collects them).
    package init(interval: Double = 1, write: @escaping @Sendable (String) -> Void = ServerLog.standardError) {
        self.interval = interval
        self.write = write
    }

    package static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `peer` refused: `what` (its status or close code first, then why).
    func refused(_ peer: String, _ what: String) {
        let now = ProcessInfo.processInfo.systemUptime
        let line: String? = lock.withLock {
            if let previous = last[what], now - previous.time < interval {
                last[what] = (previous.time, previous.unwritten + 1)
                return nil
            }
            let unwritten = last[what]?.unwritten ?? 0
            last[what] = (now, 0)
            let more = unwritten > 0 ? " (and \(unwritten) more since the last such line)" : ""
            let line = "plumb: serve: refused \(peer): \(what)\(more)"
            written.append(line)
            if written.count > 100 { written.removeFirst() }
            return line
        }
        if let line { write(line) }
    }

    /// The last lines written (at most 100), for the tests.
    package var lines: [String] { lock.withLock { written } }

    // FlyingFox logs a refusal as a warning, "<peer> refused: 431 why" or "<peer> closed: why";
    // nothing else it logs is written.
    package func logWarning(_ warning: @autoclosure () -> String) {
        let text = warning()
        guard text.hasPrefix("<"), let end = text.firstIndex(of: ">") else { return }
        let peer = String(text[text.index(after: text.startIndex)..<end])
        let rest = text[text.index(after: end)...].trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("refused: ") {
            refused(peer, String(rest.dropFirst("refused: ".count)))
        } else if rest.hasPrefix("closed: ") {
            refused(peer, "closed, " + rest.dropFirst("closed: ".count))
        }
    }
    package func logDebug(_ debug: @autoclosure () -> String) {}
    package func logInfo(_ info: @autoclosure () -> String) {}
    package func logError(_ error: @autoclosure () -> String) {}
    package func logCritical(_ critical: @autoclosure () -> String) {}
}
