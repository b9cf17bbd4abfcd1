#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The keys a thread is resolving right now, innermost last.
///
/// Resolution is synchronous, so one thread's chain of nested resolutions is exactly the chain
/// of a single request; a key that is already on it is a cycle. The stack lives in thread-local
/// storage, so concurrent resolutions on other threads never touch it and no lock is needed.
final class ResolutionStack {
    struct Entry {
        let scope: ObjectIdentifier
        let key: BindingKey
    }

    // A manually grown buffer rather than an Array: push, pop and the cycle scan run for every
    // value made, and an Array adds uniqueness checks and reference counting to each.
    private var entries = UnsafeMutablePointer<Entry>.allocate(capacity: 16)
    private var capacity = 16
    private var count = 0

    deinit {
        entries.deinitialize(count: count)
        entries.deallocate()
    }

    /// Runs `body` with the calling thread's stack, created on first use and released when the
    /// thread ends.
    @inline(__always)
    static func withCurrent<Result>(_ body: (ResolutionStack) throws -> Result) rethrows -> Result {
        if let existing = pthread_getspecific(threadKey) {
            return try Unmanaged<ResolutionStack>.fromOpaque(existing)._withUnsafeGuaranteedRef(body)
        }
        let stack = ResolutionStack()
        pthread_setspecific(threadKey, Unmanaged.passRetained(stack).toOpaque())
        return try body(stack)
    }

    /// How deep a thread's nested resolutions get before transient ones are recorded and checked.
    ///
    /// A value with a cached lifetime is always recorded and checked at once, because it takes a
    /// construction lock. A transient one is recorded only when something cached is being made
    /// below it or when the chain is this deep: a cycle of transients repeats itself, so it is
    /// still found within one more round. A shallow chain of transients, which is most resolution
    /// in a working app, therefore costs a counter and nothing more.
    ///
    /// A cycle found while outer levels went unrecorded may be seen from the wrong starting key.
    /// The finder then throws `Retry`; the outermost resolution catches it and runs once more
    /// recording everything, so the message always starts at the first key of the cycle that
    /// was asked for, exactly as if every level had been recorded.
    static let transientCheckDepth = 16

    /// Thrown to the outermost resolution to have it run again with every level recorded.
    struct Retry: Error, CustomStringConvertible {
        let cycle: [String]
        var description: String { DIError.cycle(path: cycle).description }
    }

    private(set) var depth = 0
    private var recordsEverything = false

    /// Runs `make` for a transient value of `entry`, recording and checking it when needed.
    @inline(__always)
    func resolvingTransient<Result>(_ entry: Entry, _ make: () throws -> Result) throws -> Result {
        let mustCheck = recordsEverything || depth + 1 >= Self.transientCheckDepth
        guard mustCheck || count > 0 else {
            depth += 1
            defer { depth -= 1 }
            return try make()
        }
        if mustCheck { try check(entry) }
        return try resolvingCached(entry, make)
    }

    /// Runs `make` for a value of `entry` that has already been checked for a cycle, recording it.
    @inline(__always)
    func resolvingCached<Result>(_ entry: Entry, _ make: () throws -> Result) rethrows -> Result {
        depth += 1
        push(entry)
        defer {
            pop()
            depth -= 1
        }
        return try make()
    }

    /// Throws if `entry` closes a cycle: `DIError.cycle` when every outer level is recorded, or
    /// else `Retry`.
    func check(_ entry: Entry) throws {
        guard let cycle = cycle(closedBy: entry) else { return }
        if recordsEverything || depth == count { throw DIError.cycle(path: cycle) }
        throw Retry(cycle: cycle)
    }

    /// Runs an outermost resolution, and once more recording every level if it asks to.
    @inline(__always)
    static func outermost<Result>(_ resolve: () throws -> Result) throws -> Result {
        do {
            return try resolve()
        } catch let retry as Retry {
            return try retrying(after: retry, resolve)
        }
    }

    @inline(never)
    private static func retrying<Result>(after retry: Retry, _ resolve: () throws -> Result) throws -> Result {
        let isOutermost = withCurrent { $0.depth == 0 && !$0.recordsEverything }
        guard isOutermost else { throw retry }
        return try withCurrent { stack in
            stack.recordsEverything = true
            defer { stack.recordsEverything = false }
            return try resolve()
        }
    }

    /// The cycle `entry` would close, as key descriptions ending with the repeated key, or nil.
    private func cycle(closedBy entry: Entry) -> [String]? {
        let type = ObjectIdentifier(entry.key.type)
        var index = count - 1
        while index >= 0 {
            let candidate = entries[index]
            if candidate.scope == entry.scope, ObjectIdentifier(candidate.key.type) == type,
               candidate.key.name == entry.key.name {
                return (index..<count).map { entries[$0].key.description } + [entry.key.description]
            }
            index -= 1
        }
        return nil
    }

    private func push(_ entry: Entry) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: entries, count: count)
            entries.deallocate()
            entries = larger
            capacity *= 2
        }
        (entries + count).initialize(to: entry)
        count += 1
    }

    private func pop() {
        count -= 1
        (entries + count).deinitialize(count: 1)
    }
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
