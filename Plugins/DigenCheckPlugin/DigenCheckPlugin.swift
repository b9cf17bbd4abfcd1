import Foundation
import PackagePlugin

/// `swift package digen-check`: runs `digen check` on the Swift files of the package's source
/// targets (or of the targets named with `--target`), one `digen check` per target, and fails when
/// any of them finds an error. Other arguments are passed on to `digen check`, for example
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
        let digen = try context.tool(named: "digen").url

        var failed: [String] = []
        for case let module as SourceModuleTarget in targets where module.kind != .test {
            let files = module.sourceFiles(withSuffix: "swift").map(\.url.path).sorted()
            guard !files.isEmpty else { continue }
            print("digen check \(module.name)")
            if try run(digen, ["check"] + files + passedOn) != 0 {
                failed.append(module.name)
            }
        }
        if !failed.isEmpty {
            throw DigenCheckFailure(targets: failed)
        }
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
