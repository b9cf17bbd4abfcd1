import NeedleFoundation

protocol GameDependency: Dependency {}

final class GameComponent: Component<GameDependency> {}
