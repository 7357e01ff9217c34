/// "Did you mean …?" for misspelled keys: the allowed key nearest by edit distance.
package enum KeySuggestion {
    /// The closest candidate when it is close enough to be a likely typo: a case-only
    /// difference, or an optimal-string-alignment distance (transpositions count as one edit)
    /// of 1 for short keys and 2 for keys of five or more letters. Ties go to the first
    /// candidate in the given order.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        if let sameLetters = candidates.first(where: { $0.lowercased() == word.lowercased() }) { return sameLetters }
        let limit = word.count >= 5 ? 2 : 1
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each cost one.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }
}
