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
/// `--target <name>` (repeatable) limits the run to those targets; a library is then read on its
/// own unless one of the selected executables reaches it. Test targets are skipped. Other
/// arguments are passed on to each `digen` run, for example
/// `swift package digen-check --target MyApp --pluginized`.
@main
struct DigenCheckPlugin: CommandPlugin {
    /// Whether `package` is this toolkit (it vends `digen`): an app depends on its libraries, but
    /// they declare no part of the app's graph. Known by its product rather than by a list of its
    /// targets, which would have to name each new one.
    static func isToolkit(_ package: Package) -> Bool {
        package.products.contains { $0.name == "digen" }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        let targets = try targetNames.isEmpty
            ? context.package.targets
            : context.package.targets(named: targetNames)
        let digen = try context.tool(named: "digen").url

        let modules = targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind != .test && !Self.swiftFiles(of: $0).isEmpty }
        let apps = modules.filter { $0.kind == .executable || $0.kind == .snippet }
        let appIDs = Set(apps.map(\.id))
        let closures = Dictionary(uniqueKeysWithValues: apps.map {
            ($0.id, Self.dependencyModules(of: $0, in: context.package))
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
            let status = try run(digen, ["summarize", url.path] + Self.swiftFiles(of: library).map(\.path)
                + ["--module-name", library.moduleName] + common + passedOn)
            let result = status == 0 ? url : nil
            summaries[library.id] = result
            return result
        }

        var failed: [String] = []
        for module in modules {
            let files = Self.swiftFiles(of: module).map(\.path)
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
                if try run(digen, ["check"] + files + ["--module-name", module.moduleName] + common + summaryArguments + passedOn) != 0 {
                    failed.append(module.name)
                }
            } else if !reached.contains(module.id) {
                print("digen check \(module.name)")
                let url = scratch.appendingPathComponent("\(module.moduleName).alone.digen-summary")
                if try run(digen, ["summarize", url.path] + files + ["--module-name", module.moduleName] + common + passedOn) != 0 {
                    failed.append(module.name)
                }
            }
        }
        if !failed.isEmpty {
            throw DigenCheckFailure(targets: failed)
        }
    }

    /// The target's Swift files, sorted.
    static func swiftFiles(of module: SourceModuleTarget) -> [URL] {
        module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    }

    /// The Swift library targets `module` depends on, directly or not, that belong to `package` or
    /// to a local package it depends on (itself, or through other local packages), less the
    /// toolkit's own libraries; sorted by name. The same rule as `DigenGeneratePlugin`'s.
    static func dependencyModules(of module: SourceModuleTarget, in package: Package) -> [SwiftSourceModuleTarget] {
        var packages = [package]
        var seen: Set<Package.ID> = [package.id]
        var next = 0
        while next < packages.count {
            for dependency in packages[next].dependencies {
                guard case .local = dependency.package.origin, seen.insert(dependency.package.id).inserted else { continue }
                packages.append(dependency.package)
            }
            next += 1
        }
        // The toolkit's own libraries, when it is a local package (or the package itself, whose
        // tests use the plugin), are not the app's.
        let local = Set(packages.filter { !isToolkit($0) }.flatMap { $0.targets.map(\.id) })
        return module.recursiveTargetDependencies
            .compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { $0.kind == .generic && local.contains($0.id) }
            .sorted { $0.name < $1.name }
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
