import Testing

@testable import PlumbLayout

@Suite("Frames, padding and other modifiers")
struct ModifierTests {
    @Test func fixedFrameWithOneSideAsksTheChild() {
        let tree = LayoutEngine().makeTree(View.text("Hello").frame(width: 100))
        #expect(tree.root.size(for: .unspecified) == Size(width: 100, height: 16))
    }

    @Test func fixedFrameAlignsItsChild() {
        let view = View.text("Hi").withID("t").frame(width: 100, height: 50, alignment: .bottomTrailing)
        let result = layout(view, width: 100, height: 50)
        #expect(result.frame("t") == Rect(x: 84, y: 34, width: 16, height: 16))
    }

    @Test func maxWidthInfinityFillsTheProposal() {
        // 200×200 even when the root is proposed zero (OpenSwiftUI's `FrameLayoutTests.swift`,
        // maxWidthInfinityExpandsToParentProposal).
        let view = View.color("red").withID("c").frame(maxWidth: .infinity).frame(
            width: 200, height: 200)
        let result = layout(view, width: 0, height: 0)
        #expect(result.frame("c").size == Size(width: 200, height: 200))
    }

    @Test func flexibleFrameSizingRules() {
        let engine = LayoutEngine()
        func size(_ view: View, _ w: Double?, _ h: Double?) -> Size {
            engine.measure(view, proposal: ProposedSize(width: w, height: h), environment: EnvironmentValues())
        }
        let text = View.text("Hello")  // 40×16
        // Only min: at least min; the proposal when the child is larger than it.
        #expect(size(text.frame(minWidth: 60), 30, nil) == Size(width: 60, height: 16))
        // The child wraps to 24 points in 30 ("Hel"/"lo"), and the frame hugs it (min 20).
        #expect(size(text.frame(minWidth: 20), 30, nil) == Size(width: 24, height: 32))
        // Only max: the larger of proposal and child, capped at max.
        #expect(size(text.frame(maxWidth: 100), 70, nil) == Size(width: 70, height: 16))
        #expect(size(text.frame(maxWidth: 100), 300, nil) == Size(width: 100, height: 16))
        #expect(size(text.frame(maxWidth: .infinity), nil, nil) == Size(width: 40, height: 16))
        // Both: clamp the proposal without asking the child.
        // The width is decided (20) and the child, offered 20×nil, wraps to three lines.
        #expect(size(text.frame(minWidth: 10, maxWidth: 20), 500, nil) == Size(width: 20, height: 48))
        // Ideal answers an unspecified proposal.
        #expect(size(text.frame(idealWidth: 77), nil, nil) == Size(width: 77, height: 16))
    }

    @Test func flexibleFrameNormalisation() {
        let c = FlexibleFrameLayout.Constraints(min: 50, ideal: 10, max: 20)
        #expect(c.isContradictory)
        #expect(c.normalized == FlexibleFrameLayout.Constraints(min: 50, ideal: 50, max: 50))
        let negative = FlexibleFrameLayout.Constraints(min: -.infinity, ideal: nil, max: nil).normalized
        #expect(negative.min == 0)
    }

    @Test func largePaddingOverflowsItsProposal() {
        // OL testLargePadding: padding 60 in 100 → 120×120, child at (50, 50) with size 0.
        let view = View.rectangle().withID("r").padding(60).withID("p")
        let result = layout(view, width: 100, height: 100)
        #expect(result.frame("p") == Rect(x: -10, y: -10, width: 120, height: 120))
        #expect(result.frame("r") == Rect(x: 50, y: 50, width: 0, height: 0))
    }

    @Test func defaultPaddingIsSixteen() {
        let tree = LayoutEngine().makeTree(View.text("Hi").padding())
        #expect(tree.root.size(for: .unspecified) == Size(width: 48, height: 48))
    }

