import Foundation

extension DIGen {
    /// The graph of the sources `options` names, as `digen graph` exports it (Needle's
    /// components first, then WhoopDI's and Drip's scopes), or `nil` when the inputs could not be
    /// read or `selection` names a root that does not exist (the analysis says why).
    public static func exportedGraph(_ options: CheckOptions, selection: GraphSelection) -> ExportedGraphResult {
        var analysis = check(options)
        guard analysis.exitCode != 2 else { return ExportedGraphResult(graph: nil, analysis: analysis) }
        options.progress?.begin("exporting the graph")
        var graph = StaticGraph()
        if let model = analysis.model { NeedleGraph.add(model, paths: analysis.needlePaths, to: &graph) }
        graph.append(analysis.graph)
        if let root = selection.rootScopeName, !graph.scopes.contains(where: { $0.name == root }) {
            let roots = graph.scopes.filter { $0.parents.isEmpty && selection.styles.contains($0.style) }.map(\.name)
            analysis.diagnostics.append(Diagnostic(
                id: .unknownRootComponent, location: nil, message: "No component named \(root) was found.",
                notes: roots.isEmpty ? [] : ["Roots found: \(roots.joined(separator: ", ")); pass one with --root-component-name."]))
            return ExportedGraphResult(graph: nil, analysis: analysis)
        }
        var exporter = GraphExporter(graph: graph, resolution: GraphResolution(graph))
        exporter.hasCycles = analysis.diagnostics.contains { $0.id == .dependencyCycle }
        let exported = exporter.export(selection)
        analysis.spent.keep(graph)
        return ExportedGraphResult(graph: exported, analysis: analysis)
    }

    /// `digen graph`: the graph in `format` on standard output, or written to `outputPath`
    /// (atomically, untouched when unchanged); the check's diagnostics and summary on standard
    /// error. A graph of a broken app is still written, with the breaks marked, and exits 0.
    public static func runGraph(
        _ options: CheckOptions, format: GraphFormat, outputPath: String? = nil, selection: GraphSelection = GraphSelection(),
        loggingLevel: LoggingLevel = .warning
    ) -> CommandOutput {
        var result = exportedGraph(options, selection: selection)
        guard let graph = result.graph else {
            var output = checkOutput(for: result.analysis, loggingLevel: loggingLevel)
            output.exitCode = 2
            return output
        }
        let text = format.text(of: graph)
        var written = true
        if let outputPath {
            let destination = outputPath.hasPrefix("/")
                ? outputPath
                : URL(fileURLWithPath: options.scan.workingDirectory, isDirectory: true).appendingPathComponent(outputPath).standardizedFileURL.path
            do {
                _ = try GeneratedFileWriter.write(text, to: destination, protecting: Set(result.analysis.sourceFiles))
            } catch {
                written = false
                result.analysis.diagnostics.append(Diagnostic(
                    id: .outputNotWritten, location: nil,
                    message: "Could not write the graph at \(destination): \((error as? GeneratedFileWriter.Refusal)?.description ?? error.localizedDescription)"))
            }
        }
        var output = checkOutput(for: result.analysis, loggingLevel: loggingLevel)
        output.exitCode = written ? 0 : 2
        if outputPath == nil { output.standardOutput = text }
        output.spent.keep(result)
        return output
    }
}

/// What `digen graph` found: the exported graph, and the check behind it.
public struct ExportedGraphResult: Sendable {
    /// The graph, or `nil` when the analysis says why there is none.
    public var graph: ExportedGraph?
    /// The check's diagnostics and counts.
    public var analysis: Analysis
}
