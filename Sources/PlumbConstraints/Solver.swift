// The Cassowary incremental simplex solver (Badros, Borning and Stuckey, "The Cassowary linear
// arithmetic constraint solving algorithm", ACM TOCHI 8(4), 2001). Section numbers below are the
// paper's. The tableau is kept in "augmented simplex form": every row is `basic = constant + Σ c·s`
// over parametric (non-basic) symbols, restricted rows have constant ≥ 0, and the objective is
// kept in terms of parametric symbols only.

/// Why the solver refused a request.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraints cannot all hold. `conflict` is a minimal set of constraints that
    /// cannot hold together (the one being added last), by label (or description when unlabelled).
    case unsatisfiable(conflict: [String])
    case duplicateConstraint(String)
    case unknownConstraint(String)
    /// A priority outside 1…1000, or not a number.
    case invalidPriority(Double, constraint: String)
    /// A coefficient, constant, weight or suggested value that is not finite.
    case nonFiniteValue(String)
    case duplicateEditVariable(String)
    case unknownEditVariable(String)
    /// Edit variables must be optional: a required edit could never be suggested another value.
    case requiredEditVariable(String)
    /// A broken invariant inside the solver (an unbounded objective or a row with nothing to pivot
    /// on). Never expected; reported rather than crashing.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let conflict):
            "unsatisfiable required constraints: " + conflict.joined(separator: "; ")
        case .duplicateConstraint(let name): "constraint already added: \(name)"
        case .unknownConstraint(let name): "constraint not in the solver: \(name)"
        case .invalidPriority(let value, let name): "priority \(value) outside 1…1000 in \(name)"
        case .nonFiniteValue(let what): "not a finite number: \(what)"
        case .duplicateEditVariable(let name): "already an edit variable: \(name)"
        case .unknownEditVariable(let name): "not an edit variable: \(name)"
        case .requiredEditVariable(let name): "an edit variable cannot be required: \(name)"
        case .internalError(let what): "internal solver error: \(what)"
        }
    }
}

/// An incremental solver: add and remove constraints, suggest values for edit variables, read the
/// variables' values at any time.
///
/// Strengths are UIKit priorities, ordered strictly (lexicographically): the objective is one row
/// per distinct optional priority, compared from the highest priority down, so no amount of error
/// at a lower priority buys any error at a higher one. Within one priority, errors add up, scaled
/// by each constraint's `weight`.
public final class Solver {
    private struct Tag {
        /// The slack, error or dummy symbol that identifies the constraint's row.
        var marker: Symbol
        /// The second error symbol of an optional equality (`e⁺`/`e⁻`), or an inequality's error.
        var other: Symbol?
    }

    private struct Entry {
        let constraint: Constraint
        let tag: Tag
        let order: Int
    }

    private struct ObjectiveLevel {
        let priority: Double
        var row = Row()
        var constraintCount = 0
    }

    private struct EditInfo {
        let constraint: Constraint
        var value: Double
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var rows: [Symbol: Row] = [:]
    private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    /// The objective, highest priority first.
    private var levels: [ObjectiveLevel] = []
    private var artificial: Row?
    private var infeasibleRows: Set<Symbol> = []
    private var edits: [ObjectIdentifier: EditInfo] = [:]
    private var nextSymbolID = 0
    private var nextOrder = 0
    /// Off in the throw-away solvers that look for a minimal conflict.
    private var explainsConflicts = true

