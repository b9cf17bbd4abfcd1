/// What a dependency is matched by: a property's name and its normalised type.
public struct PropertyKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The property's name.
    public var name: String
    /// The normalised type text (see `TypeText.normalized`), with typealiases resolved.
    public var type: String

    /// The key for `name` of type `type`.
    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }

    /// `(name: Type)`, the way Needle writes a dependency.
    public var description: String { "(\(name): \(type))" }

    /// Orders by name, then type.
    public static func < (lhs: PropertyKey, rhs: PropertyKey) -> Bool {
        (lhs.name, lhs.type) < (rhs.name, rhs.type)
    }
}
