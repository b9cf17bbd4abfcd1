import NeedleStyle

/// The path of a component, built by `MockComponentPathBuilder`, for which a test registers a mock
/// dependency provider. Not meant to be subclassed.
public final class MockComponentPath {
    private let path: String
    private let dependencyProviderRegistry: __DependencyProviderRegistry
    private var preexistingDependencyProviderFactory: ((Scope) -> AnyObject)?

    init(path: String, dependencyProviderRegistry: __DependencyProviderRegistry) {
        self.path = path
        self.dependencyProviderRegistry = dependencyProviderRegistry
    }

    /// Makes every component created on this path get `dependencyProvider` as its dependency,
    /// remembering the factory registered for the path before, if any.
    ///
    /// - parameter dependencyProvider: The provider of the component's dependencies.
    public func register(dependencyProvider: AnyObject) {
        preexistingDependencyProviderFactory = dependencyProviderRegistry.dependencyProviderFactory(for: path)
        dependencyProviderRegistry.registerDependencyProviderFactory(for: path) { _ in dependencyProvider }
    }

    /// Removes the mock provider and puts back the factory that was registered for the path
    /// before `register(dependencyProvider:)`, if any.
    public func unregister() {
        dependencyProviderRegistry.unregisterDependencyProviderFactory(for: path)
        if let preexistingDependencyProviderFactory {
            dependencyProviderRegistry.registerDependencyProviderFactory(for: path, preexistingDependencyProviderFactory)
        }
    }
}
