import PlumbLayout
import Testing

@testable import PlumbUIKit

/// The article "How to dynamically change UIStackView axis" (2023): a label and a button, spacing
/// 16, equalSpacing, default (fill) alignment, in a 343-point-wide row. The intrinsic sizes are
/// illustrative (UIKit measures text with real fonts): label 139×21 with its baseline at 16, button
/// 53×33 with its title's baseline at 22 at the default text size.
@Suite("The UIStackView axis article's stack, and bad input")
struct AxisArticleAndErrorTests {
    static let width = Size(width: 343, height: 0)

    func row(label: ArrangedItem, button: ArrangedItem, alignment: StackAlignment = .fill) -> StackView {
        StackView(distribution: .equalSpacing, alignment: alignment, spacing: 16, arrangedItems: [label, button])
    }

    func fitted(_ stack: StackView) throws -> StackLayoutResult {
        try stack.fittingSize(Self.width, horizontalFittingPriority: 1000)
    }

    /// 139 + 16 + 53 = 208 ≤ 343: both at their intrinsic widths, the button pushed to the trailing
    /// edge (343 − 53 = 290); fill alignment makes both as tall as the button, 33.
    @Test func defaultSizeFitsSideBySide() throws {
        let stack = row(
            label: .label(width: 139, height: 21, firstBaseline: 16),
            button: .button(width: 53, height: 33, baseline: 22))
        expectFrames(
            try fitted(stack), [rect(0, 0, 139, 33), rect(290, 0, 53, 33)], size: Size(width: 343, height: 33))
    }

    /// At a large text size: label 300 wide, button 70; 300 + 16 + 70 = 386 overflows by 43. Both
    /// resist compression at 750 (UILabel and UIButton defaults), so arrangement order decides and
    /// the later item, the button, is squeezed to 70 − 43 = 27 (the article: "the button's title
    /// disappears entirely, and we only see the three dots").
    @Test func largeSizeCompressesTheButton() throws {
        let stack = row(
            label: .label(width: 300, height: 27, firstBaseline: 21),
            button: .button(width: 70, height: 40, baseline: 27))
        expectFrames(try fitted(stack), [rect(0, 0, 300, 40), rect(316, 0, 27, 40)])
    }

    /// With the button's compression resistance raised to 751 it wins, and the label is compressed
    /// instead: 300 − 43 = 257, the button at 257 + 16 = 273.
    @Test func largeSizeCompressesTheLabelWhenTheButtonResistsMore() throws {
        var button = ArrangedItem.button(width: 70, height: 40, baseline: 27)
        button.compressionResistance.horizontal = 751
        let stack = row(label: .label(width: 300, height: 27, firstBaseline: 21), button: button)
        expectFrames(try fitted(stack), [rect(0, 0, 257, 40), rect(273, 0, 70, 40)])
    }

    /// The article's fix, both states. Horizontal, firstBaseline: label.top + 16 == button.top +
    /// 22, so the label sits 6 lower. Vertical, leading: one under the other, 21 + 16 + 33 = 70
    /// tall.
    @Test func theArticlesAxisSwitch() throws {
        let label = ArrangedItem.label(width: 139, height: 21, firstBaseline: 16)
        let button = ArrangedItem.button(width: 53, height: 33, baseline: 22)
        let horizontal = row(label: label, button: button, alignment: .firstBaseline)
        expectFrames(
            try fitted(horizontal), [rect(0, 6, 139, 21), rect(290, 0, 53, 33)], size: Size(width: 343, height: 33)
        )
        var vertical = horizontal
        vertical.axis = .vertical
        vertical.alignment = .leading
        expectFrames(
            try fitted(vertical), [rect(0, 0, 139, 21), rect(0, 37, 53, 33)], size: Size(width: 343, height: 70))
    }

    @Test func userConstraintsOnItemsAndStack() throws {
        let wide = ArrangedItem(
            intrinsicWidth: 50, intrinsicHeight: 10, constraints: [SizeConstraint(.width, .equal, 80)])
        let fitting = try StackView(arrangedItems: [wide, box(20, 10)]).fittingSize()
        expectFrames(fitting, [rect(0, 0, 80, 10), rect(80, 0, 20, 10)], size: Size(width: 100, height: 10))
        // A stack at least 300 wide: the later item stretches.
        let atLeast = StackView(
            arrangedItems: [box(50, 10), box(20, 10)], constraints: [SizeConstraint(.width, .greaterThanOrEqual, 300)])
        expectFrames(try atLeast.fittingSize(), [rect(0, 0, 50, 10), rect(50, 0, 250, 10)])
        // An optional user constraint below compression resistance gives way.
        let weak = ArrangedItem(
            intrinsicWidth: 50, intrinsicHeight: 10, constraints: [SizeConstraint(.height, .equal, 4, priority: 700)])
        expectFrames(try StackView(alignment: .top, arrangedItems: [weak]).fittingSize(), [rect(0, 0, 50, 10)])
    }

