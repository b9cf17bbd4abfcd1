/// The base protocol of a plugin extension protocol: the plugin points a pluginized component
/// takes from its non-core component.
public protocol PluginExtension: AnyObject {}
