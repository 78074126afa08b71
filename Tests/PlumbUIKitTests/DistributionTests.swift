import PlumbConstraints
import PlumbLayout
import Testing

@testable import PlumbUIKit

@Suite("UIStackView distributions")
struct DistributionTests {
    /// Hacking with Swift: views of 100 and 200 "might stretch to 150 and ... 300 – both going up by
    /// 50%". Multipliers 100/300 and 200/300 of a 450-point stack.
    @Test func fillProportionallyHackingWithSwift() throws {
        let stack = StackView(distribution: .fillProportionally, arrangedItems: [box(100, 50), box(200, 50)])
        let result = try stack.layout(in: Size(width: 450, height: 50))
        expectFrames(result, [rect(0, 0, 150, 50), rect(150, 0, 300, 50)])
    }

    /// TZStackView / the Stack Overflow report: with spacing the multipliers are intrinsic ÷
    /// (Σ intrinsic + spacings) = 100/310 and 200/310, the first at 999 wins, the second (998) takes
    /// what the required spacing leaves: 450 − 10 − 145.16 = 294.84, not 200/310 × 450 = 290.32.
    @Test func fillProportionallyWithSpacingBreaksTheProportionLikeUIKit() throws {
        let stack = StackView(
            distribution: .fillProportionally, spacing: 10, arrangedItems: [box(100, 50), box(200, 50)])
        let result = try stack.layout(in: Size(width: 450, height: 50))
        let first = 100.0 / 310 * 450
        expectFrames(result, [rect(0, 0, first, 50), rect(first + 10, 0, 440 - first, 50)])
    }

    @Test func fillProportionallyConstraintShapes() {
        let stack = StackView(
            distribution: .fillProportionally, spacing: 10, arrangedItems: [box(100, 50), box(200, 50), box(90, 50)])
        let proportional = StackSystem(stack).constraints.filter { $0.label.hasPrefix("UISV-fill-proportionally") }
        #expect(proportional.map(\.priority) == [999, 998, 997])
        // width₀ − 100/410 × stack == 0: the stack's coefficient is the multiplier, negated.
        let multipliers: [Double] = proportional.map { constraint in
            constraint.expression.terms.first { $0.variable.name == "stack.main" }!.coefficient
        }
        let expected: [Double] = [-100.0 / 410, -200.0 / 410, -90.0 / 410]
        #expect(multipliers == expected)
    }

    @Test func fillEquallyUsesTheWholeStackAndTheLargestIntrinsicWhenFitting() throws {
        let stack = StackView(distribution: .fillEqually, spacing: 10, arrangedItems: [box(50, 20), box(100, 20)])
        // (300 − 10) / 2 = 145 each.
        expectFrames(
            try stack.layout(in: Size(width: 300, height: 20)), [rect(0, 0, 145, 20), rect(155, 0, 145, 20)])
        // Fitting: both as large as the largest intrinsic width, 100; 100 + 10 + 100 = 210.
        expectFrames(
            try stack.fittingSize(), [rect(0, 0, 100, 20), rect(110, 0, 100, 20)],
            size: Size(width: 210, height: 20))
    }

    /// fill: the lowest hugging priority stretches; on a tie, arrangement order: the later item
    /// gives way (README, "Decisions"), both when stretching and when compressing.
    @Test func fillStretchesTheLowestHuggingThenTheLaterItem() throws {
        let tie = StackView(arrangedItems: [box(50, 20), box(60, 20)])
        expectFrames(try tie.layout(in: Size(width: 200, height: 20)), [rect(0, 0, 50, 20), rect(50, 0, 150, 20)])
        expectFrames(try tie.layout(in: Size(width: 80, height: 20)), [rect(0, 0, 50, 20), rect(50, 0, 30, 20)])
        var first = box(50, 20)
        first.contentHugging.horizontal = 200
        let lowFirst = StackView(arrangedItems: [first, box(60, 20)])
        expectFrames(
            try lowFirst.layout(in: Size(width: 200, height: 20)), [rect(0, 0, 140, 20), rect(140, 0, 60, 20)])
        var resistant = box(60, 20)
        resistant.compressionResistance.horizontal = 751
        let squeezeFirst = StackView(arrangedItems: [box(50, 20), resistant])
        expectFrames(
            try squeezeFirst.layout(in: Size(width: 80, height: 20)), [rect(0, 0, 20, 20), rect(20, 0, 60, 20)])
    }

    @Test func fillWithoutIntrinsicSizesGivesTheSpaceToTheLastItem() throws {
        let stack = StackView(spacing: 10, arrangedItems: [box(nil, 20), box(nil, 20), box(nil, 20)])
        expectFrames(
            try stack.layout(in: Size(width: 100, height: 20)),
            [rect(0, 0, 0, 20), rect(10, 0, 0, 20), rect(20, 0, 80, 20)])
    }

    /// Underflow is shared equally by the gaps: 150 − (20 + 30 + 40) = 60, two gaps of 30.
    @Test func equalSpacingSharesTheExtraSpaceBetweenTheGaps() throws {
        let stack = StackView(
            distribution: .equalSpacing, spacing: 5, arrangedItems: [box(20, 10), box(30, 10), box(40, 10)])
        expectFrames(
            try stack.layout(in: Size(width: 150, height: 10)),
            [rect(0, 0, 20, 10), rect(50, 0, 30, 10), rect(110, 0, 40, 10)])
        // Fitting: the gaps shrink to the spacing, 20 + 5 + 30 + 5 + 40 = 100.
        let fitting = try stack.fittingSize()
        #expect(fitting.size == Size(width: 100, height: 10))
    }

