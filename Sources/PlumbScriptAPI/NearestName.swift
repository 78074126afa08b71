/// The candidate `name` was most likely meant as, when it is close enough to be a typo of it: the
/// one "did you mean" of every message Plumb prints — in scripts, in the importer, on the command
/// line and in the page.
///
/// The rule: case is ignored; the distance is Levenshtein's with a swap of two neighbouring
/// letters counted as one edit (Damerau's "optimal string alignment"), in Unicode scalars; a
/// candidate is close enough at one edit for names of up to four letters and at a third of the
/// name's length (at least two) for longer ones. Of equally near candidates the first in
/// alphabetical order wins, so a suggestion never depends on the order of a set. A candidate equal
/// to `name` is not a suggestion.
public func nearestName(to name: String, in candidates: some Sequence<String>) -> String? {
    let folded = Array(name.lowercased().unicodeScalars)
    let limit = folded.count <= 4 ? 1 : max(2, folded.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
        let d = editDistance(folded, Array(candidate.lowercased().unicodeScalars), limit: limit)
        guard d <= limit else { continue }
        if let current = best, d > current.distance || (d == current.distance && candidate >= current.name) {
            continue
        }
        best = (candidate, d)
    }
    return best?.name
}

/// " (did you mean 'frame'?)" for the name nearest `name` among `candidates`, or "".
public func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
    nearestName(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}

/// The optimal-string-alignment distance between `a` and `b`: insertions, deletions, substitutions
/// and swaps of neighbours, each one edit. Stops early with a value above `limit` once every
/// alignment of the prefixes costs more than it.
public func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if limit < .max, abs(a.count - b.count) > limit { return limit + 1 }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
            rowMinimum = min(rowMinimum, current[j])
        }
        if limit < .max, rowMinimum > limit { return limit + 1 }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}

/// The distance between two strings, by `editDistance(_:_:limit:)`'s rule, case kept.
public func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
}
