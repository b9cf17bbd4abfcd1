import Foundation
import PackagePlugin

/// `swift package digen-check`: checks the DI graph of each executable target of the package with
/// the library targets it depends on, and each library target that no executable target reaches on
/// its own; fails when any of them has an error.
///
/// An executable target is read as `DigenGeneratePlugin` reads it: with the Swift library targets
/// it depends on, directly or not, of this package and of local (path) packages, the toolkit's own
/// libraries left out. Each of those libraries is read once, with `digen summarize` into a
/// temporary folder in the plugin's work folder, and `digen check` reads the executable's own files
/// with the summaries, which gives the result of one run over all the files; a library with errors
/// of its own stops its executable's check there. Every run keeps its per-file cache in the work
/// folder (`--cache-dir`). A library no
/// executable reaches is read with `digen summarize` alone, which reports only what is certain
/// inside it: a provider that an app might declare is not reported missing.
///
/// Each target's own settings are read as the build plugin reads them: a library's
/// `digen-summarize.args`, and an executable's `digen-generate.args` (such a target is checked by
/// a `digen generate` into the scratch folder, since the file may hold `generate`'s options).
///
/// `--target <name>` (repeatable) limits the run to those targets; a library is then read on its
/// own unless one of the selected executables reaches it. Test targets are skipped. Other
/// arguments are passed on to each `digen` run, for example
/// `swift package digen-check --target MyApp --pluginized`.
@main
struct DigenCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        let targets = try targetNames.isEmpty
            ? context.package.targets
            : context.package.targets(named: targetNames)
        guard let digen = try DigenExecutable.locate(for: context.package, tool: { try context.tool(named: "digen").url })?.url else {
            throw DigenExecutable.missing(for: context.package)
        }

        let modules = targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test && !AppModules.swiftFiles(of: $0).isEmpty }
        let apps = modules.filter { $0.kind == .executable || $0.kind == .snippet }
        let appIDs = Set(apps.map(\.id))
        let closures = Dictionary(uniqueKeysWithValues: apps.map {
            ($0.id, AppModules.dependencyModules(of: $0, in: context.package))
        })
        let reached = Set(closures.values.joined().map(\.id))

        let work = context.pluginWorkDirectoryURL
        let cache = work.appendingPathComponent("cache")
        let scratch = work.appendingPathComponent("summaries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Summaries name the files they describe relative to the package's folder.
        let common = ["--root", context.package.directoryURL.path, "--cache-dir", cache.path]

        /// Each library's summary for the apps, written at most once: nil when it has errors.
        var summaries: [Target.ID: URL?] = [:]
        func summary(of library: SwiftSourceModuleTarget) throws -> URL? {
            if let known = summaries[library.id] { return known }
            let url = scratch.appendingPathComponent("\(library.moduleName).digen-summary")
            let status = try run(digen, ["summarize", url.path] + AppModules.swiftFiles(of: library).map(\.path)
                + ["--module-name", library.moduleName] + common + Self.settings(library, AppModules.summarizeSettings) + passedOn)
            let result = status == 0 ? url : nil
            summaries[library.id] = result
            return result
        }

        var failed: [String] = []
        for module in modules {
            let files = AppModules.swiftFiles(of: module).map(\.path)
            if appIDs.contains(module.id) {
                print("digen check \(module.name)")
                var summaryArguments: [String] = []
                var librariesFailed: [String] = []
                for library in closures[module.id] ?? [] {
                    guard let url = try summary(of: library) else {
                        librariesFailed.append(library.name)
                        continue
                    }
                    summaryArguments += ["--summary", url.path]
                }
                if !librariesFailed.isEmpty {
                    // Its errors are above; the app is not checked against an incomplete graph.
                    print("digen check \(module.name) stopped: \(librariesFailed.joined(separator: ", ")) has errors")
                    failed.append(module.name)
                    continue
                }
                // With the target's own settings, as the build plugin reads them: `digen-generate.args`
                // may hold `generate`'s options, so such a target is checked by a `generate` into the
                // scratch folder, which checks the same and writes nothing on an error.
                let settings = Self.settings(module, AppModules.generateSettings)
                let command = settings.isEmpty
                    ? ["check"]
                    : ["generate", scratch.appendingPathComponent("\(module.moduleName).DigenGenerated.swift").path]
                if try run(digen, command + files + ["--module-name", module.moduleName] + common + summaryArguments + settings + passedOn) != 0 {
                    failed.append(module.name)
                }
            } else if !reached.contains(module.id) {
                print("digen check \(module.name)")
                let url = scratch.appendingPathComponent("\(module.moduleName).alone.digen-summary")
                if try run(digen, ["summarize", url.path] + files + ["--module-name", module.moduleName] + common
                    + Self.settings(module, AppModules.summarizeSettings) + passedOn) != 0 {
                    failed.append(module.name)
                }
            }
        }
        if !failed.isEmpty {
            throw DigenCheckFailure(targets: failed)
        }
    }

    /// `--arguments-file <path>` for `module`'s settings file `name`, as the build plugin passes
    /// it; nothing when the target has none.
    static func settings(_ module: SourceModuleTarget, _ name: String) -> [String] {
        AppModules.settingsFile(of: module, name).map { ["--arguments-file", $0.path] } ?? []
    }

    /// Runs `tool` with `arguments`, its output going to ours, and answers its exit status.
    private func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The targets whose graphs had errors.
struct DigenCheckFailure: Error, CustomStringConvertible {
    let targets: [String]

    var description: String { "digen check failed for \(targets.joined(separator: ", "))" }
}