    /// Centres 10 and 200 − 30 = 170, so the middle item's centre is at 90: x = 90 − 20 = 70.
    @Test func equalCenteringSpacesTheCentres() throws {
        let stack = StackView(distribution: .equalCentering, arrangedItems: [box(20, 10), box(40, 10), box(60, 10)])
        expectFrames(
            try stack.layout(in: Size(width: 200, height: 10)),
            [rect(0, 0, 20, 10), rect(70, 0, 40, 10), rect(140, 0, 60, 10)])
    }

    /// Where the sources differ: equal centering at 149 (kean, recorded on UIKit), not
    /// TZStackView's 150. A user width at 150 therefore beats it. a = [0, 80], c = [160, 200];
    /// equal centres would put b's centre at (40 + 180) / 2 = 110; b's own width == 60 @150 wins,
    /// and the spacing of 10 leaves it exactly [90, 150] (centre 120).
    @Test func equalCenteringYieldsToAConstraintAt150() throws {
        let middle = ArrangedItem(constraints: [SizeConstraint(.width, .equal, 60, priority: 150)])
        let stack = StackView(
            distribution: .equalCentering, spacing: 10, arrangedItems: [box(80, 20), middle, box(40, 20)])
        expectFrames(
            try stack.layout(in: Size(width: 200, height: 20)),
            [rect(0, 0, 80, 20), rect(90, 0, 60, 20), rect(160, 0, 40, 20)])
        let centering = StackSystem(stack).constraints.filter { $0.label.hasPrefix("UISV-equal-centering") }
        #expect(centering.map(\.priority) == [149])
    }

    @Test func spacingIsExactForTheFillDistributionsAndAMinimumOtherwise() {
        for distribution in StackDistribution.allCases {
            let stack = StackView(distribution: distribution, spacing: 8, arrangedItems: [box(10, 10), box(10, 10)])
            let spacing = StackSystem(stack).constraints.filter { $0.label.hasPrefix("UISV-spacing") }
            let expected: Relation =
                [.equalSpacing, .equalCentering].contains(distribution) ? .greaterThanOrEqual : .equal
            #expect(spacing.map(\.relation) == [expected], "\(distribution)")
            #expect(spacing.allSatisfy { $0.isRequired })
        }
    }

    /// TZStackView: a hidden view in the middle leaves spacing/2 on each side; first or last, 0.
    @Test func hiddenItemsCollapseWithTheirSpacing() throws {
        var hidden = box(60, 10)
        hidden.isHidden = true
        let middle = StackView(spacing: 10, arrangedItems: [box(50, 10), hidden, box(70, 10)])
        // 50 + 10 + 70 = 130; the hidden item sits at 50 + 10/2 = 55.
        expectFrames(
            try middle.fittingSize(), [rect(0, 0, 50, 10), rect(55, 0, 0, 0), rect(60, 0, 70, 10)],
            size: Size(width: 130, height: 10))
        let first = StackView(spacing: 10, arrangedItems: [hidden, box(50, 10), box(60, 10)])
        expectFrames(
            try first.fittingSize(), [rect(0, 0, 0, 0), rect(0, 0, 50, 10), rect(60, 0, 60, 10)],
            size: Size(width: 120, height: 10))
        let allHidden = StackView(spacing: 10, arrangedItems: [hidden, hidden])
        let empty = try allHidden.fittingSize()
        #expect(empty.size == .zero)
    }
}

@Suite("UIStackView overflow and axes")
struct OverflowAndAxisTests {
    /// equalSpacing overflow: "squeezing is controlled by compressionResistance priorities followed
    /// by arrangement order". 3 × 50 + 2 × 10 = 170 in 150: the gaps stay at the minimum 10 and the
    /// last item loses 20.
    @Test func equalSpacingOverflowSqueezesTheLastItem() throws {
        let stack = StackView(
            distribution: .equalSpacing, spacing: 10, arrangedItems: [box(50, 10), box(50, 10), box(50, 10)])
        expectFrames(
            try stack.layout(in: Size(width: 150, height: 10)),
            [rect(0, 0, 50, 10), rect(60, 0, 50, 10), rect(120, 0, 30, 10)])
    }

    /// Overflow beyond the last item's whole width: it stops at 0 (sizes never go negative) and the
    /// one before it gives way next. 50 + 10 + 50 in 40: the second item is 0 wide, the first 30.
    @Test func squeezingMovesToTheEarlierItemOnceTheLaterOneIsEmpty() throws {
        let stack = StackView(spacing: 10, arrangedItems: [box(50, 10), box(50, 10)])
        expectFrames(try stack.layout(in: Size(width: 40, height: 10)), [rect(0, 0, 30, 10), rect(40, 0, 0, 10)])
    }

    /// A vertical stack is the horizontal one with x and y swapped, for every distribution and
    /// the non-baseline alignments.
    @Test(arguments: StackDistribution.allCases)
    func verticalIsTheTransposeOfHorizontal(_ distribution: StackDistribution) throws {
        let sizes: [(Double, Double)] = [(30, 12), (50, 20), (20, 8)]
        for alignment in [StackAlignment.fill, .leading, .center, .trailing] {
            let horizontal = StackView(
                distribution: distribution, alignment: alignment, spacing: 6,
                arrangedItems: sizes.map { box($0.0, $0.1) })
            let vertical = StackView(
                axis: .vertical, distribution: distribution, alignment: alignment, spacing: 6,
                arrangedItems: sizes.map { box($0.1, $0.0) })
            for length in [90.0, 150, 200] {
                let wide = try horizontal.layout(in: Size(width: length, height: 30))
                let tall = try vertical.layout(in: Size(width: 30, height: length))
                let transposed = tall.frames.map { rect($0.minY, $0.minX, $0.height, $0.width) }
                expectFrames(wide, transposed)
            }
        }
    }
}