    public init() {}

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        entries.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    public func contains(_ constraint: Constraint) -> Bool {
        entries[ObjectIdentifier(constraint)] != nil
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variables[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Adding and removing constraints (§3.1, §3.3)

    /// Adds a constraint and re-optimises. An unsatisfiable required constraint throws
    /// `SolverError.unsatisfiable` naming a minimal conflicting set and leaves the solver as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        guard entries[ObjectIdentifier(constraint)] == nil else {
            throw .duplicateConstraint(constraint.description)
        }
        let firstNewSymbolID = nextSymbolID + 1
        let (tag, madeRow) = makeRow(for: constraint)
        var row = madeRow
        var satisfiable = true
        var saved: (rows: [Symbol: Row], levels: [ObjectiveLevel], infeasibleRows: Set<Symbol>)?
        var subject = chooseSubject(row, tag)
        if subject == nil && row.symbols.allSatisfy({ $0.kind == .dummy }) {
            if isNearZero(row.constant) {
                subject = tag.marker
            } else {
                satisfiable = false
            }
        }
        if let subject {
            row.solve(for: subject)
            if subject.id >= firstNewSymbolID {
                // A symbol this constraint created is in no other row, only maybe the objective:
                // skip the visit of every row (which made building long chains slow).
                substituteInObjective(subject, by: row)
            } else {
                substitute(subject, by: row)
            }
            rows[subject] = row
        } else if satisfiable {
            // Only this path can fail after changing the tableau: keep a copy to restore.
            saved = (rows, levels, infeasibleRows)
            satisfiable = try addWithArtificialVariable(row)
        }
        guard satisfiable else {
            if let saved { (rows, levels, infeasibleRows) = saved }
            throw .unsatisfiable(conflict: explainsConflicts ? minimalConflict(adding: constraint) : [])
        }
        entries[ObjectIdentifier(constraint)] = Entry(constraint: constraint, tag: tag, order: nextOrder)
        nextOrder += 1
        try optimize()
    }

