// Variables and linear expressions: the terms constraints are written in.

/// An unknown the solver finds a value for. Identity matters, not the name: two variables with the
/// same name are different unknowns. The name is only for messages.
public final class Variable: Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v" : name }
}

/// `coefficient × variable`.
public struct Term: Sendable {
    public let variable: Variable
    public let coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`. A variable may appear in several terms; the solver adds
/// them up.
public struct Expression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// Every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? "\($0.variable)" : "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ").replacing("+ -", with: "- ")
    }
}

// MARK: - Arithmetic

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + rhs.scaled(by: -1)
}

public prefix func - (operand: Expression) -> Expression {
    operand.scaled(by: -1)
}

public func * (factor: Double, expression: Expression) -> Expression {
    expression.scaled(by: factor)
}

public func * (expression: Expression, factor: Double) -> Expression {
    expression.scaled(by: factor)
}

public func * (factor: Double, variable: Variable) -> Expression {
    Expression([Term(variable, factor)])
}

public func * (variable: Variable, factor: Double) -> Expression {
    Expression([Term(variable, factor)])
}

public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
