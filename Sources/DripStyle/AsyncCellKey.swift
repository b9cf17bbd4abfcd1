import DIGraph

/// The key a component keeps the once-cell of an async `single` under: its own, so that the cell
/// never meets the value a synchronous `single` keeps for the same key.
struct AsyncCellKey: Hashable {
    let valueKey: Key

    /// The cell's key for the value key `key` of a `T`: for the usual key, `T`'s own type, the
    /// cell's type (a type key, which needs no boxing or naming); for any other, one of these.
    /// The cell's type alone is not enough there: two type keys may both name values of `T`.
    static func key<T: Sendable>(for key: Key, valueType: T.Type) -> Key {
        if let type = key.type, type == T.self { return Key(AsyncOnceCell<T>.self) }
        return Key(AsyncCellKey(valueKey: key))
    }
}
