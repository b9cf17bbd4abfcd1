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
        return DiagnosticExplanation(
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
                    "RootComponent has 2,199,023,255,551 paths to its components, more than digen's limit of 1,000,000 paths from one root, so digen does not follow them.",
                    notes: ["A component is reached once along each chain of instantiations from RootComponent, so every component that two parents instantiate doubles the paths below it; Needle registers a dependency provider for each path."]),
            ],
            fixes: [
                "Find the components that several parents instantiate, level after level, and make each in one common ancestor instead: the descendants that need it read it, or a builder of it, through their dependency protocols.",
                "Fix any `digen/DependencyCycle` first: a cycle makes the paths endless.",
            ],
            seeAlso: [.limits])
    }
}
