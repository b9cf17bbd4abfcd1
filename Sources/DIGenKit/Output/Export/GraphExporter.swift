import DIGraph

/// Builds the `ExportedGraph` of a checked graph: the scopes a selection keeps, their bindings,
/// each request as an edge to what answers it (or to a red missing-key node), parent edges, and
/// which edges lie on cycles.
struct GraphExporter {
    let graph: StaticGraph
    let resolution: GraphResolution
    /// Whether the check reported a cycle; without one there is no cycle to mark, and the
    /// searches over every binding and scope are skipped.
    var hasCycles = true

    /// The whole graph, or the part `selection` keeps.
    func export(_ selection: GraphSelection = GraphSelection()) -> ExportedGraph {
        let kept = selection.scopes(in: graph)
        var scopeID = [String?](repeating: nil, count: graph.scopes.count)
        for (position, scope) in kept.enumerated() { scopeID[scope] = "s\(position)" }
        var exported = ExportedGraph()
        for scope in kept {
            let value = graph.scopes[scope]
            exported.scopes.append(ExportedGraph.Scope(
                id: scopeID[scope]!, name: value.name, kind: value.kind.rawValue, style: value.style.rawValue,
                parents: value.parents.compactMap { scopeID[$0] }, location: value.location?.description))
        }
        var bindingID = [String?](repeating: nil, count: graph.bindings.count)
        exported.bindings.reserveCapacity(graph.bindings.count)
        for (index, binding) in graph.bindings.enumerated() {
            guard let scope = scopeID[binding.scope] else { continue }
            let id = "b" + String(exported.bindings.count)
            bindingID[index] = id
            // Each key's type is spelled once, for both fields that show it.
            let type = binding.key.type?.description
            exported.bindings.append(ExportedGraph.Binding(
                id: id, scope: scope, key: binding.key.description(typeText: type), type: type,
                name: binding.key.name, kind: binding.kind.rawValue, owner: binding.owner,
                location: binding.location.description))
        }
        let cycleEdges = hasCycles ? self.cycleEdges() : []
        var missingID: [String: String] = [:]
        // Edges in the order they are first met (the front ends' order, so deterministic), each
        // once; identified by numbers, which hash far faster than the ids' text.
        var seen: Set<EdgeIdentity> = []
        for (index, request) in graph.requests.enumerated() {
            guard let scope = scopeID[request.scope] else { continue }
            let from = request.asker.flatMap { bindingID[$0] } ?? scope
            let fromIdentity = request.asker.flatMap { bindingID[$0] == nil ? nil : $0 } ?? -1 - request.scope
            let to: String
            let toIdentity: Int
            if let answer = resolution.answers[index] {
                guard let id = bindingID[answer] else { continue }
                to = id
                toIdentity = answer
            } else {
                let identity = "\(scope)\u{0}\(request.key)"
                if missingID[identity] == nil {
                    missingID[identity] = "m\(exported.missing.count)"
                    let reported = request.lookup == .unanswered || MissingBindingRule().isCheckable(request, in: graph)
                    exported.missing.append(ExportedGraph.Missing(
                        id: missingID[identity]!, scope: scope, key: request.key.description,
                        location: request.location.description, reported: reported))
                }
                to = missingID[identity]!
                toIdentity = Int.min + Int(to.dropFirst())!
            }
            guard seen.insert(EdgeIdentity(from: fromIdentity, to: toIdentity, isParent: false)).inserted else { continue }
            let onCycle = request.asker.map { asker in resolution.answers[index].map { cycleEdges.contains([asker, $0]) } ?? false } ?? false
            exported.edges.append(ExportedGraph.Edge(from: from, to: to, kind: "request", onCycle: onCycle))
        }
        let parentCycles = hasCycles ? self.parentCycleEdges() : []
        for scope in kept {
            for parent in graph.scopes[scope].parents {
                guard let parentID = scopeID[parent],
                      seen.insert(EdgeIdentity(from: scope, to: parent, isParent: true)).inserted else { continue }
                exported.edges.append(ExportedGraph.Edge(
                    from: scopeID[scope]!, to: parentID, kind: "parent", onCycle: parentCycles.contains([scope, parent])))
            }
        }
        return exported
    }

    /// An edge by the numbers of its ends: a binding's index, `-1 - index` for a scope, and
    /// `Int.min + n` for missing key `mn`.
    private struct EdgeIdentity: Hashable {
        var from: Int
        var to: Int
        var isParent: Bool
    }

    /// The request edges (asker, answer) on a cycle of bindings.
    private func cycleEdges() -> Set<[Int]> {
        var edges = DependencyGraph<Int>()
        for (index, request) in graph.requests.enumerated() {
            if let asker = request.asker, let answer = resolution.answers[index] { edges.addEdge(from: asker, to: answer) }
        }
        return Set(edges.cycles().flatMap { cycle in zip(cycle, cycle.dropFirst()).map { [$0, $1] } })
    }

    /// The parent edges (child, parent) on a cycle of scopes (Needle components instantiating
    /// each other).
    private func parentCycleEdges() -> Set<[Int]> {
        var edges = DependencyGraph<Int>()
        for (index, scope) in graph.scopes.enumerated() {
            for parent in scope.parents { edges.addEdge(from: index, to: parent) }
        }
        return Set(edges.cycles().flatMap { cycle in zip(cycle, cycle.dropFirst()).map { [$0, $1] } })
    }
}

/// Which part of the graph to export: `--style` and `--root-component-name`.
public struct GraphSelection: Hashable, Sendable {
    /// The styles to keep.
    public var styles: Set<Style>
    /// Keep only this scope and the scopes below it (those it is a parent of, at any depth).
    public var rootScopeName: String?

    /// Everything, or the part of `styles` below `rootScopeName`.
    public init(styles: Set<Style> = Set(Style.allCases), rootScopeName: String? = nil) {
        self.styles = styles
        self.rootScopeName = rootScopeName
    }

    /// The indices of the scopes kept, in graph order.
    func scopes(in graph: StaticGraph) -> [Int] {
        var kept = graph.scopes.indices.filter { styles.contains(graph.scopes[$0].style) }
        if let rootScopeName {
            var children: [Int: [Int]] = [:]
            for (index, scope) in graph.scopes.enumerated() {
                for parent in scope.parents { children[parent, default: []].append(index) }
            }
            var below: Set<Int> = []
            var pending = graph.scopes.indices.filter { graph.scopes[$0].name == rootScopeName }
            while let next = pending.popLast() {
                guard below.insert(next).inserted else { continue }
                pending += children[next] ?? []
            }
            kept = kept.filter(below.contains)
        }
        return kept
    }
}
