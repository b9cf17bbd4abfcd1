/// The WhoopDI and Drip parts of a generated file, which follow Needle's part (or stand alone).
struct GeneratedSections {
    /// The sections' text, each starting with a blank line and a `// MARK:` line.
    var text = ""
    /// The import lines they need (those of the files that declare them, and of the other
    /// modules that declare the types they name).
    var imports: [String] = []

    init() {}

    /// The sections `graph` needs: WhoopDI accessors, then Drip builders; without those that name
    /// a type another module does not make public (`otherModules`, judged by `CrossModuleStyleAccess`).
    init(_ graph: StaticGraph, otherModules: CrossModuleStyleAccess.Findings?) {
        let access = otherModules.map(CrossModuleStyleAccess.outcome(of:)) ?? CrossModuleStyleAccess.Outcome()
        let sections = [
            WhoopAccessorGenerator(graph: graph, leftOut: access.accessorsLeftOut).section(),
            DripBuilderGenerator(graph: graph, leftOut: access.buildersLeftOut).section(),
        ].compactMap { $0 }
        text = sections.joined()
        imports = sections.isEmpty ? [] : graph.imports + access.modulesNamed.map { "import " + $0 }
    }
}
