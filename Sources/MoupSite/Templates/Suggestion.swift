import MoupModel

/// "Did you mean …?" for misspelled template names.
enum Suggestion {
    /// The closest candidate within a small edit distance, if any (ties: alphabetical).
    static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = min(4, max(2, name.count / 2))
        var best: (distance: Int, name: String)?
        for candidate in candidates.sorted() {
            let d =
                distance(name.lowercased(), candidate.lowercased())
                - (sharedPrefix(name.lowercased(), candidate.lowercased()) >= 4 ? 1 : 0)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (d, candidate) }
        }
        return best?.name
    }

    /// " (did you mean '…'?)" in the owner's language (the terminal's words), or nothing.
    static func hint(for name: String, among candidates: [String]) -> Wording.Value {
        closest(to: name, among: candidates).map { .wording(Wording("content.didYouMean", ["key": .text($0)])) } ?? ""
    }

    static func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
