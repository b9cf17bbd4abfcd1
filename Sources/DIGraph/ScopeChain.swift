/// A scope followed by each of its ancestors up to the root, without allocating.
public struct ScopeChain: Sequence {
    let start: Scope

    /// Iterates from the starting scope to the root.
    public struct Iterator: IteratorProtocol {
        // Unowned: every scope on the chain is kept alive by the one below it, and the first by
        // the chain itself, so walking needs no reference counting.
        unowned(unsafe) var upcoming: Scope?

        /// The next scope towards the root, or nil after the root.
        public mutating func next() -> Scope? {
            defer { upcoming = upcoming?.parent }
            return upcoming
        }
    }

    /// An iterator from the starting scope to the root.
    public func makeIterator() -> Iterator { Iterator(upcoming: start) }
}
