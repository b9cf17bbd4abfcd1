/// The nearest-ancestor rule, written once for run-time scopes and for `digen`'s static paths.
@usableFromInline
enum NearestAncestor {
    /// Asks each scope in turn, from the asking scope outward, and returns the first answer and
    /// how many steps above the asking scope it was found (0 for the asking scope itself).
    @inlinable @inline(__always)
    static func first<Scopes: Sequence, Answer>(
        in scopesFromAsker: Scopes,
        answer: (Scopes.Element) throws -> Answer?
    ) rethrows -> (answer: Answer, distance: Int)? {
        var distance = 0
        for scope in scopesFromAsker {
            if let found = try answer(scope) { return (found, distance) }
            distance += 1
        }
        return nil
    }
}
