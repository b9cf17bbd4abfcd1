import Foundation
import PackagePlugin

/// Which `digen` a plugin runs.
///
/// The plugins never build `digen` from source for an app: SwiftPM would build it in the app's
/// configuration, a debug digen in a debug build, and compile swift-syntax into every app that
/// uses them. They run a prebuilt release digen instead, the first of:
///
/// 1. the executable `DIGEN_EXECUTABLE` names;
/// 2. the `digen` this plugin depends on, which only the toolkit's own tests do (they check the
///    digen of the same build);
/// 3. a binary target of the package the plugin runs for whose artifact bundle holds `digen`
///    (`.binaryTarget(name: "DigenTool", path:)`, or `url:` and `checksum:`, which SwiftPM
///    downloads and verifies);
/// 4. the bundle that `swift package digen-install` put in the package's `.digen` folder.
///
/// Otherwise the plugin fails with a message that names these ways.
struct DigenExecutable {
    static let environmentVariable = "DIGEN_EXECUTABLE"
    /// The folder, at the package's root, where `digen-install` puts its bundle.
    static let installFolder = ".digen"
    static let bundleName = "digen.artifactbundle"
    /// The artifact a bundle holds digen under.
    static let artifactName = "digen"
    /// The name the documentation gives a binary target of a digen bundle.
    static let binaryTargetName = "DigenTool"

    /// The executable.
    let url: URL

    /// The digen to run for `package`, or nil when none is given (`missing` says how to give
    /// one); `tool` answers the plugin's own tool dependency, if any. Throws when the one given
    /// cannot run here.
    static func locate(for package: Package, tool: () throws -> URL) throws -> DigenExecutable? {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw PluginFailure(description: "\(environmentVariable) is \(path), which is not an executable file: set it to an installed digen, or unset it.")
            }
            return DigenExecutable(url: URL(fileURLWithPath: path))
        }
        if let url = try? tool() {
            return DigenExecutable(url: url)
        }
        // Any name but `digen`, which is the toolkit's own target: SwiftPM wants target names
        // unique across the package graph. The bundle is known by the artifact it holds.
        for target in package.targets {
            guard let binary = target as? BinaryArtifactTarget, binary.kind == .artifactsArchive,
                  artifactNames(inBundle: binary.artifactURL).contains(artifactName) else { continue }
            let name = "binary target '\(binary.name)'"
            return DigenExecutable(url: try executable(inBundle: binary.artifactURL, named: name))
        }
        let installed = package.directoryURL.appendingPathComponent(installFolder).appendingPathComponent(bundleName)
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent("info.json").path) {
            let url = try executable(inBundle: installed, named: "\(installFolder)/\(bundleName)")
            return DigenExecutable(url: url)
        }
        return nil
    }

    /// Where `digen-install` links the digen it installs for `package`.
    static func installedLink(for package: Package) -> URL {
        package.directoryURL.appendingPathComponent(installFolder).appendingPathComponent("digen")
    }

    /// What the plugins say when `package` gives them no digen.
    static func missing(for package: Package) -> PluginFailure {
        PluginFailure(description: """
            no digen to run for package '\(package.displayName)'. The digen plugins run a prebuilt release digen; \
            give them one in one of these ways: run `swift package --allow-writing-to-package-directory digen-install` \
            once in \(package.directoryURL.path) (it builds digen in release and puts it in \(installFolder)/), \
            or add `.binaryTarget(name: "\(binaryTargetName)", path: "<path>/\(bundleName)")` (or `url:` and `checksum:`) \
            to the package's targets, with a bundle made by the toolkit's Scripts/make-digen-artifactbundle; \
            or set \(environmentVariable) to a digen executable.
            """)
    }

    /// The names of the artifacts `bundle`'s info.json lists; empty when it has none or cannot be read.
    static func artifactNames(inBundle bundle: URL) -> Set<String> {
        guard let data = try? Data(contentsOf: bundle.appendingPathComponent("info.json")),
              let info = try? JSONDecoder().decode(ArtifactBundleInfo.self, from: data) else { return [] }
        return Set(info.artifacts.keys)
    }

    /// The executable of `bundle`'s `digen` artifact for this machine.
    static func executable(inBundle bundle: URL, named name: String) throws -> URL {
        let infoURL = bundle.appendingPathComponent("info.json")
        guard let data = FileManager.default.contents(atPath: infoURL.path) else {
            throw PluginFailure(description: "\(name): \(bundle.path) has no info.json, so it is not an artifact bundle (Scripts/make-digen-artifactbundle makes one)")
        }
        let info: ArtifactBundleInfo
        do {
            info = try JSONDecoder().decode(ArtifactBundleInfo.self, from: data)
        } catch {
            throw PluginFailure(description: "\(name): \(infoURL.path) is not an artifact bundle's info.json (it needs schemaVersion, and artifacts each with version, type and variants)")
        }
        guard let artifact = info.artifacts[artifactName] else {
            throw PluginFailure(description: "\(name): \(infoURL.path) has no artifact named '\(artifactName)' (it has \(info.artifacts.keys.sorted().joined(separator: ", ")))")
        }
        guard let variant = artifact.variants.first(where: { HostPlatform.current.runs($0.supportedTriples) }) else {
            let triples = artifact.variants.flatMap { $0.supportedTriples ?? [] }
            throw PluginFailure(description: "\(name): \(infoURL.path) has no digen for this machine (\(HostPlatform.current.description)); it has \(triples.joined(separator: ", ")). Make one here with Scripts/make-digen-artifactbundle.")
        }
        let url = bundle.appendingPathComponent(variant.path)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw PluginFailure(description: "\(name): \(url.path), which info.json names for this machine, is not an executable file")
        }
        return url
    }
}
