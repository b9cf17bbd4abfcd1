import DIGraph

/// A definition made by `factory` (a new value on every request) or `singleton` (one value per
/// defining container, shared by every container below it), with or without params.
///
/// Bound into the scope typed, as a factory of `T`, so that resolving it takes DIGraph's typed
/// path: no `Any` box and no dynamic cast on a cached read.
struct ValueDefinition<T>: DependencyDefinition {
    /// How the value is made: from nothing (`factory` / `singleton`), or from the params of the
    /// `get` in progress (the deprecated `...WithParams`).
    enum Factory {
        case plain(() throws -> T)
        case withParams((Any?) throws -> T)
    }

    let serviceKey: ServiceKey
    private let lifetime: Lifetime
    private let factory: Factory

    init(name: String?, lifetime: Lifetime, factory: Factory) {
        serviceKey = ServiceKey(T.self, name: name)
        self.lifetime = lifetime
        self.factory = factory
    }

    func bind(into scope: Scope) {
        let key = serviceKey
        // Only a definition of an Optional type can produce nil; the others skip the check.
        let mayBeNil = T.self is any OptionalValue.Type
        // WhoopDI's factories are plain closures that capture modules and locals; they run on
        // whichever thread resolves them, which is the contract WhoopDI's API already has.
        switch factory {
        case .plain(let make) where !mayBeNil:
            // The common case binds the module's closure with nothing in between.
            nonisolated(unsafe) let make = make
            scope.bind(key.bindingKey, lifetime: lifetime) { _ -> T in try make() }
        case .plain(let make):
            nonisolated(unsafe) let make = make
            scope.bind(key.bindingKey, lifetime: lifetime) { _ -> T in
                let value = try make()
                if isNil(value) { throw DependencyError.nilDependency(key) }
                return value
            }
        case .withParams(let make):
            nonisolated(unsafe) let make = make
            scope.bind(key.bindingKey, lifetime: lifetime) { _ -> T in
                let value = try make(ResolutionContext.current.params)
                if mayBeNil, isNil(value) { throw DependencyError.nilDependency(key) }
                return value
            }
        }
    }
}
