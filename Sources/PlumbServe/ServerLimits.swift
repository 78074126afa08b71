import FlyingFox
import Foundation

/// Every bound the preview server puts on what a client sends or holds: its default, its unit and
/// how a client over it is answered. The README's table of limits is this type (a test compares
/// them), and the hostile-client tests take each status and close code from here.
package enum ServerLimit: String, CaseIterable, Sendable {
    /// Bytes of the request line (`GET /layout.svg?… HTTP/1.1`), its line feed included.
    case requestLine
    /// Header lines of one request.
    case headerCount
    /// Bytes of the request line and the header lines together.
    case headSize
    /// `Host` header fields of one request (RFC 9112 §3.2): a second one is refused whatever
    /// its value, as is a second `Origin` or `Content-Length`.
    case hostFields
    /// Bytes of a request's body (the largest message, `POST /propose`). A chunked body: 411.
    case body
    /// Seconds from a connection's start (or the end of its previous response) to the first
    /// byte of a request.
    case firstByteSeconds
    /// Seconds from the first byte of a request to the end of its head (and its body).
    case headSeconds
    /// Connections open at once, pages' sockets included.
    case connections
    /// Bytes of one WebSocket frame's payload, checked from the frame's header before the
    /// payload is read.
    case frameSize
    /// Bytes of one WebSocket message (its fragments together).
    case messageSize
    /// WebSocket messages a page may send in one second (control frames included).
    case messagesPerSecond

    /// How a client over the limit is answered.
    package enum Answer: Equatable, Sendable, CustomStringConvertible {
        /// This HTTP status, then the connection is closed.
        case status(Int)
        /// This WebSocket close code, then the connection is closed.
        case closeCode(Int)
        /// The connection is closed without an answer (nothing was asked).
        case closed

        package var description: String {
            switch self {
            case .status(let code): return "HTTP \(code)"
            case .closeCode(let code): return "close \(code)"
            case .closed: return "closed, no answer"
            }
        }
    }

    package var defaultValue: Double {
        switch self {
        case .requestLine: return 8_192
        case .headerCount: return 100
        case .headSize: return 65_536
        case .hostFields: return 1
        case .body: return Double(ProposeMessage.maximumBytes)
        case .firstByteSeconds: return 10
        case .headSeconds: return 10
        case .connections: return 256
        case .frameSize: return 4_096
        case .messageSize: return 4_096
        case .messagesPerSecond: return 20
        }
    }

    package var answer: Answer {
        switch self {
        case .requestLine: return .status(414)
        case .headerCount, .headSize: return .status(431)
        case .hostFields: return .status(400)
        case .body: return .status(413)
        case .firstByteSeconds: return .closed
        case .headSeconds: return .status(408)
        case .connections: return .status(503)
        case .frameSize, .messageSize: return .closeCode(1009)
        case .messagesPerSecond: return .closeCode(1008)
        }
    }

    /// Whether `PLUMB_SERVE_LIMITS` may change it (the others are fixed by the protocol or by
    /// the largest message).
    package var isSettable: Bool { self != .hostFields && self != .body }
}

/// The limits one server applies: each `ServerLimit`'s default unless set otherwise (the tests
/// shorten the timeouts; `PLUMB_SERVE_LIMITS="firstByteSeconds=1,connections=64"` does it for a
/// `plumb serve` process).
package struct ServerLimits: Sendable, Equatable {
    private var values: [ServerLimit: Double] = [:]

    package init() {}

    package subscript(limit: ServerLimit) -> Double {
        get { values[limit] ?? limit.defaultValue }
        set { values[limit] = newValue }
    }

    /// The limits `text` sets (`name=value`, separated by commas) over the defaults; refused,
    /// saying why, for an unknown name, a fixed limit or a value that is not a positive number.
    package static func parse(_ text: String) -> Result<ServerLimits, ServerLimitsError> {
        var limits = ServerLimits()
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let limit = ServerLimit(rawValue: parts[0]) else {
                let names = ServerLimit.allCases.filter(\.isSettable).map(\.rawValue).joined(separator: ", ")
                return .failure(ServerLimitsError("\(item): expected NAME=VALUE with NAME one of \(names)"))
            }
            guard limit.isSettable else { return .failure(ServerLimitsError("\(limit.rawValue) cannot be changed")) }
            guard let value = Double(parts[1]), value.isFinite, value > 0 else {
                return .failure(ServerLimitsError("\(item): expected a positive number"))
            }
            limits[limit] = value
        }
        return .success(limits)
    }

    package func count(_ limit: ServerLimit) -> Int { Int(self[limit]) }

    /// What FlyingFox enforces of them: the head, the timeouts, connections and frames.
    var http: HTTPServer.Limits {
        HTTPServer.Limits(
            maximumRequestLineSize: count(.requestLine), maximumHeaderCount: count(.headerCount),
            maximumHeadSize: count(.headSize), firstByteTimeout: self[.firstByteSeconds],
            headTimeout: self[.headSeconds], maximumConnections: count(.connections),
            maximumWebSocketFrameSize: count(.frameSize))
    }
}

/// Why a `PLUMB_SERVE_LIMITS` text was refused.
package struct ServerLimitsError: Error, Equatable, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
