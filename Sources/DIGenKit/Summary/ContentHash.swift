/// A 128-bit hash of bytes that is the same in every process and on every platform, naming a
/// file's content in the fact cache. Two independent 64-bit hashes (FNV-1a over bytes, and a
/// multiply-and-rotate mix over 8-byte words with the length) make an accidental collision as
/// unlikely as any other 128-bit name: it is not meant to resist an attacker, who could as well
/// edit the cache folder.
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    var first: UInt64
    var second: UInt64

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        var mix: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        var index = 0
        while index + 8 <= bytes.count {
            var word: UInt64 = 0
            for offset in 0..<8 {
                let byte = bytes[index + offset]
                fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                word |= UInt64(byte) << (8 * UInt64(offset))
            }
            mix = ((mix ^ word) &* 0xff51_afd7_ed55_8ccd)
            mix = (mix << 31 | mix >> 33) &* 0xc4ce_b9fe_1a85_ec53
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            fnv = (fnv ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        mix = ((mix ^ tail) &* 0xff51_afd7_ed55_8ccd)
        mix ^= mix >> 33
        first = fnv
        second = mix
    }

    init(_ text: String) {
        var copy = text
        copy.makeContiguousUTF8()
        self = copy.utf8.withContiguousStorageIfAvailable { ContentHash($0) }!
    }

    /// The hash written as `description`; `nil` for other text.
    init?(hex: String) {
        guard hex.count == 32, let first = UInt64(hex.prefix(16), radix: 16), let second = UInt64(hex.suffix(16), radix: 16) else { return nil }
        self.first = first
        self.second = second
    }

    /// 32 lowercase hex digits.
    var description: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(first) + hex(second)
    }
}
