import Foundation

/// How a report names a file: relative to the report's root folder, so that a report made in one
/// checkout reads the same as one made in another.
struct ReportPaths {
    /// The absolute folder paths are made relative to.
    let root: String
    /// The folder relative paths in diagnostics are taken from.
    let workingDirectory: String

    /// `file` relative to the root, or `nil` when it lies outside it.
    func relative(_ file: String) -> String? {
        let absolute = RelativePath.resolve(file, against: workingDirectory)
        let relative = RelativePath.from(root, to: absolute)
        return relative == ".." || relative.hasPrefix("../") || relative.hasPrefix("/") ? nil : relative
    }

    /// `text` with every path under the root written relative to it: digen's messages name
    /// files by the absolute paths it read them at.
    func relativeText(_ text: String) -> String {
        root == "/" || root.isEmpty ? text : text.replacingOccurrences(of: root + "/", with: "")
    }

    /// `diagnostic` with its file, and the paths its message and notes name, relative to the root
    /// where they lie inside it.
    func relative(_ diagnostic: Diagnostic) -> Diagnostic {
        var relative = relativeMessage(diagnostic)
        relative.location?.file = self.relative(diagnostic.location?.file ?? "") ?? diagnostic.location?.file ?? ""
        return relative
    }

    /// `diagnostic` with the paths its message and notes name relative to the root, and its
    /// location as it was: for the reports that make the location relative themselves (SARIF,
    /// annotations), so that it is made relative once.
    func relativeMessage(_ diagnostic: Diagnostic) -> Diagnostic {
        var relative = diagnostic
        relative.message = relativeText(diagnostic.message)
        relative.notes = diagnostic.notes.map(relativeText)
        return relative
    }

    /// The absolute path of `file`.
    func absolute(_ file: String) -> String {
        RelativePath.resolve(file, against: workingDirectory)
    }

    /// The characters a URI's path may hold as they are (RFC 3986's unreserved characters, the
    /// separators a path segment allows, and `/`); `:` is escaped too, so that a relative path
    /// is never read as a scheme.
    private static let uriPathCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=@")

    /// `path` as the path of a URI, each other byte percent-encoded.
    static func uriPath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
    }
}
