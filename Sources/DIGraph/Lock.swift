#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#if os(Linux) && (arch(x86_64) || arch(arm64))
import Synchronization
#endif

/// A plain mutual-exclusion lock that works on every platform the package supports, shared with
/// the facades (`package` access) so that the toolkit has one.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18; this keeps the runtime
/// libraries usable from macOS 13 / iOS 16. The lock is not recursive: callers never re-enter it
/// (a re-entrant resolution is detected as a cycle before any lock is taken).
///
/// On Linux on x86-64 and ARM64 it is a futex lock whose uncontended lock and unlock are one
/// inlined atomic instruction each, where `pthread_mutex_lock` is a call into the C library that
/// checks the mutex's kind first; every scope lookup takes it once. Elsewhere it is a pthread
/// mutex.
///
/// Either is allocated, so that its address is stable; a `Scope`'s lock also holds the scope's
/// `companionWord` in that allocation.
package struct Lock: ~Copyable, @unchecked Sendable {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
    // 0: unlocked; 1: locked, nobody waiting; 2: locked, someone may be waiting in the kernel
    // (Drepper, "Futexes Are Tricky", mutex 3). Allocated so that its address is stable, which
    // the atomic operations and the futex calls both need.
    private let word: UnsafeMutablePointer<Atomic<UInt32>>

    package init() {
        self.init(withCompanionWord: false)
    }

    /// A lock, allocated with a `companionWord` if `withCompanionWord` is set.
    init(withCompanionWord: Bool) {
        word = Self.allocate(MemoryLayout<Atomic<UInt32>>.self, withCompanionWord: withCompanionWord)
            .bindMemory(to: Atomic<UInt32>.self, capacity: 1)
        word.initialize(to: Atomic(0))
    }

    deinit {
        word.deinitialize(count: 1)
        UnsafeMutableRawPointer(word).deallocate()
    }

    /// The companion word (see below); only for a lock made `withCompanionWord`.
    var companionWord: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        Self.companion(of: UnsafeMutableRawPointer(word))
    }

    @inline(__always)
    package func lock() {
        if !word.pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            lockContended()
        }
    }

    @inline(__always)
    package func unlock() {
        if word.pointee.exchange(0, ordering: .releasing) == 2 { Futex.wakeOne(UnsafeMutableRawPointer(word)) }
    }

    @inline(never)
    private func lockContended() {
        // No spin, as glibc's default mutex does: with more threads than cores, a spinning
        // waiter takes the core from the holder it waits for.
        // Marking the word 2 before sleeping makes the holder's unlock wake a sleeper. Whoever
        // takes the lock this way keeps it at 2, which may cost one needless wake, never a lost one.
        while word.pointee.exchange(2, ordering: .acquiring) != 0 {
            Futex.wait(UnsafeMutableRawPointer(word), whileEqualTo: 2)
        }
    }
    #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        self.init(withCompanionWord: false)
    }

    /// A lock, allocated with a `companionWord` if `withCompanionWord` is set.
    init(withCompanionWord: Bool) {
        mutex = Self.allocate(MemoryLayout<pthread_mutex_t>.self, withCompanionWord: withCompanionWord)
            .bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// The companion word (see below); only for a lock made `withCompanionWord`.
    var companionWord: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        Self.companion(of: UnsafeMutableRawPointer(mutex))
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }
    #endif

    // The companion word: a pointer-sized word allocated with the lock (nil at first) and freed
    // with it, which the lock itself never touches, for state that needs a stable address for
    // as long as its owner has the lock. A `Scope` publishes its binding table's buffer in it
    // (see `KeyTable`), at no allocation of its own. It sits 128 bytes after the start of the
    // lock's primitive, so never on the same cache line (128 bytes on Apple silicon, 64 on
    // x86-64): lookups that read it without the lock are not slowed by other threads taking and
    // releasing the lock. A pointer is a trivial type, so freeing the allocation needs no
    // deinitialisation of the word.

    private static var companionOffset: Int { 128 }

    /// Allocates room for a primitive of `layout`, followed by the companion word (set to nil)
    /// if `withCompanionWord`; the caller binds and initialises the primitive at the start.
    @inline(__always)
    private static func allocate<Primitive: ~Copyable>(
        _ layout: MemoryLayout<Primitive>.Type, withCompanionWord: Bool
    ) -> UnsafeMutableRawPointer {
        assert(layout.size <= companionOffset, "the lock's primitive must end before the companion word")
        let storage = UnsafeMutableRawPointer.allocate(
            byteCount: withCompanionWord ? companionOffset + MemoryLayout<UnsafeMutableRawPointer?>.size : layout.size,
            alignment: max(layout.alignment, MemoryLayout<UnsafeMutableRawPointer?>.alignment))
        if withCompanionWord { (storage + companionOffset).initializeMemory(as: UnsafeMutableRawPointer?.self, to: nil) }
        return storage
    }

    @inline(__always)
    private static func companion(of storage: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        (storage + companionOffset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

#if os(Linux) && (arch(x86_64) || arch(arm64))
/// The two futex operations the lock needs, on process-private words.
private enum Futex {
    // `syscall` is variadic, so Swift does not import it. Its fixed-argument form is called
    // through a C function pointer instead; that is sound on Linux, whose x86-64 and AArch64 ABIs
    // pass these integer and pointer arguments to a variadic function exactly as to a fixed one
    // (and glibc's `syscall` only moves its registers into place).
    private typealias Syscall = @convention(c) (Int, UnsafeMutableRawPointer, Int32, UInt32, UnsafeRawPointer?) -> Int

    private static let syscall: Syscall = {
        guard let symbol = dlsym(nil, "syscall") else { fatalError("DIGraph could not find syscall()") }
        return unsafeBitCast(symbol, to: Syscall.self)
    }()

    #if arch(x86_64)
    private static let futexNumber = 202
    #else
    private static let futexNumber = 98  // arm64
    #endif
    private static let waitPrivate: Int32 = 128  // FUTEX_WAIT | FUTEX_PRIVATE_FLAG
    private static let wakePrivate: Int32 = 129  // FUTEX_WAKE | FUTEX_PRIVATE_FLAG

    /// Sleeps while the word at `address` holds `value`; may return spuriously.
    static func wait(_ address: UnsafeMutableRawPointer, whileEqualTo value: UInt32) {
        _ = syscall(futexNumber, address, waitPrivate, value, nil)
    }

    /// Wakes one thread sleeping on the word at `address`.
    static func wakeOne(_ address: UnsafeMutableRawPointer) {
        _ = syscall(futexNumber, address, wakePrivate, 1, nil)
    }
}
#endif
