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
@main
struct DigenGeneratePlugin: BuildToolPlugin {
    static let argumentsFileName = "digen-generate.args"

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
                executable: try context.tool(named: "digen").url,
                arguments: ["generate", output.path] + inputs.map(\.path) + extraArguments,
                inputFiles: inputs + (hasArgumentsFile ? [argumentsFile] : []),
                outputFiles: [output]
            ),
        ]
    }
}
