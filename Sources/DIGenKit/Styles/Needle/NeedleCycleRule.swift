import DIGraph

/// Needle's component cycles: components that instantiate each other in a loop. Each cycle is
/// reported once, written the way Needle walks it (child to parent), at the call that closes it.
struct NeedleCycleRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needle else { return [] }
        return Self.cycles(in: needle.model).diagnostics
    }

    /// One diagnostic per cycle, and the components on cycles.
    static func cycles(in model: AppModel) -> (diagnostics: [Diagnostic], components: Set<String>) {
        var graph = DependencyGraph<String>()
        for (child, parents) in parentsOnCycles(in: model) {
            for parent in parents { graph.addEdge(from: child, to: parent) }
        }
        var diagnostics: [Diagnostic] = []
        var cyclic: Set<String> = []
        for cycle in graph.cycles() {
            cyclic.formUnion(cycle)
            let first = model.components[cycle[0]]!
            // At the call that closes the loop: where the second component makes the first.
            let call = model.instantiation(of: cycle[0], by: cycle.count > 1 ? cycle[1] : cycle[0])
            var notes = ["Each component in the path is instantiated by the one after it."]
            if call != nil { notes.append("\(first.name) is declared at \(first.location).") }
            diagnostics.append(Diagnostic(
                id: .dependencyCycle, location: call ?? first.location,
                message: "Dependency cycle detected along the path of \(cycle.joined(separator: "->"))",
                notes: notes))
        }
        return (diagnostics, cyclic)
    }

    /// The parent edges that can lie on a cycle: a component that instantiates nothing cannot be
    /// on one, so such components are peeled off repeatedly (Kahn's algorithm) and only what is
    /// left goes to the cycle search. In an acyclic app nothing is left.
    private static func parentsOnCycles(in model: AppModel) -> [String: Set<String>] {
        let names = model.componentNames
        var position: [String: Int] = [:]
        position.reserveCapacity(names.count)
        for (index, name) in names.enumerated() { position[name] = index }
        var parents = [[Int]](repeating: [], count: names.count)
        var childCount = [Int](repeating: 0, count: names.count)
        for (index, name) in names.enumerated() {
            for child in model.components[name]!.children {
                guard let childIndex = position[child] else { continue }
                parents[childIndex].append(index)
                childCount[index] += 1
            }
        }
        var leaves = childCount.indices.filter { childCount[$0] == 0 }
        var removed = [Bool](repeating: false, count: names.count)
        var removedCount = 0
        while let leaf = leaves.popLast() {
            removed[leaf] = true
            removedCount += 1
            for parent in parents[leaf] {
                childCount[parent] -= 1
                if childCount[parent] == 0 { leaves.append(parent) }
            }
        }
        guard removedCount < names.count else { return [:] }
        var remaining: [String: Set<String>] = [:]
        for child in names.indices where !removed[child] {
            remaining[names[child]] = Set(parents[child].filter { !removed[$0] }.map { names[$0] })
        }
        return remaining
    }
}
