import FlyingFox
import Foundation

/// Reads what a page sends on its socket, within the limits, and ends the socket when the page
/// closes it or breaks a rule. The page sends nothing of its own (it asks by `POST /propose`), so
/// data messages are read and dropped; what is read is bounded before it is read: FlyingFox refuses
/// a frame whose header announces more than `frameSize` bytes before reading its payload
/// (`WSFrameTooLargeError`), and the fragments of a message are counted as they come.
///
/// | what the client does | close code |
/// | --- | --- |
/// | closes | its own code echoed (1000 when it gave none; RFC 6455 §5.5.1) |
/// | a frame over `frameSize`, a message over `messageSize` | 1009 |
/// | more than `messagesPerSecond` messages (control frames included) in a second | 1008 |
/// | an unmasked frame, reserved bits or opcodes, a control frame fragmented or over 125 bytes, a continuation of nothing | 1002 |
struct PageSocketReader {
    let limits: ServerLimits
    let log: ServerLog
    let peer: String

    /// Why the socket is being closed: its close code and reason.
    struct Closing: Error {
        var code: UInt16
        var reason: String
    }

    /// Reads frames until the client ends the socket, breaks a rule, or the task is cancelled
    /// (the socket's writer ended); then closes `outbox` (with a close frame when the client is to
    /// be told why), which ends the socket's stream of frames and so the connection.
    func read(_ frames: AsyncThrowingStream<WSFrame, any Error>, into outbox: Outbox) async {
        do {
            try await readFrames(frames, outbox: outbox)
            outbox.close()
        } catch let closing as Closing {
            log.refused(peer, "close \(closing.code) \(closing.reason)")
            outbox.close(with: Self.closeFrame(code: closing.code, reason: closing.reason))
        } catch is WSFrameUnmaskedError {
            log.refused(peer, "close 1002 a client's frames must be masked")
            outbox.close(with: Self.closeFrame(code: 1002, reason: "a client's frames must be masked"))
        } catch let tooLarge as WSFrameTooLargeError {
            let limit = ServerLimit.frameSize
            let reason = "a frame of \(tooLarge.length) bytes, over \(limits.count(limit))"
            log.refused(peer, "\(limit.answer) \(reason)")
            outbox.close(with: Self.closeFrame(code: 1009, reason: reason))
        } catch {
            // The connection failed or ended, or the writer is gone: nothing to tell.
            outbox.close()
        }
    }

    private func readFrames(_ frames: AsyncThrowingStream<WSFrame, any Error>, outbox: Outbox) async throws {
        var window = MessageWindow(limit: limits.count(.messagesPerSecond))
        var message: Int?  // bytes of the data message being received, if one is
        for try await frame in frames {
            guard !Task.isCancelled else { return }
            guard !frame.rsv1, !frame.rsv2, !frame.rsv3 else {
                throw Closing(code: 1002, reason: "no extension was agreed: reserved bits must be 0")
            }
            let isControl = frame.opcode.rawValue & 0x8 != 0
            if isControl {
                guard frame.fin, frame.payload.count <= 125 else {
                    throw Closing(code: 1002, reason: "a control frame must be whole and at most 125 bytes")
                }
            }
            switch frame.opcode {
            case .text, .binary:
                guard message == nil else {
                    throw Closing(code: 1002, reason: "a new message began before the last one ended")
                }
                message = frame.payload.count
            case .continuation:
                guard let bytes = message else { throw Closing(code: 1002, reason: "a continuation of no message") }
                message = bytes + frame.payload.count
            case .close:
                // Answered with its own code, and the socket ends (RFC 6455 §5.5.1).
                outbox.close(with: Self.closeFrame(code: Self.code(of: frame.payload) ?? 1000, reason: ""))
                return
            case .ping:
                outbox.post(control: WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
            case .pong:
                break
            default:
                throw Closing(code: 1002, reason: "opcode \(frame.opcode.rawValue) is reserved")
            }
            if let bytes = message, bytes > limits.count(.messageSize) {
                let limit = ServerLimit.messageSize
                throw Closing(code: 1009, reason: "a message of more than \(limits.count(limit)) bytes")
            }
            if isControl || frame.fin {
                if !isControl { message = nil }
                guard window.take(at: ProcessInfo.processInfo.systemUptime) else {
                    throw Closing(
                        code: 1008, reason: "more than \(limits.count(.messagesPerSecond)) messages in a second")
                }
            }
        }
    }

    /// The close code a close frame's payload carries, if a valid one (RFC 6455 §7.4): echoed.
    static func code(of payload: Data) -> UInt16? {
        guard payload.count >= 2 else { return nil }
        let code = UInt16(payload[payload.startIndex]) << 8 | UInt16(payload[payload.startIndex + 1])
        return (1000...1003).contains(code) || (1007...1011).contains(code) || (3000...4999).contains(code)
            ? code : 1002
    }

    static func closeFrame(code: UInt16, reason: String) -> WSFrame {
        var payload = Data([UInt8(code >> 8), UInt8(code & 0xFF)])
        payload.append(contentsOf: Array(reason.utf8).prefix(123))
        return WSFrame(fin: true, opcode: .close, mask: nil, payload: payload)
    }
}

/// Messages counted in one-second windows: at most `limit` in any window, which begins at the first
/// message after the last window ended.
struct MessageWindow {
    let limit: Int
    private var start = -Double.infinity
    private var count = 0

    init(limit: Int) { self.limit = limit }

    /// Counts one message at `time` (seconds); false when it is one too many.
    mutating func take(at time: Double) -> Bool {
        if time - start >= 1 {
            start = time
            count = 0
        }
        count += 1
        return count <= limit
    }
}
