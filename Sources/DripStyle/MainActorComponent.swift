/// A `Component` isolated to the main actor, for targets whose default isolation is the main
/// actor (SwiftPM's `defaultIsolation(MainActor.self)`). Not part of Drip's API.
///
/// In such a target Swift 6.3 gives the initialiser a subclass inherits the main actor's
/// isolation and then refuses it for differing from the nonisolated one of `Component`
/// (swiftlang/swift#84644). This class's initialiser is the main actor's, so a subclass
/// inherits it as it is. The registry is `Component`'s: thread-safe, readable from anywhere.
@MainActor
open class MainActorComponent: ComponentType {
    /// This component's backing store.
    public let registry: Registry

    /// Creates a component with no modules and no parents, on the main actor.
    public required init() {
        registry = Registry(name: String(describing: Self.self))
    }
}
