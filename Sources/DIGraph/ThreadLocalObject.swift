import DIGraphPrimitives
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A class with one instance per thread, made on first use on each thread and released when
/// the thread ends.
///
/// For state that one synchronous resolution carries from level to level (the chain of keys
/// being resolved, a facade's current container): resolution never suspends, so a thread's
/// object is that resolution's, and no lock is needed. Shared with the facades (`package`).
///
/// The object lives in a C thread-local slot, so reading it is one load relative to the thread
/// pointer rather than a call to `pthread_getspecific` (each resolution level reads it). A
/// pthread key, set once per thread, releases the thread's objects when it ends.
package protocol ThreadLocalObject: AnyObject {
    /// The slot holding each thread's instance; no other type may use it.
    static var threadSlot: ThreadSlot { get }
    /// Makes the calling thread's instance, on its first use on the thread.
    static func makeForCurrentThread() -> Self
}

extension ThreadLocalObject {
    /// The calling thread's instance.
    @inlinable
    package static var current: Self {
        currentUnretained.takeUnretainedValue()
    }

    /// The calling thread's instance, not retained: the thread's storage keeps it alive until
    /// the thread ends, so the calling thread may use it unretained for as long as it runs.
    @inlinable @inline(__always)
    package static var currentUnretained: Unmanaged<Self> {
        if let existing = threadSlot.object {
            return Unmanaged<Self>.fromOpaque(existing)
        }
        return Unmanaged.passUnretained(installForCurrentThread())
    }

    /// Runs `body` with the calling thread's instance, without retaining it.
    @inlinable @inline(__always)
    package static func withCurrent<Result>(_ body: (Self) throws -> Result) rethrows -> Result {
        try currentUnretained._withUnsafeGuaranteedRef(body)
    }

    /// Makes the calling thread's instance and stores it, retained, in the slot.
    @inline(never)
    package static func installForCurrentThread() -> Self {
        let object = makeForCurrentThread()
        let pointer = Unmanaged.passRetained(object).toOpaque()
        ThreadEnd.releaseWhenThreadEnds(pointer, slot: threadSlot)
        digraph_set_thread_slot(threadSlot.rawValue, pointer)
        return object
    }
}

/// Releases a thread's slot objects when the thread ends, through a pthread key whose value is
/// a small per-thread block holding the same (retained) pointers as the slots. The destructor
/// works from that block, its argument, rather than from `_Thread_local` storage: on Darwin,
/// the C runtime may free a thread's `_Thread_local` storage before this destructor runs.
private enum ThreadEnd {
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, releaseThreadSlots)
        precondition(status == 0, "DIGraph could not create thread-local storage")
        return key
    }()

    /// Records `object` (retained) as the calling thread's object in `slot`, to be released
    /// when the thread ends.
    static func releaseWhenThreadEnds(_ object: UnsafeMutableRawPointer, slot: ThreadSlot) {
        precondition(slot.rawValue < DIGRAPH_THREAD_SLOT_COUNT, "DIGraph has more thread slots than DIGRAPH_THREAD_SLOT_COUNT")
        let block: UnsafeMutablePointer<UnsafeMutableRawPointer?>
        if let existing = pthread_getspecific(key) {
            block = existing.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        } else {
            block = .allocate(capacity: Int(DIGRAPH_THREAD_SLOT_COUNT))
            block.initialize(repeating: nil, count: Int(DIGRAPH_THREAD_SLOT_COUNT))
            pthread_setspecific(key, block)
        }
        block[Int(slot.rawValue)] = object
    }
}

/// Empties each slot of the ending thread and releases its object, then frees the block. The
/// slot is emptied first, so that code a release runs finds no released object there; if that
/// code makes a new object, it records it in a new block and pthreads runs this again for it.
private func releaseSlots(in block: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
    for slot in ThreadSlot.allCases {
        guard let object = block[Int(slot.rawValue)] else { continue }
        block[Int(slot.rawValue)] = nil
        digraph_set_thread_slot(slot.rawValue, nil)
        // Releasing needs no type: every Swift class instance is released the same way.
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }
    block.deallocate()
}

#if canImport(Darwin)
private func releaseThreadSlots(_ block: UnsafeMutableRawPointer) {
    releaseSlots(in: block.assumingMemoryBound(to: UnsafeMutableRawPointer?.self))
}
#else
private func releaseThreadSlots(_ block: UnsafeMutableRawPointer?) {
    guard let block else { return }
    releaseSlots(in: block.assumingMemoryBound(to: UnsafeMutableRawPointer?.self))
}
#endif
