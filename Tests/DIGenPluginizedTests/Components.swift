import NeedleStyle

// A pluginized app whose components extend a generic base of the app's own, as apps with their
// own pluginized base class do. DigenGeneratePlugin generates the wiring for it, plugin extension
// providers included.

final class ScoreStream {}
final class ScoreSheetBuilder {}
final class Analytics {}

/// The app's own base: every pluginized component gets `analytics` from it.
open class AppPluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent: NonCoreScope>:
    PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent> {
    var analytics: Analytics { shared { Analytics() } }
}

final class ArcadeRootComponent: BootstrapComponent {
    var scoreStream: ScoreStream { shared { ScoreStream() } }
    var gameComponent: GameComponent { GameComponent(parent: self) }
}

protocol GameDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

protocol GamePluginExtension: PluginExtension {
    var scoreSheetBuilder: ScoreSheetBuilder { get }
}

final class GameComponent: AppPluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {}

protocol GameNonCoreDependency: Dependency {
    var scoreStream: ScoreStream { get }
    var analytics: Analytics { get }
}

final class GameNonCoreComponent: NonCoreComponent<GameNonCoreDependency> {
    var scoreSheetBuilder: ScoreSheetBuilder { shared { ScoreSheetBuilder() } }
}
