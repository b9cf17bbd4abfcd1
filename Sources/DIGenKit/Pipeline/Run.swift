import Foundation

/// One run of digen over its inputs, as its stages in order, each taking what the one before
/// produced: the input (the Swift files to read and other modules' summaries), the reading
/// (each file read from disk once and parsed at most once, `FileReading`), the index (the run's
/// summaries and those of other modules in one list, with the typealiases and the names the code
/// refers to), the graph (Needle's model and paths beside the WhoopDI and Drip graph: one
/// `CheckedGraph`) and the rules (every graph problem). Each stage adds its counts and its
/// problems to the run's `Analysis`; `DIGen.analyze` runs them.
struct Run {
    let options: CheckOptions
    /// Whether Needle's root-to-component paths are resolved (all commands but
    /// `print-dependency-tree`).
    let checkingPaths: Bool
    /// Whether the run's own files' facts are kept in the analysis (`digen summarize`).
    let keepingFacts: Bool
    /// The reading of one file.
    var read: @Sendable (String) -> FileReading

    private var selected: Set<Style> { options.styles.styles }
    private var concurrencyLimit: Int { options.concurrencyLimit ?? ProcessInfo.processInfo.activeProcessorCount }
    private let cache: FactCache?

    init(options: CheckOptions, checkingPaths: Bool, keepingFacts: Bool) {
        self.options = options
        self.checkingPaths = checkingPaths
        self.keepingFacts = keepingFacts
        let cache = options.makeFactCache()
        self.cache = cache
        let (selected, maximumSize) = (options.styles.styles, options.scan.maximumFileSize)
        let hashing = options.recordsFilesRead
        read = { path in
            FileSummarizer.reading(
                path: path, selected: selected, maximumSize: maximumSize, cache: cache, readingForDrip: selected.contains(.drip),
                hashing: hashing)
        }
    }

    // MARK: Input

    /// The files to read, and the summaries of other modules the run reads beside them.
    struct Input {
        var files: [String]
        var dependencies: LoadedSummaries
    }

    /// The input; nil when there is nothing to read (the analysis says why).
    func input(_ analysis: inout Analysis) -> Input? {
        options.progress?.begin("scanning sources")
        // A run may read other modules' summaries alone.
        let scan = options.scan.sourceRootPaths.isEmpty && !options.summaryPaths.isEmpty
            ? SourceScanner.Result(files: [], diagnostics: [])
            : SourceScanner(options: options.scan).scan()
        analysis.diagnostics = scan.diagnostics
        analysis.filesFound = scan.files.count
        analysis.sourceFiles = scan.lists
        let dependencies = DIGen.loadSummaries(options, into: &analysis)
        guard !scan.files.isEmpty || (!options.summaryPaths.isEmpty && dependencies != nil), let dependencies else { return nil }
        analysis.summariesRead = options.summaryPaths.count
        return Input(files: scan.files, dependencies: dependencies)
    }

    // MARK: Reading

    /// What the run's own files hold.
    struct Reading {
        /// The summaries of the files parsed, in the input's order.
        var summaries: [FileSummary]
        /// The files the keyword filter skipped, with their bytes.
        var skipped: [(path: String, bytes: [UInt8]?)]
        /// Whether a file of the run, or of a module whose summary it reads, imports Drip.
        var importsDrip: Bool
    }

