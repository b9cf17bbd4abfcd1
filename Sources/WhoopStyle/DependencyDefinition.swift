import DIGraph

/// One registration made in a `DependencyModule`: a key and how to bind it into a container's
/// scope.
protocol DependencyDefinition {
    /// The key the definition provides.
    var serviceKey: ServiceKey { get }
    /// Binds the definition into `scope`, replacing whatever the scope bound for the key.
    func bind(into scope: Scope)
}

/// A user factory as the definitions keep it: given the params of the `get` that reached it.
typealias DefinitionFactory = (Any?) throws -> Any

extension DependencyDefinition {
    /// Binds `factory` under this definition's key with `lifetime`. A definition that takes params
    /// reads them from the `get` that reached it; a nil result is an error, as in WhoopDI.
    func bind(into scope: Scope, lifetime: Lifetime, takesParams: Bool, factory: @escaping DefinitionFactory) {
        let key = serviceKey
        // Only a definition of an Optional type can produce nil; the others skip the check.
        let mayBeNil = key.type is any OptionalValue.Type
        // WhoopDI's factories are plain closures that capture modules and locals; they run on
        // whichever thread resolves them, which is the contract WhoopDI's API already has.
        nonisolated(unsafe) let make = factory
        scope.bind(key.bindingKey, lifetime: lifetime) { _ in
            let value = try make(takesParams ? ResolutionContext.current.params : nil)
            if mayBeNil, isNil(value) { throw DependencyError.nilDependency(key) }
            return value
        }
    }
}
