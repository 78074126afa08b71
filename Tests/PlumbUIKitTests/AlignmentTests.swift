import PlumbConstraints
import PlumbLayout
import Testing

@testable import PlumbUIKit

@Suite("UIStackView alignment and margins")
struct AlignmentTests {
    /// a: 30×20, baselines 15 (one line); b: 30×40, first baseline 10, last 35. In a 100×100 fill
    /// stack, b (later, same hugging) takes the extra width: a = [0, 30], b = [30, 100].
    static let items = [
        ArrangedItem(intrinsicWidth: 30, intrinsicHeight: 20, firstBaseline: 15, lastBaseline: 15),
        ArrangedItem(intrinsicWidth: 30, intrinsicHeight: 40, firstBaseline: 10, lastBaseline: 35),
    ]

    @Test(arguments: [
        // fill: both as tall as the stack.
        (StackAlignment.fill, [rect(0, 0, 30, 100), rect(30, 0, 70, 100)]),
        // top: both at y = 0, intrinsic heights (hugging 250 beats ambiguity suppression at 25).
        (.top, [rect(0, 0, 30, 20), rect(30, 0, 70, 40)]),
        // center: (100 − 20) / 2 = 40 and (100 − 40) / 2 = 30.
        (.center, [rect(0, 40, 30, 20), rect(30, 30, 70, 40)]),
        // bottom: 100 − 20 = 80 and 100 − 40 = 60.
        (.bottom, [rect(0, 80, 30, 20), rect(30, 60, 70, 40)]),
        // firstBaseline: a.top + 15 == b.top + 10; the topmost item touches the top: a at 0, b at 5.
        (.firstBaseline, [rect(0, 0, 30, 20), rect(30, 5, 70, 40)]),
        // lastBaseline: a.top + 15 == b.top + 35: b at 0, a at 20.
        (.lastBaseline, [rect(0, 20, 30, 20), rect(30, 0, 70, 40)]),
    ])
    func horizontalAlignments(_ alignment: StackAlignment, _ expected: [Rect]) throws {
        let stack = StackView(alignment: alignment, arrangedItems: Self.items)
        expectFrames(try stack.layout(in: Size(width: 100, height: 100)), expected)
    }

    /// Fitting heights: the tallest item for fill/top/center/bottom (40); for baselines the span of
    /// the aligned items: first baseline [0, 20] ∪ [5, 45] = 45, last baseline [20, 40] ∪ [0, 40] = 40.
    @Test(arguments: [
        (StackAlignment.fill, 40.0), (.top, 40), (.center, 40), (.bottom, 40), (.firstBaseline, 45),
        (.lastBaseline, 40),
    ])
    func fittingHeightSpansTheAlignedItems(_ alignment: StackAlignment, _ height: Double) throws {
        let stack = StackView(alignment: alignment, arrangedItems: Self.items)
        let result = try stack.fittingSize()
        #expect(result.size == Size(width: 60, height: height))
    }

    @Test func verticalAlignmentsWorkOnWidths() throws {
        let items = [box(20, 10), box(40, 10)]
        let center = StackView(axis: .vertical, alignment: .center, spacing: 5, arrangedItems: items)
        // (100 − 20) / 2 = 40 and (100 − 40) / 2 = 30; y: 0 and 10 + 5 = 15; stack height 25.
        expectFrames(
            try center.fittingSize(Size(width: 100, height: 0), horizontalFittingPriority: 1000),
            [rect(40, 0, 20, 10), rect(30, 15, 40, 10)], size: Size(width: 100, height: 25))
        let trailing = StackView(axis: .vertical, alignment: .trailing, arrangedItems: items)
        expectFrames(try trailing.fittingSize(), [rect(20, 0, 20, 10), rect(0, 10, 40, 10)])
        // Baseline alignments apply to horizontal stacks only; a vertical stack fills.
        let baseline = StackView(axis: .vertical, alignment: .firstBaseline, arrangedItems: items)
        expectFrames(try baseline.fittingSize(), [rect(0, 0, 40, 10), rect(0, 10, 40, 10)])
    }

