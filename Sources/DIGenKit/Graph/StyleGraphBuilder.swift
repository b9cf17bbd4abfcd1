/// Builds the WhoopDI and Drip part of the static graph from every file's summary and resolves
/// it; the rules read both (`GraphRules`).
///
/// Requests are typed by the initializers declared in the sources: the summaries', and the
/// shapes the reading stage took from files the keyword filter skipped (`SkippedFileShapes`).
struct StyleGraphBuilder {
    /// The graph, and what the front ends could not follow in it.
    struct Result {
        var graph: StaticGraph
        /// Which binding answers each of the graph's requests.
        var resolution: GraphResolution
        /// What WhoopDI's front end could not follow (the rules say so).
        var whoopFindings = WhoopFrontEndFindings()
        /// The type lookup, which the caller frees (or not: `SpentValues`).
        var spent = SpentValues()
    }

    var concurrencyLimit = 1

    func build(_ summaries: [FileSummary], aliases: TypealiasTable, skippedShapes: [FileSummary] = []) -> Result {
        guard summaries.contains(where: { !$0.styles.isEmpty }) else {
            return Result(graph: StaticGraph(), resolution: GraphResolution(StaticGraph()))
        }
        var lookup = TypeLookup(summaries, aliases: aliases)
        lookup.add(skippedShapes)
        // The two front ends read the same summaries and write separate parts of the graph: each
        // builds its part on its own, side by side, and Drip's is appended after WhoopDI's with its
        // indices moved along, which gives the graph building them one after the other would.
        let frozenLookup = lookup
        var parts = ParallelRunner.run(count: 2, concurrencyLimit: concurrencyLimit, timeout: nil) { part in
            var graph = StaticGraph()
            var findings = WhoopFrontEndFindings()
            if part == 0 {
                findings = WhoopFrontEnd(lookup: frozenLookup).build(summaries, into: &graph)
            } else {
                DripFrontEnd(lookup: frozenLookup, concurrencyLimit: concurrencyLimit).build(summaries, into: &graph)
            }
            return (graph: graph, findings: findings)
        }.outputs.map { $0! }
        let findings = parts[0].findings
        let drip = parts[1].graph
        // Taken out of `parts` so that the graph's arrays are not shared when Drip's are appended.
        var graph = parts.removeFirst().graph
        parts = []
        graph.append(drip)
        let resolution = GraphResolution(graph, concurrencyLimit: concurrencyLimit)
        // Summaries are read in place: filtering them would copy every one kept.
        var imports: Set<String> = []
        for file in summaries.indices where !summaries[file].whoop.isEmpty || !summaries[file].drip.isEmpty {
            imports.formUnion(summaries[file].imports)
        }
        graph.imports = imports.sorted()
        var result = Result(graph: graph, resolution: resolution, whoopFindings: findings)
        result.spent.keep(lookup)
        return result
    }
}
