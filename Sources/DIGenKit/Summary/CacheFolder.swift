import Foundation

/// A folder of cache entries, each a file named by its key and checked before it is believed: a
/// header names the kind of entry, its version, the entry's own key and the length and hash of
/// what follows, so an entry that is truncated, corrupt, of another version or for another key is
/// taken for no entry (and written again by its user). Entries are written to a unique temporary
/// file and renamed into place, so a reader (another digen sharing the folder) sees a whole entry
/// or none.
///
/// A folder that cannot be made or written is remembered (`problem`), and nothing more is written
/// to it; its users then run without it and say so once.
final class CacheFolder: @unchecked Sendable {
    // Unchecked Sendable: the names are constants; `unavailable` is only read and written under
    // `lock`. Entries are files, each written whole and renamed into place.

    /// Where the entries are: a subfolder per kind and version of the folder given.
    let directory: String
    /// What the entries hold (`facts`, `runs`), written in every header.
    let kind: String
    /// The version of the entries' format.
    let version: Int
    private let lock = NSLock()
    private var unavailable: String?

    /// The entries of `kind` at `version` in the folder `root`.
    init(root: String, kind: String, version: Int) {
        directory = root + "/\(kind)-v\(version)"
        self.kind = kind
        self.version = version
    }

    /// Why the folder could not be written, once a write failed; `nil` while it works.
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return unavailable
    }

    private func entryPath(_ key: ContentHash) -> String {
        let name = key.description
        return "\(directory)/\(name.prefix(2))/\(name)"
    }

    private func header(_ key: ContentHash, payload: ContentHash, length: Int) -> String {
        "digen-\(kind) \(version)\n\(key)\n\(length) \(payload)\n"
    }

    /// What is stored under `key`; `nil` when there is no entry or it cannot be believed.
    func read(_ key: ContentHash) -> [UInt8]? {
        guard case .bytes(let bytes) = FileReader.read(entryPath(key), maximumSize: 256 << 20) else { return nil }
        // The header is three lines; find where it ends.
        var newlines = 0
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            newlines += 1
            if newlines == 3 {
                start = index + 1
                break
            }
        }
        guard newlines == 3 else { return nil }
        let payload = Array(bytes[start...])
        let expected = payload.withUnsafeBufferPointer { header(key, payload: ContentHash($0), length: $0.count) }
        guard bytes[..<start].elementsEqual(expected.utf8) else { return nil }
        return payload
    }

    /// Stores `payload` under `key`; a failure to write is remembered in `problem`.
    func write(_ payload: [UInt8], for key: ContentHash) {
        guard problem == nil else { return }
        let entry = Array(payload.withUnsafeBufferPointer { header(key, payload: ContentHash($0), length: $0.count) }.utf8) + payload
        let path = entryPath(key)
        let folder = String(path[..<path.lastIndex(of: "/")!])
        if let failure = write(entry, to: path, in: folder) {
            lock.lock()
            if unavailable == nil { unavailable = failure }
            lock.unlock()
        }
    }

    /// Writes `bytes` to `path` through a unique temporary file in `folder`, made if missing;
    /// answers why it failed, or `nil`.
    private func write(_ bytes: [UInt8], to path: String, in folder: String) -> String? {
        func failure() -> String { "\(directory) cannot be written (\(String(cString: strerror(errno))))" }
        guard Self.makeFolder(folder) else { return failure() }
        var template = Array("\(folder)/.entry-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return failure() }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let reason = failure()
            unlink(temporary)
            return reason
        }
        return nil
    }

    /// Makes `folder` and the folders above it that are missing; whether it exists after.
    private static func makeFolder(_ folder: String) -> Bool {
        var status = stat()
        if stat(folder, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { return true }
            errno = ENOTDIR
            return false
        }
        let parent = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
        if !parent.isEmpty, !makeFolder(parent) { return false }
        // Another run may make it at the same moment.
        return mkdir(folder, 0o755) == 0 || errno == EEXIST
    }
}
