/// What the reading stage takes from one file, read from disk once and parsed at most once:
/// whatever a later step of the run needs of the file is in here, so that no later step reads it
/// again.
struct FileReading: Sendable {
    /// The file's summary, or why it has none.
    var outcome: FileSummarizer.Outcome
    /// For a file the keyword filter skipped: its bytes as read. The graph stage looks in them
    /// for the shapes of the types that requests pass arguments to (`SkippedFileShapes`), and
    /// `digen summarize` hashes them.
    var skippedBytes: [UInt8]?
    /// For a parsed file that was not read for Drip but may use Drip's members: its reading for
    /// Drip, taken from the same tree. The run uses it instead of the summary when another of
    /// its files imports Drip (`RunImports`); `digen summarize` keeps it when it says more.
    var dripReading: FileSummary?
    /// The hash of the bytes read, when the run records what it read (`CheckOptions.recordsFilesRead`).
    var content: ContentHash?

    init(outcome: FileSummarizer.Outcome, skippedBytes: [UInt8]? = nil, dripReading: FileSummary? = nil) {
        self.outcome = outcome
        self.skippedBytes = skippedBytes
        self.dripReading = dripReading
    }
}
