import NeedleFoundation
import UIKit

protocol ScoreSheetDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

final class ScoreSheetComponent: Component<ScoreSheetDependency> {
    var scoreSheetViewController: UIViewController {
        return ScoreSheetViewController(scoreStream: dependency.scoreStream)
    }
}
