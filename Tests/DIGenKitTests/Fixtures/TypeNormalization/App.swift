import Foundation
import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var count: Optional<Swift.Int> { nil }
    var names: Array<String> { [] }
    var scores: Dictionary< String , Int > { [:] }
    var started: Foundation.Date { Date() }
    var handler: ((Int)) -> Void { { _ in } }
    var service: any Service { ServiceImpl() }
    var childComponent: ChildComponent { ChildComponent(parent: self) }
}

protocol ChildDependency: Dependency {
    var count: Int? { get }
    var names: [String] { get }
    var scores: [String: Int] { get }
    var started: Date { get }
    var handler: (Int) -> Void { get }
    var service: Service { get }
}

final class ChildComponent: Component<ChildDependency> {}
