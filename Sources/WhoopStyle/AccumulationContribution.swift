import DIGraph

/// One `accumulateFactory` / `accumulateSingleton` call: how to make the contributed value and
/// how to fold it into the running value of its `AccumulationKey`.
///
/// Unchecked Sendable: it is immutable apart from the value `keeper` holds, and `provideValue` is
/// the caller's plain closure, run on whichever thread resolves the accumulation, which is the
/// contract of WhoopDI's API.
final class AccumulationContribution: @unchecked Sendable {
    /// Whether the contributed value is made once and then reused.
    let isSingleton: Bool
    private let provide: () throws -> Any
    private let fold: (Any, Any) -> Any
    // Keeps a singleton contribution's value: DIGraph makes it once, checks it for cycles, and
    // holds no lock but that value's own while `provideValue` runs.
    private let keeper = Scope(name: "AccumulationContribution")

    init<Key: AccumulationKey>(for key: Key.Type, isSingleton: Bool, provideValue: @escaping () throws -> Key.AccumulatedValue) {
        self.isSingleton = isSingleton
        provide = { try provideValue() }
        fold = { current, next in
            // Both casts hold by construction: the running value is always the key's FinalValue
            // (it comes from a binding of that type or from `initialValue`) and `next` comes
            // from `provideValue`.
            Key.accumulate(current: current as! Key.FinalValue, next: next as! Key.AccumulatedValue)
        }
    }

    /// `current` with this contribution folded in.
    func apply(to current: Any) throws -> Any {
        fold(current, try value())
    }

    private func value() throws -> Any {
        guard isSingleton else { return try provide() }
        return try keeper.instance(for: BindingKey(Any.self), lifetime: .singleton, make: provide)
    }
}
