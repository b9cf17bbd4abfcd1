internal import DIGraph

/// The factory that makes a component's dependency provider, given the component.
typealias DependencyProviderFactory = (Scope) -> AnyObject

/// Needle's internal registry of dependency provider factories, one per component path. The
/// generated `registerProviderFactories()` fills it; application code does not use it directly.
///
/// Every method is safe to call from any thread.
public final class __DependencyProviderRegistry: Sendable {
    /// The registry every component reads from.
    public static let instance = __DependencyProviderRegistry()

    private let slots = ProviderSlotTable<DependencyProviderFactory>()

    private init() {}

    /// Registers `dependencyProviderFactory` for the component path `componentPath`
    /// (`"^->RootComponent->LoggedInComponent"`), replacing any factory registered for it.
    ///
    /// - parameter componentPath: The path of the component the provider is for.
    /// - parameter dependencyProviderFactory: Makes, from the component being created, the
    ///   provider conforming to that component's dependency protocol.
    public func registerDependencyProviderFactory(for componentPath: String, _ dependencyProviderFactory: @escaping (Scope) -> AnyObject) {
        slots.slot(for: componentPath).factory = dependencyProviderFactory
    }

    /// Registers a main-actor `dependencyProviderFactory` for the component path `componentPath`,
    /// replacing any factory registered for it: the generated code registers one for a path
    /// whose dependency provider is isolated to the main actor. Not part of Needle's API.
    ///
    /// A component on that path must then be made on the main actor; made elsewhere, it stops
    /// the program with a message naming the path and the main actor.
    ///
    /// - parameter componentPath: The path of the component the provider is for.
    /// - parameter dependencyProviderFactory: Makes, on the main actor, the provider conforming to
    ///   that component's dependency protocol.
    public func registerDependencyProviderFactory(
        for componentPath: String, _ dependencyProviderFactory: @escaping @MainActor (Scope) -> AnyObject
    ) {
        registerDependencyProviderFactory(for: componentPath) { component in
            guard MainActorCall.isOnMainActor else {
                needleFatalError(.mainActorProviderOffMainActor(path: component.path))
            }
            return MainActorCall.callAssumingMainActor(dependencyProviderFactory, with: component)
        }
    }

    /// Removes the factory registered for `componentPath`, if any.
    public func unregisterDependencyProviderFactory(for componentPath: String) {
        slots.existingSlot(for: componentPath)?.factory = nil
    }

    /// The factory registered for `componentPath`, or nil.
    public func dependencyProviderFactory(for componentPath: String) -> ((Scope) -> AnyObject)? {
        slots.factory(for: componentPath)
    }

    /// The provider the factory registered for `component`'s path makes for it. Stops the program
    /// when there is none.
    func dependencyProvider(for component: Scope) -> AnyObject {
        switch factoryResult(for: component) {
        case let .success(factory): return factory(component)
        case let .failure(failure): needleFatalError(failure)
        }
    }

    /// The factory for `component`'s path, or the failure to report. For a `Component` this reads
    /// the slot its path node already holds.
    func factoryResult(for component: Scope) -> Result<DependencyProviderFactory, NeedleFailure> {
        let factory = if let node = component.__componentPathNode as? ComponentPathNode {
            node.dependencyProviderSlot.factory
        } else {
            slots.factory(for: component.path.joined(separator: "->"))
        }
        guard let factory else { return .failure(.missingDependencyProviderFactory(path: component.path)) }
        return .success(factory)
    }

    /// The slot for `componentPath`, for a path node to keep.
    func slot(forPath componentPath: String) -> ProviderSlot<DependencyProviderFactory> {
        slots.slot(for: componentPath)
    }
}
