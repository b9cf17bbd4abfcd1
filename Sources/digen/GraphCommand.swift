import ArgumentParser
import DIGenKit
import Foundation

/// `digen graph`: the DI graph of every style as DOT, JSON or Mermaid.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Parse Swift sources and export their DI graph (every style) as DOT, JSON or Mermaid.",
        // The sources are required, though an array argument shows as optional by default.
        usage: "digen graph <source-root-paths> ... [<options>]",
        discussion: """
            Scopes (components, containers, module sets) hold their bindings; requests are arrows to what \
            answers them; parent edges are dashed. What the check finds broken is marked in red: a missing \
            key as a node of its own, the edges of a cycle. Diagnostics go to standard error. Exit code: 0 when \
            the graph was written, even with graph errors; 2 for input, output or usage errors.
            """)

    @OptionGroup var sources: SourceOptions

    @Option(help: "The output format: dot, json or mermaid.")
    var format: GraphFormat = .dot

    @Option(help: "Write the graph to this file instead of standard output.", completion: .file())
    var output: String?

    @Option(help: "Show only this component (or container, or module set) and the scopes below it.")
    var rootComponentName: String?

    func run() throws {
        if let output { try refuseOutputs(RunFiles(outputs: [("--output", output)], inputs: sources.inputFiles)) }
        let progress = sources.makeProgress()
        let result = DIGen.runGraph(
            sources.checkOptions(reportingTo: progress), format: format, outputPath: output,
            selection: GraphSelection(styles: sources.style.styles, rootScopeName: rootComponentName),
            loggingLevel: sources.level)
        progress.finish()
        result.end()
    }
}

extension GraphFormat: ExpressibleByArgument {}
