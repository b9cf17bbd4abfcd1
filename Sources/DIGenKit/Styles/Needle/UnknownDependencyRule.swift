/// A component whose dependency protocol is declared nowhere, or declared without inheriting
/// `Dependency`: Needle cannot tell what the component needs.
struct UnknownDependencyRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needleModel else { return [] }
        let model = needle.model
        var found: [Diagnostic] = []
        for component in model.components.values {
            let name = component.dependencyName
            guard name != NeedleNames.emptyDependency, model.dependencies[name] == nil else { continue }
            let declared = needle.findings.protocolsNotDependencies[name]
            found.append(Diagnostic(
                id: .unknownDependency, location: component.location,
                message: "Missing dependency protocol data model with name \(name), for \(component.name).",
                notes: declared.map { ["\(name) is declared at \($0) but does not inherit from Dependency."] } ?? []))
        }
        return found
    }
}

extension UnknownDependencyRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [unknownDependencyExplanation]
    }

    /// `unknownDependency`'s explanation: what it means, examples, how to fix it.
    private static var unknownDependencyExplanation: DiagnosticExplanation {
        let id = DiagnosticID.unknownDependency
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "A Needle component's dependency protocol is not declared, or does not inherit `Dependency`.",
            meaning: """
                `Component<GameDependency>` names the protocol whose members the component's ancestors \
                must provide. When no file or summary of the run declares a dependency protocol of that \
                name (one with `Dependency` in its inheritance list, or inheriting another dependency \
                protocol), the component's dependencies can be neither checked nor generated. A note says \
                when a protocol of that name exists but does not inherit `Dependency`.
                """,
            examples: [
                example.error(
                    "Sources/Game/GameComponent.swift:7:13",
                    "Missing dependency protocol data model with name GameDependency, for GameComponent.",
                    notes: [
                        "GameDependency is declared at Sources/Game/GameDependency.swift:1:10 but does not inherit from Dependency.",
                    ]),
            ],
            fixes: [
                "Declare the protocol, inheriting `Dependency`: `protocol GameDependency: Dependency { var scoreStream: ScoreStream { get } }`; or add `Dependency` to the inheritance list of the one that exists.",
                "Correct the name in `Component<…>` if it is misspelt; a component that needs nothing can be a `Component<EmptyDependency>`.",
                "If the protocol is declared in another module, add that module's sources or summary to the run.",
            ],
            seeAlso: [.needle])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Game/GameComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var game: GameComponent { GameComponent(parent: self) }
                    }

                    final class GameComponent: Component<GameDependency> {}
                    """),
                ("Sources/Game/GameDependency.swift", """
                    protocol GameDependency {
                        var name: String { get }
                    }
                    """),
            ])
        return explanation
    }
}
