/// A hash of text that is the same in every process and on every platform (Swift's `Hasher` is
/// seeded per process), for generated names that must not change from run to run.
enum StableHash {
    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 lowercase hex digits.
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
