// The constraints a UIStackView adds for its arranged items (the UISV-* categories of UIKit's
// `UIStackView.h`), plus the items' intrinsic-size constraints and the user's,
// built in numbered steps and solved with PlumbConstraints.

import PlumbConstraints

/// One item's extent along one axis: `start` and `length` are unknowns.
struct Span {
    let start: Variable
    let length: Variable

    init(_ name: String) {
        start = Variable(name + ".start")
        length = Variable(name + ".length")
    }

    var end: Expression { start + Expression(length) }
    var center: Expression { start + 0.5 * length }
}

/// Every variable and constraint of one arrangement. The main axis is the stack's axis, the cross
/// axis the other one; the stack's origin is (0, 0).
struct StackSystem {
    /// Priorities of the stack's own optional constraints (kean.blog's recorded constraint dumps;
    /// TZStackView and its tests).
    enum Priorities {
        static let spanningBoundary = 999.5
        static let proportionalFirst = 999.0
        static let textWidthDisambiguation = 760.0
        /// The sources differ: kean recorded 149 on UIKit; TZStackView uses 150 (README).
        static let equalCentering = 149.0
        static let spanningFit = 51.0
        static let canvasFit = 49.0
        static let ambiguitySuppression = 25.0
        /// Plumb's own (README, "Decisions").
        static let nonNegativeSize = 999.75
        static let mainAxisAmbiguity = 1.0
    }

    let stack: StackView
    let mainLength = Variable("stack.main")
    let crossLength = Variable("stack.cross")
    /// Per arranged item (hidden ones too, though only visible ones are constrained).
    let main: [Span]
    let cross: [Span]
    /// The indices of the visible items, in arrangement order.
    let visible: [Int]
    /// The guide spanning every visible item on the cross axis (UISV-spanning-fit).
    let spanningGuide = Span("spanning")
    private(set) var constraints: [Constraint] = []

    init(_ stack: StackView) {
        self.stack = stack
        main = stack.arrangedItems.indices.map { Span("item\($0).main") }
        cross = stack.arrangedItems.indices.map { Span("item\($0).cross") }
        visible = stack.arrangedItems.indices.filter { !stack.arrangedItems[$0].isHidden }
        addCanvasConnection()
        addSpacing()
        addDistribution()
        addAlignment()
        addIntrinsicSizes()
        addUserConstraints()
    }

    // MARK: Geometry of the content area

    var crossAxis: StackAxis { stack.axis == .horizontal ? .vertical : .horizontal }

    /// The margins along the main axis (leading, trailing) and the cross axis, or zero when the
    /// arrangement is not relative to the layout margins.
    var insets: (mainStart: Double, mainEnd: Double, crossStart: Double, crossEnd: Double) {
        guard stack.isLayoutMarginsRelativeArrangement else { return (0, 0, 0, 0) }
        let margins = stack.layoutMargins
        return stack.axis == .horizontal
            ? (margins.left, margins.right, margins.top, margins.bottom)
            : (margins.top, margins.bottom, margins.left, margins.right)
    }

    var contentMainStart: Expression { Expression(constant: insets.mainStart) }
    var contentMainEnd: Expression { mainLength - Expression(constant: insets.mainEnd) }
    var contentMainLength: Expression { mainLength - Expression(constant: insets.mainStart + insets.mainEnd) }
    var contentCrossStart: Expression { Expression(constant: insets.crossStart) }
    var contentCrossEnd: Expression { crossLength - Expression(constant: insets.crossEnd) }
    var contentCrossCenter: Expression { 0.5 * (contentCrossStart + contentCrossEnd) }

    /// Baseline alignments are "valid for horizontal axis only"; a vertical stack treats them as fill.
    var effectiveAlignment: StackAlignment {
        switch stack.alignment {
        case .firstBaseline, .lastBaseline: stack.axis == .horizontal ? stack.alignment : .fill
        default: stack.alignment
        }
    }

    /// Among constraints of one priority, the earlier item weighs a little more, so the later item
    /// gives way first: ambiguity resolved by arrangement order (README, "Decisions").
    func orderWeight(_ position: Int) -> Double {
        1 + Double(visible.count - 1 - position) * 1.0e-3
    }

    private mutating func add(
        _ constraint: Constraint, _ label: String, priority: Double = Priority.required, weight: Double = 1
    ) {
        constraints.append(
            Constraint(
                constraint.expression, constraint.relation, 0, priority: priority, weight: weight, label: label))
    }

    // MARK: 1. UISV-canvas-connection: first and last items fit tightly to the container (UIStackView.h)

    private mutating func addCanvasConnection() {
        guard let first = visible.first, let last = visible.last else { return }
        add(main[first].start == contentMainStart, "UISV-canvas-connection leading \(first)")
        add(main[last].end == contentMainEnd, "UISV-canvas-connection trailing \(last)")
    }

