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

/// `constant + Σ coefficient × symbol`. A row of the tableau stands for `basic = row`; the
/// objective rows and the artificial objective are rows too.
///
/// The cells are two parallel arrays sorted by symbol id: adding one row to another is a linear
/// merge and a lookup a binary search, with no hashing (a chain of constraints makes rows long, and
/// hashing every cell dominated the solver's time).
struct Row {
    var constant: Double
    /// The row's symbols, smallest id first, each with a non-zero coefficient.
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        // Fast path: a symbol just created (the usual subject of a substitution) sorts last.
        guard let last = symbols.last, symbol.id <= last.id else { return (symbols.count, false) }
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low].id == symbol.id)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? coefficients[index] : 0
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = search(symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !isNearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `coefficient × row`: a merge of the two sorted cell lists.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        guard !row.symbols.isEmpty else { return }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var (left, right) = (0, 0)
        while left < symbols.count || right < row.symbols.count {
            let symbol: Symbol
            let value: Double
            if right == row.symbols.count || (left < symbols.count && symbols[left].id < row.symbols[right].id) {
                (symbol, value) = (symbols[left], coefficients[left])
                left += 1
            } else if left == symbols.count || row.symbols[right].id < symbols[left].id {
                (symbol, value) = (row.symbols[right], row.coefficients[right] * coefficient)
                right += 1
            } else {
                (symbol, value) = (symbols[left], coefficients[left] + row.coefficients[right] * coefficient)
                left += 1
                right += 1
            }
            if !isNearZero(value) {
                mergedSymbols.append(symbol)
                mergedCoefficients.append(value)
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol)
        guard found else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row` (which contains `symbol`) as `symbol = row′`.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = search(symbol)
        guard found else { return }
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for position in coefficients.indices { coefficients[position] *= factor }
    }

    /// Rewrites `lhs = row` (with `rhs` in the row) as `rhs = row′`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let (index, found) = search(symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
    }
}
