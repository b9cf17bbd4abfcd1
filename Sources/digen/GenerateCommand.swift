import ArgumentParser
import DIGenKit
import Foundation

/// `digen generate`: checks the graph and writes its wiring code: Needle providers, WhoopDI
/// accessors, Drip builders.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Parse Swift sources, check the static DI graph and export the generated DI code (Needle providers, WhoopDI accessors, Drip builders) to the destination file.",
        // The sources are required, though an array argument shows as optional by default.
        usage: "digen generate <destination-path> <source-root-paths> ... [<options>]",
        discussion: """
            When the graph has errors, prints them as `digen check` does and writes nothing. Otherwise \
            writes the file atomically, and leaves it untouched when its content is unchanged. Exit code: \
            0 when written (or unchanged), 1 for graph errors, 2 for input, output or usage errors.
            """)

    @Argument(help: "Path to the destination file of generated Swift DI code.", completion: .file())
    var destinationPath: String

    @OptionGroup var sources: SourceOptions

    @OptionGroup var reporting: ReportOptions

    @Option(help: "Path to the header doc file to be included at the top of the generated file.", completion: .file())
    var headerDoc: String?

    @Option(parsing: .upToNextOption, help: "Additional modules to import in the generated file, in addition to the ones parsed from source files.")
    var additionalImports: [String] = []

    @Option(help: """
        How each component path gets its dependency provider: 'classes' (a provider class per \
        distinct path shape, as Needle generates) or 'conformances' (parent components conform to \
        their children's dependency protocols; compiles several times faster, for components and \
        protocols of the module that compiles the generated file).
        """)
    var providerStyle: ProviderStyle = .classes

    @Option(help: """
        The Needle runtime the generated file imports: 'auto' (NeedleFoundation when the Needle \
        sources import it, NeedleStyle otherwise), 'NeedleFoundation' or 'NeedleStyle'. The file \
        uses only API both runtimes have.
        """)
    var needleRuntime: NeedleRuntime = .auto

    @Option(help: "The timeout value, in seconds, of the export phase. Accepted for Needle's build scripts; digen's generation runs in one pass and is not timed. (default: 30)")
    var exportingTimeout: Double?

    @Option(help: "How many times a parse that timed out is retried. Accepted for Needle's build scripts; digen's parsing is deterministic, so a retry would time out again. (default: 0)")
    var retryParsingLimit: Int?

    @Flag(help: "Also write the list of source files the wiring depends on (every file that can declare DI), one path per line, beside the destination with the extension .inputs.")
    var emitInputDepsFile = false

    func validate() throws {
        var problems: [String] = []
        if let exportingTimeout, let problem = CheckOptions.timeoutProblem(exportingTimeout, option: "--exporting-timeout") {
            problems.append(problem)
        }
        if let retryParsingLimit, retryParsingLimit < 0 {
            problems.append("--retry-parsing-limit must be at least 0, not \(retryParsingLimit).")
        }
        try refuseOptions(problems)
    }

    func run() throws {
        var outputs = [(option: "the destination", path: destinationPath)]
        if let report = reporting.report { outputs.append(("--report", report)) }
        if emitInputDepsFile { outputs.append(("--emit-input-deps-file", DIGen.inputDepsPath(for: destinationPath))) }
        try refuseOutputs(RunFiles(outputs: outputs, inputs: sources.inputFiles + (headerDoc.map { [("--header-doc", $0)] } ?? [])))
        let progress = sources.makeProgress()
        let options = sources.checkOptions(reportingTo: progress)
        let output = DIGen.runGenerate(
            outputPath: destinationPath, options, headerDocPath: headerDoc,
            generate: GenerateOptions(
                additionalImports: additionalImports, providerStyle: providerStyle, needleRuntime: needleRuntime),
            loggingLevel: sources.level,
            emitInputDepsFile: emitInputDepsFile)
            .reported(reporting.settings, command: "generate", options: options)
        progress.finish()
        output.end()
    }
}

extension ProviderStyle: ExpressibleByArgument {}
extension NeedleRuntime: ExpressibleByArgument {}
