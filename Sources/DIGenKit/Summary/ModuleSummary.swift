import Foundation

/// One module's DI facts, as `digen summarize` writes them: what each of its files declares, in
/// every style, with paths relative to a root folder. A run given the summaries of an app's
/// other modules beside one module's sources reads them as if it had read those sources.
///
/// The file is `magic` and then the summary in `BinaryCoding` (keys in order), with no
/// timestamps and no absolute paths, so identical sources give identical bytes wherever they are
/// summarised. Its format is documented in
/// `Sources/digen/digen.docc/MultiModuleApps.md`; `version` changes whenever a summary written before could be read
/// differently.
public struct ModuleSummary: Codable, Equatable, Sendable {
    /// What every summary's `format` says.
    public static let formatName = "digen-module-summary"
    /// The version of the format this digen writes and reads.
    public static let formatVersion = 3

    /// Always `formatName`.
    public var format = ModuleSummary.formatName
    /// The format's version.
    public var version = ModuleSummary.formatVersion
    /// The module's name.
    public var module: String
    /// The facts of each file that may declare DI, in the order they were read.
    public var files: [FileSummary]
    /// Files read again for Drip: what that reading finds (styles, shapes, WhoopDI and Drip
    /// facts) replaces those parts of the file of `files` with the same path when the run that
    /// reads the summary imports Drip (a file may use Drip's members when any file of the
    /// program imports Drip); only those where it differs.
    public var dripReadings: [FileSummary] = []
    /// The files the keyword filter passed over; a run reads them for type shapes when a request
    /// names a type nothing else declares, as it would with the module's sources.
    public var skippedFiles: [String] = []
    /// A hash of the skipped files' contents, so the summary's bytes change whenever one of them
    /// does: a build system that reruns the program's run when a summary changes then sees a
    /// change to a type's initializers that a request may read.
    public var skippedContent = ""
    /// What the module leaves to others: the problems a run over the module alone found that
    /// another module may resolve (a dependency an ancestor component in the app provides).
    public var open: [Diagnostic] = []

    /// A summary of the module `module`.
    public init(module: String, files: [FileSummary]) {
        self.module = module
        self.files = files
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, module, files, dripReadings, skippedFiles, skippedContent, open
    }

