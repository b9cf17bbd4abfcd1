/// The WhoopDI and Drip parts of a generated file, which follow Needle's part (or stand alone).
struct GeneratedSections {
    /// The sections' text, each starting with a blank line and a `// MARK:` line.
    var text = ""
    /// The import lines they need (those of the files that declare them).
    var imports: [String] = []

    init() {}

    /// The sections `graph` needs: WhoopDI accessors, then Drip builders.
    init(_ graph: StaticGraph) {
        let sections = [WhoopAccessorGenerator(graph: graph).section(), DripBuilderGenerator(graph: graph).section()].compactMap { $0 }
        text = sections.joined()
        imports = sections.isEmpty ? [] : graph.imports
    }
}
