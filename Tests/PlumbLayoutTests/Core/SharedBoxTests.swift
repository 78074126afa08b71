import Testing

@testable import PlumbLayout

/// The nodes of equal frames, paddings and stacks call one box
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

/// A Text used many times in one environment takes one layout (its words split and measured
/// once); used in another environment, or another Text with the same words, takes its own.
@Suite("A Text used again shares its layout")
struct SharedTextLayoutTests {
    @Test func oneTextInOneEnvironmentHasOneLayout() {
        let text = View.text("one two three")
        let other = View.text("one two three")
        // The third is the same view in a title's environment.
        let stack = View.hStack([text, text, View.hStack([text]).font(.title), other, text])
        let tree = LayoutEngine().makeTree(stack)
        tree.layout(canvas: ProposedSize(width: 400, height: 100))
        let children = tree.root.currentChildren
        func textBox(_ index: Int) -> LayoutBox {
            var node = children[index]
            while node.childNodes.count > 0 { node = node.childNodes.node(at: 0) }
            return node.box
        }
        #expect(textBox(0) === textBox(1))
        #expect(textBox(2) !== textBox(1))
        #expect(textBox(3) !== textBox(1))
        // And it lays out as its own would: the same frames as with separate views.
        let separate = LayoutEngine().layout(
            View.hStack([
                View.text("one two three"), View.text("one two three"),
                View.hStack([View.text("one two three")]).font(.title),
                View.text("one two three"), View.text("one two three"),
            ]), canvas: ProposedSize(width: 400, height: 100))
        let shared = LayoutEngine().layout(stack, canvas: ProposedSize(width: 400, height: 100))
        #expect(shared.root.children.map(\.frame) == separate.root.children.map(\.frame))
    }
}
