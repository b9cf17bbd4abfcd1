import ArgumentParser
import DIGenKit
import Foundation

/// `digen summarize`: one module's DI facts, for the runs of the modules that use it.
struct SummarizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summarize",
        abstract: "Parse one module's Swift sources and write its DI facts (every style) to a module summary, for runs over the modules that use it (--summary).",
        usage: "digen summarize <destination-path> <source-root-paths> ... --module-name <module-name> [<options>]",
        discussion: """
            Reports the problems that are certain inside the module (its own cycles, duplicate \
            bindings, unreadable files); what another module may settle (a dependency an ancestor \
            in the app provides) is left to the run that reads the summary. The summary's paths are \
            relative to --root. Written atomically, and left untouched when unchanged. Exit code: 0 \
            when written (or unchanged), 1 for problems inside the module, 2 for input, output or \
            usage errors.
            """)

    @Argument(help: "Path to the module summary to write.", completion: .file())
    var destinationPath: String

    @OptionGroup var sources: SourceOptions

    @OptionGroup var reporting: ReportOptions

    @Option(help: ArgumentHelp(
        "Also write a Swift file holding only a comment with the summary's content hash, which changes whenever the summary does: an output SwiftPM's build-tool plugins can declare without it being copied into the target's resources, as a JSON output would be.",
        valueName: "file.swift"),
        completion: .file())
    var swiftStamp: String?

    func validate() throws {
        var problems: [String] = []
        if sources.moduleName == nil { problems.append("digen summarize needs --module-name, the name of the module whose sources it reads.") }
        if let swiftStamp, !swiftStamp.hasSuffix(".swift") { problems.append("--swift-stamp must name a .swift file, not \(swiftStamp).") }
        if !sources.summary.isEmpty { problems.append("digen summarize reads one module's sources, not other modules' summaries (--summary).") }
        if sources.sourceRootPaths.isEmpty { problems.append("digen summarize needs the module's sources.") }
        try refuseOptions(problems)
    }

    func run() throws {
        var outputs = [(option: "the destination", path: destinationPath)]
        if let swiftStamp { outputs.append(("--swift-stamp", swiftStamp)) }
        if let report = reporting.report { outputs.append(("--report", report)) }
        try refuseOutputs(RunFiles(outputs: outputs, inputs: sources.inputFiles))
        let progress = sources.makeProgress()
        let options = sources.checkOptions(reportingTo: progress)
        let output = DIGen.runSummarize(
            outputPath: destinationPath, options, loggingLevel: sources.level,
            swiftStampPath: swiftStamp)
            .reported(reporting.settings, command: "summarize", options: options)
        progress.finish()
        output.end()
    }
}
