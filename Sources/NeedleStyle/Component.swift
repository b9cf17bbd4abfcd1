/// The base class of a dependency injection component. A subclass defines one scope of the
/// dependency tree: the properties it provides to its own units and to the scopes below it, and
/// the child components it creates by passing itself as their `parent`.
///
/// What the component needs from its ancestors is declared by `DependencyType`, a protocol
/// inheriting `Dependency`; the generated code registers, for each path of components, a provider
/// that forwards each of its properties to the nearest ancestor declaring one with the same name
/// and type. `dependency.x` and plain `x` (through dynamic member lookup) read them.
///
/// Its initialiser is nonisolated: a subclass may be made on any thread, and a subclass marked
/// `@MainActor` on the main actor. In a target whose default isolation is the main actor
/// (SwiftPM's `defaultIsolation(MainActor.self)`), subclass `MainActorComponent` instead.
open class Component<DependencyType>: ComponentBase<DependencyType> {
    /// Creates the component below `parent` and gets its dependency provider from the factory
    /// registered for its path.
    ///
    /// Stops the program when no factory is registered for the path (usually because
    /// `registerProviderFactories()` has not been called yet), when that factory is a main-actor
    /// one and this is not the main actor, or when the factory's provider does not conform to
    /// `DependencyType`.
    @inlinable
    public init(parent: Scope) {
        super.init(attachingTo: parent)
    }
}
