/// How a location is written and read: whole (`{"file", "line", "column"}`) in every output of
/// digen, and as `[line, column]` inside the file a summary's coding is writing (`SummaryCoding`).
extension SourceLocation {
    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    /// Reads a location whole (`{"file", "line", "column"}`), or as `[line, column]` in the
    /// file a summary's coding is reading (`SummaryCoding`). A summary or cache entry is checked,
    /// not trusted: its lines and columns count from 1.
    public init(from decoder: any Decoder) throws {
        let coding = decoder.userInfo[SummaryCoding.key] as? SummaryCoding
        if let coding, var pair = try? decoder.unkeyedContainer() {
            file = coding.currentFile
            line = try pair.decode(Int.self)
            column = try pair.decode(Int.self)
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let written = try container.decode(String.self, forKey: .file)
            file = try coding.map { try $0.load(written) } ?? written
            line = try container.decode(Int.self, forKey: .line)
            column = try container.decode(Int.self, forKey: .column)
        }
        if coding != nil, line < 1 || column < 1 {
            throw ModuleSummary.LoadProblem.invalid("a location at line \(line), column \(column) in \(file)")
        }
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
