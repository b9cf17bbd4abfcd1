/// A non-core component as its pluginized component sees it: created by it, and told when the
/// pluginized scope becomes active or inactive.
///
/// A separate protocol, so that `PluginizedComponent` can name its non-core component type
/// without that type's dependency protocol.
public protocol NonCoreScope: AnyObject {
    /// Creates the non-core component below `parent`, its pluginized component.
    ///
    /// - parameter parent: The parent component of this component.
    init(parent: Scope)

    /// Called when the pluginized scope becomes active (automatically once the pluginized
    /// component is bound to a lifecycle).
    func scopeDidBecomeActive()

    /// Called when the pluginized scope becomes inactive (automatically once the pluginized
    /// component is bound to a lifecycle).
    func scopeDidBecomeInactive()
}
