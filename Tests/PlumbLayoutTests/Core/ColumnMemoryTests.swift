import Synchronization
import Testing

@testable import PlumbLayout

/// A tree's node columns come from its engine's `ColumnMemory`: zeroed blocks, every
/// one given back, with its size, when the tree goes; a node's slots are written when it is made.
@Suite struct ColumnMemoryTests {
    /// Zeroed blocks from the heap, counted: which are live, with their sizes, and every size asked.
    final class CountingMemory: Sendable {
        /// Live blocks by address, with their sizes; and every size asked for.
        let state = Mutex<(live: [Int: Int], asked: [Int])>(([:], []))

        var memory: ColumnMemory {
            ColumnMemory(
                allocate: { [self] byteCount in
                    let block = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
                    block.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
                    state.withLock {
                        $0.live[Int(bitPattern: block)] = byteCount
                        $0.asked.append(byteCount)
                    }
                    return block
                },
                deallocate: { [self] block, byteCount in
                    let known = state.withLock { $0.live.removeValue(forKey: Int(bitPattern: block)) }
                    #expect(known == byteCount, "a block given back with another size than it was made with")
                    block.deallocate()
                })
        }
    }

    /// A tree that grows while it is laid out: a GeometryReader builds rows for its size, more than
    /// the first chunk had room for.
    static func growingTree() -> View {
        View.vStack(
            (0..<40).map { View.text("row \($0)").frame(width: 50, height: 10) }
                + [
                    View.geometryReader(
                        ContentBuilder(trigger: .placedSize) { inputs in
                            let count = Int(inputs.size!.height / 2)
                            return (View.vStack((0..<count).map { _ in View.rectangle().padding(1) }), "")
                        })
                ])
    }

    static func frames(_ view: PlacedView) -> [Rect] { [view.frame] + view.children.flatMap(frames) }

    @Test func aTreeTakesItsColumnsFromItsEngineAndGivesEveryOneBack() {
        let counting = CountingMemory()
        var heapFrames: [Rect] = []
        do {
            let tree = LayoutEngine().makeTree(Self.growingTree())
            tree.layout(canvas: ProposedSize(width: 300, height: 900))
            heapFrames = Self.frames(tree.result().root)
        }
        do {
            let engine = LayoutEngine()
            engine.columnMemory = counting.memory
            let tree = engine.makeTree(Self.growingTree())
            tree.layout(canvas: ProposedSize(width: 300, height: 900))
            #expect(Self.frames(tree.result().root) == heapFrames)
            // The first chunk's three columns, then at least one more chunk for the built rows.
            let asked = counting.state.withLock { $0.asked }
            #expect(asked.count >= 6 && asked.count % 3 == 0)
            #expect(counting.state.withLock { $0.live.count } == asked.count)
        }
        #expect(counting.state.withLock { $0.live.isEmpty }, "every block is given back when the tree goes")
    }

    /// The heap's blocks are zeroed and aligned to a cache line, as the store needs.
    @Test(arguments: [0, 1, 63, 64, 4096, 100_000])
    func theHeapsBlocksAreZeroedAndLineAligned(byteCount: Int) {
        let block = ColumnMemory.heap.allocate(byteCount)
        defer { ColumnMemory.heap.deallocate(block, byteCount) }
        #expect(Int(bitPattern: block) % 64 == 0)
        let bytes = block.bindMemory(to: UInt8.self, capacity: byteCount)
        #expect((0..<byteCount).allSatisfy { bytes[$0] == 0 })
    }
}
