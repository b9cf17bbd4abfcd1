/// Why a resolution failed. One wording for every facade and for `digen`.
///
/// Keys and scopes are carried as text, so the same values describe a run-time failure and a
/// problem `digen` finds in source code.
public enum DIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing along the scope path binds `key`. `scopePath` runs from the root to the scope that
    /// asked; `similar` lists keys that do exist and may have been meant.
    case missingBinding(key: String, scopePath: [String], similar: [String])
    /// Resolving the first key of `path` needed itself again; `path` ends with the repeated key.
    case cycle(path: [String])
    /// The binding for `key` produced a value of type `actual` where `expected` was asked for.
    case typeMismatch(key: String, expected: String, actual: String)
    /// Resolving `start` needed a chain of `depth` values made one inside another on one thread:
    /// more than `Scope.maximumResolutionDepth`, or as many as fit before the thread's stack was
    /// nearly full. A cycle through more keys than the limit ends here too, not in `cycle`.
    case resolutionTooDeep(start: String, depth: Int)

    /// A plain sentence naming the key, the scopes and what to look at.
    public var description: String {
        switch self {
        case let .missingBinding(key, scopePath, similar):
            let scopes = scopePath.joined(separator: " -> ")
            var text = "No binding for \(key) along the scope path \(scopes)."
            if !similar.isEmpty {
                text += " Similar bindings: \(similar.joined(separator: ", "))."
            }
            return text
        case let .cycle(path):
            return "Dependency cycle detected: \(path.joined(separator: " -> "))."
        case let .typeMismatch(key, expected, actual):
            return "The binding for \(key) produced a value of type \(actual), "
                + "but \(expected) was requested."
        case let .resolutionTooDeep(start, depth) where depth > Scope.maximumResolutionDepth:
            return "Resolving \(start) needs more than \(Scope.maximumResolutionDepth) dependencies made one inside "
                + "another, the limit. Look for a dependency cycle through that many keys, or a chain that long."
        case let .resolutionTooDeep(start, depth):
            return "Resolving \(start) stopped \(depth) dependencies deep, with its thread's stack nearly full. "
                + "Look for a dependency cycle or a very long chain, or resolve on a thread with a larger stack."
        }
    }
}

extension DIError {
    /// The error for a binding of `key` whose value is not the `expected` type.
    @usableFromInline
    static func mismatch(_ value: Any, for key: BindingKey, expected: Any.Type) -> DIError {
        .typeMismatch(
            key: key.description,
            expected: String(describing: expected),
            actual: String(describing: type(of: value)))
    }
}
