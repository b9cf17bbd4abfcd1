/// The isolation a declaration states in its own attributes and modifiers (read by
/// `DeclaredIsolationReading`).
public enum DeclaredIsolation: String, Codable, Hashable, Sendable {
    /// `@MainActor` (or `@_Concurrency.MainActor`).
    case mainActor
    /// `nonisolated`.
    case nonisolated
}
