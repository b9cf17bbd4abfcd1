import Foundation
import Testing
@testable import DIGenKit

/// The Needle wiring for main-actor apps: providers of a main-actor dependency protocol and their
/// factories are marked `@MainActor`, and the file registers main-actor factories through an
/// overload of its registration helper. A nonisolated app's file is unchanged. (Examples'
/// MainActorNeedle and MainActorDefaultNeedle targets compile and run what is generated here.)
@Suite struct MainActorGenerationTests {
    static let mainActorHelper = """
        private func registerProviderFactory(_ componentPath: String, _ factory: @escaping @MainActor (NeedleFoundation.Scope) -> AnyObject) {
            __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
        }
        """

    func generate(_ source: String) throws -> String {
        let directory = try TemporaryDirectory()
        try directory.write("App/Components.swift", source)
        let generated = DIGen.generatedCode(directory.options([directory.path + "/App"]), GenerateOptions())
        #expect(generated.analysis.diagnostics.filter { $0.severity >= .warning }.isEmpty)
        return try #require(generated.text)
    }

    @Test func aMainActorDependencyProtocolMakesItsProviderAndFactoryMainActor() throws {
        let code = try generate("""
            import NeedleStyle
            @MainActor final class ScoreBoard {}
            @MainActor final class RootComponent: BootstrapComponent {
                var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
                var game: GameComponent { GameComponent(parent: self) }
            }
            @MainActor protocol GameDependency: Dependency {
                var scoreBoard: ScoreBoard { get }
            }
            @MainActor final class GameComponent: Component<GameDependency> {}
            """)
        #expect(code.contains("\n@MainActor private class GameDependency"))
        #expect(code.contains("\n@MainActor private func factory"))
        #expect(code.contains(Self.mainActorHelper))
        // The root's empty provider is nonisolated, and registered through the other helper.
        #expect(code.contains("\nprivate func factoryEmptyDependencyProvider("))
    }

    @Test func aProtocolInheritingAMainActorOneIsMainActorToo() throws {
        let code = try generate("""
            import NeedleStyle
            @MainActor protocol HasName { var name: String { get } }
            protocol GameDependency: Dependency, HasName {}
            final class RootComponent: BootstrapComponent {
                var name: String { "Ada" }
                var game: GameComponent { GameComponent(parent: self) }
            }
            final class GameComponent: Component<GameDependency> {}
            """)
        #expect(code.contains("\n@MainActor private class GameDependency"))
        #expect(code.contains("\n@MainActor private func factory"))
    }

    @Test func theMainActorFamilyAddsTheMainActorHelperForATargetThatIsMainActorByDefault() throws {
        // In a target built with `defaultIsolation(MainActor.self)`, nothing is annotated and
        // every function of the generated file is main-actor: digen knows it from the family.
        let code = try generate("""
            import NeedleStyle
            final class ScoreBoard {}
            final class RootComponent: MainActorBootstrapComponent {
                var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
                var game: GameComponent { GameComponent(parent: self) }
            }
            protocol GameDependency: Dependency {
                var scoreBoard: ScoreBoard { get }
            }
            final class GameComponent: MainActorComponent<GameDependency> {}
            """)
        #expect(code.contains(Self.mainActorHelper))
        #expect(code.contains(#"registerProviderFactory("^->RootComponent->GameComponent", factory"#))
        #expect(!code.contains("@MainActor private class"))
    }

    @Test func aNonisolatedAppsFileSaysNothingOfTheMainActor() throws {
        let code = try generate("""
            import NeedleStyle
            final class RootComponent: BootstrapComponent {
                var name: String { "Ada" }
                var game: GameComponent { GameComponent(parent: self) }
            }
            protocol GameDependency: Dependency { var name: String { get } }
            final class GameComponent: Component<GameDependency> {}
            """)
        #expect(!code.contains("MainActor"))
    }

    @Test func theSummaryRecordsTheIsolationWrittenOnClassesAndProtocols() throws {
        let summary = FileSummarizer.summarize(source: """
            @MainActor final class A: Base {}
            nonisolated final class B: Base {}
            final class C: Base {}
            @_Concurrency.MainActor protocol P {}
            protocol Q {}
            """, path: "Isolation.swift", styles: [.needle])
        #expect(summary.classes.map(\.isolation) == [.mainActor, .nonisolated, nil])
        #expect(summary.protocols.map(\.isolation) == [.mainActor, nil])
    }
}
