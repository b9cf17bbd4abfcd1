/// Lets generic code see through `Optional` without knowing its `Wrapped` type statically: to
/// answer a request for `T?` from a `T` definition, and to reject a definition that produced nil.
@usableFromInline
protocol OptionalValue {
    /// `Wrapped`.
    static var wrappedType: Any.Type { get }
    /// `value` as `Wrapped?`, boxed: nil when `value` is nil or not a `Wrapped`.
    static func wrapping(_ value: Any?) -> Any
    /// Whether this value is `.none`.
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    @usableFromInline static var wrappedType: Any.Type { Wrapped.self }

    @usableFromInline static func wrapping(_ value: Any?) -> Any {
        let wrapped: Wrapped? = value.flatMap { $0 as? Wrapped }
        return wrapped as Any
    }

    @usableFromInline var isNone: Bool { self == nil }
}

/// Whether `value`, whatever its static type, is an `Optional` holding nothing.
func isNil(_ value: Any) -> Bool {
    (value as? any OptionalValue)?.isNone ?? false
}
