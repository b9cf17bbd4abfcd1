import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var stream: MyScoreStream { shared { MyScoreStream() } }
    var loggedInComponent: LoggedInComponent { LoggedInComponent(parent: self) }
}

protocol LoggedInDependency: Dependency {}

final class LoggedInComponent: Component<LoggedInDependency> {
    var mutableScoreStream: MyScoreStream { shared { MyScoreStream() } }
    var backupScoreStream: MyScoreStream { shared { MyScoreStream() } }
    var scoreStream: ScoreStream { mutableScoreStream }
    var scoreSheetComponent: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}

protocol ScoreSheetDependency: Dependency {
    var scoreStream: MyScoreStream { get }
}

final class ScoreSheetComponent: Component<ScoreSheetDependency> {}