    @Test func fixedSizeOffersNilOnTheFixedAxisOnly() {
        let tree = LayoutEngine().makeTree(
            View.text("one two three").fixedSize(horizontal: true, vertical: false))
        #expect(
            tree.root.size(for: ProposedSize(width: 20, height: 100)) == Size(width: 104, height: 16))
    }

    @Test func aFrameResetsTheLayoutPriority() {
        let inner = View.text("dddd eeee ffff").layoutPriority(1).frame(maxWidth: 500).withID("inner")
        let stack = View.hStack(spacing: 0, [View.text("aaaa bbbb cccc").withID("other"), inner])
        let result = layout(stack, width: 120, height: 200)
        // The frame reports priority 0, so the priorities are equal again: the less flexible
        // "other" text goes first and is offered half (60 → 32), instead of being left only its
        // minimum (8) as it would be if the priority counted.
        #expect(result.frame("other").width == 32)
        #expect(result.frame("inner").width == 88)
    }

    @Test func overlayIsProposedThePrimarySizeAndDoesNotChangeIt() {
        let view = box("base", 100, 40).overlay(View.rectangle().withID("o"), alignment: .topLeading)
            .withID("v")
        let result = layout(view, width: 200, height: 200)
        #expect(result.frame("v") == Rect(x: 50, y: 80, width: 100, height: 40))
        #expect(result.frame("o") == result.frame("v"))
        let small = box("base", 100, 40).background(box("bg", 20, 10), alignment: .bottomTrailing)
        let placed = layout(small, width: 100, height: 40)
        #expect(placed.frame("bg") == Rect(x: 80, y: 30, width: 20, height: 10))
        #expect(placed.root.children[0].id == nil)  // the background is drawn first
    }

    @Test func offsetMovesTheDrawingButNotTheSiblings() {
        let stack = View.hStack(spacing: 0, [box("a", 10, 10).offset(x: 5, y: -3), box("b", 10, 10)])
        let result = layout(stack, width: nil, height: nil)
        #expect(result.frame("a") == Rect(x: 5, y: -3, width: 10, height: 10))
        #expect(result.frame("b").minX == 10)
    }

    @Test func positionTakesTheProposalAndCentresTheChild() {
        let result = layout(box("a", 10, 10).position(x: 20, y: 30).withID("p"), width: 100, height: 80)
        #expect(result.frame("p") == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(result.frame("a") == Rect(x: 15, y: 25, width: 10, height: 10))
    }

    @Test func zStackAlignsChildrenAndTakesTheirUnion() {
        // Smyth's SwiftUI Essentials, Figure 27-18: custom guides push the three 100×100 children
        // into a 200×200 union.
        let myH = AlignmentID(custom: "myAlignment", axis: .horizontal) { $0[.horizontalCenter] }
        let myV = AlignmentID(custom: "myAlignment", axis: .vertical) { $0[.verticalCenter] }
        let stack = View.zStack(
            alignment: Alignment(horizontal: HorizontalAlignment(myH), vertical: VerticalAlignment(myV)),
            [
                View.rectangle().withID("green").alignmentGuide(myH) { $0[.trailing] }.alignmentGuide(myV) {
                    $0[.bottom]
                }
                .frame(width: 100, height: 100),
                View.rectangle().withID("red").alignmentGuide(myV) { $0[.top] }.alignmentGuide(myH) {
                    $0[.horizontalCenter]
                }
                .frame(width: 100, height: 100),
                View.circle().withID("orange").alignmentGuide(myH) { $0[.leading] }.alignmentGuide(myV) {
                    $0[.bottom]
                }
                .frame(width: 100, height: 100),
            ]
        ).withID("z")
        let result = layout(stack, width: nil, height: nil)
        #expect(result.frame("z") == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(result.frame("green").origin == Point(x: 0, y: 0))
        #expect(result.frame("red").origin == Point(x: 50, y: 100))
        #expect(result.frame("orange").origin == Point(x: 100, y: 0))
    }

    @Test func zStackWithBuiltInAlignmentIsTheLargestChild() {
        let stack = View.zStack(
            alignment: .bottomTrailing, [box("big", 100, 60), box("small", 20, 10)]
        ).withID("z")
        let result = layout(stack, width: nil, height: nil)
        #expect(result.frame("z").size == Size(width: 100, height: 60))
        #expect(result.frame("small").origin == Point(x: 80, y: 50))
    }

    @Test func rootIsCentredInTheCanvas() {
        let result = layout(box("a", 120, 50), width: 640, height: 384)
        #expect(result.frame("a") == Rect(x: 260, y: 167, width: 120, height: 50))
        #expect(result.canvas == Size(width: 640, height: 384))
    }
}

@Suite("ViewThatFits")
struct ViewThatFitsTests {
    let wide = View.hStack(spacing: 0, [box("a", 60, 10), box("b", 60, 10)]).withID("row")
    let tall = View.vStack(spacing: 0, [box("a", 60, 10), box("b", 60, 10)]).withID("column")

    @Test func picksTheFirstChildWhoseIdealSizeFits() {
        let fitting = View.viewThatFits([wide, tall])
        #expect(layout(fitting, width: 200, height: 100).root.find("row") != nil)
        let narrow = layout(fitting, width: 100, height: 100)
        #expect(narrow.root.find("row") == nil, "the unchosen child is not shown")
        #expect(narrow.frame("column").size == Size(width: 60, height: 20))
    }

    @Test func fallsBackToTheLastChild() {
        let result = layout(View.viewThatFits([wide, tall]), width: 50, height: 10)
        #expect(result.root.find("column") != nil)
    }

    @Test func onlyTheConstrainedAxesCount() {
        // Constrained horizontally only: the row (120×10) fits 130 wide even though 5 is too short.
        let result = layout(View.viewThatFits(in: .horizontal, [wide, tall]), width: 130, height: 5)
        #expect(result.root.find("row") != nil)
    }

    @Test func anUnspecifiedProposalConstrainsNothing() {
        // Where the sources differ (OpenSwiftUI's `ViewThatFits.swift` against fatbobman's 10): nil
        // compares as infinity, so the first child is chosen.
        let result = layout(View.viewThatFits([wide, tall]), width: nil, height: nil)
        #expect(result.root.find("row") != nil)
    }
}
