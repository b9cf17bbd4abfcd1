/// The shapes of types that WhoopDI and Drip requests pass arguments to but that no parsed file
/// declares, read from the files the keyword filter skipped: a model file with no DI words can
/// declare `Pump.init(heater:)`. Part of the reading stage, so that the graph stage works from
/// summaries only. Only the skipped files that mention such a type are parsed, for shapes only.
enum SkippedFileShapes {
    /// The shape summaries of the skipped files that declare a type `summaries`' requests need.
    /// A skipped file's bytes are those the reading stage read (`bytes`), or, for a file of
    /// another module the run knows from its summary, read through `otherFiles`.
    static func read(
        for summaries: [FileSummary], skippedFiles: [(path: String, bytes: [UInt8]?)], otherFiles: FileContents, concurrencyLimit: Int
    ) -> [FileSummary] {
        // Without skipped files there is nowhere else to look, so what is needed is not worked out.
        guard !skippedFiles.isEmpty, summaries.contains(where: { !$0.styles.isEmpty }) else { return [] }
        var needed = calledTypeNames(in: summaries)
        guard !needed.isEmpty else { return [] }
        // A name that any parsed file declares or extends is found there.
        for file in summaries.indices where !summaries[file].shapes.isEmpty {
            for shape in summaries[file].shapes.indices { needed.remove(summaries[file].shapes[shape].name) }
        }
        guard !needed.isEmpty else { return [] }
        let run = ParallelRunner.run(count: skippedFiles.count, concurrencyLimit: concurrencyLimit, timeout: nil) { [needed] index in
            let (path, read) = skippedFiles[index]
            guard let bytes = read ?? otherFiles.read(path),
                  FileReader.mentions(bytes, anyOf: needed) else { return nil as FileSummary? }
            return FileSummarizer.summarizeShapes(read: bytes, path: path)
        }
        return run.outputs.compactMap { $0 ?? nil }
    }

    /// The types whose initializers a WhoopDI or Drip request's argument is passed to.
    private static func calledTypeNames(in summaries: [FileSummary]) -> Set<String> {
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
