/// A nonisolated definition that asks for a value made on the main actor (WhoopDI: a definition
/// with a main-actor closure): resolved off the main actor, the asking definition fails. A
/// warning, since an app that resolves it only on the main actor never sees the failure.
/// Requests made by app code (`WhoopDI.inject()` at the top level) are not judged: their
/// isolation is the caller's.
struct NonisolatedReadsMainActorRule: GraphRule {
    func diagnostics(in graph: StaticGraph, resolution: GraphResolution) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated() {
            guard let asker = request.asker, graph.bindings[asker].isMainActor != true,
                  let answer = resolution.answers[index], graph.bindings[answer].isMainActor == true else { continue }
            let provider = graph.bindings[answer]
            let asking = request.askerName.prefix(1).uppercased() + request.askerName.dropFirst()
            found.append(Diagnostic(
                id: .nonisolatedReadsMainActor, severity: .warning, location: request.location,
                message: "\(asking), which is nonisolated, asks for \(request.key), which is made on the main actor: resolved off the main actor, it fails.",
                notes: [
                    "\(provider.key) is defined with a main-actor closure at \(provider.location) in \(provider.owner).",
                    "Make the asking definition main-actor too (`{ @MainActor in … }`, or `{ r in … }` resolving with `try r.get()`), or define \(provider.key) with a nonisolated closure.",
                ]))
        }
        return found
    }
}
