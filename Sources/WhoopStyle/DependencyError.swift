import DIGraph

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
    /// A main-actor definition was asked for off the main actor. WhoopDI has no main-actor
    /// definitions.
    case notOnMainActor(ServiceKey)

    var description: String {
        switch self {
        case .badParams(let key):
            return "Bad parameters provided for \(key)"
        case .nilDependency(let key):
            return "Nil dependency for \(key)"
        case .notOnMainActor(let key):
            return "\(key) is made on the main actor, but was asked for off the main actor. "
                + "Inject it from main-actor code (mark the caller @MainActor), or define it with a nonisolated closure."
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

/// A missing dependency met while other values were being made: WhoopDI's text first, then the
/// chain of keys that needed it, from the value the `inject` asked for down to the missing key
/// (`Required by: StoreBanner -> Logger`).
struct MissingDependencyChain: Error, CustomStringConvertible {
    /// WhoopDI's error for the missing key.
    let missing: DependencyError
    /// The keys, in DIGraph's form, from the outermost value being made to the missing key.
    let chain: [String]

    var description: String {
        "\(missing)\nRequired by: \(chain.joined(separator: " -> "))"
    }
}

extension DependencyError {
    /// What `error` becomes as it leaves the making of `key`'s value: a missing dependency gets
    /// `key` at the front of its chain; any other error is unchanged.
    static func leaving(_ key: BindingKey, _ error: any Error) -> any Error {
        switch error {
        case let chained as MissingDependencyChain:
            return MissingDependencyChain(missing: chained.missing, chain: [key.description] + chained.chain)
        case let required as AsyncDefinitionRequired:
            return AsyncDefinitionRequired(source: required.source, key: required.key, requiredBy: [key.description] + required.requiredBy)
        case let missing as DependencyError:
            guard case .missingDependency(let missingKey, _, _) = missing else { return error }
            return MissingDependencyChain(missing: missing, chain: [key.description, missingKey.bindingKey.description])
        default:
            return error
        }
    }

    /// What `error` becomes as it leaves the making of each of `keys`, innermost last.
    static func requiredBy(_ keys: [BindingKey], _ error: any Error) -> any Error {
        keys.reversed().reduce(error) { error, key in leaving(key, error) }
    }

    /// `error` without the chain: WhoopDI's own error, as `WhoopDIValidator` reports it.
    static func withoutChain(_ error: any Error) -> any Error {
        (error as? MissingDependencyChain)?.missing ?? error
    }
}
