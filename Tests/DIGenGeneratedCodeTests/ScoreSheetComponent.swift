import NeedleStyle

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
    var title: String { get }
}

final class ScoreSheetComponent: Component<ScoreSheetDependency> {
    /// Passed by the parent when it makes the component, not from the graph.
    let gameID: String

    init(parent: Scope, gameID: String) {
        self.gameID = gameID
        super.init(parent: parent)
    }

    var heading: String { "\(dependency.title) #\(gameID)" }
}
