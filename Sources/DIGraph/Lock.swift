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
package struct Lock: ~Copyable, @unchecked Sendable {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
    // 0: unlocked; 1: locked, nobody waiting; 2: locked, someone may be waiting in the kernel
    // (Drepper, "Futexes Are Tricky", mutex 3). Allocated so that its address is stable, which
    // the atomic operations and the futex calls both need.
    private let word: UnsafeMutablePointer<Atomic<UInt32>>

    package init() {
        word = .allocate(capacity: 1)
        word.initialize(to: Atomic(0))
    }

    deinit {
        word.deinitialize(count: 1)
        word.deallocate()
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
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }
    #endif

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
