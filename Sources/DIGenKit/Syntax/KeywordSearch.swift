import Foundation

/// A fast search for any of a few ASCII words in UTF-8 bytes; far cheaper than parsing, so it is
/// used to skip whole files and whole code blocks that cannot matter.
///
/// Two ways to search, picked by what is cheaper: one `memchr` pass per word for its first byte,
/// which libc runs over many bytes per instruction (best for a long text and a few words), or
/// one pass over the text that looks up each 4-byte window in a table of the words' first four
/// bytes (best for a short text or many words, where the `memchr` passes would stop at every
/// common letter).
struct KeywordSearch: Sendable {
    private let keywords: [[UInt8]]
    /// Each word's first four bytes as one little-endian number; `nil` when a word is shorter.
    private let prefixes: [UInt32]?
    /// A bit per hash of a 4-byte window: set when a word starts with a window of that hash.
    private let table: [UInt64]

    init(_ words: [String]) {
        keywords = words.map { Array($0.utf8) }
        var table = [UInt64](repeating: 0, count: 1 << (Self.hashBits - 6))
        var prefixes: [UInt32]? = []
        for keyword in keywords {
            guard keyword.count >= 4 else {
                prefixes = nil
                break
            }
            let prefix = UInt32(keyword[0]) | UInt32(keyword[1]) << 8 | UInt32(keyword[2]) << 16 | UInt32(keyword[3]) << 24
            prefixes?.append(prefix)
            let hash = Self.hash(prefix)
            table[hash >> 6] |= 1 << UInt64(hash & 63)
        }
        self.prefixes = prefixes
        self.table = table
    }

    func occurs(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil) -> Bool {
        let end = min(end ?? bytes.count, bytes.count)
        let start = max(0, start)
        guard start < end, bytes.baseAddress != nil else { return false }
        if let prefixes, end - start < keywords.count * Self.windowScanBreakEven {
            return windowScan(bytes, from: start, to: end, prefixes: prefixes)
        }
        return memchrScan(bytes, from: start, to: end)
    }

    // MARK: The two scans

    /// The text length per word below which the window scan is the cheaper one (measured with
    /// callgrind on the synthetic apps' files).
    private static let windowScanBreakEven = 256
    private static let hashBits = 16

    private static func hash(_ window: UInt32) -> Int {
        Int((window &* 0x9E37_79B1) >> UInt32(32 - hashBits))
    }

    private func windowScan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, prefixes: [UInt32]) -> Bool {
        guard end - start >= 4, let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        return table.withUnsafeBufferPointer { table in
            for position in start...(end - 4) {
                let window = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self).littleEndian
                let hash = Self.hash(window)
                guard table[hash >> 6] & (1 << UInt64(hash & 63)) != 0 else { continue }
                for (keyword, prefix) in zip(keywords, prefixes) where prefix == window && position + keyword.count <= end {
                    var offset = 4
                    while offset < keyword.count && bytes[position + offset] == keyword[offset] { offset += 1 }
                    if offset == keyword.count { return true }
                }
            }
            return false
        }
    }

    private func memchrScan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for keyword in keywords where !keyword.isEmpty {
            var position = start
            while position + keyword.count <= end {
                guard let found = memchr(base + position, Int32(keyword[0]), end - keyword.count + 1 - position) else { break }
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var offset = 1
                while offset < keyword.count && bytes[index + offset] == keyword[offset] { offset += 1 }
                if offset == keyword.count { return true }
                position = index + 1
            }
        }
        return false
    }
}
