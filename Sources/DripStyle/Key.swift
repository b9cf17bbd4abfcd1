/// Identifies a dependency or a module within a component.
///
/// A key is made from a type (`Key(Api.self)`, what Drip uses when no key is given) or from any
/// `Hashable` value (`Key("alt")`). Two keys are equal when they hold the same type, or equal
/// values; unlike Drip, a hash collision never makes two keys equal.
public struct Key: Hashable {
    enum Identity {
        case type(any Any.Type)
        // Boxed so that a key stays small enough to pass as `any KeyConvertible` without
        // allocating, which matters for the type keys every `single` call makes.
        case value(ValueBox)
    }

    final class ValueBox {
        let value: AnyHashable

        init(_ value: AnyHashable) {
            self.value = value
        }
    }

    let identity: Identity

    /// Creates the key for `type`.
    public init(_ type: any Any.Type) {
        identity = .type(type)
    }

    /// Creates a key from a hashable value; keys made from equal values are equal.
    public init<H: Hashable>(_ hashable: H) {
        // A key wrapped in a key still names the same thing.
        if let key = hashable as? Key {
            self = key
        } else {
            identity = .value(ValueBox(AnyHashable(hashable)))
        }
    }

    /// The type a type key was made from; nil for a value key.
    var type: (any Any.Type)? {
        guard case .type(let type) = identity else { return nil }
        return type
    }

    /// The value a value key was made from; nil for a type key.
    var value: AnyHashable? {
        guard case .value(let box) = identity else { return nil }
        return box.value
    }

    public static func == (lhs: Key, rhs: Key) -> Bool {
        switch (lhs.identity, rhs.identity) {
        case let (.type(left), .type(right)): left == right
        case let (.value(left), .value(right)): left.value == right.value
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch identity {
        case .type(let type):
            hasher.combine(0)
            hasher.combine(ObjectIdentifier(type))
        case .value(let box):
            hasher.combine(1)
            hasher.combine(box.value)
        }
    }
}

extension Key: KeyConvertible {
    /// The key itself.
    public func key() -> Key {
        self
    }
}
