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
}
