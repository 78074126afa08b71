import PlumbLayout
import PlumbUIKit
import Testing

/// UIKit never fails a layout for required constraints that conflict: it breaks one and says so
/// ("Will attempt to recover by breaking constraint"); fitting sizes hold their target at
/// `fittingSizeLevel`; explicit constraints meet hugging and compression resistance by priority.
@Suite("Auto Layout recovery, fitting and explicit priorities")
struct RecoveryTests {
    @Test func aConflictWithTheFrameBreaksTheUsersConstraint() throws {
        // The stack is 400 wide (its frame); its own `width == 300` cannot hold and is broken.
        let stack = StackView(arrangedItems: [box(50, 10)], constraints: [SizeConstraint(.width, .equal, 300)])
        let result = try stack.layout(in: Size(width: 400, height: 10))
        expectFrames(result, [rect(0, 0, 400, 10)], size: Size(width: 400, height: 10))
        #expect(result.brokenConstraints.map(\.broken) == ["stack constraint 0 (width == 300.0)"])
        #expect(result.brokenConstraints.first?.conflict == ["stack constraint 0 (width == 300.0)", "container width"])
        #expect(
            result.brokenConstraints.first?.description
                == "unable to simultaneously satisfy constraints (stack constraint 0 (width == 300.0); container width); will attempt to recover by breaking constraint stack constraint 0 (width == 300.0)"
        )
    }

    @Test func theUsersConstraintBreaksBeforeTheStacksOwn() throws {
        // fillEqually wants 150 each; item 0's `width <= 50` is the one given up, not UISV-fill-equally.
        let narrow = ArrangedItem(
            intrinsicWidth: 50, intrinsicHeight: 10, constraints: [SizeConstraint(.width, .lessThanOrEqual, 50)])
        let result = try StackView(distribution: .fillEqually, arrangedItems: [narrow, box(100, 10)])
            .layout(in: Size(width: 300, height: 10))
        expectFrames(result, [rect(0, 0, 150, 10), rect(150, 0, 150, 10)])
        #expect(result.brokenConstraints.map(\.broken) == ["item 0 constraint 0 (width <= 50.0)"])
    }

    @Test func everyConflictBreaksOneConstraintAndTheFrameHolds() throws {
        // The stack's own constraints never conflict with a frame (sizes may only go negative at
        // 999.75), so conflicts come from the user's: `width == 50` on the stack conflicts with the
        // item's `width == 100` and is broken (the later of the two); then the frame of 400
        // conflicts with the item's and breaks it. The frame holds, as the encapsulated size did
        // in the recorded logs.
        let item = ArrangedItem(intrinsicHeight: 10, constraints: [SizeConstraint(.width, .equal, 100)])
        let stack = StackView(arrangedItems: [item], constraints: [SizeConstraint(.width, .equal, 50)])
        let result = try stack.layout(in: Size(width: 400, height: 10))
        expectFrames(result, [rect(0, 0, 400, 10)])
        #expect(
            result.brokenConstraints.map(\.broken) == [
                "stack constraint 0 (width == 50.0)", "item 0 constraint 0 (width == 100.0)",
            ])
        #expect(result.brokenConstraints[1].conflict.last == "container width")
    }

    @Test func fittingSizeHoldsItsTargetOnlyAtFittingSizeLevel() throws {
        // Two items fixed at 100 by required constraints: UILayoutFittingCompressedSize (0×0 at 50)
        // gives 200 + 8 without breaking anything.
        let fixed = { ArrangedItem(intrinsicHeight: 10, constraints: [SizeConstraint(.width, .equal, 100)]) }
        let stack = StackView(spacing: 8, arrangedItems: [fixed(), fixed()])
        let compressed = try stack.fittingSize()
        expectFrames(compressed, [rect(0, 0, 100, 10), rect(108, 0, 100, 10)], size: Size(width: 208, height: 10))
        #expect(compressed.brokenConstraints.isEmpty)
        // A required width of 150 (a frame) breaks the later item's width, which then takes the rest.
        let framed = try stack.fittingSize(
            Size(width: 150, height: 0), horizontalFittingPriority: 1000)
        expectFrames(framed, [rect(0, 0, 100, 10), rect(108, 0, 42, 10)], size: Size(width: 150, height: 10))
        #expect(framed.brokenConstraints.map(\.broken) == ["item 1 constraint 0 (width == 100.0)"])
    }

    @Test func explicitConstraintsAt300BeatHuggingAndLoseToCompressionResistance() throws {
        // A UIButton (53 × 33; hugging 250, compression resistance 750) in a centred row.
        func button(_ constraints: [SizeConstraint]) throws -> Rect {
            let item = ArrangedItem.button(width: 53, height: 33, baseline: 22)
            var constrained = item
            constrained.constraints = constraints
            return try StackView(alignment: .center, arrangedItems: [constrained]).fittingSize().frames[0]
        }
        // Taller and wider than its content: 300 beats hugging (250).
        #expect(try button([SizeConstraint(.height, .equal, 60, priority: 300)]).height == 60)
        #expect(try button([SizeConstraint(.width, .equal, 80, priority: 300)]).width == 80)
        // Smaller: compression resistance (750) beats 300.
        #expect(try button([SizeConstraint(.height, .equal, 20, priority: 300)]).height == 33)
        #expect(try button([SizeConstraint(.width, .equal, 30, priority: 300)]).width == 53)
        // At 751 the constraint wins over compression resistance.
        #expect(try button([SizeConstraint(.height, .equal, 20, priority: 751)]).height == 20)
        // At 249 it loses to hugging.
        #expect(try button([SizeConstraint(.height, .equal, 60, priority: 249)]).height == 33)
    }

    @Test func customSpacingReplacesTheSpacingAfterAVisibleItem() throws {
        func items(hidden: Int? = nil) -> [ArrangedItem] {
            (0..<3).map { index in
                var item = box(20, 10)
                item.isHidden = index == hidden
                if index == 0 { item.customSpacingAfter = 24 }
                return item
            }
        }
        // setCustomSpacing(24, after: item 0): 20 + 24 + 20 + 8 + 20.
        expectFrames(
            try StackView(spacing: 8, arrangedItems: items()).fittingSize(),
            [rect(0, 0, 20, 10), rect(44, 0, 20, 10), rect(72, 0, 20, 10)], size: Size(width: 92, height: 10))
        // Item 1 hidden: item 0 is still followed by its custom spacing, now before item 2.
        let middleHidden = try StackView(spacing: 8, arrangedItems: items(hidden: 1)).fittingSize()
        #expect(middleHidden.frames[2].minX == 44)
        #expect(middleHidden.size.width == 64)
        // Item 0 hidden: its custom spacing goes with it; items 1 and 2 are 8 apart.
        let firstHidden = try StackView(spacing: 8, arrangedItems: items(hidden: 0)).fittingSize()
        #expect(firstHidden.frames[1].minX == 0 && firstHidden.frames[2].minX == 28)
        // fillProportionally counts the custom spacing in its total.
        let proportional = try StackView(distribution: .fillProportionally, spacing: 8, arrangedItems: items())
            .layout(in: Size(width: 184, height: 10))
        #expect(abs(proportional.frames[0].width - 184 * 20 / 92) < 1e-9)
        // A negative custom spacing is bad input.
        var bad = items()
        bad[1].customSpacingAfter = -1
        #expect(throws: StackLayoutError.self) { try StackView(arrangedItems: bad).fittingSize() }
    }

    @Test func lastBaselineAlignsAMultiLineLabelByItsLastLine() throws {
        // A two-line label (42 tall, baselines 16 and 37) beside a one-line one (21, baseline 16).
        let twoLines = ArrangedItem.label(width: 100, height: 42, firstBaseline: 16, lastBaseline: 37)
        let oneLine = ArrangedItem.label(width: 60, height: 21, firstBaseline: 16)
        let first = try StackView(alignment: .firstBaseline, spacing: 8, arrangedItems: [twoLines, oneLine])
            .fittingSize()
        expectFrames(first, [rect(0, 0, 100, 42), rect(108, 0, 60, 21)], size: Size(width: 168, height: 42))
        let last = try StackView(alignment: .lastBaseline, spacing: 8, arrangedItems: [twoLines, oneLine])
            .fittingSize()
        expectFrames(last, [rect(0, 0, 100, 42), rect(108, 21, 60, 21)], size: Size(width: 168, height: 42))
    }
}
