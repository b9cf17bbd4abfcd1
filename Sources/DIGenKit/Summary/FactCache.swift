import Foundation

/// The cache of per-file facts: a file's `FileSummary` stored under the hash of its content,
/// the styles it was read for and the digen that read it, so a run reads only the files that
/// changed since a run before it.
///
/// Every entry is checked before it is believed: a header names the format, the entry's own key
/// and the length and hash of what follows; an entry that is truncated, corrupt, of another
/// version or for another key is ignored and written again. Entries are written to a unique
/// temporary file and renamed into place, so a reader (another digen sharing the folder) sees a
/// whole entry or none. Entries hold no paths: the same content anywhere is one entry.
///
/// A folder that cannot be made or written means a run without the cache and one note
/// (`digen/CacheUnavailable`); the run's answer is the same either way.
final class FactCache: @unchecked Sendable {
    // Unchecked Sendable: the folder and identity are constants; `unavailable` is only read and
    // written under `lock`. Entries are files, each written whole and renamed into place.

    /// The folder entries are kept in (a subfolder of the one given, per format version).
    let directory: String
    /// What besides a file's content decides its facts: digen's version and build.
    let identity: String
    private let lock = NSLock()
    private var unavailable: String?

    /// The version of the entries' format; part of the folder's name.
    static let formatVersion = 1

    /// A cache in `directory`, for facts read by the digen `identity` names.
    init(directory: String, identity: String) {
        self.directory = directory + "/facts-v\(Self.formatVersion)"
        self.identity = identity
    }

    /// Why the cache could not be used, once a write failed; `nil` while it works.
    var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return unavailable
    }

    /// The name of the entry for content `content` read for `styles`.
    func key(content: ContentHash, styles: Set<Style>) -> ContentHash {
        ContentHash("\(identity)\n\(styles.sorted().map(\.rawValue).joined(separator: ","))\n\(content)")
    }

    private func entryPath(_ key: ContentHash) -> String {
        let name = key.description
        return "\(directory)/\(name.prefix(2))/\(name)"
    }

    private func header(_ key: ContentHash, payload: ContentHash, length: Int) -> String {
        "digen-facts \(Self.formatVersion)\n\(key)\n\(length) \(payload)\n"
    }

    /// The facts stored under `key`, labelled with `path`; `nil` when there is no entry or it
    /// cannot be believed.
    func facts(for key: ContentHash, path: String) -> FileSummary? {
        guard case .bytes(let bytes) = FileReader.read(entryPath(key), maximumSize: 256 << 20) else { return nil }
        // The header is three lines; find where it ends.
        var newlines = 0
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            newlines += 1
            if newlines == 3 { start = index + 1; break }
        }
        guard newlines == 3 else { return nil }
        let payload = bytes[start...]
        let expected = payload.withContiguousStorageIfAvailable { header(key, payload: ContentHash($0), length: $0.count) }
        guard let expected, bytes[..<start].elementsEqual(expected.utf8) else { return nil }
        return try? SummaryCoding.decoder(.pathless(readingFor: path)).decode(FileSummary.self, from: Data(payload))
    }

    /// Stores `summary` under `key`; a summary that names another file than its own is not
    /// stored (its paths could not be dropped). A failure to write is remembered in `problem`.
    func store(_ summary: FileSummary, for key: ContentHash) {
        let coding = SummaryCoding.pathless(readingFor: summary.path)
        guard problem == nil, let payload = try? SummaryCoding.encoder(coding).encode(summary), !coding.wroteOtherFile else { return }
        let entry = Array(payload.withUnsafeBytes { header(key, payload: ContentHash($0.bindMemory(to: UInt8.self)), length: payload.count) }.utf8)
            + Array(payload)
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
