import Foundation
import PackagePlugin

/// Runs `digen generate` before a target is compiled: the target's Swift files are the inputs,
/// and `NeedleGenerated.swift` in the plugin's work directory is compiled into the target. The
/// generated file never lives in the source tree, so it cannot go stale or be edited by hand.
///
/// Arguments for `digen generate` beyond the output file and the inputs come from an optional
/// `digen-generate.args` file in the target's folder: one argument per line, blank lines and
/// lines starting with `#` ignored (for example `--additional-imports` and a module name).
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
        let extraArguments = hasArgumentsFile ? try Self.arguments(in: argumentsFile) : []
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

    /// The arguments listed in `file`.
    static func arguments(in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
