/// A main-actor property that a nonisolated dependency protocol asks for: the generated provider
/// is as isolated as its protocol, so a nonisolated one cannot read a main-actor property, and
/// the generated file would not compile. Reported once per member and providing property, with
/// the first path (in the check's order) that resolves the member there.
///
/// A protocol's isolation is known only where the target's default isolation is: an unannotated
/// protocol is nonisolated in a nonisolated target and main-actor in a target whose default
/// isolation is the main actor. Such a target must subclass the main-actor family, so an app
/// with any component of that family is not checked for unannotated protocols; an explicitly
/// `nonisolated` protocol is checked in every app.
struct NeedleIsolationRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needle else { return [] }
        let (model, paths) = (needle.model, needle.paths)
        let defaultIsNonisolated = !model.components.values.contains(where: \.isMainActorFamily)
        var reported: Set<String> = []
        var found: [Diagnostic] = []
        for path in paths {
            guard let component = model.components[path.component],
                  let dependency = model.dependencies[component.dependencyName], !dependency.isMainActor,
                  defaultIsNonisolated || dependency.declaredNonisolated else { continue }
            for (member, match) in zip(dependency.members, path.sources) {
                guard let match, let source = model.components[match.scopeName],
                      let property = source.providedProperties.first(where: { model.key(of: $0) == model.key(of: member) }),
                      source.isMainActor(property),
                      reported.insert("\(dependency.name).\(member.name)|\(source.name)").inserted else { continue }
                found.append(problem(member, of: dependency, providedBy: property, of: source, path: path))
            }
        }
        return found
    }

    private func problem(
        _ member: PropertyDeclaration, of dependency: AppModel.DependencyProtocol,
        providedBy property: PropertyDeclaration, of source: AppModel.Component, path: NeedlePath
    ) -> Diagnostic {
        let why = property.isolation == .mainActor ? "is written @MainActor" : "is a member of the main-actor component \(source.name)"
        return Diagnostic(
            id: .nonisolatedReadsMainActor, location: member.location,
            message: "\(dependency.name) (\(member.name): \(member.type.written)) is nonisolated, but \(source.name) provides it on the main actor, along the DI branch of \(path.components.joined(separator: "->")): the generated provider, nonisolated as its protocol is, cannot read it.",
            notes: [
                "\(source.name).\(property.name) at \(property.location) \(why).",
                "Mark \(dependency.name) @MainActor (its provider is then generated @MainActor, and \(path.component) must be made on the main actor), or mark \(source.name).\(property.name) nonisolated if it may be read from anywhere.",
            ])
    }
}
