import Testing

@testable import PlumbConstraints

@Suite("Cassowary solver")
struct SolverTests {
    /// The paper's running example (Badros, Borning and Stuckey 2001, §2): a midpoint between a
    /// left and a right point, the left at least 10 to the left of the right, all within 0…100.
    @Test func paperMidpointExampleFollowsTheEditVariable() throws {
        let (left, mid, right) = (Variable("xl"), Variable("xm"), Variable("xr"))
        let solver = Solver()
        try solver.add(2 * mid == left + right)
        try solver.add(left + 10 <= Expression(right))
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        // Stays: keep xl near 0 before keeping xr near 10.
        try solver.add((left == 0).withPriority(500))
        try solver.add((right == 10).withPriority(250))
        try solver.addEditVariable(mid, priority: 750)

        // xm = 0 is out of reach: the closest is xl = 0, xr = 10, xm = 5.
        try solver.suggestValue(0, for: mid)
        #expect(solver.value(of: left) == 0 && solver.value(of: right) == 10 && solver.value(of: mid) == 5)
        // xm = 50: xl + xr = 100; xl's stay (500) beats xr's (250), so xl = 0, xr = 100.
        try solver.suggestValue(50, for: mid)
        #expect(solver.value(of: left) == 0 && solver.value(of: right) == 100 && solver.value(of: mid) == 50)
        // xm = 60: xl + xr = 120 with xr ≤ 100 forces xl = 20.
        try solver.suggestValue(60, for: mid)
        #expect(solver.value(of: left) == 20 && solver.value(of: right) == 100 && solver.value(of: mid) == 60)
    }

