import NeedleFoundation
import UIKit

protocol LoggedInDependency: Dependency {
    var playersStream: PlayersStream { get }
}

final class LoggedInComponent: Component<LoggedInDependency>, LoggedInBuilder {
    var loggedInViewController: UIViewController {
        return LoggedInViewController(gameBuilder: gameComponent, scoreStream: scoreStream, scoreSheetBuilder: scoreSheetComponent)
    }

    var gameComponent: GameComponent {
        return GameComponent(parent: self)
    }

    var scoreSheetComponent: ScoreSheetComponent {
        return ScoreSheetComponent(parent: self)
    }
}

// Ordinary code next to the component: nothing here is part of the DI graph.
struct ScoreFormatter {
    let separator: String

    func format(_ scores: [Int]) -> String {
        let local: Int = scores.count
        return scores.map(String.init).joined(separator: separator) + "(\(local))"
    }
}
