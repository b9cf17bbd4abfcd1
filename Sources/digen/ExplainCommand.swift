import ArgumentParser
import DIGenKit

/// `digen explain`: what a diagnostic means and how to fix it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explains a diagnostic: what it means and how to fix it.",
        usage: "digen explain <id>\ndigen explain --list\ndigen explain --markdown",
        discussion: "The id is the one digen prints after each message, with or without `digen/`, in any case: digen explain MissingDependency.")

    @Argument(help: "The diagnostic's id, such as digen/MissingDependency.")
    var id: String?

    @Flag(help: "List every id with its summary.")
    var list = false

    @Flag(help: "Print the diagnostics reference in Markdown (Sources/digen/digen.docc/Diagnostics.md).")
    var markdown = false

    func run() throws {
        try DIGen.runExplain(id, list: list, markdown: markdown).emit()
    }
}
