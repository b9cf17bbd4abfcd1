/// The key a component keeps the once-cell of an async `single` under: its own, so that the cell
/// never meets the value a synchronous `single` keeps for the same key.
struct AsyncCellKey: Hashable {
    let valueKey: Key
}
