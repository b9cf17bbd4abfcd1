/// Near-miss matching for "did you mean" suggestions in error messages.
public enum EditDistance {
    /// The Levenshtein distance between `a` and `b`, compared case-insensitively by character.
    public static func between(_ a: String, _ b: String) -> Int {
        let left = Array(a.lowercased())
        let right = Array(b.lowercased())
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// Whether `candidate` is close enough to `target` to suggest: at most one edit for short
    /// words, and about one edit in four characters for longer ones.
    public static func isNearMiss(_ candidate: String, of target: String) -> Bool {
        let allowed = max(1, min(candidate.count, target.count) / 4)
        return between(candidate, target) <= allowed
    }

    /// The Levenshtein distance between `a` and `b` if it is at most `limit`, else nil; stops as
    /// soon as the answer is over `limit`, so that comparing two unrelated names costs a row or
    /// two, not the whole table. For run-time suggestions (`SuggestionIndex`), which compare the
    /// values of lowercased Unicode scalars prepared once.
    static func distance(between a: [UInt32], and b: [UInt32], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
            var previous = rows.baseAddress!
            var current = previous + (b.count + 1)
            for j in 0...b.count { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                    rowMinimum = min(rowMinimum, current[j])
                }
                // Every later row is at least this row's minimum.
                if rowMinimum > limit { return nil }
                swap(&previous, &current)
            }
            return previous[b.count] <= limit ? previous[b.count] : nil
        }
    }
}
