import Foundation

// Not part of digen: this file is compiled into Benchmarks/SummaryFormats' copy of DIGenKit only
// (the rest of the module is the root's Sources/DIGenKit, through the symbolic link beside this
// file), so that the timer reaches the summary's internal coding without `-enable-testing`, and
// DIGenKit is compiled as digen's release build compiles it.

/// What the SummaryFormats timer needs of DIGenKit's internals.
public enum SummaryFormatsAccess {
    /// A summary's bytes, as `digen summarize` writes them (`ModuleSummary.encoded(relativeTo:)`).
    public static func encoded(_ summary: ModuleSummary, relativeTo root: String) throws -> [UInt8] {
        try summary.encoded(relativeTo: root)
    }

    /// A summary read from its bytes as `ModuleSummary.load` reads them, without reading the file
    /// or marking each file with the summary's module.
    public static func decoded(_ bytes: [UInt8], relativeTo root: String) throws -> ModuleSummary {
        guard bytes.starts(with: ModuleSummary.magic) else { throw ModuleSummary.LoadProblem.notASummary }
        return try SummaryCoding.decode(
            ModuleSummary.self, from: Array(bytes.dropFirst(ModuleSummary.magic.count)), .relative(to: root))
    }

    /// A coder's `userInfo` holding a new `SummaryCoding` for paths relative to `root`, as
    /// `SummaryCoding.encode` and `decode` give `BinaryCoding`; one per summary written or read.
    public static func userInfo(relativeTo root: String) -> [CodingUserInfoKey: any Sendable] {
        [SummaryCoding.key: SummaryCoding.relative(to: root)]
    }

    /// The files a run read (`Analysis.sourceFiles`).
    public static func sourceFiles(of analysis: Analysis) -> [String] {
        analysis.sourceFiles
    }
}
