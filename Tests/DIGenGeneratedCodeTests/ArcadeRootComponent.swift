import NeedleStyle

// The app DigenGeneratePlugin generates DigenGenerated.swift for when this target builds:
//
//   ArcadeRootComponent               provides playersStore, scoreStream ("root"), title
//   ├── LoggedOutComponent
//   │   └── SettingsComponent
//   └── LoggedInComponent             its scoreStream ("loggedIn") shadows the root's
//       ├── GameComponent             its scoreStream ("game") shadows LoggedIn's below it
//       │   └── ScoreSheetComponent   made with a dynamic gameID
//       ├── ScoreSheetComponent
//       └── SettingsComponent
final class ArcadeRootComponent: BootstrapComponent {
    var playersStore: PlayersStore {
        shared { PlayersStore(owner: "root") }
    }

    var scoreStream: ScoreStream {
        shared { ScoreStreamImpl(owner: "root") }
    }

    var title: String { "Arcade" }

    var `default`: String { "Player" }

    var loggedOutComponent: LoggedOutComponent { LoggedOutComponent(parent: self) }

    var loggedInComponent: LoggedInComponent { LoggedInComponent(parent: self) }
}
