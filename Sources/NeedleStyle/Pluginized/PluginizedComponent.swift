/// The base class of a core component that has plugins. It creates its non-core component
/// (`NonCoreComponent`) as its child, and gets the plugin points that component provides through
/// `pluginExtension`.
///
/// Call `bind(to:)` once with the lifecycle of the unit that uses the component; the program stops
/// when an unbound pluginized component goes away.
open class PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent: NonCoreScope>: Component<DependencyType>, PluginizedScope {
    /// The plugin points provided by this component's non-core component.
    ///
    /// Set once while the component is initialised and never changed.
    public private(set) var pluginExtension: PluginExtensionType!

    /// The non-core component, type-erased. Subclasses should not read it directly.
    ///
    /// Stops the program when read after the bound lifecycle reached `deinit`.
    public var nonCoreComponent: AnyObject {
        guard let releasableNonCoreComponent else {
            needleFatalError(.nonCoreComponentReleased(component: String(describing: self)))
        }
        return releasableNonCoreComponent
    }

    // Kept strongly: plugin points are created lazily from it, so it must outlive their
    // creation; the `deinit` lifecycle event releases it.
    private var releasableNonCoreComponent: NonCoreScope?
    private var lifecycleObserverDisposable: ObserverDisposable?

    /// Creates the component below `parent`, then its non-core component, then its plugin
    /// extension provider.
    ///
    /// - parameter parent: The parent component of this component.
    public override init(parent: Scope) {
        super.init(parent: parent)
        releasableNonCoreComponent = NonCoreComponent(parent: self)
        pluginExtension = makePluginExtensionProvider()
    }

    /// Binds the component to `observable`: the non-core component is told when the scope
    /// becomes active or inactive; at `deinit`, `scopeWillDeinit()` is called and the non-core
    /// component is released. Later calls do nothing.
    ///
    /// - parameter observable: The lifecycle to follow.
    public func bind(to observable: PluginizedScopeLifecycleObservable) {
        guard lifecycleObserverDisposable == nil else { return }
        lifecycleObserverDisposable = observable.observe { event in
            switch event {
            case .active:
                self.releasableNonCoreComponent?.scopeDidBecomeActive()
            case .inactive:
                self.releasableNonCoreComponent?.scopeDidBecomeInactive()
            case .deinit:
                self.scopeWillDeinit()
                // Released only now, not when the scope goes inactive: the scope may become
                // active again and need its plugin points recreated from the same component.
                self.releasableNonCoreComponent = nil
            }
        }
    }

    /// Called when the bound lifecycle reaches `deinit`, before the non-core component is
    /// released. Does nothing unless overridden.
    open func scopeWillDeinit() {}

    private func makePluginExtensionProvider() -> PluginExtensionType {
        let provider = __PluginExtensionProviderRegistry.instance.pluginExtensionProvider(for: self)
        switch Self.castPluginExtension(provider, for: self) {
        case let .success(pluginExtension): return pluginExtension
        case let .failure(failure): needleFatalError(failure)
        }
    }

    /// `provider` as the plugin extension of `component`, or the failure to report.
    static func castPluginExtension(_ provider: AnyObject, for component: Scope) -> Result<PluginExtensionType, NeedleFailure> {
        if let pluginExtension = provider as? PluginExtensionType { return .success(pluginExtension) }
        return .failure(.incorrectPluginExtensionProviderType(
            component: String(describing: component),
            expected: String(describing: PluginExtensionType.self),
            actual: String(describing: provider)))
    }

    deinit {
        guard let lifecycleObserverDisposable else {
            needleFatalError(.pluginizedComponentNotBound(component: String(describing: self)))
        }
        lifecycleObserverDisposable.dispose()
    }
}
