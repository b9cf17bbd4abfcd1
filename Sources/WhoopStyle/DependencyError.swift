/// Why a WhoopStyle resolution failed, worded exactly as WhoopDI words it.
///
/// Cycles and other graph failures arrive as DIGraph's `DIError` instead.
enum DependencyError: Error, CustomStringConvertible, Equatable {
    /// A `...WithParams` definition got params that are not of its parameter type.
    case badParams(ServiceKey)
    /// Nothing provides the key. `similarDependencies` are keys of the failing container with the
    /// same type or the same name; `dependencyCount` is how many keys that container defines.
    case missingDependency(missingDependency: ServiceKey, similarDependencies: Set<ServiceKey>, dependencyCount: Int)
    /// A definition produced `nil`.
    case nilDependency(ServiceKey)

    var description: String {
        switch self {
        case .badParams(let key):
            return "Bad parameters provided for \(key)"
        case .nilDependency(let key):
            return "Nil dependency for \(key)"
        case let .missingDependency(key, similar, count):
            var text = "Missing dependency for \(key)\nContainer has a total of \(count) dependencies."
            if !similar.isEmpty {
                let lines = similar.map { "- \($0)" }.sorted()
                text += "\nSimilar dependencies:\n" + lines.joined(separator: "\n")
            }
            return text
        }
    }

    /// The missing-dependency error for `key`, described against the keys `container` defines.
    static func missing(_ key: ServiceKey, definedKeys: [ServiceKey]) -> DependencyError {
        let similar = definedKeys.filter { candidate in
            candidate.type == key.type || (candidate.name != nil && candidate.name == key.name)
        }
        return .missingDependency(
            missingDependency: key,
            similarDependencies: Set(similar),
            dependencyCount: definedKeys.count)
    }
}
