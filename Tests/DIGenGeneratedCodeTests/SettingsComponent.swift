import NeedleStyle

protocol SettingsDependency: Dependency {
    var title: String { get }
}

final class SettingsComponent: Component<SettingsDependency> {}
