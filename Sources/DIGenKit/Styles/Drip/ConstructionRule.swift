/// A Drip component made without a parent or a module that an accessor read on it needs, in
/// Drip's words, at the chain that makes it. Drip looks parents and modules up only when an
/// accessor is read, so what a chain lacks and nothing reads is not a failure.
struct ConstructionRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let graph = checked.graph
        var found: [Diagnostic] = []
        for construction in graph.constructions {
            let scope = graph.scopes[construction.scope]
            let givenParents = Set(construction.parents.compactMap { $0.map { graph.scopes[$0].name } })
            let knowsEveryParent = !construction.parents.contains(nil)
            for requirement in scope.requirements where construction.readAccessors.contains(requirement.accessorName) {
                switch requirement.kind {
                case .parent where knowsEveryParent && !givenParents.contains(requirement.typeName):
                    found.append(Diagnostic(
                        id: .missingParent, location: construction.location,
                        message: "[component: \(scope.name)] failed to find parent: \(requirement.typeName)",
                        notes: ["\(scope.name).\(requirement.accessorName) at \(requirement.location) reads it; add `.parent { … }` returning the \(requirement.typeName) to this chain."]))
                case .module where !construction.modules.contains(requirement.typeName):
                    found.append(Diagnostic(
                        id: .missingModule, location: construction.location,
                        message: "[component: \(scope.name)] failed to find module \(requirement.typeName)",
                        notes: ["\(scope.name).\(requirement.accessorName) at \(requirement.location) reads it; add `.module(\(requirement.typeName).self) { \(requirement.typeName)($0) }` to this chain."]))
                default:
                    break
                }
            }
        }
        return found
    }
}
