internal import DIGraph

/// The factory currently registered under one key of a registry, with its own lock.
///
/// Path nodes keep a reference to the slot of their path, so constructing a component reads the
/// factory under this slot's lock alone: no registry-wide lock and no string hashing. Registering
/// or unregistering a key updates the slot in place, so every node sees the change at once.
final class ProviderSlot<Factory>: @unchecked Sendable {
    // The factories are the plain closures of Needle's API (generated code passes them in), so
    // they are not `@Sendable`; the lock makes storing and reading them safe, and they are called
    // outside it.
    private let storage = Locked<Factory?>(nil)

    /// The registered factory, or nil.
    var factory: Factory? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
