/// Needle components that no root reaches, so that none of their paths is checked: an orphan
/// (a component no component instantiates, and not a `BootstrapComponent`), and each component
/// below one, named by the chain from that orphan down. Components on cycles are reported by
/// `NeedleCycleRule` instead.
struct OrphanComponentRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        guard let needle = checked.needle else { return [] }
        let model = needle.model
        let names = model.componentNames
        var position: [String: Int] = [:]
        position.reserveCapacity(names.count)
        for (index, name) in names.enumerated() { position[name] = index }
        let components = names.map { model.components[$0]! }
        let children = components.map { $0.children.compactMap { position[$0] } }
        let cyclic = NeedleCycleRule.cycles(in: model).components

        var hasParent = [Bool](repeating: false, count: names.count)
        for list in children { for child in list { hasParent[child] = true } }
        var found: [Diagnostic] = []
        for index in names.indices where !components[index].isRoot && !hasParent[index] && !cyclic.contains(names[index]) {
            found.append(Diagnostic(
                id: .orphanComponent, severity: .note, location: components[index].location,
                message: "\(names[index]) is an orphan scope therefore ignored from parsing.",
                notes: ["No component instantiates \(names[index]) with `parent: self`, and it is not a BootstrapComponent."]))
        }
        return found + chains(names: names, components: components, children: children, hasParent: hasParent, cyclic: cyclic)
    }

    /// Components that have a parent but that no root reaches: each lies below an orphan. Named,
    /// as Needle names them, by a chain from that orphan down: the parent first in name order at
    /// each step.
    private func chains(
        names: [String], components: [AppModel.Component], children: [[Int]], hasParent: [Bool], cyclic: Set<String>
    ) -> [Diagnostic] {
        var reached = [Bool](repeating: false, count: names.count)
        var stack = names.indices.filter { components[$0].isRoot }
        for root in stack { reached[root] = true }
        while let next = stack.popLast() {
            for child in children[next] where !reached[child] {
                reached[child] = true
                stack.append(child)
            }
        }
        var parents = [[Int]](repeating: [], count: names.count)
        for (parent, list) in children.enumerated() { for child in list { parents[child].append(parent) } }
        var found: [Diagnostic] = []
        for index in names.indices where hasParent[index] && !reached[index] && !cyclic.contains(names[index]) {
            var chain = [index]
            var onChain: Set<Int> = [index]
            while let up = parents[chain[chain.count - 1]].filter({ !onChain.contains($0) }).min() {
                chain.append(up)
                onChain.insert(up)
            }
            // A chain that cannot climb to a component without parents runs into a cycle, reported apart.
            guard let top = chain.last, !hasParent[top] else { continue }
            let text = chain.reversed().map { names[$0] }.joined(separator: "->")
            found.append(Diagnostic(
                id: .orphanComponent, severity: .note, location: components[index].location,
                message: "\(text) is an orphan chain, therefore all scopes within the chain are ignored from parsing."))
        }
        return found
    }
}

extension OrphanComponentRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [orphanComponentExplanation]
    }

    /// `orphanComponent`'s explanation: what it means, examples, how to fix it.
    private static var orphanComponentExplanation: DiagnosticExplanation {
        let id = DiagnosticID.orphanComponent
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "No root reaches a Needle component, so it is not checked.",
            meaning: """
                A component that is not a root (a `BootstrapComponent`) and that no component \
                instantiates with `parent: self` has no path from a root: its dependencies cannot be \
                resolved, and nothing is checked or generated for it. The components below it that only \
                it reaches are reported as an orphan chain, named from the orphan down. It is a note (shown \
                with `--logging-level info`), as Needle says it: often the component is not used yet, or \
                is made in a way digen does not read as a parent call.
                """,
            examples: [
                example.note(
                    "Sources/Debug/DebugComponent.swift:3:13",
                    "DebugComponent is an orphan scope therefore ignored from parsing.",
                    notes: [
                        "No component instantiates DebugComponent with `parent: self`, and it is not a BootstrapComponent.",
                    ]),
                example.note(
                    "Sources/Debug/MenuComponent.swift:3:13",
                    "DebugComponent->MenuComponent is an orphan chain, therefore all scopes within the chain are ignored from parsing."),
                example.note(
                    "Sources/Settings/SettingsComponent.swift:3:13",
                    "SettingsComponent is an orphan scope therefore ignored from parsing.",
                    notes: [
                        "No component instantiates SettingsComponent with `parent: self`, and it is not a BootstrapComponent.",
                    ]),
            ],
            fixes: [
                "Instantiate the component in the parent it belongs under: `SettingsComponent(parent: self)` in that parent's body or an extension of it.",
                "If it is a root, make it a `BootstrapComponent`; if it is no longer used, delete it.",
            ],
            seeAlso: [.needle])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/RootComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {}
                    """),
                ("Sources/Settings/SettingsComponent.swift", """
                    import NeedleFoundation

                    final class SettingsComponent: Component<EmptyDependency> {}
                    """),
                ("Sources/Debug/DebugComponent.swift", """
                    import NeedleFoundation

                    final class DebugComponent: Component<EmptyDependency> {
                        var menu: MenuComponent { MenuComponent(parent: self) }
                    }
                    """),
                ("Sources/Debug/MenuComponent.swift", """
                    import NeedleFoundation

                    final class MenuComponent: Component<EmptyDependency> {}
                    """),
            ])
        return explanation
    }
}
