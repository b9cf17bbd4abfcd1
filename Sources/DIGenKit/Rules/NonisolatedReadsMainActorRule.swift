/// A nonisolated definition that asks for a value made on the main actor (WhoopDI: a definition
/// with a main-actor closure): resolved off the main actor, the asking definition fails. A
/// warning, since an app that resolves it only on the main actor never sees the failure. Drip:
/// a nonisolated generator calling a main-actor module method, an error (Swift refuses it).
/// Requests made by app code (`WhoopDI.inject()` at the top level) are not judged: their
/// isolation is the caller's.
struct NonisolatedReadsMainActorRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var found: [Diagnostic] = []
        for (index, request) in graph.requests.enumerated() {
            guard let asker = request.asker, graph.bindings[asker].isMainActor != true,
                  let answer = resolution.answers[index], graph.bindings[answer].isMainActor == true else { continue }
            let provider = graph.bindings[answer]
            let asking = request.askerName.prefix(1).uppercased() + request.askerName.dropFirst()
            if graph.scopes[request.scope].style == .drip {
                found.append(Self.dripProblem(request, asking: asking, provider: provider))
                continue
            }
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

    /// Drip: a nonisolated generator calls a main-actor module method, which Swift refuses
    /// (an error), named here with its DI path.
    private static func dripProblem(_ request: GraphRequest, asking: String, provider: GraphBinding) -> Diagnostic {
        Diagnostic(
            id: .nonisolatedReadsMainActor, location: request.location,
            message: "\(asking), which is nonisolated, asks for \(request.key), which \(provider.owner) makes on the main actor: a nonisolated generator cannot call it.",
            notes: [
                "\(provider.owner) makes \(request.key) on the main actor at \(provider.location).",
                "Make the asking module main-actor too (`@MainActor`, or a `MainActorModule`), or mark the providing method `nonisolated` if its value may be made anywhere.",
            ])
    }
}
