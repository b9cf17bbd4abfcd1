/// What `digen generate` would write: the file's text, and the check behind it.
public struct GeneratedCode: Sendable {
    /// The wiring file's text, or `nil` when the check found errors.
    public var text: String?
    /// The check's diagnostics and counts.
    public var analysis: Analysis
}
