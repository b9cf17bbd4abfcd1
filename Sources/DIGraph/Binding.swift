/// One registration: a key, how long its values live, and how to make one.
///
/// The only subclass is `TypedBinding<Value>`. Values travel typed, into a slot the specialised
/// caller provides, so resolving needs neither an `Any` box nor a dynamic cast when the request
/// asks for the binding's own value type; `makeAny` serves the rare request for another type.
class Binding: @unchecked Sendable {
    /// Runs the factory and initialises a slot of the value type with its value. Formed where the
    /// value type is known statically (see `Scope.bind`), so that it moves the value without the
    /// generic value witnesses a method of `TypedBinding<Value>` would go through.
    typealias SlotWriter = @Sendable (Scope, UnsafeMutableRawPointer) throws -> Void

    let key: BindingKey
    let lifetime: Lifetime
    /// The static type of the values the factory returns.
    let valueType: ObjectIdentifier
    /// Holds the value of a singleton or weak binding, and of a scoped binding asked for from its
    /// own scope. Guarded by the lock of the scope that owns the binding.
    let cell: InstanceCell
    private let writeValue: SlotWriter

    init(key: BindingKey, lifetime: Lifetime, valueType: ObjectIdentifier, cell: InstanceCell, writeValue: @escaping SlotWriter) {
        self.key = key
        self.lifetime = lifetime
        self.valueType = valueType
        self.cell = cell
        self.writeValue = writeValue
    }

    /// Runs the factory with `scope` and initialises `slot`, a slot of the binding's value type.
    @inline(__always)
    final func make(in scope: Scope, into slot: UnsafeMutableRawPointer) throws {
        try writeValue(scope, slot)
    }

    /// Runs the factory with `scope` and returns the value boxed.
    func makeAny(in scope: Scope) throws -> Any {
        preconditionFailure("TypedBinding overrides makeAny(in:)")
    }

    /// A new empty cell for this binding's values (a scoped value kept by a descendant scope).
    func makeCell() -> InstanceCell {
        preconditionFailure("TypedBinding overrides makeCell()")
    }

    /// Whether a value can be read from `cell` when the binding, owned by `owner`, is asked for
    /// from `scope`.
    final func isCachedInOwnCell(whenAskedFrom scope: Scope, owner: Scope) -> Bool {
        switch lifetime {
        case .transient: false
        case .singleton, .weak: true
        case .scoped: scope === owner
        }
    }
}

/// A binding whose factory returns `Value`.
final class TypedBinding<Value>: Binding, @unchecked Sendable {
    private let factory: @Sendable (Scope) throws -> Value

    /// `writeValue` must initialise its slot with what `factory` returns.
    init(
        key: BindingKey,
        lifetime: Lifetime,
        factory: @escaping @Sendable (Scope) throws -> Value,
        writeValue: @escaping SlotWriter
    ) {
        self.factory = factory
        super.init(
            key: key, lifetime: lifetime, valueType: ObjectIdentifier(Value.self), cell: TypedCell<Value>(),
            writeValue: writeValue)
    }

    override func makeAny(in scope: Scope) throws -> Any {
        try factory(scope)
    }

    override func makeCell() -> InstanceCell {
        TypedCell<Value>()
    }
}
