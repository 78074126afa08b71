/// Where output goes, byte by byte, buffered: writers append to a fixed buffer, and every full
/// buffer (`chunkSize` bytes, 64 KB by default) is handed to `deliver` (a file descriptor, a
/// String being collected) and reused. So a writer never holds its whole output, however large,
/// and appending a byte costs a store and a compare.
///
/// A delivery that fails is kept in `failure`; later writes are dropped, and `finish()` throws
/// it. With `wholeCharacters`, each delivered chunk ends on a UTF-8 character boundary (the bytes
/// of a character split by the buffer's end wait for the next chunk), so that a chunk can be
/// decoded as text on its own.
public final class OutputSink: TextOutputStream {
    public static let defaultChunkSize = 64 << 10

    private let storage: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Bytes in `storage`. (Unchecked: this class is used from one thread at a time, and a
    /// dynamic exclusivity check on every byte would cost more than the write.)
    @exclusivity(unchecked) private var count = 0
    /// Bytes handed to `deliver` so far.
    @exclusivity(unchecked) private var delivered = 0
    private let wholeCharacters: Bool
    private let deliver: (UnsafeRawBufferPointer) throws -> Void
    /// The first delivery that failed; nothing is delivered after it.
    @exclusivity(unchecked) public private(set) var failure: (any Error)?
    /// Bytes written so far (delivered or still buffered).
    public var bytesWritten: Int { delivered + count }

    /// A sink handing each full chunk to `deliver`. `chunkSize` is at least 4 (a whole UTF-8
    /// character must fit).
    public init(
        chunkSize: Int = OutputSink.defaultChunkSize, wholeCharacters: Bool = false,
        deliver: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) {
        capacity = max(chunkSize, 4)
        storage = .allocate(capacity: capacity)
        self.wholeCharacters = wholeCharacters
        self.deliver = deliver
    }

    deinit { storage.deallocate() }

    /// Runs `body` with a sink that collects its bytes as a String, and returns the String. Text
    /// made this way and text streamed to a file are made by the same code.
    public static func collectText(chunkSize: Int = OutputSink.defaultChunkSize, _ body: (OutputSink) -> Void)
        -> String
    {
        var text = ""
        let sink = OutputSink(chunkSize: chunkSize, wholeCharacters: true) { chunk in
            text += String(decoding: chunk, as: UTF8.self)
        }
        body(sink)
        sink.flush()
        return text
    }

    // MARK: Writing

    public func write(_ string: String) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { write(UnsafeRawBufferPointer($0)) }
        if done == nil {
            for byte in string.utf8 { write(byte: byte) }
        }
    }

    public func write(_ text: Substring) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { write(UnsafeRawBufferPointer($0)) }
        if done == nil {
            for byte in text.utf8 { write(byte: byte) }
        }
    }

    @inline(__always)
    public func write(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        // The writers' pieces of syntax are a few bytes: copied byte by byte when they fit, which
        // costs less than a call to `memmove` (see `write(integer:)`).
        if length <= 32, length <= capacity - count {
            let source = text.utf8Start
            let target = storage + count
            for index in 0..<length { target[index] = source[index] }
            count += length
            return
        }
        write(UnsafeRawBufferPointer(start: text.utf8Start, count: length))
    }

    @inline(__always)
    public func write(byte: UInt8) {
        if count == capacity { flushBuffer() }
        storage[count] = byte
        count += 1
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard var source = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            if count == capacity { flushBuffer() }
            let step = min(remaining, capacity - count)
            (storage + count).initialize(from: source.assumingMemoryBound(to: UInt8.self), count: step)
            count += step
            source += step
            remaining -= step
        }
    }

    /// `count` spaces (indentation).
    public func write(spaces count: Int) {
        // Most indentation is shallow: spaces stored one by one when they fit, rather than a call
        // to `memset`.
        if count <= 32, count <= capacity - self.count {
            let target = storage + self.count
            for index in 0..<count { target[index] = 0x20 }
            self.count += count
            return
        }
        var left = count
        while left > 0 {
            if self.count == capacity { flushBuffer() }
            let step = min(left, capacity - self.count)
            (storage + self.count).initialize(repeating: 0x20, count: step)
            self.count += step
            left -= step
        }
    }

    /// "00", "01", … "99": the digits of every pair.
    private static let digitPairs: [UInt8] = {
        var pairs: [UInt8] = []
        for value in 0..<100 {
            pairs.append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
            pairs.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
        }
        return pairs
    }()

    /// An integer in decimal, written in place: its digits counted first, then stored from the
    /// last. (With the syntax and the indentation stored in place too, the JSON output stage of
    /// flat 10⁵, two views a leaf of four numbers each, went from 26.1 to 19.7 ms.)
    public func write(integer value: Int64) {
        // 20 digits and a sign hold any Int64.
        if capacity - count < 21 { flushBuffer() }
        guard capacity - count >= 21 else {
            // A buffer of a few bytes (tests use them to cut output anywhere).
            for byte in String(value).utf8 { write(byte: byte) }
            return
        }
        var magnitude = value.magnitude
        if value < 0 {
            storage[count] = 0x2D
            count += 1
        }
        var digits = 1
        var power: UInt64 = 10
        while digits < 20, magnitude >= power {
            digits += 1
            power &*= 10
        }
        let end = count + digits
        var index = end
        // Two digits at a time from a table of "00" to "99", then the first one or two.
        Self.digitPairs.withUnsafeBufferPointer { pairs in
            while magnitude >= 100 {
                let pair = Int(magnitude % 100) &* 2
                magnitude /= 100
                index -= 2
                storage[index] = pairs[pair]
                storage[index + 1] = pairs[pair + 1]
            }
            if magnitude >= 10 {
                let pair = Int(magnitude) &* 2
                index -= 2
                storage[index] = pairs[pair]
                storage[index + 1] = pairs[pair + 1]
            } else {
                index -= 1
                storage[index] = UInt8(truncatingIfNeeded: magnitude) &+ 0x30
            }
        }
        count = end
    }

    // MARK: Delivering

    /// Hands everything buffered to `deliver` (with `wholeCharacters`, all but an unfinished
    /// character).
    public func flush() {
        flushBuffer()
    }

    /// Flushes, then throws the first failed delivery, if any.
    public func finish() throws {
        flushBuffer()
        if let failure { throw failure }
    }

    @inline(never)
    private func flushBuffer() {
        guard count > 0 else { return }
        let end = wholeCharacters ? characterBoundary() : count
        if failure == nil {
            do {
                try deliver(UnsafeRawBufferPointer(start: storage, count: end))
            } catch {
                failure = error
            }
        }
        delivered += end
        // Keep the start of a character cut by the buffer's end for the next chunk.
        let kept = count - end
        for index in 0..<kept { storage[index] = storage[end + index] }
        count = kept
    }

    /// The end of the last whole UTF-8 character in the buffer.
    private func characterBoundary() -> Int {
        // The last byte that starts a character (not 10xxxxxx), at most 3 bytes back.
        var start = count - 1
        while start > 0, start > count - 4, storage[start] & 0xC0 == 0x80 { start -= 1 }
        let lead = storage[start]
        let length =
            lead < 0x80 ? 1 : lead & 0xE0 == 0xC0 ? 2 : lead & 0xF0 == 0xE0 ? 3 : lead & 0xF8 == 0xF0 ? 4 : 1
        // A character longer than the buffer cannot come from valid text: deliver it as it is.
        return start + length <= count || start == 0 ? count : start
    }
}
