/// How a command writes its diagnostics: as compiler-style text, or as a document for machines.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: error: message [digen/Id]` lines and a summary line (the default).
    case text
    /// digen's own JSON report, described by `Docs/digen-report.schema.json`.
    case json
    /// A SARIF 2.1.0 log, for code-scanning services and editors.
    case sarif
}
