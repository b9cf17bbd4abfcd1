import Testing
@testable import NeedleStyle

/// Needle's `DependencyProviderRegistryTests`, in our words, plus registering, replacing and
/// removing factories, and components below a `Scope` that is not a component.
@Suite struct DependencyProviderRegistryTests {
    private let registry = __DependencyProviderRegistry.instance

    init() {
        registry.registerDependencyProviderFactory(for: "^->RegistryAppComponent") { component in
            EmptyDependencyProvider(component: component)
        }
    }

    @Test func registeredFactoryProvidesTheComponentsDependency() {
        let expectedProvider = RegistryRootDependencyProvider()
        registry.registerDependencyProviderFactory(for: "^->RegistryAppComponent->RegistryRootComponent") { _ in
            expectedProvider
        }

        let appComponent = RegistryAppComponent()
        let rootComponent = appComponent.rootComponent
        let actualProvider = registry.dependencyProvider(for: rootComponent)
        #expect(identical(actualProvider, expectedProvider))
        #expect(identical(rootComponent.dependency, expectedProvider))
    }

    @Test func factoryIsCalledWithTheComponentBeingCreated() {
        let seen = SeenComponents()
        registry.registerDependencyProviderFactory(for: "^->RegistryAppComponent->RegistryRecordingComponent") { component in
            seen.paths.append(component.path)
            return RegistryRootDependencyProvider()
        }
        let component = RegistryRecordingComponent(parent: RegistryAppComponent())
        #expect(seen.paths == [component.path])
        #expect(component.path == ["^", "RegistryAppComponent", "RegistryRecordingComponent"])
    }

    @Test func registeringAgainReplacesTheFactoryForComponentsCreatedLater() {
        let path = "^->RegistryAppComponent->RegistryReplacedComponent"
        let first = RegistryRootDependencyProvider()
        let second = RegistryRootDependencyProvider()
        let app = RegistryAppComponent()
        registry.registerDependencyProviderFactory(for: path) { _ in first }
        let before = RegistryReplacedComponent(parent: app)
        registry.registerDependencyProviderFactory(for: path) { _ in second }
        let after = RegistryReplacedComponent(parent: app)
        #expect(identical(before.dependency, first))
        #expect(identical(after.dependency, second))
    }

    @Test func dependencyProviderFactoryReturnsWhatWasRegisteredUntilUnregistered() throws {
        let path = "^->RegistryAppComponent->RegistryLookedUpComponent"
        let provider = RegistryRootDependencyProvider()
        #expect(registry.dependencyProviderFactory(for: path) == nil)

        registry.registerDependencyProviderFactory(for: path) { _ in provider }
        let factory = try #require(registry.dependencyProviderFactory(for: path))
        #expect(identical(factory(RegistryAppComponent()), provider))

        registry.unregisterDependencyProviderFactory(for: path)
        #expect(registry.dependencyProviderFactory(for: path) == nil)
    }

    @Test func unregisteringMakesCreationReportTheMissingFactory() throws {
        let path = "^->RegistryAppComponent->RegistryUnregisteredComponent"
        registry.registerDependencyProviderFactory(for: path) { _ in RegistryRootDependencyProvider() }
        let component = RegistryUnregisteredComponent(parent: RegistryAppComponent())
        #expect(throws: Never.self) { try registry.factoryResult(for: component).get() }

        registry.unregisterDependencyProviderFactory(for: path)
        #expect(throws: NeedleFailure.missingDependencyProviderFactory(
            path: ["^", "RegistryAppComponent", "RegistryUnregisteredComponent"])) {
            try registry.factoryResult(for: component).get()
        }
    }

    @Test func componentBelowAHandWrittenScopeIsLookedUpByItsPath() {
        let provider = RegistryRootDependencyProvider()
        registry.registerDependencyProviderFactory(for: "^->HandWrittenScope->RegistryRootComponent") { _ in provider }
        let component = RegistryRootComponent(parent: HandWrittenScope())
        #expect(component.path == ["^", "HandWrittenScope", "RegistryRootComponent"])
        #expect(identical(component.dependency, provider))
        let registered = registry.dependencyProvider(for: component)
        #expect(identical(registered, provider))
    }

    @Test func componentsOnOnePathShareOnePathNode() {
        registry.registerDependencyProviderFactory(for: "^->RegistryAppComponent->RegistrySharedNodeComponent") { _ in
            RegistryRootDependencyProvider()
        }
        let one = RegistrySharedNodeComponent(parent: RegistryAppComponent())
        let other = RegistrySharedNodeComponent(parent: RegistryAppComponent())
        #expect(one.pathNode === other.pathNode)
        #expect(one.pathNode.pathString == "^->RegistryAppComponent->RegistrySharedNodeComponent")
    }
}

final class RegistryAppComponent: BootstrapComponent {
    var rootComponent: RegistryRootComponent { RegistryRootComponent(parent: self) }
}

protocol RegistryRootDependency: AnyObject {}

final class RegistryRootDependencyProvider: RegistryRootDependency {}

final class RegistryRootComponent: Component<RegistryRootDependency> {}
final class RegistryRecordingComponent: Component<RegistryRootDependency> {}
final class RegistryReplacedComponent: Component<RegistryRootDependency> {}
final class RegistryLookedUpComponent: Component<RegistryRootDependency> {}
final class RegistryUnregisteredComponent: Component<RegistryRootDependency> {}
final class RegistrySharedNodeComponent: Component<RegistryRootDependency> {}

/// A scope written by hand, as a test double would be, rather than a `Component`.
final class HandWrittenScope: Scope {
    let path = ["^", "HandWrittenScope"]
    var parent: Scope { self }
}

final class SeenComponents {
    var paths: [[String]] = []
}
