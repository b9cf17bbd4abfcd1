import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var gameComponent: GameComponent { GameComponent(parent: self) }

    func makeGame(other: Scope) -> GameComponent {
        GameComponent(parent: other)
    }
}

protocol GameDependency: Dependency {}

final class GameComponent: Component<GameDependency> {}
