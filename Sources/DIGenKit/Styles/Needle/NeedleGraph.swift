/// Needle's part of the static graph, for graph export: components as scopes (their parents are
/// the components that instantiate them), provided properties as bindings, and each
/// dependency-protocol member as a request answered where the check found it, once per distinct
/// answer over the component's paths.
enum NeedleGraph {
    static func add(_ model: AppModel, paths: [NeedlePath], to graph: inout StaticGraph) {
        // Each component read out of the model once (a copy of a component retains all its parts).
        let components = model.componentNames.map { (name: $0, component: model.components[$0]!) }
        var scopeOf: [String: Int] = [:]
        for (name, component) in components {
            scopeOf[name] = graph.add(GraphScope(name: name, kind: .component, style: .needle, location: component.location))
        }
        for (name, component) in components {
            for child in component.children {
                if let scope = scopeOf[child] { graph.scopes[scope].parents.append(scopeOf[name]!) }
            }
        }
        graph.bindings.reserveCapacity(graph.bindings.count + components.reduce(0) { $0 + $1.component.providedProperties.count })
        for (name, component) in components {
            let scope = scopeOf[name]!
            for property in component.providedProperties.sorted(by: { $0.name < $1.name }) {
                let key = model.key(of: property)
                graph.add(GraphBinding(
                    scope: scope, key: .needle(name: key.name, type: key.type),
                    kind: property.isShared ? .shared : .computed, owner: name, location: property.location,
                    declaredType: DeclaredType(written: property.type.written, type: property.type.structure)))
            }
        }
        let byName = Dictionary(uniqueKeysWithValues: components.map { ($0.name, $0.component.dependencyName) })
        // One request per component, member and answering component, however many paths.
        var seen: Set<RequestIdentity> = []
        for path in NeedlePath.inTextOrder(paths) {
            let name = path.component
            guard let dependencyName = byName[name], let scope = scopeOf[name] else { continue }
            let members = model.dependencies[dependencyName]?.members ?? []
            for (position, (member, match)) in zip(members, path.sources).enumerated() {
                let answering = match.flatMap { scopeOf[$0.scopeName] }
                guard seen.insert(RequestIdentity(scope: scope, member: position, answering: answering ?? -1)).inserted else { continue }
                let key = model.key(of: member)
                graph.requests.append(GraphRequest(
                    scope: scope, key: .needle(name: key.name, type: key.type), asker: nil,
                    askerName: dependencyName, location: member.location,
                    lookup: answering.map(GraphRequest.Lookup.exactly) ?? .unanswered))
            }
        }
    }

    /// A request by asking component, dependency member and answering component (-1 for none).
    private struct RequestIdentity: Hashable {
        var scope: Int
        var member: Int
        var answering: Int
    }
}
