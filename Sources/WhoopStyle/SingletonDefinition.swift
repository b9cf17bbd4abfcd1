import DIGraph

/// A definition whose factory runs once per defining container; the value is shared by every
/// container below it (`singleton`, `singletonWithParams`).
struct SingletonDefinition: DependencyDefinition {
    let serviceKey: ServiceKey
    private let takesParams: Bool
    private let factory: DefinitionFactory

    init<T>(name: String?, takesParams: Bool = false, factory: @escaping (Any?) throws -> T) {
        serviceKey = ServiceKey(T.self, name: name)
        self.takesParams = takesParams
        self.factory = { try factory($0) }
    }

    func bind(into scope: Scope) {
        bind(into: scope, lifetime: .singleton, takesParams: takesParams, factory: factory)
    }
}
