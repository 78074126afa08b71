import Testing

@testable import PlumbLayout

@Suite("HStack and VStack")
struct StackTests {
    @Test func twoFlexibleFramesKeepDeclarationOrderAndCentre() {
        // OpenLayout's testHStackWithFlexibleFrame: 40 and 50 in 100 with spacing 8, pair at x = 1.
        let stack = View.hStack([
            View.rectangle().withID("a").frame(minWidth: 20, maxWidth: 40),
            View.rectangle().withID("b").frame(minWidth: 30, maxWidth: 50),
        ])
        let result = layout(stack, width: 100, height: 100)
        #expect(result.frame("a") == Rect(x: 1, y: 0, width: 40, height: 100))
        #expect(result.frame("b") == Rect(x: 49, y: 0, width: 50, height: 100))
    }

    @Test func childrenThatRefuseToShrinkOverflowTheStack() {
        // objc.io: red 75 + green 100 = 175 in a 150 frame (HStack spacing 0).
        let stack = View.hStack(
            spacing: 0,
            [
                View.rectangle().withID("red").frame(maxWidth: 100),
                View.rectangle().withID("green").frame(minWidth: 100),
            ]
        ).withID("stack").frame(width: 150, height: 50)
        let result = layout(stack, width: 150, height: 50)
        #expect(result.frame("red").width == 75)
        #expect(result.frame("green").width == 100)
        #expect(result.frame("stack").width == 175)
        // The overflowing stack is centred in its frame: it starts 12.5 to the left.
        #expect(result.frame("red").minX == -12.5)
    }

