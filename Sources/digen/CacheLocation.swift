import Foundation

/// Where the command line keeps the fact cache by default, and the executable whose bytes name
/// this build of digen in its entries.
enum CacheLocation {
    /// `$DIGEN_CACHE_DIR`; otherwise, except on a CI machine (`$CI` set, as CI services set it),
    /// the platform's per-user cache folder: `~/Library/Caches/digen` on Apple platforms,
    /// `$XDG_CACHE_HOME/digen` or `~/.cache/digen` elsewhere. `nil` when there is no home folder
    /// to put it in. A CI machine usually starts each job with an empty folder, where filling the
    /// cache only costs (writing an entry per file about doubles a first run); a CI job that keeps
    /// the folder between jobs names it with `DIGEN_CACHE_DIR` or `--cache-dir`.
    static var defaultDirectory: String? {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["DIGEN_CACHE_DIR"], !folder.isEmpty { return folder }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return nil }
        #if canImport(Darwin)
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?.path
        return caches.map { $0 + "/digen" }
        #else
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") { return folder + "/digen" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/digen"
        #endif
    }

    /// The running executable, whose bytes name this build in the cache (`CheckOptions.nameBuild`).
    static var executablePath: String {
        #if os(Linux)
        "/proc/self/exe"
        #else
        Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}
