import FlyingFox
import Foundation

/// What the server reads of a request's body, and how a request whose body it will not read is
/// answered (README, "Bodies").
///
/// FlyingFox reads a body up front when its `Content-Length` is at most the configuration's
/// `sharedRequestBufferSize` (set to `ProposeMessage.maximumBytes`, 4,096); a longer one, or a
/// chunked one, is left in the connection for the handler to stream. Bodies between that and
/// `sharedRequestReplaySize` would be read whole after the handler returns (`flushIfNeeded`), so
/// the server sets the two equal: nothing beyond 4,096 bytes is ever read unless Plumb reads it.
/// A body left unread must not stay in a connection that goes on: FlyingFox would read it as the
/// next request's first line, with no limit. So such a request is answered by `closing`, after
/// which FlyingFox reads nothing more from the connection and closes it.
enum RequestBody {
    /// The largest body read, in bytes.
    static let limit = ProposeMessage.maximumBytes

    /// The body, read in full, if it is at most `limit` bytes; else the answer that refuses it
    /// (413, or 411 for a chunked body), having read at most one buffer (`limit` bytes) beyond it.
    static func read(_ request: HTTPRequest) async -> Result<Data, Refusal> {
        if let encoding = request.headers[.transferEncoding] {
            return .failure(
                Refusal(
                    status: .lengthRequired,
                    reason:
                        "Length Required: a body with Transfer-Encoding \(encoding) is not read; send at most \(limit) bytes with Content-Length"
                ))
        }
        if let declared = request.headers[.contentLength], let length = Int(declared), length > limit {
            return .failure(tooLarge("a body of \(length) bytes"))
        }
        // Read up front by FlyingFox at these lengths; streamed, it is read here, at most one
        // buffer past the limit.
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > limit { return .failure(tooLarge("a body of more than \(limit) bytes")) }
            }
        } catch {
            return .failure(Refusal(status: .badRequest, reason: "Bad Request: the body ended early"))
        }
        return .success(body)
    }

    private static func tooLarge(_ what: String) -> Refusal {
        Refusal(
            status: .payloadTooLarge,
            reason: "Content Too Large: \(what), at most \(limit); not read, and the connection is closed")
    }

    /// A request refused before its body was read.
    struct Refusal: Error {
        var status: HTTPStatusCode
        /// The reason phrase of the status line (the response can have no body: `closing`).
        var reason: String

        var response: HTTPResponse {
            closing(HTTPResponse(statusCode: HTTPStatusCode(status.code, phrase: reason)))
        }
    }

    /// `response` (its status and headers; its body is dropped), after which the connection is
    /// closed without reading anything more from it. FlyingFox offers no way to end a connection
    /// after an ordinary response; a response carrying a WebSocket handler does it: FlyingFox writes
    /// its head, hands the handler a frame stream it never reads, writes what the handler returns
    /// (here nothing) and, the connection being "upgraded", reads no next request and closes it.
    /// The head's status line carries the reason; `Content-Length: 0` and `Connection: close` tell
    /// the client what follows: nothing.
    static func closing(_ response: HTTPResponse) -> HTTPResponse {
        var closing = response
        closing.headers[.contentLength] = "0"
        closing.headers[.connection] = "close"
        closing.headers[.contentType] = nil
        closing.payload = .webSocket(NothingMore())
        return closing
    }

    /// Sends no frame, reads none.
    private struct NothingMore: WSHandler {
        func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
            AsyncStream { $0.finish() }
        }
    }
}
