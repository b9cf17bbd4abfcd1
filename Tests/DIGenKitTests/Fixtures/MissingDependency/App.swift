import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var loggedInComponent: LoggedInComponent { LoggedInComponent(parent: self) }
}

protocol LoggedInDependency: Dependency {}

final class LoggedInComponent: Component<LoggedInDependency> {
    var scoreSheetComponent: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}

protocol ScoreSheetDependency: Dependency {
    var scoreStream: MyScoreStream { get }
}

final class ScoreSheetComponent: Component<ScoreSheetDependency> {}
