import DIGraph

/// A definition made by `factory` (a new value on every request) or `singleton` (one value per
/// defining container, shared by every container below it), with or without params.
///
/// Bound into the scope typed, as a factory of `T`, so that resolving it takes DIGraph's typed
/// path: no `Any` box and no dynamic cast on a cached read.
struct ValueDefinition<T>: DependencyDefinition {
    let serviceKey: ServiceKey
    private let lifetime: Lifetime
    private let takesParams: Bool
    private let factory: (Any?) throws -> T

    init(name: String?, lifetime: Lifetime, takesParams: Bool = false, factory: @escaping (Any?) throws -> T) {
        serviceKey = ServiceKey(T.self, name: name)
        self.lifetime = lifetime
        self.takesParams = takesParams
        self.factory = factory
    }

    func bind(into scope: Scope) {
        let key = serviceKey
        let takesParams = takesParams
        // Only a definition of an Optional type can produce nil; the others skip the check.
        let mayBeNil = T.self is any OptionalValue.Type
        // WhoopDI's factories are plain closures that capture modules and locals; they run on
        // whichever thread resolves them, which is the contract WhoopDI's API already has.
        nonisolated(unsafe) let make = factory
        scope.bind(key.bindingKey, lifetime: lifetime) { _ -> T in
            let value = try make(takesParams ? ResolutionContext.current.params : nil)
            if mayBeNil, isNil(value) { throw DependencyError.nilDependency(key) }
            return value
        }
    }
}
