/// The provider registered for components whose dependency is `EmptyDependency`.
public final class EmptyDependencyProvider: EmptyDependency, Sendable {
    /// Creates the provider for `component`, which it does not keep.
    public init(component: Scope) {}
}
