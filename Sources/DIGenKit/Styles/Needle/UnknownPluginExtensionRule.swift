/// A pluginized component whose plugin extension protocol, or whose non-core component, is
/// declared nowhere: its generated plugin extension provider has nothing to read.
struct UnknownPluginExtensionRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needleModel else { return [] }
        let model = needle.model
        var found: [Diagnostic] = []
        for (name, extensionName) in needle.findings.undeclaredPluginExtensions {
            guard let component = model.components[name] else { continue }
            found.append(Diagnostic(
                id: .unknownPluginExtension, location: component.location,
                message: "Cannot find \(name)'s plugin extension with type name \(extensionName)"))
        }
        for name in model.componentNames {
            let component = model.components[name]!
            guard let pluginExtension = component.pluginExtension, model.components[pluginExtension.nonCoreName] == nil else { continue }
            found.append(Diagnostic(
                id: .unknownPluginExtension, location: component.location,
                message: "Cannot find \(name)'s non-core component with type name \(pluginExtension.nonCoreName)"))
        }
        return found
    }
}

extension UnknownPluginExtensionRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [unknownPluginExtensionExplanation]
    }

    /// `unknownPluginExtension`'s explanation: what it means, examples, how to fix it.
    private static var unknownPluginExtensionExplanation: DiagnosticExplanation {
        let id = DiagnosticID.unknownPluginExtension
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "A pluginized component's plugin extension protocol or non-core component is not declared.",
            meaning: """
                With `--pluginized`, a `PluginizedComponent<Dependency, PluginExtension, \
                NonCoreComponent>` names a plugin extension protocol, whose members the generated code \
                reads from the non-core component, and the non-core component itself. When no file of the \
                run declares one of the two, the component cannot be wired; digen reports it at the \
                component, in Needle's words.
                """,
            examples: [
                example.error(
                    "Sources/Game/GameComponent.swift:8:13",
                    "Cannot find GameComponent's plugin extension with type name GamePluginExtension"),
                example.error(
                    "Sources/Game/GameComponent.swift:12:13",
                    "Cannot find MatchComponent's non-core component with type name MatchNonCoreComponent"),
            ],
            fixes: [
                "Declare the missing type (`protocol GamePluginExtension: PluginExtension { … }`, or `final class GameNonCoreComponent: NonCoreComponent<GameNonCoreDependency> { … }`), or correct its name in the component's generic arguments.",
                "If it is declared in another module, add that module's sources or summary to the run.",
            ],
            seeAlso: [.needle])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Game/GameComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var game: GameComponent { GameComponent(parent: self) }
                        var match: MatchComponent { MatchComponent(parent: self) }
                    }

                    final class GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {}

                    protocol MatchPluginExtension: PluginExtension {}

                    final class MatchComponent: PluginizedComponent<EmptyDependency, MatchPluginExtension, MatchNonCoreComponent> {}
                    """),
            ],
            pluginized: true)
        return explanation
    }
}
