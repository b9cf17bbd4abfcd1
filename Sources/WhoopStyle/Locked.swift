import DIGraph

/// A value guarded by the toolkit's lock, for the little state WhoopStyle keeps outside DIGraph's
/// scopes: the global `appContainer`, a container's accumulation table, a singleton contribution.
final class Locked<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
