import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var playersStream: PlayersStream { shared { PlayersStream() } }
    var gameComponent: GameComponent { GameComponent(parent: self) }
}

protocol GameDependency: Dependency {
    var playersStream: PlayersStream { get }
}

protocol GamePluginExtension: PluginExtension {}

final class GameComponent: PluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {}

protocol GameNonCoreDependency: Dependency {
    var playersStream: PlayersStream { get }
}

final class GameNonCoreComponent: NonCoreComponent<GameNonCoreDependency> {}
