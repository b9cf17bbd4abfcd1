/// A place in a source file: a path as digen was given it, and a 1-based line and column.
public struct SourceLocation: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes as compilers do.
    public var column: Int

    /// The location `line`:`column` in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of `file`, for problems that concern a whole file.
    public static func startOf(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

extension SourceLocation {
    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    /// Reads a location whole (`{"file", "line", "column"}`), or as `[line, column]` in the
    /// file a summary's coding is reading (`SummaryCoding`).
    public init(from decoder: any Decoder) throws {
        let coding = decoder.userInfo[SummaryCoding.key] as? SummaryCoding
        if let coding, var pair = try? decoder.unkeyedContainer() {
            file = coding.currentFile
            line = try pair.decode(Int.self)
            column = try pair.decode(Int.self)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let written = try container.decode(String.self, forKey: .file)
        file = coding.map { $0.loaded(written) } ?? written
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
    }

    /// Writes the location whole, or as `[line, column]` when a summary's coding is writing the
    /// file it is in.
    public func encode(to encoder: any Encoder) throws {
        let coding = encoder.userInfo[SummaryCoding.key] as? SummaryCoding
        if let coding, file == coding.currentFile {
            var pair = encoder.unkeyedContainer()
            try pair.encode(line)
            try pair.encode(column)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let coding {
            coding.wroteOtherFile = true
            try container.encode(coding.stored(file), forKey: .file)
        } else {
            try container.encode(file, forKey: .file)
        }
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
