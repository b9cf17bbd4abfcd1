#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A plain mutual-exclusion lock that works on every platform the package supports, shared with
/// the facades (`package` access) so that the toolkit has one.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18; this keeps the runtime
/// libraries usable from macOS 13 / iOS 16. The lock is not recursive: callers never re-enter it
/// (a re-entrant resolution is detected as a cycle before any lock is taken).
package struct Lock: ~Copyable, @unchecked Sendable {
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

    @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
