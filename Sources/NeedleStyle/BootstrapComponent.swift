/// The base class of the root component of a dependency graph. The root has no parent and needs
/// nothing, so a subclass inherits from this class rather than from `Component`, and the
/// application creates it with `RootComponent()`.
///
/// A root's path is `["^", "<its type name>"]`, and like every component it gets its (empty)
/// dependency provider from the factory registered for that path.
open class BootstrapComponent: Component<EmptyDependency> {
    /// Creates the root component.
    public init() {
        super.init(parent: BigBang.shared)
    }
}
