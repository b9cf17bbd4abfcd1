/// Each member of a plugin extension must be a property its non-core component provides: the
/// generated plugin extension provider reads it there.
struct MissingPluginExtensionMemberRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let model = checked.needleModel?.model else { return [] }
        var found: [Diagnostic] = []
        for name in model.componentNames {
            guard let pluginExtension = model.components[name]!.pluginExtension,
                  let nonCore = model.components[pluginExtension.nonCoreName] else { continue }
            for member in pluginExtension.members where !nonCore.providedKeys.contains(model.key(of: member)) {
                found.append(Diagnostic(
                    id: .missingPluginExtensionMember, location: member.location,
                    message: "Could not find a provider for (\(member.name): \(member.type.written)) which was required by \(pluginExtension.name), the plugin extension of \(name): its non-core component \(nonCore.name) has no such property.",
                    notes: ["\(nonCore.name) is declared at \(nonCore.location)."]))
            }
        }
        return found
    }
}
