/// One registration: a key, how long its values live, and how to make one.
///
/// The only subclass is `TypedBinding<Value>`. Values travel typed, into a slot the specialised
/// caller provides, so resolving needs neither an `Any` box nor a dynamic cast when the request
/// asks for the binding's own value type; `makeAny` serves the rare request for another type.
class Binding: @unchecked Sendable {
    let key: BindingKey
    let lifetime: Lifetime
    /// The static type of the values the factory returns.
    let valueType: ObjectIdentifier
    /// Holds the value of a singleton or weak binding, and of a scoped binding asked for from its
    /// own scope. Guarded by the lock of the scope that owns the binding.
    let cell: InstanceCell

    init(key: BindingKey, lifetime: Lifetime, valueType: ObjectIdentifier, cell: InstanceCell) {
        self.key = key
        self.lifetime = lifetime
        self.valueType = valueType
        self.cell = cell
    }

    /// Runs the factory with `scope` and initialises `slot`, a slot of the binding's value type.
    func make(in scope: Scope, into slot: UnsafeMutableRawPointer) throws {
        preconditionFailure("TypedBinding overrides make(in:into:)")
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

    init(key: BindingKey, lifetime: Lifetime, factory: @escaping @Sendable (Scope) throws -> Value) {
        self.factory = factory
        super.init(key: key, lifetime: lifetime, valueType: ObjectIdentifier(Value.self), cell: TypedCell<Value>())
    }

    override func make(in scope: Scope, into slot: UnsafeMutableRawPointer) throws {
        slot.initializeMemory(as: Value.self, to: try factory(scope))
    }

    override func makeAny(in scope: Scope) throws -> Any {
        try factory(scope)
    }

    override func makeCell() -> InstanceCell {
        TypedCell<Value>()
    }
}
