import Foundation

/// Reads whole files with plain POSIX calls: no URL to build per file, and the system's own
/// words for a failure ("Permission denied", "Is a directory").
enum FileReader {
    enum Outcome {
        case bytes([UInt8])
        case failure(reason: String)
    }

    static func read(_ path: String) -> Outcome {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
        var bytes = [UInt8](repeating: 0, count: max(expected, 4_096))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .bytes(bytes)
    }

    /// Whether the file at `path` can be read and has one of `names` as a whole identifier. One
    /// pass over the file whatever the number of names (a search per name would cost the files
    /// times the names).
    static func mentions(_ path: String, anyOf names: Set<String>) -> Bool {
        guard case .bytes(let bytes) = read(path) else { return false }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            // Type names start with a capital letter; other words are not looked up.
            if bytes[start] >= 0x41, bytes[start] <= 0x5A,
               names.contains(String(decoding: bytes[start..<index], as: UTF8.self)) {
                return true
            }
        }
        return false
    }
}