    @Test func leastFlexibleChildIsSizedFirstAndTextsShareTheRest() {
        // kean: HStack(spacing: 10) { 80×80 image, long text, long text } at width 230: the image
        // (least flexible) takes 80, then the texts share the remaining 130: the less flexible
        // one is offered 65 and uses 56 (7 whole cells), the other is offered the remaining 74.
        let stack = View.hStack(
            spacing: 10,
            [
                box("image", 80, 80),
                View.text("A long text that wraps").withID("t1"),
                View.text("Another long text").withID("t2"),
            ])
        let engine = LayoutEngine(tracing: true)
        let tree = engine.makeTree(stack)
        tree.layout(canvas: ProposedSize(width: 230, height: 400))
        let result = tree.result()
        #expect(result.frame("t2").width == 56)
        #expect(result.frame("t1").width == 72)
        let trace = tree.root.sizingTrace ?? []
        #expect(trace.count == 4, "\(trace)")
        #expect(
            trace.dropFirst().first == "1. Rectangle#image.frame — priority 0, flexibility 0: offered 70, took 80",
            "\(trace)")
        #expect(
            trace.contains { $0.contains("Another") && $0.contains("offered 65, took 56") }, "\(trace)")
        #expect(
            trace.contains { $0.contains("A long text") && $0.contains("offered 74, took 72") },
            "\(trace)")
    }

    @Test func layoutPriorityGroupsAreSizedFirstAfterReservingTheOthersMinimum() {
        // The priority-1 text is offered everything but the other text's minimum (one cell, 8).
        let stack = View.hStack(
            spacing: 0,
            [
                View.text("aaaa bbbb cccc").withID("low"),
                View.text("dddd eeee ffff").withID("high").layoutPriority(1),
            ])
        let result = layout(stack, width: 120, height: 200)
        #expect(result.frame("high").width == 112)
        #expect(result.frame("low").width == 8)
    }

    @Test func spacersAreSizedLastAndTakeTheRest() {
        let stack = View.hStack([View.spacer().withID("s"), box("r", 20, 20)])
        let result = layout(stack, width: 100, height: 20)
        // spacing nil: nothing between a view and a Spacer (OSUI's spacing model).
        #expect(result.frame("s") == Rect(x: 0, y: 10, width: 80, height: 0))
        #expect(result.frame("r").minX == 80)
    }

    @Test func explicitSpacingAppliesNextToSpacersToo() {
        let stack = View.hStack(
            spacing: 8, [box("a", 20, 20), View.spacer().withID("s"), box("b", 20, 20)])
        let result = layout(stack, width: 100, height: 20)
        #expect(result.frame("s").width == 44)
        #expect(result.frame("b").minX == 80)
    }

    @Test func idealStackIsTheSumOfIdealChildrenPlusSpacing() {
        let stack = View.vStack([box("a", 120, 50), box("b", 200, 50), box("c", 180, 50)])
        let result = layout(stack, width: nil, height: nil)
        #expect(result.canvas == Size(width: 200, height: 166))
        #expect(result.frame("a") == Rect(x: 40, y: 0, width: 120, height: 50))
        #expect(result.frame("b") == Rect(x: 0, y: 58, width: 200, height: 50))
    }

    @Test func containerAlignmentLeadingAndTrailing() {
        let leading = layout(
            View.vStack(alignment: .leading, [box("a", 120, 50), box("b", 200, 50)]), width: nil,
            height: nil)
        #expect(leading.frame("a").minX == 0)
        let trailing = layout(
            View.vStack(alignment: .trailing, [box("a", 120, 50), box("b", 200, 50)]), width: nil,
            height: nil)
        #expect(trailing.frame("a").minX == 80)
    }

    @Test func bookAlignmentGuideAtAFixedOffset() {
        // Smyth's SwiftUI Essentials, Figure 27-6: the red rectangle's leading guide is 120, the
        // others align on their leading edge.
        let stack = View.vStack(
            alignment: .leading,
            [
                box("green", 120, 50),
                View.rectangle().withID("red").alignmentGuide(.leading) { _ in 120 }.frame(
                    width: 200, height: 50),
                box("blue", 180, 50),
            ]
        ).withID("stack")
        let result = layout(stack, width: nil, height: nil)
        #expect(result.frame("stack").width == 300)
        #expect(result.frame("green").minX == 120)
        #expect(result.frame("red").minX == 0)
        #expect(result.frame("blue").minX == 120)
    }

    @Test func chainedGuidesReadTheInnerExplicitValues() {
        // Apple forums 771447: .center → top, .top → bottom, .bottom → center; in an HStack aligned
        // at .bottom the view's top lands on the row's bottom line.
        let odd = View.rectangle().withID("odd")
            .alignmentGuide(.verticalCenter) { $0[.top] }
            .alignmentGuide(.top) { $0[.bottom] }
            .alignmentGuide(.bottom) { $0[.verticalCenter] }
            .frame(width: 20, height: 40)
        let result = layout(
            View.hStack(alignment: .bottom, [box("plain", 20, 40), odd]), width: nil, height: nil)
        #expect(result.frame("odd").minY == result.frame("plain").maxY)
    }

    @Test func crossStackCustomAlignmentPropagatesThroughTheInnerStack() {
        // Figure 27-15: the purple circle's centre lines up with the third square's centre.
        let cross = AlignmentID(custom: "crossAlignment", axis: .vertical) { $0[.bottom] }
        func square(_ id: String) -> View { box(id, 100, 100) }
        let stack = View.hStack(
            alignment: VerticalAlignment(cross), spacing: 20,
            [
                View.circle().withID("circle").alignmentGuide(cross) { $0[.verticalCenter] }.frame(
                    width: 100, height: 100),
                View.vStack([
                    square("green"), square("red"),
                    View.rectangle().withID("blue").alignmentGuide(cross) { $0[.verticalCenter] }.frame(
                        width: 100, height: 100),
                    square("orange"),
                ]),
            ]
        ).withID("stack")
        let result = layout(stack, width: nil, height: nil)
        #expect(result.frame("circle").minY + 50 == result.frame("blue").minY + 50)
        #expect(result.frame("stack").height == 424)
    }

    @Test func aGuideOutsideTheChildGrowsTheStack() {
        // A single child whose guide is −10 sits 10 inside the stack, which grows by 10
        // (OpenSwiftUI's `placeChildren1`: the minor range starts at 0...0).
        let stack = View.hStack(
            alignment: .top,
            [
                View.rectangle().withID("r").alignmentGuide(.top) { _ in -10 }.frame(width: 20, height: 20)
            ]
        ).withID("s")
        let result = layout(stack, width: nil, height: nil)
        #expect(result.frame("s").height == 30)
        #expect(result.frame("r").minY == result.frame("s").minY + 10)
    }

    @Test func builtInGuidesStopAtTheFirstContainer() {
        let inner = View.vStack([
            View.rectangle().alignmentGuide(.leading) { _ in 50 }.frame(width: 100, height: 10)
        ])
        let result = layout(
            View.vStack(alignment: .leading, [inner.withID("inner"), box("b", 100, 10)]), width: nil,
            height: nil)
        #expect(result.frame("inner").minX == result.frame("b").minX)
    }

    @Test func firstTextBaselineAlignsLargeAndBodyText() {
        let stack = View.hStack(
            alignment: .firstTextBaseline,
            [
                View.text("Big").withID("big").font(.largeTitle),
                View.text("small").withID("small"),
            ])
        let result = layout(stack, width: nil, height: nil)
        // largeTitle: 64-point line with its baseline at 48; body: 16-point line, baseline 16.
        #expect(result.frame("big").minY == 0)
        #expect(result.frame("small").minY == 32)
        #expect(result.canvas.height == 64)
    }

    @Test func lastTextBaselineOfAVStackIsItsLowestTextsBaseline() {
        let column = View.vStack(spacing: 0, [View.text("one"), View.text("two")])
        let row = View.hStack(
            alignment: .lastTextBaseline, [column.withID("column"), View.text("x").withID("x")])
        let result = layout(row, width: nil, height: nil)
        #expect(result.frame("x").minY == result.frame("column").minY + 16)
    }

    @Test func placementProposesTheStacksOwnWidthToChildren() {
        // A VStack proposed an ideal width re-proposes its own (widest child's) width when placing.
        let stack = View.vStack([
            box("wide", 100, 10), View.color("red").withID("fill").frame(height: 10),
        ])
        let result = layout(stack, width: nil, height: nil)
        #expect(result.frame("fill").width == 100)
    }
}

