import NeedleStyle

/// A builder for the path of a component, for registering a mock dependency provider in a unit
/// test so that the component can be created outside the full tree.
///
/// ```swift
/// let path = mockComponentPathBuilder()
///     .extendPath(to: RootComponent.self)
///     .extendPath(to: GameComponent.self)
///     .build()
/// path.register(dependencyProvider: MockGameDependency())
/// defer { path.unregister() }
/// ```
public func mockComponentPathBuilder() -> MockComponentPathBuilder {
    MockComponentPathBuilder(dependencyProviderRegistry: __DependencyProviderRegistry.instance)
}

/// Builds a component path that mirrors the ancestry of a component, root first. Not meant to be
/// subclassed.
public final class MockComponentPathBuilder {
    private let dependencyProviderRegistry: __DependencyProviderRegistry
    private var path: [String] = ["^"]

    init(dependencyProviderRegistry: __DependencyProviderRegistry) {
        self.dependencyProviderRegistry = dependencyProviderRegistry
    }

    /// Appends `componentType` to the path, as the child of the component added last. The type is
    /// named exactly as a component of that type names itself in its `path`.
    ///
    /// - returns: This builder.
    public func extendPath(to componentType: AnyClass) -> MockComponentPathBuilder {
        path.append(ComponentPathElement.name(of: componentType))
        return self
    }

    /// The path built so far, ready to register a provider for.
    public func build() -> MockComponentPath {
        MockComponentPath(path: path.joined(separator: "->"), dependencyProviderRegistry: dependencyProviderRegistry)
    }
}
