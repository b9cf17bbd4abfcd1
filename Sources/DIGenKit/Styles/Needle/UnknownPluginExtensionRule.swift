/// A pluginized component whose plugin extension protocol, or whose non-core component, is
/// declared nowhere: its generated plugin extension provider has nothing to read.
struct UnknownPluginExtensionRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needleModel else { return [] }
        let model = needle.model
        var found: [Diagnostic] = []
        for (name, extensionName) in needle.findings.undeclaredPluginExtensions {
            guard let component = model.components[name] else { continue }
            found.append(Diagnostic(
                id: .unknownPluginExtension, location: component.location,
                message: "Cannot find \(name)'s plugin extension with type name \(extensionName)"))
        }
        for name in model.componentNames {
            let component = model.components[name]!
            guard let pluginExtension = component.pluginExtension, model.components[pluginExtension.nonCoreName] == nil else { continue }
            found.append(Diagnostic(
                id: .unknownPluginExtension, location: component.location,
                message: "Cannot find \(name)'s non-core component with type name \(pluginExtension.nonCoreName)"))
        }
        return found
    }
}
