/// The base class of a non-core component: the part of a pluginized scope that provides plugin
/// points, created and owned by its `PluginizedComponent`.
open class NonCoreComponent<DependencyType>: Component<DependencyType>, NonCoreScope {
    /// Creates the non-core component below `parent`, its pluginized component.
    ///
    /// - parameter parent: The parent component of this component.
    public required override init(parent: Scope) {
        super.init(parent: parent)
    }

    /// Called when the pluginized scope becomes active. Does nothing unless overridden.
    open func scopeDidBecomeActive() {}

    /// Called when the pluginized scope becomes inactive. Does nothing unless overridden.
    open func scopeDidBecomeInactive() {}
}
