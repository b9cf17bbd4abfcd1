/// Needle's part of the static graph, for graph export: components as scopes (their parents are
/// the components that instantiate them), provided properties as bindings, and each
/// dependency-protocol member as a request answered where the check found it, once per distinct
/// answer over the component's paths.
enum NeedleGraph {
    static func add(_ model: AppModel, paths: [NeedlePath], to graph: inout StaticGraph) {
        var scopeOf: [String: Int] = [:]
        for name in model.componentNames {
            let component = model.components[name]!
            scopeOf[name] = graph.add(GraphScope(name: name, kind: .component, style: .needle, location: component.location))
        }
        for name in model.componentNames {
            for child in model.components[name]!.children {
                if let scope = scopeOf[child] { graph.scopes[scope].parents.append(scopeOf[name]!) }
            }
        }
        for name in model.componentNames {
            let component = model.components[name]!
            for property in component.providedProperties.sorted(by: { $0.name < $1.name }) {
                let key = model.key(of: property)
                graph.add(GraphBinding(
                    scope: scopeOf[name]!, key: .needle(name: key.name, type: key.type),
                    kind: property.isShared ? .shared : .computed, owner: name, location: property.location,
                    declaredType: DeclaredType(written: property.type.written, type: property.type.structure)))
            }
        }
        // One request per component, member and answering component, however many paths.
        var seen: Set<[Int]> = []
        for path in paths.sorted(by: { $0.text < $1.text }) {
            let name = path.components[path.components.count - 1]
            guard let component = model.components[name], let scope = scopeOf[name] else { continue }
            let members = model.dependencies[component.dependencyName]?.members ?? []
            for (position, (member, match)) in zip(members, path.sources).enumerated() {
                let answering = match.flatMap { scopeOf[path.components[$0.scopeIndex]] }
                guard seen.insert([scope, position, answering ?? -1]).inserted else { continue }
                let key = model.key(of: member)
                graph.requests.append(GraphRequest(
                    scope: scope, key: .needle(name: key.name, type: key.type), asker: nil,
                    askerName: component.dependencyName, location: member.location,
                    lookup: answering.map(GraphRequest.Lookup.exactly) ?? .unanswered))
            }
        }
    }
}
