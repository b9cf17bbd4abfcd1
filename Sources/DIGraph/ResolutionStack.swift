#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The bindings a thread is constructing right now, innermost last.
///
/// Resolution is synchronous, so one thread's chain of nested resolutions is exactly the chain
/// of a single request; a key that is already on it is a cycle. The stack lives in thread-local
/// storage, so concurrent resolutions on other threads never touch it and no lock is needed.
final class ResolutionStack {
    struct Entry: Equatable {
        let scope: ObjectIdentifier
        let key: BindingKey
    }

    private var entries: [Entry] = []

    /// The calling thread's stack, created on first use and released when the thread ends.
    static var current: ResolutionStack {
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<ResolutionStack>.fromOpaque(existing).takeUnretainedValue()
        }
        let stack = ResolutionStack()
        pthread_setspecific(threadKey, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// The cycle `entry` would close, as key descriptions ending with the repeated key, or nil.
    func cycle(closedBy entry: Entry) -> [String]? {
        guard let start = entries.lastIndex(of: entry) else { return nil }
        return entries[start...].map(\.key.description) + [entry.key.description]
    }

    func push(_ entry: Entry) { entries.append(entry) }

    func pop() { entries.removeLast() }
}

private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, releaseResolutionStack)
    precondition(status == 0, "DIGraph could not create its thread-local resolution stack")
    return key
}()

#if canImport(Darwin)
private func releaseResolutionStack(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<ResolutionStack>.fromOpaque(pointer).release()
}
#else
private func releaseResolutionStack(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<ResolutionStack>.fromOpaque(pointer).release()
}
#endif
