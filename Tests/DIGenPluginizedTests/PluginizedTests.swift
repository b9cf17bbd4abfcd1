import NeedleStyle
import Testing

/// The code `digen generate --pluginized` wrote for this target compiles, and the generated
/// plugin extension provider and dependency providers wire a component that extends a generic
/// pluginized base of the app's own.
@Suite struct PluginizedTests {
    init() {
        registerProviderFactories()
    }

    @Test func theGeneratedPluginExtensionReadsTheNonCoreComponent() throws {
        let root = ArcadeRootComponent()
        let game = root.gameComponent
        let lifecycle = Lifecycle()
        game.bind(to: lifecycle)
        let nonCore = try #require(game.nonCoreComponent as? GameNonCoreComponent)
        #expect(game.pluginExtension.scoreSheetBuilder === nonCore.scoreSheetBuilder)
        // The non-core component's dependencies: one from the root, one inherited by the game
        // component from the generic base.
        #expect(nonCore.dependency.scoreStream === root.scoreStream)
        #expect(nonCore.dependency.analytics === game.analytics)
        #expect(game.dependency.scoreStream === root.scoreStream)
        lifecycle.send(.deinit)
    }
}

/// The smallest lifecycle a pluginized component can be bound to.
private final class Lifecycle: PluginizedScopeLifecycleObservable {
    private var observers: [(PluginizedScopeLifecycle) -> Void] = []

    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable {
        observers.append(observer)
        return Disposal()
    }

    func send(_ event: PluginizedScopeLifecycle) {
        for observer in observers { observer(event) }
    }
}

private final class Disposal: ObserverDisposable {
    func dispose() {}
}
