/// Properties the DI graph cannot see, as notes: a component's private or fileprivate property
/// (under `--access-rules`), which provides nothing, and a private or fileprivate member of a
/// dependency protocol, which the generated file cannot conform to.
struct InaccessiblePropertyRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needleModel else { return [] }
        var found: [Diagnostic] = []
        for component in needle.model.components.values {
            for property in component.properties where NeedleModelBuilder.isInaccessible(property, under: checked.accessRules) {
                found.append(Diagnostic(
                    id: .inaccessibleProperty, severity: .note, location: property.location,
                    message: "\(component.name) (\(property.name): \(property.type.written)) property is private/fileprivate, therefore inaccessible on DI graph."))
            }
        }
        for hidden in needle.findings.hiddenDependencyMembers {
            let member = hidden.member
            found.append(Diagnostic(
                id: .inaccessibleProperty, severity: .note, location: member.location,
                message: "\(hidden.protocolName) (\(member.name): \(member.type.written)) property is private/fileprivate, therefore inaccessible on DI graph.",
                notes: ["\(hidden.protocolName) is \(member.access.rawValue), so the generated file cannot conform to it: make it internal or public."]))
        }
        return found
    }
}

extension InaccessiblePropertyRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [inaccessiblePropertyExplanation]
    }

    /// `inaccessibleProperty`'s explanation: what it means, examples, how to fix it.
    private static var inaccessiblePropertyExplanation: DiagnosticExplanation {
        let id = DiagnosticID.inaccessibleProperty
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "A component's property is private or fileprivate, so the DI graph cannot see it.",
            meaning: """
                The generated code cannot read a `private` or `fileprivate` property of a component, so \
                the property provides nothing to the component's descendants (with `--access-rules \
                needle-0.25.1`, a property whose first modifier is `private` or `fileprivate`, as Needle \
                0.25.1 reads it). Each member of a `private` or `fileprivate` dependency protocol is \
                reported too: the generated file cannot conform a provider to that protocol. It is a note, \
                shown with `--logging-level info`, in Needle's words; when a descendant needs the property, the \
                missing dependency's note points at it.
                """,
            examples: [
                example.note(
                    "Sources/App/RootComponent.swift:4:17",
                    "RootComponent (token: Token) property is private/fileprivate, therefore inaccessible on DI graph."),
                example.note(
                    "Sources/Feed/FeedDependency.swift:4:9",
                    "FeedDependency (session: Session) property is private/fileprivate, therefore inaccessible on DI graph.",
                    notes: [
                        "FeedDependency is fileprivate, so the generated file cannot conform to it: make it internal or public.",
                    ]),
            ],
            fixes: [
                "If descendants should use the property, make it internal (public with `--require-public` or when the component is read from another module).",
                "Make a private dependency protocol internal or public.",
                "If the property is private on purpose and no descendant needs it, nothing needs to change.",
            ],
            seeAlso: [.needle])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/RootComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        private var token: Token { Token() }
                        var feed: FeedComponent { FeedComponent(parent: self) }
                    }

                    final class Token {}
                    final class Session {}
                    """),
                ("Sources/Feed/FeedDependency.swift", """
                    import NeedleFoundation

                    private protocol FeedDependency: Dependency {
                        var session: Session { get }
                    }
                    """),
            ])
        return explanation
    }
}
