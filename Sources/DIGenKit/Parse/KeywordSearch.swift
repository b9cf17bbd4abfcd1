/// A fast search for any of a few ASCII words in UTF-8 bytes; far cheaper than parsing, so it is
/// used to skip whole files and whole code blocks that cannot matter.
struct KeywordSearch: Sendable {
    private let keywords: [[UInt8]]
    /// For each byte value, whether some keyword starts with it.
    private let isFirstByte: [Bool]

    init(_ words: [String]) {
        keywords = words.map { Array($0.utf8) }
        var first = [Bool](repeating: false, count: 256)
        for keyword in keywords { first[Int(keyword[0])] = true }
        isFirstByte = first
    }

    func occurs(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, to end: Int? = nil) -> Bool {
        let end = min(end ?? bytes.count, bytes.count)
        var index = max(0, start)
        while index < end {
            let byte = bytes[index]
            if isFirstByte[Int(byte)] {
                for keyword in keywords where keyword[0] == byte && index + keyword.count <= end {
                    var offset = 1
                    while offset < keyword.count && bytes[index + offset] == keyword[offset] { offset += 1 }
                    if offset == keyword.count { return true }
                }
            }
            index += 1
        }
        return false
    }
}
