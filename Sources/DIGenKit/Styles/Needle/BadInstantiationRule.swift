/// A component made with something other than `self` (or, for a root, `BootstrapComponent()`) as
/// its parent: Needle's tree is the tree of `parent: self` calls, so such a call makes no child.
struct BadInstantiationRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.badInstantiations ?? []).map { found in
            Diagnostic(
                id: .badInstantiation, location: found.location,
                message: "\(found.component) is instantiated incorrectly in \(found.file). All components must be instantiated by parent components, by passing `self` as the argument to the parent parameter.",
                notes: ["The parent argument here is `\(found.parentArgument)`."])
        }
    }
}

extension BadInstantiationRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [badInstantiationExplanation]
    }

    /// `badInstantiation`'s explanation: what it means, examples, how to fix it.
    private static var badInstantiationExplanation: DiagnosticExplanation {
        let id = DiagnosticID.badInstantiation
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "A Needle component is created with a parent argument other than `self`.",
            meaning: """
                Needle builds its component tree from the calls in which a component makes a child, \
                `ChildComponent(parent: self)`: the component making the call is the parent. A child made \
                with another parent (`parent: other`, a stored component, `parent: self.parent`) would \
                hang below a component the generated code does not know it is under, so Needle rejects it, \
                and digen reports it at the call in Needle's words (naming the file by path where Needle \
                prints a URL). `BootstrapComponent()` is accepted as the parent of a root.
                """,
            examples: [
                example.error(
                    "Sources/App/RootComponent.swift:7:9",
                    "GameComponent is instantiated incorrectly in Sources/App/RootComponent.swift. All components must be instantiated by parent components, by passing `self` as the argument to the parent parameter.",
                    notes: [
                        "The parent argument here is `other`.",
                    ]),
            ],
            fixes: [
                "Make the child in its parent component's body or an extension of it, passing `self`: `var game: GameComponent { GameComponent(parent: self) }`.",
                "If other code needs to create it, let that code call such a property or method of the parent instead of making the child itself.",
            ],
            seeAlso: [.needle])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/RootComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        let other = OtherComponent()

                        var game: GameComponent {
                            GameComponent(parent: other)
                        }
                    }

                    final class OtherComponent: BootstrapComponent {}

                    final class GameComponent: Component<EmptyDependency> {}
                    """),
            ])
        return explanation
    }
}
