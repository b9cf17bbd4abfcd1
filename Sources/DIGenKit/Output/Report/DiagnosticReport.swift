import Foundation

/// What one run of a command found, as a document: the diagnostics it shows, its summary line
/// and its exit code. Written as text, as digen's JSON report or as a SARIF log.
public struct DiagnosticReport: Sendable, Equatable {
    /// The version of the JSON report's layout; a change that could break a reader raises it.
    public static let jsonVersion = 1

    /// The command that ran: `check`, `generate` or `summarize`.
    public var command: String
    /// The exit code the command ends with.
    public var exitCode: Int32
    /// The command's one-line summary, when it prints one.
    public var summary: String?
    /// The diagnostics shown at the run's logging level, in order.
    public var diagnostics: [Diagnostic]

    /// A report with every field given.
    public init(command: String, exitCode: Int32, summary: String?, diagnostics: [Diagnostic]) {
        self.command = command
        self.exitCode = exitCode
        self.summary = summary
        self.diagnostics = diagnostics
    }

    /// The report as `format`, its paths in SARIF relative to `root` (an absolute folder; relative
    /// paths in the diagnostics are taken from `workingDirectory`).
    public func rendered(as format: DiagnosticFormat, root: String, workingDirectory: String) -> String {
        switch format {
        case .text:
            (diagnostics.map(\.description) + (summary.map { [$0] } ?? [])).map { $0 + "\n" }.joined()
        case .json:
            Self.encoded(JSONReport(self))
        case .sarif:
            Self.encoded(SARIFLog(self, paths: ReportPaths(root: root, workingDirectory: workingDirectory)))
        }
    }

    /// `value` as pretty-printed JSON with sorted keys, so equal reports are equal bytes.
    static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value here is a string, a number, an array or an object, which JSON encodes.
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// digen's JSON report (version `DiagnosticReport.jsonVersion`).
struct JSONReport: Encodable {
    struct Tool: Encodable {
        var name = "digen"
        var version = DIGen.version
    }

    struct Counts: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
    }

    var format = "digen-report"
    var version = DiagnosticReport.jsonVersion
    var tool = Tool()
    var command: String
    var exitCode: Int32
    var summary: String?
    var counts: Counts
    var diagnostics: [Diagnostic]

    init(_ report: DiagnosticReport) {
        command = report.command
        exitCode = report.exitCode
        summary = report.summary
        diagnostics = report.diagnostics
        counts = Counts(
            errors: report.diagnostics.count { $0.severity == .error },
            warnings: report.diagnostics.count { $0.severity == .warning },
            notes: report.diagnostics.count { $0.severity == .note })
    }
}
