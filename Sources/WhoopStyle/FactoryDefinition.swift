import DIGraph

/// A definition whose factory runs on every resolution (`factory`, `factoryWithParams`).
struct FactoryDefinition: DependencyDefinition {
    let serviceKey: ServiceKey
    private let takesParams: Bool
    private let factory: DefinitionFactory

    init<T>(name: String?, takesParams: Bool = false, factory: @escaping (Any?) throws -> T) {
        serviceKey = ServiceKey(T.self, name: name)
        self.takesParams = takesParams
        self.factory = { try factory($0) }
    }

    func bind(into scope: Scope) {
        bind(into: scope, lifetime: .transient, takesParams: takesParams, factory: factory)
    }
}
