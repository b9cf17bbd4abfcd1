#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A non-recursive mutual-exclusion lock for the registries and path nodes.
///
/// DIGraph has the same lock but keeps it internal; `Synchronization.Mutex` would need macOS 15 /
/// iOS 18, and the package supports macOS 13 / iOS 16. Nothing here calls out to user code while
/// holding it, so it is never re-entered.
struct Lock: ~Copyable, @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
