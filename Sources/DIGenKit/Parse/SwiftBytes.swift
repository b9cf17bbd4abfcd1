/// Byte-level facts of Swift's lexical structure, for the scans that run before parsing
/// (`CodeBlockBlanker`, `NestingScanner`).
enum SwiftBytes {
    /// Whether `byte` can be part of an identifier (any byte of a non-ASCII character can).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            byte >= 0x80
        }
    }

    /// The index just after the block comment that opens at `start` (its `/*`), nested comments
    /// included, or nil when the file ends before it closes.
    static func endOfBlockComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Whether `count` `#` characters follow at `start` (a raw string's delimiter).
    static func hashesFollow(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[start + offset] != UInt8(ascii: "#") { return false }
        return true
    }
}
