import Testing

@testable import PlumbLayout

/// `containerRelativeFrame` (iOS 17), with the numbers of Apple's documentation of it.
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    /// Apple's example: a horizontal ScrollView's LazyHStack (spacing 10) of 3:2 rectangles, each
    /// `.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)`. The documented rule
    /// in a 400-point scroll view: a column is (400 − 10·3) / 4 = 92.5, three of them and the two
    /// gaps between 92.5·3 + 10·2 = 297.5; the aspect ratio makes the height 297.5 · 2/3.
    @Test func countSpanAndSpacingFollowApplesRule() {
        let cards = (0..<3).map { index in
            View.rectangle().aspectRatio(3.0 / 2.0, contentMode: .fit).withID("r\(index)")
                .containerRelativeFrame(.horizontal, length: .grid(count: 4, span: 3, spacing: 10))
        }
        let view = View.scrollView(View.lazyHStack(spacing: 10, cards), axes: .horizontal)
        let result = layout(view, width: 400, height: 300)
        #expect(result.frame("r0").width == 297.5)
        #expect(result.frame("r0").height == 297.5 * 2 / 3)
        #expect(result.frame("r1").minX == 307.5)
    }

    /// Stacks and paddings are not containers: with none of Apple's containers around it, the
    /// view takes the canvas's size (the screen's), not its parent's.
    @Test func withoutAContainerTheCanvasIsTheContainer() {
        let view = View.vStack([
            View.color("red").withID("c").containerRelativeFrame([.horizontal, .vertical]),
            View.text("below"),
        ]).padding(20)
        let result = layout(view, width: 400, height: 300)
        #expect(result.frame("c").size == Size(width: 400, height: 300))
    }

    /// Apple's example of the closure form: the width is the container's divided by 5; the
    /// height, not among the axes, is the child's (a square filling what it is offered).
    @Test func aFunctionOfTheLengthGivesTheSide() {
        var axesAsked: [Axis] = []
        let view = View.rectangle().withID("r").aspectRatio(1, contentMode: .fill)
            .containerRelativeFrame(
                .horizontal,
                length: .custom({ length, axis in
                    axesAsked.append(axis)
                    return axis == .vertical ? length / 3 : length / 5
                }), alignment: .topLeading
            ).withID("frame")
        let result = layout(View.vStack([view]), width: 400, height: 300)
        #expect(result.frame("frame").width == 80)
        #expect(result.frame("r").minX == result.frame("frame").minX)
        #expect(Set(axesAsked) == [.horizontal])
    }

    /// A NavigationStack's content area under its bar is the container: the bar is a safe area
    /// inset, subtracted (44 for an inline title).
    @Test func navigationContentUnderTheBarIsTheContainer() {
        let content = View.color("blue").withID("c").containerRelativeFrame(.vertical)
            .navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        let result = layout(View.navigationStack(content), width: 400, height: 600)
        #expect(result.frame("c").height == 600 - ControlMetrics.navigationBarHeight)
    }

    /// Laid out again for another canvas, the frames follow it: the sizes measured for the first
    /// canvas are forgotten, since they depended on it through the container (the frame around
    /// offers the same proposal both times, so the memo would answer).
    @Test func anotherCanvasIsAnotherContainerSize() {
        let view = View.color("red")
            .containerRelativeFrame(.horizontal, length: .grid(count: 4, span: 1, spacing: 0)).withID("a")
            .frame(width: 120, height: 10)
        let tree = LayoutEngine().makeTree(view)
        tree.layout(canvas: ProposedSize(width: 400, height: 100))
        #expect(tree.result().frame("a").width == 100)
        tree.layout(canvas: ProposedSize(width: 200, height: 100))
        #expect(tree.result().frame("a").width == 50)
    }

    /// A scroll view measured before it is placed (fixed at its ideal size, so offered nil) sees
    /// the enclosing container's size then, and its own when placed: its content is measured
    /// again for the second, not answered from what it measured for the first.
    @Test func aScrollViewsContentIsMeasuredAgainForItsPlacedSize() {
        // `fixedSize` offers the frame the same (nil) proposal in both, so the memo would answer.
        let content = View.color("red")
            .containerRelativeFrame(.vertical, length: .grid(count: 2, span: 1, spacing: 0)).withID("c")
            .frame(width: 50).fixedSize()
        let view = View.scrollView(content, axes: .horizontal).withID("s").fixedSize()
        let result = layout(view, width: 400, height: 300)
        // Measured in the canvas (300 high): half is 150, the scroll view's height; placed in
        // the scroll view, half of that.
        #expect(result.frame("s").height == 150)
        #expect(result.frame("c").height == 75)
    }

    /// An unknown container length (a canvas without a height) sets no side: the view takes its
    /// own, as a frame without that side.
    @Test func anUnknownContainerLengthLeavesTheSideToTheView() {
        let view = View.text("Hi").withID("t").containerRelativeFrame([.horizontal, .vertical]).withID("f")
        let result = layout(view, width: 400, height: nil)
        #expect(result.frame("f").size == Size(width: 400, height: 16))
    }

    /// Lengths below zero are zero, as a frame's.
    @Test func aNegativeLengthIsZero() {
        let view = View.color("red").withID("c")
            .containerRelativeFrame(.horizontal, length: .grid(count: 3, span: 1, spacing: 500))
        #expect(layout(view, width: 400, height: 100).frame("c").width == 0)
    }
}
