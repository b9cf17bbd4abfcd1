/// Each member of a plugin extension must be a property its non-core component provides: the
/// generated plugin extension provider reads it there.
struct MissingPluginExtensionMemberRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let model = checked.needleModel?.model else { return [] }
        var found: [Diagnostic] = []
        for name in model.componentNames {
            guard let pluginExtension = model.components[name]!.pluginExtension,
                  let nonCore = model.components[pluginExtension.nonCoreName] else { continue }
            for member in pluginExtension.members where !nonCore.providedKeys.contains(model.key(of: member)) {
                found.append(Diagnostic(
                    id: .missingPluginExtensionMember, location: member.location,
                    message: "Could not find a provider for (\(member.name): \(member.type.written)) which was required by \(pluginExtension.name), the plugin extension of \(name): its non-core component \(nonCore.name) has no such property.",
                    notes: ["\(nonCore.name) is declared at \(nonCore.location)."]))
            }
        }
        return found
    }
}

extension MissingPluginExtensionMemberRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [missingPluginExtensionMemberExplanation]
    }

    /// `missingPluginExtensionMember`'s explanation: what it means, examples, how to fix it.
    private static var missingPluginExtensionMemberExplanation: DiagnosticExplanation {
        let id = DiagnosticID.missingPluginExtensionMember
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "A member of a plugin extension protocol is not provided by the pluginized component's non-core component.",
            meaning: """
                With `--pluginized`, the generated plugin extension provider of a pluginized component \
                reads each member of the component's plugin extension protocol from its non-core \
                component. A member for which the non-core component has no provider property of the same \
                name and the same type cannot be read there, and is reported at the member.
                """,
            examples: [
                example.error(
                    "Sources/Game/GameComponent.swift:8:9",
                    "Could not find a provider for (scoreSheetBuilder: ScoreSheetBuilder) which was required by GamePluginExtension, the plugin extension of GameComponent: its non-core component GameNonCoreComponent has no such property.",
                    notes: [
                        "GameNonCoreComponent is declared at Sources/Game/GameNonCoreComponent.swift:3:13.",
                    ]),
            ],
            fixes: [
                "Add a property of that name and type to the non-core component (not private; public with `--require-public`).",
                "Or correct the member's name or type to match the property the non-core component has, or remove the member.",
            ],
            seeAlso: [.needle])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Game/GameComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var game: GameComponent { GameComponent(parent: self) }
                    }

                    protocol GamePluginExtension: PluginExtension {
                        var scoreSheetBuilder: ScoreSheetBuilder { get }
                    }

                    final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {}

                    final class ScoreSheetBuilder {}
                    """),
                ("Sources/Game/GameNonCoreComponent.swift", """
                    import NeedleFoundation

                    final class GameNonCoreComponent: NonCoreComponent<EmptyDependency> {}
                    """),
            ],
            pluginized: true)
        return explanation
    }
}
