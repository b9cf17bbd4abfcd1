/// An extension, with properties, of a component-like name that no file declares (one declared in
/// another module, say): Needle ignores it, so its properties provide nothing.
struct ExtensionWithoutDeclarationRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        (checked.needleModel?.findings.extensionsWithoutDeclaration ?? []).map { found in
            let count = found.propertyCount
            let properties = count == 1 ? "the property" : "the \(count) properties"
            return Diagnostic(
                id: .extensionWithoutDeclaration, severity: .warning, location: found.location,
                message: "\(found.name) only has extension but missing declaration.",
                notes: ["No file digen read declares \(found.name), so \(properties) of this extension provide\(count == 1 ? "s" : "") nothing on the DI graph."])
        }
    }
}

extension ExtensionWithoutDeclarationRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [extensionWithoutDeclarationExplanation]
    }

    /// `extensionWithoutDeclaration`'s explanation: what it means, examples, how to fix it.
    private static var extensionWithoutDeclarationExplanation: DiagnosticExplanation {
        let id = DiagnosticID.extensionWithoutDeclaration
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "An extension adds properties to a component that no file digen read declares.",
            meaning: """
                An extension of a type whose name ends in `Component` declares properties, but no file or \
                summary of the run declares the type, so digen cannot tell whether it is a component, and \
                the extension's properties provide nothing on the DI graph. The component is usually \
                declared in a module whose sources or summary the run does not include, or was renamed or \
                deleted while the extension stayed. Needle's generator drops such an extension without a \
                word; one without properties is ignored here too.
                """,
            examples: [
                example.warning(
                    "Sources/Profile/ProfileComponent+Avatar.swift:5:11",
                    "ProfileComponent only has extension but missing declaration.",
                    notes: [
                        "No file digen read declares ProfileComponent, so the property of this extension provides nothing on the DI graph.",
                    ]),
            ],
            fixes: [
                "Add the sources, or the `--summary`, of the module that declares the component to the run.",
                "If the component was renamed or removed, rename the extension too, or delete it.",
            ],
            seeAlso: [.summarize])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Profile/ProfileComponent+Avatar.swift", """
                    import NeedleFoundation

                    final class Avatar {}

                    extension ProfileComponent {
                        var avatar: Avatar { Avatar() }
                    }
                    """),
            ])
        return explanation
    }
}
