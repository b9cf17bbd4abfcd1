import NeedleStyle

protocol LoggedInDependency: Dependency {
    var playersStore: PlayersStore { get }
    var title: String { get }
}

final class LoggedInComponent: Component<LoggedInDependency> {
    var scoreStream: ScoreStream {
        shared { ScoreStreamImpl(owner: "loggedIn") }
    }

    var gameComponent: GameComponent { GameComponent(parent: self) }

    var lobbyScoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self, gameID: "lobby") }

    var settingsComponent: SettingsComponent { SettingsComponent(parent: self) }
}
