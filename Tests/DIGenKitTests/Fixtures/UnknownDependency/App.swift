import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var gameComponent: GameComponent { GameComponent(parent: self) }
    var chatComponent: ChatComponent { ChatComponent(parent: self) }
}

final class GameComponent: Component<GameDependency> {}

protocol ChatDependency {
    var user: User { get }
}

final class ChatComponent: Component<ChatDependency> {}
