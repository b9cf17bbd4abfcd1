/// A request nothing in its scope or the scopes above it provides (WhoopDI's containers), in
/// WhoopDI's words, at the `get()` or `inject()` call.
struct MissingBindingRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated()
        where resolution.answers[index] == nil && request.lookup == .nearestAncestor {
            guard case .whoop(let type, let name) = request.key, isCheckable(request, in: graph),
                  NearNames.candidates(for: request, in: graph, resolution: resolution).isEmpty else { continue }
            let scope = graph.scopes[request.scope]
            var notes = ["Asked for by \(request.askerName), resolving in \(scope.name)."]
            // WhoopDI's similar dependencies: the same type under another name, or the same name.
            let similar = resolution.visibleBindings(from: request.scope, in: graph).filter { binding in
                guard case .whoop(let candidateType, let candidateName) = graph.bindings[binding].key else { return false }
                return candidateType == type || (name != nil && candidateName == name)
            }
            for binding in similar.prefix(5) {
                notes.append("Similar dependency: \(graph.bindings[binding].key), defined at \(graph.bindings[binding].location) in \(graph.bindings[binding].owner).")
            }
            found.append(Diagnostic(
                id: .missingDependency, location: request.location,
                message: "Missing dependency for \(request.key)", notes: notes))
        }
        return found
    }

    /// Whether a missing key may be reported: it is not optional, no scope on the way is
    /// incomplete, and no definition there has the request's name without digen knowing its type
    /// (or has a name digen cannot read).
    func isCheckable(_ request: GraphRequest, in graph: StaticGraph) -> Bool {
        // A request for `T?` that nothing answers gets nil, which is not a failure.
        if case .optional = request.key.type { return false }
        for scope in graph.path(to: request.scope) {
            if graph.scopes[scope].incompleteBecause != nil { return false }
            if graph.scopes[scope].uninferredNames.contains(request.key.name) { return false }
            if graph.scopes[scope].hasDynamicNames && request.key.name != nil { return false }
        }
        return true
    }
}

/// A named request whose name nothing defines while a near name is defined for its type: the
/// typo, and the name it probably meant.
struct MisspelledNameRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated() where resolution.answers[index] == nil {
            guard MissingBindingRule().isCheckable(request, in: graph), let name = request.key.name,
                  case .whoop = request.key else { continue }
            let candidates = NearNames.candidates(for: request, in: graph, resolution: resolution)
            guard let best = candidates.first else { continue }
            let meant = graph.bindings[best]
            found.append(Diagnostic(
                id: .misspelledName, location: request.location,
                message: "Missing dependency for \(request.key); did you mean \"\(meant.key.name ?? "")\"?",
                notes: [
                    "\"\(name)\" is asked for by \(request.askerName).",
                    "\(meant.key) is defined at \(meant.location) in \(meant.owner).",
                ]))
        }
        return found
    }
}
