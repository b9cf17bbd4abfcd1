/// A source of the lifecycle events of the scope a pluginized component is bound to.
public protocol PluginizedScopeLifecycleObservable: AnyObject {
    /// Calls `observer` with each lifecycle event from now on.
    ///
    /// - parameter observer: Called with each event.
    /// - returns: The disposable that ends the observation.
    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable
}