    @Test func requiredConflictsNoLongerThrow() throws {
        // Formerly `.unsatisfiable`: UIKit breaks a constraint instead (RecoveryTests).
        let stack = StackView(arrangedItems: [box(50, 10)], constraints: [SizeConstraint(.width, .equal, 300)])
        let result = try stack.layout(in: Size(width: 400, height: 10))
        #expect(result.brokenConstraints.count == 1)
    }

    @Test(arguments: [
        StackView(spacing: -1),
        StackView(spacing: .nan),
        StackView(layoutMargins: LayoutMargins(top: 0, left: .infinity, bottom: 0, right: 0)),
        StackView(arrangedItems: [box(.nan, 10)]),
        StackView(arrangedItems: [box(-5, 10)]),
        StackView(arrangedItems: [ArrangedItem(contentHugging: AxisPriorities(horizontal: 0, vertical: 250))]),
        StackView(arrangedItems: [
            ArrangedItem(compressionResistance: AxisPriorities(horizontal: 750, vertical: 1001))
        ]),
        StackView(arrangedItems: [ArrangedItem(constraints: [SizeConstraint(.width, .equal, 10, priority: 0)])]),
        StackView(arrangedItems: [ArrangedItem(constraints: [SizeConstraint(.width, .equal, .nan)])]),
        StackView(constraints: [SizeConstraint(.height, .equal, 10, priority: .nan)]),
        StackView(arrangedItems: [ArrangedItem(firstBaseline: .infinity)]),
    ])
    func badInputIsRejected(_ stack: StackView) {
        #expect(throws: StackLayoutError.self) { try stack.layout(in: Size(width: 100, height: 100)) }
        #expect(throws: StackLayoutError.self) { try stack.fittingSize() }
    }

    @Test func badSizesAndFittingPrioritiesAreRejected() {
        let stack = StackView(arrangedItems: [box(10, 10)])
        #expect(throws: StackLayoutError.self) { try stack.layout(in: Size(width: .nan, height: 10)) }
        #expect(throws: StackLayoutError.self) { try stack.layout(in: Size(width: -1, height: 10)) }
        #expect(throws: StackLayoutError.self) { try stack.fittingSize(horizontalFittingPriority: 0) }
        #expect(throws: StackLayoutError.self) { try stack.fittingSize(verticalFittingPriority: 1000.5) }
    }

    @Test func noIntrinsicMetricMeansNone() throws {
        let item = ArrangedItem(intrinsicWidth: ArrangedItem.noIntrinsicMetric, intrinsicHeight: 10)
        let stack = StackView(arrangedItems: [item, box(30, 10)])
        // The item without a width has only Plumb's `width == 0 @1`, which gives way before the
        // other item's hugging (250): it takes the extra 70.
        expectFrames(
            try stack.layout(in: Size(width: 100, height: 10)), [rect(0, 0, 70, 10), rect(70, 0, 30, 10)])
    }
}

@Suite("Generated constraints")
struct GeneratedConstraintTests {
    /// TZStackView's shapes for equalSpacing with three views: two `>=` spacings, one equal-gap
    /// constraint (required), the canvas connections, and per view its intrinsic-size pair.
    @Test func equalSpacingShapes() throws {
        let stack = StackView(
            distribution: .equalSpacing, spacing: 4, arrangedItems: [box(10, 10), box(20, 10), box(30, 10)])
        let labels = try stack.generatedConstraints().map(\.label)
        #expect(labels.filter { $0.hasPrefix("UISV-spacing") } == ["UISV-spacing 0-1", "UISV-spacing 1-2"])
        #expect(labels.filter { $0.hasPrefix("UISV-distributing-edge") } == ["UISV-distributing-edge 1"])
        #expect(
            labels.filter { $0.hasPrefix("UISV-canvas-connection") }
                == ["UISV-canvas-connection leading 0", "UISV-canvas-connection trailing 2"])
        #expect(labels.filter { $0.hasPrefix("hugging") }.count == 6)
        #expect(labels.filter { $0.hasPrefix("compression resistance") }.count == 6)
    }

    /// "A single centred view uses no spacer": one item, centre alignment, equalCentering.
    @Test func singleItemHasNoSpacingOrDistributionConstraints() throws {
        let stack = StackView(distribution: .equalCentering, alignment: .center, arrangedItems: [box(10, 10)])
        let labels = try stack.generatedConstraints().map(\.label)
        #expect(!labels.contains { $0.hasPrefix("UISV-spacing") || $0.hasPrefix("UISV-equal-centering") })
        #expect(labels.contains("UISV-canvas-connection center"))
    }

    @Test func descriptionsShowPriorities() throws {
        let stack = StackView(arrangedItems: [box(10, nil)], constraints: [SizeConstraint(.height, .equal, 5)])
        let descriptions = try stack.generatedConstraints().map(\.description)
        #expect(descriptions.contains("hugging width 0: item0.main.length - 10.0 <= 0 @250.0"))
        #expect(descriptions.contains("stack constraint 0 (height == 5.0): stack.cross - 5.0 == 0"))
        #expect(throws: StackLayoutError.self) { try StackView(spacing: -2).generatedConstraints() }
    }
}