    /// Removes a constraint and re-optimises.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint.description)
        }
        removeObjectiveEffects(of: entry)
        let marker = entry.tag.marker
        if rows.removeValue(forKey: marker) == nil {
            guard let leaving = leavingRow(forMarker: marker) else {
                throw .internalError("no row to remove \(constraint) from")
            }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: marker, replacing: leaving)
            substitute(marker, by: row)
        }
        try optimize()
    }

    // MARK: Edit variables (§3.2 and §3.4: re-solving with the dual simplex)

    /// Makes `variable` editable: a `variable == value` constraint at `priority` (optional) whose value
    /// `suggestValue` changes without re-adding it.
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable.name) }
        guard priority < Priority.required else { throw .requiredEditVariable(variable.name) }
        let constraint = Constraint(
            Expression(variable), .equal, 0, priority: priority, label: "edit \(variable.name)")
        try add(constraint)
        edits[ObjectIdentifier(variable)] = EditInfo(constraint: constraint, value: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable.name)
        }
        try remove(info.constraint)
    }

    /// Moves an edit variable's target to `value` and re-optimises with the dual simplex: only the
    /// constants change, so the tableau stays optimal and may only lose feasibility.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value for \(variable.name)") }
        guard var info = edits[ObjectIdentifier(variable)],
            let tag = entries[ObjectIdentifier(info.constraint)]?.tag, let minus = tag.other
        else { throw .unknownEditVariable(variable.name) }
        let delta = value - info.value
        info.value = value
        edits[ObjectIdentifier(variable)] = info
        // The edit row reads `variable − value − e⁺ + e⁻ = 0`.
        if var row = rows[tag.marker] {
            row.constant -= delta
            rows[tag.marker] = row
            if row.constant < 0 { infeasibleRows.insert(tag.marker) }
        } else if var row = rows[minus] {
            row.constant += delta
            rows[minus] = row
            if row.constant < 0 { infeasibleRows.insert(minus) }
        } else {
            updateRows { basic, row in
                let coefficient = row.coefficient(for: tag.marker)
                guard coefficient != 0 else { return }
                row.constant += delta * coefficient
                if basic.kind != .external && row.constant < 0 { infeasibleRows.insert(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: Building rows (§3.1)

    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard Priority.isValid(constraint.priority) else {
            throw .invalidPriority(constraint.priority, constraint: name(of: constraint))
        }
        guard constraint.expression.isFinite else { throw .nonFiniteValue("in \(name(of: constraint))") }
        guard constraint.weight.isFinite && constraint.weight > 0 else {
            throw .nonFiniteValue("weight \(constraint.weight) of \(name(of: constraint))")
        }
    }

    private func name(of constraint: Constraint) -> String {
        constraint.label.isEmpty ? constraint.description : constraint.label
    }

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let known = variables[ObjectIdentifier(variable)] { return known.symbol }
        let symbol = newSymbol(.external)
        variables[ObjectIdentifier(variable)] = (variable, symbol)
        return symbol
    }

    private func levelIndex(for priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority), at: index)
        return index
    }

    /// The constraint's row in terms of the current parametric symbols, with its slack, error or
    /// dummy symbols, and the constant made non-negative. Optional constraints add their error
    /// symbols to the objective at their priority's level.
    private func makeRow(for constraint: Constraint) -> (Tag, Row) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0 (and ≥ mirrored), slack ≥ 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if constraint.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                addToObjective(error, constraint)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, constraint)
                addToObjective(minus, constraint)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (tag, row)
    }

    private func addToObjective(_ error: Symbol, _ constraint: Constraint) {
        let index = levelIndex(for: constraint.priority)
        levels[index].row.insert(error, constraint.weight)
        levels[index].constraintCount += 1
    }

    private func removeObjectiveEffects(of entry: Entry) {
        guard !entry.constraint.isRequired,
            let index = levels.firstIndex(where: { $0.priority == entry.constraint.priority })
        else { return }
        for error in [entry.tag.marker, entry.tag.other].compactMap({ $0 }) where error.kind == .error {
            if let row = rows[error] {
                levels[index].row.insert(row, -entry.constraint.weight)
            } else {
                levels[index].row.insert(error, -entry.constraint.weight)
            }
            levels[index].constraintCount -= 1
        }
        if levels[index].constraintCount == 0 { levels.remove(at: index) }
    }

    /// §3.1: a user variable if there is one (unrestricted, so any value keeps the tableau
    /// feasible), else a new slack or error symbol with a negative coefficient.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// §3.1: when no symbol can become basic without breaking feasibility, minimise an artificial
    /// variable standing for the row; the constraint is satisfiable exactly when it reaches 0.
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(artificialOnly: true)
        let success = isNearZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.isEmpty { return success }
            guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: entering, replacing: art)
            substitute(entering, by: basic)
            rows[entering] = basic
        }
        updateRows { _, row in row.remove(art) }
        for index in levels.indices { levels[index].row.remove(art) }
        return success
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` everywhere: in every row of the tableau and in the objective.
    private func substitute(_ symbol: Symbol, by row: Row) {
        updateRows { basic, basicRow in
            basicRow.substitute(symbol, by: row)
            if basic.kind != .external && basicRow.constant < 0 { infeasibleRows.insert(basic) }
        }
        substituteInObjective(symbol, by: row)
    }

    private func substituteInObjective(_ symbol: Symbol, by row: Row) {
        for index in levels.indices { levels[index].row.substitute(symbol, by: row) }
        artificial?.substitute(symbol, by: row)
    }

    /// Changes every row in place. (Looping over `rows.values.indices` would keep a second reference
    /// to the dictionary's storage and copy all of it on the first change.)
    private func updateRows(_ body: (Symbol, inout Row) -> Void) {
        var index = rows.startIndex
        while index != rows.endIndex {
            body(rows.keys[index], &rows.values[index])
            rows.formIndex(after: &index)
        }
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        rows[entering] = row
    }

    /// The primal simplex (§2.2.1): pivot while some parametric symbol has a (lexicographically)
    /// negative reduced cost.
    private func optimize(artificialOnly: Bool = false) throws(SolverError) {
        while let entering = artificialOnly ? enteringSymbolForArtificial() : enteringSymbol() {
            var best: (symbol: Symbol, ratio: Double)?
            for (basic, row) in rows where basic.kind != .external {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio - epsilon
                    || (abs(ratio - best!.ratio) <= epsilon && basic < best!.symbol)
                {
                    best = (basic, ratio)
                }
            }
            guard let leaving = best?.symbol else { throw .internalError("the objective is unbounded") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private func enteringSymbolForArtificial() -> Symbol? {
        let row = artificial!
        return zip(row.symbols, row.coefficients).first { $0.kind != .dummy && $1 < 0 }?.0
    }

    /// The smallest-id parametric symbol whose cost vector (one coefficient per priority level, the
    /// highest first) is lexicographically negative.
    private func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for (index, level) in levels.enumerated() {
            // Symbols are sorted: past `best`, nothing at this level can improve on it.
            for (symbol, coefficient) in zip(level.row.symbols, level.row.coefficients)
            where coefficient < 0 && symbol.kind != .dummy {
                guard best == nil || symbol < best! else { break }
                // The sign that counts is the one at the first level where the symbol appears.
                if levels[..<index].allSatisfy({ $0.row.coefficient(for: symbol) == 0 }) { best = symbol }
            }
        }
        return best
    }

    /// The dual simplex (§3.4): while a restricted row is negative, pivot it out on the symbol with
    /// the smallest ratio of cost to coefficient, which keeps the tableau optimal.
    private func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.remove(leaving)
            guard let row = rows[leaving], row.constant < 0, !isNearZero(row.constant) else { continue }
            var best: (symbol: Symbol, ratio: [Double])?
            for symbol in row.symbols where symbol.kind != .dummy {
                let coefficient = row.coefficient(for: symbol)
                guard coefficient > 0 else { continue }
                let ratio = levels.map { $0.row.coefficient(for: symbol) / coefficient }
                if best == nil || isLexicographicallyLess(ratio, best!.ratio) { best = (symbol, ratio) }
            }
            guard let entering = best?.symbol else { throw .internalError("dual simplex found no entering symbol") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private func isLexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (left, right) in zip(lhs, rhs) where abs(left - right) > epsilon { return left < right }
        return false
    }

    /// §3.3: the row to pivot a removed constraint's marker into the basis through: a restricted row
    /// with a negative coefficient and the smallest ratio, else a restricted row with the smallest
    /// ratio, else an unrestricted row.
    private func leavingRow(forMarker marker: Symbol) -> Symbol? {
        var first: (symbol: Symbol, ratio: Double)?
        var second: (symbol: Symbol, ratio: Double)?
        var third: Symbol?
        for basic in rows.keys.sorted() {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if basic.kind == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio { second = (basic, ratio) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    // MARK: Explaining a conflict

    /// A minimal set of required constraints that cannot hold together, `adding` last: the required
    /// constraints connected to it through shared variables, then a deletion filter (drop each one
    /// whose absence leaves the set unsatisfiable). Runs only when an add fails.
    private func minimalConflict(adding constraint: Constraint) -> [String] {
        let required = constraints.filter(\.isRequired)
        var reached = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var component: [Constraint] = []
        var remaining = required
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { candidate in
                let ids = candidate.expression.terms.map { ObjectIdentifier($0.variable) }
                guard ids.contains(where: reached.contains) else { return false }
                reached.formUnion(ids)
                component.append(candidate)
                grew = true
                return true
            }
        }
        let order = Dictionary(uniqueKeysWithValues: required.enumerated().map { (ObjectIdentifier($1), $0) })
        var conflict = component.sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! }
        var index = 0
        while index < conflict.count {
            var trial = conflict
            trial.remove(at: index)
            if !Solver.isSatisfiable(trial + [constraint]) {
                conflict = trial
            } else {
                index += 1
            }
        }
        return (conflict + [constraint]).map(name(of:))
    }

    private static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        solver.explainsConflicts = false
        do {
            for constraint in constraints { try solver.add(constraint) }
            return true
        } catch {
            return false
        }
    }
}
