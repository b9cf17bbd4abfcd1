import NeedleStyle

protocol LoggedOutDependency: Dependency {
    var playersStore: PlayersStore { get }
}

final class LoggedOutComponent: Component<LoggedOutDependency> {
    var settingsComponent: SettingsComponent { SettingsComponent(parent: self) }
}
