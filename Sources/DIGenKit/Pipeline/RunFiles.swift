import Foundation

/// The files a command writes and the files it reads beside its sources, each with the option
/// that names it, judged before the run reads anything: an output that is one of the run's inputs,
/// or another of its outputs, would be overwritten, so the run is refused with the pair named.
public struct RunFiles: Sendable {
    /// What the command writes: `(option, path)`, the option as the user wrote it (`--report`).
    public var outputs: [(option: String, path: String)]
    /// What it reads: the source roots given, the summaries, the header doc.
    public var inputs: [(option: String, path: String)]

    /// Outputs and inputs, paths relative to the working directory as given.
    public init(outputs: [(option: String, path: String)], inputs: [(option: String, path: String)]) {
        self.outputs = outputs
        self.inputs = inputs
    }

    /// Each output that is an input or an earlier output, as a `digen/OutputNotWritten` error
    /// naming both; empty when none is. Paths are compared as written and as files (a link or a
    /// second name of one file is the same file).
    public func problems(workingDirectory: String) -> [Diagnostic] {
        let inputs = inputs.map { ($0.option, $0.path, Self.identity(of: $0.path, in: workingDirectory)) }
        var earlier: [(String, String, FileIdentity)] = []
        var problems: [Diagnostic] = []
        for (option, path) in outputs {
            let identity = Self.identity(of: path, in: workingDirectory)
            if let (otherOption, otherPath, _) = (inputs + earlier).first(where: { $0.2 == identity }) {
                let other = otherPath == path ? otherOption : "\(otherOption) \(otherPath)"
                problems.append(Diagnostic(
                    id: .outputNotWritten, location: nil,
                    message: "\(option) \(path) is also \(other): digen would overwrite it; choose another path."))
            }
            earlier.append((option, path, identity))
        }
        return problems
    }

    /// A file as the system knows it, or as its absolute path while it does not exist.
    private enum FileIdentity: Equatable {
        case file(device: UInt64, inode: UInt64)
        case path(String)
    }

    private static func identity(of path: String, in workingDirectory: String) -> FileIdentity {
        let absolute = URL(fileURLWithPath: RelativePath.resolve(path, against: workingDirectory)).standardizedFileURL.path
        var status = stat()
        guard stat(absolute, &status) == 0 else { return .path(absolute) }
        return .file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}