    @Test func requiredEqualitiesAndInequalitiesHold() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x - y == 4)
        #expect(solver.value(of: x) == 7 && solver.value(of: y) == 3)
        // A redundant but consistent constraint is accepted.
        try solver.add(2 * x == 14)
        #expect(solver.value(of: x) == 7)
    }

    @Test func optionalInequalityIsMetWhenPossible() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x <= 5).withPriority(750))
        try solver.add((x == 100).withPriority(250))
        // x ≥ 10 is required; x ≤ 5 at 750 pulls x down to 10 before x = 100 at 250 is considered.
        #expect(solver.value(of: x) == 10)
    }

    /// Priorities are lexicographic (README, "Strengths"): one constraint at 999 beats a thousand at
    /// 998. With Cassowary-style numeric weights (999 vs 1000 × 998) the thousand would win.
    @Test func higherPriorityBeatsAnyNumberOfLowerOnes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withPriority(999))
        for _ in 0..<1000 { try solver.add((x == 10).withPriority(998)) }
        #expect(solver.value(of: x) == 0)
        // Fractional priorities order too: 999.5 beats 999.
        try solver.add((x == 3).withPriority(999.5))
        #expect(solver.value(of: x) == 3)
    }

    @Test func weightBreaksTiesWithinOnePriority() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withPriority(250))
        try solver.add(Constraint(Expression(x), .equal, 0, priority: 250, weight: 2))
        #expect(solver.value(of: x) == 0)
    }

    @Test func unsatisfiableRequiredSetNamesAMinimalConflictAndLeavesTheSolverUnchanged() throws {
        let (x, y, z, w) = (Variable("x"), Variable("y"), Variable("z"), Variable("w"))
        let solver = Solver()
        try solver.add((w == 1).labeled("unrelated"))
        try solver.add((x == y).labeled("e1"))
        try solver.add((y == z).labeled("e2"))
        try solver.add((y >= 0).labeled("harmless"))
        try solver.add((z == 5).labeled("e3"))
        #expect(throws: SolverError.unsatisfiable(conflict: ["e1", "e2", "e3", "e4"])) {
            try solver.add((x == 6).labeled("e4"))
        }
        #expect(solver.value(of: x) == 5 && solver.value(of: w) == 1)
        #expect(solver.constraints.count == 5)
        try solver.add(x <= 7)
        #expect(solver.value(of: x) == 5)
    }

    /// A failed add pivots the tableau and the objective while it searches for a feasible row; both
    /// are restored, so optional constraints keep working afterwards.
    @Test func aFailedAddLeavesTheObjectiveIntact() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.add((x == 30).withPriority(500))
        try solver.add((y == 40).withPriority(250))
        try solver.add(x + y <= 50)
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 20)
        #expect(throws: SolverError.self) { try solver.add(x + y >= 60) }
        try solver.add(x <= 25)
        #expect(solver.value(of: x) == 25 && solver.value(of: y) == 25)
        try solver.add((y == 5).withPriority(750))
        #expect(solver.value(of: x) == 25 && solver.value(of: y) == 5)
    }

    @Test func conflictingInequalitiesAreReported() {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.unsatisfiable(conflict: ["at least 10", "at most 5"])) {
            try solver.add((x >= 10).labeled("at least 10"))
            try solver.add((x <= 5).labeled("at most 5"))
        }
        #expect(throws: SolverError.unsatisfiable(conflict: ["zero is one"])) {
            try solver.add((Expression(0) == 1).labeled("zero is one"))
        }
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add((x == 20).withPriority(500))
        #expect(solver.value(of: x) == 10)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.self) { try solver.remove(pin) }
        try solver.add(pin)
        #expect(throws: SolverError.duplicateConstraint(pin.description)) { try solver.add(pin) }
    }

    @Test func removingAnOptionalConstraintUpdatesTheObjective() throws {
        let x = Variable("x")
        let solver = Solver()
        let strong = (x == 3).withPriority(750)
        try solver.add(strong)
        try solver.add((x == 8).withPriority(250))
        #expect(solver.value(of: x) == 3)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 8)
    }

    @Test(arguments: [0, 1001, -5, Double.nan, Double.infinity])
    func invalidPrioritiesAreRejected(_ priority: Double) {
        let x = Variable("x")
        #expect(throws: SolverError.self) { try Solver().add((x == 1).withPriority(priority)) }
    }

    @Test func nonFiniteInputIsRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(x == Expression(constant: .nan)) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 1000) }
        try solver.addEditVariable(x, priority: 999)
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: Variable("y")) }
    }

    /// Same input, same output: ties (here x + y = 10 with nothing else) are broken by symbol order.
    @Test func ambiguousSystemsSolveTheSameWayEveryTime() throws {
        func solve() throws -> [Double] {
            let (x, y) = (Variable("x"), Variable("y"))
            let solver = Solver()
            try solver.add(x + y == 10)
            try solver.add(x >= 0)
            try solver.add(y >= 0)
            try solver.add((x == 0).withPriority(250))
            try solver.add((y == 0).withPriority(250))
            return [solver.value(of: x), solver.value(of: y)]
        }
        let first = try solve()
        #expect(first.reduce(0, +) == 10)
        for _ in 0..<20 { #expect(try solve() == first) }
    }

    /// x₀ = 0, xᵢ ≥ xᵢ₋₁ + 1, each xᵢ pulled to 0 at 250: every xᵢ = i. Timing is printed, not
    /// asserted (this is a debug build; README.md has release figures).
    @Test(arguments: [100, 250])
    func chainOfConstraints(_ count: Int) throws {
        let (solver, variables, _) = try Self.chain(count)
        #expect(solver.value(of: variables[count]) == Double(count))
        #expect(solver.value(of: variables[count / 2]) == Double(count / 2))
    }

    /// x₀ = 0 and 1,000 required links xᵢ = xᵢ₋₁ + 1.
    @Test func chainOfAThousandRequiredConstraints() throws {
        let count = 1000
        let variables = (0...count).map { Variable("x\($0)") }
        let solver = Solver()
        let elapsed = try ContinuousClock().measure {
            try solver.add(variables[0] == 0)
            for index in 1...count { try solver.add(variables[index] == variables[index - 1] + 1) }
        }
        print("chain of \(count) required links: \(elapsed)")
        #expect(solver.value(of: variables[count]) == Double(count))
        #expect(solver.value(of: variables[count / 3]) == Double(count / 3))
    }

    /// Without the middle link the second half, x(n/2)…x(n), is a run of consecutive values
    /// minimising Σ|xᵢ|: centred on 0, from −n/4 to n/4. The first half does not move.
    @Test func removingALinkOfAChain() throws {
        let count = 200
        let (solver, variables, links) = try Self.chain(count)
        try solver.remove(links[count / 2 - 1])
        #expect(solver.value(of: variables[count / 2]) == -Double(count / 4))
        #expect(solver.value(of: variables[count]) == Double(count / 4))
        #expect(solver.value(of: variables[count / 2 - 1]) == Double(count / 2 - 1))
    }

    static func chain(_ count: Int) throws -> (Solver, [Variable], [Constraint]) {
        let clock = ContinuousClock()
        let variables = (0...count).map { Variable("x\($0)") }
        let solver = Solver()
        var links: [Constraint] = []
        let elapsed = try clock.measure {
            try solver.add(variables[0] == 0)
            for index in 1...count {
                let link = variables[index] >= variables[index - 1] + 1
                links.append(link)
                try solver.add(link)
                try solver.add((variables[index] == 0).withPriority(250))
            }
        }
        print("chain of \(count) links and \(count) optional constraints: \(elapsed)")
        return (solver, variables, links)
    }
}
