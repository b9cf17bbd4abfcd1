/// One instance of a class that is not `Sendable`, shared by consumers in different isolation
/// domains (WhoopDI: a singleton asked for by a main-actor definition and by a nonisolated one;
/// Drip: a `single` called by a main-actor generator and by a nonisolated one):
/// the same object is then used on the main actor and off it, with nothing guarding it. A
/// warning, since the app may in fact resolve everything on the main actor. Requests made by app
/// code are not judged: their isolation is the caller's.
struct NonSendableSharedAcrossIsolationRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        // The first main-actor and the first nonisolated asker of each such binding.
        var mainActorAsker: [Int: Int] = [:]
        var nonisolatedAsker: [Int: Int] = [:]
        for (index, request) in graph.requests.enumerated() {
            guard let asker = request.asker, let answer = resolution.answers[index],
                  graph.bindings[answer].isNotSendable == true, graph.bindings[answer].isMainActor != true else { continue }
            if graph.bindings[asker].isMainActor == true {
                if mainActorAsker[answer] == nil { mainActorAsker[answer] = index }
            } else if nonisolatedAsker[answer] == nil {
                nonisolatedAsker[answer] = index
            }
        }
        return mainActorAsker.keys.sorted().compactMap { answer in
            guard let onMain = mainActorAsker[answer], let elsewhere = nonisolatedAsker[answer] else { return nil }
            let binding = graph.bindings[answer]
            let type = binding.declaredType?.written ?? binding.key.description
            let isDrip = graph.scopes[binding.scope].style == .drip
            let (what, consumers, ownInstance) = isDrip
                ? ("\(binding.owner)'s single \(binding.key)", "a main-actor generator and a nonisolated one", "make it `transient`")
                : ("\(binding.key)", "a main-actor definition and a nonisolated one", "define it with `factory`")
            return Diagnostic(
                id: .nonSendableSharedAcrossIsolation, severity: .warning, location: binding.location,
                message: "\(what), one instance of \(type), which is not Sendable, is shared by \(consumers): the same object is used on the main actor and off it, unguarded.",
                notes: [
                    "\(Self.capitalized(graph.requests[onMain].askerName)), on the main actor, asks for it at \(graph.requests[onMain].location).",
                    "\(Self.capitalized(graph.requests[elsewhere].askerName)), which is nonisolated, asks for it at \(graph.requests[elsewhere].location).",
                    "Make \(type) Sendable (immutable, or guarding its state, and declared `Sendable` or `@unchecked Sendable`), make it main-actor (`@MainActor final class \(type)`), or \(ownInstance) so that each consumer gets its own.",
                ])
        }
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
