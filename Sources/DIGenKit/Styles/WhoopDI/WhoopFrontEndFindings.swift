/// What WhoopDI's front end could not follow while it built its part of the graph: module lists
/// it cannot read, modules nothing declares, modules passed to calls it does not follow, and
/// definitions whose type it cannot infer. The scopes concerned are marked incomplete in the
/// graph; the rules `UnknownModuleRule` and `UninferredTypeRule` say why.
struct WhoopFrontEndFindings: Sendable {
    /// A module passed to a call digen does not follow to the container it builds.
    struct PassedModule: Sendable {
        var module: String
        var callee: String
        var location: SourceLocation
    }

    /// Module lists of one scope that digen cannot read, or module names nothing declares.
    struct ScopeModules: Sendable {
        /// The scope's name in the graph.
        var scope: String
        /// The lists as written, or the undeclared names.
        var names: [String]
        var location: SourceLocation
    }

    /// A definition whose type digen cannot infer.
    struct UninferredDefinition: Sendable {
        var location: SourceLocation
        /// The call as written: `factory`, `singletonWithParams`, …
        var call: String
        /// The accumulation key of an `accumulate` definition.
        var accumulationKey: String?
        /// Its name; nil for none.
        var name: String?
        /// The type it makes, when its name is known (`UninferredBinding.typeName`).
        var typeName: String?
    }

    var passedModules: [PassedModule] = []
    var unreadModuleLists: [ScopeModules] = []
    var undeclaredModules: [ScopeModules] = []
    var uninferredDefinitions: [UninferredDefinition] = []
}
