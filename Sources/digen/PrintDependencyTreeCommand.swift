import ArgumentParser
import DIGenKit

/// `digen print-dependency-tree`: Needle's static tree printout.
struct PrintDependencyTreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print-dependency-tree",
        abstract: "Prints out the static dependency tree.",
        // The sources are required, though an array argument shows as optional by default.
        usage: "digen print-dependency-tree <source-root-paths> ... [<options>]",
        discussion: "One component per line, one tab per level, without the Component suffix, children sorted by name.")

    @OptionGroup var sources: SourceOptions

    @Option(help: "Root component name for the dependency tree.")
    var rootComponentName = "RootComponent"

    func run() throws {
        let progress = sources.makeProgress()
        let output = DIGen.runPrintDependencyTree(
            sources.checkOptions(reportingTo: progress), rootComponentName: rootComponentName, loggingLevel: sources.level)
        progress.finish()
        output.end()
    }
}
