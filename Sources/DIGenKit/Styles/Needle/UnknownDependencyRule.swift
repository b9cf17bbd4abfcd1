/// A component whose dependency protocol is declared nowhere, or declared without inheriting
/// `Dependency`: Needle cannot tell what the component needs.
struct UnknownDependencyRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needleModel else { return [] }
        let model = needle.model
        var found: [Diagnostic] = []
        for component in model.components.values {
            let name = component.dependencyName
            guard name != NeedleNames.emptyDependency, model.dependencies[name] == nil else { continue }
            let declared = needle.findings.protocolsNotDependencies[name]
            found.append(Diagnostic(
                id: .unknownDependency, location: component.location,
                message: "Missing dependency protocol data model with name \(name), for \(component.name).",
                notes: declared.map { ["\(name) is declared at \($0) but does not inherit from Dependency."] } ?? []))
        }
        return found
    }
}
