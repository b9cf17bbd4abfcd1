import ArgumentParser
import DIGenKit
import Foundation

/// The inputs and parsing options every command that reads sources shares (Needle's names).
struct SourceOptions: ParsableArguments {
    @Argument(
        help: "Paths to the root folders of Swift source files, or text files containing paths of Swift source files with specified format (at least one is required, unless --summary is given).",
        completion: .file())
    var sourceRootPaths: [String] = []

    @Option(help: "The format of the Swift sources list file: newline (the default) or minescaping.")
    var sourcesListFormat: String?

    @Option(parsing: .upToNextOption, help: "Filename suffix(es) without extensions to exclude from parsing.")
    var excludeSuffixes: [String] = []

    @Option(parsing: .upToNextOption, help: "Paths components to exclude from parsing.")
    var excludePaths: [String] = []

    @Flag(
        name: [.customLong("collect-parsing-info"), .customLong("cpi", withSingleDash: true)],
        help: "Whether or not to collect information for parsing execution timeout errors.")
    var collectParsingInfo = false

    @Option(help: "Seconds one file's parsing may take before the run gives up (above 0, at most 86400). Overrides --timeout. (default: 30)")
    var parsingTimeout: Double?

    @Option(help: "The same as --parsing-timeout, under the name Needle's documentation uses; digen's generation is one pass and is not timed. (default: 30)")
    var timeout: Double?

    @Option(help: "The largest source file read, in megabytes; a larger one is reported, not read. (default: 64)")
    var maxFileSize: Int?

    @Option(help: "The maximum number of tasks to execute concurrently. (default: the number of cores)")
    var concurrencyLimit: Int?

    @Flag(help: "Also parse plugin-based DI graphs (PluginizedComponent, NonCoreComponent).")
    var pluginized = false

    @Option(help: """
        Which component properties are providers: 'swift' (all but private and fileprivate ones; \
        the default), 'public' (only public and open ones, and those of a public extension: for \
        generated code in another module) or 'needle-0.25.1' (exactly Needle 0.25.1's rule: in a \
        component's body only a property whose first modifier is public, in an extension all but \
        private and fileprivate ones).
        """)
    var accessRules: AccessRules?

    @Flag(help: "Print no progress on standard error (shown only on a terminal, for runs over a second).")
    var quiet = false

    @Flag(help: "The same as --access-rules public.")
    var requirePublic = false

    @Option(help: "The DI styles to read: auto (each file by the libraries it imports), needle, whoop or drip.")
    var style: StyleSelection = .auto

    @Option(help: "The isolation of the sources' types that state none, as the target's `.defaultIsolation` setting gives it: nonisolated (Swift's default) or main-actor. (default: nonisolated)")
    var defaultIsolation: DefaultIsolation?

    @Option(help: ArgumentHelp(
        "The summary of another module of the program, written by `digen summarize`; repeat it for each module. The run reads it as it would read that module's sources.",
        valueName: "summary-file"),
        completion: .file())
    var summary: [String] = []

    /// The files the run reads that its options name, with the option (or argument) that names
    /// each: for `refuseOutputs`.
    var inputFiles: [(option: String, path: String)] {
        sourceRootPaths.map { ("a source root", $0) } + summary.map { ("--summary", $0) }
    }

    @Option(help: "The folder the paths in module summaries are relative to, when writing and when reading them. (default: the current directory)", completion: .directory)
    var root: String?

    @Option(help: "The module the sources belong to: the one the generated code is compiled into, and the one `digen summarize` names.")
    var moduleName: String?

    @Option(help: "The folder of the cache of per-file facts, so a run reads only the files that changed. (default: $DIGEN_CACHE_DIR, else $XDG_CACHE_HOME/digen or ~/.cache/digen; ~/Library/Caches/digen on macOS; none when $CI is set)", completion: .directory)
    var cacheDir: String?

    @Flag(help: "Read every file, with no cache.")
    var noCache = false

    @Option(
        name: [.long, .customLong("lv", withSingleDash: true)],
        help: "The logging level to use: debug, info, warning or error.")
    var loggingLevel: LoggingLevel = .warning

