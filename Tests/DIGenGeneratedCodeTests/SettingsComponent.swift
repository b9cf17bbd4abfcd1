import NeedleStyle

protocol SettingsDependency: Dependency {
    var title: String { get }
    /// A keyword as a name: the generated provider must write it in backquotes.
    var `default`: String { get }
}

final class SettingsComponent: Component<SettingsDependency> {}
