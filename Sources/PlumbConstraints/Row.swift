// The tableau's building blocks: symbols and rows (`basic = constant + Σ coefficient × symbol`).

/// Values closer to zero than this are zero: it absorbs the rounding of repeated pivots.
let epsilon = 1.0e-8

func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A column of the tableau. Ids grow in creation order; every choice the solver makes among
/// symbols (entering, leaving, subject) takes the smallest id on a tie, which makes results
/// deterministic and, for pivoting, is Bland's rule, so the simplex cannot cycle.
struct Symbol: Hashable, Comparable {
    enum Kind {
        /// A user variable: unrestricted in sign, never leaves through the ratio test.
        case external
        /// An inequality's slack, or an artificial variable: ≥ 0.
        case slack
        /// A non-required constraint's error: ≥ 0, weighted in the objective.
        case error
        /// Marks a required equality so it can be found again; pinned at 0, never enters.
        case dummy
    }

    let id: Int
    let kind: Kind

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Slack and error symbols may be pivoted on when a row must lose its basic symbol.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// `constant + Σ cells[symbol] × symbol`. A row of the tableau stands for `basic = row`; the
/// objective rows and the artificial objective are rows too.
struct Row {
    var constant: Double
    private(set) var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// The symbols of this row, smallest id first.
    var sortedSymbols: [Symbol] { cells.keys.sorted() }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = isNearZero(sum) ? nil : sum
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            insert(symbol, value * coefficient)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        cells[symbol] = nil
    }

    mutating func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Rewrites `0 = row` (which contains `symbol`) as `symbol = row′`.
    mutating func solve(for symbol: Symbol) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / value
        constant *= factor
        for (other, coefficient) in cells { cells[other] = coefficient * factor }
    }

    /// Rewrites `lhs = row` (with `rhs` in the row) as `rhs = row′`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
