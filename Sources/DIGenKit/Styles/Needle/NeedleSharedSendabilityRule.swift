/// A `shared {}` instance of a class that is not `Sendable`, in a nonisolated component, read
/// through a main-actor dependency protocol and through a nonisolated one: the same object is
/// then used on the main actor and off it, with nothing guarding it. A warning, reported once
/// per property at the property. Protocol isolation is judged as `NeedleIsolationRule` judges it.
struct NeedleSharedSendabilityRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needle else { return [] }
        let (model, paths) = (needle.model, needle.paths)
        guard !model.nonSendableClasses.isEmpty else { return [] }
        let defaultIsNonisolated = !model.components.values.contains(where: \.isMainActorFamily)
        // By providing component and property: the first reading member on the main actor and off it.
        var readers: [String: (property: PropertyDeclaration, source: String, onMain: Reader?, elsewhere: Reader?)] = [:]
        var order: [String] = []
        for path in paths {
            guard let component = model.components[path.component],
                  let dependency = model.dependencies[component.dependencyName] else { continue }
            let onMain = dependency.isMainActor
            guard onMain || defaultIsNonisolated || dependency.declaredNonisolated else { continue }
            for (member, match) in zip(dependency.members, path.sources) {
                guard let match, let source = model.components[match.scopeName],
                      let property = source.providedProperties.first(where: { model.key(of: $0) == model.key(of: member) }),
                      property.isShared, !source.isMainActor(property),
                      Sendability.isNonSendable(model.key(of: property).type, among: model.nonSendableClasses) else { continue }
                let id = source.name + "." + property.name
                if readers[id] == nil {
                    readers[id] = (property, source.name, nil, nil)
                    order.append(id)
                }
                let reader = Reader(dependency: dependency.name, member: member)
                if onMain {
                    if readers[id]!.onMain == nil { readers[id]!.onMain = reader }
                } else if readers[id]!.elsewhere == nil {
                    readers[id]!.elsewhere = reader
                }
            }
        }
        return order.compactMap { id in
            let entry = readers[id]!
            guard let onMain = entry.onMain, let elsewhere = entry.elsewhere else { return nil }
            let type = entry.property.type.written
            return Diagnostic(
                id: .nonSendableSharedAcrossIsolation, severity: .warning, location: entry.property.location,
                message: "\(entry.source).\(entry.property.name), one shared instance of \(type), which is not Sendable, is read by a main-actor dependency protocol and a nonisolated one: the same object is used on the main actor and off it, unguarded.",
                notes: [
                    "\(onMain.dependency), on the main actor, reads it at \(onMain.member.location).",
                    "\(elsewhere.dependency), which is nonisolated, reads it at \(elsewhere.member.location).",
                    "Make \(type) Sendable (immutable, or guarding its state, and declared `Sendable` or `@unchecked Sendable`), make it main-actor (`@MainActor final class \(type)`), or return a new instance from \(entry.source).\(entry.property.name) instead of a shared one.",
                ])
        }
    }

    private struct Reader {
        var dependency: String
        var member: PropertyDeclaration
    }
}
