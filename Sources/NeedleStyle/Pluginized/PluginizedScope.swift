/// A scope whose non-core component follows the lifecycle of the unit that uses it.
///
/// A separate protocol, so that code can talk about any pluginized component without spelling
/// its three generic arguments.
/// @CreateMock
public protocol PluginizedScope: Scope {
    /// Binds the component to `observable`: the non-core component is told when the scope becomes
    /// active or inactive, and is released when the scope reaches `deinit`.
    ///
    /// Must be called for every pluginized component: the component and its non-core component
    /// keep each other alive until the bound lifecycle ends.
    func bind(to observable: PluginizedScopeLifecycleObservable)
}
