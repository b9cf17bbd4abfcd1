/// The same WhoopDI key defined twice among one container's modules: the later definition
/// silently replaces the earlier one. A warning, with both places.
struct DuplicateBindingRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        // The first binding of each scope and key, the pair numbered as one integer.
        var first: [Int: Int] = [:]
        first.reserveCapacity(graph.bindings.count)
        let scopeCount = graph.scopes.count
        var found: [Diagnostic] = []
        var reported: Set<[SourceLocation]> = []
        for index in graph.bindings.indices where graph.bindings[index].kind == .factory || graph.bindings[index].kind == .singleton {
            guard case .whoop = graph.bindings[index].key else { continue }
            let slot = resolution.bindingKeys[index] * scopeCount + graph.bindings[index].scope
            guard let earlier = first[slot] else {
                first[slot] = index
                continue
            }
            let binding = graph.bindings[index]
            let previous = graph.bindings[earlier]
            guard reported.insert([previous.location, binding.location]).inserted else { continue }
            found.append(Diagnostic(
                id: .duplicateBinding, severity: .warning, location: binding.location,
                message: "\(binding.key) is defined twice in the modules of \(graph.scopes[binding.scope].name); this definition replaces the one in \(previous.owner).",
                notes: ["The other definition is at \(previous.location)."]))
        }
        return found
    }
}
