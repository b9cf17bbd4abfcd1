import Testing
@testable import NeedleStyle

/// Path elements come from the component's type: generic components and components with a
/// custom `description` get correct, distinct paths (Needle's break), and nested or private
/// types are named as Needle names them.
@Suite struct ComponentPathTests {
    // Shared by every test of the suite: tests run in parallel and each one registers again.
    private static let intProvider = PathDependencyProvider()
    private static let stringProvider = PathDependencyProvider()
    private let registry = __DependencyProviderRegistry.instance

    init() {
        registry.registerDependencyProviderFactory(for: "^->PathRootComponent") { EmptyDependencyProvider(component: $0) }
        let intProvider = Self.intProvider
        let stringProvider = Self.stringProvider
        registry.registerDependencyProviderFactory(for: "^->PathRootComponent->ScreenComponent<Int>") { _ in intProvider }
        registry.registerDependencyProviderFactory(for: "^->PathRootComponent->ScreenComponent<String>") { _ in stringProvider }
        for name in ["DescribedComponent", "NestedComponent", "FilePrivateComponent"] {
            registry.registerDependencyProviderFactory(for: "^->PathRootComponent->\(name)") { _ in PathDependencyProvider() }
        }
    }

    @Test func rootPathStartsWithTheBigBang() {
        #expect(PathRootComponent().path == ["^", "PathRootComponent"])
    }

    @Test func genericComponentsKeepTheirWholeTypeNameAndGetTheirOwnProviders() {
        let root = PathRootComponent()
        let ints = ScreenComponent<Int>(parent: root)
        let strings = ScreenComponent<String>(parent: root)
        #expect(ints.path == ["^", "PathRootComponent", "ScreenComponent<Int>"])
        #expect(strings.path == ["^", "PathRootComponent", "ScreenComponent<String>"])
        #expect(identical(ints.dependency, Self.intProvider))
        #expect(identical(strings.dependency, Self.stringProvider))
    }

    @Test func customDescriptionDoesNotChangeThePath() {
        let component = DescribedComponent(parent: PathRootComponent())
        #expect(String(describing: component) == "a component that describes itself")
        #expect(component.path == ["^", "PathRootComponent", "DescribedComponent"])
    }

    @Test func nestedAndPrivateTypesAreNamedByTheirOwnName() {
        let root = PathRootComponent()
        #expect(PathFeature.NestedComponent(parent: root).path.last == "NestedComponent")
        #expect(FilePrivateComponent(parent: root).path.last == "FilePrivateComponent")
    }

    @Test func bootstrapParentHasTheRootPath() {
        let parent = PathRootComponent().parent
        #expect(parent.path == ["^"])
    }
}

final class PathRootComponent: BootstrapComponent {}

protocol PathDependency: AnyObject {}

final class PathDependencyProvider: PathDependency, Sendable {}

final class ScreenComponent<Model>: Component<PathDependency> {}

final class DescribedComponent: Component<PathDependency>, CustomStringConvertible {
    var description: String { "a component that describes itself" }
}

enum PathFeature {
    final class NestedComponent: Component<PathDependency> {}
}

private final class FilePrivateComponent: Component<PathDependency> {}
