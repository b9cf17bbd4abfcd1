/// A value guarded by the toolkit's lock, for the small pieces of state the facades keep outside
/// their scopes (a registry slot, a global container). Shared with the facades (`package`).
package final class Locked<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
