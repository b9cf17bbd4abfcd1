/// The least severe diagnostics to print (Needle's `--logging-level`).
public enum LoggingLevel: String, CaseIterable, Sendable {
    /// Everything, notes included.
    case debug
    /// Notes, warnings and errors.
    case info
    /// Warnings and errors (the default).
    case warning
    /// Errors only.
    case error

    /// The least severe diagnostic shown at this level.
    var minimumSeverity: Severity {
        switch self {
        case .debug, .info: .note
        case .warning: .warning
        case .error: .error
        }
    }
}
