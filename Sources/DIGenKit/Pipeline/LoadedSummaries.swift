import Foundation

/// The module summaries a run reads beside its sources (`--summary`), taken together.
struct LoadedSummaries: Sendable {
    /// The summaries, in the order given.
    var summaries: [ModuleSummary] = []

    /// Whether a file of one of the modules imports Drip.
    var importsDrip: Bool { summaries.contains { RunImports.importsDrip($0.files) } }

    /// Whether a file of one of the modules imports WhoopDI.
    var importsWhoop: Bool { summaries.contains { RunImports.importsWhoop($0.files) } }

    /// Every file's facts, in order: with `readForDrip`, what a file's Drip reading found (its
    /// styles, shapes, WhoopDI and Drip facts) in place of those parts where the summary has one.
    func files(readForDrip: Bool) -> [FileSummary] {
        var files: [FileSummary] = []
        for summary in summaries {
            let readings = readForDrip ? Dictionary(summary.dripReadings.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
            files += summary.files.map { file in
                guard let reading = readings[file.path] else { return file }
                var read = file
                (read.styles, read.shapes, read.whoop, read.drip) = (reading.styles, reading.shapes, reading.whoop, reading.drip)
                return read
            }
        }
        return files
    }

    /// The files the modules' keyword filters passed over.
    var skippedFiles: [String] { summaries.flatMap(\.skippedFiles) }

    /// The module of each file the modules' keyword filters passed over.
    var skippedFileModules: [String: String] {
        var modules: [String: String] = [:]
        for summary in summaries {
            for file in summary.skippedFiles where modules[file] == nil { modules[file] = summary.module }
        }
        return modules
    }
}

extension DIGen {
    /// Reads the summaries `options` names, or adds to `analysis` why one cannot be read and
    /// answers `nil`.
    static func loadSummaries(_ options: CheckOptions, into analysis: inout Analysis) -> LoadedSummaries? {
        var loaded = LoadedSummaries()
        var problems: [Diagnostic] = []
        var firstPath: [String: String] = [:]
        let root = options.summaryRoot
        let paths = options.summaryPaths.map { RelativePath.resolve($0, against: options.scan.workingDirectory) }
        let maximumSize = options.scan.maximumFileSize
        // Read side by side; each is then taken in the order given.
        let read = ParallelRunner.run(
            count: paths.count, concurrencyLimit: options.concurrencyLimit ?? ProcessInfo.processInfo.activeProcessorCount, timeout: nil
        ) { index in
            ModuleSummary.load(paths[index], root: root, maximumSize: maximumSize, hashing: options.recordsFilesRead)
        }.outputs
        for (path, result) in zip(paths, read) {
            guard let (outcome, content) = result else { continue }
            if let content { analysis.filesRead[path] = content }
            switch outcome {
            case .summary(let summary):
                if let earlier = firstPath[summary.module] {
                    problems.append(Diagnostic(
                        id: .badSummary, location: .startOf(path),
                        message: "\(path) and \(earlier) are both summaries of the module \(summary.module).",
                        notes: ["Pass each module's summary once."]))
                } else if let moduleName = options.moduleName, moduleName == summary.module, !options.scan.sourceRootPaths.isEmpty {
                    problems.append(Diagnostic(
                        id: .badSummary, location: .startOf(path),
                        message: "\(path) is a summary of \(moduleName), the module whose sources this run reads (--module-name).",
                        notes: ["Pass a module either as sources or as a summary, not both."]))
                } else {
                    firstPath[summary.module] = path
                    var summary = summary
                    if summary.module == options.moduleName {
                        // A run from summaries alone generates into the module `--module-name`
                        // names: its own files are not another module's.
                        for index in summary.files.indices { summary.files[index].module = nil }
                        for index in summary.dripReadings.indices { summary.dripReadings[index].module = nil }
                    }
                    loaded.summaries.append(summary)
                }
            case .problem(let problem):
                problems.append(problem)
            }
        }
        analysis.diagnostics += problems
        return problems.isEmpty ? loaded : nil
    }
}
