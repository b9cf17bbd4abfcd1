import Foundation

extension DIGen {
    /// Runs the whole pipeline over `options` and returns every problem found.
    public static func check(_ options: CheckOptions) -> Analysis {
        analyze(options, checkingPaths: true)
    }

    /// The static dependency tree below `rootComponentName` in Needle's `print-dependency-tree`
    /// format, or `nil` (with diagnostics saying why) when the sources have structural errors or
    /// no such component.
    public static func dependencyTree(_ options: CheckOptions, rootComponentName: String) -> DependencyTree {
        // The tree is Needle's: other styles' problems do not stop it.
        var needleOnly = options
        needleOnly.styles = .needle
        var analysis = analyze(needleOnly)
        let model = analysis.model
        if let model {
            // Needle refuses to print a graph with cycles, and digen one below a start with too many
            // paths to walk; the other graph checks do not apply.
            analysis.diagnostics = (analysis.diagnostics + NeedlePathResolver(model: model).treeProblems(from: rootComponentName)).sorted()
        }
        guard let model, !analysis.diagnostics.contains(where: { $0.severity == .error }) else {
            return DependencyTree(text: nil, analysis: analysis)
        }
        guard model.components[rootComponentName] != nil else {
            let roots = model.componentNames.filter { model.components[$0]!.isRoot }
            analysis.diagnostics.append(Diagnostic(
                id: .unknownRootComponent, location: nil,
                message: "No component named \(rootComponentName) was found.",
                notes: roots.isEmpty ? [] : ["Roots found: \(roots.joined(separator: ", ")); pass one with --root-component-name."]))
            return DependencyTree(text: nil, analysis: analysis)
        }
        return DependencyTree(text: DependencyTreePrinter(model: model).tree(from: rootComponentName), analysis: analysis)
    }

