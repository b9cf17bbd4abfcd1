import NeedleFoundation
import UIKit

protocol LoggedOutDependency: Dependency {
    var mutablePlayersStream: MutablePlayersStream { get }
}

final class LoggedOutComponent: Component<LoggedOutDependency>, LoggedOutBuilder {
    var loggedOutViewController: UIViewController {
        return LoggedOutViewController(mutablePlayersStream: dependency.mutablePlayersStream)
    }
}

protocol LoggedOutBuilder {
    var loggedOutViewController: UIViewController { get }
}
