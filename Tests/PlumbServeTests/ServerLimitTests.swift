import FlyingFox
import Foundation
import Testing

@testable import PlumbServe

@Suite struct ServerLimitTests {
    /// The README's table of limits is `ServerLimit`: the same names, in the same order, with the
    /// same defaults and answers.
    @Test func theReadmeTableIsTheLimitsType() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/Sources/PlumbServe/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Limits\n").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n")
            .filter { $0.hasPrefix("| `") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(rows.map { $0[0] } == ServerLimit.allCases.map { "`\($0.rawValue)`" })
        for (row, limit) in zip(rows, ServerLimit.allCases) {
            let number = Double(row[1].split(separator: " ")[0].replacingOccurrences(of: ",", with: ""))
            #expect(number == limit.defaultValue, "\(row)")
            #expect(row[2] == limit.answer.description, "\(row)")
        }
    }

    @Test func flyingFoxIsGivenTheLimits() {
        var limits = ServerLimits()
        #expect(limits.http.maximumRequestLineSize == 8_192)
        #expect(limits.http.maximumHeaderCount == 100)
        #expect(limits.http.maximumHeadSize == 65_536)
        #expect(limits.http.firstByteTimeout == 10)
        #expect(limits.http.headTimeout == 10)
        #expect(limits.http.maximumConnections == 256)
        #expect(limits.http.maximumWebSocketFrameSize == 4_096)
        #expect(RequestBody.limit == ServerLimits().count(.body))
        limits[.connections] = 3
        #expect(limits.http.maximumConnections == 3)
    }

    @Test func theEnvironmentSetsLimits() throws {
        let limits = try ServerLimits.parse("firstByteSeconds=0.5, connections=64").get()
        #expect(limits[.firstByteSeconds] == 0.5)
        #expect(limits.count(.connections) == 64)
        #expect(limits[.frameSize] == ServerLimit.frameSize.defaultValue)
        for (text, expected) in [
            ("connection=3", "expected NAME=VALUE"), ("body=10", "body cannot be changed"),
            ("hostFields=2", "hostFields cannot be changed"), ("frameSize=-1", "expected a positive number"),
            ("frameSize=nan", "expected a positive number"), ("frameSize", "expected NAME=VALUE"),
        ] {
            guard case .failure(let error) = ServerLimits.parse(text) else {
                Issue.record("\(text) was taken")
                continue
            }
            #expect(error.description.contains(expected), "\(text): \(error)")
        }
    }

    @Test func messagesAreCountedInWindowsOfOneSecond() {
        var window = MessageWindow(limit: 3)
        let taken = [0, 0.1, 0.2, 0.9, 1.0, 1.5, 1.9, 1.95].map { window.take(at: $0) }
        #expect(taken == [true, true, true, false, true, true, true, false])
    }

    @Test func theLogWritesARefusalOnceASecond() {
        let lines = LineBox()
        let log = ServerLog(interval: 3_600, write: { lines.append($0) })
        log.logWarning("<127.0.0.1> refused: 431 the request's head is over 65536 bytes")
        log.logWarning("<127.0.0.1> refused: 431 the request's head is over 65536 bytes")
        log.logWarning("<::1> closed: no request within 10.0 s")
        log.logInfo("<127.0.0.1> open connection")
        #expect(
            lines.all == [
                "plumb: serve: refused 127.0.0.1: 431 the request's head is over 65536 bytes",
                "plumb: serve: refused ::1: closed, no request within 10.0 s",
            ])
        let again = ServerLog(interval: 0, write: { lines.append($0) })
        again.refused("a", "x")
        again.refused("a", "x")
        #expect(lines.all.suffix(2) == ["plumb: serve: refused a: x", "plumb: serve: refused a: x"])
    }
}

final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
