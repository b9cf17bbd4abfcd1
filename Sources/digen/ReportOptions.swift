import ArgumentParser
import DIGenKit
import Foundation

/// `--format` and `--report`: how `check`, `generate` and `summarize` write their diagnostics.
struct ReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How to write the diagnostics: text (compiler-style lines on standard error), json (digen's report, Docs/digen-report.schema.json) or sarif (SARIF 2.1.0). Without --report, json and sarif go to standard output and nothing to standard error.",
        valueName: "format"))
    var format: DiagnosticFormat = .text

    @Option(help: ArgumentHelp(
        "Also write the diagnostics, in --format's format, to this file (atomically; untouched when unchanged); the text still goes to standard error. Paths in SARIF are relative to --root.",
        valueName: "path"),
        completion: .file())
    var report: String?

    @Flag(help: "Name files in the text and JSON diagnostics relative to --root (else the working directory), as SARIF does, instead of by absolute path: for build systems whose actions run in a sandbox (Bazel).")
    var relativePaths = false

    /// The settings these options ask for; GitHub annotations when the run is a GitHub Actions
    /// step (`GITHUB_ACTIONS=true`).
    var settings: ReportSettings {
        ReportSettings(
            format: format, reportPath: report,
            githubAnnotations: ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true", relativePaths: relativePaths)
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
