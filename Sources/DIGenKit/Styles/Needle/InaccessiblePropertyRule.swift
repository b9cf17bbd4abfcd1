/// Properties the DI graph cannot see, as notes: a component's private or fileprivate property
/// (under `--access-rules`), which provides nothing, and a private or fileprivate member of a
/// dependency protocol, which the generated file cannot conform to.
struct InaccessiblePropertyRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needleModel else { return [] }
        var found: [Diagnostic] = []
        for component in needle.model.components.values {
            for property in component.properties where NeedleModelBuilder.isInaccessible(property, under: checked.accessRules) {
                found.append(Diagnostic(
                    id: .inaccessibleProperty, severity: .note, location: property.location,
                    message: "\(component.name) (\(property.name): \(property.type.written)) property is private/fileprivate, therefore inaccessible on DI graph."))
            }
        }
        for hidden in needle.findings.hiddenDependencyMembers {
            let member = hidden.member
            found.append(Diagnostic(
                id: .inaccessibleProperty, severity: .note, location: member.location,
                message: "\(hidden.protocolName) (\(member.name): \(member.type.written)) property is private/fileprivate, therefore inaccessible on DI graph.",
                notes: ["\(hidden.protocolName) is \(member.access.rawValue), so the generated file cannot conform to it: make it internal or public."]))
        }
        return found
    }
}
