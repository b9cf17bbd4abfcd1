/// A Needle root with more root-to-component paths than digen walks (`NeedlePathResolver`): none
/// of its paths is checked, so the run says so instead of answering for them.
struct TooManyPathsRule: GraphRule {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic] {
        checked.overfullRoots.map(Self.diagnostic)
    }

    /// The diagnostic of one root (`print-dependency-tree` reports it for its start too).
    static func diagnostic(_ overfull: NeedlePathResolver.OverfullRoot) -> Diagnostic {
        let root = overfull.root
        let counted: String
        switch overfull.count {
        case .exactly(let number) where number < .max: counted = NeedlePathResolver.grouped(number)
        case .exactly(let number), .atLeast(let number): counted = "at least " + NeedlePathResolver.grouped(number)
        }
        return Diagnostic(
            id: .tooManyPaths, location: root.location,
            message: "\(root.name) has \(counted) paths to its components, more than digen's limit of \(NeedlePathResolver.grouped(overfull.limit)) paths from one root, so digen does not follow them.",
            notes: ["A component is reached once along each chain of instantiations from \(root.name), so every component that two parents instantiate doubles the paths below it; Needle registers a dependency provider for each path."])
    }
}

extension TooManyPathsRule {
    /// What the rule's diagnostics mean and how to fix them (`digen explain`, the diagnostics
    /// reference, SARIF's rule descriptions).
    static var explanations: [DiagnosticExplanation] {
        [tooManyPathsExplanation]
    }

