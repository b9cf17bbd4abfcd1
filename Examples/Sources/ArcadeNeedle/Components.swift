import NeedleStyle

// The tree from Needle's getting-started guide. `digen generate` (run by DigenGeneratePlugin
// when this target builds) writes the providers that wire it.
//
//   RootComponent            imageCache, networkService, scoreStream ("root")
//   └── LoggedInComponent    scoreStream ("logged in") shadows the root's for everything below
//       └── GameComponent
//           └── ScoreSheetComponent(gameID:)   a dynamic argument next to the graph's dependencies

final class RootComponent: BootstrapComponent {
    var imageCache: ImageCache { shared { ImageCache() } }
    var networkService: NetworkService { shared { NetworkService(host: "arcade.example") } }
    var scoreStream: ScoreStream { shared { ScoreStream(owner: "root") } }

    var loggedInComponent: LoggedInComponent { LoggedInComponent(parent: self) }
}

protocol LoggedInDependency: Dependency {
    var imageCache: ImageCache { get }
    var networkService: NetworkService { get }
}

final class LoggedInComponent: Component<LoggedInDependency> {
    var scoreStream: ScoreStream { shared { ScoreStream(owner: "logged in") } }

    var gameComponent: GameComponent { GameComponent(parent: self) }
}

protocol GameDependency: Dependency {
    var scoreStream: ScoreStream { get }
    var networkService: NetworkService { get }
}

final class GameComponent: Component<GameDependency> {
    func scoreSheetComponent(gameID: String) -> ScoreSheetComponent {
        ScoreSheetComponent(parent: self, gameID: gameID)
    }
}

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
    var imageCache: ImageCache { get }
}

final class ScoreSheetComponent: Component<ScoreSheetDependency> {
    let gameID: String

    init(parent: Scope, gameID: String) {
        self.gameID = gameID
        super.init(parent: parent)
    }
}
