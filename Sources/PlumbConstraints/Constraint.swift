// Constraints: `expression relation 0`, with a UIKit-style priority.

public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A UIKit layout priority: 1…1000, where 1000 is required. Optional priorities are strictly
/// ordered (see README.md, "Strengths"): a constraint at a higher priority is never given up to
/// satisfy any number of constraints at lower ones.
public enum Priority {
    public static let required: Double = 1000
    public static let defaultHigh: Double = 750
    public static let defaultLow: Double = 250
    public static let fittingSizeLevel: Double = 50

    /// Priorities the solver accepts: finite, within 1…1000.
    public static func isValid(_ value: Double) -> Bool { value >= 1 && value <= 1000 }
}

/// `lhs relation rhs`, stored as `expression relation 0` with `expression = lhs − rhs`.
///
/// A class: the solver knows a constraint by identity, so the same constraint can be removed later.
/// `weight` scales the constraint's error among constraints of the same priority (default 1); it
/// never lets a constraint outweigh one of a higher priority.
public final class Constraint: Sendable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let priority: Double
    public let weight: Double
    public let label: String

    public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
        priority: Double = Priority.required, weight: Double = 1, label: String = ""
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.weight = weight
        self.label = label
    }

    init(expression: Expression, relation: Relation, priority: Double, weight: Double, label: String) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.weight = weight
        self.label = label
    }

    public var isRequired: Bool { priority >= Priority.required }

    /// A copy at another priority (a new constraint, as far as the solver is concerned).
    public func withPriority(_ priority: Double) -> Constraint {
        Constraint(expression: expression, relation: relation, priority: priority, weight: weight, label: label)
    }

    /// A copy with a label, used in error messages.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression: expression, relation: relation, priority: priority, weight: weight, label: label)
    }

    public var description: String {
        let body = "\(expression) \(relation) 0" + (isRequired ? "" : " @\(priority)")
        return label.isEmpty ? body : "\(label) (\(body))"
    }
}

// MARK: - Building constraints with operators

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, rhs)
}
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
}
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