    /// `tooManyPaths`'s explanation: what it means, examples, how to fix it.
    private static var tooManyPathsExplanation: DiagnosticExplanation {
        let id = DiagnosticID.tooManyPaths
        let example = ExampleDiagnostics(id)
        var explanation = DiagnosticExplanation(
            id: id, styles: [.needle],
            summary: "A Needle root has more paths to its components than digen checks, so none of them is checked.",
            meaning: """
                Needle resolves dependencies along each path from a root to a component, and a component \
                that two parents instantiate lies on the paths of both, so paths multiply with every such \
                level (a diamond lattice 40 levels deep has over two trillion). digen counts a root's paths \
                before walking them; with more than 1,000,000 it checks none of them, `generate` writes \
                nothing, and `print-dependency-tree` refuses to print below it. Needle's generated file \
                would register a provider for each path. When a component cycle is reachable the count is \
                written `at least`.
                """,
            examples: [
                example.error(
                    "Sources/App/RootComponent.swift:3:13",
                    "RootComponent has 4,194,303 paths to its components, more than digen's limit of 1,000,000 paths from one root, so digen does not follow them.",
                    notes: [
                        "A component is reached once along each chain of instantiations from RootComponent, so every component that two parents instantiate doubles the paths below it; Needle registers a dependency provider for each path.",
                    ]),
            ],
            fixes: [
                "Find the components that several parents instantiate, level after level, and make each in one common ancestor instead: the descendants that need it read it, or a builder of it, through their dependency protocols.",
                "Fix any `digen/DependencyCycle` first: a cycle makes the paths endless.",
            ],
            seeAlso: [.limits])
        explanation.program = ExampleProgram(
            files: [
                ("Sources/App/RootComponent.swift", """
                    import NeedleFoundation

                    final class RootComponent: BootstrapComponent {
                        var a1: A1Component { A1Component(parent: self) }
                        var b1: B1Component { B1Component(parent: self) }
                    }

                    final class A1Component: Component<EmptyDependency> {
                        var a: A2Component { A2Component(parent: self) }
                        var b: B2Component { B2Component(parent: self) }
                    }

                    final class B1Component: Component<EmptyDependency> {
                        var a: A2Component { A2Component(parent: self) }
                        var b: B2Component { B2Component(parent: self) }
                    }

                    final class A2Component: Component<EmptyDependency> {
                        var a: A3Component { A3Component(parent: self) }
                        var b: B3Component { B3Component(parent: self) }
                    }

                    final class B2Component: Component<EmptyDependency> {
                        var a: A3Component { A3Component(parent: self) }
                        var b: B3Component { B3Component(parent: self) }
                    }

                    final class A3Component: Component<EmptyDependency> {
                        var a: A4Component { A4Component(parent: self) }
                        var b: B4Component { B4Component(parent: self) }
                    }

                    final class B3Component: Component<EmptyDependency> {
                        var a: A4Component { A4Component(parent: self) }
                        var b: B4Component { B4Component(parent: self) }
                    }

                    final class A4Component: Component<EmptyDependency> {
                        var a: A5Component { A5Component(parent: self) }
                        var b: B5Component { B5Component(parent: self) }
                    }

                    final class B4Component: Component<EmptyDependency> {
                        var a: A5Component { A5Component(parent: self) }
                        var b: B5Component { B5Component(parent: self) }
                    }

                    final class A5Component: Component<EmptyDependency> {
                        var a: A6Component { A6Component(parent: self) }
                        var b: B6Component { B6Component(parent: self) }
                    }

                    final class B5Component: Component<EmptyDependency> {
                        var a: A6Component { A6Component(parent: self) }
                        var b: B6Component { B6Component(parent: self) }
                    }

                    final class A6Component: Component<EmptyDependency> {
                        var a: A7Component { A7Component(parent: self) }
                        var b: B7Component { B7Component(parent: self) }
                    }

                    final class B6Component: Component<EmptyDependency> {
                        var a: A7Component { A7Component(parent: self) }
                        var b: B7Component { B7Component(parent: self) }
                    }

                    final class A7Component: Component<EmptyDependency> {
                        var a: A8Component { A8Component(parent: self) }
                        var b: B8Component { B8Component(parent: self) }
                    }

                    final class B7Component: Component<EmptyDependency> {
                        var a: A8Component { A8Component(parent: self) }
                        var b: B8Component { B8Component(parent: self) }
                    }

                    final class A8Component: Component<EmptyDependency> {
                        var a: A9Component { A9Component(parent: self) }
                        var b: B9Component { B9Component(parent: self) }
                    }

                    final class B8Component: Component<EmptyDependency> {
                        var a: A9Component { A9Component(parent: self) }
                        var b: B9Component { B9Component(parent: self) }
                    }

                    final class A9Component: Component<EmptyDependency> {
                        var a: A10Component { A10Component(parent: self) }
                        var b: B10Component { B10Component(parent: self) }
                    }

                    final class B9Component: Component<EmptyDependency> {
                        var a: A10Component { A10Component(parent: self) }
                        var b: B10Component { B10Component(parent: self) }
                    }

                    final class A10Component: Component<EmptyDependency> {
                        var a: A11Component { A11Component(parent: self) }
                        var b: B11Component { B11Component(parent: self) }
                    }

                    final class B10Component: Component<EmptyDependency> {
                        var a: A11Component { A11Component(parent: self) }
                        var b: B11Component { B11Component(parent: self) }
                    }

                    final class A11Component: Component<EmptyDependency> {
                        var a: A12Component { A12Component(parent: self) }
                        var b: B12Component { B12Component(parent: self) }
                    }

                    final class B11Component: Component<EmptyDependency> {
                        var a: A12Component { A12Component(parent: self) }
                        var b: B12Component { B12Component(parent: self) }
                    }

                    final class A12Component: Component<EmptyDependency> {
                        var a: A13Component { A13Component(parent: self) }
                        var b: B13Component { B13Component(parent: self) }
                    }

                    final class B12Component: Component<EmptyDependency> {
                        var a: A13Component { A13Component(parent: self) }
                        var b: B13Component { B13Component(parent: self) }
                    }

                    final class A13Component: Component<EmptyDependency> {
                        var a: A14Component { A14Component(parent: self) }
                        var b: B14Component { B14Component(parent: self) }
                    }

                    final class B13Component: Component<EmptyDependency> {
                        var a: A14Component { A14Component(parent: self) }
                        var b: B14Component { B14Component(parent: self) }
                    }

                    final class A14Component: Component<EmptyDependency> {
                        var a: A15Component { A15Component(parent: self) }
                        var b: B15Component { B15Component(parent: self) }
                    }

                    final class B14Component: Component<EmptyDependency> {
                        var a: A15Component { A15Component(parent: self) }
                        var b: B15Component { B15Component(parent: self) }
                    }

                    final class A15Component: Component<EmptyDependency> {
                        var a: A16Component { A16Component(parent: self) }
                        var b: B16Component { B16Component(parent: self) }
                    }

                    final class B15Component: Component<EmptyDependency> {
                        var a: A16Component { A16Component(parent: self) }
                        var b: B16Component { B16Component(parent: self) }
                    }

                    final class A16Component: Component<EmptyDependency> {
                        var a: A17Component { A17Component(parent: self) }
                        var b: B17Component { B17Component(parent: self) }
                    }

                    final class B16Component: Component<EmptyDependency> {
                        var a: A17Component { A17Component(parent: self) }
                        var b: B17Component { B17Component(parent: self) }
                    }

                    final class A17Component: Component<EmptyDependency> {
                        var a: A18Component { A18Component(parent: self) }
                        var b: B18Component { B18Component(parent: self) }
                    }

                    final class B17Component: Component<EmptyDependency> {
                        var a: A18Component { A18Component(parent: self) }
                        var b: B18Component { B18Component(parent: self) }
                    }

                    final class A18Component: Component<EmptyDependency> {
                        var a: A19Component { A19Component(parent: self) }
                        var b: B19Component { B19Component(parent: self) }
                    }

                    final class B18Component: Component<EmptyDependency> {
                        var a: A19Component { A19Component(parent: self) }
                        var b: B19Component { B19Component(parent: self) }
                    }

                    final class A19Component: Component<EmptyDependency> {
                        var a: A20Component { A20Component(parent: self) }
                        var b: B20Component { B20Component(parent: self) }
                    }

                    final class B19Component: Component<EmptyDependency> {
                        var a: A20Component { A20Component(parent: self) }
                        var b: B20Component { B20Component(parent: self) }
                    }

                    final class A20Component: Component<EmptyDependency> {
                        var a: A21Component { A21Component(parent: self) }
                        var b: B21Component { B21Component(parent: self) }
                    }

                    final class B20Component: Component<EmptyDependency> {
                        var a: A21Component { A21Component(parent: self) }
                        var b: B21Component { B21Component(parent: self) }
                    }

                    final class A21Component: Component<EmptyDependency> {}

                    final class B21Component: Component<EmptyDependency> {}
                    """),
            ])
        return explanation
    }
}