    /// Reads every file once; nil when a parse ran out of time (the analysis says which).
    func reading(_ input: Input, _ analysis: inout Analysis) -> Reading? {
        let files = input.files
        let progress = options.progress
        progress?.begin("parsing", total: files.count)
        let parsed = ParallelRunner.run(count: files.count, concurrencyLimit: concurrencyLimit, timeout: options.parsingTimeout) { [read] index in
            defer { progress?.advance() }
            return read(files[index])
        }
        var readings = parsed.outputs
        let overran = parsed.overran
        // A file that does not import Drip is read for Drip when another file of the run (or of a
        // module whose summary it reads) imports it (`RunImports`): its reading for Drip, taken
        // from the same parse, replaces its summary.
        let importsDrip = input.dependencies.importsDrip || RunImports.importsDrip(readings.compactMap { reading in
            if case .summarized(let summary)? = reading?.outcome { summary } else { nil }
        })
        if importsDrip && overran.isEmpty {
            for index in readings.indices {
                guard let dripReading = readings[index]?.dripReading else { continue }
                readings[index]?.outcome = .summarized(dripReading)
                readings[index]?.dripReading = nil
            }
        }
        let importsWhoop = selected.contains(.whoop) && (input.dependencies.importsWhoop || RunImports.importsWhoop(readings.compactMap { reading in
            if case .summarized(let summary)? = reading?.outcome { summary } else { nil }
        }))
        var reading = Reading(summaries: [], skipped: [], importsDrip: importsDrip)
        var dripReadings: [String: FileSummary] = [:]
        for (index, read) in readings.enumerated() {
            if keepingFacts, let dripReading = read?.dripReading { dripReadings[files[index]] = dripReading }
            if let content = read?.content { analysis.filesRead[files[index]] = content }
            switch read?.outcome {
            case .summarized(let summary)?:
                reading.summaries.append(summary)
                analysis.sourceFiles.append(files[index])
                analysis.parsedFiles.append(files[index])
                if let problem = Self.syntaxProblem(in: summary) { analysis.diagnostics.append(problem) }
            case .failed(let diagnostic)?:
                analysis.diagnostics.append(diagnostic)
            case .skipped?:
                analysis.sourceFiles.append(files[index])
                // In a run that imports Drip or WhoopDI, a module may be declared in a file that
                // names nothing the filter looks for (no import, only the app's own module base):
                // it is read for that style.
                if overran.isEmpty, let bytes = read?.skippedBytes {
                    var styles: Set<Style> = []
                    if importsDrip, bytes.withUnsafeBufferPointer(RunImports.mayDeclareDripModule) { styles.insert(.drip) }
                    if importsWhoop, bytes.withUnsafeBufferPointer(RunImports.mayDeclareWhoopModule) { styles.insert(.whoop) }
                    let summary = styles.isEmpty
                        ? nil : bytes.withUnsafeBufferPointer { FileSummarizer.summarize(bytes: $0, path: files[index], styles: styles) }
                    if let summary, !summary.drip.modules.isEmpty || !summary.whoop.modules.isEmpty {
                        reading.summaries.append(summary)
                        analysis.parsedFiles.append(files[index])
                        continue
                    }
                }
                reading.skipped.append((files[index], read?.skippedBytes))
            case .needleGenerated?:
                analysis.needleOutputs.append(files[index])
            case .generated?, nil:
                break
            }
        }
        let processed = readings.count { $0 != nil }
        readings = []
        // After the cache, which keeps each file's facts as written, whatever the target's default.
        if options.defaultIsolation != .nonisolated {
            reading.summaries = reading.summaries.map(options.defaultIsolation.applied(to:))
        }
        analysis.filesParsed = reading.summaries.count
        if keepingFacts {
            analysis.facts = reading.summaries
            analysis.skippedFiles = reading.skipped.map(\.path)
            analysis.skippedBytes = Dictionary(reading.skipped.map { ($0.path, $0.bytes ?? []) }, uniquingKeysWith: { first, _ in first })
            analysis.dripReadings = dripReadings
        }
        if let problem = cache?.problem {
            analysis.diagnostics.append(Diagnostic(
                id: .cacheUnavailable, severity: .note, location: nil,
                message: "The fact cache was not used: \(problem); this run read every file itself."))
        }
        for overrun in overran {
            var notes: [String] = []
            if options.collectParsingInfo {
                notes.append(String(format: "It had been running for %.1f s; the limit is %.1f s (--parsing-timeout).", overrun.seconds, options.parsingTimeout ?? 0))
                notes.append("\(processed) of \(files.count) files had been processed.")
            }
            analysis.diagnostics.append(Diagnostic(
                id: .parsingTimeout, location: .startOf(files[overrun.index]),
                message: "Parsing Swift source file at \(files[overrun.index]) timed out when executing task with ID parse-\(overrun.index).",
                notes: notes))
        }
        return overran.isEmpty ? reading : nil
    }

