import PlumbLayout

/// An exercise: frames a learner's script must reach, and hints. A script declares it in its
/// header (the CLI reads the lines; see docs/teaching.md, "Exercises"):
///
///     -- plumb: goal red maxY=240
///     -- plumb: hint Give the red bar a oneThird guide that returns its bottom.
///
/// Every goal names a view by its `id` and one of its frame's values in canvas points, by the
/// names of SwiftUI's `CGRect` (`minX`, `midX`, `maxX`, `minY`, `midY`, `maxY`, `width`,
/// `height`). Checking an exercise is a pure function of the layout (`check`); the words are
/// made from the checks (`ExerciseWords`), and the renderers draw each goal's outline where the
/// view would be if it met its goals (`goalOutlines`).
public struct Exercise: Sendable, Hashable {
    public var goals: [Goal]
    /// Graded: the first a nudge towards the idea, each next one closer, the last nearly the answer.
    public var hints: [String]
    /// How many of the hints the words show (`--hint N`): the first N.
    public var shownHints = 1

    public init(goals: [Goal], hints: [String]) {
        self.goals = goals
        self.hints = hints
    }

    /// One value of one view's frame.
    public struct Goal: Sendable, Hashable {
        public var id: String
        public var value: FrameValue
        public var target: Double
        /// The script's line that declares it.
        public var line: Int

        public init(id: String, value: FrameValue, target: Double, line: Int) {
            self.id = id
            self.value = value
            self.target = target
            self.line = line
        }
    }

    /// A value of a frame, named as `CGRect` names it.
    public enum FrameValue: String, CaseIterable, Sendable, Hashable {
        case minX, midX, maxX, minY, midY, maxY, width, height

        public var axis: Axis { [.minX, .midX, .maxX, .width].contains(self) ? .horizontal : .vertical }
        var isSize: Bool { self == .width || self == .height }

        func of(_ frame: Rect) -> Double {
            switch self {
            case .minX: frame.minX
            case .midX: frame.minX + frame.width / 2
            case .maxX: frame.maxX
            case .minY: frame.minY
            case .midY: frame.minY + frame.height / 2
            case .maxY: frame.maxY
            case .width: frame.width
            case .height: frame.height
            }
        }
    }

    /// How close a value must come to its goal: a hundredth of a point, the precision every
    /// number is printed with.
    public static let tolerance = 0.005

    /// What the layout did for one goal.
    public struct Check: Sendable, Hashable {
        public var goal: Goal
        /// The view's value; nil when no view has the goal's id.
        public var actual: Double?
        public var isMet: Bool { actual.map { abs($0 - goal.target) <= Exercise.tolerance } ?? false }
    }

    /// Each goal checked against `result`. A view is found by its `id` (the first in the tree's
    /// order when several share one).
    public func check(_ result: LayoutResult) -> [Check] {
        let frames = framesByID(result, ids: Set(goals.map(\.id)))
        return goals.map { goal in Check(goal: goal, actual: frames[goal.id].map(goal.value.of)) }
    }

    /// Whether every goal is met.
    public func isSolved(_ result: LayoutResult) -> Bool { check(result).allSatisfy(\.isMet) }

    /// For each view a goal names that does not meet all of its goals yet (and the layout holds),
    /// the frame it would have if it did: sizes first (keeping its top-left corner), then
    /// positions (keeping its size). A view that meets its goals has no outline.
    public func goalOutlines(_ result: LayoutResult) -> [Rect] {
        let frames = framesByID(result, ids: Set(goals.map(\.id)))
        let unmet = Set(check(result).filter { !$0.isMet }.map(\.goal.id))
        var order: [String] = []
        for goal in goals where !order.contains(goal.id) && unmet.contains(goal.id) { order.append(goal.id) }
        return order.compactMap { id in
            guard var frame = frames[id] else { return nil }
            let own = goals.filter { $0.id == id }
            for goal in own where goal.value.isSize {
                if goal.value == .width { frame.size.width = goal.target } else { frame.size.height = goal.target }
            }
            for goal in own where !goal.value.isSize {
                let shift = goal.target - goal.value.of(frame)
                if goal.value.axis == .horizontal { frame.origin.x += shift } else { frame.origin.y += shift }
            }
            return frame
        }
    }

