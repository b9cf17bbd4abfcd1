/// What the values being read may still take in memory (`BinaryCoding.decode`). One budget
/// belongs to one decode, on one thread.
final class MemoryBudget {
    private var remaining: Int

    init(bytes: Int) {
        remaining = bytes
    }

    /// The budget of values read from `count` bytes (`BinaryCoding.memoryPerByte`).
    convenience init(forBytes count: Int) {
        self.init(bytes: BinaryCoding.memoryPerByte * count + BinaryCoding.minimumMemory)
    }

    /// Takes `bytes` from the budget; throws `TooLarge` when there are not that many left.
    func spend(_ bytes: Int) throws {
        remaining -= bytes
        guard remaining >= 0 else { throw BinaryCoding.TooLarge() }
    }
}
