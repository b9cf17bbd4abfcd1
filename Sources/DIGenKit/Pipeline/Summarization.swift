import Foundation

extension DIGen {
    /// The problems a run over one module alone can be sure of: whatever the rest of the program
    /// is, they stay (an unreadable file, a loop among the module's own declarations, a
    /// component made in a loop, a key defined twice). Everything else such a run finds (a
    /// dependency no component of the module provides, a component no one of its files makes)
    /// another module may settle, and is left open for the run that reads the whole program.
    static let certainInOneModule: Set<DiagnosticID> = [
        .inputNotFound, .unreadableFile, .syntaxError, .noSources, .badSourcesList, .parsingTimeout,
        .invalidOption, .nestingTooDeep, .fileTooLarge, .skippedEntry, .cacheUnavailable,
        .typealiasCycle, .superclassCycle, .protocolInheritanceCycle,
        .dependencyCycle, .duplicateComponent, .duplicateDependency, .duplicateBinding,
    ]

    /// Reads one module's sources (`options.moduleName`) and answers its summary, with the run
    /// over the module alone that made it: its diagnostics are those certain inside the module
    /// (`certainInOneModule`); the rest are the summary's `open` list. `nil` as the summary when
    /// the sources could not all be read.
    public static func summarize(_ options: CheckOptions) -> (summary: ModuleSummary?, analysis: Analysis) {
        var moduleOnly = options
        moduleOnly.summaryPaths = []
        var analysis = analyze(moduleOnly, checkingPaths: true, keepingFacts: true)
        let (certain, open) = (
            analysis.diagnostics.filter { certainInOneModule.contains($0.id) },
            analysis.diagnostics.filter { !certainInOneModule.contains($0.id) })
        analysis.diagnostics = certain
        guard !analysis.diagnostics.contains(where: { $0.severity == .error && $0.id.isInputProblem }) else {
            return (nil, analysis)
        }
        let root = options.summaryRoot
        var summary = ModuleSummary(module: options.moduleName ?? "", files: analysis.facts)
        summary.skippedFiles = analysis.skippedFiles
        summary.skippedContent = contentHash(of: analysis.skippedFiles.map { analysis.skippedBytes[$0] ?? [] })
        summary.dripReadings = dripReadings(of: analysis.facts, readings: analysis.dripReadings, options)
        summary.open = open.map { diagnostic in
            var relative = diagnostic
            relative.message = diagnostic.message.replacingOccurrences(of: root + "/", with: "")
            relative.notes = diagnostic.notes.map { $0.replacingOccurrences(of: root + "/", with: "") }
            return relative
        }
        return (summary, analysis)
    }

    /// One hash of the contents of files, as the reading stage read them; empty for none.
    private static func contentHash(of contents: [[UInt8]]) -> String {
        guard !contents.isEmpty else { return "" }
        var hashes = ""
        for bytes in contents {
            hashes += bytes.withUnsafeBufferPointer { ContentHash($0).description } + "\n"
        }
        return ContentHash(hashes).description
    }

    /// The files of a module that does not import Drip as read for Drip, where that gives other
    /// facts: a program where another module imports Drip reads them so (`RunImports`). The
    /// readings are those the reading stage took from each file's one parse (`readings`).
    private static func dripReadings(of facts: [FileSummary], readings: [String: FileSummary], _ options: CheckOptions) -> [FileSummary] {
        guard options.styles.styles.contains(.drip), !RunImports.importsDrip(facts) else { return [] }
        return facts.compactMap { base in
            guard !base.styles.contains(.drip), let reading = readings[base.path] else { return nil }
            // Reading for another style changes only what the style visitor reads.
            var styled = FileSummary(path: base.path)
            (styled.styles, styled.shapes, styled.whoop, styled.drip) = (reading.styles, reading.shapes, reading.whoop, reading.drip)
            return (base.styles, base.shapes, base.whoop, base.drip) == (styled.styles, styled.shapes, styled.whoop, styled.drip) ? nil : styled
        }
    }

    /// `digen summarize`: writes the summary of the module whose sources `options` names to
    /// `outputPath` (atomically, and not at all when its bytes are unchanged), with the
    /// problems certain inside the module and a line saying what it leaves open.
    ///
    /// With `swiftStampPath`, a Swift file holding only a comment that names the summary's content
    /// hash is written after it: for SwiftPM's build-tool plugins, which copy every output that is
    /// not Swift into the target's resources, the stamp is the output a command declares (and the
    /// command that reads the summary an input), and it changes whenever the summary does.
    public static func runSummarize(
        outputPath: String, _ options: CheckOptions, loggingLevel: LoggingLevel = .warning, swiftStampPath: String? = nil
    ) -> CommandOutput {
        let destination = RelativePath.resolve(outputPath, against: options.scan.workingDirectory)
        var (summary, analysis) = summarize(options)
        var remarks: [String] = []
        if let summary {
            do {
                let bytes = try summary.encoded(relativeTo: options.summaryRoot)
                var files = [(destination, bytes)]
                if let swiftStampPath {
                    let stamp = RelativePath.resolve(swiftStampPath, against: options.scan.workingDirectory)
                    let hash = bytes.withUnsafeBufferPointer { ContentHash($0) }
                    files.append((stamp, Array("// digen summarize: the module summary of \(summary.module) holds content \(hash). Nothing to compile.\n".utf8)))
                }
                for (path, content) in files {
                    switch try GeneratedFileWriter.write(content, to: path, protecting: Set(analysis.sourceFiles)) {
                    case .written: remarks.append("digen: wrote \(path).")
                    case .unchanged: remarks.append("digen: Not writing the file as content is unchanged: \(path).")
                    }
                }
            } catch {
                analysis.diagnostics.append(Diagnostic(
                    id: .outputNotWritten, location: nil,
                    message: "Could not write the module summary at \(destination): \((error as? GeneratedFileWriter.Refusal)?.description ?? error.localizedDescription)"))
            }
        }
        let module = options.moduleName ?? ""
        let errors = analysis.diagnostics.count { $0.severity == .error }
        let warnings = analysis.diagnostics.count { $0.severity == .warning }
        let counts = errors == 0 && warnings == 0
            ? "no problems inside it"
            : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") inside it"
        let open = summary.map { " \($0.open.count) \($0.open.count == 1 ? "question is" : "questions are") left to the program's run." } ?? ""
        let line = "digen: summarized module \(module): \(counts); \(analysis.filesParsed) of \(analysis.filesFound) Swift files parsed.\(open)"
        let shown = shown(analysis.diagnostics, at: loggingLevel)
        var output = CommandOutput(
            exitCode: analysis.exitCode,
            standardError: (shown.map(\.description) + [line]).joined(separator: "\n") + "\n", diagnostics: shown, summary: line)
        if summary == nil && output.exitCode == 0 { output.exitCode = 2 }
        if loggingLevel.minimumSeverity <= .note {
            for question in summary?.open ?? [] {
                output.standardError += "digen: note: left open: \(question.message) [\(question.id.rawValue)]\n"
            }
            if !remarks.isEmpty { output.standardError += remarks.joined(separator: "\n") + "\n" }
        }
        if output.exitCode != 0 {
            output.standardError += "digen: summarize failed for module \(module); see the errors above.\n"
        }
        output.spent.keep(analysis)
        output.spent.keep(summary as ModuleSummary?)
        return output
    }
}