    @Test func itemWithoutIntrinsicHeightCollapsesUnderAmbiguitySuppression() throws {
        let stack = StackView(alignment: .center, arrangedItems: [box(30, nil), box(30, 40)])
        // Nothing but `height == 0 @25` sizes the first item: 0 tall, centred at 20.
        expectFrames(try stack.fittingSize(), [rect(0, 20, 30, 0), rect(30, 0, 30, 40)])
    }

    /// isBaselineRelativeArrangement: next.firstBaseline == previous.lastBaseline + spacing:
    /// b.top + 12 == 0 + 15 + 10, so b.top = 13; the stack is 13 + 30 = 43 tall.
    @Test func baselineRelativeArrangementSpacesBaselines() throws {
        let items = [
            ArrangedItem(intrinsicWidth: 50, intrinsicHeight: 20, firstBaseline: 14, lastBaseline: 15),
            ArrangedItem(intrinsicWidth: 50, intrinsicHeight: 30, firstBaseline: 12, lastBaseline: 25),
        ]
        let stack = StackView(
            axis: .vertical, spacing: 10, isBaselineRelativeArrangement: true, arrangedItems: items)
        expectFrames(
            try stack.fittingSize(), [rect(0, 0, 50, 20), rect(0, 13, 50, 30)], size: Size(width: 50, height: 43))
    }

    @Test func layoutMarginsInsetTheArrangement() throws {
        let item = box(50, 20)
        // Default margins, 8 on each edge: 8 + 50 + 8 by 8 + 20 + 8.
        let defaults = StackView(isLayoutMarginsRelativeArrangement: true, arrangedItems: [item])
        expectFrames(try defaults.fittingSize(), [rect(8, 8, 50, 20)], size: Size(width: 66, height: 36))
        // In 200×100 with margins 10, 20, 5, 30 (top, left, bottom, right) the item fills
        // 200 − 20 − 30 = 150 by 100 − 10 − 5 = 85.
        let custom = StackView(
            isLayoutMarginsRelativeArrangement: true,
            layoutMargins: LayoutMargins(top: 10, left: 20, bottom: 5, right: 30), arrangedItems: [item])
        expectFrames(try custom.layout(in: Size(width: 200, height: 100)), [rect(20, 10, 150, 85)])
        // Margins are ignored unless the arrangement is relative to them.
        let ignored = StackView(layoutMargins: LayoutMargins(all: 30), arrangedItems: [item])
        expectFrames(try ignored.fittingSize(), [rect(0, 0, 50, 20)], size: Size(width: 50, height: 20))
    }

    @Test func stackOwnConstraintsHaveUIKitPriorities() {
        let label = ArrangedItem(intrinsicHeight: 20, firstBaseline: 15)
        let stack = StackView(alignment: .firstBaseline, arrangedItems: [label, label, label])
        let constraints = StackSystem(stack).constraints
        func priorities(_ prefix: String) -> Set<Double> {
            Set(constraints.filter { $0.label.hasPrefix(prefix) }.map(\.priority))
        }
        #expect(priorities("UISV-spanning-boundary") == [999.5])
        #expect(priorities("UISV-spanning-fit") == [51])
        #expect(priorities("UISV-canvas-fit") == [49])
        #expect(priorities("UISV-ambiguity-suppression") == [25])
        #expect(priorities("UISV-text-width-disambiguation") == [760])
        #expect(priorities("UISV-alignment") == [1000])
        // kean recorded width == 0.333333 × stack @760 for three labels.
        let disambiguation = constraints.filter { $0.label.hasPrefix("UISV-text-width-disambiguation") }
        #expect(disambiguation.count == 3)
        let share: [Double] = disambiguation.map { constraint in
            -constraint.expression.terms.first { $0.variable.name == "stack.main" }!.coefficient
        }
        #expect(share.allSatisfy { abs($0 - 1.0 / 3) < 1e-12 })
    }

    /// Three wrapping labels (no intrinsic width) under first-baseline alignment share a 300-point
    /// stack equally through text-width disambiguation: 100 each.
    @Test func textWidthDisambiguationSharesTheWidth() throws {
        let label = ArrangedItem(intrinsicHeight: 20, firstBaseline: 15)
        let stack = StackView(alignment: .firstBaseline, arrangedItems: [label, label, label])
        expectFrames(
            try stack.layout(in: Size(width: 300, height: 20)),
            [rect(0, 0, 100, 20), rect(100, 0, 100, 20), rect(200, 0, 100, 20)])
    }
}
