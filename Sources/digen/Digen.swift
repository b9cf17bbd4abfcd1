import ArgumentParser
import DIGenKit
import Foundation

/// The `digen` command line: parses arguments, calls DIGenKit, prints, sets the exit code.
@main
struct Digen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "digen",
        abstract: "Static checks and code generation for swift-di-toolkit's Needle-style DI graphs.",
        version: DIGen.version,
        subcommands: [CheckCommand.self, GenerateCommand.self, PrintDependencyTreeCommand.self, VersionCommand.self])

    /// Usage errors exit with 2 (ArgumentParser's default is 64), so scripts can tell them from
    /// graph errors (1).
    static func main() {
        do {
            var command = try parseAsRoot()
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
