/// One check of the run's graph: reads the `CheckedGraph` (any style's part) and returns its
/// diagnostics.
protocol GraphRule: Sendable {
    func diagnostics(in checked: CheckedGraph) -> [Diagnostic]

    /// What the rule's diagnostics mean and how to fix them, one explanation per id it explains.
    /// A rule that reports an id another rule already explains for every style (Needle's twin of
    /// an every-style rule) explains nothing itself.
    static var explanations: [DiagnosticExplanation] { get }
}

extension GraphRule {
    static var explanations: [DiagnosticExplanation] { [] }
}

extension GraphRule {
    /// The rule's diagnostics over a WhoopDI and Drip graph alone.
    func diagnostics(in graph: StaticGraph, resolution: GraphResolution) -> [Diagnostic] {
        diagnostics(in: CheckedGraph(graph: graph, resolution: resolution, needle: nil))
    }
}

/// The rules every run applies, each style's and those of all styles, in one list.
enum GraphRules {
    static let all: [any GraphRule] = [
        // Every style's.
        MissingBindingRule(), MisspelledNameRule(), BindingCycleRule(), NonisolatedReadsMainActorRule(),
        SynchronousReadsAsyncRule(), NonSendableSharedAcrossIsolationRule(), UndeclaredNameRule(),
        CrossModuleStyleAccessRule(), DeclarationLoopRule(kind: .typealiases), DeclarationLoopRule(kind: .superclasses),
        DeclarationLoopRule(kind: .protocols),
        // WhoopDI's.
        DuplicateBindingRule(), UnknownModuleRule(), UninferredTypeRule(),
        // Drip's.
        ConstructionRule(), AbstractGeneratorRule(), UnfollowedChainRule(),
        // Needle's: the model as built, then its paths.
        DuplicateComponentRule(), DuplicateDependencyRule(), ConflictingDependencyMembersRule(),
        ExtensionWithoutDeclarationRule(), BadInstantiationRule(),
        InaccessiblePropertyRule(), UnknownDependencyRule(), UnknownPluginExtensionRule(), MissingPluginExtensionMemberRule(),
        NeedleMissingDependencyRule(), NeedleCycleRule(), OrphanComponentRule(), TooManyPathsRule(), NeedleIsolationRule(),
        NeedleEffectsRule(), NeedleSharedSendabilityRule(), NeedleCrossModuleAccessRule(),
    ]

    /// Every rule's explanations, each rule's once, in the order of `all`.
    static var explanations: [DiagnosticExplanation] {
        var seen: Set<ObjectIdentifier> = []
        return all.flatMap { rule in
            seen.insert(ObjectIdentifier(type(of: rule))).inserted ? type(of: rule).explanations : []
        }
    }

    /// Every rule's diagnostics over `checked`.
    static func check(_ checked: CheckedGraph) -> [Diagnostic] {
        all.flatMap { $0.diagnostics(in: checked) }
    }
}
