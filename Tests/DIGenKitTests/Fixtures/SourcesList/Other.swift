import NeedleFoundation

protocol OtherDependency: Dependency {}

final class OtherComponent: Component<OtherDependency> {}