    // MARK: 2. UISV-spacing: `==` for the fill distributions, `>=` otherwise; hidden items collapse;
    // an item's custom spacing (`setCustomSpacing(_:after:)`) replaces the spacing after it

    private mutating func addSpacing() {
        let isExact = [.fill, .fillEqually, .fillProportionally].contains(stack.distribution)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            var before = main[previous].end
            var after = Expression(main[next].start)
            if stack.isBaselineRelativeArrangement && stack.axis == .vertical {
                before = main[previous].start + baselineOffset(previous, last: true, span: main[previous])
                after = main[next].start + baselineOffset(next, last: false, span: main[next])
            }
            let gap = after - before
            // setCustomSpacing(_:after:) on the visible item before the gap replaces the spacing.
            let spacing = Expression(constant: gapAfter(previous))
            add(isExact ? gap == spacing : gap >= spacing, "UISV-spacing \(previous)-\(next)")
        }
    }

    // MARK: 3. The distribution's own constraints

    private mutating func addDistribution() {
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            guard let first = visible.first else { return }
            for index in visible.dropFirst() {
                add(main[index].length == main[first].length, "UISV-fill-equally \(first)-\(index)")
            }
        case .fillProportionally:
            addProportionalLengths()
        case .equalSpacing:
            // UISV-distributing-edge: the gaps between items (spacer guides) are all equal, required.
            let gaps = zip(visible, visible.dropFirst()).map { Expression(main[$1].start) - main[$0].end }
            for (index, gap) in gaps.enumerated().dropFirst() {
                add(gap == gaps[0], "UISV-distributing-edge \(index)")
            }
        case .equalCentering:
            // Guides run centre to centre and are equal at 149 (kean recorded 149 on UIKit;
            // TZStackView uses 150).
            let gaps = zip(visible, visible.dropFirst()).map { main[$1].center - main[$0].center }
            for (index, gap) in gaps.enumerated().dropFirst() {
                add(gap == gaps[0], "UISV-equal-centering \(index)", priority: Priorities.equalCentering)
            }
        }
    }

    /// length = intrinsic ÷ (Σ visible intrinsic + all spacings) × content length, at 999, 998, …
    /// (kean; TZStackView), only when more than one item is visible.
    private mutating func addProportionalLengths() {
        guard visible.count > 1 else { return }
        let intrinsic = visible.map { stack.arrangedItems[$0].intrinsicLength(stack.axis) ?? 0 }
        let total = intrinsic.reduce(0, +) + visible.dropLast().map(gapAfter).reduce(0, +)
        guard total > 0 else { return }
        for (position, index) in visible.enumerated() {
            let priority = max(1, Priorities.proportionalFirst - Double(position))
            add(
                main[index].length == (intrinsic[position] / total) * contentMainLength,
                "UISV-fill-proportionally \(index)", priority: priority)
        }
    }

    /// The spacing after visible item `index`: its custom spacing, else the stack's.
    func gapAfter(_ index: Int) -> Double { stack.arrangedItems[index].customSpacingAfter ?? stack.spacing }

    // MARK: 4. Alignment on the cross axis

    private mutating func addAlignment() {
        let alignment = effectiveAlignment
        for index in visible {
            if alignment == .fill {
                add(cross[index].start == contentCrossStart, "UISV-alignment fill start \(index)")
                add(cross[index].end == contentCrossEnd, "UISV-alignment fill end \(index)")
                continue
            }
            // UISV-spanning-boundary: items stay inside the stack unless something required wins.
            add(
                cross[index].start >= contentCrossStart, "UISV-spanning-boundary start \(index)",
                priority: Priorities.spanningBoundary)
            add(
                cross[index].end <= contentCrossEnd, "UISV-spanning-boundary end \(index)",
                priority: Priorities.spanningBoundary)
            // UISV-ambiguity-suppression: an item with nothing else saying its height collapses.
            add(
                cross[index].length == 0, "UISV-ambiguity-suppression \(index)",
                priority: Priorities.ambiguitySuppression)
            add(spanningGuide.start <= cross[index].start, "UISV-spanning-guide start \(index)")
            add(spanningGuide.end >= cross[index].end, "UISV-spanning-guide end \(index)")
        }
        add(crossLength == 0, "UISV-canvas-fit", priority: Priorities.canvasFit)
        add(mainLength == 0, "UISV-canvas-fit main", priority: Priorities.canvasFit)
        guard alignment != .fill, let first = visible.first else { return }
        add(spanningGuide.length == 0, "UISV-spanning-fit", priority: Priorities.spanningFit)
        let canvas: Constraint
        switch alignment {
        case .leading: canvas = anchor(first, alignment) == contentCrossStart
        case .trailing: canvas = anchor(first, alignment) == contentCrossEnd
        case .center: canvas = anchor(first, alignment) == contentCrossCenter
        case .firstBaseline, .lastBaseline:
            canvas = Expression(spanningGuide.start) == contentCrossStart
            addTextWidthDisambiguation()
        case .fill: return
        }
        add(canvas, "UISV-canvas-connection \(alignment.rawValue)")
        for index in visible.dropFirst() {
            add(anchor(index, alignment) == anchor(first, alignment), "UISV-alignment \(first)-\(index)")
        }
    }

    /// The cross-axis position an alignment lines items up by.
    private func anchor(_ index: Int, _ alignment: StackAlignment) -> Expression {
        switch alignment {
        case .fill, .leading: Expression(cross[index].start)
        case .trailing: cross[index].end
        case .center: cross[index].center
        case .firstBaseline: cross[index].start + baselineOffset(index, last: false, span: cross[index])
        case .lastBaseline: cross[index].start + baselineOffset(index, last: true, span: cross[index])
        }
    }

    /// The distance from an item's top to its baseline: the given offset, or its height when it has
    /// none (a view without text: its baseline is its bottom edge).
    private func baselineOffset(_ index: Int, last: Bool, span: Span) -> Expression {
        let item = stack.arrangedItems[index]
        if let offset = last ? item.lastBaseline : item.firstBaseline { return Expression(constant: offset) }
        return Expression(span.length)
    }

    /// UISV-text-width-disambiguation: under a baseline alignment each item whose width nothing
    /// else determines (no intrinsic width: wrapping text) is offered an equal share of the stack,
    /// width == (1/n) × stack @760 (kean recorded 0.333333 with three labels).
    private mutating func addTextWidthDisambiguation() {
        let share = 1 / Double(visible.count)
        for index in visible where stack.arrangedItems[index].intrinsicLength(stack.axis) == nil {
            add(
                main[index].length == share * mainLength, "UISV-text-width-disambiguation \(index)",
                priority: Priorities.textWidthDisambiguation)
        }
    }

    // MARK: 5. Intrinsic content size: hugging (length ≤ intrinsic) and compression resistance (≥)

    private mutating func addIntrinsicSizes() {
        for (position, index) in visible.enumerated() {
            let item = stack.arrangedItems[index]
            let weight = orderWeight(position)
            for (axis, span) in [(stack.axis, main[index]), (crossAxis, cross[index])] {
                let name = axis == .horizontal ? "width" : "height"
                add(
                    span.length >= 0, "non-negative \(name) \(index)", priority: Priorities.nonNegativeSize,
                    weight: weight)
                guard let intrinsic = item.intrinsicLength(axis) else {
                    if axis == stack.axis {
                        add(
                            span.length == 0, "main-axis ambiguity \(index)",
                            priority: Priorities.mainAxisAmbiguity, weight: weight)
                    }
                    continue
                }
                let hugging = axis == .horizontal ? item.contentHugging.horizontal : item.contentHugging.vertical
                let resistance =
                    axis == .horizontal
                    ? item.compressionResistance.horizontal : item.compressionResistance.vertical
                let value = Expression(constant: intrinsic)
                add(span.length <= value, "hugging \(name) \(index)", priority: hugging, weight: weight)
                add(
                    span.length >= value, "compression resistance \(name) \(index)", priority: resistance,
                    weight: weight)
            }
        }
    }

    // MARK: 6. The user's size constraints, on items and on the stack

    private mutating func addUserConstraints() {
        for (index, item) in stack.arrangedItems.enumerated() where !item.isHidden {
            for (number, constraint) in item.constraints.enumerated() {
                add(
                    sizeConstraint(constraint, width: width(of: index), height: height(of: index)),
                    "item \(index) constraint \(number) (\(constraint))", priority: constraint.priority)
            }
        }
        let (stackWidth, stackHeight) =
            stack.axis == .horizontal ? (mainLength, crossLength) : (crossLength, mainLength)
        for (number, constraint) in stack.constraints.enumerated() {
            add(
                sizeConstraint(constraint, width: stackWidth, height: stackHeight),
                "stack constraint \(number) (\(constraint))", priority: constraint.priority)
        }
    }

    func width(of index: Int) -> Variable { stack.axis == .horizontal ? main[index].length : cross[index].length }
    func height(of index: Int) -> Variable { stack.axis == .horizontal ? cross[index].length : main[index].length }

    private func sizeConstraint(_ constraint: SizeConstraint, width: Variable, height: Variable) -> Constraint {
        let variable = constraint.attribute == .width ? width : height
        let constant = Expression(constant: constraint.constant)
        switch constraint.relation {
        case .equal: return variable == constant
        case .greaterThanOrEqual: return variable >= constant
        case .lessThanOrEqual: return variable <= constant
        }
    }
}
