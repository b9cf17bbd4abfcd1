import Foundation

/// Writes generated code so that a build never sees half a file, an unchanged file keeps its
/// modification time (so the build system does not recompile it), and nothing but a regular file
/// is ever replaced.
enum GeneratedFileWriter {
    enum Outcome: Equatable, Sendable {
        case written
        case unchanged
    }

    /// Why a file was not written, in a sentence that ends the diagnostic.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Writes `text` to `path` through a temporary file in the same directory, flushed to disk
    /// and renamed over it, unless the file already holds exactly `text`. Refuses, leaving it
    /// untouched, a path where something other than a regular file is (a device, a FIFO, a
    /// folder, a symbolic link) and a path in `protectedPaths` (the inputs of the run).
    static func write(_ text: String, to path: String, protecting protectedPaths: Set<String> = []) throws -> Outcome {
        try write(Array(text.utf8), to: path, protecting: protectedPaths)
    }

    /// Writes `bytes` as `write(_:to:protecting:)` writes text.
    static func write(_ bytes: [UInt8], to path: String, protecting protectedPaths: Set<String> = []) throws -> Outcome {
        if let refusal = refusal(at: path, protecting: protectedPaths) { throw refusal }
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists, Int(status.st_size) == bytes.count,
           case .bytes(let existing) = FileReader.read(path, maximumSize: bytes.count), existing == bytes {
            return .unchanged
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        removeAbandonedTemporaryFiles(for: name, in: directory)
        let temporary = directory + "/" + temporaryName(for: name, process: getpid())
        try writeAndFlush(bytes, to: temporary)
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw Refusal(description: "the generated file could not be moved into place (\(String(cString: strerror(code)))).")
        }
        // The rename itself is on disk only once the folder is.
        let folder = open(directory, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        return .written
    }

    /// The temporary file a run of process `process` writes `name` through: hidden, and named
    /// after the process so that a later run can tell an abandoned one.
    /// Why nothing may be written at `path`: something other than a regular file is there (a
    /// symbolic link is not followed), or it is one of `protectedPaths`; nil when it may be. The
    /// run cache asks the same before it trusts what it wrote there.
    static func refusal(at path: String, protecting protectedPaths: Set<String> = []) -> Refusal? {
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists, let kind = FileReader.kindIfNotRegular(status) {
            return Refusal(description: "it is \(kind), and digen writes only regular files; remove it or choose another path.")
        }
        if protectedPaths.contains(path) || (exists && protectedPaths.contains(where: { isSameFile($0, status) })) {
            return Refusal(description: "it is one of the sources digen read; choose another path.")
        }
        return nil
    }

    static func temporaryName(for name: String, process: pid_t) -> String {
        ".\(name).digen-\(process).tmp"
    }

    /// Removes the temporary files of `name` that runs killed before their rename left in
    /// `directory` (their process no longer exists), and those of digen versions that named
    /// them by UUID.
    static func removeAbandonedTemporaryFiles(for name: String, in directory: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let prefix = ".\(name)."
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
            let isAbandoned: Bool
            if middle.hasPrefix("digen-"), let process = pid_t(middle.dropFirst("digen-".count)) {
                isAbandoned = process != getpid() && kill(process, 0) != 0 && errno == ESRCH
            } else {
                isAbandoned = UUID(uuidString: String(middle)) != nil
            }
            if isAbandoned { unlink(directory + "/" + entry) }
        }
    }

    /// Creates `path` (which must not exist, and is never followed if it is a link), writes
    /// `bytes` and flushes them to disk.
    private static func writeAndFlush(_ bytes: [UInt8], to path: String) throws {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw Refusal(description: "the temporary file \(path) could not be created (\(String(cString: strerror(errno)))).")
        }
        var written = 0
        var failure: Int32?
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += count
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if let failure {
            unlink(path)
            throw Refusal(description: "the temporary file \(path) could not be written (\(String(cString: strerror(failure)))).")
        }
    }

    /// Whether `path` is the file `status` describes (the same device and inode).
    private static func isSameFile(_ path: String, _ status: stat) -> Bool {
        var other = stat()
        return stat(path, &other) == 0 && other.st_dev == status.st_dev && other.st_ino == status.st_ino
    }
}
