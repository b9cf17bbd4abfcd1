import DIGraphPrimitives

/// A count that any thread may read and bump without a lock, shared with the facades
/// (`package`) for generation numbers: WhoopStyle's `AppContainerSlot` bumps one each time the
/// global container is replaced, and each thread compares it with the one it cached.
///
/// The count lives in a heap word of its own, so that its address is stable and reading it is
/// no access to the value that holds it. Its loads and additions are C11 atomics
/// (`DIGraphPrimitives`), the same code on every platform (`Synchronization.Atomic` would need
/// macOS 15 / iOS 18), hence `@unchecked Sendable`: every access to the word is atomic.
package struct AtomicCounter: ~Copyable, @unchecked Sendable {
    @usableFromInline let word: UnsafeMutablePointer<UInt>

    /// A counter at zero.
    package init() {
        word = .allocate(capacity: 1)
        word.initialize(to: 0)
    }

    deinit {
        word.deinitialize(count: 1)
        word.deallocate()
    }

    /// The count, loaded with acquire ordering: whatever a thread wrote before the increment that
    /// produced this count is visible to the caller after the load.
    @inlinable @inline(__always)
    package func load() -> UInt {
        digraph_load_acquire_word(word)
    }

    /// Adds one, with release ordering: what the caller wrote before is visible to a thread that
    /// loads the new count.
    package func increment() {
        digraph_add_release_word(word, 1)
    }
}
