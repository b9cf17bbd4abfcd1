/// What a Needle dependency is matched by: a property's name and its type's structure.
public struct PropertyKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The property's name.
    public var name: String
    /// The type, qualifiers dropped and typealiases resolved.
    public var type: TypeDescription

    /// The key for `name` of type `type`.
    public init(name: String, type: TypeDescription) {
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
