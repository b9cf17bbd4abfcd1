import Foundation

/// The bytes of files a run reads beyond its own inputs (other modules' files, which their
/// summaries name), each read from disk at most once however many steps look in it: the step that
/// looks for the shapes of types and the one that looks for other modules' declarations may both
/// need the same file. Only files inside the root are read: a summary is a build artifact that
/// travels, and whatever paths it holds (`../../etc/hostname`), no file outside the root is
/// opened for it; such a file counts as one that cannot be read.
final class FileContents: @unchecked Sendable {
    // Unchecked Sendable: `read` is the only access to `known`, and it holds `lock` while it does.
    private let lock = NSLock()
    private var known: [String: [UInt8]?] = [:]
    private let maximumSize: Int
    /// Whether `read` hashes what it reads (`CheckOptions.recordsFilesRead`).
    private let hashing: Bool
    private var hashes: [String: ContentHash] = [:]
    /// The folder whose files may be read; nil for any.
    private let root: String?

    init(maximumSize: Int, hashing: Bool = false, root: String? = nil) {
        self.maximumSize = maximumSize
        self.hashing = hashing
        self.root = root
    }

    /// The hash of each file read, when hashing.
    var contents: [String: ContentHash] {
        lock.withLock { hashes }
    }

    /// The bytes of the regular file at `path`, or nil when it cannot be read whole; read from
    /// disk the first time only.
    func read(_ path: String) -> [UInt8]? {
        if let bytes = lock.withLock({ known[path] }) { return bytes }
        if let root, !RelativePath.isInside(path, root: root) { return nil }
        let bytes = FileReader.bytes(path, maximumSize: maximumSize)
        let hash = hashing ? bytes.map { $0.withUnsafeBufferPointer(ContentHash.init) } : nil
        lock.withLock {
            known[path] = bytes
            if let hash { hashes[path] = hash }
        }
        return bytes
    }
}
