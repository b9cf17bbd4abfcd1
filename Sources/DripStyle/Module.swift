/// The usual base class for modules: it keeps a weak reference to the owning component `C`.
///
///     class ViewModule: Module<ViewComponent> {
///       required init(_ component: ViewComponent) {
///         super.init(component)
///       }
///
///       func inject() -> Api {
///         return transient { Api() }
///       }
///     }
open class Module<C: ComponentType>: ModuleType {
    /// The type of the component that owns this module.
    public typealias Owner = C

    /// The owning component. Weak, because the component keeps its modules.
    public weak var component: C!

    /// Creates the module for `component`.
    public required init(_ component: C) {
        self.component = component
    }
}