@Suite("Memoization")
struct MemoizationTests {
    /// Alternating HStack/VStack nesting, each level with a fixed leaf and padding 1.
    func nested(depth: Int) -> View {
        var view = box("leaf", 10, 10)
        for level in 0..<depth {
            let children = [box("l\(level)", 10, 10), view]
            view =
                (level % 2 == 0
                ? View.hStack(alignment: .top, spacing: 8, children)
                : View.vStack(alignment: .leading, spacing: 8, children)).padding(1)
        }
        return view
    }

    @Test func deepNestingMeasuresEachNodeABoundedNumberOfTimes() {
        for depth in [25, 100] {
            let engine = LayoutEngine(tracing: true)
            let tree = engine.makeTree(nested(depth: depth))
            tree.layout(canvas: ProposedSize(width: 1000, height: nil))
            var total = 0
            func count(_ node: LayoutNode) {
                total += node.answeredProposals.count
                node.currentChildren.forEach(count)
            }
            count(tree.root)
            // Each node answers a handful of distinct proposals whatever the depth.
            #expect(
                total <= 12 * tree.nodeCount,
                "depth \(depth): \(total) measurements for \(tree.nodeCount) nodes")
        }
    }
}

@Suite("Spacing")
struct SpacingTests {
    @Test func textsStackLineUnderLineWithDefaultSpacing() {
        // Text-to-text along the vertical axis: 0 (monospaced lines include their leading).
        let column = View.vStack([View.text("one").withID("a"), View.text("two").withID("b")])
        let result = layout(column, width: nil, height: nil)
        #expect(result.frame("b").minY - result.frame("a").maxY == 0)
    }

    @Test func otherPairsKeepTheDefaultEight() {
        let column = View.vStack([View.text("one").withID("a"), box("r", 10, 10), View.text("two").withID("b")])
        let result = layout(column, width: nil, height: nil)
        #expect(result.frame("r").minY - result.frame("a").maxY == 8)
        #expect(result.frame("b").minY - result.frame("r").maxY == 8)
        // Side by side, texts are 8 apart as any views.
        let row = layout(
            View.hStack([View.text("a").withID("a"), View.text("b").withID("b")]), width: nil, height: nil)
        #expect(row.frame("b").minX - row.frame("a").maxX == 8)
    }

    @Test func paddingClearsTheTextPreferenceOnPaddedEdges() {
        let column = View.vStack([
            View.text("one").withID("a").padding(EdgeInsets(top: 4)), View.text("two").withID("b"),
        ])
        let result = layout(column, width: nil, height: nil)
        #expect(result.frame("b").minY - result.frame("a").maxY == 0, "the bottom edge is not padded")
        let padded = View.vStack([
            View.text("one").withID("a").padding(EdgeInsets(bottom: 4)), View.text("two").withID("b"),
        ])
        let spaced = layout(padded, width: nil, height: nil)
        #expect(spaced.frame("b").minY - spaced.frame("a").maxY == 12, "4 of padding plus the default 8")
    }

    @Test func stacksOfTextsExposeTheirTextEdges() {
        let column = View.vStack([
            View.hStack([View.text("a"), View.text("b")]).withID("row"), View.text("c").withID("c"),
        ])
        let result = layout(column, width: nil, height: nil)
        #expect(result.frame("c").minY == result.frame("row").maxY)
    }

    @Test func spacerNextToAViewWithNilSpacingIsZero() {
        let row = View.hStack([box("a", 10, 10), View.spacer(minLength: 0).withID("s"), box("b", 10, 10)])
        let result = layout(row, width: 100, height: 10)
        #expect(result.frame("s").minX == result.frame("a").maxX)
    }
}
