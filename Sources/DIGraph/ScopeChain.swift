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
