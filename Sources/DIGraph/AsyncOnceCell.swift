/// A value made once by an async provider, however many tasks ask for it first: the async
/// counterpart of a singleton's `InstanceCell`, shared by the facades (`package`).
///
/// The first task to ask builds the value inline, in its own isolation, with the provider it
/// passed; tasks that ask meanwhile wait for it without blocking a thread. A failed build keeps
/// nothing: the waiting tasks try again, one of them building. A wait that could never end (two
/// tasks each waiting for a value the other is building) is refused with `DIError.cycle` instead.
package final class AsyncOnceCell<Value: Sendable>: AsyncCellNode, @unchecked Sendable {
    // Guarded by `AsyncCellNode.graph`, as is the node's edge.
    private var state = State.empty
    private var waiters: [Waiter] = []

    private enum State {
        case empty
        case building
        case built(Value)
    }

    /// What a waiting task is woken with.
    private enum Wake: Sendable {
        case value(Value)
        case retry
        case cycle(DIError)
    }

    private struct Waiter {
        let continuation: CheckedContinuation<Wake, Never>
        /// The cells the waiting task is building, whose edges point at this cell while it waits.
        let cells: [AsyncCellNode]
    }

    /// The value, built by `make` if no task has built it yet; `holder` names the definition on
    /// the task's chain.
    ///
    /// - Throws: `DIError.cycle` when building needs this value again, in this task or through
    ///   tasks waiting on each other; `DIError.resolutionTooDeep`; or what `make` throws.
    package func value(
        heldBy holder: AnyObject,
        isolation: isolated (any Actor)? = #isolation,
        making make: () async throws -> Value
    ) async throws -> Value {
        // A made value is read under the lock alone: no chain, no task-local.
        if let value = builtValue { return value }
        while true {
            let link = try AsyncResolution.link(for: key, holder: ObjectIdentifier(holder), cell: self)
            let fast: Value?? = Self.graph.withLock {
                switch state {
                case .built(let value): return .some(value)
                case .empty:
                    state = .building
                    return .some(nil)
                case .building: return nil
                }
            }
            switch fast {
            case .some(.some(let value)):
                return value
            case .some(.none):
                return try await build(link: link, make)
            case .none:
                switch await wait(cells: link.parent?.cellsBeingBuilt ?? [], chain: link.parent) {
                case .value(let value): return value
                case .cycle(let error): throw error
                case .retry: continue
                }
            }
        }
    }

    /// The value, when a task has built it.
    package var builtValue: Value? {
        Self.graph.withLock {
            if case .built(let value) = state { return value }
            return nil
        }
    }

    /// Builds the value as the one task doing so, and wakes the tasks waiting for it.
    private func build(
        link: AsyncResolution.Link,
        isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws -> Value
    ) async throws -> Value {
        do {
            let value = try await AsyncResolution.$current.withValue(link) { try await make() }
            finish(.built(value), waking: .value(value))
            return value
        } catch {
            finish(.empty, waking: .retry)
            throw error
        }
    }

    private func finish(_ newState: State, waking wake: Wake) {
        let woken = Self.graph.withLock {
            state = newState
            defer { waiters = [] }
            for waiter in waiters {
                for cell in waiter.cells { cell.awaited = nil }
            }
            return waiters
        }
        for waiter in woken { waiter.continuation.resume(returning: wake) }
    }

    /// Waits for the task building the value, unless that task (or one it waits for) waits for
    /// a value this task is building, which would never end.
    private func wait(cells: [AsyncCellNode], chain: AsyncResolution.Link?) async -> Wake {
        await withCheckedContinuation { continuation in
            let immediate: Wake? = Self.graph.withLock {
                switch state {
                case .built(let value): return .value(value)
                case .empty: return .retry
                case .building:
                    if let path = deadlockPath(waitingFrom: cells, chain: chain) {
                        return .cycle(.cycle(path: path))
                    }
                    for cell in cells { cell.awaited = self }
                    waiters.append(Waiter(continuation: continuation, cells: cells))
                    return nil
                }
            }
            if let immediate { continuation.resume(returning: immediate) }
        }
    }

    override var isBuilding: Bool {
        if case .building = state { return true }
        return false
    }
}

/// The part of a once-cell the deadlock check walks, free of the value's type: the cell's key,
/// and the cell its building task is waiting for.
package class AsyncCellNode: @unchecked Sendable {
    /// Guards every cell's state and edge. One lock for all cells is enough: it is taken only on
    /// a first request and when reading a value an async provider made, and it makes the
    /// deadlock check see one consistent graph.
    static let graph = Lock()

    let key: BindingKey
    /// The cell that the task building this one is waiting for, if it waits.
    var awaited: AsyncCellNode?

    /// Creates an empty cell for `key`'s value.
    package init(key: BindingKey) {
        self.key = key
    }

    /// Whether a task is building the value now. Read under `graph`.
    var isBuilding: Bool { false }

    /// The keys of the cycle that waiting for this cell from a task building `cells` would close,
    /// or nil when the wait can end. Called under `graph`.
    ///
    /// Sound because each building task waits for at most one cell at a time, so the edges form
    /// chains; the graph has no cycle before this wait (each wait was checked when it began, and
    /// a woken task's edges are removed by the task that wakes it); so the only cycle this wait
    /// can close runs from this cell along the edges back to a cell of the waiting task.
    func deadlockPath(waitingFrom cells: [AsyncCellNode], chain: AsyncResolution.Link?) -> [String]? {
        var walked: [AsyncCellNode] = []
        var next: AsyncCellNode? = self
        while let node = next, node.isBuilding {
            if let index = cells.firstIndex(where: { $0 === node }) {
                let ownKeys = cells[index...].map(\.key.description)
                let innerKeys = innerKeys(after: cells.last, in: chain)
                return ownKeys + innerKeys + walked.map(\.key.description) + [node.key.description]
            }
            walked.append(node)
            next = node.awaited
        }
        return nil
    }

    /// The keys on `chain` made inside the cell `last` (transient values that are not cells).
    private func innerKeys(after last: AsyncCellNode?, in chain: AsyncResolution.Link?) -> [String] {
        guard let chain else { return [] }
        let links = chain.outermostFirst
        guard let last, let index = links.lastIndex(where: { $0.cell === last }) else { return [] }
        return links[(index + 1)...].map(\.key.description)
    }
}
