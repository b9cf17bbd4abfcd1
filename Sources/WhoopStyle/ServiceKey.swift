import DIGraph

/// Identifies a dependency: the exact type it is registered as, plus an optional name that tells
/// apart several dependencies of one type.
public struct ServiceKey: Sendable, CustomStringConvertible {
    /// The registered type.
    public let type: Any.Type
    /// The optional name qualifying the type.
    public let name: String?

    /// Creates the key for `type`, optionally qualified by `name`.
    public init(_ type: Any.Type, name: String? = nil) {
        self.type = type
        self.name = name
    }

    /// `Type with name: name`, or `Type with name: <no name>` for an unnamed key.
    public var description: String {
        "\(type) with name: \(name ?? "<no name>")"
    }

    init(_ key: BindingKey) {
        self.init(key.type, name: key.name)
    }

    var bindingKey: BindingKey { BindingKey(type, name: name) }
}

extension ServiceKey: Equatable, Hashable {
    /// Two keys are equal when their types are identical and their names are equal.
    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.type == rhs.type && lhs.name == rhs.name
    }

    /// Hashes the type's identity, then the name when there is one, as WhoopDI does: an unnamed
    /// key hashes like `ObjectIdentifier(type)` alone.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
        if let name {
            name.hash(into: &hasher)
        }
    }
}
