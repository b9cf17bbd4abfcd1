import ArgumentParser
import DIGenKit
import Foundation

/// The `digen` command line: parses arguments, calls DIGenKit, prints, sets the exit code.
@main
struct Digen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "digen",
        abstract: "Static checks, code generation and graph export for Needle-, WhoopDI- and Drip-style DI graphs.",
        version: DIGen.version,
        subcommands: [CheckCommand.self, GenerateCommand.self, SummarizeCommand.self, GraphCommand.self, PrintDependencyTreeCommand.self, ExplainCommand.self, VersionCommand.self])

    /// Usage errors exit with 2 (ArgumentParser's default is 64), so scripts can tell them from
    /// graph errors (1).
    static func main() {
        AllocatorSettings.apply()
        do {
            let arguments: [String]
            do {
                arguments = try ArgumentsFile.expanded(Array(CommandLine.arguments.dropFirst()))
            } catch {
                FileHandle.standardError.write(Data((error.diagnostic.description + "\n").utf8))
                Foundation.exit(2)
            }
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
