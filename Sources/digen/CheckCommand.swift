import ArgumentParser
import DIGenKit
import Foundation

/// `digen check`: reports every problem in the static DI graph, like a compiler.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse Swift sources, build the static DI graph (Needle, WhoopDI and Drip styles) and report every problem in it.",
        // The sources are required, though an array argument shows as optional by default.
        usage: "digen check <source-root-paths> ... [<options>]",
        discussion: """
            Each problem is printed as `path:line:column: error: message [digen/Id]`, followed by a \
            one-line summary. Exit code: 0 when clean, 1 for graph errors, 2 for input or usage errors.
            """)

    @OptionGroup var sources: SourceOptions

    @OptionGroup var reporting: ReportOptions

    func run() throws {
        if let report = reporting.report { try refuseOutputs(RunFiles(outputs: [("--report", report)], inputs: sources.inputFiles)) }
        let progress = sources.makeProgress()
        let options = sources.checkOptions(reportingTo: progress)
        let output = DIGen.runCheck(options, loggingLevel: sources.level)
            .reported(reporting.settings, command: "check", options: options)
        progress.finish()
        output.end()
    }
}
