import Foundation
import PackagePlugin

/// How the plugin's commands run digen: the one the package gives, or, when it gives none, the
/// one `digen-install` will link, looked for when the command runs.
///
/// SwiftPM asks the plugin for its commands again only when the target's files or the plugin
/// change, not when a digen is installed. So with no digen, the commands run it through
/// `/bin/sh`: the installed one as soon as it is there, else they fail with the message that
/// says how to give one. Failing while planning would also stop `digen-install`'s own build of
/// digen, which builds no target that uses the plugin.
struct DigenInvocation {
    let executable: URL
    /// Arguments before digen's own.
    let prefix: [String]
    let environment: [String: String]

    static let messageVariable = "DIGEN_PLUGIN_MISSING_DIGEN"

    init(for package: Package, tool: () throws -> URL) throws {
        if let digen = try DigenExecutable.locate(for: package, tool: tool) {
            (executable, prefix, environment) = (digen.url, [], [:])
            return
        }
        executable = URL(fileURLWithPath: "/bin/sh")
        let script = #"if [ -x "$0" ]; then exec "$0" "$@"; fi; printf 'error: %s\n' "$"# + Self.messageVariable + #"" >&2; exit 1"#
        prefix = ["-c", script, DigenExecutable.installedLink(for: package).path]
        environment = [Self.messageVariable: DigenExecutable.missing(for: package).description]
    }
}
