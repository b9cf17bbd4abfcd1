/// The factory that makes a pluginized component's plugin extension provider.
typealias PluginExtensionProviderFactory = (PluginizedScope) -> AnyObject

/// Needle's internal registry of plugin extension provider factories, one per pluginized
/// component name (not per path: the provider only reads the component's own non-core
/// component). The generated code fills it; application code does not use it directly.
///
/// Every method is safe to call from any thread.
public final class __PluginExtensionProviderRegistry: Sendable {
    /// The registry every pluginized component reads from.
    public static let instance = __PluginExtensionProviderRegistry()

    private let slots = ProviderSlotTable<PluginExtensionProviderFactory>()

    private init() {}

    /// Registers `pluginExtensionProviderFactory` for the pluginized component named
    /// `componentName`, replacing any factory registered for it.
    ///
    /// - parameter componentName: The name of the component the provider is for.
    /// - parameter pluginExtensionProviderFactory: Makes, from the pluginized component, the
    ///   provider conforming to its plugin extension protocol.
    public func registerPluginExtensionProviderFactory(for componentName: String, _ pluginExtensionProviderFactory: @escaping (PluginizedScope) -> AnyObject) {
        slots.slot(for: componentName).factory = pluginExtensionProviderFactory
    }

    /// The provider the factory registered for `component`'s name makes for it. Stops the
    /// program when there is none.
    func pluginExtensionProvider(for component: PluginizedScope) -> AnyObject {
        let factory = if let node = component.__componentPathNode as? ComponentPathNode {
            node.pluginExtensionSlot.factory
        } else {
            component.path.last.flatMap { slots.factory(for: $0) }
        }
        guard let factory else { needleFatalError(.missingPluginExtensionProviderFactory(path: component.path)) }
        return factory(component)
    }

    /// The slot for `componentName`, for a path node to keep.
    func slot(forComponentName componentName: String) -> ProviderSlot<PluginExtensionProviderFactory> {
        slots.slot(for: componentName)
    }
}
