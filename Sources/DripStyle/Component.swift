/// The usual base class for components: it owns a fresh `Registry`.
///
/// Subclasses declare accessors for their modules and parents:
///
///     final class ViewComponent: Component {
///       var root: ApplicationComponent { return parent() }
///       var core: ViewModule { return module() }
///     }
///
/// Its registry is thread-safe, so a component may be shared between threads; a subclass meant
/// to be declares it (`final class AppComponent: Component, @unchecked Sendable`), keeping any
/// stored state of its own thread-safe. `Component` itself is not `Sendable`, so that subclasses
/// that are never shared need not restate a conformance.
open class Component: ComponentType {
    /// This component's backing store.
    public let registry: Registry

    /// Creates a component with no modules and no parents.
    public required init() {
        registry = Registry(name: String(describing: Self.self))
    }
}
