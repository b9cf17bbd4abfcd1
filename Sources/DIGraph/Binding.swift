/// One registration: a key, how long its values live, and how to make one.
final class Binding: Sendable {
    let key: BindingKey
    let lifetime: Lifetime
    let make: @Sendable (Scope) throws -> Any
    /// Holds the value of a singleton or weak binding, and of a scoped binding asked for from its
    /// own scope. Guarded by the lock of the scope that owns the binding.
    let cell = InstanceCell()

    init(key: BindingKey, lifetime: Lifetime, make: @escaping @Sendable (Scope) throws -> Any) {
        self.key = key
        self.lifetime = lifetime
        self.make = make
    }

    /// Whether a value can be read from `cell` when the binding is asked for from `scope`, which
    /// owns the binding or lies below it.
    func isCachedInOwnCell(whenAskedFrom scope: Scope, owner: Scope) -> Bool {
        switch lifetime {
        case .transient: false
        case .singleton, .weak: true
        case .scoped: scope === owner
        }
    }
}
