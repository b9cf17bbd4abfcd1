import Foundation

/// How a module summary or a cache entry (both in `BinaryCoding`) writes the paths of the files it describes: each file's
/// path once, in its `FileSummary`, relative to the summary's root (or not at all, in a cache
/// entry, whose facts belong to a file's content wherever it lives), and every source location
/// in that file as `[line, column]` alone.
///
/// The coder's `userInfo` carries one of these; `FileSummary` sets `currentFile` as it starts
/// each file, and `SourceLocation` writes or reads its file through it. A coder without one
/// writes locations whole, as every other output of digen does.
final class SummaryCoding: @unchecked Sendable {
    // Unchecked Sendable: one instance belongs to one encoder or decoder, which runs on one
    // thread from start to end; it is never shared between coders.

    /// The in-memory path of the file being written or read.
    var currentFile = ""
    /// A location's path as written (`stored`) from its path in memory, and back (`loaded`).
    let stored: (String) -> String
    let loaded: (String) -> String
    /// Whether a location in another file than its summary's was written: a cache entry (whose
    /// paths are all dropped) is only kept when none was.
    var wroteOtherFile = false
    /// The first path read that is written absolute, for a coding that checks them: digen
    /// writes every path of a summary relative to its root.
    var absolutePath: String?
    /// Whether paths read must be relative.
    private var confinesPaths = false
    /// What the values read may still take in memory, paths taken from the root included.
    var budget: MemoryBudget?

    init(stored: @escaping (String) -> String, loaded: @escaping (String) -> String) {
        self.stored = stored
        self.loaded = loaded
    }

    /// The key under which a coder's `userInfo` holds it.
    static let key = CodingUserInfoKey(rawValue: "digen.summaryCoding")!

    /// The coding of a summary whose paths are relative to `root`.
    static func relative(to root: String) -> SummaryCoding {
        SummaryCoding(stored: { RelativePath.from(root, to: $0) }, loaded: { RelativePath.resolve($0, against: root) })
    }

    /// The coding of a summary read from disk, whose paths must be relative to `root`: the first
    /// that is not is kept in `absolutePath`. (A relative path may climb above the root, to a
    /// package beside the app's; no stage reads a file outside the root: `FileContents`.)
    static func confined(to root: String) -> SummaryCoding {
        let coding = relative(to: root)
        coding.confinesPaths = true
        return coding
    }

    /// `path` as written in a summary, taken from the root; noted when it leaves the root. The
    /// path it becomes is paid for from the budget, with what a file costs a run besides (its
    /// places in the run's lists and tables): a summary cannot name millions of files in a few
    /// bytes each.
    func load(_ path: String) throws -> String {
        if confinesPaths, absolutePath == nil, path.hasPrefix("/") { absolutePath = path }
        let whole = loaded(path)
        try budget?.spend(Self.costOfAFile + (whole.utf8.count > 15 ? whole.utf8.count : 0))
        return whole
    }

    /// What a file named in a summary costs a run, in bytes of memory, besides its path.
    static let costOfAFile = 64

    /// The coding of a cache entry: paths are not written; `path` is the file they are read for.
    static func pathless(readingFor path: String) -> SummaryCoding {
        SummaryCoding(stored: { _ in "" }, loaded: { _ in path })
    }

    /// The bytes of `value` written through `coding` (`BinaryCoding`).
    static func encode<Value: Encodable>(_ value: Value, _ coding: SummaryCoding) throws -> [UInt8] {
        try BinaryCoding.encode(value, userInfo: [key: coding])
    }

    /// The value `bytes` hold, read through `coding`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8], _ coding: SummaryCoding) throws -> Value {
        try decode(type, from: bytes[...], coding)
    }

    /// The value `bytes` hold, read through `coding`, within the memory `BinaryCoding` allows.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: ArraySlice<UInt8>, _ coding: SummaryCoding) throws -> Value {
        let budget = MemoryBudget(forBytes: bytes.count)
        coding.budget = budget
        return try BinaryCoding.decode(type, from: bytes, userInfo: [key: coding], budget: budget)
    }
}
