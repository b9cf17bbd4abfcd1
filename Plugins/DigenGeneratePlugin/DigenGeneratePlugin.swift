import Foundation
import PackagePlugin

/// Runs `digen generate` before a target is compiled: the target's Swift files are the inputs,
/// and `NeedleGenerated.swift` in the plugin's work directory is compiled into the target. The
/// generated file never lives in the source tree, so it cannot go stale or be edited by hand.
///
/// Arguments for `digen generate` beyond the output file and the inputs come from an optional
/// `digen-generate.args` file in the target's folder, which digen reads itself when it runs
/// (`--arguments-file`; the file is an input of the command, so an edit reruns it): an option
/// and its values on one line (`--provider-style conformances`), a value with spaces on a line
/// of its own, blank lines and lines starting with `#` ignored.
///
/// In a debug build SwiftPM runs a debug `digen`, which parses many times slower than a release
/// one. To run a release `digen` you have installed instead, set `DIGEN_EXECUTABLE` to its path
/// for the build (`DIGEN_EXECUTABLE=/usr/local/bin/digen swift build`). SwiftPM asks the plugin
/// for its commands only when the target's files or the plugin change, so set it before the
/// first build of the target (or after `swift package clean`) for it to take effect.
@main
struct DigenGeneratePlugin: BuildToolPlugin {
    static let argumentsFileName = "digen-generate.args"
    static let executableVariable = "DIGEN_EXECUTABLE"

    /// The `digen` to run: the one `DIGEN_EXECUTABLE` names, or the one SwiftPM builds.
    static func digen(_ context: PluginContext) throws -> URL {
        guard let path = ProcessInfo.processInfo.environment[executableVariable], !path.isEmpty else {
            return try context.tool(named: "digen").url
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw PluginFailure(description: "\(executableVariable) is \(path), which is not an executable file: set it to an installed digen, or unset it to use the one this package builds.")
        }
        return URL(fileURLWithPath: path)
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        // Sorted so the command line, and so the build's record of it, does not depend on the
        // order the file system lists the folder in.
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("NeedleGenerated.swift")
        let argumentsFile = module.directoryURL.appendingPathComponent(Self.argumentsFileName)
        let hasArgumentsFile = FileManager.default.fileExists(atPath: argumentsFile.path)
        // Read by digen when the command runs, not here: the plugin is asked for its commands
        // only when the target's files change, so arguments read now would go stale.
        let extraArguments = hasArgumentsFile ? ["--arguments-file", argumentsFile.path] : []
        return [
            .buildCommand(
                displayName: "digen generate \(target.name)",
                executable: try Self.digen(context),
                arguments: ["generate", output.path] + inputs.map(\.path) + extraArguments,
                inputFiles: inputs + (hasArgumentsFile ? [argumentsFile] : []),
                outputFiles: [output]
            ),
        ]
    }
}

/// Why the plugin could not make its command.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
}
