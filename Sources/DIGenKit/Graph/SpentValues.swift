/// Large values a run has finished with (every file's summary, the type lookup, the analysis),
/// handed up to the caller instead of freed where they were last used. Freeing tens of thousands
/// of summaries takes a noticeable part of a large run, and the command line never needs to: it
/// keeps the `CommandOutput` that holds them until it exits, and the process's memory goes with
/// it. A library caller frees them when it drops that output, after it has what it asked for.
///
/// The stages only pass these along; the one place that decides what happens to them is the
/// command line's end.
public struct SpentValues: Sendable {
    private var values: [any Sendable] = []

    /// None yet.
    public init() {}

    /// Keeps `value` with the others.
    mutating func keep(_ value: any Sendable) {
        values.append(value)
    }

    /// How many values are kept (for tests).
    var count: Int { values.count }
}
