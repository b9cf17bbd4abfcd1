/// A Drip component made by a chain whose value goes where digen does not follow it (returned,
/// passed on, put in a collection, assigned): what is read on it there is not checked against
/// the parents and modules the chain registers. Not a problem of the program, so a note, shown
/// with `--logging-level info`; only for components whose accessors need a parent or a module.
struct UnfollowedChainRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let graph = checked.graph
        return graph.constructions.compactMap { construction in
            guard let destination = construction.unfollowed, !graph.scopes[construction.scope].requirements.isEmpty else { return nil }
            let name = graph.scopes[construction.scope].name
            return Diagnostic(
                id: .unfollowedChain, severity: .note, location: construction.location,
                message: "digen does not follow the \(name) made here: it is \(destination), so what is read on it there is not checked against the parents and modules this chain registers.")
        }
    }
}

extension UnfollowedChainRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [unfollowedChainExplanation]
    }

    /// `unfollowedChain`'s explanation: what it means, examples, what to do.
    private static var unfollowedChainExplanation: DiagnosticExplanation {
        let id = DiagnosticID.unfollowedChain
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.drip],
            summary: "A Drip component's chain goes where digen does not follow it.",
            meaning: """
                Drip looks a parent or module up only when an accessor that needs it is read, so digen \
                checks a chain against the accessors read on the component it makes. It follows the \
                component into the variable or property that stores it, and reads on that variable or \
                property in the same file (in the type, its extensions, and on instances of the type). \
                When the chain's value is returned, passed as an argument, put in a collection or \
                assigned to something else, digen does not follow it: a read there that needs a parent \
                or module the chain lacks stops the program, and digen cannot say so. This note, shown \
                with `--logging-level info`, lists each such chain of a component whose accessors need a \
                parent or a module. It is not a problem in the program.
                """,
            examples: [
                example.note(
                    "Sources/App/Screens.swift:10:5",
                    "digen does not follow the ScreenComponent made here: it is returned, so what is read on it there is not checked against the parents and modules this chain registers."),
            ],
            fixes: [
                "Nothing needs fixing. To have the reads checked, store the component in a property or variable and read the accessors on it in the same file.",
                "Or make the component with its generated builder (`ScreenComponent.make(…)`), which registers every parent and module its accessors read.",
            ],
            seeAlso: [.dripRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/Screens.swift", """
                    import Drip

                    final class ScreenComponent: Component {
                        var screen: ScreenModule { module() }
                    }

                    final class ScreenModule: Module<ScreenComponent> {}

                    func makeScreen() -> ScreenComponent {
                        ScreenComponent()
                            .module(ScreenModule.self) { ScreenModule($0) }
                    }
                    """),
            ])
        return explanation
    }
}
