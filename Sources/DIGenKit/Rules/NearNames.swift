import DIGraph

/// The names a misspelt WhoopDI request probably meant: names of visible keys of the same type
/// within a small edit distance (DIGraph's near-miss measure).
enum NearNames {
    /// Bindings visible from the request's scope with its type and a near name, nearest first.
    static func candidates(for request: GraphRequest, in graph: StaticGraph, resolution: GraphResolution) -> [Int] {
        guard case .whoop(let type, let name?) = request.key else { return [] }
        return resolution.visibleBindings(from: request.scope, in: graph).filter { index in
            guard case .whoop(let candidateType, let candidateName?) = graph.bindings[index].key else { return false }
            return candidateType == type && candidateName != name && EditDistance.isNearMiss(candidateName, of: name)
        }
    }
}
