import NeedleFoundation

public protocol HogeDependency: Dependency {
    var token: Token { get }
}

public final class HogeComponent: Component<HogeDependency> {}
