import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var aComponent: AComponent { AComponent(parent: self) }
}

protocol ADependency: Dependency {}
protocol BDependency: Dependency {}

final class AComponent: Component<ADependency> {
    var bComponent: BComponent { BComponent(parent: self) }
}

final class BComponent: Component<BDependency> {
    var aComponent: AComponent { AComponent(parent: self) }
}