    /// The ids every view in `result` has, in the tree's order (for a goal that names none).
    public static func ids(in result: LayoutResult) -> [String] {
        var ids: [String] = []
        var pending = [result.root]
        while let view = pending.popLast() {
            if let id = view.id, !ids.contains(id) { ids.append(id) }
            pending.append(contentsOf: view.children.reversed())
        }
        return ids
    }

    private func framesByID(_ result: LayoutResult, ids: Set<String>) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        var pending = [result.root]
        while let view = pending.popLast(), frames.count < ids.count {
            if let id = view.id, ids.contains(id), frames[id] == nil { frames[id] = view.frame }
            pending.append(contentsOf: view.children.reversed())
        }
        return frames
    }
}

/// The words `plumb run`, `watch` and the page say about an exercise, under the figure.
public enum ExerciseWords {
    /// "red's maxY is 106.667: 133.333 points above the goal, 240", or "red's maxY is 240" when met.
    /// `nearest` suggests an id for a misspelt one (the CLI passes the script API's `nearestName`).
    public static func describe(
        _ check: Exercise.Check, ids: [String], nearest: (String, [String]) -> String? = { _, _ in nil }
    ) -> String {
        let goal = check.goal
        let name = "\(goal.id)'s \(goal.value.rawValue)"
        guard let actual = check.actual else {
            let nearest = nearest(goal.id, ids).map { " (did you mean \"\($0)\"?)" } ?? ""
            let known =
                ids.isEmpty ? "no view has an id" : "ids here: " + ids.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no view has the id \"\(goal.id)\"\(nearest): give one `:id(\"\(goal.id)\")`; \(known)"
        }
        guard !check.isMet else { return "\(name) is \(formatPoints(goal.target))" }
        let difference = formatPoints(abs(actual - goal.target))
        let direction: String
        switch goal.value {
        case .minX, .midX, .maxX: direction = actual < goal.target ? "left of" : "right of"
        case .minY, .midY, .maxY: direction = actual < goal.target ? "above" : "below"
        case .width: direction = actual < goal.target ? "narrower than" : "wider than"
        case .height: direction = actual < goal.target ? "shorter than" : "taller than"
        }
        return
            "\(name) is \(formatPoints(actual)): \(difference) points \(direction) the goal, \(formatPoints(goal.target))"
    }

    /// The hints shown: the first `exercise.shownHints` (at least one), numbered when there are
    /// several, and how to ask for the next one while there is one.
    ///
    ///     Hint 1 of 3: A stack lines its children up on one guide.
    ///     (a closer hint: --hint 2)
    public static func hintLines(_ exercise: Exercise) -> [String] {
        let hints = exercise.hints
        guard hints.count > 1 else { return hints.map { "Hint: " + $0 } }
        let shown = min(max(exercise.shownHints, 1), hints.count)
        var lines = hints.prefix(shown).enumerated().map { "Hint \($0.offset + 1) of \(hints.count): " + $0.element }
        if shown < hints.count { lines.append("(a closer hint: --hint \(shown + 1))") }
        return lines
    }

    /// The exercise's block of text: a line a goal (✓ met, ✗ not yet), then "Solved." or the hints
    /// shown (`hintLines`).
    ///
    ///     Exercise: 1 of 2 goals met
    ///       ✓ green's maxY is 240
    ///       ✗ red's maxY is 106.667: 133.333 points above the goal, 240
    ///     Hint: Give the red bar a oneThird guide that returns its bottom.
    public static func text(
        _ exercise: Exercise, result: LayoutResult, ascii: Bool = false,
        nearest: (String, [String]) -> String? = { _, _ in nil }
    ) -> String {
        let checks = exercise.check(result)
        let ids = Exercise.ids(in: result)
        let met = checks.filter(\.isMet).count
        let solved = met == checks.count
        var lines = [
            solved
                ? "Exercise solved: \(checks.count == 1 ? "the goal is" : checks.count == 2 ? "both goals are" : "all \(checks.count) goals are") met."
                : "Exercise: \(met) of \(checks.count) goal\(checks.count == 1 ? "" : "s") met (the dotted outline is where the goal is)"
        ]
        for check in checks {
            let mark = check.isMet ? (ascii ? "ok" : "✓") : (ascii ? "x " : "✗")
            lines.append("  \(mark) " + describe(check, ids: ids, nearest: nearest))
        }
        if !solved {
            lines += hintLines(exercise)
        }
        return lines.joined(separator: "\n")
    }
}
