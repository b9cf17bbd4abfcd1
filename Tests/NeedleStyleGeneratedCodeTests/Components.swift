import NeedleStyle

// A small tree in the shape of Needle's TicTacToe sample, written as Needle users write it:
//
//   RootComponent
//   ├── LoggedOutComponent
//   │   └── ScoreSheetComponent
//   └── LoggedInComponent            (its scoreStream shadows the root's)
//       ├── ScoreSheetComponent
//       └── GameComponent            (its scoreStream shadows LoggedIn's for its children)
//           └── ScoreSheetComponent

final class PlayersStore {
    let owner: String

    init(owner: String) { self.owner = owner }
}

protocol ScoreStream: AnyObject {
    var owner: String { get }
}

final class ScoreStreamImpl: ScoreStream {
    let owner: String
    /// The stream this one was made from, if any.
    let upstream: ScoreStream?

    init(owner: String, upstream: ScoreStream? = nil) {
        self.owner = owner
        self.upstream = upstream
    }
}

final class RootComponent: BootstrapComponent {
    public var playersStore: PlayersStore {
        return shared { PlayersStore(owner: "root") }
    }

    public var scoreStream: ScoreStream {
        return shared { ScoreStreamImpl(owner: "root") }
    }

    public var title: String {
        return "TicTacToe"
    }

    var loggedOutComponent: LoggedOutComponent {
        return LoggedOutComponent(parent: self)
    }

    var loggedInComponent: LoggedInComponent {
        return LoggedInComponent(parent: self)
    }
}

protocol LoggedOutDependency: Dependency {
    var playersStore: PlayersStore { get }
}

// Spelled with the module prefix, as Needle's generator also accepts.
final class LoggedOutComponent: NeedleFoundation.Component<LoggedOutDependency> {
    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

protocol LoggedInDependency: Dependency {
    var playersStore: PlayersStore { get }
    var title: String { get }
}

final class LoggedInComponent: Component<LoggedInDependency> {
    public var scoreStream: ScoreStream {
        return shared { ScoreStreamImpl(owner: "loggedIn") }
    }

    var gameComponent: GameComponent {
        return GameComponent(parent: self)
    }

    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

protocol GameDependency: Dependency {
    var playersStore: PlayersStore { get }
    var scoreStream: ScoreStream { get }
}

final class GameComponent: Component<GameDependency> {
    /// The game's own stream, fed from the one it depends on.
    public var scoreStream: ScoreStream {
        return shared { ScoreStreamImpl(owner: "game", upstream: dependency.scoreStream) }
    }

    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
    var title: String { get }
}

final class ScoreSheetComponent: Component<ScoreSheetDependency> {}
