/// A Drip `abstract()` generator that no construction of its component overrides, in Drip's
/// words: asking for it stops the program.
struct AbstractGeneratorRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let graph = checked.graph
        var constructions: [Int: [GraphConstruction]] = [:]
        for construction in graph.constructions { constructions[construction.scope, default: []].append(construction) }
        var found: [Diagnostic] = []
        for binding in graph.bindings where binding.kind == .abstract {
            // Without a construction in the sources there is nothing to hold against.
            guard let made = constructions[binding.scope], !made.isEmpty,
                  let unoverridden = made.first(where: { !$0.overrides.contains(binding.key) }) else { continue }
            found.append(Diagnostic(
                id: .abstractNotOverridden, location: binding.location,
                message: "Failed to implement abstract generator of \(binding.key)",
                notes: ["\(graph.scopes[binding.scope].name) is made at \(unoverridden.location) without `.override(…)` for \(binding.key)."]))
        }
        return found
    }
}
