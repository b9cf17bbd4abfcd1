import Foundation

/// Arguments kept in a file (`digen-generate.args`), read when digen runs: the build plugin
/// passes `--arguments-file <path>` and declares the file an input of the command, so an edit
/// takes effect on the next build.
///
/// One entry per line; blank lines and lines starting with `#` are ignored. A line that starts
/// with `-` is an option with its values, split at spaces (`--provider-style conformances`,
/// `--exclude-suffixes Tests Mocks`); any other line is one value as it is, spaces included (a
/// path on the line after its option).
public enum ArgumentsFile {
    /// The option that names an arguments file on the command line.
    public static let option = "--arguments-file"

    /// What went wrong expanding the arguments, as a diagnostic.
    public struct Failure: Error, Sendable {
        /// The diagnostic that says what and where.
        public var diagnostic: Diagnostic
    }

    /// The arguments a file with `text` holds.
    public static func arguments(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).flatMap { rawLine -> [String] in
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { return [] }
            guard line.hasPrefix("-") else { return [line] }
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
    }

    /// `arguments` with each `--arguments-file <path>` replaced by the arguments the file holds.
    public static func expanded(_ arguments: [String]) throws(Failure) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            guard arguments[index] == option else {
                result.append(arguments[index])
                index += 1
                continue
            }
            guard index + 1 < arguments.count else {
                throw Failure(diagnostic: Diagnostic(id: .invalidOption, location: nil, message: "\(option) needs the path of a file of arguments."))
            }
            let path = arguments[index + 1]
            switch FileReader.read(path, maximumSize: 1 << 20) {
            case .bytes(let bytes):
                guard let text = TextDecoding.utf8(bytes) else {
                    throw Failure(diagnostic: Diagnostic(id: .invalidOption, location: .startOf(path), message: "The arguments file \(path) is not UTF-8 text."))
                }
                result += Self.arguments(in: text)
            case .failure(let reason):
                throw Failure(diagnostic: Diagnostic(id: .invalidOption, location: nil, message: "Could not read the arguments file \(path): \(reason)"))
            case .notRegular(let kind):
                throw Failure(diagnostic: Diagnostic(id: .invalidOption, location: nil, message: "Could not read the arguments file \(path): it is \(kind), not a regular file."))
            case .tooLarge(let size):
                throw Failure(diagnostic: Diagnostic(id: .invalidOption, location: nil, message: "The arguments file \(path) is \(size) bytes; an arguments file may hold at most 1 MB."))
            }
            index += 2
        }
        return result
    }
}
