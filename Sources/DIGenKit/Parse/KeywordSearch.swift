import Foundation

/// A fast search for any of a few ASCII words in UTF-8 bytes; far cheaper than parsing, so it is
/// used to skip whole files and whole code blocks that cannot matter.
struct KeywordSearch: Sendable {
    private let keywords: [[UInt8]]

    init(_ words: [String]) {
        keywords = words.map { Array($0.utf8) }
    }

    func occurs(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil) -> Bool {
        let end = min(end ?? bytes.count, bytes.count)
        let start = max(0, start)
        guard start < end, let base = bytes.baseAddress else { return false }
        // One `memchr` pass per keyword for its first byte: libc's memchr looks at many bytes per
        // instruction, which beats a byte-by-byte loop that tests every keyword.
        for keyword in keywords {
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
