internal import DIGraph

/// The factory currently registered under one key of a registry, with its own lock.
///
/// Path nodes keep a reference to the slot of their path, so constructing a component reads the
/// factory under this slot's lock alone: no registry-wide lock and no string hashing. Registering
/// or unregistering a key updates the slot in place, so every node sees the change at once.
final class ProviderSlot<Factory>: @unchecked Sendable {
    // The factories are the plain closures of Needle's API (generated code passes them in), so
    // they are not `@Sendable`; the lock makes storing and reading them safe, and they are called
    // outside it. Taken with `lock()` and `unlock()` rather than the generic `withLock`, which
    // is not specialised across modules and cost about 200 instructions per component.
    private let lock = Lock()
    private var storedFactory: Factory?

    /// The registered factory, or nil.
    var factory: Factory? {
        get {
            lock.lock()
            let factory = storedFactory
            lock.unlock()
            return factory
        }
        set {
            lock.lock()
            let replaced = storedFactory
            storedFactory = newValue
            lock.unlock()
            // Released after the lock, in case releasing the closure runs code that registers.
            withExtendedLifetime(replaced) {}
        }
    }
}
