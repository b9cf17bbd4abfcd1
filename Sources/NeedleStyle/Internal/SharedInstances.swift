internal import Dispatch

internal import DIGraph
internal import DIGraphPrimitives

/// One value `shared {}` keeps for a component, under the calling member's name and the value's
/// type. A component keeps its entries in a list (`Component.sharedInstances`), guarded by the
/// component's lock in `SharedInstanceLocks`; an entry stays in it until the component goes.
/// Once its value is made, the entry is also published in the component's `MadeSharedInstances`,
/// which reads without the lock.
@usableFromInline
class SharedInstanceEntry {
    @usableFromInline let name: String
    @usableFromInline let valueType: ObjectIdentifier
    // Guarded by the owning component's lock, which every access holds (so the dynamic
    // exclusivity checks are redundant).
    @exclusivity(unchecked) var next: SharedInstanceEntry?
    /// The entry published before this one in `MadeSharedInstances`, unretained (the list above
    /// keeps it). Written once, under the lock, before this entry is published, and never again;
    /// so a reader that loaded this entry from the published word sees it, with no race.
    @exclusivity(unchecked) var madeNext: Unmanaged<SharedInstanceEntry>?
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
    /// Written once, by the thread that made the value, before `isMade` is set and the entry is
    /// published (both under the lock); read only by threads that saw `isMade` set under that
    /// lock or loaded the entry from `MadeSharedInstances`, and never written again. So reading it
    /// outside the lock is free of races (and needs no exclusivity check).
    @usableFromInline @exclusivity(unchecked) var value: Value?

    // Inlinable, so that it is specialised where `Value` is known: setting `value` to nil then
    // needs no `Optional<Value>` metadata lookup.
    @inlinable
    init(name: String) {
        value = nil
        super.init(name: name, valueType: ObjectIdentifier(Value.self))
    }
}

/// A component's made `shared {}` entries, newest first, for reads without a lock: the first
/// entry's address in a heap word of the component's own, published with release ordering and
/// loaded with acquire ordering, each entry linking to the one published before it through
/// `madeNext`. The word is accessed only through `DIGraphPrimitives`' C11 atomics (which
/// ThreadSanitizer understands), called here directly: through an inlinable DIGraph function the
/// load was not inlined across the module boundary, and that call added about 6 instructions to
/// a read of about 80.
///
/// Sound without the lock because what a reader touches never changes once it is published:
/// an entry is published only after its value, name, type and `madeNext` are written, and none
/// of them is written again; publishing happens under the component's lock, so each publication
/// sees the one before it (`madeNext` is the word's previous content), and a reader that loads an
/// entry sees, through the acquire, every entry and value published before it. An entry leaves
/// only with its component (the made list never unlinks; only an entry whose factory threw is
/// unlinked from `Component.sharedInstances`, and it was never published), and a reader holds
/// the component. The word is a heap word of its own, so loading it is no access to the
/// component's stored properties, which the lock's holders write.
@usableFromInline
struct MadeSharedInstances: ~Copyable {
    private let word: UnsafeMutablePointer<UnsafeMutableRawPointer?>

    // Out of line, so that the allocation is NeedleStyle's code, not the component module's.
    @usableFromInline
    init() {
        word = .allocate(capacity: 1)
        word.initialize(to: nil)
    }

    deinit {
        word.deallocate()
    }

    /// The newest made entry, unretained, or nil; any thread, without the lock.
    @inline(__always)
    var first: Unmanaged<SharedInstanceEntry>? {
        digraph_load_acquire(word).map { Unmanaged.fromOpaque($0) }
    }

    /// Publishes `entry`, whose value is made, in front of the others. Called with the
    /// component's lock held, once per entry.
    func publish(_ entry: SharedInstanceEntry) {
        entry.madeNext = first
        digraph_store_release(word, Unmanaged.passUnretained(entry).toOpaque())
    }
}

/// A shortcut for comparing `shared {}` member names on the read path.
enum SharedInstanceName {
    /// Whether `a` and `b` have the same representation, which means the same text (the converse
    /// does not hold: a false answer says nothing). `String`'s own `==` makes this check first;
    /// here it is made without the call that follows it in `==`, so that a read that finds its
    /// entry calls nothing. A `String` is two words on 64-bit platforms: inline bytes with their
    /// count, or a count with flags and the address of immutable storage; equal words are the
    /// same bytes, or the same storage. The words are copied out as plain integers, which no
    /// reference counting touches. Elsewhere, `==`.
    @inline(__always)
    static func identical(_ a: String, _ b: String) -> Bool {
        #if _pointerBitWidth(_64)
        let aWords = unsafeBitCast(a, to: (UInt64, UInt64).self)
        let bWords = unsafeBitCast(b, to: (UInt64, UInt64).self)
        return aWords.0 == bWords.0 && aWords.1 == bWords.1
        #else
        return a == b
        #endif
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
