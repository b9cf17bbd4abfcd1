/// How a sources list file lists its Swift files (Needle's `--sources-list-format`).
public enum SourcesListFormat: String, Codable, Hashable, Sendable, CaseIterable {
    /// One path per line.
    case newline
    /// Paths separated by single spaces; a path that needs escaping is wrapped in single quotes.
    case minescaping

    /// The format named `value` (case-insensitive), or `nil` when there is no such format.
    public init?(parsing value: String) {
        self.init(rawValue: value.lowercased())
    }

    /// The diagnostic for a `--sources-list-format` value that names no format, in Needle's
    /// words.
    public static func unknownFormat(_ value: String) -> Diagnostic {
        Diagnostic(
            id: .invalidOption, location: nil,
            message: "Failed to parse sources list format \(value)",
            notes: ["Supported formats: \(allCases.map(\.rawValue).joined(separator: ", "))."])
    }

    /// The paths listed in `content`, in order, with blank entries dropped.
    func paths(in content: String) -> [String] {
        switch self {
        case .newline:
            return content.split(whereSeparator: \.isNewline)
                .map { $0.trimmingWhitespace() }
                .filter { !$0.isEmpty }
        case .minescaping:
            return Self.minimallyEscapedPaths(in: content)
        }
    }

    /// Splits on unquoted spaces and newlines; text inside single quotes is taken literally, so
    /// `'a b.swift'` is one path. A quote next to other text joins it, as in a shell word.
    private static func minimallyEscapedPaths(in content: String) -> [String] {
        var paths: [String] = []
        var current = ""
        var isQuoted = false
        var hasWord = false
        for character in content {
            if character == "'" {
                isQuoted.toggle()
                hasWord = true
            } else if !isQuoted && (character == " " || character.isNewline || character == "\t") {
                if hasWord && !current.isEmpty { paths.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord && !current.isEmpty { paths.append(current) }
        return paths
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
