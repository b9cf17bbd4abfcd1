import Testing
@testable import NeedleStyle

/// Needle's `PluginizedComponentTests`, in our words.
@Suite struct PluginizedComponentTests {
    init() {
        let registry = __DependencyProviderRegistry.instance
        for path in [
            "^->PluginTestRoot",
            "^->PluginTestRoot->MockPluginizedComponent",
            "^->PluginTestRoot->MockPluginizedComponent->MockNonCoreComponent",
        ] {
            registry.registerDependencyProviderFactory(for: path) { EmptyDependencyProvider(component: $0) }
        }
        __PluginExtensionProviderRegistry.instance.registerPluginExtensionProviderFactory(for: "MockPluginizedComponent") { _ in
            EmptyPluginExtensionsProvider()
        }
    }

    @Test func createsTheNonCoreComponentAndThePluginExtension() {
        let component = MockPluginizedComponent()
        #expect(component.nonCoreComponent is MockNonCoreComponent)
        #expect(component.pluginExtension is EmptyPluginExtensionsProvider)
        #expect((component.nonCoreComponent as? MockNonCoreComponent)?.path
            == ["^", "PluginTestRoot", "MockPluginizedComponent", "MockNonCoreComponent"])
    }

    @Test func boundLifecycleActivatesAndDeactivatesTheNonCoreComponent() throws {
        let component = MockPluginizedComponent()
        let lifecycle = MockPluginizedScopeLifecycleObservable(disposable: MockObserverDisposable())
        let nonCore = try #require(component.nonCoreComponent as? MockNonCoreComponent)
        component.bind(to: lifecycle)
        #expect(nonCore.activeCalls == 0)
        #expect(nonCore.inactiveCalls == 0)

        lifecycle.send(.active)
        #expect(nonCore.activeCalls == 1)
        #expect(nonCore.inactiveCalls == 0)

        lifecycle.send(.inactive)
        #expect(nonCore.activeCalls == 1)
        #expect(nonCore.inactiveCalls == 1)
    }

    @Test func deinitEventReleasesTheNonCoreComponent() throws {
        let component = MockPluginizedComponent()
        var nonCore = component.nonCoreComponent as? MockNonCoreComponent
        let deinits = DeinitCounter()
        try #require(nonCore).onDeinit = { deinits.count += 1 }
        let lifecycle = MockPluginizedScopeLifecycleObservable(disposable: MockObserverDisposable())
        component.bind(to: lifecycle)

        // Our own reference goes; the pluginized component still keeps the non-core one.
        nonCore = nil
        #expect(nonCore == nil)
        #expect(deinits.count == 0)

        lifecycle.send(.deinit)
        #expect(deinits.count == 1)
    }

    @Test func deinitEventCallsScopeWillDeinitOnce() {
        let component = MockPluginizedComponent()
        let lifecycle = MockPluginizedScopeLifecycleObservable(disposable: MockObserverDisposable())
        component.bind(to: lifecycle)
        #expect(component.willDeinitCalls == 0)

        lifecycle.send(.active)
        #expect(component.willDeinitCalls == 0)

        lifecycle.send(.inactive)
        #expect(component.willDeinitCalls == 0)

        lifecycle.send(.deinit)
        #expect(component.willDeinitCalls == 1)
    }

    @Test func bindingTwiceKeepsTheFirstLifecycle() {
        let component = MockPluginizedComponent()
        let first = MockPluginizedScopeLifecycleObservable(disposable: MockObserverDisposable())
        let second = MockPluginizedScopeLifecycleObservable(disposable: MockObserverDisposable())
        component.bind(to: first)
        component.bind(to: second)
        #expect(first.observer != nil)
        #expect(second.observer == nil)
    }

    @Test func componentGoingAwayDisposesTheObservation() {
        let disposable = MockObserverDisposable()
        do {
            let component = MockPluginizedComponent()
            let lifecycle = MockPluginizedScopeLifecycleObservable(disposable: disposable)
            component.bind(to: lifecycle)
            lifecycle.send(.deinit)
        }
        #expect(disposable.disposeCalls == 1)
    }
}

final class PluginTestRoot: BootstrapComponent {}

final class MockNonCoreComponent: NonCoreComponent<EmptyDependency> {
    var onDeinit: (() -> Void)?
    private(set) var activeCalls = 0
    private(set) var inactiveCalls = 0

    override func scopeDidBecomeActive() { activeCalls += 1 }

    override func scopeDidBecomeInactive() { inactiveCalls += 1 }

    deinit { onDeinit?() }
}

protocol EmptyPluginExtensions {}

final class EmptyPluginExtensionsProvider: EmptyPluginExtensions {}

final class MockPluginizedComponent: PluginizedComponent<EmptyDependency, EmptyPluginExtensions, MockNonCoreComponent> {
    private(set) var willDeinitCalls = 0

    init() {
        super.init(parent: PluginTestRoot())
    }

    override func scopeWillDeinit() { willDeinitCalls += 1 }
}

final class MockPluginizedScopeLifecycleObservable: PluginizedScopeLifecycleObservable {
    let disposable: ObserverDisposable
    private(set) var observer: ((PluginizedScopeLifecycle) -> Void)?

    init(disposable: ObserverDisposable) {
        self.disposable = disposable
    }

    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable {
        self.observer = observer
        return disposable
    }

    func send(_ event: PluginizedScopeLifecycle) {
        observer?(event)
    }
}

final class MockObserverDisposable: ObserverDisposable {
    private(set) var disposeCalls = 0

    func dispose() { disposeCalls += 1 }
}

final class DeinitCounter {
    var count = 0
}
