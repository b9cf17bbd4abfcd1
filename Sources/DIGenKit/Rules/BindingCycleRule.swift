import DIGraph

/// Definitions or generators that need each other in a loop, found with DIGraph's cycle search
/// and named key by key with where each is defined.
struct BindingCycleRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        let (graph, resolution) = (checked.graph, checked.resolution)
        var edges = NumberedDependencyGraph(nodeCount: graph.bindings.count)
        graph.requests.withUnsafeBufferPointer { requests in
            for index in requests.indices {
                guard let asker = requests[index].asker, let answer = resolution.answers[index] else { continue }
                edges.addEdge(from: asker, to: answer)
            }
        }
        var seen: Set<[SourceLocation]> = []
        var found: [Diagnostic] = []
        for cycle in edges.cycles() {
            let bindings = cycle.map { graph.bindings[$0] }
            // The same definitions copied into several containers make the same cycle once.
            let signature = bindings.map(\.location)
            guard seen.insert(signature).inserted else { continue }
            let names = bindings.map { shortName($0.key) }
            found.append(Diagnostic(
                id: .dependencyCycle, location: bindings[0].location,
                message: "Dependency cycle detected: \(names.joined(separator: " -> ")).",
                notes: bindings.dropLast().map { "\(shortName($0.key)) is defined at \($0.location) (\($0.kind.rawValue) in \($0.owner))." }))
        }
        return found
    }

    /// A key as DIGraph names it in a run-time cycle: the type, and its name if it has one.
    private func shortName(_ key: GraphKey) -> String {
        switch key {
        case .whoop(let type, let name?): "\(type) named \"\(name)\""
        case .whoop(let type, nil): type.description
        default: key.description
        }
    }
}

extension BindingCycleRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [dependencyCycleExplanation]
    }

    /// `dependencyCycle`'s explanation: what it means, examples, how to fix it.
    private static var dependencyCycleExplanation: DiagnosticExplanation {
        let id = DiagnosticID.dependencyCycle
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle, .whoop, .drip],
            summary: "Components, definitions or generators depend on each other in a loop.",
            meaning: """
                Needle: components instantiate each other in a loop (`AComponent` makes a `BComponent` \
                with `parent: self`, which makes an `AComponent`), so the component tree never ends and no \
                path through the loop can be checked or generated. The path is written from a component to \
                the one that instantiates it, and reported at the call that closes the loop. WhoopDI and \
                Drip: definitions or generators that need each other through their `get()` or `inject()` \
                calls, so resolving any of them never ends; the message uses the words of WhoopStyle's \
                run-time cycle error, and notes say where each is defined. Each loop is reported once, \
                however many containers share it.
                """,
            examples: [
                example.error(
                    "Sources/App/BComponent.swift:4:25",
                    "Dependency cycle detected along the path of AComponent->BComponent->AComponent",
                    notes: [
                        "Each component in the path is instantiated by the one after it.",
                        "AComponent is declared at Sources/App/AComponent.swift:7:13.",
                    ]),
                example.error(
                    "Sources/Cafe/StaffModule.swift:8:9",
                    "Dependency cycle detected: Barista -> Till -> Barista.",
                    notes: [
                        "Barista is defined at Sources/Cafe/StaffModule.swift:8:9 (factory in StaffModule).",
                        "Till is defined at Sources/Cafe/StaffModule.swift:9:9 (singleton in StaffModule).",
                    ]),
            ],
            fixes: [
                "Break the loop so that one of the types no longer needs the other when it is made: hand it over later (a property set after both exist, or a closure it calls when it needs the other), or move what both need into a third type that both depend on.",
                "Needle: a component must not instantiate one of its own ancestors; a child reaches what an ancestor provides through its dependency protocol.",
            ],
            seeAlso: [.whoopRules, .dripRules])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/AComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var a: AComponent { AComponent(parent: self) }
                    }

                    final class AComponent: Component<EmptyDependency> {
                        var b: BComponent { BComponent(parent: self) }
                    }
                    """),
                ("Sources/App/BComponent.swift", """
                    import NeedleFoundation

                    final class BComponent: Component<EmptyDependency> {
                        var a: AComponent { AComponent(parent: self) }
                    }
                    """),
                ("Sources/Cafe/StaffModule.swift", """
                    import WhoopDIKit

                    final class Barista { init(till: Till) {} }
                    final class Till { init(barista: Barista) {} }

                    final class StaffModule: DependencyModule {
                        override func defineDependencies() {
                            factory { Barista(till: try self.get()) }
                            singleton { Till(barista: try self.get()) }
                        }
                    }

                    let setUp: Void = WhoopDI.setup(modules: [StaffModule()])
                    """),
            ])
        return explanation
    }
}
