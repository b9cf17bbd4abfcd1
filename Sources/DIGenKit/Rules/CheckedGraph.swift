/// What every rule reads, built once per run by the graph stage: the WhoopDI and Drip graph with
/// its resolution, and Needle's model with the root-to-component paths Needle's resolution
/// walked (`NeedlePathResolver`). A rule reads the part of its style, or all of them.
struct CheckedGraph: Sendable {
    /// The style-neutral graph of the WhoopDI and Drip code.
    var graph: StaticGraph
    /// Which binding answers each of its requests.
    var resolution: GraphResolution
    /// Needle's model and its resolved paths; `nil` when the run resolves no Needle paths
    /// (`print-dependency-tree` prints a tree instead).
    var needle: NeedlePaths?

    /// Needle's part: the model, and every path its resolution walked, with where each member of
    /// a path's dependency protocol is found.
    struct NeedlePaths: Sendable {
        var model: AppModel
        var paths: [NeedlePath]
        /// Which component properties count as providers (`--access-rules`), for the messages
        /// that say why one does not.
        var accessRules = AccessRules.swift
    }
}
