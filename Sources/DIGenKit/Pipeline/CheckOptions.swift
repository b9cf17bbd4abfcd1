/// Everything that steers a run of `digen check` or `digen print-dependency-tree`.
public struct CheckOptions: Hashable, Sendable {
    /// What to read.
    public var scan: ScanOptions
    /// The most files parsed at once; `nil` uses every core.
    public var concurrencyLimit: Int?
    /// Seconds one file's parsing may take before digen gives up on the run; `nil` waits forever.
    public var parsingTimeout: Double?
    /// The option `parsingTimeout` was given with, for messages: `--parsing-timeout`, or
    /// Needle's `--timeout`.
    public var parsingTimeoutOption = "--parsing-timeout"
    /// Add details (elapsed times, files still in progress) to timeout diagnostics.
    public var collectParsingInfo: Bool
    /// Also recognise Needle's pluginized components (`PluginizedComponent<D, E, N>`,
    /// `NonCoreComponent<D>`).
    public var pluginized: Bool
    /// Which component properties count as providers (`--access-rules`).
    public var accessRules: AccessRules
    /// Which styles to read (`--style`); `auto` reads each file for the styles it imports.
    public var styles: StyleSelection
    /// The isolation of the sources' types that state none (`--default-isolation`): the target's
    /// `.defaultIsolation` setting. A summary holds its module's types with it applied.
    public var defaultIsolation = DefaultIsolation.nonisolated
    /// Where the run reports its stages and parsing progress; `nil` for nowhere.
    public var progress: ProgressReporter?
    /// Summaries of other modules of the program (`--summary`, written by `digen summarize`),
    /// read beside the sources as if their modules' sources had been read.
    public var summaryPaths: [String] = []
    /// The folder the paths inside summaries are relative to (`--root`); `nil` for the working
    /// directory.
    public var root: String?
    /// The module the sources belong to (`--module-name`): the one generated code is compiled
    /// into, and the one `digen summarize` names in its summary.
    public var moduleName: String?
    /// The folder of the per-file fact cache (`--cache-dir`); `nil` for no cache.
    public var cacheDirectory: String?
    /// What, besides a file's content, decides the facts the cache keeps for it: this digen's
    /// version and build. The command line adds a hash of the executable (`nameBuild`).
    /// Whether the run records the content of every file it reads (`Analysis.filesRead`), so that
    /// the run cache stores its answer only under the key of what it read.
    var recordsFilesRead = false
    public var cacheIdentity = "digen \(DIGen.version) facts \(FactCache.formatVersion) summary \(ModuleSummary.formatVersion)"

    /// The fact cache the options name, or `nil`.
    func makeFactCache() -> FactCache? {
        cacheDirectory.map { FactCache(directory: RelativePath.resolve($0, against: scan.workingDirectory), identity: cacheIdentity) }
    }

    /// The folder summaries' relative paths are taken from.
    var summaryRoot: String {
        let root = root ?? scan.workingDirectory
        return RelativePath.resolve(root, against: scan.workingDirectory)
    }

    /// Needle's defaults: every core, a 30 s parsing timeout, internal properties count.
    public static let defaultParsingTimeout: Double = 30
    /// The longest parsing timeout accepted: a day, in seconds.
    public static let maximumParsingTimeout: Double = ParallelRunner.maximumTimeout

    /// What is wrong with `seconds` given as `option` (a timeout), or nil when it can be used.
    public static func timeoutProblem(_ seconds: Double, option: String) -> String? {
        seconds > 0 && seconds <= maximumParsingTimeout
            ? nil
            : "\(option) must be a number of seconds above 0 and at most \(Int(maximumParsingTimeout)), not \(seconds)."
    }

    /// What is wrong with these options, each as a sentence; empty when they can be used. The
    /// one place option values are judged: the command line reports these before it reads
    /// anything, and `DIGen` refuses options that have any (for callers of the library).
    public var problems: [String] {
        var problems: [String] = []
        if let concurrencyLimit, concurrencyLimit < 1 {
            problems.append("--concurrency-limit must be at least 1, not \(concurrencyLimit).")
        }
        if let parsingTimeout, let problem = Self.timeoutProblem(parsingTimeout, option: parsingTimeoutOption) {
            problems.append(problem)
        }
        if scan.maximumFileSize < 1 {
            problems.append("--max-file-size must be at least 1 (megabyte).")
        }
        if let moduleName, moduleName.isEmpty || moduleName.contains(where: { $0.isWhitespace || $0 == "/" }) {
            problems.append("--module-name must be a module's name, not \"\(moduleName)\".")
        }
        // An empty path would mean the working directory: a script that passes an unset variable
        // (`--cache-dir "$CACHE"`) would fill it.
        if cacheDirectory?.isEmpty == true { problems.append("--cache-dir must name a folder, not be empty.") }
        if root?.isEmpty == true { problems.append("--root must name a folder, not be empty.") }
        if summaryPaths.contains("") { problems.append("--summary must name a file, not be empty.") }
        return problems
    }

    /// Options for reading `scan`, with Needle's defaults for the rest.
    public init(
        scan: ScanOptions, concurrencyLimit: Int? = nil, parsingTimeout: Double? = CheckOptions.defaultParsingTimeout,
        collectParsingInfo: Bool = false, pluginized: Bool = false, accessRules: AccessRules = .swift,
        styles: StyleSelection = .auto
    ) {
        self.styles = styles
        self.scan = scan
        self.concurrencyLimit = concurrencyLimit
        self.parsingTimeout = parsingTimeout
        self.collectParsingInfo = collectParsingInfo
        self.pluginized = pluginized
        self.accessRules = accessRules
    }
}

extension CheckOptions {
    /// Names the build of digen at `executable` in the cache's keys (`BuildIdentity`); nothing
    /// when the run uses no cache.
    public mutating func nameBuild(executable: String) {
        guard let cacheDirectory, !cacheDirectory.isEmpty else { return }
        cacheIdentity += " " + BuildIdentity.of(
            executable: executable, cacheDirectory: RelativePath.resolve(cacheDirectory, against: scan.workingDirectory))
    }
}