    /// A parsed file's syntax errors, as one diagnostic. A file that shows no DI may use syntax
    /// newer than digen's parser knows; nothing digen checks is lost with it, so it is a warning.
    private static func syntaxProblem(in summary: FileSummary) -> Diagnostic? {
        guard let first = summary.syntaxErrors.first else { return nil }
        let showsDI = summary.showsDI
        return Diagnostic(
            id: .syntaxError, severity: showsDI ? .error : .warning, location: first.location,
            message: showsDI
                ? "\(summary.path) is not valid Swift: \(first.message)."
                : "\(summary.path) could not be parsed (\(first.message)); it shows no DI, so digen passes over it.",
            notes: summary.syntaxErrors.dropFirst().map { "Also \($0.message) at \($0.location)." })
    }

    // MARK: Index

    /// Every summary the graph is built from, and what is looked up in them.
    struct Index {
        /// The run's own files' summaries and those of other modules, in path order.
        var summaries: [FileSummary]
        /// Every file a keyword filter skipped, the run's own with the bytes read.
        var skipped: [(path: String, bytes: [UInt8]?)]
        /// The files other modules' keyword filters skipped, with their modules.
        var otherModulesSkipped: [String: String]
        var aliases: TypealiasTable
        /// The components and Drip accessors the code names, and the names declared.
        var names: NameReferences
    }

    func index(_ reading: Reading, of input: Input) -> Index {
        var summaries = reading.summaries
        let dependencies = input.dependencies
        if !dependencies.summaries.isEmpty {
            // In path order, as one run over the folder that holds every module reads them: where
            // two files declare one name, the first read decides (as it does in such a run).
            summaries += dependencies.files(readForDrip: reading.importsDrip && selected.contains(.drip))
            summaries.sort { $0.path < $1.path }
        }
        return Index(
            summaries: summaries, skipped: reading.skipped + dependencies.skippedFiles.map { ($0, nil) },
            otherModulesSkipped: dependencies.skippedFileModules, aliases: TypealiasTable(summaries.flatMap(\.typealiases)),
            names: NameReferences(summaries))
    }

    // MARK: Graph

    /// The graph every rule reads, and what the graph stage leaves for the caller to free.
    struct Graph {
        var checked: CheckedGraph
        /// How many Needle paths were resolved.
        var pathsChecked: Int
        var spent: SpentValues
        /// The hashes of other modules' files the stage read, when the options ask for them.
        var otherFilesRead: [String: ContentHash]
    }

