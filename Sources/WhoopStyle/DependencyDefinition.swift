import DIGraph

/// One registration made in a `DependencyModule`: a key and how to bind it into a container's
/// scope.
protocol DependencyDefinition {
    /// The key the definition provides.
    var serviceKey: ServiceKey { get }
    /// Binds the definition into `scope`, replacing whatever the scope bound for the key.
    func bind(into scope: Scope)
}
