/// Everything that steers a run of `digen check` or `digen print-dependency-tree`.
public struct CheckOptions: Hashable, Sendable {
    /// What to read.
    public var scan: ScanOptions
    /// The most files parsed at once; `nil` uses every core.
    public var concurrencyLimit: Int?
    /// Seconds one file's parsing may take before digen gives up on the run; `nil` waits forever.
    public var parsingTimeout: Double?
    /// Add details (elapsed times, files still in progress) to timeout diagnostics.
    public var collectParsingInfo: Bool
    /// Also recognise Needle's pluginized components (`PluginizedComponent<D, E, N>`,
    /// `NonCoreComponent<D>`).
    public var pluginized: Bool
    /// Which component properties count as providers (`--access-rules`).
    public var accessRules: AccessRules
    /// Which styles to read (`--style`); `auto` reads each file for the styles it imports.
    public var styles: StyleSelection
    /// Where the run reports its stages and parsing progress; `nil` for nowhere.
    public var progress: ProgressReporter?

    /// Needle's defaults: every core, a 30 s parsing timeout, internal properties count.
    public static let defaultParsingTimeout: Double = 30
    /// The longest parsing timeout accepted: a day, in seconds.
    public static let maximumParsingTimeout: Double = 86_400

    /// What is wrong with `seconds` given as `option` (a timeout), or nil when it can be used.
    public static func timeoutProblem(_ seconds: Double, option: String) -> String? {
        seconds > 0 && seconds <= maximumParsingTimeout
            ? nil
            : "\(option) must be a number of seconds above 0 and at most \(Int(maximumParsingTimeout)), not \(seconds)."
    }

    /// What is wrong with these options, each as a sentence; empty when they can be used.
    var problems: [String] {
        var problems: [String] = []
        if let parsingTimeout, let problem = Self.timeoutProblem(parsingTimeout, option: "--parsing-timeout") {
            problems.append(problem)
        }
        if scan.maximumFileSize < 1 {
            problems.append("--max-file-size must be at least 1 (megabyte).")
        }
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
