import NeedleFoundation
import WhoopStyle

// Isolation and getter effects, which every summary must carry (the round trip of
// BinaryCodingTests reads this file back).

@MainActor final class ScoreBoard {}

final class Catalogue: Sendable {}

@MainActor final class RootComponent: BootstrapComponent {
    var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
    nonisolated var catalogue: Catalogue {
        get async throws { try await shared { Catalogue() } }
    }
    var game: GameComponent { GameComponent(parent: self) }
}

@MainActor protocol GameDependency: Dependency {
    var scoreBoard: ScoreBoard { get }
    var catalogue: Catalogue { get async throws }
}

final class GameComponent: Component<GameDependency> {}

final class StorageModule: DependencyModule {
    override func defineDependencies() {
        singleton { () async -> Catalogue in Catalogue() }
        factory { @MainActor in ScoreBoard() }
    }
}
