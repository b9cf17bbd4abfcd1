/// The lifecycle of the unit that uses a pluginized component, such as a view controller's
/// appearance and deallocation.
public enum PluginizedScopeLifecycle: Sendable {
    /// The scope became active (a view controller's `viewDidAppear`).
    case active
    /// The scope became inactive (a view controller's `viewDidDisappear`).
    case inactive
    /// The scope is going away (a view controller's `deinit`).
    case `deinit`
}
