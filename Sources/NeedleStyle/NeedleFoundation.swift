/// Needle's module name as a namespace, so that code qualifying names with it (as Needle's
/// generated `NeedleGenerated.swift` does with `NeedleFoundation.Scope`, and as components may
/// with `NeedleFoundation.Component<…>`) compiles against NeedleStyle with only its `import` line
/// changed.
public enum NeedleFoundation {
    /// `NeedleStyle.Dependency`.
    public typealias Dependency = NeedleStyle.Dependency
    /// `NeedleStyle.Scope`.
    public typealias Scope = NeedleStyle.Scope
    /// `NeedleStyle.Component`.
    public typealias Component<DependencyType> = NeedleStyle.Component<DependencyType>
    /// `NeedleStyle.BootstrapComponent`.
    public typealias BootstrapComponent = NeedleStyle.BootstrapComponent
    /// `NeedleStyle.BootstrapComponent` under Needle's earlier name, as the Needle guide writes
    /// it: `class RootComponent: NeedleFoundation.RootComponent`. Only the qualified spelling
    /// exists, so an app's own `RootComponent` class never clashes with it.
    public typealias RootComponent = NeedleStyle.BootstrapComponent
    /// `NeedleStyle.MainActorComponent` (not in Needle).
    public typealias MainActorComponent<DependencyType> = NeedleStyle.MainActorComponent<DependencyType>
    /// `NeedleStyle.MainActorBootstrapComponent` (not in Needle).
    public typealias MainActorBootstrapComponent = NeedleStyle.MainActorBootstrapComponent
    /// `NeedleStyle.EmptyDependency`.
    public typealias EmptyDependency = NeedleStyle.EmptyDependency
    /// `NeedleStyle.EmptyDependencyProvider`.
    public typealias EmptyDependencyProvider = NeedleStyle.EmptyDependencyProvider
    /// `NeedleStyle.PluginExtension`.
    public typealias PluginExtension = NeedleStyle.PluginExtension
    /// `NeedleStyle.PluginizedScope`.
    public typealias PluginizedScope = NeedleStyle.PluginizedScope
    /// `NeedleStyle.PluginizedComponent`.
    public typealias PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent: NonCoreScope> =
        NeedleStyle.PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent>
    /// `NeedleStyle.NonCoreScope`.
    public typealias NonCoreScope = NeedleStyle.NonCoreScope
    /// `NeedleStyle.NonCoreComponent`.
    public typealias NonCoreComponent<DependencyType> = NeedleStyle.NonCoreComponent<DependencyType>
    /// `NeedleStyle.PluginizedScopeLifecycle`.
    public typealias PluginizedScopeLifecycle = NeedleStyle.PluginizedScopeLifecycle
    /// `NeedleStyle.PluginizedScopeLifecycleObservable`.
    public typealias PluginizedScopeLifecycleObservable = NeedleStyle.PluginizedScopeLifecycleObservable
    /// `NeedleStyle.ObserverDisposable`.
    public typealias ObserverDisposable = NeedleStyle.ObserverDisposable
    /// `NeedleStyle.__DependencyProviderRegistry`.
    public typealias __DependencyProviderRegistry = NeedleStyle.__DependencyProviderRegistry
    /// `NeedleStyle.__PluginExtensionProviderRegistry`.
    public typealias __PluginExtensionProviderRegistry = NeedleStyle.__PluginExtensionProviderRegistry
}
