/// Needle's own names for the types components and dependencies derive from.
enum NeedleNames {
    static let component = "Component"
    static let bootstrapComponent = "BootstrapComponent"
    static let dependency = "Dependency"
    static let emptyDependency = "EmptyDependency"
    static let pluginizedComponent = "PluginizedComponent"
    static let nonCoreComponent = "NonCoreComponent"
    static let frameworkModules: Set<String> = ["NeedleFoundation", "NeedleStyle"]
    static let frameworkTypes: Set<String> = [
        component, bootstrapComponent, pluginizedComponent, nonCoreComponent, "Scope", "Dependency",
        emptyDependency,
    ]

    /// Whether `type` names Needle's `name`, bare or qualified with Needle's module.
    static func isFramework(_ type: TypeText, _ name: String) -> Bool {
        type.baseName == name && (type.qualifier.map(frameworkModules.contains) ?? true)
    }
}
