import Foundation
import PlumbRender
import Testing

@testable import PlumbRun

/// `BackgroundWriter` hands its destination the chunks on a thread of its own: in order, whole,
/// and the first failure reported where the caller looks.
@Suite struct BackgroundWriterTests {
    /// Records what it is given, on whichever thread; fails the write numbered `failing`.
    final class Recorder: OutputDestination, @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var writes = 0
        private(set) var committed = 0
        private(set) var discarded = 0
        let failing: Int?

        init(failing: Int? = nil) { self.failing = failing }

        struct Refused: Error {}

        var written: [UInt8] { lock.withLock { bytes } }

        func write(_ chunk: UnsafeRawBufferPointer) throws {
            try lock.withLock {
                writes += 1
                if writes == failing { throw Refused() }
                bytes.append(contentsOf: chunk)
            }
        }
        func commit() throws { lock.withLock { committed += 1 } }
        func discard() { lock.withLock { discarded += 1 } }
    }

    /// Chunks of every size up to a little more than a default chunk, many more than the writer
    /// buffers (a larger chunk than the buffer it finds takes a new one).
    static func chunks(seed: UInt64) -> [[UInt8]] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        return (0..<120).map { index in
            let count = index % 17 == 0 ? 0 : Int(next() % UInt64(OutputSink.defaultChunkSize + 4_096))
            return (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
        }
    }

    @Test(arguments: [1, 2, 3])
    func chunksArriveWholeAndInOrder(seed: UInt64) throws {
        let recorder = Recorder()
        let writer = BackgroundWriter(wrapping: recorder)
        let chunks = Self.chunks(seed: seed)
        for chunk in chunks { try chunk.withUnsafeBytes { try writer.write($0) } }
        try writer.commit()
        let whole = recorder.written == chunks.flatMap { $0 }
        #expect(whole, "the bytes written are the chunks', in order")
        #expect(recorder.committed == 1 && recorder.discarded == 0)
    }

    @Test func aFailureStopsTheWritesAndIsThrownBeforeTheCommit() {
        // The destination's third write fails: the first chunk (written at once), then a buffer
        // of the chunks after it, then the refused one.
        let recorder = Recorder(failing: 3)
        let writer = BackgroundWriter(wrapping: recorder)
        let chunks = Self.chunks(seed: 7).filter { !$0.isEmpty }
        // A write may throw the failure already, or not yet (the writer is on its own thread).
        for chunk in chunks {
            do { try chunk.withUnsafeBytes { try writer.write($0) } } catch { break }
        }
        #expect(throws: Recorder.Refused.self) { try writer.commit() }
        // What came before the refused write, nothing after it; never committed.
        let before = chunks.flatMap { $0 }.prefix(chunks[0].count + BackgroundWriter.bufferSize)
        let written = recorder.written
        #expect(written.count == before.count)
        #expect(written.elementsEqual(before), "the bytes before the refused write, in order")
        #expect(recorder.committed == 0)
        writer.discard()
        #expect(recorder.discarded == 1)
    }

    @Test func anOutputOfOneChunkIsWrittenAtOnce() throws {
        let recorder = Recorder()
        let writer = BackgroundWriter(wrapping: recorder)
        try [UInt8]("one chunk".utf8).withUnsafeBytes { try writer.write($0) }
        #expect(recorder.written == Array("one chunk".utf8), "written before write returns")
        try writer.waitUntilWritten()
        try writer.commit()
        #expect(recorder.committed == 1)
    }

    @Test func aDiscardedOutputIsNotCommitted() throws {
        let recorder = Recorder()
        let writer = BackgroundWriter(wrapping: recorder)
        for chunk in Self.chunks(seed: 9).prefix(20) { try chunk.withUnsafeBytes { try writer.write($0) } }
        writer.discard()
        #expect(recorder.committed == 0 && recorder.discarded == 1)
    }
}
