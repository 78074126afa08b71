import Testing

@testable import PlumbLayout

/// Issue 20, arena7: the nodes of equal frames, paddings and stacks call one box
/// (`NodeStore.sharedBox`), however the views were made; layouts that differ, even only by the
/// sign of a zero, keep their own.
@Suite("Equal layouts share a box in the store")
struct SharedBoxTests {
    @Test func equalFramesShareOneBoxAndOthersKeepTheirs() {
        let views = [
            View.rectangle().frame(width: 10, height: 10),
            View.rectangle().frame(width: 10, height: 10),
            View.rectangle().frame(width: 12, height: 10),
            View.rectangle().frame(width: 0, height: 10),
            View.rectangle().frame(width: -0.0, height: 10),
            View.rectangle().padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)),
            View.rectangle().padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)),
        ]
        let tree = LayoutEngine().makeTree(View.hStack(views))
        tree.layout(canvas: ProposedSize(width: 400, height: 100))
        let boxes = tree.root.currentChildren.map(\.box)
        #expect(boxes[0] === boxes[1])
        #expect(boxes[2] !== boxes[0])
        #expect(boxes[3] !== boxes[4])
        #expect(boxes[5] === boxes[6])
        // The frames are the views' own.
        let frames = tree.root.currentChildren.map(\.frame.width)
        #expect(Array(frames.prefix(5)) == [10, 10, 12, 0, 0])
    }
}
