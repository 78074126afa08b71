/// The nearest of `candidates` to `name` by edit distance (case folded), when it is close enough to be
/// the name meant: at most one edit for short names, a third of the length for longer ones.
func nearestName(to name: String, in candidates: some Sequence<String>) -> String? {
    let folded = Array(name.lowercased().unicodeScalars)
    let limit = max(1, folded.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
        let d = editDistance(folded, Array(candidate.lowercased().unicodeScalars))
        if d <= limit, best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
            best = (candidate, d)
        }
    }
    return best?.name
}

/// Levenshtein distance with adjacent transpositions counted as one edit.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}
