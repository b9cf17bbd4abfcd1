#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One object per thread, made on first use on each thread and released when the thread ends.
///
/// For state that one synchronous resolution carries from level to level (the chain of keys
/// being resolved, a facade's current container): resolution never suspends, so a thread's
/// object is that resolution's, and no lock is needed. Shared with the facades (`package`).
package final class ThreadLocalObject<Object: AnyObject>: Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Object

    /// Creates storage whose per-thread object `make` creates.
    package init(_ make: @escaping @Sendable () -> Object) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, releaseThreadLocalObject)
        precondition(status == 0, "DIGraph could not create thread-local storage")
        self.key = key
        self.make = make
    }

    /// The calling thread's object.
    package var current: Object {
        if let existing = pthread_getspecific(key) {
            return Unmanaged<Object>.fromOpaque(existing).takeUnretainedValue()
        }
        return makeCurrent()
    }

    /// The calling thread's object, not retained: the thread's storage keeps it alive until the
    /// thread ends, so the calling thread may use it unretained for as long as it runs.
    @inline(__always)
    package var currentUnretained: Unmanaged<Object> {
        if let existing = pthread_getspecific(key) {
            return Unmanaged<Object>.fromOpaque(existing)
        }
        return Unmanaged.passUnretained(makeCurrent())
    }

    /// Runs `body` with the calling thread's object, without retaining it.
    @inline(__always)
    package func withCurrent<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        if let existing = pthread_getspecific(key) {
            return try Unmanaged<Object>.fromOpaque(existing)._withUnsafeGuaranteedRef(body)
        }
        return try body(makeCurrent())
    }

    private func makeCurrent() -> Object {
        let object = make()
        pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
        return object
    }
}

// Releasing needs no type: every Swift class instance is released the same way.
#if canImport(Darwin)
private func releaseThreadLocalObject(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
#else
private func releaseThreadLocalObject(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
#endif