    func validate() throws {
        let scan = checkOptions.scan
        if sourceRootPaths.isEmpty && summary.isEmpty {
            // The sources may have been read as more values of an exclusion option.
            let swallowed = scan.suffixesThatLookLikePaths
            let hint = swallowed.isEmpty ? "" : " \(swallowed.joined(separator: ", ")) was read as a suffix to exclude: put the sources before --exclude-suffixes, or end its list with another option."
            throw ValidationError("Missing source files root directories." + hint)
        }
        for warning in scan.exclusionWarnings {
            FileHandle.standardError.write(Data((warning.description + "\n").utf8))
        }
        // Option values are judged by `CheckOptions.problems`; here only what exists on the
        // command line alone: a value in megabytes, options that cannot be given together, and
        // `--timeout` when `--parsing-timeout` overrides it. Each is a diagnostic, with the
        // usage-error exit code, where Needle would trap or wait forever.
        var problems: [String] = []
        var options = checkOptions
        if let maxFileSize, maxFileSize < 1 || maxFileSize > Int.max >> 20 {
            problems.append("--max-file-size must be a number of megabytes of at least 1, not \(maxFileSize).")
            // Said above in the command line's unit; not again in bytes.
            options.scan.maximumFileSize = ScanOptions.defaultMaximumFileSize
        }
        if let timeout, parsingTimeout != nil, let problem = CheckOptions.timeoutProblem(timeout, option: "--timeout") {
            problems.append(problem)
        }
        if requirePublic, let accessRules, accessRules != .public {
            problems.append("--require-public is --access-rules public, so it cannot be given with --access-rules \(accessRules.rawValue).")
        }
        if noCache, let cacheDir {
            problems.append("--no-cache and --cache-dir \(cacheDir) cannot be given together.")
        }
        try refuseOptions(problems + options.problems)
        if let sourcesListFormat, SourcesListFormat(parsing: sourcesListFormat) == nil {
            // Needle's message, as a diagnostic, and the usage-error exit code.
            CommandOutput(exitCode: 2, standardError: SourcesListFormat.unknownFormat(sourcesListFormat).description + "\n").write()
            throw ExitCode(2)
        }
    }

    var level: LoggingLevel { loggingLevel }

    /// The options, reporting progress to `progress`.
    func checkOptions(reportingTo progress: TerminalProgress) -> CheckOptions {
        var options = checkOptions
        options.progress = progress.reporter
        return options
    }

    /// The progress display the options ask for.
    func makeProgress() -> TerminalProgress {
        TerminalProgress(quiet: quiet, level: level)
    }

    var checkOptions: CheckOptions {
        var options = CheckOptions(
            scan: ScanOptions(
                sourceRootPaths: sourceRootPaths,
                sourcesListFormat: sourcesListFormat.flatMap(SourcesListFormat.init(parsing:)) ?? .newline,
                excludeSuffixes: excludeSuffixes, excludePaths: excludePaths,
                workingDirectory: FileManager.default.currentDirectoryPath,
                maximumFileSize: maxFileSize.map { $0 << 20 } ?? ScanOptions.defaultMaximumFileSize),
            concurrencyLimit: concurrencyLimit,
            parsingTimeout: parsingTimeout ?? timeout ?? CheckOptions.defaultParsingTimeout,
            collectParsingInfo: collectParsingInfo,
            pluginized: pluginized,
            accessRules: accessRules ?? (requirePublic ? .public : .swift),
            styles: style)
        if parsingTimeout == nil && timeout != nil { options.parsingTimeoutOption = "--timeout" }
        options.summaryPaths = summary
        options.defaultIsolation = defaultIsolation ?? .nonisolated
        options.root = root
        options.moduleName = moduleName
        options.cacheDirectory = noCache ? nil : cacheDir ?? CacheLocation.defaultDirectory
        options.nameBuild(executable: CacheLocation.executablePath)
        return options
    }
}

/// Ends the command when `files` has an output that is an input or another output: each such
/// pair printed as a `digen/OutputNotWritten` error, before anything is read, exit code 2.
func refuseOutputs(_ files: RunFiles) throws {
    let problems = files.problems(workingDirectory: FileManager.default.currentDirectoryPath)
    guard !problems.isEmpty else { return }
    CommandOutput(exitCode: 2, standardError: problems.map { $0.description + "\n" }.joined(), diagnostics: problems).write()
    throw ExitCode(2)
}

/// Ends the command when `problems` (sentences about option values) is not empty: each printed
/// as a `digen/InvalidOption` diagnostic, with the usage-error exit code.
func refuseOptions(_ problems: [String]) throws {
    guard !problems.isEmpty else { return }
    let lines = problems.map { Diagnostic(id: .invalidOption, location: nil, message: $0).description }
    CommandOutput(exitCode: 2, standardError: lines.joined(separator: "\n") + "\n").write()
    throw ExitCode(2)
}

extension StyleSelection: ExpressibleByArgument {}
extension DefaultIsolation: ExpressibleByArgument {}
extension AccessRules: ExpressibleByArgument {}
extension LoggingLevel: ExpressibleByArgument {}

extension CommandOutput {
    /// Writes the output and ends the process with its exit code. What the run finished with
    /// (`spent`) is never freed: the process's memory goes at once, where freeing a large run's
    /// summaries one by one would take a noticeable part of the run. This is the one place digen
    /// decides that.
    func end() -> Never {
        write()
        Foundation.exit(withExtendedLifetime(self) { exitCode })
    }

    /// Writes the output and ends the command with its exit code.
    func emit() throws {
        write()
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    /// Writes the output.
    func write() {
        if !standardOutput.isEmpty { FileHandle.standardOutput.write(Data(standardOutput.utf8)) }
        if !standardError.isEmpty { FileHandle.standardError.write(Data(standardError.utf8)) }
    }
}
