/// A `Component` whose initialiser is isolated to the main actor, for targets whose default
/// isolation is the main actor (SwiftPM's `defaultIsolation(MainActor.self)`, Xcode's "Default
/// Actor Isolation: MainActor"). Not part of Needle's API.
///
/// Such a target infers the main actor for the initialisers a subclass inherits, and Swift 6.3
/// then refuses a subclass of any class whose initialiser is nonisolated ("main actor-isolated
/// initializer 'init(parent:)' has different actor isolation from nonisolated overridden
/// declaration"). This class's initialiser is the main actor's, so a subclass inherits it as it
/// is. Everything else (`dependency`, `shared {}`, `path`, dynamic member lookup) is
/// `Component`'s.
///
/// The dependency provider of a main-actor component is usually main-actor too: the generated
/// code registers it as such, and it is made on the main actor.
@MainActor
open class MainActorComponent<DependencyType>: ComponentBase<DependencyType> {
    /// Creates the component below `parent`, on the main actor, and gets its dependency provider
    /// from the factory registered for its path.
    ///
    /// Stops the program when no factory is registered for the path (usually because
    /// `registerProviderFactories()` has not been called yet) or when the factory's provider does
    /// not conform to `DependencyType`.
    @inlinable
    public init(parent: Scope) {
        super.init(attachingTo: parent)
    }
}
