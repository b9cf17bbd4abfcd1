import Foundation

/// A diagnostic as a GitHub Actions workflow command (`::error file=…,line=…,col=…,title=…::…`),
/// which the runner reads from standard output and shows on the file in a pull request.
enum GitHubAnnotation {
    /// The workflow command for `diagnostic`, its file relative to the report's root.
    static func line(for diagnostic: Diagnostic, paths: ReportPaths) -> String {
        let command = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=" + escapedProperty(paths.relative(location.file) ?? paths.absolute(location.file)))
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=" + escapedProperty(diagnostic.id.rawValue))
        let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
        return "::\(command) \(properties.joined(separator: ","))::\(escapedData(message))"
    }

    /// A message, with the characters the runner reads specially escaped as it expects, and
    /// `##[`, which its older parser would take as a command even there, written `##\[`.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "##[", with: "##\\[")
    }

    /// A property value, which must also escape the separators `:` and `,`.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// `text`, digen's own lines, made unable to start a workflow command where the Actions
    /// runner reads them (standard output and standard error alike): a line that starts with
    /// `::` (only a path can) starts with `./` instead, the same path, and `##[`, which the
    /// runner's older parser takes anywhere in a line, is written `##\[`. Line breaks inside a
    /// line are already escaped (`PrintableText`).
    static func neutralized(_ text: String) -> String {
        guard text.contains("::") || text.contains("##[") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let safe = line.replacingOccurrences(of: "##[", with: "##\\[")
            return safe.hasPrefix("::") ? "./" + safe : safe
        }.joined(separator: "\n")
    }

    /// `document`, JSON, with `##[` (which can only stand inside its strings) written
    /// `##\u005B`: the same document, which the runner's older parser does not take.
    static func neutralizedJSON(_ document: String) -> String {
        document.contains("##[") ? document.replacingOccurrences(of: "##[", with: "##\\u005B") : document
    }
}
