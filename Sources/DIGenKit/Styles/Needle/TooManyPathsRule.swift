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
