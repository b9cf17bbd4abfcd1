internal import DIGraph

/// One `ProviderSlot` per key, created on first use and never removed, so that a slot handed to a
/// path node stays the slot of that key for good.
final class ProviderSlotTable<Factory>: @unchecked Sendable {
    // Guards `slots`. Taken to register, to unregister, and once per path node; never while a
    // component is constructed from a known path.
    private let lock = Lock()
    private var slots: [String: ProviderSlot<Factory>] = [:]

    /// The slot for `key`, created if needed.
    func slot(for key: String) -> ProviderSlot<Factory> {
        lock.withLock {
            if let existing = slots[key] { return existing }
            let created = ProviderSlot<Factory>()
            slots[key] = created
            return created
        }
    }

    /// The slot for `key` if one was ever created.
    func existingSlot(for key: String) -> ProviderSlot<Factory>? {
        lock.withLock { slots[key] }
    }

    /// The factory registered under `key`, without creating a slot for an unknown key.
    func factory(for key: String) -> Factory? {
        existingSlot(for: key)?.factory
    }
}
