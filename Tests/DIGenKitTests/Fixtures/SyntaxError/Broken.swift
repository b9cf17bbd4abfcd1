import NeedleFoundation

protocol BrokenDependency: Dependency {}

final class BrokenComponent: Component<BrokenDependency> {
    var value: Int {
        return 1
