import DIGraph

/// Which binding answers each request of a graph, found once with DIGraph's nearest-ancestor
/// resolution; the rules, the generator and the graph export all read this instead of
/// resolving again.
public struct GraphResolution: Sendable {
    /// For each request (by index), the binding that answers it, or `nil` when none does.
    public let answers: [Int?]
    /// For each scope, its bindings by key (a later binding of a key overrides an earlier one,
    /// as a later module's definition does in WhoopDI).
    let bindingsByScope: [[GraphKey: Int]]

    /// Resolves every request of `graph`.
    public init(_ graph: StaticGraph) {
        var byScope = [[GraphKey: Int]](repeating: [:], count: graph.scopes.count)
        for (index, binding) in graph.bindings.enumerated() {
            byScope[binding.scope][binding.key] = index
        }
        // Only scopes on a nearest-ancestor request's path are searched; Needle's requests name
        // their answering scope, so a large Needle graph needs none of these sets.
        var staticScopes = [StaticScope<GraphKey>?](repeating: nil, count: graph.scopes.count)
        func staticScope(_ index: Int) -> StaticScope<GraphKey> {
            if let made = staticScopes[index] { return made }
            let made = StaticScope(name: graph.scopes[index].name, provided: Set(byScope[index].keys))
            staticScopes[index] = made
            return made
        }
        var paths: [Int: [Int]] = [:]
        var answers: [Int?] = []
        answers.reserveCapacity(graph.requests.count)
        for request in graph.requests {
            switch request.lookup {
            case .exactly(let scope):
                answers.append(byScope[scope][request.key])
            case .unanswered:
                answers.append(nil)
            case .nearestAncestor:
                let path = paths[request.scope] ?? graph.path(to: request.scope)
                paths[request.scope] = path
                // WhoopDI answers a request for `T?` with the definition of `T?`, else of `T`.
                var keys = [request.key]
                if case .whoop(.optional(let wrapped), let name) = request.key { keys.append(.whoop(type: wrapped, name: name)) }
                let report = StaticResolver.resolve(keys, along: path.map(staticScope))
                let answer = keys.lazy.compactMap { key in report.matches[key].map { byScope[path[$0.scopeIndex]][key]! } }.first
                answers.append(answer)
            }
        }
        self.answers = answers
        bindingsByScope = byScope
    }

    /// The keys visible from `scope` (its own and its ancestors'), nearest first, each once.
    func visibleBindings(from scope: Int, in graph: StaticGraph) -> [Int] {
        var seen: Set<GraphKey> = []
        var result: [Int] = []
        for index in graph.path(to: scope).reversed() {
            for (key, binding) in bindingsByScope[index].sorted(by: { $0.key < $1.key }) where seen.insert(key).inserted {
                result.append(binding)
            }
        }
        return result
    }
}
