/// The keys a thread is resolving right now, innermost last.
///
/// Resolution is synchronous, so one thread's chain of nested resolutions is exactly the chain
/// of a single request; a key that is already on it is a cycle. The stack lives in thread-local
/// storage, so concurrent resolutions on other threads never touch it and no lock is needed.
final class ResolutionStack: ThreadLocalObject {
    /// One value being made: the scope holding it and its key. Plain words only, so that a push
    /// or pop copies no string and touches no reference count.
    struct Entry {
        let scope: ObjectIdentifier
        let type: ObjectIdentifier
        /// The key, borrowed from the frame that pushed the entry. Sound because an entry is
        /// only pushed inside `withEntry`, whose pointer outlives the push and the pop.
        let key: UnsafePointer<BindingKey>

        /// Runs `body` with the entry for `key` held by `scope`.
        @inline(__always)
        static func withEntry<Result>(
            scope: Scope,
            key: BindingKey,
            _ body: (Entry) throws -> Result
        ) rethrows -> Result {
            try withUnsafePointer(to: key) { pointer in
                try body(Entry(scope: ObjectIdentifier(scope), type: ObjectIdentifier(key.type), key: pointer))
            }
        }
    }

    // A manually grown buffer rather than an Array: push, pop and the cycle scan run for every
    // value made, and an Array adds uniqueness checks and reference counting to each.
    private var entries = UnsafeMutablePointer<Entry>.allocate(capacity: 16)
    private var capacity = 16
    private var count = 0

    deinit {
        entries.deallocate()
    }

    static var threadSlot: ThreadSlot { .resolutionStack }

    static func makeForCurrentThread() -> ResolutionStack { ResolutionStack() }

    /// Runs `make` for a value of `entry` with the entry on the stack, after checking that the
    /// entry does not close a cycle.
    @inline(__always)
    func resolving<Result>(_ entry: Entry, _ make: () throws -> Result) throws -> Result {
        try check(entry)
        return try resolvingChecked(entry, make)
    }

    /// Runs `make` for a value of `entry`, already checked, with the entry on the stack.
    @inline(__always)
    func resolvingChecked<Result>(_ entry: Entry, _ make: () throws -> Result) rethrows -> Result {
        push(entry)
        defer { pop() }
        return try make()
    }

    /// Throws `DIError.cycle` if `entry` is already being resolved on this thread.
    func check(_ entry: Entry) throws {
        if let cycle = cycle(closedBy: entry) { throw DIError.cycle(path: cycle) }
    }

    /// The cycle `entry` would close, as key descriptions ending with the repeated key, or nil.
    /// The descriptions are built only when there is a cycle.
    private func cycle(closedBy entry: Entry) -> [String]? {
        var index = count - 1
        // Plain words first, type before scope (the entries of one chain mostly share a scope);
        // a name is compared only when both already match.
        while index >= 0 {
            if entries[index].type == entry.type, entries[index].scope == entry.scope,
               entries[index].key.pointee.name == entry.key.pointee.name {
                return (index..<count).map { entries[$0].key.pointee.description } + [entry.key.pointee.description]
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
    }
}
