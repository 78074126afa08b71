// Laying a UIStackView out: in a given size, or at its fitting size (systemLayoutSizeFitting).

import PlumbConstraints
import PlumbLayout

extension StackView {
    /// The arrangement when the stack's size is set from outside (its frame): both sides required.
    public func layout(in size: Size) throws(StackLayoutError) -> StackLayoutResult {
        try validate()
        try checkFinite(size.width, "container width", nonNegative: true)
        try checkFinite(size.height, "container height", nonNegative: true)
        return try solve(target: size, priorities: (Priority.required, Priority.required))
    }

    /// `systemLayoutSizeFitting(target, withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the stack's size is pulled towards `target` on each axis at the given priority. The defaults
    /// are `UILayoutFittingCompressedSize` (0×0) at `fittingSizeLevel` (50): the smallest size every
    /// constraint above 50 allows, which is what "ideal" means here (README, "Decisions").
    public func fittingSize(
        _ target: Size = .zero, horizontalFittingPriority: Double = Priority.fittingSizeLevel,
        verticalFittingPriority: Double = Priority.fittingSizeLevel
    ) throws(StackLayoutError) -> StackLayoutResult {
        try validate()
        try checkFinite(target.width, "target width", nonNegative: true)
        try checkFinite(target.height, "target height", nonNegative: true)
        try checkPriority(horizontalFittingPriority, "horizontal fitting priority")
        try checkPriority(verticalFittingPriority, "vertical fitting priority")
        return try solve(target: target, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }

    private func solve(
        target: Size, priorities: (horizontal: Double, vertical: Double)
    ) throws(StackLayoutError) -> StackLayoutResult {
        let system = StackSystem(self)
        let (width, height) =
            axis == .horizontal
            ? (system.mainLength, system.crossLength) : (system.crossLength, system.mainLength)
        let container = [
            Constraint(
                Expression(width), .equal, Expression(constant: target.width), priority: priorities.horizontal,
                label: "container width"),
            Constraint(
                Expression(height), .equal, Expression(constant: target.height), priority: priorities.vertical,
                label: "container height"),
        ]
        let solver = Solver()
        var broken: [BrokenConstraint] = []
        do {
            for constraint in system.constraints + container {
                try add(constraint, to: solver, breaking: &broken)
            }
        } catch {
            if case .unsatisfiable(let conflict) = error { throw .unsatisfiable(conflict) }
            throw .invalidInput(error.description)
        }
        var result = result(system, solver)
        result.brokenConstraints = broken
        return result
    }

    /// Adds `constraint`; when the required constraints cannot all hold, breaks one of the
    /// conflicting set as Auto Layout does ("Will attempt to recover by breaking constraint") and
    /// tries again: the one added is never left out silently, the broken one is recorded. Which
    /// one breaks: `breakingOrder` (README, "Decisions" 14).
    private func add(
        _ constraint: Constraint, to solver: Solver, breaking broken: inout [BrokenConstraint]
    ) throws(SolverError) {
        // Each round removes one constraint of a minimal conflict, so this ends; the bound is a guard.
        for _ in 0...solver.constraints.count + 1 {
            do {
                try solver.add(constraint)
                return
            } catch .unsatisfiable(let conflict) {
                let victim = Self.constraintToBreak(conflict)
                broken.append(BrokenConstraint(broken: victim, conflict: conflict))
                if victim == conflict.last { return }  // the new one itself: leave it out
                guard let existing = solver.constraints.last(where: { $0.label == victim }) else {
                    throw .unsatisfiable(conflict: conflict)
                }
                try solver.remove(existing)
            }
        }
        throw .unsatisfiable(conflict: [constraint.label])
    }

    /// The constraint UIKit would break among a conflicting set of required ones (all at 1000, so
    /// priority cannot choose). In the eight recorded logs read (README, "Decisions" 14) UIKit
    /// always kept the container's size and mostly broke the app's own constraint: Plumb breaks
    /// the user's constraints first, then the stack's own, the container's size last; within
    /// each group the one added latest.
    static func constraintToBreak(_ conflict: [String]) -> String {
        func rank(_ name: String) -> Int {
            if name.hasPrefix("item ") || name.hasPrefix("stack constraint ") { return 0 }
            if name.hasPrefix("container ") { return 2 }
            return 1
        }
        return conflict.enumerated().min { a, b in
            rank(a.element) != rank(b.element) ? rank(a.element) < rank(b.element) : a.offset > b.offset
        }!.element
    }

    /// Frames from the solution. A hidden item collapses to a zero-size frame at the middle of the
    /// gap between its visible neighbours (at the content edge when it has none on one side).
    private func result(_ system: StackSystem, _ solver: Solver) -> StackLayoutResult {
        // `+ 0` turns the solver's −0 into 0.
        let value = { (variable: Variable) in solver.value(of: variable) + 0 }
        let mainLength = value(system.mainLength)
        let crossLength = value(system.crossLength)
        let insets = system.insets
        var frames: [Rect] = []
        for index in arrangedItems.indices {
            var main = (start: value(system.main[index].start), length: value(system.main[index].length))
            var cross = (start: value(system.cross[index].start), length: value(system.cross[index].length))
            if arrangedItems[index].isHidden {
                let previous = system.visible.last { $0 < index }
                let next = system.visible.first { $0 > index }
                let previousEnd = previous.map { value(system.main[$0].start) + value(system.main[$0].length) }
                let nextStart = next.map { value(system.main[$0].start) }
                let point =
                    switch (previousEnd, nextStart) {
                    case (let end?, let start?): (end + start) / 2
                    case (let end?, nil): end
                    case (nil, let start?): start
                    case (nil, nil): insets.mainStart
                    }
                main = (point, 0)
                cross = (insets.crossStart, 0)
            }
            frames.append(
                axis == .horizontal
                    ? Rect(x: main.start, y: cross.start, width: main.length, height: cross.length)
                    : Rect(x: cross.start, y: main.start, width: cross.length, height: main.length))
        }
        let size =
            axis == .horizontal
            ? Size(width: mainLength, height: crossLength) : Size(width: crossLength, height: mainLength)
        return StackLayoutResult(size: size, frames: frames)
    }

    // MARK: Validation: bad input is an error, never a crash

    func validate() throws(StackLayoutError) {
        try checkFinite(spacing, "spacing", nonNegative: true)
        for (edge, value) in [
            ("top", layoutMargins.top), ("left", layoutMargins.left), ("bottom", layoutMargins.bottom),
            ("right", layoutMargins.right),
        ] {
            try checkFinite(value, "layoutMargins.\(edge)", nonNegative: true)
        }
        for (number, constraint) in constraints.enumerated() {
            try check(constraint, "stack constraint \(number)")
        }
        for (index, item) in arrangedItems.enumerated() {
            let name = "item \(index)"
            for (side, value) in [("intrinsic width", item.intrinsicWidth), ("intrinsic height", item.intrinsicHeight)]
            {
                guard let value, value != ArrangedItem.noIntrinsicMetric else { continue }
                try checkFinite(value, "\(name) \(side)", nonNegative: true)
            }
            try checkPriority(item.contentHugging.horizontal, "\(name) horizontal content hugging")
            try checkPriority(item.contentHugging.vertical, "\(name) vertical content hugging")
            try checkPriority(item.compressionResistance.horizontal, "\(name) horizontal compression resistance")
            try checkPriority(item.compressionResistance.vertical, "\(name) vertical compression resistance")
            if let spacing = item.customSpacingAfter {
                try checkFinite(spacing, "\(name) custom spacing after", nonNegative: true)
            }
            if let baseline = item.firstBaseline { try checkFinite(baseline, "\(name) first baseline") }
            if let baseline = item.lastBaseline { try checkFinite(baseline, "\(name) last baseline") }
            for (number, constraint) in item.constraints.enumerated() {
                try check(constraint, "\(name) constraint \(number)")
            }
        }
    }

    private func check(_ constraint: SizeConstraint, _ name: String) throws(StackLayoutError) {
        try checkFinite(constraint.constant, "\(name) constant")
        try checkPriority(constraint.priority, "\(name) priority")
    }

    private func checkFinite(_ value: Double, _ name: String, nonNegative: Bool = false) throws(StackLayoutError) {
        guard value.isFinite else { throw .invalidInput("\(name) must be a finite number, got \(value)") }
        guard !nonNegative || value >= 0 else { throw .invalidInput("\(name) must not be negative, got \(value)") }
    }

    private func checkPriority(_ value: Double, _ name: String) throws(StackLayoutError) {
        guard Priority.isValid(value) else { throw .invalidInput("\(name) must be within 1…1000, got \(value)") }
    }
}

/// One constraint of an arrangement, for explanations and debugging: `label` is the identifier
/// used in error messages (`UISV-spacing 0-1`, `hugging width 2`, `item 1 constraint 0 (…)`).
public struct GeneratedConstraint: Hashable, Sendable, CustomStringConvertible {
    public var label: String
    public var priority: Double
    /// The constraint as `expression relation 0`, in the solver's variable names
    /// (`item0.main.length`, `stack.cross`, …).
    public var formula: String

    public var description: String {
        "\(label): \(formula)" + (priority >= Priority.required ? "" : " @\(priority)")
    }
}

extension StackView {
    /// The constraints the stack adds for its items (the UISV-* categories), the items' intrinsic
    /// sizes and the user's constraints, in the order they are solved; the container's size is not
    /// included. Invalid input throws as `layout(in:)` does.
    public func generatedConstraints() throws(StackLayoutError) -> [GeneratedConstraint] {
        try validate()
        return StackSystem(self).constraints.map { constraint in
            let formula = "\(constraint.expression) \(constraint.relation) 0"
            return GeneratedConstraint(label: constraint.label, priority: constraint.priority, formula: formula)
        }
    }
}
