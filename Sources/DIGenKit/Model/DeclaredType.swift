/// A type as the author wrote it (for messages) with its structure (for comparison).
public struct DeclaredType: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The type as written, whitespace collapsed; for an inferred type, its canonical spelling.
    public var written: String
    /// Its structure.
    public var type: TypeDescription

    /// A type written as `written` with structure `type`.
    public init(written: String, type: TypeDescription) {
        self.written = written
        self.type = type
    }

    /// A type known only by its structure (inferred from an expression), written canonically.
    public init(inferred type: TypeDescription) {
        self.init(written: type.description, type: type)
    }

    /// The type as written.
    public var description: String { written }
}
