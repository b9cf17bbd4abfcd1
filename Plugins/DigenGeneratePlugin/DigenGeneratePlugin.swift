import Foundation
import PackagePlugin

/// Runs `digen generate` before a target is compiled: the target's Swift files are the inputs,
/// and `DigenGenerated.swift` in the plugin's work directory is compiled into the target (named
/// for the tool, since it holds WhoopDI accessors or Drip builders as often as Needle's wiring). The
/// generated file never lives in the source tree, so it cannot go stale or be edited by hand.
///
/// Apply it to the app target only. When the target depends on other Swift library targets of its
/// package, or of a local (path) package, the plugin reads them too, so the app's graph is checked
/// and wired as one: for each such module, a `digen summarize` command writes the module's DI facts
/// to `summaries/<Module>.digen-summary` in the work directory, with that module's Swift files
/// as its inputs, and `digen generate` reads the target's own files with those summaries
/// (`--summary`). An edit to one module's file reruns only its `summarize` command, and then
/// `generate` if the summary changed. The toolkit's own libraries (the targets of the package
/// that vends `digen`: NeedleStyle, WhoopStyle, DripStyle, DIGraph, …), the targets of packages
/// that are not local, and targets that are not Swift libraries are not read.
///
/// The output each `summarize` command declares is not the summary but a Swift file beside it
/// holding one comment that names the summary's content hash (`--swift-stamp`), which changes
/// exactly when the summary does: SwiftPM copies every output of a build command that it does not
/// compile into the target's resource bundle, and an app should not ship its summaries. The stamp
/// compiles to nothing.
///
/// A dependency target's own `digen-summarize.args` file, if it has one, holds more arguments for
/// its `summarize` command (`--exclude-suffixes`, `--style`, …), as `digen-generate.args` does for
/// the app's `generate`.
///
/// Arguments for `digen generate` beyond the output file and the inputs come from an optional
/// `digen-generate.args` file in the target's folder, which digen reads itself when it runs
/// (`--arguments-file`; the file is an input of the command, so an edit reruns it): an option
/// and its values on one line (`--provider-style conformances`), a value with spaces on a line
/// of its own, blank lines and lines starting with `#` ignored.
///
/// The `digen` it runs is a prebuilt release one (`DigenExecutable` says where it looks, and
/// `swift package digen-install` puts one in place). SwiftPM asks the plugin for its commands only
/// when the target's files or the plugin change, so a digen named by `DIGEN_EXECUTABLE` takes
/// effect from the next time it does (the first build of the target, or after `swift package clean`).
@main
struct DigenGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let work = context.pluginWorkDirectoryURL
        let digen = DigenInvocation(for: context.package) { try context.tool(named: "digen").url }
        let summaries = work.appendingPathComponent("summaries")
        let cache = work.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: summaries, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let cacheArguments = ["--cache-dir", cache.path]
        // The summaries name the files they describe relative to the package's folder.
        let rootArguments = ["--root", context.package.directoryURL.path]

        var commands: [Command] = []
        var summaryFiles: [URL] = []
        var stamps: [URL] = []
        for dependency in AppModules.dependencyModules(of: module, in: context.package) {
            let files = AppModules.swiftFiles(of: dependency)
            guard !files.isEmpty else { continue }
            let summary = summaries.appendingPathComponent("\(dependency.moduleName).digen-summary")
            let stamp = summaries.appendingPathComponent("\(dependency.moduleName).digen-summary.swift")
            let settings = AppModules.settingsFile(of: dependency, AppModules.summarizeSettings)
            commands.append(.buildCommand(
                displayName: "digen summarize \(dependency.name) (for \(target.name))",
                executable: digen.executable,
                arguments: digen.prefix + ["summarize", summary.path] + files.map(\.path)
                    + ["--module-name", dependency.moduleName, "--swift-stamp", stamp.path] + rootArguments + cacheArguments
                    + (settings.map { ["--arguments-file", $0.path] } ?? []),
                environment: digen.environment,
                inputFiles: files + (settings.map { [$0] } ?? []),
                outputFiles: [stamp]
            ))
            summaryFiles.append(summary)
            stamps.append(stamp)
        }

        let inputs = AppModules.swiftFiles(of: module)
        let output = work.appendingPathComponent("DigenGenerated.swift")
        let settings = AppModules.settingsFile(of: module, AppModules.generateSettings)
        // Read by digen when the command runs, not here: the plugin is asked for its commands
        // only when the target's files change, so arguments read now would go stale.
        let extraArguments = settings.map { ["--arguments-file", $0.path] } ?? []
        let summaryArguments = summaryFiles.isEmpty
            ? []
            : rootArguments + summaryFiles.flatMap { ["--summary", $0.path] }
        commands.append(.buildCommand(
            displayName: "digen generate \(target.name)",
            executable: digen.executable,
            arguments: digen.prefix + ["generate", output.path] + inputs.map(\.path) + ["--module-name", module.moduleName]
                + summaryArguments + cacheArguments + extraArguments,
            environment: digen.environment,
            inputFiles: inputs + stamps + (settings.map { [$0] } ?? []),
            outputFiles: [output]
        ))
        return commands
    }
}
