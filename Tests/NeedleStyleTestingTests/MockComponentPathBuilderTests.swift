import NeedleStyleTesting
import Testing
@testable import NeedleStyle

/// Needle's `MockComponentPathBuilderTests`, in our words. Serialized: every test registers and
/// unregisters providers for the same paths.
@Suite(.serialized) final class MockComponentPathBuilderTests {
    final class TestComponent2: TestComponent {}
    final class TestComponent3: TestComponent {}
    final class MockDependencyProvider: EmptyDependency {}

    private let registry = __DependencyProviderRegistry.instance
    private let bootstrapProvider = MockDependencyProvider()
    private let bootstrapPath = mockComponentPathBuilder()
        .extendPath(to: BootstrapComponent.self)
        .build()

    init() {
        bootstrapPath.register(dependencyProvider: bootstrapProvider)
    }

    deinit {
        bootstrapPath.unregister()
    }

    @Test func registeredProviderIsWhatTheComponentOnThatPathGets() {
        let provider = MockDependencyProvider()
        let path = mockComponentPathBuilder()
            .extendPath(to: BootstrapComponent.self)
            .extendPath(to: TestComponent.self)
            .build()
        path.register(dependencyProvider: provider)
        defer { path.unregister() }

        let component = TestComponent(parent: BootstrapComponent())
        #expect(identical(registry.dependencyProvider(for: component), provider))
        #expect(identical(component.dependency, provider))
    }

    @Test func providersCanBeRegisteredAlongALongerPath() {
        let provider = MockDependencyProvider()
        let paths = [
            mockComponentPathBuilder()
                .extendPath(to: BootstrapComponent.self)
                .extendPath(to: TestComponent.self)
                .build(),
            mockComponentPathBuilder()
                .extendPath(to: BootstrapComponent.self)
                .extendPath(to: TestComponent.self)
                .extendPath(to: TestComponent2.self)
                .build(),
            mockComponentPathBuilder()
                .extendPath(to: BootstrapComponent.self)
                .extendPath(to: TestComponent.self)
                .extendPath(to: TestComponent2.self)
                .extendPath(to: TestComponent3.self)
                .build(),
        ]
        for path in paths { path.register(dependencyProvider: provider) }
        defer { for path in paths { path.unregister() } }

        let first = TestComponent(parent: BootstrapComponent())
        let second = TestComponent2(parent: first)
        let third = TestComponent3(parent: second)
        #expect(third.path == ["^", "BootstrapComponent", "TestComponent", "TestComponent2", "TestComponent3"])
        #expect(identical(registry.dependencyProvider(for: first), provider))
        #expect(identical(registry.dependencyProvider(for: second), provider))
        #expect(identical(registry.dependencyProvider(for: third), provider))
    }

    @Test func unregisterRemovesAProviderThatReplacedNothing() {
        let provider = MockDependencyProvider()
        let parentPath = mockComponentPathBuilder()
            .extendPath(to: BootstrapComponent.self)
            .extendPath(to: TestComponent.self)
            .build()
        parentPath.register(dependencyProvider: provider)
        defer { parentPath.unregister() }
        let path = mockComponentPathBuilder()
            .extendPath(to: BootstrapComponent.self)
            .extendPath(to: TestComponent.self)
            .extendPath(to: TestComponent2.self)
            .build()
        path.register(dependencyProvider: provider)

        let component = TestComponent2(parent: TestComponent(parent: BootstrapComponent()))
        #expect(identical(registry.dependencyProvider(for: component), provider))
        #expect(registry.dependencyProviderFactory(for: "^->BootstrapComponent->TestComponent->TestComponent2") != nil)

        path.unregister()
        #expect(registry.dependencyProviderFactory(for: "^->BootstrapComponent->TestComponent->TestComponent2") == nil)
    }

    @Test func unregisterPutsBackTheFactoryRegisteredBefore() throws {
        let pathString = "^->BootstrapComponent->TestComponent"
        let original = MockDependencyProvider()
        registry.registerDependencyProviderFactory(for: pathString) { _ in original }
        defer { registry.unregisterDependencyProviderFactory(for: pathString) }
        let mock = MockDependencyProvider()
        let path = mockComponentPathBuilder()
            .extendPath(to: BootstrapComponent.self)
            .extendPath(to: TestComponent.self)
            .build()
        path.register(dependencyProvider: mock)

        let component = TestComponent(parent: BootstrapComponent())
        #expect(identical(registry.dependencyProvider(for: component), mock))

        path.unregister()
        let restored = try #require(registry.dependencyProviderFactory(for: pathString))
        #expect(identical(restored(component), original))
        #expect(identical(TestComponent(parent: BootstrapComponent()).dependency, original))
    }

    @Test func unregisteringTwiceKeepsTheFactoryRegisteredBefore() throws {
        let pathString = "^->BootstrapComponent->TestComponent"
        let original = MockDependencyProvider()
        registry.registerDependencyProviderFactory(for: pathString) { _ in original }
        defer { registry.unregisterDependencyProviderFactory(for: pathString) }
        let path = mockComponentPathBuilder()
            .extendPath(to: BootstrapComponent.self)
            .extendPath(to: TestComponent.self)
            .build()
        path.register(dependencyProvider: MockDependencyProvider())

        path.unregister()
        path.unregister()
        let restored = try #require(registry.dependencyProviderFactory(for: pathString))
        #expect(identical(restored(BootstrapComponent()), original))
    }
}

class TestComponent: Component<EmptyDependency> {
    var share: Marker { shared { Marker() } }
}

final class Marker {}

/// Whether two references are the same object. `#expect(a === b)` with an existential operand
/// crashes the Swift 6.3.1 compiler (SILGen reabstraction of `===`), so such checks call this.
func identical(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
    lhs === rhs
}
