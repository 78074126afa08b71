/// The candidate nearest to `name` by edit distance (ignoring case), when it is close enough to
/// be a typo of it: for every "did you mean" Plumb prints, in scripts and on the command line.
public func nearestName(to name: String, in candidates: some Sequence<String>) -> String? {
    let lower = name.lowercased()
    let best = candidates.map { ($0, editDistance(lower, $0.lowercased())) }.min { $0.1 < $1.1 }
    guard let best, best.1 <= max(2, name.count / 3) else { return nil }
    return best.0
}

/// Levenshtein's distance between `a` and `b`, in characters.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
