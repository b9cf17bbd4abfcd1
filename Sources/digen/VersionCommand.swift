import ArgumentParser
import DIGenKit

/// `digen version`.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version", abstract: "Prints the version of digen.")

    func run() throws {
        try DIGen.runVersion().emit()
    }
}
