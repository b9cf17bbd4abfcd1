/// Two dependency protocols with one name: Needle's generator refuses them. Reported at each
/// declaration after the first.
struct DuplicateDependencyRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.duplicateDependencies ?? []).map { duplicate in
            Diagnostic(
                id: .duplicateDependency, location: duplicate.location,
                message: "Needle does not support dependency protocols with the same name \(duplicate.name)",
                notes: ["\(duplicate.name) is also declared at \(duplicate.first)."])
        }
    }
}

extension DuplicateDependencyRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [duplicateDependencyExplanation]
    }

    /// `duplicateDependency`'s explanation: what it means, examples, how to fix it.
    private static var duplicateDependencyExplanation: DiagnosticExplanation {
        let id = DiagnosticID.duplicateDependency
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "Two Needle dependency protocols have the same name.",
            meaning: """
                Needle knows dependency protocols by their simple names, across every module and \
                enclosing type, so two with one name make it ambiguous which members a component needs. \
                Needle's generator refuses them with the same words. digen reports the second \
                declaration, with a note pointing at the first.
                """,
            examples: [
                example.error(
                    "Sources/Game/GameComponent.swift:3:10",
                    "Needle does not support dependency protocols with the same name GameDependency",
                    notes: [
                        "GameDependency is also declared at Sources/Arcade/GameDependency.swift:3:10.",
                    ]),
            ],
            fixes: [
                "Rename one of the protocols, and the `Component<…>` that names it, after the feature it belongs to (`ArcadeGameDependency`).",
                "If one of the two is an old copy, delete it.",
            ])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Game/GameComponent.swift", """
                    import NeedleFoundation

                    protocol GameDependency: Dependency {}

                    final class RootComponent: BootstrapComponent {
                        var game: GameComponent { GameComponent(parent: self) }
                    }

                    final class GameComponent: Component<GameDependency> {}
                    """),
                ("Sources/Arcade/GameDependency.swift", """
                    import NeedleFoundation

                    protocol GameDependency: Dependency {}
                    """),
            ])
        return explanation
    }
}
