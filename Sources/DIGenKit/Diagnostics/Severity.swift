/// How serious a diagnostic is.
public enum Severity: String, Codable, Hashable, Sendable, Comparable {
    /// Something worth knowing that needs no action; shown with `--logging-level info` or lower.
    case note
    /// Probably a mistake, but the graph can still be checked.
    case warning
    /// The graph is broken, or the input could not be read.
    case error

    /// Orders from least to most serious.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
