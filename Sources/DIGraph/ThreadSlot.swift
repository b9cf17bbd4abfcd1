import DIGraphPrimitives

/// The per-thread slots of `ThreadLocalObject`, one for each kind of per-thread object in the
/// toolkit. Shared with the facades (`package`), which name theirs here so that no two kinds
/// ever share a slot, whichever facades one process links. `@usableFromInline`, so that a
/// facade's inlinable API reads its slot in the caller's code.
@usableFromInline
package enum ThreadSlot: Int32, CaseIterable, Sendable {
    /// DIGraph's chain of keys being resolved (`ResolutionStack`).
    case resolutionStack
    /// WhoopStyle's state for the `inject` running on the thread.
    case whoopResolutionContext
}

extension ThreadSlot {
    /// The calling thread's object in this slot, unretained, or nil before its first use.
    @inlinable @inline(__always)
    package var object: UnsafeMutableRawPointer? {
        digraph_thread_slot(rawValue)
    }
}
