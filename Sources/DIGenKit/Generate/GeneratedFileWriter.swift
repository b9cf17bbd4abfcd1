import Foundation

/// Writes generated code so that a build never sees half a file and an unchanged file keeps its
/// modification time (so the build system does not recompile it).
enum GeneratedFileWriter {
    enum Outcome: Equatable, Sendable {
        case written
        case unchanged
    }

    /// Writes `text` to `path` through a temporary file in the same directory renamed over it,
    /// unless the file already holds exactly `text`.
    static func write(_ text: String, to path: String) throws -> Outcome {
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data {
            return .unchanged
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "Could not move the generated file into place at \(path): \(String(cString: strerror(code))).",
            ])
        }
        return .written
    }
}