    /// Needle's model (with the declaration loops and, when checking, its paths) and the WhoopDI
    /// and Drip graph, built side by side: they read the same summaries and nothing of each other,
    /// so each is the same whichever finishes first.
    func graph(_ index: Index) -> Graph {
        options.progress?.begin(checkingPaths ? "building and checking the graph" : "building the graph")
        let (options, concurrencyLimit, checkingPaths, selected) = (options, concurrencyLimit, checkingPaths, selected)
        // Other modules' files, read at most once whichever steps below look in them.
        let otherFiles = FileContents(
            maximumSize: options.scan.maximumFileSize, hashing: options.recordsFilesRead, root: options.summaryRoot)
        let parts = ParallelRunner.run(count: 2, concurrencyLimit: concurrencyLimit, timeout: nil) { part -> GraphStagePart in
            if part == 0 {
                // The reading stage's last step, for the WhoopDI and Drip part only; then its graph.
                let shapes = SkippedFileShapes.read(
                    for: index.summaries, skippedFiles: index.skipped, otherFiles: otherFiles, concurrencyLimit: concurrencyLimit)
                let styles = StyleGraphBuilder(concurrencyLimit: concurrencyLimit).build(index.summaries, aliases: index.aliases, skippedShapes: shapes)
                return .styles(styles)
            }
            let loops = DeclarationLoops.find(in: index.summaries, aliases: index.aliases)
            let needle = NeedleModelBuilder(
                options: .init(
                    accessRules: options.accessRules, pluginized: options.pluginized, concurrencyLimit: concurrencyLimit,
                    moduleName: options.moduleName)
            ).build(selected.contains(.needle) ? index.summaries : [], aliases: index.aliases)
            let paths = checkingPaths
                ? NeedlePathResolver(model: needle.model, concurrencyLimit: concurrencyLimit).resolve()
                : nil
            return .needle(needle, loops: loops, paths: paths)
        }.outputs
        guard case .styles(let styles)? = parts[0], case .needle(let needle, let loops, let paths)? = parts[1] else {
            preconditionFailure("both parts of the graph stage run to the end")
        }
        // What the generated accessors, builders and Needle providers name of other modules must
        // be public there. The files the summaries leave that to are read first.
        let access = CrossModuleStyleAccess(generatingModule: options.moduleName, skippedFiles: index.otherModulesSkipped)
        let otherModules = access.plan(styles.graph, needle: paths?.paths ?? [], model: needle.model, summaries: index.summaries).map { plan in
            access.findings(plan, read: OtherModuleDeclarations.read(
                plan.candidates, declaring: plan.missing, files: otherFiles, concurrencyLimit: concurrencyLimit))
        }
        var checked = CheckedGraph(
            graph: styles.graph, resolution: styles.resolution,
            needle: paths.map { CheckedGraph.NeedlePaths(model: needle.model, paths: $0.paths, accessRules: options.accessRules) })
        checked.whoopFindings = styles.whoopFindings
        checked.needleModel = needle
        checked.accessRules = options.accessRules
        checked.overfullRoots = paths?.overfullRoots ?? []
        checked.loops = loops
        checked.names = index.names
        checked.otherModules = otherModules
        return Graph(checked: checked, pathsChecked: paths?.pathsChecked ?? 0, spent: styles.spent, otherFilesRead: otherFiles.contents)
    }

    // MARK: Rules

    /// Every graph problem is a rule's: each rule, of each style and of all, runs once over the
    /// one graph the stage built. Their diagnostics are merged with the input's.
    func rules(_ graph: Graph, _ analysis: inout Analysis) {
        let checked = graph.checked
        analysis.diagnostics = Diagnostic.merged(analysis.diagnostics + GraphRules.check(checked))
        let model = checked.needleModel?.model
        analysis.model = model
        analysis.graph = checked.graph
        analysis.otherModules = checked.otherModules
        if let needle = checked.needle {
            analysis.pathsChecked = graph.pathsChecked
            analysis.needlePaths = needle.paths
            if !needle.model.foreignModules.isEmpty {
                // One property or class of another module may be reached along many paths.
                analysis.diagnostics = Diagnostic.merged(analysis.diagnostics)
            }
        }
        analysis.spent.keep(graph.spent)
        analysis.filesRead.merge(graph.otherFilesRead) { own, _ in own }
    }
}

/// One of the two parts of the graph stage that `Run.graph` builds side by side.
private enum GraphStagePart: Sendable {
    /// The WhoopDI and Drip graph.
    case styles(StyleGraphBuilder.Result)
    /// Needle's model, the typealias and declaration loops, and the model's paths resolved when
    /// asked for.
    case needle(NeedleModelBuilder.NeedleModel, loops: DeclarationLoops.Found, paths: NeedlePathResolver.Result?)
}
