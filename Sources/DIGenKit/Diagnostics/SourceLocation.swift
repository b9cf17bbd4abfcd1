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
