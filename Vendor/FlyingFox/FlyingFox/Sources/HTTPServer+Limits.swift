//
//  HTTPServer+Limits.swift
//  FlyingFox
//
//  Added to Plumb's vendored copy of FlyingFox 0.27.1 (see VENDORED.md), under the
//  package's MIT license (LICENSE).
//

import Foundation

public extension HTTPServer {

    /// Bounds on what one client may send or hold. Each is checked before the bytes it
    /// bounds are read or kept; a request over a bound is answered with its status and
    /// the connection is closed (`HTTPServer.Refusal`).
    struct Limits: Sendable {
        /// Bytes of the request line, its line feed included. Over: 414.
        public var maximumRequestLineSize: Int
        /// Header lines of one request. Over: 431.
        public var maximumHeaderCount: Int
        /// Bytes of the request line and the header lines together. Over: 431.
        public var maximumHeadSize: Int
        /// Seconds from a connection's start, or the end of its previous response, to the
        /// first byte of a request. Over: the connection is closed without an answer.
        public var firstByteTimeout: TimeInterval
        /// Seconds from the first byte of a request to the end of its head (and of a body
        /// read up front). Over: 408.
        public var headTimeout: TimeInterval
        /// Connections open at once; one more is answered 503 and closed unread.
        public var maximumConnections: Int
        /// Bytes of a WebSocket frame's payload, checked from the frame's header before the
        /// payload is read (`WSFrameTooLargeError`).
        public var maximumWebSocketFrameSize: Int
        /// After a refusal, the bytes of the request still read and dropped (so that the
        /// answer is not lost to a reset) before the connection is closed ...
        public var maximumDiscardedBytes: Int
        /// ... and for at most this many seconds.
        public var discardTimeout: TimeInterval

        public init(maximumRequestLineSize: Int = 8_192,
                    maximumHeaderCount: Int = 100,
                    maximumHeadSize: Int = 65_536,
                    firstByteTimeout: TimeInterval = 30,
                    headTimeout: TimeInterval = 30,
                    maximumConnections: Int = 1_024,
                    maximumWebSocketFrameSize: Int = 1_048_576,
                    maximumDiscardedBytes: Int = 262_144,
                    discardTimeout: TimeInterval = 1) {
            self.maximumRequestLineSize = maximumRequestLineSize
            self.maximumHeaderCount = maximumHeaderCount
            self.maximumHeadSize = maximumHeadSize
            self.firstByteTimeout = firstByteTimeout
            self.headTimeout = headTimeout
            self.maximumConnections = maximumConnections
            self.maximumWebSocketFrameSize = maximumWebSocketFrameSize
            self.maximumDiscardedBytes = maximumDiscardedBytes
            self.discardTimeout = discardTimeout
        }
    }

    /// A request refused before it reached a handler: its status and why. Logged as a
    /// warning, `"<peer> refused: <code> <reason>"`.
    struct Refusal: LocalizedError, Sendable {
        public var statusCode: HTTPStatusCode
        public var reason: String

        public init(_ statusCode: HTTPStatusCode, _ reason: String) {
            self.statusCode = statusCode
            self.reason = reason
        }

        public var errorDescription: String? { "\(statusCode.code) \(reason)" }
    }
}

/// A WebSocket frame whose header announces a payload over
/// `HTTPServer.Limits.maximumWebSocketFrameSize`: thrown by the frame stream a `WSHandler` is
/// given, before any of the payload is read. The handler may answer with a close frame
/// (1009, message too big).
public struct WSFrameTooLargeError: LocalizedError, Sendable {
    public var length: UInt64
    public var limit: Int

    public var errorDescription: String? { "a frame of \(length) bytes, over \(limit)" }
}

/// An unmasked frame from a client (RFC 6455 §5.1: the server must close the connection),
/// thrown by the frame stream a `WSHandler` is given before the frame's payload is read. The
/// handler may answer with a close frame (1002, protocol error).
public struct WSFrameUnmaskedError: LocalizedError, Sendable {
    public var errorDescription: String? { "a client's frame was not masked" }
}
