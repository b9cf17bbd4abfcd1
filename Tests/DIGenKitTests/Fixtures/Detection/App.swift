import NeedleFoundation
import NeedleStyle

final class RootComponent: BootstrapComponent {
    var multiLineComponent: MultiLineComponent { MultiLineComponent(parent: self) }
    var qualifiedComponent: QualifiedComponent { QualifiedComponent(parent: self) }
    var spacedComponent: SpacedComponent { SpacedComponent(parent: self) }
    var builder: ComponentizedBuilder<Component, Int> { ComponentizedBuilder() }
}

final class MultiLineComponent: NeedleFoundation.Component<
    NeedleFoundation.MultiLineDependency
> {}

final class QualifiedComponent: NeedleStyle.Component<QualifiedDependency> {}

final class SpacedComponent: Component  <SpacedDependency> {}

protocol MultiLineDependency: NeedleFoundation.Dependency {}
protocol QualifiedDependency: NeedleStyle.Dependency {}
protocol SpacedDependency: Dependency {}

// Not components.
final class ComponentizedBuilder<A, B> {}
final class PlainComponent: Component {}
final class Helper: NSObject {}
extension Dependency {}
