import NeedleStyle

// Needle in a Swift 6 app whose UI-facing objects are on the main actor: the components, their
// dependency protocol and the shared view model are all `@MainActor`, in a target whose default
// isolation is nonisolated. The file `digen generate` writes for this target (through the build
// plugin) makes the providers and their factories main-actor too, with no hand edit.

/// The state the screens share, isolated to the main actor as UI state is.
@MainActor final class ScoreBoard {
    private(set) var scores: [String: Int] = [:]

    func record(_ points: Int, for player: String) {
        scores[player, default: 0] += points
    }
}

@MainActor final class ScoreRootComponent: BootstrapComponent {
    var scoreBoard: ScoreBoard { shared { ScoreBoard() } }
    var playerName: String { "Ada" }

    var game: ScoreGameComponent { ScoreGameComponent(parent: self) }
}

@MainActor protocol ScoreGameDependency: Dependency {
    var scoreBoard: ScoreBoard { get }
    var playerName: String { get }
}

@MainActor final class ScoreGameComponent: Component<ScoreGameDependency> {
    func play(_ points: Int) -> String {
        dependency.scoreBoard.record(points, for: dependency.playerName)
        return "\(dependency.playerName): \(dependency.scoreBoard.scores[dependency.playerName] ?? 0)"
    }
}
