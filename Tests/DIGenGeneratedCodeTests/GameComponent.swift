import NeedleStyle

protocol GameDependency: Dependency {
    var playersStore: PlayersStore { get }
    var scoreStream: ScoreStream { get }
}

final class GameComponent: Component<GameDependency> {
    /// The game's own stream, fed from the one it depends on.
    var scoreStream: ScoreStream {
        shared { ScoreStreamImpl(owner: "game", upstream: dependency.scoreStream) }
    }

    func scoreSheet(gameID: String) -> ScoreSheetComponent {
        ScoreSheetComponent(parent: self, gameID: gameID)
    }
}
