/// What a resolution asks for at run time: a type plus an optional name.
///
/// Two keys are equal when they name the same type and the same name. `Int` and `Int` named
/// `"port"` are different keys, and so are `Int` and `Int?`.
public struct BindingKey: Hashable, Sendable, CustomStringConvertible {
    /// The type the key stands for.
    public let type: any Any.Type
    /// The optional name that tells apart several bindings of one type.
    public let name: String?

    /// Creates the key for `type`, optionally qualified by `name`.
    public init(_ type: any Any.Type, name: String? = nil) {
        self.type = type
        self.name = name
    }

    // The text `String(describing: type)` gives, without the conformance checks it makes on the
    // metatype first: on a type's first use those scan the conformance records (about 900,000
    // instructions for a generic type in a release build), and a scope's first miss after a
    // change spells the name of every bound type (see `SuggestionIndex`).

    /// The type's name as Swift prints it, without module qualification (`Int`, `Foo<Bar>`).
    public var typeName: String { _typeName(type, qualified: false) }

    /// `Foo`, or `Foo named "bar"` for a named key.
    public var description: String {
        guard let name else { return typeName }
        return "\(typeName) named \"\(name)\""
    }

    public static func == (lhs: BindingKey, rhs: BindingKey) -> Bool {
        lhs.type == rhs.type && lhs.name == rhs.name
    }

    // Only the type identity is hashed: bindings of one type under several names are few, and
    // hashing a pointer keeps the lookup on the resolution hot path cheap.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }
}
