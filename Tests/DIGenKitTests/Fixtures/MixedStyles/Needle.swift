import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var title: String { "root" }
    var child: ChildComponent { ChildComponent(parent: self) }
}

protocol ChildDependency: Dependency {
    var title: String { get }
}

final class ChildComponent: Component<ChildDependency> {}
