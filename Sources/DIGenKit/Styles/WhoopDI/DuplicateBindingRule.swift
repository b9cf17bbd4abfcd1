/// The same WhoopDI key defined twice among one container's modules: the later definition
/// silently replaces the earlier one. A warning, with both places.
struct DuplicateBindingRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        // The first binding of each scope and key, the pair numbered as one integer.
        var first: [Int: Int] = [:]
        first.reserveCapacity(graph.bindings.count)
        let scopeCount = graph.scopes.count
        var found: [Diagnostic] = []
        var reported: Set<[SourceLocation]> = []
        for index in graph.bindings.indices where graph.bindings[index].kind == .factory || graph.bindings[index].kind == .singleton {
            guard case .whoop = graph.bindings[index].key else { continue }
            let slot = resolution.bindingKeys[index] * scopeCount + graph.bindings[index].scope
            guard let earlier = first[slot] else {
                first[slot] = index
                continue
            }
            let binding = graph.bindings[index]
            let previous = graph.bindings[earlier]
            guard reported.insert([previous.location, binding.location]).inserted else { continue }
            found.append(Diagnostic(
                id: .duplicateBinding, severity: .warning, location: binding.location,
                message: "\(binding.key) is defined twice in the modules of \(graph.scopes[binding.scope].name); this definition replaces the one in \(previous.owner).",
                notes: ["The other definition is at \(previous.location)."]))
        }
        return found
    }
}

extension DuplicateBindingRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [duplicateBindingExplanation]
    }

    /// `duplicateBinding`'s explanation: what it means, examples, how to fix it.
    private static var duplicateBindingExplanation: DiagnosticExplanation {
        let id = DiagnosticID.duplicateBinding
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.whoop],
            summary: "The same WhoopDI key is defined twice among one container's modules.",
            meaning: """
                The modules a container uses, directly or through module dependencies, define one key (a \
                type, with a name or without) twice: at run time the later one silently \
                replaces the earlier one, so one of them is never used, and which one wins depends on the \
                order of the modules. Contributions to one accumulation are not duplicates. It is reported \
                at the later definition, with a note for the other.
                """,
            examples: [
                example.warning(
                    "Sources/Bar/BarModule.swift:7:9",
                    "Grinder with name: <no name> is defined twice in the modules of WhoopDI.appContainer; this definition replaces the one in BaseModule.",
                    notes: [
                        "The other definition is at Sources/Base/BaseModule.swift:7:9.",
                    ]),
            ],
            fixes: [
                "Delete the definition that should not be there.",
                "If both are needed, give them different names (`factory(name: \"espresso\") { Grinder() }`) and ask for each by its name.",
                "To replace a definition on purpose, define the key in a child container, whose definitions come before its parent's.",
            ],
            seeAlso: [.whoopRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/Base/BaseModule.swift", """
                    import WhoopDIKit

                    final class Grinder {}

                    final class BaseModule: DependencyModule {
                        override func defineDependencies() {
                            singleton { Grinder() }
                        }
                    }
                    """),
                ("Sources/Bar/BarModule.swift", """
                    import WhoopDIKit

                    final class BarModule: DependencyModule {
                        override var moduleDependencies: [DependencyModule] { [BaseModule()] }

                        override func defineDependencies() {
                            factory { Grinder() }
                        }
                    }

                    let setUp: Void = WhoopDI.setup(modules: [BarModule()])
                    """),
            ])
        return explanation
    }
}
