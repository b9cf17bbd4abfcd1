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

extension StaticResolver.Report: Sendable where Key: Sendable {}
extension StaticResolver.Report: Equatable {}
