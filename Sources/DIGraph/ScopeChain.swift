/// A scope followed by each of its ancestors up to the root, without allocating.
public struct ScopeChain: Sequence {
    let start: Scope

    /// Iterates from the starting scope to the root.
    public struct Iterator: IteratorProtocol {
        // Holding the first scope keeps the whole chain alive, since each scope holds its
        // parent; the walk itself can then go unowned and skip reference counting.
        private let start: Scope
        private unowned(unsafe) var upcoming: Scope?

        init(start: Scope) {
            self.start = start
            self.upcoming = start
        }

        /// The next scope towards the root, or nil after the root.
        public mutating func next() -> Scope? {
            defer { upcoming = upcoming?.parent }
            return upcoming
        }
    }

    /// An iterator from the starting scope to the root.
    public func makeIterator() -> Iterator { Iterator(start: start) }
}

/// `ScopeChain` without reference counting, for the resolution hot path: a retain and a release
/// per scope visited are two atomic operations each time.
///
/// Only for a walk that ends before the method that began it returns, on that method's `self`:
/// `self` is alive for the call, and each scope holds its parent, so every scope the walk
/// visits outlives it.
struct BorrowedScopeChain: Sequence, IteratorProtocol {
    private var upcoming: Unmanaged<Scope>?

    init(start: Scope) {
        upcoming = Unmanaged.passUnretained(start)
    }

    @inline(__always)
    mutating func next() -> Unmanaged<Scope>? {
        guard let current = upcoming else { return nil }
        upcoming = current._withUnsafeGuaranteedRef { $0.parent.map(Unmanaged.passUnretained) }
        return current
    }
}
