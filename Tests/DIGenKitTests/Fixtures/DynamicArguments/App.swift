import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var gameComponent: GameComponent { GameComponent(parent: self) }
}

protocol GameDependency: Dependency {}

final class GameComponent: Component<GameDependency> {
    var scores: ScoreBook { shared { ScoreBook() } }

    func scoreSheet(for gameID: String, expanded: Bool) -> ScoreSheetComponent {
        ScoreSheetComponent(parent: self, gameID: gameID, expanded: expanded)
    }
}

protocol ScoreSheetDependency: Dependency {
    var scores: ScoreBook { get }
    var referee: Referee { get }
}

final class ScoreSheetComponent: Component<ScoreSheetDependency> {
    let gameID: String

    init(parent: Scope, gameID: String, expanded: Bool) {
        self.gameID = gameID
        super.init(parent: parent)
    }
}
