import Foundation

/// Where and how a command writes its diagnostics (`--format`, `--report`), and whether it also
/// prints GitHub Actions annotations.
public struct ReportSettings: Sendable, Equatable {
    /// The format of the diagnostics.
    public var format: DiagnosticFormat
    /// A file to write the report to; `nil` for the standard streams.
    public var reportPath: String?
    /// Whether to print each diagnostic as a GitHub Actions workflow command too (on standard
    /// output; the command line turns it on when `GITHUB_ACTIONS` is `true`).
    public var githubAnnotations: Bool
    /// Whether text and JSON name files relative to `--root` (else the working directory), as
    /// SARIF and annotations always do; otherwise they name them by absolute path.
    public var relativePaths: Bool

    /// Settings with every field given; the defaults are compiler-style text on standard error.
    public init(
        format: DiagnosticFormat = .text, reportPath: String? = nil, githubAnnotations: Bool = false, relativePaths: Bool = false
    ) {
        self.format = format
        self.reportPath = reportPath
        self.githubAnnotations = githubAnnotations
        self.relativePaths = relativePaths
    }
}
