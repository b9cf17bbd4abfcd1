/// Two component classes with one name: Needle's generator refuses them, since its providers and
/// registrations are named by class. Reported at each declaration after the first.
struct DuplicateComponentRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.duplicateComponents ?? []).map { duplicate in
            Diagnostic(
                id: .duplicateComponent, location: duplicate.location,
                message: "Needle does not support components with the same name \(duplicate.name)",
                notes: ["\(duplicate.name) is also declared at \(duplicate.first)."])
        }
    }
}

extension DuplicateComponentRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [duplicateComponentExplanation]
    }

    /// `duplicateComponent`'s explanation: what it means, examples, how to fix it.
    private static var duplicateComponentExplanation: DiagnosticExplanation {
        let id = DiagnosticID.duplicateComponent
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "Two Needle component classes have the same name.",
            meaning: """
                Needle knows components by their simple names, across every module and enclosing type, \
                and the generated code registers each component's providers under the path of names that \
                leads to it, so two components with one name cannot both be wired. Needle's generator refuses them with the \
                same words. digen reports the second declaration, with a note pointing at the first.
                """,
            examples: [
                example.error(
                    "Sources/Game/GameComponent.swift:7:13",
                    "Needle does not support components with the same name GameComponent",
                    notes: [
                        "GameComponent is also declared at Sources/Arcade/GameComponent.swift:3:13.",
                    ]),
            ],
            fixes: [
                "Rename one of the components and its uses, after the feature it belongs to (`ArcadeGameComponent`).",
                "If one of the two is an old copy, delete it.",
            ])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Game/GameComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var game: GameComponent { GameComponent(parent: self) }
                    }

                    final class GameComponent: Component<EmptyDependency> {}
                    """),
                ("Sources/Arcade/GameComponent.swift", """
                    import NeedleFoundation

                    final class GameComponent: Component<EmptyDependency> {}
                    """),
            ])
        return explanation
    }
}
