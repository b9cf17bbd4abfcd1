/// Describes a value built from contributions of many modules and containers, in the spirit of
/// SwiftUI's `PreferenceKey`: each contribution of `AccumulatedValue` is folded into the running
/// `FinalValue`, starting from the parent container's value or `initialValue`.
public protocol AccumulationKey {
    /// The type of the accumulated result, which is what gets injected.
    associatedtype FinalValue
    /// The type of one contribution.
    associatedtype AccumulatedValue
    /// The value before any contribution.
    static var initialValue: FinalValue { get }
    /// Folds one contribution into the running value.
    static func accumulate(current: FinalValue, next: AccumulatedValue) -> FinalValue
}
