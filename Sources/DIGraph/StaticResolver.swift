/// Where each requested key comes from along a path of scopes: the static counterpart of
/// `Scope.resolve`, applying the same nearest-ancestor rule without any values.
public enum StaticResolver {
    /// Where a key was found.
    public struct Match: Hashable, Sendable {
        /// The index in the path (0 is the root) of the nearest scope providing the key.
        public var scopeIndex: Int
        /// That scope's name.
        public var scopeName: String
        /// How many steps above the asking scope (the path's last) it is; 0 is the asking scope.
        public var distance: Int

        /// A match at `scopeIndex` (named `scopeName`), `distance` steps above the asking scope.
        public init(scopeIndex: Int, scopeName: String, distance: Int) {
            self.scopeIndex = scopeIndex
            self.scopeName = scopeName
            self.distance = distance
        }
    }

    /// The outcome for a whole set of requests. Every unsatisfied key is listed, not only the
    /// first.
    public struct Report<Key: Hashable> {
        /// The match for each key that some scope on the path provides.
        public var matches: [Key: Match]
        /// The keys no scope on the path provides, in the order they were requested.
        public var missing: [Key]

        /// Whether every request was satisfied.
        public var isComplete: Bool { missing.isEmpty }
    }

    /// Resolves each of `requests` along `path`, which runs from the root to the asking scope.
    /// Duplicate requests are answered once.
    public static func resolve<Key: Hashable>(
        _ requests: some Sequence<Key>,
        along path: [StaticScope<Key>]
    ) -> Report<Key> {
        var report = Report<Key>(matches: [:], missing: [])
        let fromAsker = path.indices.reversed()
        for key in requests where report.matches[key] == nil && !report.missing.contains(key) {
            let found = NearestAncestor.first(in: fromAsker) { index in
                path[index].provided.contains(key) ? index : nil
            }
            if let found {
                report.matches[key] = Match(
                    scopeIndex: found.answer, scopeName: path[found.answer].name, distance: found.distance)
            } else {
                report.missing.append(key)
            }
        }
        return report
    }
}

extension StaticResolver {
    /// The nearest-ancestor rule of `resolve(_:along:)` for one key, for a caller that keeps each
    /// scope's keys itself (numbered, say) instead of in `StaticScope` sets: asks `answer` about
    /// each scope of `path` (root first, asking scope last) from the asking scope outward and
    /// returns the first answer, with how many steps above the asking scope it was found. A large
    /// graph of single look-ups then needs no set of keys per scope and no report per request.
    /// Inlinable so that a caller's look-up is specialized and inlined rather than called
    /// through generic metadata once per scope.
    @inlinable
    public static func nearest<Scopes: BidirectionalCollection, Answer>(
        along path: Scopes, answer: (Scopes.Element) throws -> Answer?
    ) rethrows -> (answer: Answer, distance: Int)? {
        try NearestAncestor.first(in: path.reversed(), answer: answer)
    }
}

extension StaticResolver {
    /// The path a depth-first walk (`ScopePaths.walk(from:limit:children:enter:leave:)`) is on,
    /// for applying the same rule at every step of the walk: each key's providers on the path are
    /// kept innermost last, so the nearest is one look-up however long the path is, and entering
    /// or leaving a scope costs only its own keys. `resolve(_:along:)` looks along one path; this
    /// answers for every path of a walk in the time of the walk, where looking along each path
    /// would take time proportional to the sum of their lengths.
    public struct WalkedPath<Key: Hashable> {
        /// For each key, the indices of the scopes on the path that provide it, nearest last.
        private var providers: [Key: [Int]] = [:]
        private var scopes: [StaticScope<Key>] = []

        /// An empty path.
        public init() {}

        /// How many scopes the path holds.
        public var count: Int { scopes.count }

        /// Extends the path with `scope`, which becomes the asking scope.
        public mutating func enter(_ scope: StaticScope<Key>) {
            for key in scope.provided { providers[key, default: []].append(scopes.count) }
            scopes.append(scope)
        }

        /// Removes the last scope from the path.
        public mutating func leave() {
            let scope = scopes.removeLast()
            for key in scope.provided { providers[key]?.removeLast() }
        }

        /// Where `key` is found from the path's last scope, as `resolve(_:along:)` would find it
        /// along the same path; `nil` when no scope on the path provides it.
        public func match(for key: Key) -> Match? {
            guard let index = providers[key]?.last else { return nil }
            return Match(scopeIndex: index, scopeName: scopes[index].name, distance: scopes.count - 1 - index)
        }
    }
}

extension StaticResolver.Report: Sendable where Key: Sendable {}
extension StaticResolver.WalkedPath: Sendable where Key: Sendable {}
extension StaticResolver.Report: Equatable {}
