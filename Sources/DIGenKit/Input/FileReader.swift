import Foundation

/// Reads whole files with plain POSIX calls: no URL to build per file, and the system's own
/// words for a failure ("Permission denied", "Is a directory").
enum FileReader {
    enum Outcome {
        case bytes([UInt8])
        /// The system's reason (`strerror`).
        case failure(reason: String)
        /// Not a regular file: what it is instead (`a FIFO`, `a directory`, …). It was not opened
        /// for reading, so a FIFO cannot block the run and a device is never read.
        case notRegular(kind: String)
        /// Larger than the limit; its size in bytes.
        case tooLarge(size: Int)
    }

    /// Reads the regular file at `path`, at most `maximumSize` bytes of it.
    static func read(_ path: String, maximumSize: Int = ScanOptions.defaultMaximumFileSize) -> Outcome {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(reason: String(cString: strerror(errno))) }
        if let kind = kindIfNotRegular(status) { return .notRegular(kind: kind) }
        if Int(status.st_size) > maximumSize { return .tooLarge(size: Int(status.st_size)) }
        // Non-blocking, so that a FIFO put in the file's place since the check cannot block.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(reason: String(cString: strerror(errno))) }
        if let kind = kindIfNotRegular(status) { return .notRegular(kind: kind) }
        // A file that grows while it is read is read at the size it had when opened; one that
        // reports no size is read to its end, and still cut at the limit.
        let expected = min(max(0, Int(status.st_size)), maximumSize)
        var bytes = [UInt8](repeating: 0, count: max(expected + 1, 4_096))
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= maximumSize else { return .tooLarge(size: filled) }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maximumSize + 1 - filled)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
            // No second call just to be told the file ends where its size said.
            if filled == expected, expected > 0, expected == Int(status.st_size) { break }
        }
        if filled > maximumSize { return .tooLarge(size: filled) }
        bytes.removeSubrange(filled...)
        return .bytes(bytes)
    }

    /// What a file of `status` is when it is not a regular file (`a FIFO`), or nil.
    static func kindIfNotRegular(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "an unknown kind of file"
        }
    }

    /// The bytes of the regular file at `path`, or nil when it cannot be read whole.
    static func bytes(_ path: String, maximumSize: Int = ScanOptions.defaultMaximumFileSize) -> [UInt8]? {
        if case .bytes(let bytes) = read(path, maximumSize: maximumSize) { bytes } else { nil }
    }

    /// Whether `bytes`, a file's, have one of `names` as a whole identifier. One pass over the
    /// bytes whatever the number of names (a search per name would cost the files times the names).
    static func mentions(_ bytes: [UInt8], anyOf names: Set<String>) -> Bool {
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

    /// Whether the file at `path` can be read and has one of `names` right after a word that
    /// declares a type (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias`): whether it
    /// may declare one, which a file that only uses the name does not.
    static func mayDeclare(_ bytes: [UInt8], anyOf names: Set<String>) -> Bool {
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
        }
        var previous: ArraySlice<UInt8> = []
        var index = 0
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]) else {
                // Only white space may stand between the keyword and the name.
                if bytes[index] > 0x20 { previous = [] }
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            let word = bytes[start..<index]
            if declaringWords.contains(where: { $0.elementsEqual(previous) }), names.contains(String(decoding: word, as: UTF8.self)) {
                return true
            }
            previous = word
        }
        return false
    }

    /// The words that declare a type, as bytes.
    private static let declaringWords = ["struct", "class", "enum", "protocol", "actor", "typealias"].map { Array($0.utf8) }
}
