import Foundation
import PackagePlugin

/// Which targets the plugins read as an app's modules.
enum AppModules {
    /// A target's arguments for `digen generate` when it is an app (digen reads the file itself,
    /// `--arguments-file`).
    static let generateSettings = "digen-generate.args"
    /// A target's arguments for `digen summarize` when it is a library another target depends on.
    static let summarizeSettings = "digen-summarize.args"

    /// `module`'s settings file `name` (`generateSettings`, `summarizeSettings`), when it has one.
    static func settingsFile(of module: SourceModuleTarget, _ name: String) -> URL? {
        let file = module.directoryURL.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// Whether `package` is this toolkit (it vends `digen`): an app depends on its libraries, but
    /// they declare no part of the app's graph. Known by its product rather than by a list of its
    /// targets, which would have to name each new one.
    static func isToolkit(_ package: Package) -> Bool {
        package.products.contains { $0.name == "digen" }
    }

    /// The target's Swift files, sorted so a command line, and so the build's record of it, does
    /// not depend on the order the file system lists the folder in.
    static func swiftFiles(of module: SourceModuleTarget) -> [URL] {
        module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    }

    /// The Swift library targets `module` depends on, directly or not, that belong to `package` or
    /// to a local package it depends on (itself, or through other local packages), less the
    /// toolkit's own libraries; sorted by name.
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
}
