import Foundation

/// What whole runs of `digen check` and `digen generate` answered, under a key made of
/// everything that decides the answer: the command and its options, this digen's build, and the
/// path and content of every input (each source file found, each summary read, the header doc).
/// A run whose key is stored answers from the cache without parsing anything; a `generate` run
/// only when the file it wrote still holds what it wrote. Runs whose answer could change without
/// their inputs changing are never stored: an input could not be read, or a parse timed out
/// (both exit with 2), or their output shows timings (`--logging-level info` and below).
///
/// The answer is stored only under the key of what the run read: the run records the content of
/// every file it reads (`Analysis.filesRead`), and an input whose content differs from the key's
/// (it changed between the key and the run) stops the store. Files the run reads beyond its
/// inputs (other modules' files, which only the run finds it needs) are kept in the entry with
/// their content, and the entry answers only while they still hold it.
struct RunResultCache {
    /// The entries.
    let folder: CacheFolder

    /// The version of the entries' format; part of the folder's name.
    static let formatVersion = 2

    /// A stored answer.
    private struct Entry: Codable {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
        /// The diagnostics shown, and the summary line, for reports in other formats.
        var diagnostics: [Diagnostic]
        var summary: String?
        /// The content hash of the file `generate` wrote; empty for `check`, or when nothing was
        /// written.
        var written: String
        /// The files the run read beyond its inputs, with the hash of their content.
        var others: [String: String]
    }

    /// A run's key, and the content of each input it was made from.
    struct Key {
        var hash: ContentHash
        var inputs: [String: ContentHash]
    }

    init(options: CheckOptions) {
        folder = CacheFolder(
            root: RelativePath.resolve(options.cacheDirectory ?? "", against: options.scan.workingDirectory),
            kind: "runs", version: Self.formatVersion)
    }

    /// The key of a run of `command` (with `details`, the command's own settings) over
    /// `options`; `nil` when an input cannot be read, so the run is not answered from the cache.
    static func key(command: String, _ options: CheckOptions, details: [String]) -> Key? {
        var text = [
            "digen-run \(formatVersion)", options.cacheIdentity, command,
            "sources \(options.scan.sourceRootPaths) \(options.scan.sourcesListFormat) \(options.scan.excludeSuffixes) \(options.scan.excludePaths)",
            "in \(options.scan.workingDirectory) max \(options.scan.maximumFileSize)",
            "timeout \(options.parsingTimeout.map { "\($0)" } ?? "none") info \(options.collectParsingInfo)",
            "pluginized \(options.pluginized) access \(options.accessRules.rawValue) styles \(options.styles.rawValue) isolation \(options.defaultIsolation.rawValue)",
            "root \(options.root ?? "-") module \(options.moduleName ?? "-") summaries \(options.summaryPaths)",
        ] + details
        let scan = options.scan.sourceRootPaths.isEmpty ? SourceScanner.Result(files: [], diagnostics: []) : SourceScanner(options: options.scan).scan()
        guard !scan.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        text.append("notes \(scan.diagnostics.map(\.description))")
        let inputs = scan.files + options.summaryPaths.map { RelativePath.resolve($0, against: options.scan.workingDirectory) }
        let maximumSize = options.scan.maximumFileSize
        // Read and hashed side by side; the hashes are taken in input order.
        let hashes = ParallelRunner.run(
            count: inputs.count, concurrencyLimit: options.concurrencyLimit ?? ProcessInfo.processInfo.activeProcessorCount, timeout: nil
        ) { index -> ContentHash? in
            guard case .bytes(let bytes) = FileReader.read(inputs[index], maximumSize: maximumSize) else { return nil }
            return bytes.withUnsafeBufferPointer(ContentHash.init)
        }.outputs
        var contents: [String: ContentHash] = [:]
        for (path, hash) in zip(inputs, hashes) {
            guard let hash = hash ?? nil else { return nil }
            text.append(path + " " + hash.description)
            contents[path] = hash
        }
        return Key(hash: ContentHash(text.joined(separator: "\n")), inputs: contents)
    }

    /// The answer stored under `key`; for `generate`, only when `destination` holds what it
    /// wrote and the writer would write there again (a symbolic link put in its place is not
    /// followed: the run is made again, and refuses it as an uncached run does).
    func output(for key: ContentHash, destination: String? = nil) -> CommandOutput? {
        guard let payload = folder.read(key), let entry = try? JSONDecoder().decode(Entry.self, from: Data(payload)) else { return nil }
        for (path, hash) in entry.others {
            guard let bytes = FileReader.bytes(path), bytes.withUnsafeBufferPointer(ContentHash.init).description == hash else { return nil }
        }
        if let destination, !entry.written.isEmpty {
            guard GeneratedFileWriter.refusal(at: destination) == nil,
                  case .bytes(let bytes) = FileReader.read(destination, maximumSize: Int.max),
                  bytes.withUnsafeBufferPointer({ ContentHash($0).description }) == entry.written else { return nil }
        }
        return CommandOutput(
            exitCode: entry.exitCode, standardOutput: entry.standardOutput, standardError: entry.standardError,
            diagnostics: entry.diagnostics, summary: entry.summary)
    }

    /// Stores `output` under `key`, with the text `generate` wrote (if any), when the run read
    /// (`filesRead`) every input with the content the key was made from; answers that are not the
    /// same for the same inputs (exit code 2) are not stored.
    func store(_ output: CommandOutput, written: String?, filesRead: [String: ContentHash], for key: Key) {
        guard output.exitCode != 2, key.inputs.allSatisfy({ filesRead[$0.key] == $0.value }) else { return }
        let others = filesRead.filter { key.inputs[$0.key] == nil }.mapValues(\.description)
        let entry = Entry(
            exitCode: output.exitCode, standardOutput: output.standardOutput, standardError: output.standardError,
            diagnostics: output.diagnostics, summary: output.summary,
            written: written.map { ContentHash($0).description } ?? "", others: others)
        guard let payload = try? JSONEncoder().encode(entry) else { return }
        folder.write(Array(payload), for: key.hash)
    }
}

/// One run's place in the `RunResultCache`: its key, found before the run, so that the run can
/// be answered from the cache or its answer stored after.
struct RunMemo {
    let cache: RunResultCache
    let key: RunResultCache.Key
    /// The file a `generate` run writes, which must still hold what it wrote.
    let destination: String?

    /// The memo of a run of `command` over `options`; `nil` when the run has no cache folder,
    /// options it refuses, prints timings (`loggingLevel` info or debug), or cannot name all its
    /// inputs.
    init?(command: String, _ options: CheckOptions, loggingLevel: LoggingLevel, details: [String] = [], destination: String? = nil) {
        guard options.cacheDirectory != nil, options.problems.isEmpty, loggingLevel.minimumSeverity >= .warning,
              let key = RunResultCache.key(command: command, options, details: details + ["level \(loggingLevel.rawValue)", "to \(destination ?? "-")"])
        else { return nil }
        cache = RunResultCache(options: options)
        self.key = key
        self.destination = destination
    }

    /// The stored answer, if any.
    func recalled() -> CommandOutput? {
        cache.output(for: key.hash, destination: destination)
    }

    /// The options of the run the memo stands for: recording what it reads.
    func recording(_ options: CheckOptions) -> CheckOptions {
        var options = options
        options.recordsFilesRead = true
        return options
    }

    /// Stores the run's answer and the text it wrote, when the run read what the key was made of.
    func store(_ output: CommandOutput, written: String?, analysis: Analysis) {
        cache.store(output, written: written, filesRead: analysis.filesRead, for: key)
    }
}
