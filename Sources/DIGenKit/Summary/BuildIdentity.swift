import Foundation

/// What names a build of digen in its cache entries: a hash of the executable's bytes, so that two
/// builds that differ in any byte never share an entry, whatever their size and dates (`cp -p`,
/// `rsync -a` and `tar` keep modification times). Hashing tens of megabytes on every run would cost
/// more than a cached run takes, so the hash is kept in the cache folder under the file's identity
/// as the system gives it (device, inode, size, modification and status-change times; writing or
/// copying the file changes the status-change time, which no tool can set back), and computed
/// once per executable.
enum BuildIdentity {
    /// The name of the build at `executable`, kept in the cache folder `directory`; a name of its
    /// own (shared with no other run) when the executable cannot be read.
    static func of(executable: String, cacheDirectory directory: String) -> String {
        var status = stat()
        guard stat(executable, &status) == 0 else { return "build unknown-\(getpid())" }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        let file = ContentHash(
            "\(executable) \(status.st_dev) \(status.st_ino) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)")
        let folder = CacheFolder(root: directory, kind: "builds", version: 1)
        if let stored = folder.read(file), let hash = ContentHash(hex: String(decoding: stored, as: UTF8.self)) {
            return "build \(hash)"
        }
        guard case .bytes(let bytes) = FileReader.read(executable, maximumSize: Int.max) else { return "build unknown-\(getpid())" }
        let hash = bytes.withUnsafeBufferPointer { ContentHash($0) }
        folder.write(Array(hash.description.utf8), for: file)
        return "build \(hash)"
    }
}
