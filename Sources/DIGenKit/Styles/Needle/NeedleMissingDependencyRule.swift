/// A member of a component's dependency protocol that no ancestor provides along one of the
/// component's paths, in Needle's words, with possible matches and why an ancestor property of
/// that name is not a provider. Reported once per path, as Needle reports it; an ancestor property
/// that would provide it but that the generated code cannot read from its module is reported at
/// that property too.
struct NeedleMissingDependencyRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needle else { return [] }
        let model = needle.model
        var found: [Diagnostic] = []
        for path in needle.paths where path.sources.contains(where: { $0 == nil }) {
            guard let component = model.components[path.component],
                  let members = model.dependencies[component.dependencyName]?.members else { continue }
            let names = path.components
            for (member, source) in zip(members, path.sources) where source == nil {
                found += missingDependency(
                    member, key: model.key(of: member), dependency: component.dependencyName, path: names,
                    model: model, accessRules: needle.accessRules)
            }
        }
        return found
    }

    /// The missing dependency, and for each ancestor property that would provide it but that the
    /// generated code cannot read from its module, a problem at that property.
    private func missingDependency(
        _ member: PropertyDeclaration, key: PropertyKey, dependency: String, path: [String], model: AppModel, accessRules: AccessRules
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var message = "Could not find a provider for (\(member.name): \(member.type.written)) which was required by \(dependency), along the DI branch of \(path.joined(separator: "->"))."
        let ancestors = path.dropLast().reversed().compactMap { model.components[$0] }
        for ancestor in ancestors {
            let sameType = ancestor.providedProperties.filter { model.key(of: $0).type == key.type }.map(\.name)
            if !sameType.isEmpty {
                message += " Found possible matches \(sameType) at \(ancestor.name)."
                break
            }
        }
        var notes: [String] = []
        for ancestor in ancestors {
            for property in ancestor.properties where property.name == member.name {
                let propertyKey = model.key(of: property)
                if propertyKey.type != key.type {
                    notes.append("\(ancestor.name) has \(property.name) of type \(property.type.written) at \(property.location), which is not \(member.type.written).")
                } else if property.access.isFilePrivate {
                    notes.append("\(ancestor.name).\(property.name) at \(property.location) is \(property.access.rawValue), so descendants cannot use it.")
                } else if let module = model.foreignModules[property.location.file], !property.access.isPublic {
                    let problem = CrossModuleAccess.unreadableProperty(property, of: ancestor.name, in: module, model: model)
                    notes.append("\(ancestor.name).\(property.name) at \(property.location) is \(property.access.rawValue) in module \(module), so the generated code cannot read it.")
                    found.append(problem)
                } else if !ancestor.providedKeys.contains(propertyKey) {
                    notes.append(notAProviderNote(ancestor: ancestor.name, property, accessRules: accessRules))
                }
            }
        }
        let asker = model.components[path[path.count - 1]]!
        notes.append("\(asker.name) is declared at \(asker.location).")
        return [Diagnostic(id: .missingDependency, location: member.location, message: message, notes: notes)] + found
    }

    /// Why `property` of `ancestor`, which has the right name and type, is not a provider under
    /// the run's access rules.
    private func notAProviderNote(ancestor: String, _ property: PropertyDeclaration, accessRules: AccessRules) -> String {
        let place = "\(ancestor).\(property.name) at \(property.location)"
        switch accessRules {
        case .needle0_25_1 where property.needleAccess == .inaccessible:
            return "\(place) is private by its first modifier (or its type's); with --access-rules needle-0.25.1, as in Needle 0.25.1, only the first modifier counts."
        case .needle0_25_1:
            return "\(place) is not public by its first modifier; with --access-rules needle-0.25.1, as in Needle 0.25.1, a property in a component's body is a provider only when its first modifier is `public`."
        case .swift, .public:
            return "\(place) is \(property.access.rawValue); with --require-public only public properties are providers."
        }
    }
}
