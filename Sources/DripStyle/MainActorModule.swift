// An isolated conformance (`@MainActor ModuleType`, SE-0470) needs Swift 6.2; the package's
// tools version is 6.1.
#if compiler(>=6.2)
/// A `Module` isolated to the main actor, owned by a main-actor component, for targets whose
/// default isolation is the main actor (see `MainActorComponent`). Not part of Drip's API.
///
/// Its conformance to `ModuleType` is isolated to the main actor (`@MainActor ModuleType`):
/// its component reads it, and its generators run, on the main actor.
@MainActor
open class MainActorModule<C: ComponentType>: @MainActor ModuleType {
    /// The type of the component that owns this module.
    public typealias Owner = C

    /// The owning component. Weak, because the component keeps its modules.
    public weak var component: C!

    /// Creates the module for `component`, on the main actor.
    public required init(_ component: C) {
        self.component = component
    }
}
#endif
