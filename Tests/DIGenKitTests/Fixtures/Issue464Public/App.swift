import NeedleFoundation

public final class RootComponent: BootstrapComponent {
    var session: Session { shared { Session() } }
    public var analytics: Analytics { shared { Analytics() } }
    public var settingsComponent: SettingsComponent { SettingsComponent(parent: self) }
}

public extension RootComponent {
    var theme: Theme { Theme() }
}

public protocol SettingsDependency: Dependency {
    var session: Session { get }
    var analytics: Analytics { get }
    var theme: Theme { get }
}

public final class SettingsComponent: Component<SettingsDependency> {}
