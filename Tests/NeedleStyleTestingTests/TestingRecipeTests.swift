import Foundation
import NeedleStyle
import NeedleStyleTesting
import Testing

/// Sources/NeedleStyle/NeedleStyle.docc/TestingComponents.md's "Testing a component on its own", as written there: it must run
/// without `registerProviderFactories()`.
@Suite(.serialized) struct TestingRecipeTests {
    final class RecipeRootComponent: BootstrapComponent {
        var userName: String { "ada" }
    }

    protocol RecipeLoggedInDependency: Dependency {
        var userName: String { get }
    }

    final class RecipeLoggedInComponent: Component<RecipeLoggedInDependency> {
        var greeting: String { "Hello, \(dependency.userName)" }
    }

    final class MockLoggedInDependency: RecipeLoggedInDependency {
        var userName: String { "test user" }
    }

    /// What a root, a `BootstrapComponent`, depends on: nothing.
    final class NoDependencies: EmptyDependency {}

    @Test func theRecipeBuildsTheComponentWithItsMockDependency() {
        let root = mockComponentPathBuilder().extendPath(to: RecipeRootComponent.self).build()
        root.register(dependencyProvider: NoDependencies())
        let path = mockComponentPathBuilder()
            .extendPath(to: RecipeRootComponent.self)
            .extendPath(to: RecipeLoggedInComponent.self)
            .build()
        path.register(dependencyProvider: MockLoggedInDependency())
        defer {
            path.unregister()
            root.unregister()
        }

        let component = RecipeLoggedInComponent(parent: RecipeRootComponent())
        #expect(component.greeting == "Hello, test user")
    }

    /// A component whose path has no provider, because the test registered none for it, stops
    /// when it is made, naming the path.
    @Test func aPathWithoutAProviderStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let root = mockComponentPathBuilder().extendPath(to: RecipeRootComponent.self).build()
            root.register(dependencyProvider: NoDependencies())
            _ = RecipeLoggedInComponent(parent: RecipeRootComponent())
        }
        let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(standardError.contains(#"Missing dependency provider factory for ["^", "RecipeRootComponent", "RecipeLoggedInComponent"]"#), "\(standardError)")
    }
}
