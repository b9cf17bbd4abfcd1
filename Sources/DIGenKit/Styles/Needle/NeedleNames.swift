/// Needle's own names for the types components and dependencies derive from.
enum NeedleNames {
    static let component = "Component"
    static let bootstrapComponent = "BootstrapComponent"
    /// NeedleStyle's main-actor family (not in Needle): `Component` and `BootstrapComponent`
    /// with main-actor initialisers.
    static let mainActorComponent = "MainActorComponent"
    static let mainActorBootstrapComponent = "MainActorBootstrapComponent"
    static let dependency = "Dependency"
    static let emptyDependency = "EmptyDependency"
    static let pluginizedComponent = "PluginizedComponent"
    static let nonCoreComponent = "NonCoreComponent"
    static let frameworkModules: Set<String> = ["NeedleFoundation", "NeedleStyle"]
    static let frameworkTypes: Set<String> = [
        component, bootstrapComponent, pluginizedComponent, nonCoreComponent, "Scope", "Dependency",
        emptyDependency, mainActorComponent, mainActorBootstrapComponent, "ComponentBase",
    ]

    /// Whether `type` names Needle's `name`, bare or qualified with Needle's module.
    static func isFramework(_ type: TypeText, _ name: String) -> Bool {
        type.baseName == name && (type.qualifier.map(frameworkModules.contains) ?? true)
    }
}
