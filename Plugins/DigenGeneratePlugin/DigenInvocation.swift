import Foundation
import PackagePlugin

/// How the plugin's commands run digen: the one the package gives, or, when it gives none, the
/// one `digen-install` will link, looked for when the command runs.
///
/// SwiftPM asks the plugin for its commands again only when the target's files or the plugin
/// change, not when a digen is installed. So with no digen, the commands run it through
/// `/bin/sh`: the installed one as soon as it is there, else they fail with the message that
/// says how to give one. A digen that is given but cannot run (`DIGEN_EXECUTABLE` naming no
/// executable, a bundle without this machine's variant) fails the same way, with its own message.
/// Failing while planning instead would stop every build of the package, `digen-install`'s own
/// build of digen included, which builds no target that uses the plugin.
struct DigenInvocation {
    let executable: URL
    /// Arguments before digen's own.
    let prefix: [String]
    let environment: [String: String]

    static let messageVariable = "DIGEN_PLUGIN_MISSING_DIGEN"

    init(for package: Package, tool: () throws -> URL) {
        let fallback: String
        let message: String
        do {
            if let digen = try DigenExecutable.locate(for: package, tool: tool) {
                (executable, prefix, environment) = (digen.url, [], [:])
                return
            }
            fallback = DigenExecutable.installedLink(for: package).path
            message = DigenExecutable.missing(for: package).description
        } catch {
            // Not one to look for later: what is given must be mended.
            fallback = ""
            message = (error as? PluginFailure)?.description ?? "\(error)"
        }
        executable = URL(fileURLWithPath: "/bin/sh")
        // `$0` is the digen to run once it is there; empty, there is none to wait for.
        let script = #"if [ -n "$0" ] && [ -x "$0" ]; then exec "$0" "$@"; fi; printf 'error: %s\n' "$"# + Self.messageVariable + #"" >&2; exit 1"#
        prefix = ["-c", script, fallback]
        environment = [Self.messageVariable: message]
    }
}
