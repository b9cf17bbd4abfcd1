/// What to read: the inputs and exclusions of `digen check` and `digen print-dependency-tree`.
public struct ScanOptions: Hashable, Sendable {
    /// Directories (walked recursively, hidden entries skipped), single `.swift` files, or
    /// sources list files.
    public var sourceRootPaths: [String]
    /// The format of every sources list file (Needle's default is `newline`).
    public var sourcesListFormat: SourcesListFormat
    /// Files whose name without its extension ends with one of these are skipped.
    public var excludeSuffixes: [String]
    /// Files whose path contains one of these are skipped.
    public var excludePaths: [String]
    /// What relative paths (on the command line and in sources lists) are relative to.
    public var workingDirectory: String
    /// The largest input file read, in bytes (`--max-file-size`, in megabytes); a larger one is
    /// reported as `digen/FileTooLarge` and not read.
    public var maximumFileSize: Int

    /// `--exclude-suffixes` values that look like paths (`Sources/App`, `Root.swift`): sources
    /// written after the option, read as more of its values, since array options take values up
    /// to the next option. No file name ends with them.
    public var suffixesThatLookLikePaths: [String] {
        excludeSuffixes.filter { $0.contains("/") || $0.hasSuffix(".swift") }
    }

    /// The warnings for `suffixesThatLookLikePaths`.
    public var exclusionWarnings: [Diagnostic] {
        suffixesThatLookLikePaths.map { suffix in
            Diagnostic(
                id: .invalidOption, severity: .warning, location: nil,
                message: "--exclude-suffixes \(suffix) looks like a path, not a file-name suffix: no file name ends with it. Put sources before --exclude-suffixes, or use --exclude-paths for a folder.")
        }
    }

    /// 64 MB: several times the largest hand-written Swift file, and room for the wiring digen
    /// generates for a 10,000-component app.
    public static let defaultMaximumFileSize = 64 << 20

    /// Options for reading `sourceRootPaths`, relative paths taken from `workingDirectory`.
    public init(
        sourceRootPaths: [String], sourcesListFormat: SourcesListFormat = .newline, excludeSuffixes: [String] = [],
        excludePaths: [String] = [], workingDirectory: String, maximumFileSize: Int = ScanOptions.defaultMaximumFileSize
    ) {
        self.maximumFileSize = maximumFileSize
        self.sourceRootPaths = sourceRootPaths
        self.sourcesListFormat = sourcesListFormat
        self.excludeSuffixes = excludeSuffixes
        self.excludePaths = excludePaths
        self.workingDirectory = workingDirectory
    }
}