    /// Scan, parse and model; the structural problems are in the analysis. With `checkingPaths`,
    /// Needle's root-to-component paths are checked too, as soon as Needle's model is built and
    /// beside the WhoopDI and Drip graph, which needs nothing of them; otherwise the graph
    /// checks are not run yet. With `keepingFacts`, the facts of the run's own files are kept in
    /// the analysis (for `digen summarize`).
    /// `read` stands in for the reading of one file (tests slow it down).
    static func analyze(
        _ options: CheckOptions, checkingPaths: Bool = false, keepingFacts: Bool = false,
        read: (@Sendable (String) -> FileReading)? = nil
    ) -> Analysis {
        let selected = options.styles.styles
        let maximumSize = options.scan.maximumFileSize
        let cache = options.makeFactCache()
        let read = read ?? { path in
            FileSummarizer.reading(
                path: path, selected: selected, maximumSize: maximumSize, cache: cache, readingForDrip: selected.contains(.drip))
        }
        var analysis = Analysis(diagnostics: [], model: nil, filesFound: 0, filesParsed: 0, pathsChecked: 0)
        if let problem = options.problems.first {
            analysis.diagnostics.append(Diagnostic(id: .invalidOption, location: nil, message: problem))
            return analysis
        }
        let progress = options.progress
        progress?.begin("scanning sources")
        // A run may read other modules' summaries alone.
        let scan = options.scan.sourceRootPaths.isEmpty && !options.summaryPaths.isEmpty
            ? SourceScanner.Result(files: [], diagnostics: [])
            : SourceScanner(options: options.scan).scan()
        analysis.diagnostics = scan.diagnostics
        analysis.filesFound = scan.files.count
        analysis.sourceFiles = scan.lists
        let dependencies = loadSummaries(options, into: &analysis)
        guard !scan.files.isEmpty || (!options.summaryPaths.isEmpty && dependencies != nil), let dependencies else {
            return analysis
        }

        // The reading stage: each file read once and parsed at most once, everything later steps
        // need of it taken then (`FileReading`).
        let files = scan.files
        progress?.begin("parsing", total: files.count)
        let run = ParallelRunner.run(
            count: files.count,
            concurrencyLimit: options.concurrencyLimit ?? ProcessInfo.processInfo.activeProcessorCount,
            timeout: options.parsingTimeout
        ) { index in
            defer { progress?.advance() }
            return read(files[index])
        }
        var readings = run.outputs
        let overran = run.overran
        // A file that does not import Drip is read for Drip when another file of the run (or of a
        // module whose summary it reads) imports it (`RunImports`): its reading for Drip, taken
        // from the same parse, replaces its summary.
        let importsDrip = dependencies.importsDrip || RunImports.importsDrip(readings.compactMap { reading in
            if case .summarized(let summary)? = reading?.outcome { summary } else { nil }
        })
        if importsDrip && overran.isEmpty {
            for index in readings.indices {
                guard let dripReading = readings[index]?.dripReading else { continue }
                readings[index] = FileReading(outcome: .summarized(dripReading))
            }
        }
        var summaries: [FileSummary] = []
        var skipped: [String] = []
        var skippedBytes: [String: [UInt8]] = [:]
        var dripReadings: [String: FileSummary] = [:]
        for (index, reading) in readings.enumerated() {
            if let bytes = reading?.skippedBytes { skippedBytes[files[index]] = bytes }
            if keepingFacts, let dripReading = reading?.dripReading { dripReadings[files[index]] = dripReading }
            switch reading?.outcome {
            case .summarized(let summary)?:
                summaries.append(summary)
                analysis.sourceFiles.append(files[index])
                analysis.parsedFiles.append(files[index])
                if let first = summary.syntaxErrors.first {
                    // A file that shows no DI may use syntax newer than digen's parser knows; nothing
                    // digen checks is lost with it, so it is no reason to fail the run.
                    let showsDI = summary.showsDI
                    analysis.diagnostics.append(Diagnostic(
                        id: .syntaxError, severity: showsDI ? .error : .warning, location: first.location,
                        message: showsDI
                            ? "\(summary.path) is not valid Swift: \(first.message)."
                            : "\(summary.path) could not be parsed (\(first.message)); it shows no DI, so digen passes over it.",
                        notes: summary.syntaxErrors.dropFirst().map { "Also \($0.message) at \($0.location)." }))
                }
            case .failed(let diagnostic)?:
                analysis.diagnostics.append(diagnostic)
            case .skipped?:
                skipped.append(files[index])
                analysis.sourceFiles.append(files[index])
            case .generated?, nil:
                break
            }
        }
        let processed = readings.count { $0 != nil }
        readings = []
        analysis.filesParsed = summaries.count
        analysis.summariesRead = options.summaryPaths.count
        if keepingFacts {
            analysis.facts = summaries
            analysis.skippedFiles = skipped
            analysis.skippedBytes = skippedBytes
            analysis.dripReadings = dripReadings
        }
        if !dependencies.summaries.isEmpty {
            // In path order, as one run over the folder that holds every module reads them: where
            // two files declare one name, the first read decides (as it does in such a run).
            summaries += dependencies.files(readForDrip: importsDrip && selected.contains(.drip))
            summaries.sort { $0.path < $1.path }
        }
        skipped += dependencies.skippedFiles
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
        if !overran.isEmpty {
            analysis.diagnostics.sort()
            return analysis
        }

        progress?.begin(checkingPaths ? "building and checking the graph" : "building the graph")
        let aliases = TypealiasTable(summaries.flatMap(\.typealiases))
        let concurrencyLimit = options.concurrencyLimit ?? ProcessInfo.processInfo.activeProcessorCount
        // Needle's model (with the declaration loops) and the WhoopDI and Drip graph read the same
        // summaries and nothing of each other, so they are built side by side; each is the same
        // whichever finishes first.
        let otherModulesSkippedFiles = dependencies.skippedFileModules
        let skippedFiles = skipped.map { (path: $0, bytes: skippedBytes[$0]) }
        skippedBytes = [:]
        let parts = ParallelRunner.run(count: 2, concurrencyLimit: concurrencyLimit, timeout: nil) { [summaries, skippedFiles] part -> GraphStagePart in
            if part == 0 {
                // The reading stage's last step, for the WhoopDI and Drip part only; then its graph.
                let shapes = SkippedFileShapes.read(
                    for: summaries, skippedFiles: skippedFiles, maximumFileSize: maximumSize, concurrencyLimit: concurrencyLimit)
                let styles = StyleGraphBuilder(concurrencyLimit: concurrencyLimit).build(summaries, aliases: aliases, skippedShapes: shapes)
                // What the generated accessors and builders name of other modules must be public
                // there. The files the summaries leave that to are read first, by the reading stage.
                let access = CrossModuleStyleAccess(generatingModule: options.moduleName, skippedFiles: otherModulesSkippedFiles)
                let otherModules = access.plan(styles.graph, summaries: summaries).map { plan in
                    access.findings(plan, read: OtherModuleDeclarations.read(
                        plan.candidates, declaring: plan.missing, maximumFileSize: maximumSize, concurrencyLimit: concurrencyLimit))
                }
                return .styles(styles, otherModules: otherModules)
            }
            let loops = DeclarationLoops.find(in: summaries, aliases: aliases)
            let needle = NeedleModelBuilder(
                options: .init(
                    accessRules: options.accessRules, pluginized: options.pluginized, concurrencyLimit: concurrencyLimit,
                    moduleName: options.moduleName)
            ).build(selected.contains(.needle) ? summaries : [], aliases: aliases)
            let paths = checkingPaths
                ? NeedlePathResolver(model: needle.model, concurrencyLimit: concurrencyLimit).resolve()
                : nil
            return .needle(needle, loops: loops, paths: paths)
        }.outputs
        guard case .styles(let styles, let otherModules)? = parts[0], case .needle(let needle, let loops, let paths)? = parts[1] else {
            preconditionFailure("both parts of the graph stage run to the end")
        }
        let model = needle.model
        // Every graph problem is a rule's: each rule, of each style and of all, runs once over the
        // one graph the stage built. Their diagnostics are merged with the input's.
        var checked = CheckedGraph(
            graph: styles.graph, resolution: styles.resolution,
            needle: paths.map { CheckedGraph.NeedlePaths(model: model, paths: $0.paths, accessRules: options.accessRules) })
        checked.whoopFindings = styles.whoopFindings
        checked.needleModel = needle
        checked.accessRules = options.accessRules
        checked.overfullRoots = paths?.overfullRoots ?? []
        checked.loops = loops
        checked.names = NameReferences(summaries)
        checked.otherModules = otherModules
        analysis.diagnostics = Diagnostic.merged(analysis.diagnostics + GraphRules.check(checked))
        analysis.model = model
        analysis.graph = styles.graph
        analysis.otherModules = otherModules
        if let paths {
            analysis.pathsChecked = paths.pathsChecked
            analysis.needlePaths = paths.paths
        }
        if paths != nil && !model.foreignModules.isEmpty {
            // One property or class of another module may be reached along many paths.
            analysis.diagnostics = Diagnostic.merged(analysis.diagnostics)
        }
        analysis.spent.keep(summaries)
        analysis.spent.keep(styles.spent)
        return analysis
    }
}

/// One of the two parts of the graph stage that `DIGen.analyze` builds side by side.
private enum GraphStagePart: Sendable {
    /// The WhoopDI and Drip graph, and what its generated code names of other modules.
    case styles(StyleGraphBuilder.Result, otherModules: CrossModuleStyleAccess.Findings?)
    /// Needle's model, the typealias and declaration loops, and the model's paths resolved when
    /// asked for.
    case needle(NeedleModelBuilder.NeedleModel, loops: DeclarationLoops.Found, paths: NeedlePathResolver.Result?)
}
