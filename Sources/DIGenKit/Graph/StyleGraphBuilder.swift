/// Builds the WhoopDI and Drip part of the static graph from every file's summary and resolves
/// it; the rules read both (`GraphRules`).
///
/// Requests are typed by the initializers declared in the sources; when one names a type no
/// parsed file declares, the files the keyword filter skipped are read again for type shapes
/// only (a model file with no DI words can declare `Pump.init(heater:)`).
struct StyleGraphBuilder {
    /// The graph, and what the front ends and rules found in it.
    struct Result {
        var graph: StaticGraph
        /// Which binding answers each of the graph's requests.
        var resolution: GraphResolution
        /// What the front ends found.
        var diagnostics: [Diagnostic]
        /// The type lookup, which the caller frees (or not: `SpentValues`).
        var spent = SpentValues()
    }

    var concurrencyLimit = 1
    var maximumFileSize = ScanOptions.defaultMaximumFileSize
    /// The module the generated code is compiled into (`--module-name`), for messages.
    var moduleName: String?
    /// The files other modules' keyword filters passed over, with their modules: a type the
    /// generated code names may be declared in one.
    var otherModulesSkippedFiles: [String: String] = [:]

    func build(_ summaries: [FileSummary], aliases: TypealiasTable, skippedFiles: [String]) -> Result {
        guard summaries.contains(where: { !$0.styles.isEmpty }) else {
            return Result(graph: StaticGraph(), resolution: GraphResolution(StaticGraph()), diagnostics: [])
        }
        var lookup = TypeLookup(summaries, aliases: aliases)
        // Without skipped files there is nowhere else to look, so what is needed is not worked out.
        let needed = skippedFiles.isEmpty ? [] : lookup.undeclared(Self.calledTypeNames(in: summaries))
        if !needed.isEmpty {
            let run = ParallelRunner.run(count: skippedFiles.count, concurrencyLimit: concurrencyLimit, timeout: nil) { index in
                FileReader.mentions(skippedFiles[index], anyOf: needed) ? FileSummarizer.summarizeShapes(path: skippedFiles[index], maximumSize: maximumFileSize) : nil
            }
            lookup.add(run.outputs.compactMap { $0 ?? nil })
        }
        // The two front ends read the same summaries and write separate parts of the graph: each
        // builds its part on its own, side by side, and Drip's is appended after WhoopDI's with its
        // indices moved along, which gives the graph building them one after the other would.
        let frozenLookup = lookup
        var parts = ParallelRunner.run(count: 2, concurrencyLimit: concurrencyLimit, timeout: nil) { part in
            var graph = StaticGraph()
            let diagnostics = part == 0
                ? WhoopFrontEnd(lookup: frozenLookup).build(summaries, into: &graph)
                : DripFrontEnd(lookup: frozenLookup, concurrencyLimit: concurrencyLimit).build(summaries, into: &graph)
            return (graph: graph, diagnostics: diagnostics)
        }.outputs.map { $0! }
        var diagnostics = parts[0].diagnostics + parts[1].diagnostics
        let drip = parts[1].graph
        // Taken out of `parts` so that the graph's arrays are not shared when Drip's are appended.
        var graph = parts.removeFirst().graph
        parts = []
        graph.append(drip)
        let resolution = GraphResolution(graph, concurrencyLimit: concurrencyLimit)
        // What the generated accessors and builders name of other modules must be public there;
        // those of types that are not are left out.
        let access = CrossModuleStyleAccess(
            generatingModule: moduleName, skippedFiles: otherModulesSkippedFiles, maximumFileSize: maximumFileSize,
            concurrencyLimit: concurrencyLimit
        ).check(graph, summaries: summaries)
        diagnostics += access.diagnostics
        graph.accessorsLeftOut = access.accessorsLeftOut
        graph.buildersLeftOut = access.buildersLeftOut
        // Summaries are read in place: filtering them would copy every one kept.
        var imports: Set<String> = []
        for file in summaries.indices where !summaries[file].whoop.isEmpty || !summaries[file].drip.isEmpty {
            imports.formUnion(summaries[file].imports)
        }
        graph.imports = imports.sorted()
        var result = Result(graph: graph, resolution: resolution, diagnostics: diagnostics)
        result.spent.keep(lookup)
        return result
    }

    /// The types whose initializers a WhoopDI or Drip request's argument is passed to.
    static func calledTypeNames(in summaries: [FileSummary]) -> Set<String> {
        var names: Set<String> = []
        func note(_ context: ValueContext) {
            if case .argument(let position) = context, let name = position.calledType.baseName { names.insert(name) }
        }
        // Read in place by index: a `for` over the arrays would copy every summary, module,
        // definition and request it passes.
        for file in summaries.indices where !summaries[file].styles.isEmpty {
            let whoop = summaries[file].whoop
            for module in whoop.modules.indices {
                for definition in whoop.modules[module].definitions.indices {
                    for request in whoop.modules[module].definitions[definition].requests.indices {
                        note(whoop.modules[module].definitions[definition].requests[request].context)
                    }
                }
            }
            for injection in whoop.injections.indices {
                note(whoop.injections[injection].request.context)
                for definition in whoop.injections[injection].localDefinitions.indices {
                    for request in whoop.injections[injection].localDefinitions[definition].requests.indices {
                        note(whoop.injections[injection].localDefinitions[definition].requests[request].context)
                    }
                }
            }
            let drip = summaries[file].drip
            for module in drip.modules.indices {
                for generator in drip.modules[module].generators.indices {
                    for request in drip.modules[module].generators[generator].requests.indices {
                        note(drip.modules[module].generators[generator].requests[request].context)
                    }
                }
            }
        }
        return names
    }
}
