/// The root component of a dependency graph in a target whose default isolation is the main
/// actor: `BootstrapComponent` with a main-actor initialiser (see `MainActorComponent` for why).
/// Not part of Needle's API.
///
/// A root's path is `["^", "<its type name>"]`, as `BootstrapComponent`'s is.
@MainActor
open class MainActorBootstrapComponent: MainActorComponent<EmptyDependency> {
    /// Creates the root component, on the main actor.
    public init() {
        super.init(parent: BigBang.shared)
    }
}
