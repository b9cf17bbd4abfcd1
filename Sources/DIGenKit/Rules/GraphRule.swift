/// One check over the static graph: reads the graph and its resolution, returns diagnostics.
protocol GraphRule: Sendable {
    func diagnostics(in graph: StaticGraph, resolution: GraphResolution) -> [Diagnostic]
}

/// The rules every run applies to the style-neutral graph.
enum GraphRules {
    static let all: [any GraphRule] = [
        MissingBindingRule(), MisspelledNameRule(), BindingCycleRule(), DuplicateBindingRule(),
        ConstructionRule(), AbstractGeneratorRule(), NonisolatedReadsMainActorRule(),
        SynchronousReadsAsyncRule(), NonSendableSharedAcrossIsolationRule(),
    ]

    /// Every rule's diagnostics over `graph`.
    static func check(_ graph: StaticGraph, resolution: GraphResolution) -> [Diagnostic] {
        all.flatMap { $0.diagnostics(in: graph, resolution: resolution) }
    }
}
