internal import Dispatch

internal import DIGraph

/// One value `shared {}` keeps for a component, under the calling member's name and the value's
/// type. A component keeps its entries in a list (`Component.sharedInstances`), guarded by the
/// component's lock in `SharedInstanceLocks`; an entry stays in it until the component goes.
@usableFromInline
class SharedInstanceEntry {
    @usableFromInline let name: String
    @usableFromInline let valueType: ObjectIdentifier
    // Guarded by the owning component's lock, which every access holds (so the dynamic
    // exclusivity checks are redundant).
    @exclusivity(unchecked) var next: SharedInstanceEntry?
    /// Whether the value is in place. Set once, under the lock, after the value was stored.
    @exclusivity(unchecked) var isMade = false
    /// Threads waiting for the value while another thread makes it; empty unless several ask at
    /// once, so an uncontended entry allocates nothing more.
    @exclusivity(unchecked) var waiters: [DispatchSemaphore] = []

    @usableFromInline
    init(name: String, valueType: ObjectIdentifier) {
        self.name = name
        self.valueType = valueType
    }
}

/// A `SharedInstanceEntry` holding a value of type `Value`.
@usableFromInline
final class TypedSharedInstanceEntry<Value>: SharedInstanceEntry {
    /// Written once, by the thread that made the value, before `isMade` is set under the lock;
    /// read only by threads that saw `isMade` set under that lock, and never written again. So
    /// reading it after leaving the lock is free of races (and needs no exclusivity check).
    @usableFromInline @exclusivity(unchecked) var value: Value?

    // Inlinable, so that it is specialised where `Value` is known: setting `value` to nil then
    // needs no `Optional<Value>` metadata lookup.
    @inlinable
    init(name: String) {
        value = nil
        super.init(name: name, valueType: ObjectIdentifier(Value.self))
    }
}

/// The locks that guard components' `shared {}` entries: a fixed set, each component using the
/// one its address picks, so that a component needs no lock of its own (no allocation when it is
/// made, none when its first value is kept).
///
/// Sharing a lock between components is sound because it is only ever held for a few loads and
/// stores of entries (and, when a value is first asked for, the allocation of its entry or of a
/// waiter's semaphore): never while a factory runs, never while another of these locks is held,
/// and never while anything is deallocated (an entry goes only with its component, without the
/// lock; what the lock's holders unlink or replace, they still hold), so no code that could take
/// one of these locks runs under it.
enum SharedInstanceLocks {
    private static let count = 64

    // Made once and never changed; each lock guards itself. Path nodes copy the address, so that
    // a lookup does not go through this global's lazy initialisation check.
    nonisolated(unsafe) static let locks: UnsafeMutablePointer<Lock> = {
        let locks = UnsafeMutablePointer<Lock>.allocate(capacity: count)
        for index in 0..<count { (locks + index).initialize(to: Lock()) }
        return locks
    }()

    /// The lock guarding `component`'s entries, one of `locks`.
    @inline(__always)
    static func lock(for component: AnyObject, in locks: UnsafeMutablePointer<Lock>) -> UnsafeMutablePointer<Lock> {
        let address = UInt(bitPattern: ObjectIdentifier(component))
        // Heap blocks are at least 16-byte aligned; fold higher bits in so that components
        // allocated one after another spread over the locks.
        let index = Int(truncatingIfNeeded: ((address >> 4) ^ (address >> 10)) & UInt(count - 1))
        return locks + index
    }
}

/// What `Component.claimSharedInstance` found.
enum SharedInstanceClaim {
    /// The value is made: read the entry.
    case made(SharedInstanceEntry)
    /// The calling thread is to make the value and store it in the new, linked entry.
    case claimed(SharedInstanceEntry)
    /// Another thread is making the value: wait, then look again.
    case wait(DispatchSemaphore)
}
