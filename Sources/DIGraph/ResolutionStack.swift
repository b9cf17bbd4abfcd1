import DIGraphPrimitives

/// The keys a thread is resolving right now, innermost last.
///
/// Resolution is synchronous, so one thread's chain of nested resolutions is exactly the chain
/// of a single request; a key that is already on it is a cycle. The stack lives in thread-local
/// storage, so concurrent resolutions on other threads never touch it and no lock is needed.
///
/// It also bounds the chain, so that a chain or a cycle through very many keys throws
/// `DIError.resolutionTooDeep` instead of overflowing the thread's stack: at most
/// `Scope.maximumResolutionDepth` values being made at once, and none while less than
/// `stackHeadroom` of the thread's stack is left.
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
    /// Below this stack address, the thread's stack is too nearly full to make one more value;
    /// 0 where the platform does not tell a thread's stack bounds.
    private let stackLimit: UInt

    /// For the calling thread, whose stack bounds it reads.
    private init() {
        var low: UInt = 0
        var high: UInt = 0
        stackLimit = digraph_thread_stack_bounds(&low, &high) ? low + Self.stackHeadroom(forStackOf: high - low) : 0
    }

    deinit {
        entries.deallocate()
    }

    static var threadSlot: ThreadSlot { .resolutionStack }

    static func makeForCurrentThread() -> ResolutionStack { ResolutionStack() }

    /// The stack a thread keeps free below the deepest value being made: 64 KB, or a quarter of
    /// a stack smaller than 256 KB. Each level of a chain of one-line factories takes about
    /// 0.9 KB of stack in a release build and 6.5 to 8.2 KB in a debug build (measured on Linux
    /// x86-64), so this covers the level between two checks, the factory that runs there, and
    /// building and throwing the error, with room to spare.
    static func stackHeadroom(forStackOf size: UInt) -> UInt {
        min(64 * 1024, size / 4)
    }

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

    /// Throws `DIError.cycle` if `entry` is already being resolved on this thread, and
    /// `DIError.resolutionTooDeep` if the chain may not grow by one more value. Inlined: it runs
    /// for every value made, and only the errors' text is built out of line.
    @inline(__always)
    func check(_ entry: Entry) throws {
        if let index = index(of: entry) { throw cycle(from: index, closedBy: entry) }
        if count >= Scope.maximumResolutionDepth || Self.stackAddress() < stackLimit { throw tooDeep(closedBy: entry) }
    }

    /// An address in the caller's frame: where the thread's stack is now.
    @inline(__always)
    private static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The error for a chain that may not grow by `entry`, named by the key it started with.
    @inline(never)
    private func tooDeep(closedBy entry: Entry) -> DIError {
        let start = count > 0 ? entries[0].key.pointee : entry.key.pointee
        return .resolutionTooDeep(start: start.description, depth: count + 1)
    }

    /// The position of `entry` on the stack, innermost first, or nil when it is not on it.
    @inline(__always)
    private func index(of entry: Entry) -> Int? {
        var index = count - 1
        // Plain words first, type before scope (the entries of one chain mostly share a scope);
        // a name is compared only when both already match.
        while index >= 0 {
            if entries[index].type == entry.type, entries[index].scope == entry.scope,
               entries[index].key.pointee.name == entry.key.pointee.name {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// The cycle `entry` closes with the entry at `index`, named by its keys' descriptions and
    /// ending with the repeated key. Kept out of the scan, which then needs no frame for it.
    @inline(never)
    private func cycle(from index: Int, closedBy entry: Entry) -> DIError {
        .cycle(path: (index..<count).map { entries[$0].key.pointee.description } + [entry.key.pointee.description])
    }

    @inline(__always)
    private func push(_ entry: Entry) {
        if count == capacity { grow() }
        (entries + count).initialize(to: entry)
        count += 1
    }

    /// Doubles the buffer; out of line, so that the inlined push stays small.
    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = larger
        capacity *= 2
    }

    private func pop() {
        count -= 1
    }
}
