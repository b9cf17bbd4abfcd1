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
        digraph_set_thread_slot(threadSlot.rawValue, Unmanaged.passRetained(object).toOpaque())
        ThreadEnd.releaseSlotsWhenThreadEnds()
        return object
    }
}

/// Releases a thread's slot objects when the thread ends, through a pthread key whose value is
/// only a marker: its destructor runs on the ending thread, whose slots are still readable.
private enum ThreadEnd {
    static let key: pthread_key_t = {
        precondition(ThreadSlot.allCases.count <= Int(DIGRAPH_THREAD_SLOT_COUNT), "DIGraph has more thread slots than DIGRAPH_THREAD_SLOT_COUNT")
        var key = pthread_key_t()
        let status = pthread_key_create(&key, releaseThreadSlots)
        precondition(status == 0, "DIGraph could not create thread-local storage")
        return key
    }()

    /// Makes sure the calling thread's slots are released when it ends. Called after a slot is
    /// filled; cheap to repeat.
    static func releaseSlotsWhenThreadEnds() {
        if pthread_getspecific(key) == nil {
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        }
    }
}

/// Empties each slot of the ending thread and releases its object. A release that runs code
/// making a new object sets the marker again, so the destructor runs again for it (pthreads
/// repeats destructors a few times).
private func releaseThreadSlots() {
    for slot in ThreadSlot.allCases {
        guard let object = digraph_thread_slot(slot.rawValue) else { continue }
        digraph_set_thread_slot(slot.rawValue, nil)
        // Releasing needs no type: every Swift class instance is released the same way.
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }
}

#if canImport(Darwin)
private func releaseThreadSlots(_: UnsafeMutableRawPointer) {
    releaseThreadSlots()
}
#else
private func releaseThreadSlots(_: UnsafeMutableRawPointer?) {
    releaseThreadSlots()
}
#endif
