import Testing

@testable import PlumbMemory

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct PrefaultedPagesTests {
    /// Pages of `[start, start + count)` the process has in memory (`mincore`).
    static func residentPages(_ start: UnsafeMutableRawPointer, _ count: Int) -> Int {
        let pages = count / PrefaultedPages.pageSize
        var vector = [UInt8](repeating: 0, count: pages)
        #if os(Linux)
            guard mincore(start, count, &vector) == 0 else { return -1 }
        #else
            return -1
        #endif
        return vector.reduce(0) { $0 + Int($1 & 1) }
    }

    @Test(arguments: [0, 1, 100, 4096, (1 << 20) - 1, 1 << 20, 5 << 20, (7 << 20) + 3])
    func blocksAreZeroedAlignedAndWritable(byteCount: Int) throws {
        let block = try #require(PrefaultedPages.allocate(byteCount: byteCount))
        defer { PrefaultedPages.deallocate(block, byteCount: byteCount) }
        #expect(Int(bitPattern: block) % 64 == 0)
        let bytes = block.bindMemory(to: UInt8.self, capacity: byteCount)
        #expect((0..<byteCount).allSatisfy { bytes[$0] == 0 })
        for index in stride(from: 0, to: byteCount, by: 61) { bytes[index] = UInt8(truncatingIfNeeded: index) }
        #expect(
            stride(from: 0, to: byteCount, by: 61).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0) })
    }

    /// A mapped block's pages are all in memory once the helper is done, without the caller having
    /// touched one; a small block is not mapped on its own, so it is not asked about.
    @Test(
        .enabled(
            if: PrefaultedPages.helps, "the kernel populates on request (Linux 5.14) and there is a second processor"))
    func theHelperFaultsEveryPageIn() throws {
        let byteCount = 8 << 20
        let block = try #require(PrefaultedPages.allocate(byteCount: byteCount))
        defer { PrefaultedPages.deallocate(block, byteCount: byteCount) }
        PrefaultedPages.waitUntilIdle()
        #expect(Self.residentPages(block, byteCount) == byteCount / PrefaultedPages.pageSize)
    }

    /// Blocks given back while the helper works on them, from several threads at once: no
    /// deadlock, no fault, and the helper ends idle with a new block whole and zeroed.
    @Test func blocksGivenBackWhileBeingFaultedIn() async throws {
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for round in 0..<25 {
                        let byteCount = (2 + (task + round) % 7) << 20
                        guard let block = PrefaultedPages.allocate(byteCount: byteCount) else { continue }
                        block.storeBytes(of: UInt64(round), toByteOffset: byteCount - 8, as: UInt64.self)
                        PrefaultedPages.deallocate(block, byteCount: byteCount)
                    }
                }
            }
        }
        PrefaultedPages.waitUntilIdle()
        // A block made after the storm is whole and zeroed.
        let byteCount = 3 << 20
        let block = try #require(PrefaultedPages.allocate(byteCount: byteCount))
        defer { PrefaultedPages.deallocate(block, byteCount: byteCount) }
        PrefaultedPages.waitUntilIdle()
        let words = block.bindMemory(to: UInt64.self, capacity: byteCount / 8)
        #expect((0..<byteCount / 8).allSatisfy { words[$0] == 0 })
    }

    /// Several live blocks are faulted in side by side, a slice of each in turn: after the helper
    /// is done, every one is resident.
    @Test(
        .enabled(
            if: PrefaultedPages.helps, "the kernel populates on request (Linux 5.14) and there is a second processor"))
    func severalBlocksAreFaultedInTogether() throws {
        let sizes = [4 << 20, 3 << 20, 6 << 20]
        let blocks = try sizes.map { try #require(PrefaultedPages.allocate(byteCount: $0)) }
        defer { for (block, size) in zip(blocks, sizes) { PrefaultedPages.deallocate(block, byteCount: size) } }
        PrefaultedPages.waitUntilIdle()
        for (block, size) in zip(blocks, sizes) {
            #expect(Self.residentPages(block, size) == size / PrefaultedPages.pageSize)
        }
    }
}
