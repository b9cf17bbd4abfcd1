import DIGraph

/// Definitions or generators that need each other in a loop, found with DIGraph's cycle search
/// and named key by key with where each is defined.
struct BindingCycleRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var edges = NumberedDependencyGraph(nodeCount: graph.bindings.count)
        graph.requests.withUnsafeBufferPointer { requests in
            for index in requests.indices {
                guard let asker = requests[index].asker, let answer = resolution.answers[index] else { continue }
                edges.addEdge(from: asker, to: answer)
            }
        }
        var seen: Set<[SourceLocation]> = []
        var found: [Diagnostic] = []
        for cycle in edges.cycles() {
            let bindings = cycle.map { graph.bindings[$0] }
            // The same definitions copied into several containers make the same cycle once.
            let signature = bindings.map(\.location)
            guard seen.insert(signature).inserted else { continue }
            let names = bindings.map { shortName($0.key) }
            found.append(Diagnostic(
                id: .dependencyCycle, location: bindings[0].location,
                message: "Dependency cycle detected: \(names.joined(separator: " -> ")).",
                notes: bindings.dropLast().map { "\(shortName($0.key)) is defined at \($0.location) (\($0.kind.rawValue) in \($0.owner))." }))
        }
        return found
    }

    /// A key as DIGraph names it in a run-time cycle: the type, and its name if it has one.
    private func shortName(_ key: GraphKey) -> String {
        switch key {
        case .whoop(let type, let name?): "\(type) named \"\(name)\""
        case .whoop(let type, nil): type.description
        default: key.description
        }
    }
}
