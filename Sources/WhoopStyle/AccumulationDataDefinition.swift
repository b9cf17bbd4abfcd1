import DIGraph

/// The contributions one container makes to an accumulation, bound under the key of the
/// accumulation's `FinalValue` (and name).
///
/// The value starts from what the defining container's parent resolves for the same key, or from
/// the key's `initialValue`, and folds in each contribution in registration order. It is cached
/// only when every contribution of this container is a singleton, as in WhoopDI.
final class AccumulationDataDefinition: DependencyDefinition {
    let serviceKey: ServiceKey
    private let initialValue: () -> Any
    private var contributions: [AccumulationContribution]

    init<Key: AccumulationKey>(
        name: String?,
        for key: Key.Type,
        isSingleton: Bool,
        provideValue: @escaping () throws -> Key.AccumulatedValue
    ) {
        serviceKey = ServiceKey(Key.FinalValue.self, name: name)
        initialValue = { Key.initialValue }
        contributions = [AccumulationContribution(for: key, isSingleton: isSingleton, provideValue: provideValue)]
    }

    private init(copying other: AccumulationDataDefinition) {
        serviceKey = other.serviceKey
        initialValue = other.initialValue
        contributions = other.contributions
    }

    /// A copy that can take more contributions without changing this definition.
    func copy() -> AccumulationDataDefinition {
        AccumulationDataDefinition(copying: self)
    }

    /// Adds `other`'s contributions after this definition's own.
    func append(contentsOf other: AccumulationDataDefinition) {
        contributions += other.contributions
    }

    func bind(into scope: Scope) {
        let key = serviceKey.bindingKey
        let parent = scope.parent
        let lifetime: Lifetime = contributions.allSatisfy(\.isSingleton) ? .singleton : .transient
        let contributions = contributions
        // `initialValue` only reads the key's static `initialValue`, from any thread.
        nonisolated(unsafe) let start = initialValue
        scope.bind(key, lifetime: lifetime) { _ in
            do {
                // The parent's value is asked for without params, as WhoopDI does.
                let inherited = try ResolutionContext.current.with(params: nil) {
                    try parent?.resolveIfBound(key, as: Any.self)
                }
                var value = inherited ?? start()
                for contribution in contributions {
                    value = try contribution.apply(to: value)
                }
                return value
            } catch {
                throw DependencyError.leaving(key, error)
            }
        }
    }
}
