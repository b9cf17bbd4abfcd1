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

extension NonSendableSharedAcrossIsolationRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [nonSendableSharedAcrossIsolationExplanation]
    }

    /// `nonSendableSharedAcrossIsolation`'s explanation: what it means, examples, how to fix it.
    private static var nonSendableSharedAcrossIsolationExplanation: DiagnosticExplanation {
        let id = DiagnosticID.nonSendableSharedAcrossIsolation
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle, .whoop, .drip],
            summary: "One instance of a class that is not Sendable is shared by main-actor and nonisolated consumers.",
            meaning: """
                A singleton (WhoopDI) or a `shared {}` instance (Needle) is one object. When main-actor code \
                and code that may run anywhere both get it, the object is used on the main actor and off \
                it at the same time, and nothing guards its state: the data race Swift 6's checking exists \
                to stop, which the DI container hides from it. digen reports it only where the sources show \
                the class is not `Sendable`: declared with no inheritance clause and no global actor \
                (`final class Store { … }`), with no extension adding `Sendable`. WhoopDI: a singleton defined \
                with a nonisolated closure, asked for (`get()`) by a definition with a main-actor closure and \
                by one with a nonisolated closure. Needle: a `shared {}` property of a nonisolated component, \
                read through a main-actor dependency protocol and through a nonisolated one. Drip: a `single` \
                called by a generator of a main-actor module and by one of a nonisolated module. Requests made \
                by app code are not judged. A warning, since an app that resolves everything on the main \
                actor never races.
                """,
            examples: [
                example.warning(
                    "Sources/App/Modules.swift:9:9",
                    "Cache with name: <no name>, one instance of Cache, which is not Sendable, is shared by a main-actor definition and a nonisolated one: the same object is used on the main actor and off it, unguarded.",
                    notes: [
                        "The factory at Sources/App/Modules.swift:10:9 in AppModule, on the main actor, asks for it at Sources/App/Modules.swift:10:51.",
                        "The factory at Sources/App/Modules.swift:11:9 in AppModule, which is nonisolated, asks for it at Sources/App/Modules.swift:11:37.",
                        "Make Cache Sendable (immutable, or guarding its state, and declared `Sendable` or `@unchecked Sendable`), make it main-actor (`@MainActor final class Cache`), or define it with `factory` so that each consumer gets its own.",
                    ]),
            ],
            fixes: [
                "Make the class `Sendable`: immutable (`let` properties of `Sendable` types) and declared `Sendable`, or guarding its own state (a lock, a `Mutex`) and declared `@unchecked Sendable`.",
                "Make the class main-actor (`@MainActor final class ScoreStore`), and its definition a main-actor one, when it belongs to the UI.",
                "Give each consumer its own instance: a WhoopDI `factory`, or a Needle property that returns a new instance.",
            ],
            seeAlso: [.needle, .whoopRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Modules.swift", """
                    import WhoopDIKit

                    final class Cache {}
                    @MainActor final class Screen { init(cache: Cache) {} }
                    final class Worker { init(cache: Cache) {} }

                    final class AppModule: DependencyModule {
                        override func defineDependencies() {
                            singleton { Cache() }
                            factory { @MainActor in Screen(cache: try self.get()) }
                            factory { Worker(cache: try self.get()) }
                        }
                    }
                    """),
            ])
        return explanation
    }
}
