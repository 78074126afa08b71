/// Where a layout tree keeps its node columns (`NodeStore`: a node's hot state, its last placement
/// and its record, 152 bytes a node): blocks that read as zero when handed out, aligned to 64
/// bytes. A slot of zeroes is a slot without a node (its generation is 0); a node's slots are
/// written when it is made.
///
/// The layout core takes them from the heap (`heap`). A host may give memory whose pages are
/// faulted in ahead of their first write, on another core: `plumb` does (PlumbMemory's
/// `PrefaultedPages`), which took a third off making the nodes of a large tree.
public struct ColumnMemory: Sendable {
    /// A zeroed block of at least `byteCount` bytes, aligned to 64 bytes.
    public let allocate: @Sendable (_ byteCount: Int) -> UnsafeMutableRawPointer
    /// Gives back a block from `allocate`, with the same `byteCount`.
    public let deallocate: @Sendable (_ block: UnsafeMutableRawPointer, _ byteCount: Int) -> Void

    public init(
        allocate: @escaping @Sendable (_ byteCount: Int) -> UnsafeMutableRawPointer,
        deallocate: @escaping @Sendable (_ block: UnsafeMutableRawPointer, _ byteCount: Int) -> Void
    ) {
        self.allocate = allocate
        self.deallocate = deallocate
    }

    /// Blocks from Swift's allocator, zeroed.
    public static let heap = ColumnMemory(
        allocate: { byteCount in
            let block = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
            block.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
            return block
        },
        deallocate: { block, _ in block.deallocate() })
}
