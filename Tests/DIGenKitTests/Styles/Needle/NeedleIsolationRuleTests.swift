import Foundation
import Testing
@testable import DIGenKit

/// `digen/NonisolatedReadsMainActor` for Needle: a nonisolated dependency protocol
/// whose member resolves to a property read on the main actor, which the generated provider
/// could not read.
@Suite struct NeedleIsolationRuleTests {
    func lines(_ source: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        try directory.write("App/Components.swift", source)
        let analysis = DIGen.check(directory.options([directory.path + "/App"]))
        return analysis.diagnostics.filter { $0.severity >= .warning }.map {
            $0.description.replacingOccurrences(of: directory.path + "/", with: "")
        }
    }

    static let board = """
        import NeedleStyle
        @MainActor final class ScoreBoard {}

        """

    @Test func aMainActorComponentsPropertyAskedForByANonisolatedProtocolIsAnError() throws {
        let found = try lines(Self.board + """
            @MainActor final class RootComponent: BootstrapComponent {
                var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
                nonisolated var title: String { "Scores" }
                var game: GameComponent { GameComponent(parent: self) }
            }
            protocol GameDependency: Dependency {
                var scoreBoard: ScoreBoard { get }
                var title: String { get }
            }
            final class GameComponent: Component<GameDependency> {}
            """)
        #expect(found == [
            "App/Components.swift:9:9: error: GameDependency (scoreBoard: ScoreBoard) is nonisolated, but RootComponent provides it on the main actor, along the DI branch of RootComponent->GameComponent: the generated provider, nonisolated as its protocol is, cannot read it. [digen/NonisolatedReadsMainActor]\n"
                + "App/Components.swift:9:9: note: RootComponent.scoreBoard at App/Components.swift:4:9 is a member of the main-actor component RootComponent.\n"
                + "App/Components.swift:9:9: note: Mark GameDependency @MainActor (its provider is then generated @MainActor, and GameComponent must be made on the main actor), or mark RootComponent.scoreBoard nonisolated if it may be read from anywhere.",
        ])
    }

    @Test func aPropertyWrittenMainActorInANonisolatedComponentIsAnErrorToo() throws {
        let found = try lines(Self.board + """
            final class RootComponent: BootstrapComponent {
                @MainActor var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
                var game: GameComponent { GameComponent(parent: self) }
            }
            protocol GameDependency: Dependency { var scoreBoard: ScoreBoard { get } }
            final class GameComponent: Component<GameDependency> {}
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("App/Components.swift:7:43: error: GameDependency (scoreBoard: ScoreBoard) is nonisolated") == true)
        #expect(found.first?.contains("note: RootComponent.scoreBoard at App/Components.swift:4:20 is written @MainActor.") == true)
    }

    @Test func aMainActorProtocolReadsMainActorPropertiesWithoutAProblem() throws {
        let found = try lines(Self.board + """
            @MainActor final class RootComponent: BootstrapComponent {
                var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
                var game: GameComponent { GameComponent(parent: self) }
            }
            @MainActor protocol GameDependency: Dependency { var scoreBoard: ScoreBoard { get } }
            @MainActor final class GameComponent: Component<GameDependency> {}
            """)
        #expect(found.isEmpty)
    }

    @Test func inAnAppOfTheMainActorFamilyOnlyProtocolsWrittenNonisolatedAreChecked() throws {
        // Such an app is main-actor by default, where an unannotated protocol is main-actor.
        let family = Self.board + """
            final class RootComponent: MainActorBootstrapComponent {
                var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
                var game: GameComponent { GameComponent(parent: self) }
                var shop: ShopComponent { ShopComponent(parent: self) }
            }
            protocol GameDependency: Dependency { var scoreBoard: ScoreBoard { get } }
            final class GameComponent: MainActorComponent<GameDependency> {}
            nonisolated protocol ShopDependency: Dependency { var scoreBoard: ScoreBoard { get } }
            final class ShopComponent: MainActorComponent<ShopDependency> {}
            """
        let found = try lines(family)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("App/Components.swift:10:55: error: ShopDependency (scoreBoard: ScoreBoard) is nonisolated") == true)
    }
}
