/// What `digen print-dependency-tree` found: the tree's text, and the analysis behind it.
public struct DependencyTree: Sendable {
    /// The tree in Needle's format, or `nil` when the analysis says why there is none.
    public var text: String?
    /// The run's diagnostics and counts.
    public var analysis: Analysis
}
