import ArgumentParser
import DIGenKit

/// `digen check`: reports every problem in the static Needle graph, like a compiler.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse Swift sources, build the static Needle DI graph and report every problem in it.",
        discussion: """
            Each problem is printed as `path:line:column: error: message [digen/Id]`, followed by a \
            one-line summary. Exit code: 0 when clean, 1 for graph errors, 2 for input or usage errors.
            """)

    @OptionGroup var sources: SourceOptions

    func run() throws {
        try DIGen.runCheck(sources.checkOptions, loggingLevel: sources.level).emit()
    }
}