    /// Reads a summary; the format and version are checked before anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        let version = try container.decode(Int.self, forKey: .version)
        guard format == Self.formatName else { throw LoadProblem.notASummary }
        guard version == Self.formatVersion else { throw LoadProblem.version(version) }
        module = try container.decode(String.self, forKey: .module)
        files = try container.decode([FileSummary].self, forKey: .files)
        dripReadings = try container.decodeIfPresent([FileSummary].self, forKey: .dripReadings) ?? []
        let coding = decoder.userInfo[SummaryCoding.key] as? SummaryCoding
        skippedFiles = []
        if try container.contains(.skippedFiles) && !container.decodeNil(forKey: .skippedFiles) {
            // Each path taken from the root as it is read, into a list made once.
            var list = try container.nestedUnkeyedContainer(forKey: .skippedFiles)
            skippedFiles.reserveCapacity(list.count ?? 0)
            while !list.isAtEnd {
                let written = try list.decode(String.self)
                skippedFiles.append(try coding?.load(written) ?? written)
            }
        }
        skippedContent = try container.decodeIfPresent(String.self, forKey: .skippedContent) ?? ""
        coding?.currentFile = ""
        open = try container.decodeIfPresent([Diagnostic].self, forKey: .open) ?? []
    }

    /// Writes the summary; empty lists are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(module, forKey: .module)
        try container.encode(files, forKey: .files)
        let coding = encoder.userInfo[SummaryCoding.key] as? SummaryCoding
        if !dripReadings.isEmpty { try container.encode(dripReadings, forKey: .dripReadings) }
        if !skippedFiles.isEmpty { try container.encode(skippedFiles.map { coding?.stored($0) ?? $0 }, forKey: .skippedFiles) }
        if !skippedContent.isEmpty { try container.encode(skippedContent, forKey: .skippedContent) }
        coding?.currentFile = ""
        if !open.isEmpty { try container.encode(open, forKey: .open) }
    }

    /// A summary read, or why it could not be.
    enum Loaded: Sendable {
        case summary(ModuleSummary)
        case problem(Diagnostic)
    }

    /// Why a file could not be read as a summary.
    enum LoadProblem: Error {
        case notASummary
        case version(Int)
        /// A field that does not say what it must: `what` names it.
        case invalid(String)
    }

    /// The first bytes of every summary file, so that a summary is known for one at a glance
    /// (`file`, `head -c 22`) and any other file is refused before it is read.
    static let magic = Array("digen module summary\n\0".utf8)

    /// The summary's bytes, paths written relative to `root`: `magic`, then the summary in
    /// `BinaryCoding`.
    func encoded(relativeTo root: String) throws -> [UInt8] {
        Self.magic + (try SummaryCoding.encode(self, .relative(to: root)))
    }

    /// The summary at `path`, its paths taken from `root`, with each file marked as the
    /// summary's module's; or the diagnostic that says why it cannot be read.
    static func load(_ path: String, root: String, maximumSize: Int) -> Loaded {
        load(path, root: root, maximumSize: maximumSize, bytes: nil)
    }

    /// `load`, and with `hashing` the hash of the bytes it read.
    static func load(_ path: String, root: String, maximumSize: Int, hashing: Bool) -> (loaded: Loaded, content: ContentHash?) {
        guard case .bytes(let bytes) = FileReader.read(path, maximumSize: maximumSize) else {
            return (load(path, root: root, maximumSize: maximumSize, bytes: nil), nil)
        }
        return (load(path, root: root, maximumSize: maximumSize, bytes: bytes), hashing ? bytes.withUnsafeBufferPointer(ContentHash.init) : nil)
    }

    /// The summary in `read`, the bytes of `path` (nil: read them here).
    private static func load(_ path: String, root: String, maximumSize: Int, bytes read: [UInt8]?) -> Loaded {
        func problem(_ message: String, _ notes: [String] = []) -> Loaded {
            .problem(Diagnostic(id: .badSummary, location: .startOf(path), message: message, notes: notes))
        }
        let bytes: [UInt8]
        switch read.map(FileReader.Outcome.bytes) ?? FileReader.read(path, maximumSize: maximumSize) {
        case .bytes(let read): bytes = read
        case .failure(let reason): return problem("Could not read the module summary \(path): \(reason)")
        case .notRegular(let kind): return problem("Could not read the module summary \(path): it is \(kind), not a regular file.")
        case .tooLarge(let size): return problem("The module summary \(path) is \(size) bytes, larger than the \(maximumSize >> 20) MB digen reads (--max-file-size).")
        }
        let remake = "Summarize the module again with this digen (digen summarize), or pass its sources instead."
        guard bytes.starts(with: magic) else { return problem("\(path) is not a digen module summary.", [remake]) }
        do {
            let coding = SummaryCoding.confined(to: root)
            var summary = try SummaryCoding.decode(ModuleSummary.self, from: bytes.dropFirst(magic.count), coding)
            // digen writes every path relative to the root; one written absolute (`/etc/passwd`)
            // is no summary of its.
            if let absolute = coding.absolutePath {
                throw LoadProblem.invalid("the absolute path \(SwiftSpelling.stringLiteral(absolute)), where a summary's paths are relative to its root")
            }
            if let invalid = SummaryChecks.problem(in: summary) { throw LoadProblem.invalid(invalid) }
            for index in summary.files.indices { summary.files[index].module = summary.module }
            for index in summary.dripReadings.indices { summary.dripReadings[index].module = summary.module }
            return .summary(summary)
        } catch LoadProblem.version(let version) {
            return problem(
                "\(path) is a module summary of format version \(version); this digen (\(DIGen.version)) reads version \(formatVersion).",
                [remake])
        } catch LoadProblem.notASummary {
            return problem("\(path) is not a digen module summary.", [remake])
        } catch LoadProblem.invalid(let what) {
            return problem("\(path) is not a summary digen wrote: it holds \(what).", [remake])
        } catch is BinaryCoding.TooLarge {
            return problem(
                "\(path) is not a summary digen wrote: it describes more than \(BinaryCoding.memoryPerByte) bytes of values for each of its \(bytes.count) bytes.",
                [remake])
        } catch {
            return problem("\(path) is a damaged digen module summary: its contents cannot be read.", [remake])
        }
    }
}
