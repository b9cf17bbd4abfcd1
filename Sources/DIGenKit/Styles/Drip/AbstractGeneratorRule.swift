/// A Drip `abstract()` generator that no construction of its component overrides, in Drip's
/// words: asking for it stops the program.
struct AbstractGeneratorRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let graph = checked.graph
        var constructions: [Int: [GraphConstruction]] = [:]
        for construction in graph.constructions { constructions[construction.scope, default: []].append(construction) }
        var found: [Diagnostic] = []
        for binding in graph.bindings where binding.kind == .abstract {
            // Without a construction in the sources there is nothing to hold against.
            guard let made = constructions[binding.scope], !made.isEmpty,
                  let unoverridden = made.first(where: { !$0.overrides.contains(binding.key) }) else { continue }
            found.append(Diagnostic(
                id: .abstractNotOverridden, location: binding.location,
                message: "Failed to implement abstract generator of \(binding.key)",
                notes: ["\(graph.scopes[binding.scope].name) is made at \(unoverridden.location) without `.override(…)` for \(binding.key)."]))
        }
        return found
    }
}

extension AbstractGeneratorRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [abstractNotOverriddenExplanation]
    }

    /// `abstractNotOverridden`'s explanation: what it means, examples, how to fix it.
    private static var abstractNotOverriddenExplanation: DiagnosticExplanation {
        let id = DiagnosticID.abstractNotOverridden
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.drip],
            summary: "A Drip `abstract()` generator is not overridden where its component is made.",
            meaning: """
                A module's generator that returns `abstract()` has no value of its own: each construction \
                of its component must supply one with `.override(…)`, and asking for it on a component \
                made without one stops the program with this message. digen reports the generator when the \
                sources make its component at least once (with `X()` or the builder `X.make(…)`) and a \
                construction lacks the override, with a note naming that construction.
                """,
            examples: [
                example.error(
                    "Sources/Net/NetworkComponent.swift:12:10",
                    "Failed to implement abstract generator of Api",
                    notes: [
                        "NetworkComponent is made at Sources/Net/App.swift:3:15 without `.override(…)` for Api.",
                    ]),
            ],
            fixes: [
                "Add the override to the chain named in the note: `.override(LiveApi() as Api)`.",
                "If every construction should get the same value, make the generator return it instead of `abstract()`.",
            ],
            seeAlso: [.dripRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Net/NetworkComponent.swift", """
                    import Drip

                    protocol Api {}

                    final class NetworkComponent: Component {
                        var network: NetworkModule { module() }
                    }

                    final class NetworkModule: Module<NetworkComponent> {
                        required init(_ component: NetworkComponent) { super.init(component) }

                        func inject() -> Api { return abstract() }
                    }
                    """),
                ("Sources/Net/App.swift", """
                    import Drip

                    let network = NetworkComponent()
                        .module(NetworkModule.self) { NetworkModule($0) }
                    """),
            ])
        return explanation
    }
}
