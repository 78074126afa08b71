import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs for the preview server, HTTP heads and WebSocket frames, malformed and huge, made from a
/// seed; and a runner that sends each on a connection of its own to a server on loopback and
/// classifies what happened. A case ends well when the server answers or closes within the
/// deadline; it hangs when it does neither; an overrun is an answer larger than any the server
/// makes to a refused input.
public struct ServerFuzzer: Sendable {
    public var port: UInt16
    /// Seconds a case may take (the server's head timeout and more).
    public var deadline: Double = 10

    public init(port: UInt16) { self.port = port }

    public struct Summary: Sendable {
        public var cases = 0
        public var answered = 0
        public var closedUnanswered = 0
        public var hangs: [UInt64] = []
        public var overruns: [UInt64] = []
        public var refusedConnections = 0
    }

    /// The input of `seed`: bytes to send, and whether to end the sending side after them.
    public func input(seed: UInt64) -> (bytes: [UInt8], halfClose: Bool) {
        // The script fuzzer's SplitMix64, its seed spread so that neighbouring seeds differ at once.
        var random = ScriptGenerator.Random(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        let host = "Host: 127.0.0.1:\(port)\r\n"
        let origin = "Origin: http://127.0.0.1:\(port)\r\n"
        let upgrade =
            "GET /socket HTTP/1.1\r\n\(host)Upgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\(origin)\r\n"
        let paths = ["/", "/layout.json?width=10", "/layout.svg", "/explain.json", "/propose", "/socket", "/%2e%2e/x"]
        let methods = ["GET", "POST", "HEAD", "PUT", "G\u{0}T", "", "GET GET"]
        var text: String
        switch random.next() % 10 {
        case 0:  // a long request line
            text = "GET /" + String(repeating: "a", count: Int(random.next() % 40_000)) + " HTTP/1.1\r\n\(host)\r\n"
        case 1:  // many or long header lines
            let count = Int(random.next() % 300)
            let size = Int(random.next() % 2_000)
            text =
                "GET / HTTP/1.1\r\n\(host)"
                + (0..<count).map { "X-\($0): " + String(repeating: "v", count: size) + "\r\n" }.joined() + "\r\n"
        case 2:  // duplicate or foreign Host, Origin
            text = "GET /layout.json HTTP/1.1\r\nHost: evil.example\r\n\(host)\(origin)Origin: null\r\n\r\n"
        case 3:  // a body: declared, chunked, malformed JSON
            let body = ["{", "{\"type\":\"propose\"}", "[]", String(repeating: "9", count: 5_000)][
                Int(random.next() % 4)]
            let framing = [
                "Content-Length: \(body.utf8.count)", "Content-Length: 99999999999", "Transfer-Encoding: chunked",
                "Content-Length: -1", "Content-Length: 4\r\nContent-Length: 5",
            ][Int(random.next() % 5)]
            text = "POST /propose HTTP/1.1\r\n\(host)\(framing)\r\n\r\n\(body)"
        case 4, 5:  // a WebSocket, then frames
            return (Array(upgrade.utf8) + frames(&random), random.next() % 4 != 0)
        default:  // a request mutated byte by byte
            text =
                "\(methods[Int(random.next() % 7)]) \(paths[Int(random.next() % 7)]) HTTP/1.\(random.next() % 3)\r\n"
                + host + "Connection: keep-alive\r\n\r\n"
            var bytes = Array(text.utf8)
            for _ in 0..<Int(random.next() % 8) where !bytes.isEmpty {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
                }
            }
            return (bytes, random.next() % 8 != 0)
        }
        return (Array(text.utf8), random.next() % 8 != 0)
    }

    private func frames(_ random: inout ScriptGenerator.Random) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<(1 + Int(random.next() % 30)) {
            let opcode = UInt8(random.next() % 16)
            let fin: UInt8 = random.next() % 4 == 0 ? 0 : 0x80
            let rsv: UInt8 = random.next() % 10 == 0 ? 0x40 : 0
            let masked = random.next() % 10 != 0
            let length: UInt64 = [0, 2, 125, 126, 4_096, 4_097, 65_536, 1 << 30, UInt64.max][Int(random.next() % 9)]
            bytes.append(fin | rsv | opcode)
            let mask: UInt8 = masked ? 0x80 : 0
            if length < 126 {
                bytes.append(mask | UInt8(length))
            } else if length <= 0xFFFF {
                bytes += [mask | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
            } else {
                bytes.append(mask | 127)
                for shift in stride(from: 56, through: 0, by: -8) {
                    bytes.append(UInt8((length >> UInt64(shift)) & 0xFF))
                }
            }
            if masked { bytes += [1, 2, 3, 4] }
            bytes += [UInt8](repeating: 0x61, count: Int(min(length, 5_000)))
        }
        return bytes
    }

    /// Runs seeds `first..<first+count`; `alive` is asked after every 100 cases and at the end
    /// (the server still runs and answers), and a false answer ends the run.
    public func run(first: UInt64, count: Int, alive: () -> Bool) -> (Summary, crashed: Bool) {
        var summary = Summary()
        for seed in first..<(first + UInt64(count)) {
            let (bytes, halfClose) = input(seed: seed)
            summary.cases += 1
            switch exchange(bytes, halfClose: halfClose) {
            case .answered(let size, let refusedConnection):
                summary.answered += 1
                if refusedConnection { summary.refusedConnections += 1 }
                // The largest answer to anything a fuzz case asks: the page and its assets.
                if size > 1 << 20 { summary.overruns.append(seed) }
            case .closed: summary.closedUnanswered += 1
            case .hung: summary.hangs.append(seed)
            }
            if summary.cases % 100 == 0, !alive() { return (summary, true) }
        }
        return (summary, !alive())
    }

    enum Outcome {
        case answered(Int, refusedConnection: Bool)
        case closed, hung
    }

    func exchange(_ bytes: [UInt8], halfClose: Bool) -> Outcome {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return .hung }
        defer { close(socket) }
        var timeout = timeval(tv_sec: Int(deadline), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return .hung }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { break }  // the server closed: its answer, if any, is read below
            sent += count
        }
        if halfClose { shutdown(socket, Int32(SHUT_WR)) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let started = Date()
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += chunk[0..<count]
                // A page's socket that keeps the rules stays open with heartbeats: ended here.
                if Date().timeIntervalSince(started) > deadline {
                    return received.starts(with: Array("HTTP/1.1 101".utf8))
                        ? .answered(received.count, refusedConnection: false) : .hung
                }
                continue
            }
            if count == 0 || errno == ECONNRESET {
                if received.isEmpty { return .closed }
                return .answered(received.count, refusedConnection: received.starts(with: Array("HTTP/1.1 503".utf8)))
            }
            // Timed out: a socket that follows the rules is kept open; one with no answer hung.
            let isPage = received.starts(with: Array("HTTP/1.1 101".utf8))
            return isPage ? .answered(received.count, refusedConnection: false) : .hung
        }
    }
}
