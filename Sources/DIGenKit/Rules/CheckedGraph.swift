/// What every rule reads, built once per run by the graph stage: the WhoopDI and Drip graph with
/// its resolution; Needle's model, what its builder set aside, and the root-to-component paths
/// Needle's resolution walked (`NeedlePathResolver`); the loops among declarations; the names the
/// code refers to; and what other modules declare of the names the generated code uses. A rule
/// reads the part of its style, or all of them.
struct CheckedGraph: Sendable {
    /// The style-neutral graph of the WhoopDI and Drip code.
    var graph: StaticGraph
    /// Which binding answers each of its requests.
    var resolution: GraphResolution
    /// What WhoopDI's front end could not follow.
    var whoopFindings = WhoopFrontEndFindings()
    /// Needle's model and its resolved paths; `nil` when the run resolves no Needle paths
    /// (`print-dependency-tree` prints a tree instead).
    var needle: NeedlePaths?
    /// Needle's model as built, with what the builder set aside; `nil` only for a rule run over a
    /// WhoopDI and Drip graph alone.
    var needleModel: NeedleModelBuilder.NeedleModel?
    /// Which component properties count as providers (`--access-rules`).
    var accessRules = AccessRules.swift
    /// The Needle roots whose paths were too many to walk.
    var overfullRoots: [NeedlePathResolver.OverfullRoot] = []
    /// Typealiases, superclasses and protocols that loop.
    var loops = DeclarationLoops.Found()
    /// The components and Drip accessors the code names, and the names declared.
    var names = NameReferences()
    /// What the generated WhoopDI accessors and Drip builders name of other modules, and how
    /// those modules declare it; `nil` when the run generates nothing that another module declares.
    var otherModules: CrossModuleStyleAccess.Findings?

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
