import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory digen-install`: puts a release `digen` in
/// the package's `.digen/digen.artifactbundle`, where the build and command plugins find it.
///
/// With no argument it builds `digen` in release (once: swift-syntax and digen compiled with
/// optimisation, a few minutes) and bundles the executable. `--from <folder>` copies an artifact
/// bundle made by the toolkit's `Scripts/make-digen-artifactbundle` instead, after checking that it
/// holds a digen for this machine. `.digen/digen` links to the executable, for running digen's
/// commands by hand (`.digen/digen explain digen/MissingDependency`). The folder gets a
/// `.gitignore` of its own, so nothing is committed by accident; run the command again after
/// updating the toolkit.
@main
struct DigenInstallPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let sources = extractor.extractOption(named: "from")
        guard extractor.remainingArguments.isEmpty, sources.count <= 1 else {
            throw PluginFailure(description: "digen-install takes at most one --from <artifact bundle folder>, not \(arguments.joined(separator: " "))")
        }
        let folder = context.package.directoryURL.appendingPathComponent(DigenExecutable.installFolder)
        let destination = folder.appendingPathComponent(DigenExecutable.bundleName)
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("# Made by swift package digen-install.\n*\n".utf8)
            .write(to: folder.appendingPathComponent(".gitignore"), options: .atomic)

        // Made beside the destination, then put in its place, so a failed run leaves the bundle
        // that was there.
        let partial = folder.appendingPathComponent("\(DigenExecutable.bundleName).partial-\(UUID().uuidString)")
        defer { try? files.removeItem(at: partial) }
        if let source = sources.first {
            let bundle = URL(fileURLWithPath: source, relativeTo: context.package.directoryURL).standardizedFileURL
            _ = try DigenExecutable.executable(inBundle: bundle, named: bundle.path)
            try files.copyItem(at: bundle, to: partial)
        } else {
            try makeBundle(at: partial, context: context)
        }
        _ = try DigenExecutable.executable(inBundle: partial, named: partial.path)
        if files.fileExists(atPath: destination.path) {
            _ = try files.replaceItemAt(destination, withItemAt: partial)
        } else {
            try files.moveItem(at: partial, to: destination)
        }
        let installed = try DigenExecutable.executable(inBundle: destination, named: destination.path)
        // `.digen/digen explain …` and the other commands, without the bundle's inner path.
        let link = folder.appendingPathComponent("digen")
        try? files.removeItem(at: link)
        try files.createSymbolicLink(
            atPath: link.path,
            withDestinationPath: String(installed.path.dropFirst(folder.path.count + 1)))
        print("digen-install: \(version(of: installed) ?? "digen") in \(installed.path); the digen plugins run it from the next build")
    }

    /// Builds `digen` in release and writes a bundle of it for this machine at `bundle`.
    private func makeBundle(at bundle: URL, context: PluginContext) throws {
        print("digen-install: building digen in release (swift-syntax included: a few minutes, once)")
        let result = try packageManager.build(
            .product("digen"),
            parameters: .init(configuration: .release, logging: .concise, echoLogs: true)
        )
        guard result.succeeded else {
            throw PluginFailure(description: "the release build of digen failed:\n\(result.logText)")
        }
        guard let built = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "digen" }) else {
            throw PluginFailure(description: "the release build of digen made no digen executable")
        }
        guard let version = version(of: built.url) else {
            throw PluginFailure(description: "\(built.url.path) --version did not answer")
        }
        let platform = HostPlatform.current
        let variant = "digen-\(version)-\(platform.triple)/bin/digen"
        let executable = bundle.appendingPathComponent(variant)
        try FileManager.default.createDirectory(at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: built.url, to: executable)
        let info = ArtifactBundleInfo(
            schemaVersion: "1.0",
            artifacts: [DigenExecutable.artifactName: .init(
                version: version, type: "executable",
                variants: [.init(path: variant, supportedTriples: [platform.triple])]
            )]
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(info).write(to: bundle.appendingPathComponent("info.json"), options: .atomic)
    }

    /// What `digen --version` prints, or nil when it does not run.
    private func version(of digen: URL) -> String? {
        let process = Process()
        let output = Pipe()
        process.executableURL = digen
        process.arguments = ["--version"]
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
